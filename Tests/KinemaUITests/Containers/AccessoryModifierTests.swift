import Foundation
import Kinema
import Testing

// What a view says about the device around it (safe areas, status bar, haptics) is accepted and
// changes nothing a Kinema host draws: it has no safe area insets, no status bar and no haptics.
@MainActor
@Suite("Accessory modifiers")
struct AccessoryModifierTests {
    private var plain: some View {
        ZStack {
            Color.indigo
            Text("Hello").padding()
        }
    }

    private func frames(_ view: some View) -> [CGRect] {
        ViewHost(view).displayList.items.map(\.frame)
    }

    @Test func safeAreaAndStatusBarModifiersChangeNothing() {
        let expected = frames(plain)
        #expect(expected.first == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(frames(plain.ignoresSafeArea()) == expected)
        #expect(frames(plain.ignoresSafeArea(.container, edges: .top)) == expected)
        #expect(frames(plain.ignoresSafeArea(.keyboard)) == expected)
        #expect(frames(plain.edgesIgnoringSafeArea(.all)) == expected)
        #expect(frames(plain.statusBarHidden()) == expected)
        #expect(frames(plain.statusBar(hidden: true)) == expected)
        #expect(frames(plain.persistentSystemOverlays(.hidden)) == expected)
        #expect(SafeAreaRegions.all == [.container, .keyboard])
    }

    @MainActor final class Log {
        var calls = 0
    }

    private struct Feedback: View {
        let log: Log
        @State private var count = 0
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .sensoryFeedback(.success, trigger: count)
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { _, _ in
                    log.calls += 1
                    return true
                }
                .sensoryFeedback(trigger: count) { _, _ in
                    log.calls += 1
                    return .impact(flexibility: .soft)
                }
                .sensoryFeedback(trigger: count) {
                    log.calls += 1
                    return SensoryFeedback.selection
                }
                .onTapGesture { count += 1 }
        }
    }

    /// Feedback is never played: the closures that choose it never run, and nothing is drawn.
    @Test func sensoryFeedbackIsAcceptedAndNeverPlayed() {
        let log = Log()
        let host = ViewHost(Feedback(log: log))
        #expect(host.displayList.items.map(\.frame) == [CGRect(x: 180, y: 180, width: 40, height: 40)])
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.calls == 0)
        #expect(host.displayList.items.count == 1)
        #expect(SensoryFeedback.impact(weight: .light) != SensoryFeedback.impact(weight: .heavy))
        #expect(SensoryFeedback.impact == SensoryFeedback.impact)
    }

    /// A hidden view keeps its place and takes no taps.
    @Test func aHiddenViewKeepsItsPlaceAndTakesNoTaps() {
        let log = Log()
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40).hidden().onTapGesture { log.calls += 1 }
            Color.blue.frame(width: 40, height: 40)
        })
        #expect(Containers.frames(host, color: .blue) == [CGRect(x: 180, y: 200, width: 40, height: 40)])
        #expect(Containers.items(host, color: .red).first?.opacity == 0)
        host.tap(at: CGPoint(x: 200, y: 180))
        #expect(log.calls == 0)
    }

    /// `safeAreaInset`: the content at the edge, the view taking the rest (Kinema stacks them).
    @Test func aSafeAreaInsetStacksItsContentAtTheEdge() {
        let bottom = ViewHost(Color.red.safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 50) })
        #expect(Containers.frames(bottom, color: .red) == [CGRect(x: 0, y: 0, width: 400, height: 340)])
        #expect(Containers.frames(bottom, color: .blue) == [CGRect(x: 0, y: 350, width: 400, height: 50)])
        let leading = ViewHost(Color.red.safeAreaInset(edge: .leading, spacing: .nan) { Color.blue.frame(width: 30) })
        #expect(Containers.frames(leading, color: .blue) == [CGRect(x: 0, y: 0, width: 30, height: 400)])
        #expect(Containers.frames(leading, color: .red) == [CGRect(x: 30, y: 0, width: 370, height: 400)])
    }

    /// Accessibility and text-selection modifiers are accepted and change nothing drawn.
    @Test func accessibilityModifiersChangeNothing() {
        let expected = frames(plain)
        let described = plain
            .accessibilityLabel("Greeting")
            .accessibilityLabel(Text("Greeting"))
            .accessibilityValue("1")
            .accessibilityHint("Says hello")
            .accessibilityIdentifier("greeting")
            .accessibilityHidden(false)
            .accessibilityAddTraits([.isHeader, .isButton])
            .accessibilityRemoveTraits(.isImage)
            .accessibilityElement(children: .combine)
            .accessibilitySortPriority(1)
            .accessibilityAction { Issue.record("an accessibility action ran") }
            .accessibilityAction(named: "Open") {}
            .accessibilityAdjustableAction { _ in }
            .help("Help")
            .privacySensitive()
            .textSelection(.enabled)
        #expect(frames(described) == expected)
        var traits: AccessibilityTraits = [.isHeader]
        traits.insert(.isButton)
        #expect(traits.contains(.isButton) && traits.contains(.isHeader) && !traits.contains(.isLink))
    }

    private struct Scheme: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View {
            Text(colorScheme == .dark ? "dark" : "light")
        }
    }

    /// `preferredColorScheme` sets the environment's colour scheme for the content; `nil` leaves
    /// it as it is.
    @Test func aPreferredColorSchemeReachesTheContent() {
        #expect(Containers.texts(ViewHost(Scheme())) == ["light"])
        #expect(Containers.texts(ViewHost(Scheme().preferredColorScheme(.dark))) == ["dark"])
        #expect(Containers.texts(ViewHost(Scheme().preferredColorScheme(nil))) == ["light"])
        let host = ViewHost(NavigationStack { Scheme().navigationTitle("T") }.preferredColorScheme(.dark))
        #expect(Containers.texts(host).contains("dark"))
    }
}
