// The built-in values are keys like any custom one, so a nested `withTransaction` overrides
// exactly the ones it set.

struct AnimationKey: TransactionKey {
    static var defaultValue: Animation? { nil }
}

struct DisablesAnimationsKey: TransactionKey {
    static var defaultValue: Bool { false }
}

private struct IsContinuousKey: TransactionKey {
    static var defaultValue: Bool { false }
}

struct TracksVelocityKey: TransactionKey {
    static var defaultValue: Bool { false }
}

extension Transaction {
    /// The animation, if any, associated with the current state change.
    ///
    /// ```swift
    /// .transaction { $0.animation = $0.avatarTapped ? .bouncy : .smooth }
    /// ```
    ///
    /// `nil` (the default) means the change is not animated. Setting `nil` explicitly counts as
    /// set: inside a nested `withTransaction`, it removes an enclosing animation.
    public var animation: Animation? {
        get { storedAnimation }
        set { self[AnimationKey.self] = newValue }
    }

    /// Whether views should disable animations; `false` by default.
    ///
    /// ```swift
    /// var transaction = Transaction(animation: .linear)
    /// transaction.disablesAnimations = true
    /// withTransaction(transaction) { isZoomed.toggle() } // shows the change at once
    /// ```
    ///
    /// When `true`, animation modifiers (`animation(_:value:)`, `animation(_:body:)`) do not insert
    /// their animation, and animatable attributes show the changes made under the transaction
    /// without animating them.
    ///
    /// > Note: Apple documents only the first effect (SwiftUI sets the flag during the first phase
    /// > of a two-part transition); Kinema's animatable attributes also honour it, as its runtime's
    /// > specification asks.
    public var disablesAnimations: Bool {
        get { storedDisablesAnimations }
        set { self[DisablesAnimationsKey.self] = newValue }
    }

    /// Whether the transaction comes from an action that produces a sequence of values, such as
    /// dragging a slider or holding a stepper; `false` by default.
    ///
    /// ```swift
    /// var transaction = Transaction()
    /// transaction.isContinuous = true
    /// withTransaction(transaction) { value = dragValue }
    /// ```
    public var isContinuous: Bool {
        get { self[IsContinuousKey.self] }
        set { self[IsContinuousKey.self] = newValue }
    }

    /// Whether the transaction tracks the velocity of the animatable properties it changes, so that
    /// a later animated change can start at that velocity; `false` by default.
    ///
    /// ```swift
    /// var transaction = Transaction()
    /// transaction.tracksVelocity = true
    /// withTransaction(transaction) { offset = dragOffset }   // tracked
    /// withAnimation(.spring) { offset = 0 }                  // starts at the tracked velocity
    /// ```
    ///
    /// Tracking and animating exclude each other: a change with an animation leaves velocity to
    /// that animation. SwiftUI's gesture `onChanged` and `updating` callbacks set it.
    public var tracksVelocity: Bool {
        get { storedTracksVelocity }
        set { self[TracksVelocityKey.self] = newValue }
    }
}
