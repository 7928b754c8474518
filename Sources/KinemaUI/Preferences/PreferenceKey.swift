import Foundation

/// A named value produced by a view.
///
/// A view sets a value for a key with ``View/preference(key:value:)``; views above it read the
/// values of everything below them, combined with ``reduce(value:nextValue:)`` in the order the
/// views appear, with ``View/onPreferenceChange(_:perform:)`` or
/// ``View/overlayPreferenceValue(_:_:)``:
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///         value = max(value, nextValue())
///     }
/// }
///
/// VStack {
///     Text("Short").background(GeometryReader { proxy in
///         Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
///     })
/// }
/// .onPreferenceChange(WidthKey.self) { widest = $0 }
/// ```
///
/// Only views that set the key take part: a container with one such view passes its value up
/// unchanged, with several folds the later ones into the first, child by child, and with none
/// has no value (readers then see ``defaultValue``).
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The default value of the preference: what a reader sees when no view sets the key.
    /// Reducing a value with the default must not change it.
    static var defaultValue: Value { get }

    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value: called for each later sibling's value,
    /// in the order the views appear.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Let nil-expressible values' default value be `nil`.
    public static var defaultValue: Value { nil }
}
