import Foundation
import Kinema
@testable import KinemaRender
import KinemaTestSupport
import Testing

/// Paths as Lottie's subpaths: vertices with the handles of the cubic segments that arrive at
/// (`i`) and leave (`o`) each, relative to the vertex.
@Suite("LottieBezier")
struct LottieBezierTests {
    private static func vector(_ from: CGPoint, _ to: CGPoint) -> CGPoint { CGPoint(x: to.x - from.x, y: to.y - from.y) }

    @Test func aRectangleIsOneClosedSubpathOfFourCornersWithoutHandles() throws {
        let subpaths = LottieBezier.subpaths(of: Path(CGRect(x: 10, y: 20, width: 30, height: 40)))
        let rectangle = try #require(subpaths.first)
        #expect(subpaths.count == 1)
        #expect(rectangle.closed)
        // Path(rect) moves to the min corner and lines through the other three (Path.init(_:)).
        #expect(rectangle.vertices == [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60)])
        #expect(rectangle.inTangents.allSatisfy { $0 == .zero })
        #expect(rectangle.outTangents.allSatisfy { $0 == .zero })
    }

    /// An ellipse is four cubics ending back at its start: the last end point is the first vertex
    /// drawn again, so it is folded into it and carries its in handle.
    @Test func anEllipsesClosingVertexIsFoldedAndHandlesAreControlPointsLessVertices() throws {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 60))
        // The path's own elements, restated as start point and cubic segments.
        var start = CGPoint.zero
        var curves: [(control1: CGPoint, control2: CGPoint, to: CGPoint)] = []
        path.forEach { element in
            switch element {
            case .move(let to): start = to
            case .curve(let to, let control1, let control2): curves.append((control1, control2, to))
            default: break
            }
        }
        try #require(curves.count == 4 && curves.last?.to == start, "an ellipse is four cubics back to its start")

        let subpaths = LottieBezier.subpaths(of: path)
        let ellipse = try #require(subpaths.first)
        #expect(subpaths.count == 1 && ellipse.closed)
        #expect(ellipse.vertices.count == curves.count)
        // Vertex j starts curve j and ends curve j − 1 (the last curve ends on vertex 0).
        let vertices = [start] + curves.dropLast().map(\.to)
        #expect(ellipse.vertices == vertices)
        for j in vertices.indices {
            let arriving = curves[(j + curves.count - 1) % curves.count], leaving = curves[j]
            #expect(lottieClose(ellipse.outTangents[j], Self.vector(vertices[j], leaving.control1), within: 1e-12), "out \(j)")
            #expect(lottieClose(ellipse.inTangents[j], Self.vector(vertices[j], arriving.control2), within: 1e-12), "in \(j)")
        }
    }

    /// A quadratic with control q from p0 to p3 is the cubic with controls p0 + ⅔(q − p0) and
    /// p3 + ⅔(q − p3) (degree elevation).
    @Test func aQuadraticBecomesTheCubicOfTheSameCurve() throws {
        let p0 = CGPoint(x: 10, y: 90), q = CGPoint(x: 40, y: 0), p3 = CGPoint(x: 100, y: 60)
        var path = Path()
        path.move(to: p0)
        path.addQuadCurve(to: p3, control: q)
        let curve = try #require(LottieBezier.subpaths(of: path).first)
        #expect(curve.vertices == [p0, p3])
        #expect(!curve.closed)
        let c1 = CGPoint(x: p0.x + 2 / 3 * (q.x - p0.x), y: p0.y + 2 / 3 * (q.y - p0.y))
        let c2 = CGPoint(x: p3.x + 2 / 3 * (q.x - p3.x), y: p3.y + 2 / 3 * (q.y - p3.y))
        #expect(lottieClose(curve.outTangents[0], Self.vector(p0, c1), within: 1e-12))
        #expect(lottieClose(curve.inTangents[1], Self.vector(p3, c2), within: 1e-12))
        #expect(curve.inTangents[0] == .zero && curve.outTangents[1] == .zero)
        // And the cubic traces the quadratic: (1−t)²p0 + 2t(1−t)q + t²p3 at every t.
        for step in 0...10 {
            let t = Double(step) / 10, u = 1 - t
            func cubic(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> Double {
                u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
            }
            let x = cubic(p0.x, p0.x + curve.outTangents[0].x, p3.x + curve.inTangents[1].x, p3.x)
            let y = cubic(p0.y, p0.y + curve.outTangents[0].y, p3.y + curve.inTangents[1].y, p3.y)
            let quadratic = CGPoint(x: u * u * p0.x + 2 * t * u * q.x + t * t * p3.x, y: u * u * p0.y + 2 * t * u * q.y + t * t * p3.y)
            #expect(lottieClose(CGPoint(x: x, y: y), quadratic, within: 1e-9), "t = \(t)")
        }
    }

    @Test func twoMovesGiveTwoOpenSubpaths() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 10, y: 5))
        let subpaths = LottieBezier.subpaths(of: path)
        #expect(subpaths.count == 2)
        #expect(subpaths.allSatisfy { !$0.closed && $0.vertices.count == 2 })
        #expect(subpaths.map(\.vertices) == [[CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)], [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)]])
    }

    /// A line drawn after a close starts at the closed subpath's start (Path's current point after
    /// `closeSubpath()`).
    @Test func aLineAfterACloseStartsFromTheSubpathsStart() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        path.closeSubpath()
        path.addLine(to: CGPoint(x: -5, y: -5))
        let subpaths = LottieBezier.subpaths(of: path)
        #expect(subpaths.map(\.closed) == [true, false])
        #expect(subpaths.last?.vertices == [CGPoint(x: 0, y: 0), CGPoint(x: -5, y: -5)])
    }

    /// `numbers` then `json(_:closed:)` writes the same vertices and handles, as Lottie's
    /// `{"i", "o", "v", "c"}`.
    @Test func numbersAndJSONRoundTrip() throws {
        var path = Path()
        path.move(to: CGPoint(x: 1.25, y: -2))
        path.addCurve(to: CGPoint(x: 30, y: 4), control1: CGPoint(x: 5, y: -10), control2: CGPoint(x: 25.5, y: 12))
        path.addQuadCurve(to: CGPoint(x: 8, y: 40), control: CGPoint(x: 40, y: 40))
        path.closeSubpath()
        let bezier = try #require(LottieBezier.subpaths(of: path).first)
        #expect(bezier.numbers.count == bezier.vertices.count * 6)
        let text = LottieBezier.json(bezier.numbers, closed: bezier.closed).text
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["i", "o", "v", "c"])
        let shape = ParsedShape(numbers: try ParsedProperty.flatten(object))
        #expect(shape.closed == bezier.closed)
        #expect(shape.vertices.count == bezier.vertices.count)
        for index in bezier.vertices.indices {
            // Numbers are written with four decimals.
            #expect(lottieClose(shape.vertices[index], bezier.vertices[index]))
            #expect(lottieClose(shape.inTangents[index], bezier.inTangents[index]))
            #expect(lottieClose(shape.outTangents[index], bezier.outTangents[index]))
        }
    }

    /// Under an affine map, a vertex goes where the map sends it and a handle's end where the map
    /// sends the handle's end: handles are multiplied by the linear part.
    @Test func mappedMovesVerticesAndHandleEnds() throws {
        let bezier = try #require(LottieBezier.subpaths(of: Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))).first)
        let t = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        let mapped = bezier.mapped { $0.applying(t) }
        #expect(mapped.closed == bezier.closed)
        for index in bezier.vertices.indices {
            let v = bezier.vertices[index]
            #expect(lottieClose(mapped.vertices[index], CGPoint(x: 2 * v.x - v.y + 7, y: 0.5 * v.x + 3 * v.y - 4), within: 1e-9))
            for (handle, original) in [(mapped.inTangents[index], bezier.inTangents[index]), (mapped.outTangents[index], bezier.outTangents[index])] {
                #expect(lottieClose(handle, CGPoint(x: 2 * original.x - original.y, y: 0.5 * original.x + 3 * original.y), within: 1e-9))
            }
        }
    }

    /// Law: mapping a path's points while reading it equals reading it and then mapping the
    /// subpaths, for any affine map (quadratics included: degree elevation commutes with affine
    /// maps).
    @Test func subpathsOfAMapEqualTheMappedSubpaths() {
        var random = SeededGenerator(seed: 0x4C07_7135)
        func point() -> CGPoint { CGPoint(x: Double.random(in: -100...100, using: &random), y: Double.random(in: -100...100, using: &random)) }
        for trial in 0..<200 {
            var path = Path()
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                path.move(to: point())
                for _ in 0..<Int.random(in: 1...5, using: &random) {
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: path.addLine(to: point())
                    case 1: path.addQuadCurve(to: point(), control: point())
                    default: path.addCurve(to: point(), control1: point(), control2: point())
                    }
                }
                if Bool.random(using: &random) { path.closeSubpath() }
            }
            let t = CGAffineTransform(a: .random(in: -2...2, using: &random), b: .random(in: -2...2, using: &random),
                                      c: .random(in: -2...2, using: &random), d: .random(in: -2...2, using: &random),
                                      tx: .random(in: -50...50, using: &random), ty: .random(in: -50...50, using: &random))
            let direct = LottieBezier.subpaths(of: path) { $0.applying(t) }
            let afterwards = LottieBezier.subpaths(of: path).map { $0.mapped { $0.applying(t) } }
            #expect(direct.count == afterwards.count, "trial \(trial)")
            for (a, b) in zip(direct, afterwards) {
                #expect(a.closed == b.closed && a.vertices.count == b.vertices.count, "trial \(trial)")
                #expect(zip(a.numbers, b.numbers).allSatisfy { abs($0 - $1) <= 1e-9 }, "trial \(trial)")
            }
        }
    }
}
