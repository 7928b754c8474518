import Foundation
import KinemaDisplay

extension SVGRenderer {
    /// The `<text>` for laid-out text in `frame`, or `nil` when there is nothing to see.
    ///
    /// The block of lines is centred vertically in the frame; each line is one text chunk
    /// anchored at the frame's leading edge, centre or trailing edge (`text-anchor` start, middle
    /// or end) by the layout's alignment, so the viewer's own advances place the glyphs. Each
    /// piece of a run on a line is a `<tspan>` with the attributes in which it differs from the
    /// first run (written on the `<text>`); a single piece is written on the `<text>` alone.
    ///
    /// A run painted with a gradient (``DisplayList/TextRun/paint``) fills with a paint server
    /// laid out on `frame`, written into `paints`.
    func textElement(
        _ layout: DisplayList.TextLayout, in frame: CGRect, color: Color, format: SVGFormat,
        paints: inout SVGPaintServers
    ) -> String? {
        var gradientFills: [ResolvedPaint: String] = [:]
        func style(_ run: DisplayList.TextRun) -> [(String, String)] {
            Self.runStyle(run, color: color, in: frame, format: format, paints: &paints, cache: &gradientFills)
        }
        let firstRun = layout.lines.lazy.flatMap(\.fragments)
            .first { layout.runs[$0.run].font.size > 0 && !$0.string.isEmpty }?.run
        guard let firstRun else { return nil }
        let top = frame.minY + (frame.height - layout.size.height) / 2
        let (anchor, x): (String, CGFloat) = switch layout.alignment {
        case .leading: ("start", frame.minX)
        case .center: ("middle", frame.midX)
        case .trailing: ("end", frame.maxX)
        }
        let xText = format.number(x)
        let base = style(layout.runs[firstRun])
        var element = "<text"
        let fragments = layout.lines.flatMap(\.fragments)
        if fragments.count == 1, let line = layout.lines.first(where: { !$0.fragments.isEmpty }) {
            // One piece: everything on the `<text>`.
            let run = layout.runs[fragments[0].run]
            let y = top + line.y + line.baseline - run.baselineOffset
            element += " x=\"\(xText)\" y=\"\(format.number(y))\""
            element += Self.attributes(base, except: []) + Self.decoration(run)
            element += " text-anchor=\"\(anchor)\" xml:space=\"preserve\">"
            return element + MarkupText.escaped(fragments[0].string) + "</text>"
        }
        element += Self.attributes(base, except: []) + " text-anchor=\"\(anchor)\" xml:space=\"preserve\">"
        for line in layout.lines where !line.fragments.isEmpty {
            let baseline = top + line.y + line.baseline
            var previousOffset: CGFloat = 0
            for (index, fragment) in line.fragments.enumerated() {
                let run = layout.runs[fragment.run]
                var tspan = "<tspan"
                if index == 0 {
                    // A new chunk per line: absolute x and y.
                    tspan += " x=\"\(xText)\" y=\"\(format.number(baseline - run.baselineOffset))\""
                } else if run.baselineOffset != previousOffset {
                    // Relative moves keep the line one chunk, so the anchor applies to all of it.
                    tspan += " dy=\"\(format.number(previousOffset - run.baselineOffset))\""
                }
                previousOffset = run.baselineOffset
                tspan += Self.attributes(style(run), except: base) + Self.decoration(run)
                element += tspan + ">" + MarkupText.escaped(fragment.string) + "</tspan>"
            }
        }
        return element + "</text>"
    }

    /// A run's text attributes (``textStyle(_:color:format:)``) with a gradient run's fill
    /// pointing at its paint server, laid out on `frame` and made once per paint (`cache`).
    static func runStyle(
        _ run: DisplayList.TextRun, color: Color, in frame: CGRect, format: SVGFormat,
        paints: inout SVGPaintServers, cache: inout [ResolvedPaint: String]
    ) -> [(String, String)] {
        var pairs = textStyle(run, color: color, format: format)
        guard let paint = run.paint else { return pairs }
        let reference: String
        if let known = cache[paint] {
            reference = known
        } else {
            // ` fill="url(#paint-N)"`: the value between the quotes.
            let attribute = paints.attributes(for: paint, in: frame)
            reference = attribute.split(separator: "\"").dropFirst().first.map(String.init) ?? format.hex(run.color ?? color)
            cache[paint] = reference
        }
        for index in pairs.indices where pairs[index].0 == "fill" { pairs[index].1 = reference }
        for index in pairs.indices where pairs[index].0 == "fill-opacity" { pairs[index].1 = "1" }
        return pairs
    }

    /// A run's inherited text attributes, by name, with their defaults written out so that a
    /// `<tspan>` can undo what the `<text>` sets.
    static func textStyle(_ run: DisplayList.TextRun, color: Color, format: SVGFormat) -> [(String, String)] {
        let face = run.font.face
        let paint = run.color ?? color
        return [
            ("font-family", textFontFamily(face)),
            ("font-size", format.number(run.font.size)),
            ("font-weight", face.weight == 400 ? "normal" : face.weight == 700 ? "bold" : String(face.weight)),
            ("font-style", face.isItalic ? "italic" : "normal"),
            ("letter-spacing", run.tracking == 0 ? "normal" : format.number(run.tracking)),
            ("fill", format.hex(paint)),
            ("fill-opacity", format.fraction(paint.opacity)),
        ]
    }

    /// The attributes of `style` that differ from `base` (all of them, defaults left out, when
    /// `base` is empty).
    static func attributes(_ style: [(String, String)], except base: [(String, String)]) -> String {
        var text = ""
        for (index, (name, value)) in style.enumerated() {
            if base.isEmpty {
                if value == "normal" || (name == "fill-opacity" && value == "1") { continue }
            } else if base[index].1 == value {
                continue
            }
            text += " \(name)=\"\(value)\""
        }
        return text
    }

    /// `text-decoration` for a run's underline and strikethrough (not inherited, so written on
    /// the element that draws the run).
    static func decoration(_ run: DisplayList.TextRun) -> String {
        let lines = [run.underline.map { _ in "underline" }, run.strikethrough.map { _ in "line-through" }]
            .compactMap { $0 }
        return lines.isEmpty ? "" : " text-decoration=\"\(lines.joined(separator: " "))\""
    }

    /// The family list for a face: the DejaVu family text was measured with first, then a font
    /// of similar proportions, then the generic family.
    static func textFontFamily(_ face: DisplayList.FontFace) -> String {
        switch face.familyName {
        case "DejaVu Serif": "'DejaVu Serif', Georgia, serif"
        case "DejaVu Sans Mono": "'DejaVu Sans Mono', Menlo, Consolas, monospace"
        default: "'DejaVu Sans', Verdana, sans-serif"
        }
    }
}
