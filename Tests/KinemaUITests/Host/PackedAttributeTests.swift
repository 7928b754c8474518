import Foundation
import Kinema
import Testing

/// Attributes whose data is five to sixteen doubles animate packed (one concrete vector on the
/// specialised path). Packing must not change what animates: the same values half way through a
/// linear animation, the same retargeting as unpacked data, and data of other sizes untouched.
@MainActor
@Suite("Packed attributes")
struct PackedAttributeTests {
    /// A shape with five animatable numbers (a packed nest of pairs): a bar whose x, y, width,
    /// height and corner radius animate.
    struct Bar: Shape {
        var x: Double, y: Double, width: Double, height: Double, radius: Double
        var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, AnimatablePair<Double, Double>>> {
            get { AnimatablePair(AnimatablePair(x, y), AnimatablePair(width, AnimatablePair(height, radius))) }
            set {
                (x, y) = (newValue.first.first, newValue.first.second)
                (width, height, radius) = (newValue.second.first, newValue.second.second.first, newValue.second.second.second)
            }
        }
        func path(in rect: CGRect) -> Path {
            Path(roundedRect: CGRect(x: x, y: y, width: width, height: height), cornerRadius: radius)
        }
    }

    /// Five numbers through an `Animatable` view's body: the text shows them.
    struct Readout: View, Animatable {
        var values: (Double, Double, Double, Double, Double)
        var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, AnimatablePair<Double, Double>>> {
            get { AnimatablePair(AnimatablePair(values.0, values.1), AnimatablePair(values.2, AnimatablePair(values.3, values.4))) }
            set { values = (newValue.first.first, newValue.first.second, newValue.second.first, newValue.second.second.first, newValue.second.second.second) }
        }
        var body: some View {
            Text(verbatim: "\(values.0) \(values.1) \(values.2) \(values.3) \(values.4)")
        }
    }

    struct Scene: View {
        @State var moved = false
        var body: some View {
            VStack {
                Bar(x: moved ? 40 : 0, y: moved ? 20 : 0, width: moved ? 80 : 40, height: moved ? 60 : 20, radius: moved ? 10 : 2)
                    .fill(Color.red)
                    .frame(width: 200, height: 100)
                Readout(values: moved ? (10, 20, 30, 40, 50) : (0, 0, 0, 0, 0))
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
        }
    }

    private func bar(_ host: ViewHost<Scene>) -> CGRect? {
        for item in host.displayList.items {
            if case .path(let path, _) = item.content { return path.boundingRect }
        }
        return nil
    }

    private func readout(_ host: ViewHost<Scene>) -> [Double] {
        for item in host.displayList.items {
            if case .text(let layout) = item.content {
                return layout.runs.map(\.string).joined().split(separator: " ").compactMap { Double($0) }
            }
        }
        return []
    }

    private func near(_ values: [Double], _ expected: [Double]) -> Bool {
        values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func fiveNumbersAnimateHalfWayAsLinearSays() throws {
        let host = ViewHost(Scene(), size: CGSize(width: 300, height: 300))
        #expect(host.tap(at: CGPoint(x: 150, y: 150)))
        host.advance(by: 0.5)
        // Half of (40, 20, 80, 60) from (0, 0, 40, 20).
        let rect = try #require(bar(host))
        #expect(abs(rect.minX - 20) < 1e-9 && abs(rect.minY - 10) < 1e-9)
        #expect(abs(rect.width - 60) < 1e-9 && abs(rect.height - 40) < 1e-9)
        #expect(near(readout(host), [5, 10, 15, 20, 25]))
        host.advance(by: 1)
        #expect(readout(host) == [10, 20, 30, 40, 50])
        #expect(!host.isAnimating)
    }

    /// Four numbers: data the graph animates unpacked (its own specialisation).
    struct Four: View, Animatable {
        var value: Double
        var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
            get { AnimatablePair(AnimatablePair(value, value), AnimatablePair(value, value)) }
            set { value = newValue.first.first }
        }
        var body: some View { Text(verbatim: "\(value)") }
    }

    struct Unpacked: View {
        @State var moved = false
        var body: some View {
            Four(value: moved ? 10 : 0)
                .frame(width: 300, height: 300)
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
        }
    }

    /// A retarget mid-flight (two linear animations running together) moves packed data exactly
    /// as it moves unpacked data: each of the five numbers as the four-number value, scaled.
    @Test func aRetargetMidFlightMatchesUnpackedData() throws {
        let packed = ViewHost(Scene(), size: CGSize(width: 300, height: 300))
        let unpacked = ViewHost(Unpacked(), size: CGSize(width: 300, height: 300))
        for step in 0..<3 {
            #expect(packed.tap(at: CGPoint(x: 150, y: 150)))
            #expect(unpacked.tap(at: CGPoint(x: 150, y: 150)))
            for _ in 0..<(step + 1) * 7 {
                packed.advance(by: 1.0 / 60)
                unpacked.advance(by: 1.0 / 60)
                let reference = try #require(unpacked.displayList.items.lazy.compactMap { item -> Double? in
                    if case .text(let layout) = item.content { return Double(layout.runs.map(\.string).joined()) }
                    return nil
                }.first)
                #expect(near(readout(packed), [1, 2, 3, 4, 5].map { reference * $0 }))
            }
        }
        packed.advance(by: 3)
        #expect(packed.runningAnimationCount == 0)
    }
}

