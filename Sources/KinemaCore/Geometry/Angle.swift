import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// quarter.radians          // π / 2
/// (quarter * 2).degrees    // 180
/// ```
///
/// Its animatable data is the angle in radians multiplied by 128, as SwiftUI's is: the larger
/// magnitude lets absolute settling thresholds (such as a spring's) work for small angles.
public struct Angle: Hashable, Comparable, Sendable, Codable {
    /// The size of the angle, in radians.
    public var radians: Double

    /// The size of the angle, in degrees.
    public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    /// Creates a zero angle.
    @inlinable
    public init() { self.radians = 0 }

    /// Creates an angle of the given size in radians.
    @inlinable
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle of the given size in degrees.
    public init(degrees: Double) { self.radians = degrees * (.pi / 180.0) }

    /// An angle of zero.
    public static let zero = Angle()

    /// Returns an angle of the given size in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// Returns an angle of the given size in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    // Encoded as a bare number of radians, the same shape SwiftUI encodes.
    public init(from decoder: any Decoder) throws {
        self.radians = try decoder.singleValueContainer().decode(Double.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(radians)
    }
}

extension Angle: Animatable {
    /// The angle in radians, scaled by 128.
    public var animatableData: Double {
        get { radians * 128 }
        set { radians = newValue / 128 }
    }
}

// Arithmetic, so client code can write `angle * 2` or `a + b` as it reads.
extension Angle {
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The opposite angle.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    /// The angle multiplied by a factor.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle multiplied by a factor.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    /// The angle divided by a factor.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}

extension Angle: CustomStringConvertible {
    public var description: String { "\(degrees)°" }
}
