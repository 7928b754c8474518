import Foundation

/// A type that describes the ability to select text.
///
/// ```swift
/// Text(code).textSelection(.enabled)
/// ```
public protocol TextSelectability {
    /// A Boolean value that indicates whether the selectability type allows selection.
    static var allowsSelection: Bool { get }
}

/// A selectability type that enables text selection by the person using your app.
public struct EnabledTextSelectability: TextSelectability {
    /// Text in this view is selectable.
    public static var allowsSelection: Bool { true }
}

/// A selectability type that disables text selection by the person using your app.
public struct DisabledTextSelectability: TextSelectability {
    /// Text in this view is not selectable.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// A selectability value that enables text selection.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// A selectability value that disables text selection.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Controls whether people can select text within this view (accepted: a Kinema host has no
    /// selection).
    ///
    /// ```swift
    /// Text(code).textSelection(.enabled)
    /// ```
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        self
    }
}
