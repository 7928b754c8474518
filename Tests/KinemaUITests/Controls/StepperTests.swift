import Foundation
import Kinema
import Testing

// Steppers: the label, then UIStepper's 94 × 32 control at the trailing edge, a minus half and a
// plus half of 47 points each; taps step the value within its bounds, and a half that cannot move
// the value is grey and inert.

private let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
/// The halves of a stepper in the 400 × 400 host: x from 306 to 353 and from 353 to 400.
private let minus = CGPoint(x: 329.5, y: 200)
private let plus = CGPoint(x: 376.5, y: 200)

/// What a stepper did, in order.
@MainActor
private final class StepLog {
    var entries: [String] = []
}

private struct Counter: View {
    let log: StepLog
    var start = 5.0
    var bounds: ClosedRange<Double>? = 0...10
    var step = 1.0
    @State private var value: Double?

    var body: some View {
        let binding = Binding(get: { value ?? start }, set: { value = $0; log.entries.append("value \($0)") })
        let editing: (Bool) -> Void = { log.entries.append("editing \($0)") }
        if let bounds {
            Stepper(value: binding, in: bounds, step: step, label: { Text("Count") }, onEditingChanged: editing)
        } else {
            Stepper(value: binding, step: step, label: { Text("Count") }, onEditingChanged: editing)
        }
    }
}

@MainActor
@Suite("Stepper")
struct StepperTests {
    /// The minus and plus symbols' colours (the fourth and sixth items).
    private func symbolColours<V: View>(_ host: ViewHost<V>) -> [Color?] {
        host.displayList.items.compactMap { item in
            if case .path = item.content { item.foregroundColor } else { nil }
        }
    }

    @Test func theControlIsNinetyFourByThirtyTwoAtTheTrailingEdge() {
        let host = ViewHost(Counter(log: StepLog()))
        let items = host.displayList.items
        guard case .text(let title) = items[0].content else {
            Issue.record("the label comes first")
            return
        }
        #expect(title.runs.map(\.string) == ["Count"])
        #expect(items[0].frame.minX == 0)
        #expect(items[1].frame == CGRect(x: 306, y: 184, width: 94, height: 32))
        #expect(items[1].content == .shape(.rectangle, fill: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)))
        #expect(items[2].frame == CGRect(x: 306, y: 184, width: 47, height: 32))
        #expect(items[4].frame == CGRect(x: 353, y: 184, width: 47, height: 32))
        // Everything the control draws is clipped to its rounded rectangle.
        #expect(items[1...].allSatisfy { !$0.groups.isEmpty })
        #expect(symbolColours(host) == [.primary, .primary])
    }

    @Test func tapsStepTheValue() {
        let log = StepLog()
        let host = ViewHost(Counter(log: log))
        #expect(host.tap(at: plus))
        #expect(host.tap(at: plus))
        #expect(host.tap(at: minus))
        #expect(log.entries.filter { $0.hasPrefix("value") } == ["value 6.0", "value 7.0", "value 6.0"])
    }

    /// A step never leaves the bounds; at a bound, that half is grey and does nothing.
    @Test func stepsStopAtTheBounds() {
        let log = StepLog()
        let host = ViewHost(Counter(log: log, start: 8, step: 3))
        host.tap(at: plus)
        #expect(log.entries.last == "value 10.0")
        #expect(symbolColours(host) == [.primary, tertiaryLabel])
        host.tap(at: plus)
        #expect(log.entries.filter { $0.hasPrefix("value") }.count == 1)
        host.tap(at: minus)
        host.tap(at: minus)
        host.tap(at: minus)
        host.tap(at: minus)
        #expect(log.entries.filter { $0.hasPrefix("value") } == ["value 10.0", "value 7.0", "value 4.0", "value 1.0", "value 0.0"])
        #expect(symbolColours(host) == [tertiaryLabel, .primary])
    }

    @Test func withoutBoundsItStepsFreely() {
        let log = StepLog()
        let host = ViewHost(Counter(log: log, start: 0, bounds: nil, step: 0.5))
        host.tap(at: minus)
        host.tap(at: minus)
        #expect(log.entries.filter { $0.hasPrefix("value") } == ["value -0.5", "value -1.0"])
    }

    /// A press calls `onEditingChanged(true)` and highlights the pressed half; the release calls
    /// `onEditingChanged(false)` and steps.
    @Test func aPressEditsAndHighlightsItsHalf() throws {
        let log = StepLog()
        let host = ViewHost(Counter(log: log))
        let press = try #require(host.press(at: plus))
        #expect(log.entries == ["editing true"])
        #expect(host.displayList.items[4].content == .shape(.rectangle, fill: Color.black.opacity(0.08)))
        #expect(host.displayList.items[2].content == .shape(.rectangle, fill: .clear))
        press.release()
        #expect(log.entries == ["editing true", "editing false", "value 6.0"])
        #expect(host.displayList.items[4].content == .shape(.rectangle, fill: .clear))
    }

    @Test(arguments: [0.0, -1, .nan])
    func badStepsDisableBothHalves(step: Double) {
        let log = StepLog()
        let host = ViewHost(Counter(log: log, step: step))
        #expect(symbolColours(host) == [tertiaryLabel, tertiaryLabel])
        host.tap(at: plus)
        host.tap(at: minus)
        #expect(log.entries.filter { $0.hasPrefix("value") }.isEmpty)
    }

    /// A NaN value steps to the lower bound when there are bounds, and not at all without them.
    @Test func aNaNValueStepsToTheLowerBound() {
        let log = StepLog()
        let host = ViewHost(Counter(log: log, start: .nan, bounds: 2...5))
        host.tap(at: plus)
        #expect(log.entries.last == "value 2.0")
        let free = StepLog()
        let freeHost = ViewHost(Counter(log: free, start: .nan, bounds: nil))
        #expect(symbolColours(freeHost) == [tertiaryLabel, tertiaryLabel])
        freeHost.tap(at: plus)
        #expect(free.entries.filter { $0.hasPrefix("value") }.isEmpty)
    }

    @Test func closuresStepAndNilDisablesAHalf() {
        var count = 0
        let host = ViewHost(Stepper("Pages", onIncrement: { count += 1 }, onDecrement: nil))
        #expect(symbolColours(host) == [tertiaryLabel, .primary])
        host.tap(at: plus)
        host.tap(at: minus)
        #expect(count == 1)
        let older = ViewHost(Stepper(onIncrement: { count += 10 }, onDecrement: { count -= 10 }) { Text("Old") })
        older.tap(at: minus)
        #expect(count == -9)
    }

    @Test func aDisabledStepperIsInert() {
        let log = StepLog()
        let host = ViewHost(Counter(log: log).disabled(true))
        #expect(symbolColours(host) == [tertiaryLabel, tertiaryLabel])
        #expect(!host.tap(at: plus))
        #expect(log.entries.isEmpty)
    }

    @Test func labelsHiddenLeavesTheControlAlone() {
        let host = ViewHost(Counter(log: StepLog()).labelsHidden())
        #expect(host.displayList.items[0].frame == CGRect(x: 153, y: 184, width: 94, height: 32))
    }

    @Test func integerAndTitleFormsCompile() {
        struct Forms: View {
            @State var guests = 2
            var body: some View {
                VStack {
                    Stepper("Guests: \(guests)", value: $guests, in: 1...12)
                    Stepper("Guests", value: $guests, step: 2)
                    Stepper(value: $guests, in: 1...12) { Text("Guests") }
                    Stepper(String("Plain"), value: $guests, in: 1...12)
                }
            }
        }
        let host = ViewHost(Forms())
        #expect(host.displayList.items.count == 4 * 7)
        // The first stepper's plus half.
        host.tap(at: CGPoint(x: 376.5, y: host.displayList.items[1].frame.midY))
        guard case .text(let title) = host.displayList.items[0].content else { return }
        #expect(title.runs.map(\.string).joined() == "Guests: 3")
    }
}
