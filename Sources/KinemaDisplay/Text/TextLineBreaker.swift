import Foundation

/// Breaks styled runs into lines: the measuring and wrapping behind ``DisplayList/TextLayout``.
///
/// Text is read once into glyphs (a character, its run, its advance) grouped in paragraphs; lines
/// are ranges of a paragraph's glyphs, found greedily (see `TextLayout`'s documentation).
struct TextLineBreaker {
    /// One character in layout.
    struct Glyph {
        var character: Character
        var run: Int
        var advance: CGFloat
        /// A space where a line may break (not a no-break space).
        var isBreakingSpace: Bool
    }

    /// The text between two line breaks.
    struct Paragraph {
        var glyphs: [Glyph] = []
        /// Sums of advances: `prefix[i]` is the width of the first `i` glyphs.
        var prefix: [CGFloat] = [0]
        /// The run an empty paragraph takes its height from.
        var run: Int

        func width(_ range: Range<Int>) -> CGFloat {
            prefix[range.upperBound] - prefix[range.lowerBound]
        }
    }

    /// A line before it is placed: its glyphs and the run an empty line takes its height from.
    private struct PendingLine {
        var glyphs: ArraySlice<Glyph>
        var run: Int
    }

    // Width comparisons allow for the rounding of sums taken in a different order.
    private static let tolerance: CGFloat = 1e-6

    let runs: [DisplayList.TextRun]
    private(set) var paragraphs: [Paragraph] = []

    init(runs: [DisplayList.TextRun]) {
        self.runs = runs
        var current: Paragraph?
        for (index, run) in runs.enumerated() {
            for character in run.string {
                if character.isNewline {
                    paragraphs.append(current ?? Paragraph(run: index))
                    current = Paragraph(run: index)
                    continue
                }
                if current == nil { current = Paragraph(run: index) }
                let advance = run.advance(of: character)
                current!.glyphs.append(Glyph(
                    character: character, run: index, advance: advance,
                    isBreakingSpace: Self.isBreakingSpace(character)))
                current!.prefix.append(current!.prefix.last! + advance)
            }
        }
        if let current { paragraphs.append(current) }
    }

    private static func isBreakingSpace(_ character: Character) -> Bool {
        guard character.isWhitespace else { return false }
        // No-break space, narrow no-break space, figure space, word joiner.
        return !["\u{00A0}", "\u{202F}", "\u{2007}", "\u{2060}"].contains(character)
    }

    /// The lines for a width and height, with the line limit applied.
    func layout(
        width: CGFloat?, height: CGFloat?, lineLimit: Int?, mode: Text.TruncationMode, lineSpacing: CGFloat = 0
    ) -> (lines: [DisplayList.TextLine], isTruncated: Bool) {
        var pending: [(paragraph: Int, range: Range<Int>)] = []
        for index in paragraphs.indices {
            for range in breakLines(paragraphs[index], width: width) {
                pending.append((index, range))
            }
        }
        var limit = lineLimit ?? pending.count
        if let height {
            // As many whole lines as the height holds, at least one.
            var total: CGFloat = 0
            var fitting = 0
            for line in pending {
                if fitting > 0 { total += lineSpacing }
                total += metrics(paragraphs[line.paragraph].glyphs[line.range], run: paragraphs[line.paragraph].run).height
                if total > height + Self.tolerance { break }
                fitting += 1
            }
            limit = min(limit, max(fitting, 1))
        }
        var lines = pending.map { PendingLine(glyphs: paragraphs[$0.paragraph].glyphs[$0.range], run: paragraphs[$0.paragraph].run) }
        let isTruncated = pending.count > limit
        if isTruncated {
            let last = pending[limit - 1]
            let truncated = truncate(
                paragraphs[last.paragraph], from: last.range.lowerBound, width: width,
                mode: limit == 1 ? mode : .tail)
            lines.removeLast(lines.count - limit)
            lines[limit - 1] = PendingLine(glyphs: truncated[...], run: paragraphs[last.paragraph].run)
        }
        var y: CGFloat = 0
        return (lines.map { line in
            let placed = place(line, y: y)
            y += placed.height + lineSpacing
            return placed
        }, isTruncated)
    }

    // MARK: - Breaking

    /// The lines of one paragraph, as glyph ranges: one range when there is no width.
    func breakLines(_ paragraph: Paragraph, width: CGFloat?) -> [Range<Int>] {
        let glyphs = paragraph.glyphs
        guard let width, !glyphs.isEmpty else { return [0..<glyphs.count] }
        let limit = width + Self.tolerance
        var lines: [Range<Int>] = []
        var lineStart = 0, contentEnd = 0, spaceEnd = 0
        var hasContent = false
        var index = 0
        while index < glyphs.count {
            // A word, with the spaces before it when it starts the paragraph, and the spaces after.
            let wordStart = index
            if index == 0 { while index < glyphs.count && glyphs[index].isBreakingSpace { index += 1 } }
            while index < glyphs.count && !glyphs[index].isBreakingSpace { index += 1 }
            let wordEnd = index
            while index < glyphs.count && glyphs[index].isBreakingSpace { index += 1 }

            if hasContent && paragraph.width(lineStart..<wordEnd) <= limit {
                contentEnd = wordEnd
            } else {
                // The spaces where the line breaks are dropped.
                if hasContent { lines.append(lineStart..<contentEnd) }
                var start = wordStart
                while paragraph.width(start..<wordEnd) > limit && wordEnd - start > 1 {
                    var end = start + 1
                    while end < wordEnd && paragraph.width(start..<(end + 1)) <= limit { end += 1 }
                    lines.append(start..<end)
                    start = end
                }
                lineStart = start
                contentEnd = wordEnd
                hasContent = true
            }
            spaceEnd = index
        }
        // Spaces that end the paragraph stay, as far as they fit.
        var end = contentEnd
        while end < spaceEnd && paragraph.width(lineStart..<(end + 1)) <= limit { end += 1 }
        lines.append(lineStart..<end)
        return lines
    }

    // MARK: - Truncation

    /// The last line that fits: the rest of its paragraph from glyph `start`, cut with "…" to fit
    /// `width` (the whole paragraph and "…" when there is no width).
    private func truncate(
        _ paragraph: Paragraph, from start: Int, width: CGFloat?, mode: Text.TruncationMode
    ) -> [Glyph] {
        let glyphs = paragraph.glyphs
        let end = glyphs.count
        func ellipsis(after run: Int) -> Glyph {
            Glyph(character: "…", run: run, advance: runs[run].advance(of: "…"), isBreakingSpace: false)
        }
        func run(at index: Int) -> Int {
            index < end ? glyphs[index].run : (end > 0 ? glyphs[end - 1].run : paragraph.run)
        }
        guard let width else {
            return Array(trimmingTrailingSpaces(glyphs[start..<end])) + [ellipsis(after: run(at: max(end - 1, start)))]
        }
        let limit = width + Self.tolerance
        switch mode {
        case .tail:
            var cut = start
            while cut < end && paragraph.width(start..<(cut + 1)) + runs[glyphs[cut].run].advance(of: "…") <= limit {
                cut += 1
            }
            let kept = trimmingTrailingSpaces(glyphs[start..<cut])
            return Array(kept) + [ellipsis(after: kept.last?.run ?? run(at: start))]
        case .head:
            let mark = runs[run(at: start)].advance(of: "…")
            var cut = end
            while cut > start && paragraph.width((cut - 1)..<end) + mark <= limit { cut -= 1 }
            while cut < end && glyphs[cut].isBreakingSpace { cut += 1 }
            return [ellipsis(after: run(at: cut))] + glyphs[cut..<end]
        case .middle:
            let mark = ellipsis(after: run(at: start))
            let budget = width - mark.advance
            var head = start
            while head < end && paragraph.width(start..<(head + 1)) <= budget / 2 + Self.tolerance { head += 1 }
            let used = paragraph.width(start..<head)
            var tail = end
            while tail > head && paragraph.width((tail - 1)..<end) <= budget - used + Self.tolerance { tail -= 1 }
            let kept = trimmingTrailingSpaces(glyphs[start..<head])
            return Array(kept) + [ellipsis(after: kept.last?.run ?? run(at: start))] + glyphs[tail..<end]
        }
    }

    private func trimmingTrailingSpaces(_ glyphs: ArraySlice<Glyph>) -> ArraySlice<Glyph> {
        var glyphs = glyphs
        while let last = glyphs.last, last.isBreakingSpace { glyphs.removeLast() }
        return glyphs
    }

    // MARK: - Placing

    /// A line's height and baseline: each run's line height, with its ascender and descender
    /// centred in it (and raised by its baseline offset); the tallest above and below the baseline
    /// win.
    private func metrics(_ glyphs: ArraySlice<Glyph>, run emptyRun: Int) -> (height: CGFloat, baseline: CGFloat) {
        var lines: [(above: CGFloat, below: CGFloat, height: CGFloat)] = []
        var seen = Set<Int>()
        func include(_ index: Int) {
            guard seen.insert(index).inserted, runs.indices.contains(index) else { return }
            let run = runs[index]
            let font = run.font
            let halfLeading = (font.lineHeight - font.ascent - font.descent) / 2
            let raise = max(run.baselineOffset, 0), lower = max(-run.baselineOffset, 0)
            lines.append((halfLeading + font.ascent + raise, halfLeading + font.descent + lower,
                          font.lineHeight + raise + lower))
        }
        if glyphs.isEmpty { include(emptyRun) }
        for glyph in glyphs { include(glyph.run) }
        let above = lines.map(\.above).max() ?? 0
        let below = lines.map(\.below).max() ?? 0
        // When one run is the tallest both above and below, the line is exactly its height (the
        // sum of the halves could differ from it in the last bit).
        let height = lines.first { $0.above == above && $0.below == below }?.height ?? above + below
        // A tight line height can make the half-leading negative: never a negative line.
        return (max(height, 0), max(above, 0))
    }

    private func place(_ line: PendingLine, y: CGFloat) -> DisplayList.TextLine {
        var fragments: [DisplayList.TextLine.Fragment] = []
        var x: CGFloat = 0
        var string = "", width: CGFloat = 0, run = -1
        func flush() {
            guard run >= 0 else { return }
            fragments.append(.init(run: run, string: string, x: x, width: width))
            x += width
        }
        for glyph in line.glyphs {
            if glyph.run != run {
                flush()
                run = glyph.run
                string = ""
                width = 0
            }
            string.append(glyph.character)
            width += glyph.advance
        }
        flush()
        let (height, baseline) = metrics(line.glyphs, run: line.run)
        return DisplayList.TextLine(
            fragments: fragments, width: x, y: y, height: height, baseline: baseline,
            run: line.glyphs.first?.run ?? line.run)
    }
}
