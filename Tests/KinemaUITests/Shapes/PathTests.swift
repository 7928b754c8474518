import Foundation
import Kinema
import Testing

@Suite("Path: building")
struct PathTests {
    @Test func emptyPathHasNoElementsNoPointAndZeroBounds() {
        let path = Path()
        #expect(path.isEmpty)
        #expect(path.elementList.isEmpty)
        #expect(path.currentPoint == nil)
        #expect(path.boundingRect == .zero)
        #expect(path == Path())
    }

    @Test func builderClosureAddsItsElementsInOrder() {
        let path = Path { path in
            path.move(to: CGPoint(x: 1, y: 2))
            path.addLine(to: CGPoint(x: 3, y: 4))
            path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
            path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
            path.closeSubpath()
        }
        #expect(path.elementList == [
            .move(to: CGPoint(x: 1, y: 2)),
            .line(to: CGPoint(x: 3, y: 4)),
            .quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8)),
            .curve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14)),
            .closeSubpath,
        ])
        #expect(!path.isEmpty)
    }

    @Test func aLoneMoveMakesThePathNonEmpty() {
        // SwiftUI: `isEmpty` is true only when the path contains zero elements.
        let path = Path { $0.move(to: CGPoint(x: 3, y: 4)) }
        #expect(!path.isEmpty)
        #expect(path.currentPoint == CGPoint(x: 3, y: 4))
    }

    @Test func currentPointIsTheLastPointAndTheSubpathStartAfterAClose() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        #expect(path.currentPoint == CGPoint(x: 5, y: 2))
        path.addCurve(to: CGPoint(x: 9, y: 9), control1: .zero, control2: .zero)
        #expect(path.currentPoint == CGPoint(x: 9, y: 9))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func linesAndCurvesWithoutACurrentPointAreIgnored() {
        // CoreGraphics ignores segments added to a path with no current point.
        var path = Path()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: .zero)
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero)
        path.closeSubpath()
        path.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 1)
        #expect(path.isEmpty)
    }

    @Test func aSegmentAfterACloseStartsANewSubpathAtTheClosedOnesStart() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 1, y: 9))
        #expect(path.elementList == [
            .move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 5, y: 1)), .closeSubpath,
            .move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 1, y: 9)),
        ])
    }

    @Test func closingTwiceAddsOneClose() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.closeSubpath()
        path.closeSubpath()
        #expect(path.elementList.filter { $0 == .closeSubpath }.count == 1)
    }

    @Test func addLinesMovesToTheFirstPointAndLinesToTheRest() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 0)])
        #expect(path.elementList == [
            .move(to: .zero), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 20, y: 0)),
        ])
        #expect(path.currentPoint == CGPoint(x: 20, y: 0))
        var empty = Path()
        empty.addLines([])
        #expect(empty.isEmpty)
    }

    @Test func addRectStartsAtTheMinimumCornerAndGoesThroughMaxXFirst() {
        // SwiftUI: "starting by moving to the bottom-left corner and then adding lines
        // counter-clockwise" — in CoreGraphics' y-up space, (minX, minY) then (maxX, minY).
        let path = Path(CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(path.elementList == [
            .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 11, y: 2)), .line(to: CGPoint(x: 11, y: 22)),
            .line(to: CGPoint(x: 1, y: 22)), .closeSubpath,
        ])
    }

    @Test func addRectStandardisesANegativeSizeAndIgnoresTheNullRect() {
        let flipped = Path(CGRect(x: 11, y: 22, width: -10, height: -20))
        #expect(flipped == Path(CGRect(x: 1, y: 2, width: 10, height: 20)))
        #expect(Path(CGRect.null).isEmpty)
    }

    @Test func addRectAppliesTheTransformToEachCorner() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 2), transform: CGAffineTransform(translationX: 5, y: 6))
        #expect(path == Path(CGRect(x: 5, y: 6, width: 1, height: 2)))
    }

    @Test func addRectsAddsOneClosedSubpathPerRect() {
        let rects = [CGRect(x: 0, y: 0, width: 4, height: 10), CGRect(x: 6, y: 0, width: 4, height: 6)]
        var path = Path()
        path.addRects(rects)
        var expected = Path(rects[0])
        expected.addRect(rects[1])
        #expect(path == expected)
        #expect(path.elementList.count == 10)
    }

    @Test func addPathAppendsTransformedElementsAndTakesTheirSubpathStart() {
        let triangle = Path { path in
            path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 0, y: 2)])
        }
        var path = Path(CGRect(x: 10, y: 10, width: 1, height: 1))
        path.addPath(triangle, transform: CGAffineTransform(scaleX: 2, y: 2))
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 9, y: 9))
        // The close goes back to the added path's start, (0, 0); the line starts there too.
        #expect(path.elementList.suffix(6) == [
            .move(to: .zero), .line(to: CGPoint(x: 4, y: 0)), .line(to: CGPoint(x: 0, y: 4)), .closeSubpath,
            .move(to: .zero), .line(to: CGPoint(x: 9, y: 9)),
        ])
        var unchanged = path
        unchanged.addPath(Path())
        #expect(unchanged == path)
    }

    @Test func applyingTransformsEveryPoint() {
        let path = Path { path in
            path.move(to: CGPoint(x: 1, y: 0))
            path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 1))
            path.addCurve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 2, y: 1), control2: CGPoint(x: 3, y: 2))
        }
        let rotated = path.applying(CGAffineTransform(rotationAngle: .pi / 2))
        // A quarter turn maps (x, y) to (−y, x).
        #expect(close(rotated.elementList, [
            .move(to: CGPoint(x: 0, y: 1)),
            .quadCurve(to: CGPoint(x: 0, y: 2), control: CGPoint(x: -1, y: 1)),
            .curve(to: CGPoint(x: -3, y: 3), control1: CGPoint(x: -1, y: 2), control2: CGPoint(x: -2, y: 3)),
        ], 1e-12))
        #expect(path.applying(.identity) == path)
    }

    @Test func offsetByTranslates() {
        let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 5, dy: -3)
        #expect(moved == Path(CGRect(x: 5, y: -3, width: 10, height: 10)))
    }

    @Test func pathsWithTheSameElementsAreEqualAndHashAlike() {
        let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 20))
        let b = Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 20)) }
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 21)))
    }

    @Test func nonFiniteCoordinatesAreKeptAsGiven() {
        // Like CoreGraphics, the path records what it is given; readers deal with NaN.
        var path = Path()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: CGFloat.infinity, y: 1))
        #expect(path.elementList.count == 2)
        #expect(path.currentPoint?.x == .infinity)
    }

    @Test func archivesAndRestoresItsElementsExactly() throws {
        var path = Path(roundedRect: CGRect(x: 0.1, y: 0.2, width: 30.3, height: 20.7), cornerRadius: 5)
        path.addQuadCurve(to: CGPoint(x: 1.0 / 3, y: 2), control: CGPoint(x: 1e-20, y: -7))
        let data = try JSONEncoder().encode(path)
        #expect(try JSONDecoder().decode(Path.self, from: data) == path)
        let text = try #require(String(data: try JSONEncoder().encode(Path(CGRect(x: 0, y: 0, width: 1, height: 2))), encoding: .utf8))
        #expect(text == #"[["m",0,0],["l",1,0],["l",1,2],["l",0,2],["h"]]"#)
    }

    @Test func decodingAnUnknownElementFails() {
        let data = Data(#"[["m",0,0],["z"]]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Path.self, from: data) }
    }
}
