import Foundation
import KinemaDisplay

/// A colour bitmap emoji font (OpenType `CBDT`/`CBLC`, as Noto Color Emoji is), read for the
/// pictures of its glyphs: the SVG renderer draws an emoji as its glyph's PNG, placed by the
/// glyph's own bitmap metrics, so every output — SVG in a browser, PNG, GIF and MP4 through
/// librsvg — shows the same colour picture without depending on the viewer's fonts.
///
/// Only what drawing an emoji needs is read: the Unicode `cmap` (format 12 or 4), the `GSUB`
/// ligature lookups that turn a sequence (👩‍💻, 🇫🇷, 👍🏽, keycaps) into one glyph, the
/// advances (`hmtx`) and the largest bitmap strike. Variation selectors are dropped before the
/// lookup, as the font's ligatures are written without them. A malformed file reads as no font.
package final class ColorEmojiFont: Sendable {
    /// A glyph's picture: PNG data and its placement, in pixels of the strike's `ppem`.
    package struct Glyph: Sendable {
        /// The PNG image.
        package let png: Data
        /// The bitmap's size in pixels.
        package let width: Int
        package let height: Int
        /// The bitmap's left edge from the pen position, and its top above the baseline.
        package let bearingX: Int
        package let bearingY: Int
        /// The strike's pixels per em.
        package let ppem: Int
    }

    /// Where Debian's `fonts-noto-color-emoji` puts the font, and other common places.
    package static let searchPaths = [
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        "/usr/share/fonts/noto/NotoColorEmoji.ttf",
        "/usr/share/fonts/google-noto-emoji/NotoColorEmoji.ttf",
        "/usr/local/share/fonts/NotoColorEmoji.ttf",
    ]

    /// The installed colour emoji font: the file named by `KINEMA_EMOJI_FONT`, else the first of
    /// ``searchPaths`` that reads; `nil` when there is none.
    package static let installed: ColorEmojiFont? = {
        var paths = searchPaths
        if let chosen = ProcessInfo.processInfo.environment["KINEMA_EMOJI_FONT"], !chosen.isEmpty {
            paths.insert(chosen, at: 0)
        }
        for path in paths {
            if let data = FileManager.default.contents(atPath: path), let font = ColorEmojiFont(data: data) {
                return font
            }
        }
        return nil
    }()

    private let data: Data
    private let unitsPerEm: Int
    private let advances: [UInt16]
    private let characterMap: CharacterMap
    /// Ligatures by first glyph: the rest of the components and the glyph they make, longest first.
    private let ligatures: [UInt16: [(rest: [UInt16], glyph: UInt16)]]
    private let strike: Strike
    private let cache = PictureCache()

    /// Reads a font file's tables; `nil` when it is not a colour bitmap font Kinema can read.
    package init?(data: Data) {
        let bytes = ByteReader(data)
        guard let tables = bytes.tableDirectory(),
              let head = tables["head"], let unitsPerEm = bytes.u16(head + 18), unitsPerEm > 0,
              let hhea = tables["hhea"], let metricCount = bytes.u16(hhea + 34),
              let hmtx = tables["hmtx"], let cmap = tables["cmap"],
              let characterMap = CharacterMap(bytes, at: cmap),
              let cblc = tables["CBLC"], let cbdt = tables["CBDT"],
              let strike = Strike(bytes, cblc: cblc, cbdt: cbdt)
        else { return nil }
        self.data = data
        self.unitsPerEm = Int(unitsPerEm)
        var advances: [UInt16] = []
        advances.reserveCapacity(Int(metricCount))
        for index in 0..<Int(metricCount) {
            guard let advance = bytes.u16(hmtx + index * 4) else { break }
            advances.append(advance)
        }
        self.advances = advances
        self.characterMap = characterMap
        self.ligatures = tables["GSUB"].map { Self.readLigatures(bytes, gsub: $0) } ?? [:]
        self.strike = strike
    }

    /// The glyph a character (a grapheme cluster) is drawn with, after the font's ligatures;
    /// `nil` when the font has no picture for it. A sequence the font does not join (an unknown
    /// ZWJ sequence) is drawn as its first emoji.
    package func glyphID(for character: Character) -> UInt16? {
        let glyphs = character.unicodeScalars
            .filter { !(0xFE00...0xFE0F).contains($0.value) }
            .map { characterMap.glyph(for: $0.value) }
        guard let first = glyphs.first, first != 0 else { return nil }
        if glyphs.count > 1, let candidates = ligatures[first] {
            let rest = Array(glyphs.dropFirst())
            // The longest ligature that matches the cluster's start.
            for candidate in candidates where candidate.rest.count <= rest.count
                && rest.starts(with: candidate.rest) {
                return candidate.glyph
            }
        }
        return first
    }

    /// The advance of `character`'s glyph, in ems.
    package func advance(of character: Character) -> Double? {
        guard let glyph = glyphID(for: character), !advances.isEmpty else { return nil }
        let advance = advances[min(Int(glyph), advances.count - 1)]
        return Double(advance) / Double(unitsPerEm)
    }

    /// The picture of `character`, or `nil` when the font has none.
    package func glyph(for character: Character) -> Glyph? {
        guard let id = glyphID(for: character) else { return nil }
        return strike.glyph(id, in: ByteReader(data))
    }

    /// `character`'s picture as a `data:` URI, made once per glyph.
    package func pictureURI(for character: Character) -> (uri: String, glyph: Glyph)? {
        guard let id = glyphID(for: character), let glyph = strike.glyph(id, in: ByteReader(data)) else { return nil }
        let uri = cache.uri(for: id) { "data:image/png;base64," + glyph.png.base64EncodedString() }
        return (uri, glyph)
    }

    // MARK: - Tables

    /// The ligature substitutions of every `GSUB` lookup of type 4 (directly or through an
    /// extension lookup), by first glyph, longest first.
    private static func readLigatures(_ bytes: ByteReader, gsub: Int) -> [UInt16: [(rest: [UInt16], glyph: UInt16)]] {
        var result: [UInt16: [(rest: [UInt16], glyph: UInt16)]] = [:]
        guard let listOffset = bytes.u16(gsub + 8), let count = bytes.u16(gsub + Int(listOffset)) else { return [:] }
        let list = gsub + Int(listOffset)
        for lookupIndex in 0..<Int(count) {
            guard let lookupOffset = bytes.u16(list + 2 + 2 * lookupIndex) else { break }
            let lookup = list + Int(lookupOffset)
            guard let type = bytes.u16(lookup), let subtableCount = bytes.u16(lookup + 4) else { continue }
            for subtableIndex in 0..<Int(subtableCount) {
                guard let subtableOffset = bytes.u16(lookup + 6 + 2 * subtableIndex) else { break }
                var subtable = lookup + Int(subtableOffset)
                var subtableType = type
                if type == 7 {
                    guard let extended = bytes.u16(subtable + 2), let offset = bytes.u32(subtable + 4) else { continue }
                    subtableType = extended
                    subtable += Int(offset)
                }
                guard subtableType == 4 else { continue }
                readLigatureSubstitution(bytes, at: subtable, into: &result)
            }
        }
        for key in result.keys { result[key]?.sort { $0.rest.count > $1.rest.count } }
        return result
    }

    private static func readLigatureSubstitution(
        _ bytes: ByteReader, at subtable: Int, into result: inout [UInt16: [(rest: [UInt16], glyph: UInt16)]]
    ) {
        guard bytes.u16(subtable) == 1, let coverageOffset = bytes.u16(subtable + 2),
              let setCount = bytes.u16(subtable + 4) else { return }
        let firstGlyphs = bytes.coverage(at: subtable + Int(coverageOffset))
        for setIndex in 0..<min(Int(setCount), firstGlyphs.count) {
            guard let setOffset = bytes.u16(subtable + 6 + 2 * setIndex) else { break }
            let set = subtable + Int(setOffset)
            guard let ligatureCount = bytes.u16(set) else { continue }
            for ligatureIndex in 0..<Int(ligatureCount) {
                guard let ligatureOffset = bytes.u16(set + 2 + 2 * ligatureIndex) else { break }
                let ligature = set + Int(ligatureOffset)
                guard let glyph = bytes.u16(ligature), let componentCount = bytes.u16(ligature + 2),
                      componentCount >= 1 else { continue }
                var rest: [UInt16] = []
                for component in 0..<Int(componentCount) - 1 {
                    guard let id = bytes.u16(ligature + 4 + 2 * component) else { break }
                    rest.append(id)
                }
                result[firstGlyphs[setIndex], default: []].append((rest, glyph))
            }
        }
    }
}

/// `data:` URIs by glyph, shared by every renderer (a frame holding the same emoji twice, and a
/// recording's frames, encode it once).
private final class PictureCache: @unchecked Sendable {
    private let lock = NSLock()
    private var uris: [UInt16: String] = [:]

    func uri(for glyph: UInt16, make: () -> String) -> String {
        if let uri = lock.withLock({ uris[glyph] }) { return uri }
        let uri = make()
        lock.withLock { uris[glyph] = uri }
        return uri
    }
}

/// The largest bitmap strike of `CBLC`, and where its glyphs' pictures are in `CBDT`.
private struct Strike: Sendable {
    let ppem: Int
    /// Index subtables: first and last glyph and the subtable's offset in the file.
    let subtables: [(first: UInt16, last: UInt16, offset: Int)]
    let cbdt: Int

    init?(_ bytes: ByteReader, cblc: Int, cbdt: Int) {
        guard let sizeCount = bytes.u32(cblc + 4), sizeCount > 0 else { return nil }
        var best: (ppem: Int, record: Int)?
        for index in 0..<Int(min(sizeCount, 64)) {
            let record = cblc + 8 + 48 * index
            guard let ppem = bytes.u8(record + 45) else { break }
            if Int(ppem) > best?.ppem ?? 0 { best = (Int(ppem), record) }
        }
        guard let best, let arrayOffset = bytes.u32(best.record), let count = bytes.u32(best.record + 8) else { return nil }
        let array = cblc + Int(arrayOffset)
        var subtables: [(UInt16, UInt16, Int)] = []
        for index in 0..<Int(min(count, 10_000)) {
            let entry = array + 8 * index
            guard let first = bytes.u16(entry), let last = bytes.u16(entry + 2),
                  let offset = bytes.u32(entry + 4), first <= last else { break }
            subtables.append((first, last, array + Int(offset)))
        }
        self.ppem = best.ppem
        self.subtables = subtables.map { (first: $0.0, last: $0.1, offset: $0.2) }
        self.cbdt = cbdt
    }

    /// The picture of glyph `id`, when the strike has one in a PNG format (17, 18 or 19).
    func glyph(_ id: UInt16, in bytes: ByteReader) -> ColorEmojiFont.Glyph? {
        guard let subtable = subtables.first(where: { $0.first <= id && id <= $0.last }),
              let indexFormat = bytes.u16(subtable.offset), let imageFormat = bytes.u16(subtable.offset + 2),
              let imageData = bytes.u32(subtable.offset + 4) else { return nil }
        let header = subtable.offset + 8
        let index = Int(id - subtable.first)
        let base = cbdt + Int(imageData)
        var start: Int?
        var bigMetrics: Int?
        switch indexFormat {
        case 1:
            start = bytes.u32(header + 4 * index).map { base + Int($0) }
            if let next = bytes.u32(header + 4 * index + 4), let this = bytes.u32(header + 4 * index), next == this { return nil }
        case 3:
            start = bytes.u16(header + 2 * index).map { base + Int($0) }
        case 2:
            start = bytes.u32(header).map { base + Int($0) * index }
            bigMetrics = header + 4
        case 4, 5:
            // Sparse: a list of (glyph, offset) pairs, or of glyphs sharing one size.
            let isFive = indexFormat == 5
            let countAt = isFive ? header + 12 : header
            guard let count = bytes.u32(countAt) else { return nil }
            for entry in 0..<Int(min(count, 100_000)) {
                if isFive {
                    guard let glyph = bytes.u16(countAt + 4 + 2 * entry) else { break }
                    if glyph == id, let size = bytes.u32(header) { start = base + Int(size) * entry; bigMetrics = header + 4 }
                } else {
                    guard let glyph = bytes.u16(countAt + 4 + 4 * entry) else { break }
                    if glyph == id, let offset = bytes.u16(countAt + 6 + 4 * entry) { start = base + Int(offset) }
                }
                if start != nil { break }
            }
        default:
            return nil
        }
        guard let start else { return nil }
        let metrics: Int, dataAt: Int
        switch imageFormat {
        case 17: metrics = start; dataAt = start + 5
        case 18: metrics = start; dataAt = start + 8
        case 19: guard let bigMetrics else { return nil }; metrics = bigMetrics; dataAt = start
        default: return nil
        }
        guard let height = bytes.u8(metrics), let width = bytes.u8(metrics + 1),
              let bearingX = bytes.i8(metrics + 2), let bearingY = bytes.i8(metrics + 3),
              let length = bytes.u32(dataAt), let png = bytes.slice(dataAt + 4, count: Int(length)),
              png.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        return ColorEmojiFont.Glyph(png: png, width: Int(width), height: Int(height),
                                    bearingX: Int(bearingX), bearingY: Int(bearingY), ppem: ppem)
    }
}
