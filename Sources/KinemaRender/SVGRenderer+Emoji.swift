import Foundation
import KinemaDisplay

extension SVGRenderer {
    /// The elements for laid-out text: one `<text>` (``textElement(_:in:color:format:paints:)``),
    /// or, when the text holds emoji, text and drawings placed by the layout's own measurements.
    func textElements(
        _ layout: DisplayList.TextLayout, in frame: CGRect, color: Color, format: SVGFormat,
        paints: inout SVGPaintServers
    ) -> [String] {
        let hasEmoji = layout.lines.contains { line in
            line.fragments.contains { $0.string.contains(where: EmojiArtwork.isEmoji) }
        }
        guard hasEmoji else {
            return textElement(layout, in: frame, color: color, format: format, paints: &paints).map { [$0] } ?? []
        }
        return emojiTextElements(layout, in: frame, color: color, format: format, paints: &paints)
    }

    /// Where a laid-out line starts in `frame`, by the layout's alignment.
    package static func lineStart(of line: DisplayList.TextLine, in layout: DisplayList.TextLayout, frame: CGRect) -> CGFloat {
        switch layout.alignment {
        case .leading: frame.minX
        case .center: frame.midX - line.width / 2
        case .trailing: frame.maxX - line.width
        }
    }

    /// Text holding emoji: every stretch of text between emoji is a `<tspan>` at the x the layout
    /// measured for it, and every emoji is its colour font glyph's picture (``ColorEmojiFont``)
    /// placed by the glyph's bitmap metrics, or, with ``EmojiStyle/artwork`` or no such font,
    /// Kinema's drawing (``EmojiArtwork``), one em square, sitting on the baseline where its
    /// glyph would be.
    ///
    /// The viewer's own advances cannot place the pieces here: without an emoji font they
    /// measure an emoji as anything from zero to a hex box's width, so each piece starts where
    /// Kinema's layout (an emoji is one em wide) says. An emoji Kinema has no drawing for is
    /// ``EmojiArtwork/fallback``, with the character kept as invisible text.
    private func emojiTextElements(
        _ layout: DisplayList.TextLayout, in frame: CGRect, color: Color, format: SVGFormat,
        paints: inout SVGPaintServers
    ) -> [String] {
        var gradientFills: [ResolvedPaint: String] = [:]
        let firstRun = layout.lines.lazy.flatMap(\.fragments)
            .first { layout.runs[$0.run].font.size > 0 && !$0.string.isEmpty }?.run
        guard let firstRun else { return [] }
        let base = Self.runStyle(
            layout.runs[firstRun], color: color, in: frame, format: format, paints: &paints, cache: &gradientFills)
        let top = frame.minY + (frame.height - layout.size.height) / 2
        var spans = "", drawings: [String] = []

        func span(_ text: String, x: CGFloat, y: CGFloat, run: DisplayList.TextRun, hidden: Bool = false) {
            var style = Self.runStyle(run, color: color, in: frame, format: format, paints: &paints, cache: &gradientFills)
            if hidden {
                for index in style.indices where style[index].0 == "fill-opacity" { style[index].1 = "0" }
            }
            spans += "<tspan x=\"\(format.number(x))\" y=\"\(format.number(y))\""
                + Self.attributes(style, except: base) + (hidden ? "" : Self.decoration(run))
                + ">" + MarkupText.escaped(text) + "</tspan>"
        }

        for line in layout.lines where !line.fragments.isEmpty {
            let lineStart = Self.lineStart(of: line, in: layout, frame: frame)
            let baseline = top + line.y + line.baseline
            for fragment in line.fragments {
                let run = layout.runs[fragment.run]
                guard run.font.size > 0 else { continue }
                let y = baseline - run.baselineOffset
                var x = lineStart + fragment.x
                var pending = "", pendingX = x
                for character in fragment.string {
                    let advance = max(run.font.advance(of: character) + run.tracking, 0)
                    guard EmojiArtwork.isEmoji(character) else {
                        if pending.isEmpty { pendingX = x }
                        pending.append(character)
                        x += advance
                        continue
                    }
                    if !pending.isEmpty { span(pending, x: pendingX, y: y, run: run) }
                    pending = ""
                    let code = character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
                        .joined(separator: " ")
                    if emoji == .colorFont, let font = ColorEmojiFont.installed,
                       let (uri, glyph) = font.pictureURI(for: character) {
                        // The glyph's bitmap, placed by its own metrics at the run's size.
                        let scale = run.font.size / CGFloat(glyph.ppem)
                        span(String(character), x: x, y: y, run: run, hidden: true)
                        drawings.append(
                            "<image class=\"emoji\" data-emoji=\"\(code)\""
                                + " x=\"\(format.number(x + CGFloat(glyph.bearingX) * scale))\""
                                + " y=\"\(format.number(y - CGFloat(glyph.bearingY) * scale))\""
                                + " width=\"\(format.number(CGFloat(glyph.width) * scale))\""
                                + " height=\"\(format.number(CGFloat(glyph.height) * scale))\""
                                + " preserveAspectRatio=\"none\" xlink:href=\"\(uri)\"/>")
                        x += advance
                        continue
                    }
                    let drawing = EmojiArtwork.drawing(for: character)
                    if drawing == nil { span(String(character), x: x, y: y, run: run, hidden: true) }
                    let place = EmojiArtwork.placement(x: x, baseline: y, fontSize: run.font.size)
                    // The scale keeps six decimals: rounded like a coordinate, it would move the far edge.
                    let scale = DecimalText.fixed(Double(place.scale), decimals: 6)
                    drawings.append(
                        "<g class=\"emoji\" data-emoji=\"\(code)\" transform=\"matrix(\(scale) 0 0 \(scale) "
                            + "\(format.number(place.x)) \(format.number(place.y)))\">"
                            + (drawing ?? EmojiArtwork.fallback) + "</g>")
                    x += advance
                }
                if !pending.isEmpty { span(pending, x: pendingX, y: y, run: run) }
            }
        }
        var elements: [String] = []
        if !spans.isEmpty {
            elements.append("<text" + Self.attributes(base, except: []) + " xml:space=\"preserve\">" + spans + "</text>")
        }
        return elements + drawings
    }

    /// Each emoji in laid-out text with the colour emoji font's picture of it and the box the
    /// picture fills in `frame`, placed by the glyph's own metrics at the run's size, as
    /// ``textElements(_:in:color:format:paints:)`` places it; `glyph` is `nil` when the font is
    /// not installed or has no picture of the character. For renderers that draw the pictures
    /// themselves (cairo, Lottie).
    package static func emojiPictures(
        _ layout: DisplayList.TextLayout, in frame: CGRect
    ) -> [(character: Character, glyph: ColorEmojiFont.Glyph?, box: CGRect)] {
        var pictures: [(character: Character, glyph: ColorEmojiFont.Glyph?, box: CGRect)] = []
        let top = frame.minY + (frame.height - layout.size.height) / 2
        for line in layout.lines where !line.fragments.isEmpty {
            let lineStart = lineStart(of: line, in: layout, frame: frame)
            let baseline = top + line.y + line.baseline
            for fragment in line.fragments where fragment.string.contains(where: EmojiArtwork.isEmoji) {
                let run = layout.runs[fragment.run]
                guard run.font.size > 0, run.font.size.isFinite else { continue }
                let y = baseline - run.baselineOffset
                var x = lineStart + fragment.x
                for character in fragment.string {
                    let advance = max(run.font.advance(of: character) + run.tracking, 0)
                    defer { x += advance }
                    guard EmojiArtwork.isEmoji(character) else { continue }
                    guard let glyph = ColorEmojiFont.installed?.glyph(for: character) else {
                        pictures.append((character, nil, CGRect(x: x, y: y - run.font.size, width: advance, height: run.font.size)))
                        continue
                    }
                    let scale = run.font.size / CGFloat(glyph.ppem)
                    pictures.append((character, glyph, CGRect(
                        x: x + CGFloat(glyph.bearingX) * scale, y: y - CGFloat(glyph.bearingY) * scale,
                        width: CGFloat(glyph.width) * scale, height: CGFloat(glyph.height) * scale)))
                }
            }
        }
        return pictures
    }
}
