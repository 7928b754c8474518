import Foundation

/// A symbol rendering mode.
///
/// ```swift
/// Image(systemName: "checkmark.circle.fill")
///     .symbolRenderingMode(.hierarchical)
///     .foregroundStyle(.green)
/// ```
///
/// > Note: Kinema's symbols are drawn as one layer, so every mode draws them as ``monochrome``
/// > does: filled with the foreground style. The modes are kept so that SwiftUI code compiles and
/// > so that a future multi-layer artwork can honour them.
public struct SymbolRenderingMode: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case monochrome, multicolor, hierarchical, palette
    }

    private let kind: Kind

    /// A mode that renders symbols as a single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)

    /// A mode that renders symbols as multiple layers with their inherit styles.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)

    /// A mode that renders symbols as multiple layers, with different opacities applied to the
    /// foreground style.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)

    /// A mode that renders symbols as multiple layers, with different styles applied to the
    /// layers.
    public static let palette = SymbolRenderingMode(kind: .palette)
}
