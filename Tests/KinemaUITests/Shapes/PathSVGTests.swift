import Foundation
import KinemaUI
import Testing

@Suite("Path: SVG path data")
struct PathSVGTests {
    @Test func elementsBecomeSVGCommands() {
        let path = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: 5))
            path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 22, y: 4), control2: CGPoint(x: 28, y: -4))
            path.closeSubpath()
        }
        #expect(path.svgPathData() == "M0 0 L10 0 Q15 5 20 0 C22 4 28 -4 30 0 Z")
        #expect(Path().svgPathData() == "")
    }

    @Test func numbersAreRoundedAndWrittenCompactly() {
        let path = Path { path in
            path.move(to: CGPoint(x: 1.0 / 3, y: -0.0001))
            path.addLine(to: CGPoint(x: 2.5, y: 1e20))
            path.addLine(to: CGPoint(x: -0.5, y: 1e-7))
        }
        #expect(path.svgPathData(decimals: 3) == "M0.333 0 L2.5 1000000000000 L-0.5 0")
        #expect(path.svgPathData(decimals: 0) == "M0 0 L3 1000000000000 L-1 0")
        #expect(path.svgPathData(number: { _ in "n" }) == "Mn n Ln n Ln n")
    }

    @Test func aSegmentWithANonFiniteCoordinateIsSkipped() {
        let path = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
            path.addCurve(to: CGPoint(x: 5, y: 5), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: .zero)
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.closeSubpath()
        }
        #expect(path.svgPathData() == "M0 0 L10 0 Z")
    }

    @Test func aSubpathWhoseMoveIsNotFiniteIsSkippedUpToTheNextMove() {
        let path = Path { path in
            path.move(to: CGPoint(x: 0, y: CGFloat.nan))
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.closeSubpath()
            path.move(to: CGPoint(x: 1, y: 1))
            path.addLine(to: CGPoint(x: 2, y: 2))
        }
        #expect(path.svgPathData() == "M1 1 L2 2")
    }

    @Test func ellipseWithTwoDecimalsMatchesTheKappaControlPoints() {
        // 5 ± 5 · 0.5522847 = 7.76 and 2.24 at two decimals.
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).svgPathData(decimals: 2)
            == "M10 5 C10 7.76 7.76 10 5 10 C2.24 10 0 7.76 0 5 C0 2.24 2.24 0 5 0 C7.76 0 10 2.24 10 5 Z")
    }
}
