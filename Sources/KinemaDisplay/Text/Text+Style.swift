import Foundation

extension Text {
    /// What a text's modifiers set, for one segment. `nil` leaves a field to an outer modifier,
    /// then to the environment.
    package struct Style: Equatable, Sendable {
        var font: Font?
        var weight: Font.Weight?
        /// `true` from `bold()`, `false` from `bold(false)`, which keeps outer bolding away.
        var isBold: Bool?
        var isItalic: Bool?
        var design: Font.Design?
        var width: Font.Width?
        var isMonospaced: Bool?
        var isMonospacedDigit: Bool?
        package var color: Color?
        /// A paint that is not one colour (a gradient), drawn over the text's frame; `color` is
        /// then its fallback colour.
        package var paint: ResolvedPaint?
        var underline: Decoration?
        var strikethrough: Decoration?
        var kerning: CGFloat?
        var tracking: CGFloat?
        var baselineOffset: CGFloat?
        var textCase: CaseSetting?

        package init() {}
    }

    /// An underline or strikethrough, set on or explicitly off.
    enum Decoration: Equatable, Sendable {
        case off
        case on(LineStyle)

        var lineStyle: LineStyle? {
            if case .on(let style) = self { style } else { nil }
        }
    }

    /// A case transform, set on or explicitly off.
    enum CaseSetting: Equatable, Sendable {
        case unchanged
        case transformed(Case)
    }

    /// This text with `update` applied to every segment's style: modifiers fill in what a
    /// segment has not set, so the innermost modifier wins.
    package func modifyingStyle(_ update: (inout Style) -> Void) -> Text {
        // One read and one write of the parts (each a copy of the array), not one per part.
        var segments = self.segments
        for index in segments.indices {
            update(&segments[index].style)
        }
        var text = self
        text.segments = segments
        return text
    }
}
