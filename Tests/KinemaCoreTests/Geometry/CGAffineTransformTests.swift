import Foundation
import Kinema
import PropertyBased
import Testing

private func isClose(_ p: CGPoint, _ q: CGPoint, tolerance: CGFloat = 1e-12) -> Bool {
    abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
}

private func isClose(_ s: CGAffineTransform, _ t: CGAffineTransform, tolerance: CGFloat = 1e-12) -> Bool {
    [s.a - t.a, s.b - t.b, s.c - t.c, s.d - t.d, s.tx - t.tx, s.ty - t.ty].allSatisfy { abs($0) <= tolerance }
}

/// Random transforms with entries in -10...10.
private let transforms = zip(
    Gen.cgFloat(in: -10...10), Gen.cgFloat(in: -10...10), Gen.cgFloat(in: -10...10),
    Gen.cgFloat(in: -10...10), Gen.cgFloat(in: -10...10), Gen.cgFloat(in: -10...10)
).map { CGAffineTransform(a: $0.0, b: $0.1, c: $0.2, d: $0.3, tx: $0.4, ty: $0.5) }

private let points = zip(Gen.cgFloat(in: -100...100), Gen.cgFloat(in: -100...100)).map { CGPoint(x: $0, y: $1) }

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    // MARK: Initialisers

    @Test func identityIsTheUnitMatrix() {
        let identity = CGAffineTransform.identity
        #expect(identity.a == 1 && identity.b == 0 && identity.c == 0 && identity.d == 1)
        #expect(identity.tx == 0 && identity.ty == 0)
        #expect(CGAffineTransform() == .identity)
        #expect(identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func memberwiseInitializerStoresEachEntry() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect([t.a, t.b, t.c, t.d, t.tx, t.ty] == [1, 2, 3, 4, 5, 6])
    }

    @Test func rotationMatrixIsCosSinMinusSinCos() {
        let angle: CGFloat = 0.3
        let t = CGAffineTransform(rotationAngle: angle)
        #expect(t == CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
    }

    @Test func positiveRotationTurnsXTowardsY() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
        let half = CGAffineTransform(rotationAngle: .pi)
        #expect(isClose(CGPoint(x: 2, y: 3).applying(half), CGPoint(x: -2, y: -3)))
    }

    @Test func scaleMultipliesEachAxis() {
        let t = CGAffineTransform(scaleX: 2, y: -3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: -3, tx: 0, ty: 0))
        #expect(CGPoint(x: 5, y: 1).applying(t) == CGPoint(x: 10, y: -3))
    }

    @Test func translationOffsetsPoints() {
        let t = CGAffineTransform(translationX: 10, y: -4)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -4))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 11, y: -3))
    }

    // MARK: Composition

    @Test func concatenatingAppliesTheReceiverFirst() {
        // The documented example: scale by 2, then translate by 10.
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let translate = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
        // The other order translates first: (11, 1), then scales: (22, 2).
        #expect(CGPoint(x: 1, y: 1).applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func concatenatingMultipliesMatricesRowVectorStyle() {
        // [1 2 0; 3 4 0; 5 6 1] × [7 8 0; 9 10 0; 11 12 1], multiplied out by hand.
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    @Test func concatenatingWithIdentityChangesNothing() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.concatenating(.identity) == t)
        #expect(CGAffineTransform.identity.concatenating(t) == t)
    }

    @Test func concatenationEqualsApplyingInTurnForRandomTransforms() async {
        await propertyCheck(count: 200, input: transforms, transforms, points) { t1, t2, p in
            let composed = p.applying(t1.concatenating(t2))
            let inTurn = p.applying(t1).applying(t2)
            #expect(isClose(composed, inTurn, tolerance: 1e-9))
        }
    }

    @Test func rotatedRotatesBeforeTheReceiver() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        // (1, 0) rotates to (0, 1), then translates to (10, 1).
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1)))
    }

    @Test func scaledByScalesBeforeTheReceiver() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        // (1, 1) scales to (2, 3), then translates to (12, 3).
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
    }

    @Test func translatedByTranslatesBeforeTheReceiver() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        // (1, 1) translates to (11, 1), then scales to (22, 2).
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
    }

    // MARK: Inversion

    @Test func invertedOfASimpleTransform() {
        // Scale by (2, 4) then translate by (6, 8): undo by translating by (-6, -8), then scaling by (1/2, 1/4).
        let t = CGAffineTransform(scaleX: 2, y: 4).concatenating(CGAffineTransform(translationX: 6, y: 8))
        #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
    }

    @Test func invertedOfARotationIsTheOppositeRotation() {
        let t = CGAffineTransform(rotationAngle: 0.7)
        #expect(isClose(t.inverted(), CGAffineTransform(rotationAngle: -0.7)))
    }

    @Test func invertedUndoesRandomInvertibleTransforms() async {
        let invertible = transforms.filter { abs($0.a * $0.d - $0.b * $0.c) > 0.5 }
        await propertyCheck(count: 200, input: invertible, points) { t, p in
            #expect(isClose(t.concatenating(t.inverted()), .identity, tolerance: 1e-9))
            #expect(isClose(t.inverted().concatenating(t), .identity, tolerance: 1e-9))
            #expect(isClose(p.applying(t).applying(t.inverted()), p, tolerance: 1e-8))
        }
    }

    @Test(arguments: [
        CGAffineTransform(scaleX: 0, y: 1),
        CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3),
        CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1),
    ])
    func invertedOfASingularTransformIsUnchanged(t: CGAffineTransform) {
        #expect(t.inverted() == t)
    }

    // MARK: Applying to sizes and rectangles

    @Test func sizeApplyingUsesOnlyTheLinearPart() {
        let size = CGSize(width: 2, height: 1)
        #expect(size.applying(CGAffineTransform(translationX: 50, y: 50)) == size)
        #expect(size.applying(CGAffineTransform(scaleX: 3, y: -2)) == CGSize(width: 6, height: -2))
        // A quarter turn maps (w, h) to (−h, w).
        let turned = size.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.width - -1) <= 1e-12 && abs(turned.height - 2) <= 1e-12)
    }

    @Test func rectApplyingTranslatesAndScales() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(rect.applying(t) == CGRect(x: 12, y: 4, width: 6, height: 8))
    }

    @Test func rectApplyingAFlipGivesAPositiveSize() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -4, y: 2, width: 3, height: 4))
    }

    @Test func rectApplyingARotationGivesTheBoundingBox() {
        // Corners (0,0) (2,0) (0,1) (2,1) turn to (0,0) (0,2) (−1,0) (−1,2).
        let box = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(box.minX - -1) <= 1e-12 && abs(box.minY) <= 1e-12)
        #expect(abs(box.width - 1) <= 1e-12 && abs(box.height - 2) <= 1e-12)
        // An eighth turn of the unit square: a diamond whose box is √2 wide, centred on x = 0.
        let diamond = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(diamond.width - 2.0.squareRoot()) <= 1e-12)
        #expect(abs(diamond.midX) <= 1e-12)
    }

    @Test func nullRectStaysNull() {
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }

    // MARK: Conformances

    @Test func codableRoundTrips() throws {
        let t = CGAffineTransform(a: 1, b: -2, c: 0.5, d: 4, tx: 5, ty: -6)
        let data = try JSONEncoder().encode(t)
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
    }

    @Test func equalityAndHashingUseEveryEntry() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t != CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 7))
        #expect(Set([t, t, .identity]).count == 2)
    }
}
