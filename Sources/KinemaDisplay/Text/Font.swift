import Foundation

/// A font: a text style or a size, with a design, a weight and other traits, resolved when text is
/// measured and drawn.
///
/// ```swift
/// Text("Kinema").font(.largeTitle)
/// Text("42").font(.system(size: 64, weight: .bold, design: .rounded).monospacedDigit())
/// Text("Caption").font(.caption.italic())
/// ```
///
/// Text styles have the sizes and default weights of iOS's default Dynamic Type size ("Large"),
/// and the line heights of Apple's Human Interface Guidelines typography table for that size.
/// Every font is measured with the glyph advances of a DejaVu face (see ``DisplayList/FontFace``):
/// DejaVu Sans for the default and rounded designs and for custom fonts, DejaVu Serif for serif,
/// DejaVu Sans Mono for monospaced.
///
/// > Note: SwiftUI resolves a font against the environment (Dynamic Type size, legibility weight,
/// > platform). Kinema resolves every font at the default "Large" size, and draws San Francisco and
/// > New York with DejaVu metrics, so text is about 5–10 % wider than on an iPhone.
public struct Font: Hashable, Sendable {
    /// What sets the font's size.
    enum Base: Hashable, Sendable {
        /// A Dynamic Type text style.
        case textStyle(TextStyle)
        /// The system font at a fixed size.
        case system(size: CGFloat)
        /// A named font at a size, scaling like `relativeTo` (`nil`: a fixed size).
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var design: Design?
    var weight: Weight?
    var width: Width?
    var isItalic = false
    var isMonospaced = false
    var isMonospacedDigit = false
    var leading: Leading = .standard

    init(base: Base, design: Design? = nil, weight: Weight? = nil) {
        self.base = base
        self.design = design
        self.weight = weight
    }

    // MARK: - Text styles

    /// A font with the large title text style: 34 points, regular.
    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    /// A font with the title text style: 28 points, regular.
    public static let title = Font(base: .textStyle(.title))
    /// A font for second level hierarchical headings: 22 points, regular.
    public static let title2 = Font(base: .textStyle(.title2))
    /// A font for third level hierarchical headings: 20 points, regular.
    public static let title3 = Font(base: .textStyle(.title3))
    /// A font with the headline text style: 17 points, semibold.
    public static let headline = Font(base: .textStyle(.headline))
    /// A font with the subheadline text style: 15 points, regular.
    public static let subheadline = Font(base: .textStyle(.subheadline))
    /// A font with the body text style: 17 points, regular. Text uses it when no font is set.
    public static let body = Font(base: .textStyle(.body))
    /// A font with the callout text style: 16 points, regular.
    public static let callout = Font(base: .textStyle(.callout))
    /// A font with the footnote text style: 13 points, regular.
    public static let footnote = Font(base: .textStyle(.footnote))
    /// A font with the caption text style: 12 points, regular.
    public static let caption = Font(base: .textStyle(.caption))
    /// A font with the alternate caption text style: 11 points, regular.
    public static let caption2 = Font(base: .textStyle(.caption2))

    // MARK: - System and custom fonts

    /// Gets a system font that uses the specified style, design, and weight.
    ///
    /// ```swift
    /// Text("Hello").font(.system(.body, design: .serif, weight: .bold))
    /// ```
    ///
    /// - Parameters:
    ///   - style: The text style: its size and line height.
    ///   - design: The design, or `nil` for the default.
    ///   - weight: The weight, or `nil` for the style's own (semibold for headlines, else regular).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), design: design, weight: weight)
    }

    /// Specifies a system font to use, along with the style, weight, and any design parameters you
    /// want applied to the text.
    ///
    /// ```swift
    /// Text("Hello").font(.system(size: 17, weight: .semibold))
    /// ```
    ///
    /// - Parameters:
    ///   - size: The size in points. Sizes are clamped to 0…``maximumSize``; NaN becomes 0, so
    ///     the text measures and draws as nothing.
    ///   - weight: The weight, or `nil` for regular.
    ///   - design: The design, or `nil` for the default.
    ///
    /// The line height is the DejaVu face's ascender + descender + line gap, scaled to `size`
    /// (1.164 em for DejaVu Sans), not a text style's.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), design: design, weight: weight)
    }

    /// Create a custom font with the given `name` and `size` that scales with the body text style.
    ///
    /// ```swift
    /// Text("Menu").font(.custom("Georgia-Bold", size: 20))
    /// ```
    ///
    /// Kinema ships no other fonts: a custom font is measured and drawn with the DejaVu face its
    /// name suggests — DejaVu Sans Mono for names with "Mono", "Courier" or "Menlo"; DejaVu Serif
    /// for names with "Serif" (but not "Sans"), "Times", "Georgia", "Garamond", "Baskerville",
    /// "Palatino" or "New York"; otherwise DejaVu Sans — bold when the name says "Bold", "Heavy",
    /// "Black" or "Semibold", slanted when it says "Italic" or "Oblique", light when it says
    /// "Light" or "Thin". The name is kept in the display list (``DisplayList/ResolvedFont/name``).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// Create a custom font with the given `name` and `size` that scales relative to the given
    /// `textStyle`.
    ///
    /// ```swift
    /// Text("Chapter 1").font(.custom("Baskerville", size: 30, relativeTo: .title))
    /// ```
    ///
    /// Kinema draws at the default Dynamic Type size, where the font is exactly `size` points.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// Create a custom font with the given `name` and a fixed `size` that does not scale with
    /// Dynamic Type.
    ///
    /// ```swift
    /// Text("00:42").font(.custom("Menlo", fixedSize: 24))
    /// ```
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// The largest font size Kinema measures: larger sizes (and +∞) are clamped to it.
    public static let maximumSize: CGFloat = 4096

    // MARK: - Modifiers

    /// Adds italics to the font.
    ///
    /// ```swift
    /// Text("Aside").font(.body.italic())
    /// ```
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// Adds bold styling to the font: the same as `weight(.bold)`.
    ///
    /// ```swift
    /// Text("Warning").font(.callout.bold())
    /// ```
    public func bold() -> Font {
        weight(.bold)
    }

    /// Sets the weight of the font.
    ///
    /// ```swift
    /// Text("Thin").font(.largeTitle.weight(.thin))
    /// ```
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// Sets the width of the font.
    ///
    /// ```swift
    /// Text("Narrow").font(.body.width(.condensed))
    /// ```
    ///
    /// > Note: Kinema measures every width with the standard-width DejaVu faces: the width is kept
    /// > but changes neither measurement nor drawing.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }

    /// Returns a fixed-width font from the same family as the base font: DejaVu Sans Mono.
    ///
    /// ```swift
    /// Text("let x = 1").font(.body.monospaced())
    /// ```
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }

    /// Returns a modified font that uses fixed-width digits, while leaving other characters
    /// proportionally spaced: every digit takes the widest digit's advance.
    ///
    /// ```swift
    /// Text("\(count)").font(.title.monospacedDigit())
    /// ```
    ///
    /// DejaVu's digits already share one advance, so this changes measurement only for faces
    /// whose digits differ.
    public func monospacedDigit() -> Font {
        var font = self
        font.isMonospacedDigit = true
        return font
    }

    /// Adjusts the line spacing of a font: `.tight` takes 2 points from the line height and
    /// `.loose` adds 2, as Apple documents for platforms other than watchOS.
    ///
    /// ```swift
    /// let myFont = Font.body.leading(.tight)   // 22 − 2 = 20-point lines
    /// ```
    public func leading(_ leading: Leading) -> Font {
        var font = self
        font.leading = leading
        return font
    }
}
