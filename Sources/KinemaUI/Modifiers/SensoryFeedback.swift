import Foundation

/// Represents a type of haptic and/or audio feedback that can be played.
///
/// ```swift
/// Button("Add") { count += 1 }
///     .sensoryFeedback(.increase, trigger: count)
/// ```
///
/// > Note: A Kinema host has no haptics or sound: feedback is accepted and never played.
public struct SensoryFeedback: Equatable, Sendable {
    private enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
        case pathComplete
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// Indicates that a task or action has completed.
    public static let success = SensoryFeedback(.success)
    /// Indicates that a task or action has produced a warning of some kind.
    public static let warning = SensoryFeedback(.warning)
    /// Indicates that an error has occurred.
    public static let error = SensoryFeedback(.error)
    /// Indicates that a UI element's values are changing.
    public static let selection = SensoryFeedback(.selection)
    /// Indicates that an important value increased above a significant threshold.
    public static let increase = SensoryFeedback(.increase)
    /// Indicates that an important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(.decrease)
    /// Indicates that an activity started.
    public static let start = SensoryFeedback(.start)
    /// Indicates that an activity stopped.
    public static let stop = SensoryFeedback(.stop)
    /// Indicates the alignment of a dragged item.
    public static let alignment = SensoryFeedback(.alignment)
    /// Indicates movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(.levelChange)
    /// Indicates a drawn path has completed and/or recognized.
    public static let pathComplete = SensoryFeedback(.pathComplete)
    /// Provides a physical metaphor you can use to complement a visual experience.
    public static let impact = SensoryFeedback(.impact(weight: nil, flexibility: nil, intensity: 1))

    /// Provides a physical metaphor you can use to complement a visual experience.
    ///
    /// - Parameters:
    ///   - weight: The weight of the colliding objects (medium by default).
    ///   - intensity: The strength of the impact, from 0 to 1 (1 by default).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(.impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    /// Provides a physical metaphor you can use to complement a visual experience.
    ///
    /// - Parameters:
    ///   - flexibility: The flexibility of the colliding objects.
    ///   - intensity: The strength of the impact, from 0 to 1 (1 by default).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(.impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }

    /// The weight to be represented by a type of feedback.
    public struct Weight: Equatable, Sendable {
        private let value: Int

        /// Indicates a collision between small or lightweight UI objects.
        public static let light = Weight(value: 0)
        /// Indicates a collision between medium-sized or medium-weight UI objects.
        public static let medium = Weight(value: 1)
        /// Indicates a collision between large or heavyweight UI objects.
        public static let heavy = Weight(value: 2)
    }

    /// The flexibility to be represented by a type of feedback.
    public struct Flexibility: Equatable, Sendable {
        private let value: Int

        /// Indicates a collision between hard or inflexible UI objects.
        public static let rigid = Flexibility(value: 0)
        /// Indicates a collision between solid UI objects of medium flexibility.
        public static let solid = Flexibility(value: 1)
        /// Indicates a collision between soft or flexible UI objects.
        public static let soft = Flexibility(value: 2)
    }
}

extension View {
    /// Plays the specified `feedback` when the provided `trigger` value changes.
    ///
    /// ```swift
    /// ContentView()
    ///     .sensoryFeedback(.selection, trigger: showAccessory)
    /// ```
    ///
    /// > Note: Accepted and never played: a Kinema host has no haptics or sound.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }

    /// Plays the specified `feedback` when the provided `trigger` value changes and the
    /// `condition` closure returns `true`.
    ///
    /// ```swift
    /// ContentView(phase: $phase)
    ///     .sensoryFeedback(.selection, trigger: phase) { old, new in old == .inactive }
    /// ```
    ///
    /// > Note: Accepted and never played; `condition` is never called.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        self
    }

    /// Plays feedback when returned from the `feedback` closure after the provided `trigger` value
    /// changes.
    ///
    /// ```swift
    /// ContentView(isExpanded: $isExpanded)
    ///     .sensoryFeedback(trigger: isExpanded) { old, new in new ? .impact : nil }
    /// ```
    ///
    /// > Note: Accepted and never played; `feedback` is never called.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        self
    }

    /// Plays feedback when returned from the `feedback` closure after the provided `trigger` value
    /// changes.
    ///
    /// ```swift
    /// ContentView(isExpanded: $isExpanded)
    ///     .sensoryFeedback(trigger: isExpanded) { isExpanded ? .impact : nil }
    /// ```
    ///
    /// > Note: Accepted and never played; `feedback` is never called.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        self
    }
}
