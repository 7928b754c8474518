import Foundation
import Kinema
import Testing

// Custom button styles: the configuration a ButtonStyle sees, which style a button takes, and a
// PrimitiveButtonStyle deciding when the action runs.

private let centre = CGPoint(x: 200, y: 200)

/// Draws the role into the label's colour: red for destructive, green for cancel, blue otherwise.
private struct RoleColourStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? .red : configuration.role == .cancel ? .green : .blue)
    }
}

/// Draws the label at a fixed opacity, to tell which style drew a button.
private struct Marked: ButtonStyle {
    let opacity: Double
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(opacity)
    }
}

/// Runs the action on a double tap only.
private struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture(count: 2) { configuration.trigger() }
    }
}

/// Keeps the style outside it, on a red mat.
private struct MattedWrapper: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(6).background(Color.red)
    }
}

@MainActor
private final class Counter {
    var count = 0
}

@MainActor
@Suite("Button styles")
struct ButtonStyleTests {
    private func label() -> some View { Rectangle().frame(width: 40, height: 20) }

    @Test func aStyleSeesTheRole() {
        let host = ViewHost(VStack {
            Button(role: .destructive) {} label: { label() }
            Button(role: .cancel) {} label: { label() }
            Button {} label: { label() }
        }.buttonStyle(RoleColourStyle()))
        #expect(host.displayList.items.map(\.foregroundColor) == [.red, .green, .blue])
    }

    /// The innermost style wins; a style set inside a button's label does not style that button.
    @Test func theInnermostStyleWins() {
        let host = ViewHost(VStack {
            Button {} label: { label() }.buttonStyle(Marked(opacity: 0.5))
            Button {} label: { label() }
        }.buttonStyle(Marked(opacity: 0.25)))
        #expect(host.displayList.items.map(\.opacity) == [0.5, 0.25])
    }

    @Test func aPrimitiveStyleDecidesWhenTheActionRuns() {
        let counter = Counter()
        let host = ViewHost(Button { counter.count += 1 } label: { label() }.buttonStyle(DoubleTapStyle()))
        // Not a press: the style's own gesture takes the taps.
        #expect(host.press(at: centre) == nil)
        host.tap(at: centre)
        #expect(counter.count == 0)
        host.tap(at: centre)
        #expect(counter.count == 1)
    }

    /// `trigger()` of a disabled button does nothing.
    @Test func aDisabledPrimitiveStyleTriggersNothing() {
        let counter = Counter()
        let host = ViewHost(Button { counter.count += 1 } label: { label() }.buttonStyle(DoubleTapStyle()).disabled(true))
        host.tap(at: centre)
        host.tap(at: centre)
        #expect(counter.count == 0)
    }

    /// `Button(configuration)` inside a primitive style draws with the style in effect outside it
    /// (here `.bordered`: a platter, then the label), and still runs the action.
    @Test func aButtonMadeFromAConfigurationTakesTheOuterStyle() {
        let counter = Counter()
        let host = ViewHost(
            Button { counter.count += 1 } label: { label() }
                .buttonStyle(MattedWrapper())
                .buttonStyle(.bordered))
        let items = host.displayList.items
        // The red mat, the platter, the label.
        #expect(items.count == 3)
        #expect(items[0].content == .shape(.rectangle, fill: .red))
        guard case .path(_, .fill(let fill, _)) = items[1].content else {
            Issue.record("the bordered platter comes first")
            return
        }
        #expect(fill == Color.accentColor.opacity(0.15))
        #expect(host.tap(at: centre))
        #expect(counter.count == 1)
        // Without an outer style it is the automatic one: the tinted label.
        let automatic = ViewHost(Button {} label: { label() }.buttonStyle(MattedWrapper()))
        #expect(automatic.displayList.items[1].foregroundColor == .accentColor)
    }

    /// A press style that reads `isEnabled` dims itself; SwiftUI does not dim custom styles.
    @Test func aCustomStyleDrawsDisabledButtonsAsItChooses() {
        struct DimStyle: ButtonStyle {
            @Environment(\.isEnabled) private var isEnabled
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.opacity(isEnabled ? 1 : 0.4)
            }
        }
        let plain = ViewHost(Button {} label: { label() }.buttonStyle(Marked(opacity: 1)).disabled(true))
        #expect(plain.displayList.items[0].opacity == 1)
        let dimmed = ViewHost(Button {} label: { label() }.buttonStyle(DimStyle()).disabled(true))
        #expect(dimmed.displayList.items[0].opacity == 0.4)
    }
}
