import Foundation

extension Spring {
    /// A smooth spring with a predefined duration and no bounce: duration 0.5, bounce 0.
    ///
    /// ```swift
    /// Spring.smooth.dampingRatio // 1
    /// ```
    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }

    /// A smooth spring with a predefined duration and no bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration; defaults to 0.5.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// A spring with a predefined duration and a small amount of bounce: duration 0.5, bounce 0.15.
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }

    /// A spring with a small amount of bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration; defaults to 0.5.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration and a medium amount of bounce: duration 0.5, bounce 0.3.
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }

    /// A spring with a medium amount of bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration; defaults to 0.5.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
