import Foundation

extension Color: Animatable {
    /// The colour as a vector: linear-light red, green and blue and the opacity, each scaled by
    /// 128 (as SwiftUI scales small-valued animatable data, so springs settle sensibly).
    ///
    /// Interpolating in linear light, as SwiftUI does, keeps a red-to-green fade from dipping into a
    /// muddy dark midpoint.
    ///
    /// ```swift
    /// Text("Overdue").foregroundStyle(isLate ? .red : .primary)   // animates between the two
    /// ```
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get {
            AnimatablePair(
                AnimatablePair(Self.linear(red) * 128, Self.linear(green) * 128),
                AnimatablePair(Self.linear(blue) * 128, opacity * 128))
        }
        set {
            self = Color(
                red: Self.encoded(newValue.first.first / 128), green: Self.encoded(newValue.first.second / 128),
                blue: Self.encoded(newValue.second.first / 128), opacity: newValue.second.second / 128)
        }
    }

    /// The sRGB transfer function's inverse (IEC 61966-2-1): encoded value to linear light.
    static func linear(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function: linear light to encoded value (NaN reads as 0).
    static func encoded(_ linear: Double) -> Double {
        guard linear.isFinite else { return 0 }
        let clamped = min(max(linear, 0), 1)
        return clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * pow(clamped, 1 / 2.4) - 0.055
    }
}
