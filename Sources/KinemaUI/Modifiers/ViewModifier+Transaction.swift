import Foundation

extension ViewModifier {
    /// Returns a new version of the modifier that will apply `animation` to all animatable values
    /// within the modifier.
    ///
    /// ```swift
    /// struct Fade: ViewModifier {
    ///     var visible: Bool
    ///     func body(content: Content) -> some View {
    ///         content.opacity(visible ? 1 : 0)
    ///     }
    /// }
    ///
    /// Text("Hello").modifier(Fade(visible: visible).animation(.easeInOut))
    /// ```
    ///
    /// The animation applies to what the modifier's body builds around its content (above, the
    /// opacity), in every update, as the deprecated `View.animation(_:)` does; the content keeps
    /// the transaction it had outside. A transaction that disables animations is left alone, and a
    /// `nil` animation makes the modifier's changes immediate.
    public func animation(_ animation: Animation?) -> some ViewModifier {
        _TransactionScopedModifier(base: self) { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Returns a new version of the modifier that will apply the transaction mutation function
    /// `transform` to all transactions within the modifier.
    ///
    /// ```swift
    /// Text("Hello").modifier(Fade(visible: visible).transaction { $0.animation = .bouncy })
    /// ```
    ///
    /// As with ``ViewModifier/animation(_:)``, the content the modifier wraps keeps the transaction
    /// it had outside.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        _TransactionScopedModifier(base: self, transform: transform)
    }
}

/// A modifier whose own body runs under a rewritten transaction; its content keeps the outer one.
struct _TransactionScopedModifier<Base: ViewModifier>: ViewModifier {
    let base: Base
    let transform: (inout Transaction) -> Void

    func body(content: Content) -> some View {
        // The body-scoped transaction form: what `base` builds inside the closure sees the
        // rewritten transaction; the placeholder (the content) restores the outer one.
        content.transaction(transform) { placeholder in
            placeholder.modifier(base)
        }
    }
}
