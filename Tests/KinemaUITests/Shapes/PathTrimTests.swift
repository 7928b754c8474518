import Foundation
import Kinema
import KinemaUI
import PropertyBased
import Testing

@Suite("Path: trimming")
struct PathTrimTests {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    @Test func halfASquareIsItsFirstTwoSides() {
        #expect(square.trimmedPath(from: 0, to: 0.5).elementList == [
            .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
        ])
    }

    @Test func aTrimInsideOneSideCutsItAtTheFractionOfThePerimeter() {
        // Perimeter 40: 0.3 … 0.35 is 12 … 14 along, on the second side (x = 10).
        #expect(close(square.trimmedPath(from: 0.3, to: 0.35).elementList, [
            .move(to: CGPoint(x: 10, y: 2)), .line(to: CGPoint(x: 10, y: 4)),
        ], 1e-12))
    }

    @Test func theCloseCountsAsASideAndBecomesALineWhenCut() {
        // The last tenth of the perimeter is the back half of the closing side.
        #expect(close(square.trimmedPath(from: 0.875, to: 1).elementList, [
            .move(to: CGPoint(x: 0, y: 5)), .line(to: .zero),
        ], 1e-12))
    }

    @Test func theWholeRangeReturnsThePathUnchanged() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 5)
        #expect(path.trimmedPath(from: 0, to: 1) == path)
        #expect(path.trimmedPath(from: -3, to: 7) == path)
    }

    @Test(arguments: [(0.5, 0.5), (0.7, 0.2), (1.5, 2.0), (-1.0, 0.0), (Double.nan, 0.5), (0.2, Double.nan)])
    func emptyOrReversedRangesGiveAnEmptyPath(from: Double, to: Double) {
        #expect(square.trimmedPath(from: from, to: to).isEmpty)
    }

    @Test func outOfRangeEndsAreClamped() {
        #expect(square.trimmedPath(from: -0.5, to: 0.25) == square.trimmedPath(from: 0, to: 0.25))
        #expect(square.trimmedPath(from: 0.75, to: 3) == square.trimmedPath(from: 0.75, to: 1))
    }

    @Test func trimmedLengthIsTheFractionOfTheWholeForRandomRanges() async {
        // A square, a circle and a rounded rectangle: the trimmed length is (to − from) of the
        // total, measured by an independent quadrature.
        let paths = [
            square,
            Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80)),
            Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 50), cornerRadius: 12),
        ]
        let fraction = Gen.cgFloat(in: 0...1)
        await propertyCheck(count: 150, input: fraction, fraction, Gen.int(in: 0...2)) { a, b, index in
            let (from, to) = (min(a, b), max(a, b))
            let path = paths[index]
            let total = referenceLength(path)
            let trimmed = path.trimmedPath(from: from, to: to)
            let expected = (to - from) * total
            #expect(abs(referenceLength(trimmed) - expected) <= 1e-6 * total, "from \(from) to \(to)")
        }
    }

    @Test func aQuarterOfACircleRunsFromThreeOClockToSixOClock() {
        let circle = Path(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(quarter.elementList.first == .move(to: CGPoint(x: 50, y: 0)))
        #expect(close(quarter.currentPoint!, CGPoint(x: 0, y: 50), 1e-6))
    }

    @Test func trimmedCurvesLieOnTheOriginalCurve() {
        let curve = ReferenceCubic(p0: .zero, p1: CGPoint(x: 30, y: 90), p2: CGPoint(x: 70, y: -40), p3: CGPoint(x: 100, y: 20))
        let path = Path { path in
            path.move(to: curve.p0)
            path.addCurve(to: curve.p3, control1: curve.p1, control2: curve.p2)
        }
        let pieces = cubics(of: path.trimmedPath(from: 0.2, to: 0.7))
        #expect(pieces.count == 1)
        // Every point of the piece is on the original: its nearest original point is within 10⁻⁸.
        for step in 0...20 {
            let p = pieces[0].point(Double(step) / 20)
            var nearest = Double.infinity
            var (low, high) = (0.0, 1.0)
            for _ in 0..<10 {
                // The closest of 201 samples, then a window of two samples either side of it.
                var (best, bestDistance) = (low, Double.infinity)
                for sample in 0...200 {
                    let t = low + (high - low) * Double(sample) / 200
                    let q = curve.point(t)
                    let distance = hypot(q.x - p.x, q.y - p.y)
                    if distance < bestDistance { (best, bestDistance) = (t, distance) }
                }
                nearest = min(nearest, bestDistance)
                let width = (high - low) / 100
                (low, high) = (max(0, best - width), min(1, best + width))
            }
            #expect(nearest < 1e-8)
        }
        // And its length is half of the original's, as 0.7 − 0.2 says.
        #expect(abs(pieces[0].length - 0.5 * curve.length) < 1e-6 * curve.length)
    }

    @Test func aRangeAcrossSubpathsKeepsTheGapAsAMove() {
        var two = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        two.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        // Total 80: 35 … 45 is the back half of the first square's closing side and the front
        // half of the second square's first side.
        #expect(close(two.trimmedPath(from: 0.4375, to: 0.5625).elementList, [
            .move(to: CGPoint(x: 0, y: 5)), .line(to: .zero),
            .move(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 25, y: 0)),
        ], 1e-12))
    }

    @Test func aSubpathKeptWholeKeepsItsClose() {
        var two = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        two.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(two.trimmedPath(from: 0, to: 0.75) == {
            var expected = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            expected.addLines([CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)])
            return expected
        }())
    }

    @Test func pathsWithoutLengthTrimToNothing() {
        #expect(Path().trimmedPath(from: 0.1, to: 0.9).isEmpty)
        let dot = Path { path in
            path.move(to: CGPoint(x: 1, y: 1))
            path.addLine(to: CGPoint(x: 1, y: 1))
        }
        #expect(dot.trimmedPath(from: 0.1, to: 0.9).isEmpty)
    }

    @Test func segmentsWithNonFiniteCoordinatesHaveNoLengthAndAreLeftOut() {
        let path = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
            path.addLine(to: CGPoint(x: 20, y: 0))
            path.addLine(to: CGPoint(x: 30, y: 0))
        }
        // Measured length 20: the 0 → 10 and 20 → 30 lines; nothing joins 10 to 20.
        #expect(close(path.trimmedPath(from: 0.25, to: 0.75).elementList, [
            .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
            .move(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 25, y: 0)),
        ], 1e-12))
    }
}

extension PathTrimTests {
    @Test func curvesTooLargeToMeasureTrimToNothingQuickly() {
        let path = Path { path in
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 1e308, y: 0), control1: CGPoint(x: -1e308, y: 1e308), control2: CGPoint(x: 1e308, y: -1e308))
        }
        #expect(path.trimmedPath(from: 0.25, to: 0.5).isEmpty)
        #expect(!path.boundingRect.width.isNaN)
    }
}

extension PathTrimTests {
    @Test func lengthIsTheSumOfTheDrawnSegments() {
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 5)).length == 30)
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(circle.length - referenceLength(circle)) < 1e-9 * referenceLength(circle))
        // The Bézier circle is a little longer than the true one (by about 0.02 %).
        #expect(abs(circle.length / (100 * .pi) - 1) < 0.0003)
        #expect(Path().length == 0)
    }
}

extension PathTrimTests {
    /// A cut falls where its fraction of the length is: the piece from the start, measured by the
    /// reference quadrature (test support), is that fraction of the whole, to 10⁻⁹ of it. What a
    /// trim animation relies on every frame, on the outlines it usually cuts (a circle, an
    /// ellipse, a rounded rectangle) and on smooth curves bent one way and both ways.
    @Test(arguments: [
        Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)),
        Path(ellipseIn: CGRect(x: 5, y: 5, width: 300, height: 20)),
        Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 44), cornerRadius: 12),
        Path { path in
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 10, y: 80), control2: CGPoint(x: 90, y: 80))
        },
        Path { path in
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 100, y: 10), control1: CGPoint(x: 60, y: 90), control2: CGPoint(x: 40, y: -70))
        },
    ])
    func aCutFallsAtItsFractionOfTheLength(outline: Path) {
        let whole = referenceLength(outline)
        for step in 1..<100 {
            let fraction = Double(step) / 100
            let piece = outline.trimmedPath(from: 0, to: fraction)
            #expect(abs(referenceLength(piece) - fraction * whole) <= 1e-9 * whole)
        }
    }
}
