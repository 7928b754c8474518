import Foundation

/// Options that configure how effects apply to symbol-based images.
///
/// ```swift
/// Image(systemName: "heart")
///     .symbolEffect(.bounce, options: .repeat(3).speed(2), value: likes)
/// ```
///
/// Kinema reads the repeat count (how many times a value-triggered effect plays, clamped to
/// 1…100) and the speed (a multiplier of the effect's pace; zero, negative, NaN and infinite
/// speeds read as 1). Effects that run while active loop for as long as they are active.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect plays; `nil`: the default, once.
    var repeatCount: Int?
    /// Whether the effect prefers to repeat indefinitely.
    var prefersRepeating: Bool?
    /// The pace multiplier as given (see ``resolvedSpeed``).
    var speedMultiplier: Double = 1
    /// The preferred repeat behaviour, kept.
    var repeatBehavior: RepeatBehavior?

    /// The default set of effect options.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }

    /// A default set of effect options that prefers to repeat indefinitely.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }

    /// A set of effect options that prefers to repeat indefinitely.
    public var repeating: SymbolEffectOptions {
        var copy = self
        copy.prefersRepeating = true
        copy.repeatCount = nil
        return copy
    }

    /// A default set of effect options that prefers to not repeat.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

    /// A set of effect options that prefers to not repeat.
    public var nonRepeating: SymbolEffectOptions {
        var copy = self
        copy.prefersRepeating = false
        copy.repeatCount = 1
        return copy
    }

    /// A default set of effect options with a preferred repeat count.
    ///
    /// - Parameter count: The preferred number of times to play the effect, or `nil` for the
    ///   default number of times.
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        SymbolEffectOptions().repeat(count)
    }

    /// A set of effect options with a preferred repeat count.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var copy = self
        copy.repeatCount = count
        copy.prefersRepeating = count.map { $0 > 1 }
        return copy
    }

    /// A default set of effect options with a preferred repeat behavior.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions().repeat(behavior)
    }

    /// A set of effect options with a preferred repeat behavior.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repeatBehavior = behavior
        copy.repeatCount = behavior.count
        copy.prefersRepeating = true
        return copy
    }

    /// A default set of effect options with a preferred speed multiplier.
    public static func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions().speed(speed)
    }

    /// A set of effect options with a preferred speed multiplier.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speedMultiplier = speed
        return copy
    }

    /// The speed Kinema runs at: the multiplier when it is finite and positive, otherwise 1.
    var resolvedSpeed: Double {
        speedMultiplier.isFinite && speedMultiplier > 0 ? speedMultiplier : 1
    }

    /// How many times a value-triggered effect plays: the repeat count clamped to 1…100 (once by
    /// default and for an indefinite preference).
    var resolvedCount: Int {
        min(max(repeatCount ?? 1, 1), 100)
    }

    /// The behavior to use when requesting any repetition on a symbol effect.
    public struct RepeatBehavior: Hashable, Sendable {
        let isContinuous: Bool
        let count: Int?
        let delay: Double?

        /// A repeat behavior that prefers to repeat indefinitely, using continuous animations if
        /// available.
        public static var continuous: RepeatBehavior { RepeatBehavior(isContinuous: true, count: nil, delay: nil) }

        /// A repeat behavior that prefers to repeat indefinitely using periodic animations.
        public static var periodic: RepeatBehavior { RepeatBehavior(isContinuous: false, count: nil, delay: nil) }

        /// A repeat behavior that prefers to repeat using periodic animations, a number of times
        /// and with a delay between them (the delay is accepted; Kinema plays repetitions back to
        /// back).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(isContinuous: false, count: count, delay: delay)
        }
    }
}
