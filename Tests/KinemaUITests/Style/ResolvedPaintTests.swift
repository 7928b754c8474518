import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

@Suite("ResolvedPaint: context and opacity")
struct ResolvedPaintContextTests {
    private let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)

    @Test func theDefaultForegroundIsTheLabelColours() {
        // Light-mode label, secondaryLabel, tertiaryLabel and quaternaryLabel: black, then
        // (60, 60, 67) at 60 %, 30 % and 18 %.
        let grey = { (opacity: Double) in Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: opacity) }
        #expect(ResolvedPaint.foreground(level: 0, opacity: 1).resolved() == .color(.black))
        #expect(ResolvedPaint.foreground(level: 1, opacity: 1).resolved() == .color(grey(0.6)))
        #expect(ResolvedPaint.foreground(level: 2, opacity: 1).resolved() == .color(grey(0.3)))
        #expect(ResolvedPaint.foreground(level: 3, opacity: 1).resolved() == .color(grey(0.18)))
        #expect(ResolvedPaint.foreground(level: 4, opacity: 1).resolved() == .color(grey(0.1)))
        #expect(ResolvedPaint.foreground(level: 1, opacity: 1).resolved() == .color(.secondary))
    }

    @Test func oneForegroundStyleFadesForLowerLevels() {
        let blue: [ResolvedPaint] = [.color(.blue)]
        #expect(ResolvedPaint.foreground(level: 0, opacity: 1).resolved(foreground: blue) == .color(.blue))
        #expect(ResolvedPaint.foreground(level: 1, opacity: 1).resolved(foreground: blue) == .color(Color.blue.opacity(0.6)))
        #expect(ResolvedPaint.foreground(level: 3, opacity: 0.5).resolved(foreground: blue)
            == .color(Color.blue.opacity(0.18 * 0.5)))
    }

    @Test func explicitLevelsAreUsedAsGiven() {
        let levels: [ResolvedPaint] = [.color(.blue), .color(.green), .color(.red)]
        #expect(ResolvedPaint.foreground(level: 1, opacity: 1).resolved(foreground: levels) == .color(.green))
        #expect(ResolvedPaint.foreground(level: 2, opacity: 1).resolved(foreground: levels) == .color(.red))
        // Beyond those given: the primary at the level's opacity.
        #expect(ResolvedPaint.foreground(level: 3, opacity: 1).resolved(foreground: levels) == .color(Color.blue.opacity(0.18)))
    }

    @Test func levelsOutsideTheRangeAreClamped() {
        #expect(ResolvedPaint.foreground(level: -3, opacity: 1).resolved() == .color(.black))
        #expect(ResolvedPaint.foreground(level: 99, opacity: 1).resolved()
            == ResolvedPaint.foreground(level: 4, opacity: 1).resolved())
    }

    @Test func aGradientForegroundFadesEveryStop() {
        let gradient = ResolvedPaint(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        #expect(ResolvedPaint.foreground(level: 1, opacity: 1).resolved(foreground: [gradient]) == gradient.opacity(0.6))
    }

    @Test func theTintDefaultsToTheAccentColour() {
        #expect(ResolvedPaint.tint(opacity: 1).resolved() == .color(.accentColor))
        #expect(ResolvedPaint.tint(opacity: 0.5).resolved(tint: .color(.orange)) == .color(Color.orange.opacity(0.5)))
    }

    @Test func contextualContextsEndInAConcretePaint() {
        // A foreground that is itself "the foreground" resolves against the defaults, once: its
        // own level is the default secondary, and one level below that is the default tertiary.
        let primary = ResolvedPaint.foreground(level: 0, opacity: 1)
            .resolved(foreground: [.foreground(level: 1, opacity: 1)], tint: .tint(opacity: 1))
        #expect(primary == .color(secondaryLabel))
        let paint = ResolvedPaint.foreground(level: 1, opacity: 1)
            .resolved(foreground: [.foreground(level: 1, opacity: 1)], tint: .tint(opacity: 1))
        #expect(paint == .color(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)))
        #expect(!paint.isContextual)
        #expect(ResolvedPaint.tint(opacity: 1).resolved(tint: .foreground(level: 0, opacity: 1)) == .color(.accentColor))
    }

    @Test func concretePaintsResolveToThemselves() {
        let paints: [ResolvedPaint] = [
            .color(.red),
            .radialGradient(stops: [], center: .center, startRadius: 0, endRadius: 10),
            .angularGradient(stops: [.init(color: .red, location: 0)], center: .top, startAngle: .zero, endAngle: .zero),
        ]
        for paint in paints {
            #expect(paint.resolved(foreground: [.color(.blue)], tint: .color(.green)) == paint)
            #expect(!paint.isContextual)
        }
    }

    @Test func opacityIsClampedAndMultiplies() {
        #expect(ResolvedPaint.color(.red).opacity(0.5).opacity(0.5) == .color(Color.red.opacity(0.25)))
        #expect(ResolvedPaint.foreground(level: 2, opacity: 0.5).opacity(0.5) == .foreground(level: 2, opacity: 0.25))
        #expect(ResolvedPaint.tint(opacity: 1).opacity(.nan) == .tint(opacity: 0))
        #expect(ResolvedPaint.tint(opacity: 1).opacity(7) == .tint(opacity: 1))
        let elliptical = ResolvedPaint.ellipticalGradient(
            stops: [.init(color: .white, location: 0.2)], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
        #expect(elliptical.opacity(0.5) == .ellipticalGradient(
            stops: [.init(color: Color.white.opacity(0.5), location: 0.2)], center: .center,
            startRadiusFraction: 0, endRadiusFraction: 0.5))
    }

    @Test func theFallbackColourIsTheColourOrTheFirstStop() {
        #expect(ResolvedPaint.color(.orange).fallbackColor == .orange)
        let gradient = ResolvedPaint(LinearGradient(
            stops: [.init(color: .blue, location: 0.8), .init(color: .red, location: 0.1)], startPoint: .top, endPoint: .bottom))
        #expect(gradient.fallbackColor == .red)
        #expect(ResolvedPaint.angularGradient(stops: [], center: .center, startAngle: .zero, endAngle: .zero).fallbackColor == .clear)
        #expect(ResolvedPaint.foreground(level: 1, opacity: 1).fallbackColor == .secondary)
        #expect(ResolvedPaint.tint(opacity: 0.5).fallbackColor == Color.accentColor.opacity(0.5))
    }

    @Test func paintsEncodeAndDecode() throws {
        let paints: [ResolvedPaint] = [
            .color(Color.red.opacity(0.5)),
            .linearGradient(stops: Gradient(colors: [.red, .blue]).stops, startPoint: .top, endPoint: .bottomTrailing),
            .radialGradient(stops: Gradient(colors: [.white, .black]).stops, center: .center, startRadius: 5, endRadius: 60),
            .ellipticalGradient(stops: [], center: .leading, startRadiusFraction: 0.1, endRadiusFraction: 0.9),
            .angularGradient(stops: Gradient(colors: [.green]).stops, center: .center, startAngle: .degrees(-90), endAngle: .degrees(90)),
            .foreground(level: 2, opacity: 0.5),
            .tint(opacity: 0.75),
        ]
        for paint in paints {
            let decoded = try JSONDecoder().decode(ResolvedPaint.self, from: JSONEncoder().encode(paint))
            #expect(decoded == paint)
        }
        #expect(Set(paints).count == paints.count)
    }
}

@Suite("ResolvedPaint: animation")
struct ResolvedPaintAnimationTests {
    /// The sRGB transfer function and its inverse (IEC 61966-2-1), written out here.
    private func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    private func encoded(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }

    /// The colour `t` of the way from `a` to `b`, interpolated in linear light.
    private func blend(_ a: Color, _ b: Color, _ t: Double) -> Color {
        func mix(_ x: Double, _ y: Double) -> Double { encoded(linear(x) + (linear(y) - linear(x)) * t) }
        return Color(
            red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
            opacity: a.opacity + (b.opacity - a.opacity) * t)
    }

    private func close(_ a: Color, _ b: Color, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
            && abs(a.opacity - b.opacity) < tolerance
    }

    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) < tolerance }

    private let from = ResolvedPaint.linearGradient(
        stops: [.init(color: .red, location: 0), .init(color: .yellow, location: 0.4)],
        startPoint: .top, endPoint: .bottom)
    private let to = ResolvedPaint.linearGradient(
        stops: [.init(color: .blue, location: 0.2), .init(color: Color.green.opacity(0.5), location: 1)],
        startPoint: .leading, endPoint: .bottomTrailing)

    /// Checks that `paint` is the linear gradient `t` of the way from `from` to `to`.
    private func expectLinearBlend(
        _ paint: ResolvedPaint, at t: Double, tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case let .linearGradient(stops, start, end) = paint,
              case let .linearGradient(stopsA, startA, endA) = from,
              case let .linearGradient(stopsB, startB, endB) = to else {
            Issue.record("not a linear gradient: \(paint)", sourceLocation: sourceLocation)
            return
        }
        for index in stops.indices {
            let color = blend(stopsA[index].color, stopsB[index].color, t)
            #expect(close(stops[index].color, color, tolerance), sourceLocation: sourceLocation)
            let location = stopsA[index].location + (stopsB[index].location - stopsA[index].location) * t
            #expect(close(stops[index].location, location, tolerance), sourceLocation: sourceLocation)
        }
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        #expect(close(start.x, lerp(startA.x, startB.x), tolerance) && close(start.y, lerp(startA.y, startB.y), tolerance),
                sourceLocation: sourceLocation)
        #expect(close(end.x, lerp(endA.x, endB.x), tolerance) && close(end.y, lerp(endA.y, endB.y), tolerance),
                sourceLocation: sourceLocation)
    }

    @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0])
    func interpolationFollowsTheLinearFormula(amount: Double) {
        expectLinearBlend(from.interpolated(towards: to, amount: amount), at: amount)
    }

    @Test func aLinearAnimationInTheGraphMovesEveryFrameByTheFormula() {
        let graph = AttributeGraph()
        let fill = graph.makeAnimatableInput(from)
        graph.update { graph.setValue(to, for: fill, transaction: Transaction(animation: .linear(duration: 1))) }
        for frame in 0...10 {
            let time = Double(frame) / 10
            graph.advance(to: time)
            // Animation curves report progress quantised to 2⁻²⁰, as SwiftUI's do.
            expectLinearBlend(graph.peek(fill), at: time, tolerance: 1e-5)
        }
        graph.advance(to: 2)
        #expect(graph.peek(fill) == to)
    }

    @Test func otherGeometriesInterpolateTheirNumbers() {
        let a = ResolvedPaint.radialGradient(
            stops: [.init(color: .white, location: 0), .init(color: .black, location: 1)],
            center: .center, startRadius: 0, endRadius: 100)
        let b = ResolvedPaint.radialGradient(
            stops: [.init(color: .white, location: 0.5), .init(color: .black, location: 1)],
            center: .topLeading, startRadius: 20, endRadius: 50)
        guard case let .radialGradient(stops, center, startRadius, endRadius) = a.interpolated(towards: b, amount: 0.5) else {
            Issue.record("not radial")
            return
        }
        #expect(close(stops[0].location, 0.25))
        #expect(close(center.x, 0.25) && close(center.y, 0.25))
        #expect(close(startRadius, 10) && close(endRadius, 75))

        let c = ResolvedPaint.angularGradient(stops: [], center: .center, startAngle: .zero, endAngle: .degrees(90))
        let d = ResolvedPaint.angularGradient(stops: [], center: .center, startAngle: .degrees(90), endAngle: .degrees(270))
        guard case let .angularGradient(_, _, start, end) = c.interpolated(towards: d, amount: 0.25) else {
            Issue.record("not angular")
            return
        }
        #expect(abs(start.degrees - 22.5) < 1e-9 && abs(end.degrees - 135) < 1e-9)

        let e = ResolvedPaint.ellipticalGradient(stops: [], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
        let f = ResolvedPaint.ellipticalGradient(stops: [], center: .center, startRadiusFraction: 0.2, endRadiusFraction: 1)
        #expect(e.interpolated(towards: f, amount: 0.5)
            == .ellipticalGradient(stops: [], center: .center, startRadiusFraction: 0.1, endRadiusFraction: 0.75))

        #expect(ResolvedPaint.tint(opacity: 1).interpolated(towards: .tint(opacity: 0), amount: 0.25) == .tint(opacity: 0.75))
        #expect(ResolvedPaint.foreground(level: 1, opacity: 0).interpolated(towards: .foreground(level: 1, opacity: 1), amount: 0.5)
            == .foreground(level: 1, opacity: 0.5))
    }

    @Test func coloursInterpolateInLinearLightAsColourDoes() {
        let paint = ResolvedPaint.color(.red).interpolated(towards: .color(.green), amount: 0.3)
        var color = Color.red
        color.animatableData = Color.red.animatableData.interpolated(towards: Color.green.animatableData, amount: 0.3)
        #expect(paint == .color(color))
    }

    @Test(arguments: [
        // Different stop counts, different cases, different foreground levels.
        (ResolvedPaint.linearGradient(stops: Gradient(colors: [.red, .blue]).stops, startPoint: .top, endPoint: .bottom),
         ResolvedPaint.linearGradient(stops: Gradient(colors: [.red, .green, .blue]).stops, startPoint: .top, endPoint: .bottom)),
        (ResolvedPaint.color(.red),
         ResolvedPaint.linearGradient(stops: Gradient(colors: [.red, .blue]).stops, startPoint: .top, endPoint: .bottom)),
        (ResolvedPaint.radialGradient(stops: Gradient(colors: [.red, .blue]).stops, center: .center, startRadius: 0, endRadius: 9),
         ResolvedPaint.ellipticalGradient(stops: Gradient(colors: [.red, .blue]).stops, center: .center,
                                          startRadiusFraction: 0, endRadiusFraction: 9)),
        (ResolvedPaint.foreground(level: 0, opacity: 1), ResolvedPaint.foreground(level: 2, opacity: 0.5)),
        (ResolvedPaint.tint(opacity: 1), ResolvedPaint.color(.blue)),
    ])
    func changesBetweenLayoutsJump(a: ResolvedPaint, b: ResolvedPaint) {
        for amount in [0.0, 0.3, 1.0] {
            #expect(a.interpolated(towards: b, amount: amount) == b)
            #expect(b.interpolated(towards: a, amount: amount) == a)
        }
        // Through the graph: every frame of the animation shows the new paint.
        let graph = AttributeGraph()
        let fill = graph.makeAnimatableInput(a)
        graph.update { graph.setValue(b, for: fill, transaction: Transaction(animation: .linear(duration: 1))) }
        for time in [0.0, 0.25, 0.5, 0.99, 2] {
            graph.advance(to: time)
            #expect(graph.peek(fill) == b)
        }
    }

    @Test func aVectorOfAnotherLayoutIsNotWrittenIn() {
        var paint = ResolvedPaint.color(.red)
        paint.animatableData = ResolvedPaint.tint(opacity: 0.5).animatableData
        #expect(paint == .color(.red))
        paint.animatableData = ResolvedPaint.color(.blue).animatableData - ResolvedPaint.tint(opacity: 0.5).animatableData
        #expect(paint == .color(.red))
        paint.animatableData = .zero
        #expect(paint == .color(.red))
    }

    @Test func interpolationStartsAtOneEndAndFinishesAtTheOther() async {
        let unit = Gen.double(in: 0...1)
        let stop = zip(unit, unit, unit, unit).map { r, g, b, location in
            Gradient.Stop(color: Color(red: r, green: g, blue: b, opacity: location), location: CGFloat(location))
        }
        let point = zip(unit, unit).map { UnitPoint(x: $0, y: $1) }
        let paint = zip(stop, stop, point, point).map { a, b, start, end in
            ResolvedPaint.linearGradient(stops: [a, b], startPoint: start, endPoint: end)
        }
        await propertyCheck(count: 200, input: paint, paint, unit) { a, b, amount in
            #expect(isApproximatelyEqual(a.interpolated(towards: b, amount: 0).animatableData, a.animatableData, tolerance: 1e-9))
            #expect(isApproximatelyEqual(a.interpolated(towards: b, amount: 1).animatableData, b.animatableData, tolerance: 1e-9))
            // Every frame stays a drawable gradient of the same layout.
            guard case let .linearGradient(stops, _, _) = a.interpolated(towards: b, amount: amount) else {
                Issue.record("changed case")
                return
            }
            #expect(stops.count == 2)
            #expect(stops.allSatisfy { (0...1).contains($0.color.opacity) && (-1e-9...(1 + 1e-9)).contains($0.location) })
        }
    }

    @Test func theVectorIsAVectorSpace() {
        let stops = { (colors: [Color]) in Gradient(colors: colors).stops }
        let a = ResolvedPaint.radialGradient(stops: stops([.red, .blue]), center: .center, startRadius: 1, endRadius: 40)
        let b = ResolvedPaint.radialGradient(stops: stops([.white, .black]), center: .top, startRadius: 0, endRadius: 90)
        let c = ResolvedPaint.radialGradient(stops: stops([.clear, .mint]), center: .trailing, startRadius: 12, endRadius: 3)
        for scalar in [0.0, 0.5, -2, 3.25] {
            checkVectorArithmeticLaws(a.animatableData, b.animatableData, c.animatableData, scalar: scalar, tolerance: 1e-12)
        }
        #expect(ResolvedPaint.AnimatableData.zero == a.animatableData - a.animatableData)
        #expect((a.animatableData - b.animatableData).magnitudeSquared > 0)
    }
}
