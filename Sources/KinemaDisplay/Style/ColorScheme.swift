import Foundation

/// The possible color schemes, corresponding to the light and dark appearances.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// var body: some View { Circle().fill(colorScheme == .dark ? .white : .black) }
/// ```
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The color scheme that corresponds to a light appearance.
    case light
    /// The color scheme that corresponds to a dark appearance.
    case dark
}
