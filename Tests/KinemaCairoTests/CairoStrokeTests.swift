import Foundation
import Kinema
import KinemaCairo
import Testing

/// Path items stroked as the SVG renderer writes them (`SVGPathItemTests.aStrokeCarriesItsStyle`):
/// the width centred on the path, the caps, joins and dashes of the style. The path is in the
/// item's own coordinates: the frame's origin is the path's.
@Suite("Cairo strokes", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoStrokeTests {
    /// A horizontal line from (20, 50) to (180, 50) in a frame at the origin.
    static let line: Path = {
        var path = Path()
        path.move(to: CGPoint(x: 20, y: 50))
        path.addLine(to: CGPoint(x: 180, y: 50))
        return path
    }()

    static func stroke(_ style: StrokeStyle, path: Path = line, origin: CGPoint = .zero) throws -> CairoImage {
        try CairoTest.draw(
            [.init(content: .path(path, .stroke(Pure.black, style)), frame: CGRect(origin: origin, size: CGSize(width: 200, height: 100)))],
            size: CGSize(width: 200, height: 100))
    }

    /// Width 10 centred on y = 50 covers y = 45…55: rows 45…54 are black, 44 and 55 white.
    @Test func theWidthIsCentredOnThePath() throws {
        let image = try Self.stroke(StrokeStyle(lineWidth: 10))
        #expect(image.at(100, 45) == .black)
        #expect(image.at(100, 54) == .black)
        #expect(image.at(100, 44) == .white)
        #expect(image.at(100, 55) == .white)
    }

    /// The path is placed at the frame's origin: a frame at (0, 20) moves the line to y = 70.
    @Test func thePathIsInTheFramesCoordinates() throws {
        let image = try Self.stroke(StrokeStyle(lineWidth: 10), origin: CGPoint(x: 0, y: 20))
        #expect(image.at(100, 50) == .white)
        #expect(image.at(100, 70) == .black)
    }

    /// A butt cap ends at x = 20; a round cap adds a half disc of radius 5 beyond it, so (17, 50)
    /// — 2.5 before the end — is black, and (13, 50) — 6.5 before it — stays white; a square cap
    /// adds a 5-wide square, which covers the corner pixel (15, 45) that the disc misses (the
    /// pixel's nearest point, (16, 46), is 4√2 ≈ 5.7 from (20, 50)).
    @Test func capsExtendPastTheEnds() throws {
        let butt = try Self.stroke(StrokeStyle(lineWidth: 10, lineCap: .butt))
        #expect(butt.at(20, 50) == .black)
        #expect(butt.at(17, 50) == .white)
        let round = try Self.stroke(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(round.at(17, 50) == .black)
        #expect(round.at(182, 50) == .black)
        #expect(round.at(13, 50) == .white)
        #expect(round.at(15, 45) != .black)
        let square = try Self.stroke(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(square.at(15, 45) == .black)
        #expect(square.at(14, 50) == .white)
    }

    /// Dashes of 20 on, 20 off from x = 20: painted 20…40 and 60…80, a gap at 40…60.
    @Test func dashesLeaveGaps() throws {
        let image = try Self.stroke(StrokeStyle(lineWidth: 10, dash: [20, 20]))
        #expect(image.at(30, 50) == .black)
        #expect(image.at(50, 50) == .white)
        #expect(image.at(70, 50) == .black)
        #expect(image.at(90, 50) == .white)
    }

    /// A dash phase of 10 starts the pattern 10 into its first dash: painted 20…30, a gap at
    /// 30…50, painted from 50.
    @Test func theDashPhaseShiftsThePattern() throws {
        let image = try Self.stroke(StrokeStyle(lineWidth: 10, dash: [20, 20], dashPhase: 10))
        #expect(image.at(25, 50) == .black)
        #expect(image.at(40, 50) == .white)
        #expect(image.at(55, 50) == .black)
    }

    /// A right-angled corner with a miter join is square; a bevel join cuts the outer corner.
    /// The polyline (20, 80) → (20, 20) → (80, 20) with width 10: the outer corner is (15, 15);
    /// a bevel's cut runs from (15, 20) to (20, 15), so pixel (15, 15) is outside it.
    @Test func joinsShapeTheCorners() throws {
        var corner = Path()
        corner.move(to: CGPoint(x: 20, y: 80))
        corner.addLine(to: CGPoint(x: 20, y: 20))
        corner.addLine(to: CGPoint(x: 80, y: 20))
        let miter = try Self.stroke(StrokeStyle(lineWidth: 10, lineJoin: .miter), path: corner)
        #expect(miter.at(15, 15) == .black)
        let bevel = try Self.stroke(StrokeStyle(lineWidth: 10, lineJoin: .bevel), path: corner)
        #expect(bevel.at(15, 15) == .white)
        #expect(bevel.at(19, 19) == .black)
    }

    /// A stroke of zero or negative width draws nothing, as in SVG.
    @Test func aStrokeWithoutWidthDrawsNothing() throws {
        for width in [0.0, -4.0] {
            let image = try Self.stroke(StrokeStyle(lineWidth: width))
            #expect(image.at(100, 50) == .white)
        }
    }

    /// A stroke without a colour uses the item's foreground colour.
    @Test func aStrokeWithoutColourUsesTheForeground() throws {
        let image = try CairoTest.draw(
            [.init(content: .path(Self.line, .stroke(nil, StrokeStyle(lineWidth: 10))),
                   frame: CGRect(x: 0, y: 0, width: 200, height: 100), foregroundColor: Pure.green)],
            size: CGSize(width: 200, height: 100))
        #expect(image.at(100, 50) == .green)
    }
}
