import Foundation
import Kinema
import Testing

@Suite("Path: rounded rectangles")
struct PathRoundedRectTests {
    /// The extent of a continuous corner along each edge, in radii (Kinema's documented constant).
    let continuousExtent = 1.528665

    @Test func circularCornersAreQuarterArcsStartingAtTheRightEdgesCentre() {
        // SwiftUI: "starting by moving to the center of the right edge and then adding lines and
        // curves counter-clockwise" (y-up), i.e. down the right edge first on screen.
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10, style: .circular)
        let k = kappa * 10
        let expected: [Path.Element] = [
            .move(to: CGPoint(x: 100, y: 30)),
            .line(to: CGPoint(x: 100, y: 50)),
            .curve(to: CGPoint(x: 90, y: 60), control1: CGPoint(x: 100, y: 50 + k), control2: CGPoint(x: 90 + k, y: 60)),
            .line(to: CGPoint(x: 10, y: 60)),
            .curve(to: CGPoint(x: 0, y: 50), control1: CGPoint(x: 10 - k, y: 60), control2: CGPoint(x: 0, y: 50 + k)),
            .line(to: CGPoint(x: 0, y: 10)),
            .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10 - k), control2: CGPoint(x: 10 - k, y: 0)),
            .line(to: CGPoint(x: 90, y: 0)),
            .curve(to: CGPoint(x: 100, y: 10), control1: CGPoint(x: 90 + k, y: 0), control2: CGPoint(x: 100, y: 10 - k)),
            .closeSubpath,
        ]
        #expect(close(path.elementList, expected, 1e-12))
    }

    @Test func ellipticalCornerSizesUseBothRadii() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerSize: CGSize(width: 20, height: 10), style: .circular)
        let elements = path.elementList
        // The bottom-right corner runs from (100, 50) to (80, 60).
        #expect(close([elements[1], elements[2]], [
            .line(to: CGPoint(x: 100, y: 50)),
            .curve(to: CGPoint(x: 80, y: 60), control1: CGPoint(x: 100, y: 50 + kappa * 10), control2: CGPoint(x: 80 + kappa * 20, y: 60)),
        ], 1e-12))
    }

    @Test func theDefaultStyleIsContinuous() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        #expect(Path(roundedRect: rect, cornerRadius: 10) == Path(roundedRect: rect, cornerRadius: 10, style: .continuous))
        #expect(Path(roundedRect: rect, cornerRadius: 10) != Path(roundedRect: rect, cornerRadius: 10, style: .circular))
        var added = Path()
        added.addRoundedRect(in: rect, cornerSize: CGSize(width: 10, height: 10))
        #expect(added == Path(roundedRect: rect, cornerRadius: 10))
    }

    @Test func largeRadiiAreLimitedToHalfTheShorterSide() {
        // 100 × 40 with radius 50: corners of 20, a capsule (no straight part on the ends).
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 50, style: .circular)
        #expect(path == Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20, style: .circular))
        let curves = cubics(of: path)
        #expect(curves.count == 4)
        #expect(close(curves[0].p0, CGPoint(x: 100, y: 20)))
        #expect(close(curves[0].p3, CGPoint(x: 80, y: 40)))
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 40), 1e-9))
    }

    @Test func continuousCornersReachFurtherAlongTheEdgesWithFlatEnds() {
        let r = 10.0
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: r, style: .continuous)
        let curves = cubics(of: path)
        #expect(curves.count == 8)  // two per corner
        // The bottom-right corner: leaves the right edge 1.528665 r above the corner …
        #expect(close(curves[0].p0, CGPoint(x: 100, y: 60 - continuousExtent * r), 1e-9))
        // … and reaches the bottom edge 1.528665 r left of it.
        #expect(close(curves[1].p3, CGPoint(x: 100 - continuousExtent * r, y: 60), 1e-9))
        // Zero curvature where it meets each straight edge (no jump, unlike a circular corner).
        #expect(abs(curves[0].curvature(0)) < 1e-12)
        #expect(abs(curves[1].curvature(1)) < 1e-12)
        // The halves meet on the diagonal, at the quarter circle's midpoint, with its curvature.
        let middle = 1 - 1 / 2.0.squareRoot()
        #expect(close(curves[0].p3, CGPoint(x: 100 - middle * r, y: 60 - middle * r), 1e-9))
        #expect(abs(curves[0].curvature(1) - 1 / r) < 1e-9)
        #expect(abs(curves[1].curvature(0) - 1 / r) < 1e-9)
        // Tangent-continuous at the join: both halves head along (−1, 1) there.
        let a = curves[0].derivative(1), b = curves[1].derivative(0)
        #expect(abs(a.dx * b.dy - a.dy * b.dx) < 1e-9)
    }

    @Test func continuousCornersOnAShortSideStartNoCloserThanOneRadius() {
        // Height 40 with radius 15: 2 × 1.528665 × 15 > 40, so on the vertical sides the corners
        // reach 40 / 30 radii each and meet in the middle of the edge.
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 40), cornerRadius: 15, style: .continuous)
        let curves = cubics(of: path)
        #expect(close(curves[0].p0, CGPoint(x: 200, y: 20), 1e-9))
        // Along the long sides there is room for the full extent.
        #expect(close(curves[1].p3, CGPoint(x: 200 - continuousExtent * 15, y: 40), 1e-9))
        // The capsule case: the corners reach exactly one radius, and the path stays in the rect.
        let capsule = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 40), cornerRadius: 20, style: .continuous)
        #expect(close(cubics(of: capsule)[0].p0, CGPoint(x: 200, y: 20), 1e-9))
        #expect(close(capsule.boundingRect, CGRect(x: 0, y: 0, width: 200, height: 40), 1e-9))
    }

    @Test func unevenRadiiGiveEachCornerItsOwnRadius() {
        let radii = RectangleCornerRadii(topLeading: 10, bottomLeading: 0, bottomTrailing: 20, topTrailing: 5)
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadii: radii, style: .circular)
        let elements = path.elementList
        // Starts in the middle of the right edge's straight part: between y = 5 and y = 40.
        #expect(elements[0] == .move(to: CGPoint(x: 100, y: 22.5)))
        let curves = cubics(of: path)
        #expect(curves.count == 3)  // the bottom-leading corner is square
        #expect(close(curves[0].p0, CGPoint(x: 100, y: 40)) && close(curves[0].p3, CGPoint(x: 80, y: 60)))
        #expect(close(curves[1].p0, CGPoint(x: 0, y: 10)) && close(curves[1].p3, CGPoint(x: 10, y: 0)))
        #expect(close(curves[2].p0, CGPoint(x: 95, y: 0)) && close(curves[2].p3, CGPoint(x: 100, y: 5)))
        #expect(elements.contains(.line(to: CGPoint(x: 0, y: 60))))
    }

    @Test func unevenRadiiThatOverflowASideAreAllScaledByOneFactor() {
        // Top corners of 80 on a side of 100: every radius scales by 100 / 160 (the CSS rule).
        let radii = RectangleCornerRadii(topLeading: 80, bottomLeading: 8, bottomTrailing: 16, topTrailing: 80)
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 200), cornerRadii: radii, style: .circular)
        let scaled = RectangleCornerRadii(topLeading: 50, bottomLeading: 5, bottomTrailing: 10, topTrailing: 50)
        #expect(close(path.elementList, Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 200), cornerRadii: scaled, style: .circular).elementList, 1e-9))
    }

    @Test(arguments: [0.0, -4.0, Double.nan, Double.infinity])
    func unusableRadiiGiveThePlainRectangle(radius: Double) {
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(Path(roundedRect: rect, cornerRadius: radius) == Path(rect))
        #expect(Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: 5)) == Path(rect))
        #expect(Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: radius)) == Path(rect))
    }

    @Test func nullRectanglesAddNothingAndTransformsApply() {
        #expect(Path(roundedRect: .null, cornerRadius: 5).isEmpty)
        let rect = CGRect(x: 0, y: 0, width: 50, height: 30)
        let transform = CGAffineTransform(rotationAngle: 0.3)
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: 6, height: 6), transform: transform)
        #expect(close(path.elementList, Path(roundedRect: rect, cornerRadius: 6).applying(transform).elementList, 1e-12))
        var uneven = Path()
        let radii = RectangleCornerRadii(topLeading: 3, bottomTrailing: 9)
        uneven.addRoundedRect(in: rect, cornerRadii: radii, transform: transform)
        #expect(close(uneven.elementList, Path(roundedRect: rect, cornerRadii: radii).applying(transform).elementList, 1e-12))
    }
}
