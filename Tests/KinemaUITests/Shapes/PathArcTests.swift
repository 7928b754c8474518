import Foundation
import Kinema
import Testing

@Suite("Path: ellipses and arcs")
struct PathArcTests {
    // MARK: Ellipses

    @Test func ellipseIsFourCubicsWithTheQuarterArcKappaStartingAtTheRightMiddle() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 60)
        let (rx, ry) = (50.0, 30.0)
        let (cx, cy) = (60.0, 50.0)
        let (kx, ky) = (kappa * rx, kappa * ry)
        // Increasing angle from 3 o'clock: bottom, left, top, back (clockwise on a y-down screen).
        let expected: [Path.Element] = [
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky)),
            .curve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky)),
            .closeSubpath,
        ]
        #expect(close(Path(ellipseIn: rect).elementList, expected, 1e-12))
        #expect(abs(kappa - 0.5523) < 1e-4)
    }

    @Test func ellipseCurvesStayWithinThreeHundredthsOfAPercentOfTheCircle() {
        // The quarter-arc approximation's radial error peaks at about 0.027 %.
        let radius = 100.0
        for cubic in cubics(of: Path(ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))) {
            for step in 0...20 {
                let p = cubic.point(Double(step) / 20)
                let error = abs(hypot(p.x, p.y) - radius) / radius
                #expect(error < 0.0003)
            }
        }
    }

    @Test func ellipseWithATransformIsTransformedPointByPoint() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let transform = CGAffineTransform(scaleX: 3, y: 1).translatedBy(x: 1, y: 2)
        var path = Path()
        path.addEllipse(in: rect, transform: transform)
        #expect(close(path.elementList, Path(ellipseIn: rect).applying(transform).elementList, 1e-12))
        #expect(Path(ellipseIn: .null).isEmpty)
    }

    // MARK: addArc

    @Test func counterClockwiseArcOfAQuarterTurnIsOneCubicGoingDownOnScreen() {
        // clockwise: false increases the angle: from 3 o'clock to 6 o'clock on a y-down screen.
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let k = kappa * 50
        #expect(close(path.elementList, [
            .move(to: CGPoint(x: 100, y: 50)),
            .curve(to: CGPoint(x: 50, y: 100), control1: CGPoint(x: 100, y: 50 + k), control2: CGPoint(x: 50 + k, y: 100)),
        ], 1e-9))
        #expect(close(path.currentPoint!, CGPoint(x: 50, y: 100), 1e-9))
    }

    @Test func clockwiseArcBetweenTheSameAnglesGoesTheOtherWayRound() {
        // clockwise: true decreases the angle: 0° to 90° the long way is −270°, three quarter arcs,
        // passing through 12 o'clock (y < centre) and 9 o'clock.
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        let curves = cubics(of: path)
        #expect(curves.count == 3)
        #expect(close(curves[0].p3, CGPoint(x: 0, y: -10), 1e-9))
        #expect(close(curves[1].p3, CGPoint(x: -10, y: 0), 1e-9))
        #expect(close(curves[2].p3, CGPoint(x: 0, y: 10), 1e-9))
    }

    @Test(arguments: [
        (0.0, 360.0, false, 4), (0.0, 720.0, false, 4), (-90.0, 270.0, false, 4),
        (0.0, -360.0, true, 4), (0.0, 360.0, true, 0), (45.0, 45.0, false, 0),
        (0.0, 100.0, false, 2), (0.0, -10.0, false, 4), (10.0, 0.0, true, 1),
    ])
    func arcsTurnAtMostOnceAndSplitIntoQuarters(start: Double, end: Double, clockwise: Bool, curves: Int) {
        // The arc runs in its direction from start to end modulo a full turn; an end a full turn
        // or more ahead gives a full circle (the rule CoreGraphics and HTML canvas share).
        var path = Path()
        path.addArc(center: .zero, radius: 1, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise)
        #expect(cubics(of: path).count == curves)
    }

    @Test func everyArcCurveSpansAtMostNinetyDegreesAndStaysOnTheCircle() {
        var path = Path()
        path.addArc(center: CGPoint(x: 3, y: 4), radius: 7, startAngle: .degrees(13), endAngle: .degrees(301), clockwise: false)
        let curves = cubics(of: path)
        #expect(curves.count == 4)  // 288° in quarters of at most 90°
        for cubic in curves {
            let a = atan2(cubic.p0.y - 4, cubic.p0.x - 3)
            let b = atan2(cubic.p3.y - 4, cubic.p3.x - 3)
            var span = b - a
            if span < 0 { span += 2 * .pi }
            #expect(span <= .pi / 2 + 1e-12)
            for step in 0...10 {
                let p = cubic.point(Double(step) / 10)
                #expect(abs(hypot(p.x - 3, p.y - 4) - 7) < 7 * 0.0003)
            }
        }
        #expect(close(path.currentPoint!, CGPoint(x: 3 + 7 * cos(301 * Double.pi / 180), y: 4 + 7 * sin(301 * Double.pi / 180)), 1e-9))
    }

    @Test func anArcAfterAPointAddsALineToItsStart() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
        let elements = path.elementList
        #expect(close([elements[1]], [.line(to: CGPoint(x: 5, y: 0))], 1e-12))
        // Increasing angles from 180° pass 270°, where sin = −1: above the centre on screen.
        #expect(close(cubics(of: path)[0].p3, CGPoint(x: 10, y: -5), 1e-9))
    }

    @Test func anArcContinuingAnotherAddsNoLine() {
        var path = Path()
        path.addArc(center: .zero, radius: 100, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addArc(center: .zero, radius: 100, startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        // cos(±90°) is not exactly zero; the 10⁻¹⁴ gap must not add a line.
        #expect(!path.elementList.contains { if case .line = $0 { true } else { false } })
        #expect(cubics(of: path).count == 4)
    }

    @Test func anArcWithATransformIsTheTransformedArc() {
        let transform = CGAffineTransform(scaleX: 2, y: 1)
        var path = Path()
        path.addArc(center: CGPoint(x: 1, y: 1), radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false, transform: transform)
        var plain = Path()
        plain.addArc(center: CGPoint(x: 1, y: 1), radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(close(path.elementList, plain.applying(transform).elementList, 1e-12))
    }

    @Test func nonFiniteArcInputAddsNothing() {
        var path = Path()
        path.addArc(center: CGPoint(x: CGFloat.nan, y: 0), radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(center: .zero, radius: .infinity, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(center: .zero, radius: 1, startAngle: .radians(.nan), endAngle: .degrees(90), clockwise: false)
        path.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .radians(.infinity))
        #expect(path.isEmpty)
    }

    // MARK: addRelativeArc

    @Test func relativeArcWithPositiveDeltaIncreasesTheAngle() {
        // SwiftUI: a positive delta "creates a counter-clockwise arc (in user space coordinates)",
        // i.e. increasing angles: from 3 o'clock to 6 o'clock (y-down).
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 2, startAngle: .zero, delta: .degrees(90))
        #expect(close(path.currentPoint!, CGPoint(x: 0, y: 2), 1e-12))
        var negative = Path()
        negative.addRelativeArc(center: .zero, radius: 2, startAngle: .zero, delta: .degrees(-90))
        #expect(close(negative.currentPoint!, CGPoint(x: 0, y: -2), 1e-12))
    }

    @Test func relativeArcIsLimitedToOneTurn() {
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .degrees(10_000_000))
        #expect(cubics(of: path).count == 4)
        #expect(close(path.currentPoint!, CGPoint(x: 1, y: 0), 1e-9))
    }

    // MARK: addArc(tangent1End:tangent2End:radius:)

    @Test func tangentArcRoundsTheCornerWithTheGivenRadius() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // A right-angled corner: the arc runs from (80, 0) to (100, 20) about (80, 20).
        let elements = path.elementList
        #expect(close([elements[1]], [.line(to: CGPoint(x: 80, y: 0))], 1e-9))
        let arc = cubics(of: path)
        #expect(arc.count == 1)
        #expect(close(arc[0].p3, CGPoint(x: 100, y: 20), 1e-9))
        let k = kappa * 20
        #expect(close(arc[0].p1, CGPoint(x: 80 + k, y: 0), 1e-9))
        #expect(close(arc[0].p2, CGPoint(x: 100, y: 20 - k), 1e-9))
    }

    @Test func tangentArcAtAnObtuseCornerTouchesBothLines() {
        var path = Path()
        let p0 = CGPoint(x: 0, y: 0), p1 = CGPoint(x: 10, y: 0), p2 = CGPoint(x: 20, y: 10)
        path.move(to: p0)
        path.addArc(tangent1End: p1, tangent2End: p2, radius: 5)
        // The corner is 135°: the tangent points lie r · tan(22.5°) from it on each line.
        let d = 5 * tan(Double.pi / 8)
        let arc = cubics(of: path)
        #expect(arc.count == 1)
        #expect(close(arc[0].p0, CGPoint(x: 10 - d, y: 0), 1e-9))
        #expect(close(arc[0].p3, CGPoint(x: 10 + d / 2.0.squareRoot(), y: d / 2.0.squareRoot()), 1e-9))
    }

    @Test(arguments: [0.0, -5.0, Double.nan, Double.infinity])
    func tangentArcWithoutAUsableRadiusIsALineToTheCorner(radius: Double) {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: radius)
        #expect(path.elementList == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    }

    @Test func tangentArcOnCollinearPointsIsALineToTheCorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 3)
        #expect(path.elementList == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    }
}
