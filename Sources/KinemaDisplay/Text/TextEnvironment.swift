import Foundation

/// The environment values that style text: what the view modifiers `font(_:)`, `fontWeight(_:)`,
/// `fontDesign(_:)`, `bold()`, `italic()`, `multilineTextAlignment(_:)`, `lineLimit(_:)`,
/// `truncationMode(_:)` and `textCase(_:)` set for every text below them, and the image scale and
/// symbol rendering mode that size and draw the symbols among them.
///
/// ```swift
/// var environment = TextEnvironment()
/// environment.font = .title
/// environment.multilineTextAlignment = .center
/// let layout = Text("Hello").resolve(in: environment)
/// ```
///
/// The host fills it from the view's environment; a `Text`'s own modifiers override it.
package struct TextEnvironment: Hashable, Sendable {
    /// The font, or `nil` for ``Font/body``.
    package var font: Font?
    /// A weight applied to fonts that do not set their own.
    package var fontWeight: Font.Weight?
    /// A design applied to every font.
    package var fontDesign: Font.Design?
    /// Whether text is bold (from the view modifier `bold()`).
    package var isBold = false
    /// Whether text is italic (from the view modifier `italic()`).
    package var isItalic = false
    /// Whether digits take the widest digit's advance (from the view modifier `monospacedDigit()`).
    package var isMonospacedDigit = false
    /// How lines align.
    package var multilineTextAlignment: TextAlignment = .leading
    /// The most lines shown, or `nil` for no limit.
    package var lineLimit: Int?
    /// The space between lines (`lineSpacing(_:)`), in points.
    package var lineSpacing: CGFloat = 0
    /// Where a cut line loses its text.
    package var truncationMode: Text.TruncationMode = .tail
    /// A case transform applied to all text, or `nil` for none.
    package var textCase: Text.Case?
    /// How large symbols are relative to the font (from `imageScale(_:)`): symbols are sized by
    /// the font in effect, so they share this environment.
    package var imageScale: Image.Scale = .medium
    /// The symbol rendering mode set by `symbolRenderingMode(_:)`, or `nil` for automatic.
    package var symbolRenderingMode: SymbolRenderingMode?
    /// The secondary and tertiary foreground styles set by `foregroundStyle(_:_:)` and
    /// `foregroundStyle(_:_:_:)`, which paint a symbol's other layers; empty when only a primary
    /// style is set.
    package var symbolLayerColors: [Color] = []

    /// The default environment: body font, leading alignment, no limit.
    package init() {}
}

extension Text {
    /// Resolves the text's styles against an environment and lays it out at its ideal size (one
    /// line per paragraph): what the display list draws.
    ///
    /// ```swift
    /// let layout = (Text("Hi ").bold() + Text("there")).resolve(in: TextEnvironment())
    /// layout.runs.map(\.font.face)   // [.sansBold, .sans]
    /// ```
    ///
    /// Adjacent parts that resolve to the same style share one run; empty parts have none.
    package func resolve(in environment: TextEnvironment) -> DisplayList.TextLayout {
        var runs: [DisplayList.TextRun] = []
        for segment in segments where !segment.string.isEmpty {
            let run = segment.style.resolve(segment.string, in: environment)
            if var last = runs.last, last.hasSameStyle(as: run) {
                last.string += run.string
                runs[runs.count - 1] = last
            } else {
                runs.append(run)
            }
        }
        return DisplayList.TextLayout(
            runs: runs, alignment: environment.multilineTextAlignment, lineLimit: environment.lineLimit,
            truncationMode: environment.truncationMode, lineSpacing: environment.lineSpacing)
    }

    /// The text's characters, unstyled.
    package var plainString: String {
        segments.map(\.string).joined()
    }
}

extension Text.Style {
    /// The run a segment's string draws as, in an environment.
    package func resolve(_ string: String, in environment: TextEnvironment) -> DisplayList.TextRun {
        let font = self.font ?? environment.font ?? .body
        // Bolding beats a weight at the same level; the text's own beats the environment's; a
        // font's own weight beats the environment's weight.
        let weight: Font.Weight? =
            if isBold == true { .bold }
            else if let weight { weight }
            else if isBold == nil && environment.isBold { .bold }
            else { font.weight ?? environment.fontWeight }
        let resolvedFont = font.resolved(
            weight: weight,
            design: (isMonospaced == true ? .monospaced : nil) ?? design ?? environment.fontDesign,
            italic: isItalic ?? (environment.isItalic || font.isItalic),
            monospacedDigit: isMonospacedDigit ?? (environment.isMonospacedDigit || font.isMonospacedDigit))
        let textCase: Text.Case? = switch self.textCase {
        case .transformed(let textCase): textCase
        case .unchanged: nil
        case nil: environment.textCase
        }
        return DisplayList.TextRun(
            textCase?.apply(to: string) ?? string,
            font: resolvedFont,
            color: color,
            paint: paint,
            underline: underline?.lineStyle,
            strikethrough: strikethrough?.lineStyle,
            // Tracking wins over kerning, as in SwiftUI.
            tracking: tracking ?? kerning ?? 0,
            baselineOffset: baselineOffset ?? 0)
    }
}

extension DisplayList.TextRun {
    /// Whether two runs differ only in their characters.
    func hasSameStyle(as other: Self) -> Bool {
        font == other.font && color == other.color && paint == other.paint && underline == other.underline
            && strikethrough == other.strikethrough && tracking == other.tracking
            && baselineOffset == other.baselineOffset
    }
}
