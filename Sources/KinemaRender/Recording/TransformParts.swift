import Foundation
import KinemaCore

/// A transform's linear part read as a rotation followed by a scale along each axis —
/// `[[a c] [b d]] = R(degrees) · diag(x, y)` where the transform has no shear — chosen to be
/// continuous with the previous frame's reading.
///
/// A transform has two such readings, (θ, sx, sy) and (θ + 180°, −sx, −sy), and atan2 alone flips
/// between them when a scale passes through zero (a spring scaling a view down past 0 would read
/// as a half turn): the reading whose angle is nearer the previous one is taken, whole turns are
/// added so a spin keeps counting, and a transform with no first column (scaled to nothing)
/// keeps the previous angle. The vertical scale is the determinant over the horizontal one, so
/// a mirror reads as a negative vertical scale.
struct TransformParts: Equatable {
    var degrees: Double
    var x: Double
    var y: Double

    /// The reading of `t` nearest `previous` degrees; `nil` when a number is not finite.
    init?(_ t: CGAffineTransform, after previous: Double?) {
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        let length = (a * a + b * b).squareRoot()
        guard length.isFinite, (c * c + d * d).isFinite else { return nil }
        var degrees: Double
        if length > 1e-12 {
            degrees = atan2(b, a) * 180 / .pi
            if let last = previous {
                degrees += 360 * ((last - degrees) / 360).rounded()
                // The other reading, half a turn away, when it is nearer.
                if abs(degrees + 180 - last) < abs(degrees - last) { degrees += 180 }
                if abs(degrees - 180 - last) < abs(degrees - last) { degrees -= 180 }
            }
        } else {
            degrees = previous ?? 0
        }
        let radians = degrees * .pi / 180
        let x = a * cos(radians) + b * sin(radians)
        let y = abs(x) > 1e-12 ? (a * d - b * c) / x : -c * sin(radians) + d * cos(radians)
        guard degrees.isFinite, x.isFinite, y.isFinite else { return nil }
        self.degrees = degrees
        self.x = x
        self.y = y
    }

    /// The largest distance, over points within `radius` of the anchor, between where `t`'s linear
    /// part sends them and where the rotation and scales do: 0 without shear.
    func shearError(of t: CGAffineTransform, radius: Double) -> Double {
        let radians = degrees * .pi / 180
        let c = -y * sin(radians), d = y * cos(radians)
        // The first column matches by construction; the second is off by (Δc, Δd).
        return ((Double(t.c) - c) * (Double(t.c) - c) + (Double(t.d) - d) * (Double(t.d) - d)).squareRoot() * radius
    }
}
