import Foundation
import KinemaCore
import Testing

@Suite("ProjectionTransform")
struct ProjectionTransformTests {
    /// An affine projection maps points as its affine transform does.
    @Test func anAffineProjectionMapsLikeItsTransform() {
        let affine = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -2)
        let projection = ProjectionTransform(affine)
        #expect(projection.isAffine)
        #expect(!projection.isIdentity)
        let point = CGPoint(x: 3, y: -4)
        #expect(point.applying(projection) == point.applying(affine))
    }

    /// A perspective divides by W = m13·x + m23·y + m33.
    @Test func aPerspectiveDivides() {
        var projection = ProjectionTransform()
        projection.m13 = 0.5
        // (2, 2) → (2, 2) / (0.5·2 + 1) = (1, 1).
        #expect(CGPoint(x: 2, y: 2).applying(projection) == CGPoint(x: 1, y: 1))
        #expect(!projection.isAffine)
    }

    /// Concatenation applies the left transform first; the inverse undoes it.
    @Test func concatenationAndInverse() {
        var projection = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        projection = projection.concatenating(ProjectionTransform(CGAffineTransform(translationX: 10, y: 0)))
        #expect(CGPoint(x: 1, y: 1).applying(projection) == CGPoint(x: 12, y: 2))
        var perspective = projection
        perspective.m23 = 0.01
        let roundTrip = CGPoint(x: 5, y: 7).applying(perspective).applying(perspective.inverted())
        #expect(abs(roundTrip.x - 5) < 1e-9 && abs(roundTrip.y - 7) < 1e-9)
    }

    /// A singular transform does not invert and is left unchanged.
    @Test func aSingularTransformDoesNotInvert() {
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let inverted = singular.invert()
        #expect(!inverted)
        #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
    }

    /// The affine approximation is exact for affine transforms, and for a perspective it
    /// keeps the mean of the mapped corners.
    @Test func theAffineApproximation() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let affine = CGAffineTransform(a: 1, b: 0.2, c: 0.3, d: 2, tx: 5, ty: 6)
        #expect(ProjectionTransform(affine).affineApproximation(over: rect) == affine)
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        let fit = perspective.affineApproximation(over: rect)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 20), CGPoint(x: 40, y: 20)]
        let exact = corners.map { $0.applying(perspective) }
        let fitted = corners.map { $0.applying(fit) }
        let meanExact = exact.reduce(0) { $0 + $1.x } / 4, meanFitted = fitted.reduce(0) { $0 + $1.x } / 4
        #expect(abs(meanExact - meanFitted) < 1e-9)
    }
}
