import Foundation
import KinemaCore
import PropertyBased
import Testing

// Core Animation's 3-D transforms, restated: row vectors multiplied on the left, translation in
// m41…m43, perspective through m34; `ProjectionTransform(_:)` keeps the x, y and w rows/columns.
@Suite("CATransform3D")
struct CATransform3DTests {
    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func aRotationAboutZIsTheAffineRotation() {
        let angle: CGFloat = 0.7
        let t = CATransform3DMakeRotation(angle, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: angle)
        let flat = CATransform3DGetAffineTransform(t)
        #expect(Self.close(flat.a, affine.a) && Self.close(flat.b, affine.b))
        #expect(Self.close(flat.c, affine.c) && Self.close(flat.d, affine.d))
        #expect(CATransform3DIsAffine(t))
    }

    @Test func translateScaleAndRotateApplyInTheTransformsOwnSpace() {
        // Scale 2 then translate by 10 in the scaled space: x → 2·(x + 10).
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        let p = CGPoint(x: 1, y: 0).applying(ProjectionTransform(t))
        #expect(Self.close(p.x, 22))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(t))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "a zero axis is no rotation")
    }

    /// A card turned by θ about y under m34 = −1/500: x lands at x·cos θ / (1 + x·sin θ / 500).
    @Test func perspectiveSurvivesTheProjection() {
        var tilt = CATransform3DIdentity
        tilt.m34 = -1 / 500
        let theta: CGFloat = .pi / 5
        let t = CATransform3DRotate(tilt, theta, 0, 1, 0)
        let projection = ProjectionTransform(t)
        #expect(!projection.isAffine)
        for x: CGFloat in [-100, -20, 0, 50, 120] {
            let mapped = CGPoint(x: x, y: 0).applying(projection)
            #expect(Self.close(mapped.x, x * cos(theta) / (1 + x * sin(theta) / 500)), "x \(x)")
            #expect(Self.close(mapped.y, 0))
        }
    }

    @Test func anInverseUndoesItsTransform() async {
        let angle = Gen.double(in: -6...6), axis = Gen.double(in: -1...1).array(of: 3)
        let scale = Gen.double(in: 0.2...5), shift = Gen.double(in: -300...300)
        await propertyCheck(count: 200, input: angle, axis, scale, shift) { angle, axis, scale, shift in
            var t = CATransform3DRotate(CATransform3DMakeScale(scale, scale, scale), angle, axis[0], axis[1], axis[2])
            t = CATransform3DTranslate(t, shift, -shift, shift / 2)
            t.m34 = -1 / 800
            let product = CATransform3DConcat(t, CATransform3DInvert(t))
            let identity = CATransform3DIdentity
            let entries = zip(
                [product.m11, product.m12, product.m13, product.m14, product.m21, product.m22, product.m23, product.m24,
                 product.m31, product.m32, product.m33, product.m34, product.m41, product.m42, product.m43, product.m44],
                [identity.m11, identity.m12, identity.m13, identity.m14, identity.m21, identity.m22, identity.m23, identity.m24,
                 identity.m31, identity.m32, identity.m33, identity.m34, identity.m41, identity.m42, identity.m43, identity.m44])
            #expect(entries.allSatisfy { Self.close($0, $1, 1e-6) })
        }
    }

    @Test func aSingularTransformInvertsToItself() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
    }
}
