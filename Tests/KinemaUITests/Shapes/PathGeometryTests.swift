import Foundation
import Kinema
import PropertyBased
import Testing

@Suite("Path: bounding rectangle and hit testing")
struct PathGeometryTests {
    // MARK: boundingRect

    @Test func quadCurveBoundsStopAtItsPeakNotAtTheControlPoint() {
        // B(t) = (1 − t)² p0 + 2t(1 − t) p1 + t² p2 peaks at t = ½: y = ½ · 100 = 50.
        let bump = Path { path in
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        }
        #expect(close(bump.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-12))
    }

    @Test func cubicCurveBoundsAreItsAnalyticExtrema() {
        // (0,0) (0,100) (100,100) (100,0): y(t) = 300 t (1 − t), peak 75 at t = ½.
        let arch = Path { path in
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        }
        #expect(close(arch.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-12))
        // An S curve whose x overshoots both ends: the reference extrema come from sampling its
        // Bernstein form densely.
        let s = Path { path in
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 100, y: 100), control1: CGPoint(x: 200, y: 0), control2: CGPoint(x: -100, y: 100))
        }
        let cubic = ReferenceCubic(p0: .zero, p1: CGPoint(x: 200, y: 0), p2: CGPoint(x: -100, y: 100), p3: CGPoint(x: 100, y: 100))
        var (maxX, minX) = (-Double.infinity, Double.infinity)
        for step in 0...100_000 {
            let x = cubic.point(Double(step) / 100_000).x
            maxX = max(maxX, x)
            minX = min(minX, x)
        }
        let bounds = s.boundingRect
        #expect(abs(bounds.maxX - maxX) < 1e-6)
        #expect(abs(bounds.minX - minX) < 1e-6)
        #expect(bounds.minY == 0 && bounds.maxY == 100)
    }

    @Test func ellipseBoundsAreItsRectangle() {
        let rect = CGRect(x: 3, y: 4, width: 50, height: 20)
        #expect(close(Path(ellipseIn: rect).boundingRect, rect, 1e-12))
        #expect(close(Path(roundedRect: rect, cornerRadius: 8).boundingRect, rect, 1e-12))
    }

    @Test func movesCountAndNonFinitePointsDoNot() {
        var path = Path()
        path.move(to: CGPoint(x: -5, y: 2))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 40))
        path.addLine(to: CGPoint(x: 10, y: 3))
        path.move(to: CGPoint(x: 0, y: 30))
        path.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
        #expect(path.boundingRect == CGRect(x: -5, y: 2, width: 15, height: 28))
        let onlyNaN = Path { $0.move(to: CGPoint(x: CGFloat.nan, y: CGFloat.nan)) }
        #expect(onlyNaN.boundingRect == .zero)
    }

    @Test func boundsOfATransformedPathAreTheTransformedBoundsForAxisAlignedMaps() async {
        let coordinate = Gen.cgFloat(in: -100...100)
        let points = zip(coordinate, coordinate).map { CGPoint(x: $0, y: $1) }
        await propertyCheck(count: 200, input: points, points, points, points, Gen.cgFloat(in: 0.1...5)) { p0, p1, p2, p3, scale in
            let path = Path { path in
                path.move(to: p0)
                path.addCurve(to: p3, control1: p1, control2: p2)
            }
            let transform = CGAffineTransform(scaleX: scale, y: scale).translatedBy(x: 7, y: -3)
            let expected = path.boundingRect.applying(transform)
            #expect(close(path.applying(transform).boundingRect, expected, 1e-9))
            // And the curve never leaves its bounds.
            let cubic = ReferenceCubic(p0: p0, p1: p1, p2: p2, p3: p3)
            let bounds = path.boundingRect.insetBy(dx: -1e-9, dy: -1e-9)
            for step in 0...50 {
                #expect(bounds.contains(cubic.point(Double(step) / 50)))
            }
        }
    }

    // MARK: contains

    @Test func rectangleContainsItsInsideOnly() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 15, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: -1)))
    }

    @Test func circleContainsPointsJustInsideAndNotJustOutside() {
        let circle = Path(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200))
        for degrees in stride(from: 0.0, to: 360, by: 7.5) {
            let angle = degrees * .pi / 180
            #expect(circle.contains(CGPoint(x: 99 * cos(angle), y: 99 * sin(angle))))
            #expect(!circle.contains(CGPoint(x: 101 * cos(angle), y: 101 * sin(angle))))
        }
    }

    @Test func windingAndEvenOddRulesDifferInsideANestedSameDirectionRing() {
        let ring = Path { path in
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        }
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(ring.contains(CGPoint(x: 10, y: 50), eoFill: true))
    }

    @Test func openSubpathsCountAsClosedForHitTesting() {
        let open = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)]) }
        #expect(open.contains(CGPoint(x: 2, y: 2)))
        #expect(!open.contains(CGPoint(x: 8, y: 8)))
    }

    @Test func nonFinitePointsAreNeverContainedAndEmptyPathsContainNothing() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 5)))
        #expect(!path.contains(CGPoint(x: CGFloat.infinity, y: 5)))
        #expect(!Path().contains(.zero))
    }
}
