import Foundation
import Kinema
import Testing

@Suite("Gradients")
struct GradientTests {
    @Test(arguments: [2, 3, 5, 11])
    func colorsAreSpreadEvenlyFromZeroToOne(count: Int) {
        let colors = (0..<count).map { Color(white: Double($0) / Double(count)) }
        let gradient = Gradient(colors: colors)
        #expect(gradient.stops.map(\.color) == colors)
        #expect(gradient.stops.map(\.location) == (0..<count).map { CGFloat($0) / CGFloat(count - 1) })
    }

    @Test func oneColourSitsAtZeroAndNoColoursMakeNoStops() {
        #expect(Gradient(colors: [.red]).stops == [Gradient.Stop(color: .red, location: 0)])
        #expect(Gradient(colors: []).stops.isEmpty)
    }

    @Test func stopsAreKeptAsGiven() {
        let stops: [Gradient.Stop] = [.init(color: .blue, location: 0.9), .init(color: .red, location: -2)]
        #expect(Gradient(stops: stops).stops == stops)
    }

    @Test func drawnStopsAreSortedStablyAndClamped() {
        let gradient = Gradient(stops: [
            .init(color: .blue, location: 0.9),
            .init(color: .red, location: 0.4),
            .init(color: .green, location: 0.4),   // after red: same location, later in the list
            .init(color: .white, location: 1.5),
            .init(color: .black, location: .nan),
            .init(color: .gray, location: -1),
        ])
        let paint = ResolvedPaint(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
        #expect(paint == .linearGradient(
            stops: [
                .init(color: .black, location: 0), .init(color: .gray, location: 0),
                .init(color: .red, location: 0.4), .init(color: .green, location: 0.4),
                .init(color: .blue, location: 0.9), .init(color: .white, location: 1),
            ],
            startPoint: .top, endPoint: .bottom))
    }

    @Test func everyLinearInitialiserMakesTheSameGradient() {
        let colors: [Color] = [.red, .green, .blue]
        let gradient = Gradient(colors: colors)
        let byGradient = LinearGradient(gradient: gradient, startPoint: .topLeading, endPoint: .bottomTrailing)
        #expect(LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing) == byGradient)
        #expect(LinearGradient(stops: gradient.stops, startPoint: .topLeading, endPoint: .bottomTrailing) == byGradient)
        #expect(LinearGradient.linearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing) == byGradient)
        #expect(ResolvedPaint(byGradient) == .linearGradient(
            stops: gradient.stops, startPoint: .topLeading, endPoint: .bottomTrailing))
    }

    @Test func radialAndEllipticalKeepTheirGeometry() {
        let radial = RadialGradient(colors: [.white, .black], center: .top, startRadius: 10, endRadius: 80)
        #expect(ResolvedPaint(radial) == .radialGradient(
            stops: Gradient(colors: [.white, .black]).stops, center: .top, startRadius: 10, endRadius: 80))
        #expect(RadialGradient.radialGradient(colors: [.white, .black], center: .top, startRadius: 10, endRadius: 80) == radial)

        // SwiftUI's defaults: centred, from the centre to half the unit square.
        let elliptical = EllipticalGradient(colors: [.red, .yellow])
        #expect(ResolvedPaint(elliptical) == .ellipticalGradient(
            stops: Gradient(colors: [.red, .yellow]).stops, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
        #expect(EllipticalGradient(gradient: Gradient(colors: [.red, .yellow])) == elliptical)
        #expect(EllipticalGradient(stops: Gradient(colors: [.red, .yellow]).stops) == elliptical)
    }

    @Test func angularDefaultsAndConicTurns() {
        let stops = Gradient(colors: [.red, .blue]).stops
        // `init(gradient:center:)` draws one full turn from 0°, written as 0°…360° whichever
        // defaulted initialiser it is (both angles zero, or `angle: .zero`).
        let fullTurn = ResolvedPaint.angularGradient(stops: stops, center: .center, startAngle: .zero, endAngle: .degrees(360))
        #expect(ResolvedPaint(AngularGradient(gradient: Gradient(stops: stops), center: .center)) == fullTurn)
        #expect(ResolvedPaint(AngularGradient(
            gradient: Gradient(stops: stops), center: .center, startAngle: .zero, endAngle: .zero)) == fullTurn)
        #expect(ResolvedPaint(AngularGradient(
            colors: [.red, .blue], center: .center, startAngle: .degrees(30), endAngle: .degrees(30)))
            == .angularGradient(stops: stops, center: .center, startAngle: .degrees(30), endAngle: .degrees(390)))
        // The conic forms make one full turn from their angle.
        let conic = AngularGradient(colors: [.red, .blue], center: .top, angle: .degrees(90))
        #expect(ResolvedPaint(conic) == .angularGradient(
            stops: stops, center: .top, startAngle: .degrees(90), endAngle: .degrees(450)))
        #expect(AngularGradient(stops: stops, center: .top, angle: .degrees(90)) == conic)
        #expect(AngularGradient.conicGradient(colors: [.red, .blue], center: .top, angle: .degrees(90)) == conic)
        let partial = AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90))
        #expect(ResolvedPaint(partial) == .angularGradient(
            stops: stops, center: .center, startAngle: .zero, endAngle: .degrees(90)))
    }

    @Test func anyGradientAndGradientDrawTopToBottom() {
        let gradient = Gradient(colors: [.mint, .indigo])
        let expected = ResolvedPaint.linearGradient(stops: gradient.stops, startPoint: .top, endPoint: .bottom)
        #expect(ResolvedPaint(AnyGradient(gradient)) == expected)
        #expect(ResolvedPaint(gradient) == expected)
        #expect(ResolvedPaint(gradient.colorSpace(.perceptual)) == expected)
        #expect(AnyGradient(gradient).colorSpace(.perceptual) != AnyGradient(gradient))
    }

    @Test func aColoursGradientRunsFromTenPercentWhiterToTenPercentBlacker() {
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
        guard case let .linearGradient(stops, start, end) = ResolvedPaint(color.gradient) else {
            Issue.record("not linear")
            return
        }
        #expect(start == .top && end == .bottom)
        #expect(stops.map(\.location) == [0, 1])
        let top = stops[0].color, bottom = stops[1].color
        #expect(abs(top.red - 0.28) < 1e-12 && abs(top.green - 0.46) < 1e-12 && abs(top.blue - 0.64) < 1e-12)
        #expect(abs(bottom.red - 0.18) < 1e-12 && abs(bottom.green - 0.36) < 1e-12 && abs(bottom.blue - 0.54) < 1e-12)
        #expect(abs(top.opacity - 0.8) < 1e-12 && abs(bottom.opacity - 0.8) < 1e-12)
    }

    @Test func gradientsEncodeAndDecode() throws {
        let gradient = Gradient(stops: [.init(color: .red.opacity(0.5), location: 0.25), .init(color: .blue, location: 1)])
        let decoded = try JSONDecoder().decode(Gradient.self, from: JSONEncoder().encode(gradient))
        #expect(decoded == gradient)
    }
}
