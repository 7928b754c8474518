import Foundation

extension ContentTransition {
    /// A content transition that replaces a symbol with another using the symbol effect you
    /// specify.
    ///
    /// ```swift
    /// Image(systemName: isMuted ? "speaker.slash" : "speaker")
    ///     .contentTransition(.symbolEffect(.replace))
    /// ```
    ///
    /// > Note: Accepted: Kinema shows the new symbol at once.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(kind: .symbolEffect)
    }

    /// The default symbol effect content transition (accepted, as
    /// ``ContentTransition/symbolEffect(_:options:)``).
    public static var symbolEffect: ContentTransition { ContentTransition(kind: .symbolEffect) }
}

/// A transition that applies a symbol effect to the symbol images of an inserted or removed view.
///
/// ```swift
/// if isFavorite {
///     Image(systemName: "star.fill").transition(.symbolEffect(.appear))
/// }
/// ```
///
/// > Note: Kinema has no symbol layers: the whole view scales from 0.5 and fades in as it is
/// > inserted, and the reverse as it is removed, as the appear and disappear effects look.
public struct SymbolEffectTransition: Transition {
    /// Creates a transition that applies `effect` to symbol images.
    public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions) {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// A transition that applies the default symbol effect transition to symbol images within the
    /// inserted or removed view hierarchy.
    public static var symbolEffect: SymbolEffectTransition {
        SymbolEffectTransition(effect: AutomaticSymbolEffect(), options: .default)
    }

    /// Creates a transition that applies the provided effect to symbol images within the inserted
    /// or removed view hierarchy.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
