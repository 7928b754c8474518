import Foundation
import Kinema
import Testing

// A shape's gradient is part of its animatable attribute: between gradients of the same kind and
// stop count, the stops' colours (in linear light, as colours animate) and locations and the
// gradient's geometry interpolate frame by frame.
@MainActor
@Suite("Gradients animate")
struct GradientAnimationTests {
    private struct Swatch: View {
        @State var on = false
        var body: some View {
            Rectangle()
                .fill(LinearGradient(
                    stops: [.init(color: on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0), location: 0),
                            .init(color: .white, location: on ? 0.8 : 0.4)],
                    startPoint: .leading, endPoint: on ? .bottomTrailing : .trailing))
                .frame(width: 100, height: 100)
                .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
        }
    }

    private func gradient(_ list: DisplayList) -> (stops: [Gradient.Stop], end: UnitPoint)? {
        guard case .path(_, .gradientFill(.linearGradient(let stops, _, let end), _)) = list.items[0].content
        else { return nil }
        return (stops, end)
    }

    /// Halfway through a linear 1 s animation from red to blue, the first stop is the mix in
    /// linear light: (0.5, 0, 0.5) linear, 1.055 · 0.5^(1/2.4) − 0.055 ≈ 0.7354 in sRGB; the second
    /// stop's location is 0.6 and the end point (1, 0.75).
    @Test func stopsAndGeometryInterpolate() throws {
        let host = ViewHost(Swatch())
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        let (stops, end) = try #require(gradient(host.displayList))
        let mid = 1.055 * pow(0.5, 1 / 2.4) - 0.055
        #expect(abs(stops[0].color.red - mid) < 0.002)
        #expect(abs(stops[0].color.green) < 0.002)
        #expect(abs(stops[0].color.blue - mid) < 0.002)
        #expect(abs(stops[1].location - 0.6) < 1e-9)
        #expect(abs(end.x - 1) < 1e-9 && abs(end.y - 0.75) < 1e-9)
        host.advance(by: 1)
        let final = try #require(gradient(host.displayList))
        #expect(abs(final.stops[0].color.blue - 1) < 1e-9)
        #expect(final.end == UnitPoint.bottomTrailing)
    }

    private struct MoreStops: View {
        @State var on = false
        var body: some View {
            Rectangle()
                .fill(LinearGradient(colors: on ? [.red, .green, .blue] : [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 100, height: 100)
                .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
        }
    }

    /// A change of stop count cannot interpolate: the new gradient shows at once.
    @Test func aNewStopCountJumps() throws {
        let host = ViewHost(MoreStops())
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.25)
        let (stops, _) = try #require(gradient(host.displayList))
        #expect(stops.count == 3)
    }

    /// Seven stops: 7 × 5 + 4 = 39 numbers, more than the 32 a paint's vector holds inline.
    private struct Rainbow: View {
        @State var on = false
        var body: some View {
            Rectangle()
                .fill(LinearGradient(
                    stops: (0..<7).map { index in
                        .init(color: on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0),
                              location: on ? 0.1 * Double(index) + 0.1 : 0.1 * Double(index))
                    },
                    startPoint: .leading, endPoint: on ? .bottomTrailing : .trailing))
                .frame(width: 100, height: 100)
                .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
        }
    }

    /// Numbers past the inline ones animate as the others do: half way, every stop is the
    /// linear-light mix (see above) and has moved by 0.05, and the end point is (1, 0.75) —
    /// the last four numbers of the vector.
    @Test func stopsPastTheInlineNumbersInterpolate() throws {
        let host = ViewHost(Rainbow())
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        let (stops, end) = try #require(gradient(host.displayList))
        #expect(stops.count == 7)
        let mid = 1.055 * pow(0.5, 1 / 2.4) - 0.055
        for (index, stop) in stops.enumerated() {
            #expect(abs(stop.color.red - mid) < 0.002 && abs(stop.color.blue - mid) < 0.002)
            #expect(abs(stop.location - (0.1 * Double(index) + 0.05)) < 1e-9)
        }
        #expect(abs(end.x - 1) < 1e-9 && abs(end.y - 0.75) < 1e-9)
    }

    /// The vector laws hold for a paint's data across the inline boundary: a + b − b is a (to
    /// rounding), and scaling by 2 is adding to itself (exactly: doubling is exact).
    @Test func aLongPaintVectorKeepsTheVectorLaws() {
        let stops = (0..<8).map { Gradient.Stop(color: Color(red: Double($0) / 8, green: 0.5, blue: 0.25), location: Double($0) / 8) }
        let a = ResolvedPaint.linearGradient(stops: stops, startPoint: .top, endPoint: .bottom).animatableData
        let b = ResolvedPaint.linearGradient(stops: stops.reversed(), startPoint: .leading, endPoint: .trailing).animatableData
        #expect((a + b - b - a).magnitudeSquared < 1e-20 * a.magnitudeSquared)
        #expect(a + b == b + a)
        var doubled = a
        doubled.scale(by: 2)
        #expect(doubled == a + a)
        #expect(abs(doubled.magnitudeSquared - 4 * a.magnitudeSquared) < 1e-6 * a.magnitudeSquared)
        #expect((a - a).magnitudeSquared == 0)
    }

    private struct Reshaping: View {
        @State var radial = false
        var body: some View {
            Rectangle()
                .fill(radial
                    ? AnyShapeStyle(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50))
                    : AnyShapeStyle(LinearGradient(colors: [.green, .yellow], startPoint: .top, endPoint: .bottom)))
                .frame(width: 100, height: 100)
                .onTapGesture { withAnimation(.linear(duration: 1)) { radial.toggle() } }
        }
    }

    /// Two stops each, so both gradients have fourteen numbers — but a linear gradient does not
    /// animate into a radial one: half way, the radial gradient is already drawn as it is.
    @Test func aGradientOfAnotherKindShowsAtOnce() throws {
        let host = ViewHost(Reshaping())
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        guard case .path(_, .gradientFill(.radialGradient(let stops, let center, let start, let end), _)) = host.displayList.items[0].content else {
            Issue.record("a radial gradient half way, not \(host.displayList.items[0].content)")
            return
        }
        #expect(stops.map(\.color) == [.red, .blue])
        #expect(center == .center && start == 0 && end == 50)
        #expect(host.runningAnimationCount == 0)
    }
}
