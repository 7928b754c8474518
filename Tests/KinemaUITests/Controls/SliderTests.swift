import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

// Sliders: a 28-point-tall control as wide as offered, a 4-point track filled with the tint up to a
// 28-point thumb whose centre travels from 14 points in at the minimum to 14 points in from the
// trailing edge at the maximum (travel = (width − 28) · fraction); values set as a drag sets them,
// rounded to the step (the nearest lower + k·step within the bounds) and clamped.

/// A value a slider edits, outside the view, with a log of what the slider did to it.
@MainActor
private final class Model {
    var value: Double
    var log: [String] = []

    init(_ value: Double) {
        self.value = value
    }

    var binding: Binding<Double> {
        Binding(get: { self.value }, set: { self.value = $0; self.log.append("value \($0)") })
    }
}

private let centre = CGPoint(x: 200, y: 200)

@MainActor
@Suite("Slider")
struct SliderTests {
    /// The track, the filled track and the thumb of the only slider in the host.
    private func parts<V: View>(_ host: ViewHost<V>) -> (track: DisplayList.Item, fill: DisplayList.Item, thumb: DisplayList.Item) {
        let items = host.displayList.items
        return (items[0], items[1], items[2])
    }

    @Test func aSliderIsTwentyEightPointsTallAndAsWideAsOffered() {
        let host = ViewHost(Slider(value: .constant(0.25)))
        let (track, fill, thumb) = parts(host)
        #expect(track.frame == CGRect(x: 0, y: 198, width: 400, height: 4))
        #expect(track.content == .shape(.capsule, fill: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)))
        // travel = (400 − 28) · 0.25 = 93; the fill reaches the thumb's centre.
        #expect(fill.frame == CGRect(x: 0, y: 198, width: 93 + 14, height: 4))
        #expect(fill.content == .shape(.capsule, fill: .accentColor))
        #expect(thumb.frame == CGRect(x: 0, y: 186, width: 28, height: 28))
        #expect(thumb.transform.tx == 93)
        #expect(thumb.content == .shape(.circle, fill: .white))
    }

    @Test func valueLabelsSitAtTheEndsAndTheTintFills() {
        let host = ViewHost(
            Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: {
                Rectangle().frame(width: 20, height: 20)
            } maximumValueLabel: {
                Rectangle().frame(width: 30, height: 20)
            }
            .tint(.orange))
        let items = host.displayList.items
        // Minimum label, track, fill, thumb, maximum label; the label itself is not drawn.
        #expect(items.count == 5)
        #expect(items[0].frame.minX == 0)
        #expect(items[4].frame.maxX == 400)
        let width: CGFloat = 400 - 20 - 30 - 2 * 8
        #expect(items[1].frame == CGRect(x: 28, y: 198, width: width, height: 4))
        #expect(items[2].content == .shape(.capsule, fill: .orange))
        #expect(items[3].transform.tx == (width - 28) / 2)
    }

    @Test func setValueRoundsToTheStepAndClamps() {
        let model = Model(0)
        let host = ViewHost(Slider(value: model.binding, in: 0...10, step: 2.5))
        let cases: [(Double, Double)] = [(6.2, 5), (6.3, 7.5), (100, 10), (-5, 0), (.infinity, 10), (-.infinity, 0), (1.25, 2.5)]
        for (input, expected) in cases {
            #expect(host.setValue(input, forSliderAt: centre))
            #expect(model.value == expected, "\(input)")
        }
        // A step that does not divide the range: the last step that fits is the largest value.
        let uneven = Model(0)
        let unevenHost = ViewHost(Slider(value: uneven.binding, in: 0...10, step: 3))
        unevenHost.setValue(10, forSliderAt: centre)
        #expect(uneven.value == 9)
        unevenHost.setValue(4.4, forSliderAt: centre)
        #expect(uneven.value == 3)
    }

    @Test func withoutAStepAnyValueInTheBoundsIsTaken() {
        struct Balance: View {
            @State var value = 0.0
            var body: some View { Slider(value: $value, in: -1...1) }
        }
        let model = Model(0)
        let host = ViewHost(Slider(value: model.binding, in: -1...1))
        host.setValue(0.7, forSliderAt: centre)
        #expect(model.value == 0.7)
        let balance = ViewHost(Balance())
        balance.setValue(0.7, forSliderAt: centre)
        // travel = 372 · (0.7 − (−1)) / 2, at once: the change has no animation.
        #expect(abs(balance.displayList.items[2].transform.tx - 372 * 1.7 / 2) < 1e-9)
    }

    /// Editing begins, the value is written, editing ends: each in an event of its own.
    @Test func editingBeginsAndEndsAroundTheValue() {
        let model = Model(0)
        let host = ViewHost(Slider(value: model.binding, in: 0...1, onEditingChanged: { model.log.append("editing \($0)") }))
        host.setValue(0.5, forSliderAt: centre)
        #expect(model.log == ["editing true", "value 0.5", "editing false"])
        // A tap on a slider touches it without moving it.
        model.log.removeAll()
        #expect(host.tap(at: centre))
        #expect(model.log == ["editing true", "editing false"])
    }

    /// A binding with an animation slides the thumb and stretches the fill with it.
    @Test func theThumbSlidesUnderTheBindingsAnimation() {
        struct Volume: View {
            @State var level = 0.0
            var body: some View {
                Slider(value: $level.animation(.linear(duration: 1)))
            }
        }
        let host = ViewHost(Volume())
        host.setValue(1, forSliderAt: CGPoint(x: 14, y: 200))
        for _ in 1...30 {
            host.advance(by: frameStep)
            let covered = SwiftUIReference.Bezier.linear.value(at: host.frameTime())
            #expect(abs(host.displayList.items[2].transform.tx - 372 * covered) < 1e-9)
            #expect(abs(host.displayList.items[1].frame.width - (14 + 372 * covered)) < 1e-9)
        }
    }

    @Test func badValuesAndBoundsHaveDefinedOutcomes() {
        // A NaN value draws at the minimum; a value beyond the bounds at the nearer end, unchanged.
        #expect(parts(ViewHost(Slider(value: .constant(Double.nan)))).thumb.transform.tx == 0)
        let beyond = Model(20)
        let beyondHost = ViewHost(Slider(value: beyond.binding, in: 0...10))
        #expect(parts(beyondHost).thumb.transform.tx == 372)
        #expect(beyond.value == 20)
        // NaN input does nothing, and says so.
        #expect(!beyondHost.setValue(.nan, forSliderAt: centre))
        #expect(beyond.log.isEmpty)
        // Bounds that are not finite: the thumb at the minimum, no value taken (editing still
        // begins and ends: the finger touched the slider). NaN bounds cannot be made: a
        // `ClosedRange` checks its bounds are ordered.
        let unbounded = Model(3)
        let unboundedHost = ViewHost(Slider(
            value: unbounded.binding, in: -Double.infinity...Double.infinity,
            onEditingChanged: { unbounded.log.append("editing \($0)") }))
        #expect(parts(unboundedHost).thumb.transform.tx == 0)
        #expect(!unboundedHost.setValue(0.5, forSliderAt: centre))
        #expect(unbounded.value == 3)
        #expect(unbounded.log == ["editing true", "editing false"])
        let infinite = Model(3)
        let infiniteHost = ViewHost(Slider(value: infinite.binding, in: 0...Double.infinity))
        #expect(parts(infiniteHost).thumb.transform.tx == 0)
        #expect(!infiniteHost.setValue(5, forSliderAt: centre))
        // A range of no width: the thumb at the minimum, every value is the bound.
        let point = Model(5)
        let pointHost = ViewHost(Slider(value: point.binding, in: 5...5))
        #expect(parts(pointHost).thumb.transform.tx == 0)
        pointHost.setValue(7, forSliderAt: centre)
        #expect(point.value == 5)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func stepsThatAreNotPositiveAndFiniteMeanNoStep(step: Double) {
        let model = Model(0)
        let host = ViewHost(Slider(value: model.binding, in: 0...1, step: step))
        host.setValue(0.37, forSliderAt: centre)
        #expect(model.value == 0.37)
    }

    @Test func aDisabledSliderIsDimmedAndTakesNoValue() {
        let model = Model(0.5)
        let host = ViewHost(Slider(value: model.binding).disabled(true))
        #expect(host.displayList.items.allSatisfy { $0.opacity == 0.5 })
        #expect(!host.setValue(0.9, forSliderAt: centre))
        #expect(model.value == 0.5)
        #expect(!ViewHost(Color.red).setValue(0.5, forSliderAt: centre))
    }

    /// Any value set on a stepped slider lands on a step within the bounds, the step nearest the
    /// value (or the last one that fits, past it).
    @Test func steppedValuesLandOnTheNearestStep() async {
        await propertyCheck(
            count: 150, input: Gen.double(in: -100...100), Gen.double(in: 0...50), Gen.double(in: 0.25...20),
            Gen.double(in: -200...200)
        ) { lower, width, step, input in
            let upper = lower + width
            let model = Model(lower)
            let host = ViewHost(Slider(value: model.binding, in: lower...upper, step: step))
            host.setValue(input, forSliderAt: centre)
            let value = model.value
            let index = (value - lower) / step
            let lastStep = lower + (width / step).rounded(.down) * step
            #expect(value >= lower && value <= upper + 1e-9)
            #expect(abs(index - index.rounded()) < 1e-6)
            let target = min(max(input, lower), upper)
            #expect(abs(value - target) <= step / 2 + 1e-9 || abs(value - lastStep) < 1e-9)
        }
    }

    @Test func floatValuesAndLabelFormsCompile() {
        struct Forms: View {
            @State var float: Float = 0.5
            @State var cg: CGFloat = 2
            var body: some View {
                VStack {
                    Slider(value: $float)
                    Slider(value: $cg, in: 0...4, step: 1)
                    Slider(value: $float) { Text("Level") }
                    Slider(value: $cg, in: 0...4, step: 0.5) { Text("Zoom") }
                    Slider(value: $float, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) {
                        Text("Old")
                    }
                }
            }
        }
        let host = ViewHost(Forms(), size: CGSize(width: 400, height: 600))
        #expect(host.displayList.items.count == 5 * 3 + 2)
    }
}
