import Foundation

/// A symbol rendering mode.
///
/// ```swift
/// Image(systemName: "checkmark.circle.fill")
///     .symbolRenderingMode(.hierarchical)
///     .foregroundStyle(.green)
/// ```
///
/// Kinema's symbols with more than one part have layers — a badge's mark is the primary layer and
/// its disc or ring the secondary (`checkmark.circle.fill`, `xmark.circle`, `info.circle`,
/// `plus.circle`, `exclamationmark.triangle`…) — which ``hierarchical`` and ``palette`` paint apart
/// (the secondary at 0.6 opacity, or in the second `foregroundStyle(_:_:)` style). ``multicolor``
/// and `renderingMode(.original)` draw `heart`, `flame`, `sun.max` (and their `.fill`s) and
/// `exclamationmark.triangle.fill` in their own colours; other symbols keep the foreground
/// style, as SwiftUI draws a symbol without multicolor annotations.
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
