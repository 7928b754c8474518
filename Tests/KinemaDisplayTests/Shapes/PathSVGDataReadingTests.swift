import Foundation
import KinemaDisplay
import Testing

/// SVG path data read back into a `Path` (what custom symbols' templates hold), checked against
/// the SVG 1.1 rules for each command (§8.3) and the arc conversion of its appendix F.6.
@Suite("Path: reading SVG path data")
struct PathSVGDataReadingTests {
    private func read(_ data: String) -> Path? { Path(svgPathData: data) }

    @Test func absoluteAndRelativeCommandsGiveTheSamePath() throws {
        let expected = Path { path in
            path.move(to: CGPoint(x: 10, y: 20))
            path.addLine(to: CGPoint(x: 30, y: 40))
            path.addLine(to: CGPoint(x: 50, y: 40))
            path.addLine(to: CGPoint(x: 50, y: 60))
            path.closeSubpath()
        }
        #expect(try #require(read("M10 20 L30 40 H50 V60 Z")) == expected)
        #expect(try #require(read("m10 20 l20 20 h20 v20 z")) == expected)
    }

    @Test func compactNumbersAndImplicitRepeatsFollowSVGsGrammar() throws {
        // "1.5.5" is 1.5 then .5; "-2-3" is -2 then -3; pairs after a move are lines; 1e1 is 10.
        let expected = Path { path in
            path.move(to: CGPoint(x: 1.5, y: 0.5))
            path.addLine(to: CGPoint(x: -2, y: -3))
            path.addLine(to: CGPoint(x: 10, y: 0))
        }
        #expect(try #require(read("M1.5.5-2-3,1e1 0")) == expected)
        // After a relative move, the repeated pairs are relative lines.
        let relative = Path { path in
            path.move(to: CGPoint(x: 1, y: 1))
            path.addLine(to: CGPoint(x: 2, y: 3))
        }
        #expect(try #require(read("m1 1 1 2")) == relative)
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() throws {
        // S: the first control point is the previous second control point reflected about the
        // current point, (20, 10) about (20, 20) → (20, 30); after a non-curve, the current point.
        let cubic = Path { path in
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 20, y: 20), control1: CGPoint(x: 10, y: 0), control2: CGPoint(x: 20, y: 10))
            path.addCurve(to: CGPoint(x: 40, y: 40), control1: CGPoint(x: 20, y: 30), control2: CGPoint(x: 30, y: 40))
            path.addLine(to: CGPoint(x: 50, y: 40))
            path.addCurve(to: CGPoint(x: 60, y: 50), control1: CGPoint(x: 50, y: 40), control2: CGPoint(x: 55, y: 50))
        }
        #expect(try #require(read("M0 0 C10 0 20 10 20 20 S30 40 40 40 L50 40 S55 50 60 50")) == cubic)
        let quad = Path { path in
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 10))
            path.addQuadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 30, y: -10))
        }
        #expect(try #require(read("M0 0 Q10 10 20 0 T40 0")) == quad)
    }

    /// Every point of the arc's curves lies on the circle (within the cubic approximation's
    /// 0.03 % of the radius), and the sweep flag picks the side: sweep 1 goes through positive
    /// angles, which is up (negative y) from (0, 0) to (20, 0) around (10, 0).
    @Test func arcsLieOnTheirEllipseOnTheSideTheFlagsChoose() throws {
        let up = try #require(read("M0 0 A10 10 0 0 1 20 0"))
        let down = try #require(read("M0 0 A10 10 0 0 0 20 0"))
        for (path, sign) in [(up, -1.0), (down, 1.0)] {
            var endpoints: [CGPoint] = []
            var midpoints: [CGPoint] = []
            var from = CGPoint.zero
            path.forEach { element in
                switch element {
                case .move(let to): from = to
                case let .curve(to, c1, c2):
                    let x = 0.125 * from.x + 0.375 * c1.x + 0.375 * c2.x + 0.125 * to.x
                    let y = 0.125 * from.y + 0.375 * c1.y + 0.375 * c2.y + 0.125 * to.y
                    midpoints.append(CGPoint(x: x, y: y))
                    endpoints.append(to)
                    from = to
                default: Issue.record("an arc is made of curves")
                }
            }
            #expect(endpoints.count == 2, "a half turn is two quarter-turn curves")
            #expect(endpoints.last == CGPoint(x: 20, y: 0), "the arc ends exactly at its endpoint")
            for point in endpoints + midpoints {
                #expect(abs(hypot(point.x - 10, point.y) - 10) < 0.003)
            }
            #expect(abs(endpoints[0].y - sign * 10) < 1e-9, "the quarter point is on the chosen side")
        }
        // Radii too small for the endpoints are scaled up until they fit (F.6.6): the same half
        // circle of radius 10.
        let scaled = try #require(read("M0 0 A1 1 0 0 1 20 0"))
        #expect(abs(scaled.boundingRect.minY - up.boundingRect.minY) < 1e-9)
        #expect(abs(scaled.boundingRect.width - 20) < 1e-9)
    }

    @Test func aZeroRadiusArcIsALine() throws {
        let expected = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 20, y: 5))
        }
        #expect(try #require(read("M0 0 A0 10 0 0 1 20 5")) == expected)
        // Flags may run into the next number, as optimisers write them.
        #expect(read("M0 0 a10 10 0 0120 0") != nil)
    }

    @Test func malformedDataReadsAsNothing() {
        #expect(read("L10 10") == nil, "path data begins with a move")
        #expect(read("10 10") == nil)
        #expect(read("M10") == nil, "a move needs two numbers")
        #expect(read("M0 0 X 1 1") == nil, "an unknown command")
        #expect(read("M0 0 L1e999 0") == nil, "a number that is not finite")
        #expect(read("M0 0 A10 10 0 2 1 20 0") == nil, "an arc flag is 0 or 1")
        #expect(read("M0 0 Z 5") == nil, "numbers after a close")
        #expect(read("")?.isEmpty == true, "no data is the empty path")
    }
}
