import Foundation
import KinemaCore

extension CGAffineTransform {
    /// Whether all six components are finite. (Inlinable: frames check every transform they write.)
    @inlinable
    package var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The factor lengths are scaled by, on average: √|det|.
    package var lengthScale: CGFloat {
        abs(a * d - b * c).squareRoot()
    }
}

extension CGRect {
    /// Whether origin and size are finite.
    package var hasFiniteComponents: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension Double {
    /// An opacity made safe: clamped to 0…1, NaN read as 0.
    package var clampedOpacity: Double {
        isNaN ? 0 : Swift.min(Swift.max(self, 0), 1)
    }
}
