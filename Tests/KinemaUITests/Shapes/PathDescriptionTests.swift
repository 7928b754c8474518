import Foundation
import Kinema
import PropertyBased
import Testing

@Suite("Path: description and parsing")
struct PathDescriptionTests {
    @Test func rectangleDescribesAsMovesLinesAndClose() {
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).description == "0 0 m 10 0 l 10 10 l 0 10 l h")
        #expect(Path().description == "")
    }

    @Test func curvesListControlPointsBeforeTheEndPoint() {
        let path = Path { path in
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 1, y: 2))
            path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 5, y: 6), control2: CGPoint(x: 7, y: 8))
        }
        #expect(path.description == "0 0 m 1 2 3 4 q 5 6 7 8 9 10 c")
    }

    @Test func numbersArePrintedAsPercentGWithSixSignificantDigits() {
        let path = Path { path in
            path.move(to: CGPoint(x: 1.0 / 3, y: 1e-14))
            path.addLine(to: CGPoint(x: 123_456_789, y: -0.5))
        }
        #expect(path.description == "0.333333 1e-14 m 1.23457e+08 -0.5 l")
        // The ellipse's control points: 50 ± 50 · 0.5522847 = 77.6142 and 22.3858.
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).description
            == "100 50 m 100 77.6142 77.6142 100 50 100 c 22.3858 100 0 77.6142 0 50 c "
            + "0 22.3858 22.3858 0 50 0 c 77.6142 0 100 22.3858 100 50 c h")
    }

    @Test func aStringSwiftUIPrintedParsesAndPrintsBackTheSame() throws {
        // A heart in a circle as SwiftUI's `Path.description` printed it (sprinkleofcocoa.com,
        // "Textual Representation of SwiftUI Paths", 2019), white space normalised.
        let printed = """
            0 0 m -55.2285 0 -100 44.7715 -100 100 c -100 155.228 -55.2285 200 -1.83697e-14 200 c \
            55.2285 200 100 155.228 100 100 c 100 44.7715 55.2285 0 6.12323e-15 0 c h \
            0 45 m 63 -23 171 87 0 200 c -171 87 -63 -23 0 45 c h
            """
        let path = try #require(Path(printed))
        #expect(path.description == printed)
        #expect(cubics(of: path).count == 6)
        #expect(path.elementList.filter { $0 == .closeSubpath }.count == 2)
    }

    @Test func parsingBuildsTheElementsAndAcceptsAnyWhiteSpace() {
        let path = Path("50 0 m\n100 100 l   0 100 l\th")
        #expect(path?.elementList == [
            .move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 100)), .line(to: CGPoint(x: 0, y: 100)),
            .closeSubpath,
        ])
        #expect(Path("")?.isEmpty == true)
        #expect(Path("1 2 3 4 re") == Path(CGRect(x: 1, y: 2, width: 3, height: 4)))
    }

    @Test(arguments: [
        "10 l",  // too few coordinates
        "0 0 m 1 2 3 l",  // too many
        "0 0 m 5",  // numbers left over
        "0 0 m 1 1 x",  // unknown operator
        "1 1 l",  // a line before any move
        "0 0 1 2 q",  // a curve before any move
        "m",  // a move without coordinates
        "0,0 m",  // commas are not separators
    ])
    func malformedStringsFailToParse(text: String) {
        #expect(Path(text) == nil)
    }

    @Test func descriptionsOfCoordinatesWithFewDigitsRoundTripExactly() async {
        // Six significant digits hold any number of tenths below 10⁵ exactly.
        let coordinate = Gen.int(in: -99_999...99_999).map { CGFloat($0) / 10 }
        let point = zip(coordinate, coordinate).map { CGPoint(x: $0, y: $1) }
        let element = zip(Gen.int(in: 0...4), point, point, point).map { value -> Path.Element in
            let (kind, a, b, c) = value
            return switch kind {
            case 0: .move(to: a)
            case 1: .line(to: a)
            case 2: .quadCurve(to: a, control: b)
            case 3: .curve(to: a, control1: b, control2: c)
            default: .closeSubpath
            }
        }
        await propertyCheck(count: 200, input: point, element.array(of: 0...12)) { start, elements in
            let path = Self.build(start: start, elements)
            #expect(Path(path.description) == path, "\(path.description)")
        }
    }

    @Test func anyDescriptionReparsesToTheSameDescription() async {
        // Arbitrary doubles lose digits on the way out, but only once.
        let coordinate = Gen.cgFloat(in: -1e9...1e9)
        let point = zip(coordinate, coordinate).map { CGPoint(x: $0, y: $1) }
        await propertyCheck(count: 200, input: point.array(of: 1...8)) { points in
            var path = Path()
            path.addLines(points)
            path.closeSubpath()
            let text = path.description
            #expect(Path(text)?.description == text)
        }
    }

    @Test func nonFiniteCoordinatesPrintAndParseAsNanAndInf() {
        let path = Path { path in
            path.move(to: CGPoint(x: CGFloat.infinity, y: 1))
            path.addLine(to: CGPoint(x: 2, y: -CGFloat.infinity))
        }
        #expect(path.description == "inf 1 m 2 -inf l")
        #expect(Path(path.description) == path)
    }

    @Test func pathIsLosslessStringConvertible() {
        func roundTrip<T: LosslessStringConvertible & Equatable>(_ value: T) -> Bool {
            T(value.description) == value
        }
        #expect(roundTrip(Path(CGRect(x: 1, y: 2, width: 3, height: 4))))
    }

    private static func build(start: CGPoint, _ elements: [Path.Element]) -> Path {
        var path = Path()
        path.move(to: start)
        for element in elements {
            switch element {
            case .move(let to): path.move(to: to)
            case .line(let to): path.addLine(to: to)
            case .quadCurve(let to, let control): path.addQuadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2): path.addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}
