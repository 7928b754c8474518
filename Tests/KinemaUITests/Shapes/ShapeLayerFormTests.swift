import Foundation
import Kinema
import Testing

/// A drawn shape animates in one of two forms — its numbers packed into one concrete vector
/// (shapes whose data is doubles, painted with a colour) or as nested pairs (any other data, and
/// gradients). Both must animate by the same rules, and a layer that changes form (a colour
/// becomes a gradient) must not leave the old form's animation behind.
@MainActor
@Suite("Shape layer forms")
struct ShapeLayerFormTests {
    /// Heights held in an array: animatable data that cannot be packed.
    struct Heights: VectorArithmetic {
        var values: [Double]
        static var zero: Heights { Heights(values: []) }
        private static func combine(_ lhs: Heights, _ rhs: Heights, _ op: (Double, Double) -> Double) -> Heights {
            let count = max(lhs.values.count, rhs.values.count)
            return Heights(values: (0..<count).map {
                op($0 < lhs.values.count ? lhs.values[$0] : 0, $0 < rhs.values.count ? rhs.values[$0] : 0)
            })
        }
        static func + (lhs: Heights, rhs: Heights) -> Heights { combine(lhs, rhs, +) }
        static func - (lhs: Heights, rhs: Heights) -> Heights { combine(lhs, rhs, -) }
        mutating func scale(by rhs: Double) { values = values.map { $0 * rhs } }
        var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
    }

    /// One bar as tall as the first height.
    struct Bar: Shape {
        var heights: Heights
        var animatableData: Heights {
            get { heights }
            set { heights = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: 0, y: 0, width: 10, height: heights.values.first ?? 0))
        }
    }

    struct Growing: View {
        @State var tall = false
        var body: some View {
            Bar(heights: Heights(values: [tall ? 100 : 0]))
                .fill(Color.red)
                .frame(width: 200, height: 200)
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(.linear(duration: 1)) { tall.toggle() } }
        }
    }

    private func paths(_ list: DisplayList) -> [(Path, DisplayList.PathDrawing)] {
        list.items.compactMap { item in
            if case .path(let path, let drawing) = item.content { return (path, drawing) }
            return nil
        }
    }

    @Test func dataThatCannotBePackedAnimatesAsPairs() throws {
        let host = ViewHost(Growing(), size: CGSize(width: 200, height: 200))
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        host.advance(by: 0.5)
        // Linear over one second: half way, half as tall.
        let (path, _) = try #require(paths(host.displayList).first)
        #expect(abs(path.boundingRect.height - 50) < 1e-9)
        host.advance(by: 1)
        #expect(try #require(paths(host.displayList).first).0.boundingRect.height == 100)
    }

    struct Recolouring: View {
        @State var blue = false
        var body: some View {
            Circle()
                .trim(from: 0, to: blue ? 1 : 0.5)
                .stroke(blue ? Color.blue : Color.red, lineWidth: blue ? 8 : 2)
                .frame(width: 100, height: 100)
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(.linear(duration: 1)) { blue.toggle() } }
        }
    }

    @Test func packedTrimColourAndStrokeMoveTogether() throws {
        let host = ViewHost(Recolouring(), size: CGSize(width: 100, height: 100))
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 0.5)
        let (_, drawing) = try #require(paths(host.displayList).first)
        guard case .stroke(let colour, let style) = drawing else {
            Issue.record("a stroke, not \(drawing)")
            return
        }
        // Half way in each: the line width (2 → 8), and the colour in its animatable data's space.
        #expect(abs(style.lineWidth - 5) < 1e-9)
        var expected = Color.red
        let red = Color.red.animatableData, blue = Color.blue.animatableData
        var half = blue - red
        half.scale(by: 0.5)
        expected.animatableData = red + half
        #expect(colour == expected)
        host.advance(by: 1)
        guard case .stroke(let final, let finalStyle)? = paths(host.displayList).first?.1 else {
            Issue.record("a stroke at the end")
            return
        }
        #expect(final == .blue)
        #expect(finalStyle.lineWidth == 8)
    }

    struct Switching: View {
        @State var gradient = false
        var body: some View {
            Rectangle()
                .fill(gradient
                    ? AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                    : AnyShapeStyle(Color.green))
                .frame(width: 100, height: 100)
                .onTapGesture { withAnimation(.linear(duration: 1)) { gradient.toggle() } }
        }
    }

    @Test func aLayerThatChangesFormLeavesNoAnimationBehind() throws {
        let host = ViewHost(Switching(), size: CGSize(width: 100, height: 100))
        for _ in 0..<4 {
            #expect(host.tap(at: CGPoint(x: 50, y: 50)))
            host.advance(by: 0.25)
        }
        host.advance(by: 2)
        #expect(host.runningAnimationCount == 0)
        #expect(!host.isAnimating)
        // Four taps: back to the colour.
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 2)
        let drawing = try #require(paths(host.displayList).first?.1)
        guard case .gradientFill = drawing else {
            Issue.record("the gradient after the fifth tap, not \(drawing)")
            return
        }
        #expect(host.runningAnimationCount == 0)
    }
}
