import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Issue 29, item 6: gradients and `Canvas` drawing keep NaN and infinities off the display list,
// like effects and layout do (NonFiniteInputTests). Each case is drawn set at once and animated to
// and back, and checked with `hasOnlyFiniteNumbers` and by reflection.

private let badValues: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308]

/// Every gradient kind with `value` in each of its numbers, as fills, strokes, text styles and
/// views of their own.
@MainActor
private func gradientCases(_ value: Double) -> [(String, AnyView)] {
    let stops: [Gradient.Stop] = [.init(color: .red, location: value), .init(color: .blue, location: 1)]
    let linear = LinearGradient(stops: stops, startPoint: UnitPoint(x: value, y: 0), endPoint: UnitPoint(x: 1, y: value))
    let radial = RadialGradient(stops: stops, center: UnitPoint(x: value, y: value), startRadius: value, endRadius: value)
    let elliptical = EllipticalGradient(
        stops: stops, center: UnitPoint(x: 0.5, y: value), startRadiusFraction: value, endRadiusFraction: value)
    let angular = AngularGradient(
        stops: stops, center: UnitPoint(x: value, y: 0.5), startAngle: .degrees(value), endAngle: .radians(value))
    let square = Rectangle().frame(width: 40, height: 40)
    return [
        ("linear fill", AnyView(Rectangle().fill(linear).frame(width: 40, height: 40))),
        ("linear stroke", AnyView(Circle().stroke(linear, lineWidth: 4).frame(width: 40, height: 40))),
        ("linear view", AnyView(linear.frame(width: 40, height: 40))),
        ("radial fill", AnyView(Circle().fill(radial).frame(width: 40, height: 40))),
        ("radial view", AnyView(radial.frame(width: 40, height: 40))),
        ("elliptical fill", AnyView(Capsule().fill(elliptical).frame(width: 60, height: 40))),
        ("angular fill", AnyView(Circle().fill(angular).frame(width: 40, height: 40))),
        ("angular stroke", AnyView(Circle().strokeBorder(angular, lineWidth: 3).frame(width: 40, height: 40))),
        ("text style", AnyView(Text("Kinema").foregroundStyle(linear))),
        ("background", AnyView(square.background(radial))),
        ("no stops", AnyView(Rectangle().fill(LinearGradient(stops: [], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40))),
        ("static style", AnyView(Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: value, y: 0), endPoint: .bottom)).frame(width: 40, height: 40))),
        ("radial style", AnyView(Rectangle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: value)).frame(width: 40, height: 40))),
    ]
}

/// A canvas that draws with `value` in one number of each kind of operation.
@MainActor
private func canvasCases(_ value: Double) -> [(String, AnyView)] {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    func canvas(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) -> AnyView {
        AnyView(Canvas { context, size in draw(&context, size) }.frame(width: 100, height: 100))
    }
    return [
        ("path", canvas { context, _ in context.fill(Path(CGRect(x: value, y: 0, width: 10, height: value)), with: .color(.red)) }),
        ("line width", canvas { context, _ in context.stroke(square, with: .color(.blue), lineWidth: value) }),
        ("dash", canvas { context, _ in context.stroke(square, with: .color(.blue), style: StrokeStyle(lineWidth: 2, dash: [value], dashPhase: value)) }),
        ("translate", canvas { context, _ in context.translateBy(x: value, y: 1); context.fill(square, with: .color(.red)) }),
        ("scale", canvas { context, _ in context.scaleBy(x: value, y: value); context.fill(square, with: .color(.red)) }),
        ("rotate", canvas { context, _ in context.rotate(by: .degrees(value)); context.fill(square, with: .color(.red)) }),
        ("transform", canvas { context, _ in
            context.transform = CGAffineTransform(a: value, b: 0, c: 0, d: 1, tx: value, ty: 0)
            context.fill(square, with: .color(.red))
        }),
        ("opacity", canvas { context, _ in context.opacity = value; context.fill(square, with: .color(.red)) }),
        ("blur", canvas { context, _ in context.addFilter(.blur(radius: value)); context.fill(square, with: .color(.red)) }),
        ("shadow", canvas { context, _ in context.addFilter(.shadow(radius: value, x: value, y: 1)); context.fill(square, with: .color(.red)) }),
        ("clip", canvas { context, _ in context.clip(to: Path(CGRect(x: 0, y: 0, width: value, height: 5))); context.fill(square, with: .color(.red)) }),
        ("text", canvas { context, _ in context.draw(Text("Hi"), at: CGPoint(x: value, y: value)) }),
        ("text in rect", canvas { context, _ in context.draw(Text("Hi"), in: CGRect(x: 0, y: 0, width: value, height: value)) }),
        ("layer", canvas { context, _ in
            context.drawLayer { layer in
                layer.opacity = value
                layer.translateBy(x: value, y: 0)
                layer.fill(square, with: .color(.green))
            }
        }),
        ("linear shading", canvas { context, _ in
            context.fill(square, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: value, y: 0), endPoint: CGPoint(x: 10, y: value)))
        }),
        ("radial shading", canvas { context, _ in
            context.fill(square, with: .radialGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: value, y: 5), startRadius: value, endRadius: value))
        }),
        ("conic shading", canvas { context, _ in
            context.fill(square, with: .conicGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 5, y: value), angle: .degrees(value)))
        }),
        ("stop location", canvas { context, _ in
            context.fill(square, with: .linearGradient(Gradient(stops: [.init(color: .red, location: value)]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 10)))
        }),
    ]
}

@MainActor
@Suite("Non-finite paints and canvas drawing never reach the display list")
struct NonFinitePaintTests {
    @Test(arguments: badValues)
    func setAtOnce(value: Double) {
        expectFiniteSetAtOnce(gradientCases(value) + canvasCases(value), value: value)
    }

    @Test(arguments: [Double.nan, .infinity, 1e308])
    func animatedToAndBack(value: Double) {
        expectFiniteAnimated(
            good: gradientCases(0.5) + canvasCases(0.5), bad: gradientCases(value) + canvasCases(value), value: value,
            animations: [.easeInOut(duration: 0.2)], frames: 5)
    }

    // MARK: The documented outcomes

    private func paint(of view: some View) -> ResolvedPaint? {
        let host = ViewHost(view.frame(width: 40, height: 40))
        guard case .path(_, let drawing)? = host.displayList.items.first?.content else { return nil }
        switch drawing {
        case .gradientFill(let paint, _), .gradientStroke(let paint, _): return paint
        default: return nil
        }
    }

    @Test func nonFiniteGradientNumbersAreZeroAndHugeOnesAreClamped() {
        let colors: [Color] = [.red, .blue]
        #expect(paint(of: Rectangle().fill(LinearGradient(colors: colors, startPoint: UnitPoint(x: .nan, y: 1e308), endPoint: UnitPoint(x: 1, y: -.infinity))))
            == .linearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                               startPoint: UnitPoint(x: 0, y: 10_000), endPoint: UnitPoint(x: 1, y: 0)))
        guard case let .radialGradient(_, center, startRadius, endRadius)? =
            paint(of: Rectangle().fill(RadialGradient(colors: colors, center: UnitPoint(x: .infinity, y: 0.5), startRadius: -5, endRadius: 1e308)))
        else {
            Issue.record("a radial gradient draws as one")
            return
        }
        #expect(center == UnitPoint(x: 0, y: 0.5))
        #expect(startRadius == 0, "a negative radius is 0")
        #expect(endRadius == 1_000_000)
    }

    /// Apple's AngularGradient: "If endAngle - startAngle > 2π, the gradient only draws the last
    /// complete turn." A start past a turn is brought into 0…2π, the end moved with it.
    @Test func anAngularSpanPastAFullTurnKeepsItsLastTurn() throws {
        func angles(_ start: Angle, _ end: Angle) throws -> (Double, Double) {
            let drawn = paint(of: Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: start, endAngle: end)))
            guard case let .angularGradient(_, _, startAngle, endAngle)? = drawn else { throw CancellationError() }
            return (startAngle.radians, endAngle.radians)
        }
        let wide = try angles(.zero, .radians(5 * .pi))
        #expect(abs(wide.0 - 3 * .pi + 2 * .pi) < 1e-9 && abs(wide.1 - 3 * .pi) < 1e-9, "5π − 2π = 3π, shifted by one turn: π…3π")
        let plain = try angles(.degrees(90), .degrees(180))
        #expect(abs(plain.0 - .pi / 2) < 1e-12 && abs(plain.1 - .pi) < 1e-12, "a span within a turn is kept")
        let nan = try angles(.radians(.nan), .radians(1))
        #expect(nan.0 == 0 && nan.1 == 1)
    }

    @Test func aCanvasOperationThatCannotBeDrawnDrawsNothingAndTheRestDraw() {
        let view = Canvas { context, _ in
            let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.fill(square, with: .color(.red))
            var broken = context
            broken.scaleBy(x: .nan, y: 1)
            broken.fill(square, with: .color(.blue))
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5)))
            clipped.fill(square, with: .color(.green))
            var blurred = context
            blurred.addFilter(.blur(radius: .nan))
            blurred.fill(square, with: .color(.orange))
        }
        .frame(width: 100, height: 100)
        let items = ViewHost(view).displayList.items
        let colors = items.compactMap { item -> Color? in
            if case .path(_, .fill(let color, _)) = item.content { color } else { nil }
        }
        // The clip's elements with an infinite coordinate are left out (`clip(to:)`'s rule), so
        // the green square is drawn in what is left of it.
        #expect(colors == [.red, .green, .orange], "the non-finite scale draws nothing; the NaN blur is left out")
        #expect(items.allSatisfy { $0.hasOnlyFiniteNumbers })
    }

    /// Found by the views fuzz target: a canvas under a scale of −1.8e308 whose operations are
    /// translated. The scale is finite and left out for the text (its product overflows), and
    /// must be for the canvas's operations too.
    @Test func aCanvasUnderAnOverflowingScaleDrawsAsIfUnscaled() {
        let view = Text("Kinema")
            .offset(x: .nan, y: -44.8)
            .overlay(Canvas { context, _ in
                context.translateBy(x: 47.5, y: 1)
                context.fill(Path(ellipseIn: CGRect(x: 47.5, y: 1, width: 10, height: 10)), with: .color(.red))
                context.draw(Text("k"), at: CGPoint(x: 1, y: 47.5))
            })
            .scaleEffect(-1.7976931348623157e308)
        let host = ViewHost(view, size: CGSize(width: 300, height: 300))
        #expect(nonFiniteNumbers(in: host.displayList) == [])
        #expect(host.displayList.hasOnlyFiniteNumbers)
        #expect(host.displayList.items.count >= 3, "the text and the canvas's two operations are drawn")
    }
}
