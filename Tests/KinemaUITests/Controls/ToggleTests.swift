import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Toggles: the switch as iOS draws it (UISwitch is 51 × 31 with a 27-point knob, 2 points in from
// the track's ends, so the knob's centre moves 10 points either side of the track's), its colours
// (green when on unless tinted; UIColor.secondarySystemFill, (120, 120, 128) at 16 %, when off), a
// tap flipping the binding, and the knob animating.

private let secondarySystemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)

/// A settings row: a toggle across the 400-point host, and buttons that flip it programmatically.
private struct Settings: View {
    enum Binder {
        case plain, animated
    }

    var binder = Binder.plain
    var initial = false
    @State private var isOn: Bool?

    var body: some View {
        let on = Binding(get: { isOn ?? initial }, set: { isOn = $0 })
        VStack(spacing: 0) {
            Toggle("Wi-Fi", isOn: binder == .animated ? on.animation(.linear(duration: 1)) : on)
                .frame(height: 100)
            Button("Animated") { withAnimation(.linear(duration: 1)) { on.wrappedValue.toggle() } }
                .frame(height: 100)
            Button("Plain") { on.wrappedValue.toggle() }
                .frame(height: 100)
        }
    }
}

/// Where the switch sits: the trailing 51 points of the first 100-point row (the 300-point column
/// is centred in the 400-point host, 50 points down).
private let switchCentre = CGPoint(x: 374.5, y: 100)
private let animatedButton = CGPoint(x: 200, y: 200)
private let plainButton = CGPoint(x: 200, y: 300)

@MainActor
@Suite("Toggle")
struct ToggleTests {
    private func track(_ host: ViewHost<Settings>) -> DisplayList.Item { host.displayList.items[1] }
    private func knob(_ host: ViewHost<Settings>) -> DisplayList.Item { host.displayList.items[2] }

    @Test func theSwitchIsFiftyOneByThirtyOneAtTheTrailingEdge() {
        let host = ViewHost(Settings())
        let items = host.displayList.items
        guard case .text(let title) = items[0].content else {
            Issue.record("the label comes first")
            return
        }
        #expect(title.runs.map(\.string) == ["Wi-Fi"])
        #expect(items[0].frame.minX == 0)
        #expect(track(host).frame == CGRect(x: 349, y: 84.5, width: 51, height: 31))
        #expect(track(host).content == .shape(.capsule, fill: secondarySystemFill))
        #expect(knob(host).frame == CGRect(x: 361, y: 86.5, width: 27, height: 27))
        #expect(knob(host).content == .shape(.circle, fill: .white))
        #expect(knob(host).transform.tx == -10)
        #expect(knob(host).shadow != nil)
    }

    @Test func onIsGreenUnlessTinted() {
        #expect(track(ViewHost(Settings(initial: true))).content == .shape(.capsule, fill: .green))
        #expect(knob(ViewHost(Settings(initial: true))).transform.tx == 10)
        let tinted = ViewHost(Toggle("A", isOn: .constant(true)).tint(.orange))
        #expect(tinted.displayList.items[1].content == .shape(.capsule, fill: .orange))
        let styled = ViewHost(Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .pink)))
        #expect(styled.displayList.items[1].content == .shape(.capsule, fill: .pink))
    }

    @Test(arguments: [(ControlSize.mini, CGFloat(38), CGFloat(23)), (.small, 44, 27), (.regular, 51, 31), (.large, 51, 31)])
    func switchesAreSizedByControlSize(size: ControlSize, width: CGFloat, height: CGFloat) {
        let host = ViewHost(Toggle("A", isOn: .constant(false)).labelsHidden().controlSize(size))
        let items = host.displayList.items
        #expect(items.count == 2)
        #expect(items[0].frame == CGRect(x: 200 - width / 2, y: 200 - height / 2, width: width, height: height))
        // The knob is the track's height less 2 points each side, its centre at a track end's.
        #expect(items[1].frame.width == height - 4)
        #expect(items[1].transform.tx == -(width - height) / 2)
    }

    @Test func aTapOnTheSwitchFlipsItAndSlidesTheKnobWithTheDefaultAnimation() {
        let host = ViewHost(Settings())
        #expect(host.tap(at: switchCentre))
        host.advance(by: frameStep)
        // UIKit animates its own switch: the knob follows `.default` (response 0.55, ζ = 1) from −10
        // to +10 even though the tap's transaction has no animation.
        var spring = SpringTrack(.default, from: -10, to: 10, at: 0)
        spring.step(to: frameStep)
        expectSpringFrame(knob(host).transform.tx, spring, "frame 1")
        for frame in 2...90 {
            host.advance(by: frameStep)
            spring.step(to: host.frameTime())
            expectSpringFrame(knob(host).transform.tx, spring, "frame \(frame)")
        }
        #expect(knob(host).transform.tx == 10)
    }

    @Test func aTapOnTheLabelDoesNothing() {
        let host = ViewHost(Settings())
        #expect(!host.tap(at: CGPoint(x: 10, y: 100)))
        #expect(knob(host).transform.tx == -10)
    }

    /// A change under `withAnimation` moves the knob with that animation, wherever it is made.
    @Test func theKnobFollowsTheChangesAnimation() {
        for (host, point) in [(ViewHost(Settings()), animatedButton), (ViewHost(Settings(binder: .animated)), switchCentre)] {
            host.tap(at: point)
            host.advance(by: 0.25)
            let covered = SwiftUIReference.Bezier.linear.value(at: host.frameTime())
            #expect(abs(knob(host).transform.tx - (-10 + 20 * covered)) < 1e-9)
        }
        // A tap on the switch inside `withAnimation` takes that animation, not the default one.
        let host = ViewHost(Settings())
        withAnimation(.linear(duration: 1)) { _ = host.tap(at: switchCentre) }
        host.advance(by: 0.5)
        #expect(abs(knob(host).transform.tx - (-10 + 20 * SwiftUIReference.Bezier.linear.value(at: 0.5))) < 1e-9)
    }

    /// A change made elsewhere without animation moves the knob at once.
    @Test func aPlainChangeElsewhereJumps() {
        let host = ViewHost(Settings())
        host.tap(at: plainButton)
        host.advance(by: frameStep)
        #expect(knob(host).transform.tx == 10)
        #expect(track(host).content == .shape(.capsule, fill: .green))
        #expect(!host.isAnimating)
    }

    @Test func aDisabledToggleIsDimmedAndIgnoresTaps() {
        let host = ViewHost(Toggle("A", isOn: .constant(false)).disabled(true))
        #expect(host.displayList.items.allSatisfy { $0.opacity == 0.5 })
        #expect(!host.tap(at: CGPoint(x: 374.5, y: 200)))
    }

    @Test func theButtonStyleFillsWhileOn() throws {
        struct Flag: View {
            @State var on = false
            var body: some View {
                Toggle(isOn: $on) { Rectangle().frame(width: 40, height: 20) }.toggleStyle(.button)
            }
        }
        let host = ViewHost(Flag())
        var items = host.displayList.items
        try #require(items.count == 2)
        #expect(items[0].frame == CGRect(x: 168, y: 183, width: 64, height: 34))
        guard case .path(_, .fill(let off, _)) = items[0].content else { throw Unexpected.content }
        #expect(off == .clear)
        #expect(items[1].foregroundColor == .accentColor)
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        items = host.displayList.items
        guard case .path(_, .fill(let on, _)) = items[0].content else { throw Unexpected.content }
        #expect(on == Color.accentColor.opacity(0.15))
    }

    /// A custom style flips the binding itself; `Toggle(configuration)` inside a style draws the
    /// style outside it (here the default switch).
    @Test func customStylesAndConfigurations() {
        struct Checkbox: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Rectangle()
                    .fill(configuration.isOn ? Color.blue : Color.gray)
                    .frame(width: 20, height: 20)
                    .onTapGesture { configuration.isOn.toggle() }
            }
        }
        struct Padded: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Toggle(configuration).padding(10)
            }
        }
        struct Box: View {
            @State var on = false
            var body: some View {
                Toggle("Check", isOn: $on).toggleStyle(Checkbox())
            }
        }
        let host = ViewHost(Box())
        #expect(host.displayList.items[0].content == .shape(.rectangle, fill: .gray))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(host.displayList.items[0].content == .shape(.rectangle, fill: .blue))

        let padded = ViewHost(Toggle("A", isOn: .constant(true)).toggleStyle(Padded()))
        // The switch, 10 points in from the trailing edge.
        #expect(padded.displayList.items[1].frame.maxX == 390)
        #expect(padded.displayList.items[1].content == .shape(.capsule, fill: .green))
    }

    @Test func labelFormsCompile() {
        let name = "Bluetooth"
        let host = ViewHost(VStack {
            Toggle(name, isOn: .constant(true))
            Toggle("Airplane", systemImage: "paperplane", isOn: .constant(false))
            Toggle(isOn: .constant(true)) { Label("Alarm", systemImage: "bell") }
        })
        // Text + switch + knob; icon + text + switch + knob, twice.
        #expect(host.displayList.items.count == 3 + 4 + 4)
    }
}
