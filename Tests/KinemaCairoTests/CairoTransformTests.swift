import Foundation
import Kinema
import KinemaCairo
import Testing

/// An item's transform maps each point p of its frame to p.applying(transform) (x′ = a·x + c·y +
/// tx, y′ = b·x + d·y + ty), as `DisplayList.Item` documents and the SVG renderer's `matrix(…)`
/// draws it.
@Suite("Cairo transforms", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoTransformTests {
    /// A 20 × 20 square at the origin translated by (100, 50) covers (100…120, 50…70).
    @Test func aTranslationMovesTheItem() throws {
        let image = try CairoTest.draw([.init(
            content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: 20, height: 20),
            transform: CGAffineTransform(translationX: 100, y: 50))])
        #expect(image.at(110, 60) == .red)
        #expect(image.at(10, 10) == .white)
        #expect(image.at(99, 60) == .white)
        #expect(image.at(120, 60) == .white)
    }

    /// A 40 × 40 square at (80, 80) scaled 2× about its centre (100, 100) —
    /// translate(−100, −100) · scale(2) · translate(100, 100) — covers (60…140, 60…140).
    @Test func aScaleAboutTheCentreGrowsBothWays() throws {
        let scale = CGAffineTransform(translationX: -100, y: -100)
            .concatenating(CGAffineTransform(scaleX: 2, y: 2))
            .concatenating(CGAffineTransform(translationX: 100, y: 100))
        let image = try CairoTest.draw([.init(
            content: .color(Pure.red), frame: CGRect(x: 80, y: 80, width: 40, height: 40), transform: scale)])
        #expect(image.at(100, 100) == .red)
        #expect(image.at(65, 65) == .red)      // outside the frame as laid out
        #expect(image.at(135, 135) == .red)
        #expect(image.at(59, 100) == .white)
        #expect(image.at(140, 100) == .white)
    }

    /// A rotation by 90° (a = 0, b = 1, c = −1, d = 0) sends (x, y) to (−y, x); with a translation
    /// by (100, 0) after it, a 100 × 10 bar along the top edge becomes a 10 × 100 bar at
    /// x = 90…100: the point (50, 5) moves to (95, 50).
    @Test func aRotationBy90DegreesMovesAPoint() throws {
        let turn = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 100, y: 0))
        let moved = CGPoint(x: 50, y: 5).applying(turn)
        #expect(abs(moved.x - 95) < 1e-9 && abs(moved.y - 50) < 1e-9)
        let image = try CairoTest.draw([.init(
            content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: 100, height: 10), transform: turn)])
        #expect(image.at(95, 50) == .red)
        #expect(image.at(92, 90) == .red)
        #expect(image.at(50, 5) == .white)
        #expect(image.at(100, 50) == .white)
        #expect(image.at(89, 50) == .white)
    }

    /// A 45° rotation about the centre of a 100 × 100 square at (50, 50) turns it into a diamond:
    /// its corners stand 50√2 ≈ 70.7 from the centre on the axes, so (100, 35) — 65 above the
    /// centre — is covered, and the old corner (55, 55), 63.6 from the centre on the diagonal
    /// where the diamond's edge is only 50 away, is not.
    @Test func aRotationAboutTheCentreMakesADiamond() throws {
        let turn = CGAffineTransform(translationX: -100, y: -100)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 4))
            .concatenating(CGAffineTransform(translationX: 100, y: 100))
        let image = try CairoTest.draw([.init(
            content: .color(Pure.red), frame: CGRect(x: 50, y: 50, width: 100, height: 100), transform: turn)])
        #expect(image.at(100, 35) == .red)
        #expect(image.at(33, 100) == .red)
        #expect(image.at(55, 55) == .white)
        #expect(image.at(144, 144) == .white)
    }
}
