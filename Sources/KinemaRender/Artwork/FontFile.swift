import Foundation

// Reading OpenType files: the byte reader and the Unicode character map shared by the colour
// emoji font and the glyph outlines.

/// Big-endian reads that fail (`nil`) past the end instead of trapping: a truncated or hostile
/// file reads as no font.
struct ByteReader {
    let data: Data
    init(_ data: Data) { self.data = data }

    func u8(_ offset: Int) -> UInt8? {
        guard offset >= 0, offset < data.count else { return nil }
        return data[data.startIndex + offset]
    }

    func i8(_ offset: Int) -> Int8? { u8(offset).map { Int8(bitPattern: $0) } }

    func u16(_ offset: Int) -> UInt16? {
        guard let high = u8(offset), let low = u8(offset + 1) else { return nil }
        return UInt16(high) << 8 | UInt16(low)
    }

    func u32(_ offset: Int) -> UInt32? {
        guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    func slice(_ offset: Int, count: Int) -> Data? {
        guard offset >= 0, count >= 0, offset <= data.count - count else { return nil }
        return data.subdata(in: (data.startIndex + offset)..<(data.startIndex + offset + count))
    }

    /// The offsets of the font's tables, by tag.
    func tableDirectory() -> [String: Int]? {
        guard let count = u16(4), count > 0 else { return nil }
        var tables: [String: Int] = [:]
        for index in 0..<Int(count) {
            let record = 12 + 16 * index
            guard let tagBytes = slice(record, count: 4), let offset = u32(record + 8) else { return nil }
            tables[String(decoding: tagBytes, as: UTF8.self)] = Int(offset)
        }
        return tables
    }

    /// The glyphs a coverage table lists, in coverage order.
    func coverage(at offset: Int) -> [UInt16] {
        guard let format = u16(offset), let count = u16(offset + 2) else { return [] }
        var glyphs: [UInt16] = []
        if format == 1 {
            for index in 0..<Int(count) {
                guard let glyph = u16(offset + 4 + 2 * index) else { break }
                glyphs.append(glyph)
            }
        } else if format == 2 {
            for index in 0..<Int(count) {
                let record = offset + 4 + 6 * index
                guard let start = u16(record), let end = u16(record + 2), start <= end else { break }
                glyphs.append(contentsOf: start...end)
            }
        }
        return glyphs
    }
}

/// The Unicode character map: format 12 groups (or format 4 segments, for the BMP).
struct CharacterMap: Sendable {
    /// (first code point, last code point, first glyph), sorted.
    let groups: [(UInt32, UInt32, UInt32)]

    init?(_ bytes: ByteReader, at cmap: Int) {
        guard let count = bytes.u16(cmap + 2) else { return nil }
        var format4: Int?
        for index in 0..<Int(count) {
            let record = cmap + 4 + 8 * index
            guard let platform = bytes.u16(record), let encoding = bytes.u16(record + 2),
                  let offset = bytes.u32(record + 4) else { return nil }
            let subtable = cmap + Int(offset)
            let format = bytes.u16(subtable)
            if format == 12 && (platform == 3 && encoding == 10 || platform == 0) {
                guard let groupCount = bytes.u32(subtable + 12) else { return nil }
                var groups: [(UInt32, UInt32, UInt32)] = []
                groups.reserveCapacity(Int(min(groupCount, 100_000)))
                for group in 0..<Int(min(groupCount, 100_000)) {
                    let at = subtable + 16 + 12 * group
                    guard let start = bytes.u32(at), let end = bytes.u32(at + 4), let glyph = bytes.u32(at + 8) else { break }
                    groups.append((start, end, glyph))
                }
                self.groups = groups.sorted { $0.0 < $1.0 }
                return
            }
            if format == 4 && platform == 3 && encoding == 1 { format4 = subtable }
        }
        guard let subtable = format4, let doubled = bytes.u16(subtable + 6) else { return nil }
        // Format 4: segments of end codes, start codes, deltas and range offsets.
        let segments = Int(doubled) / 2
        let ends = subtable + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
        var groups: [(UInt32, UInt32, UInt32)] = []
        for segment in 0..<segments {
            guard let end = bytes.u16(ends + 2 * segment), let start = bytes.u16(starts + 2 * segment),
                  let delta = bytes.u16(deltas + 2 * segment), let rangeOffset = bytes.u16(rangeOffsets + 2 * segment),
                  start <= end, start != 0xFFFF else { continue }
            for code in start...end {
                var glyph: UInt16
                if rangeOffset == 0 {
                    glyph = code &+ delta
                } else {
                    let at = rangeOffsets + 2 * segment + Int(rangeOffset) + 2 * Int(code - start)
                    guard let found = bytes.u16(at), found != 0 else { continue }
                    glyph = found &+ delta
                }
                if glyph != 0 { groups.append((UInt32(code), UInt32(code), UInt32(glyph))) }
            }
        }
        self.groups = groups.sorted { $0.0 < $1.0 }
    }

    /// The glyph of `code`, 0 (`.notdef`) when the font has none.
    func glyph(for code: UInt32) -> UInt16 {
        var low = 0, high = groups.count
        while low < high {
            let middle = (low + high) / 2
            if groups[middle].1 < code { low = middle + 1 } else { high = middle }
        }
        guard low < groups.count, groups[low].0 <= code else { return 0 }
        let glyph = groups[low].2 + (code - groups[low].0)
        return glyph <= UInt32(UInt16.max) ? UInt16(glyph) : 0
    }
}
