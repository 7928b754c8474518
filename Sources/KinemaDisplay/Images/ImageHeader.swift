import Foundation

/// Reads what an image file says about itself — its format and its size in pixels — from its first
/// bytes, without decoding it.
///
/// ```swift
/// ImageHeader.format(of: pngData)        // .png
/// ImageHeader.pixelSize(ofPNG: pngData)  // CGSize(width: 640, height: 480)
/// ```
///
/// Every reader is total: bytes that are short, truncated or not of the format give `nil`.
package enum ImageHeader {
    /// The PNG signature: every PNG file starts with these eight bytes.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The format the bytes start as, or `nil` for none Kinema reads.
    ///
    /// PNG and JPEG are told by their signatures; SVG by its text starting, after optional
    /// whitespace, a byte-order mark, an XML declaration or comments, with an `<svg` element.
    package static func format(of data: Data) -> ImageRegistry.Format? {
        if data.starts(with: pngSignature) { return .png }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if let text = String(data: data.prefix(4096), encoding: .utf8) ?? String(data: data, encoding: .utf8),
           rootSVGTag(in: text) != nil {
            return .svg
        }
        return nil
    }

    /// The width and height in pixels from a PNG's `IHDR` chunk, or `nil` when the bytes are not
    /// a PNG or either dimension is 0 (which the PNG specification forbids).
    ///
    /// The `IHDR` chunk must come first: signature (8 bytes), chunk length (4), the type `IHDR`
    /// (4), then width and height as big-endian 32-bit integers.
    package static func pixelSize(ofPNG data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes.starts(with: pngSignature),
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let width = bigEndian(bytes[16..<20]), height = bigEndian(bytes[20..<24])
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    /// The width and height in pixels from a JPEG's start-of-frame segment, or `nil` when there is
    /// none before the image data. EXIF orientation is not applied.
    package static func pixelSize(ofJPEG data: Data) -> CGSize? {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var index = 2
        // Walk the segments: each is FF, a marker, then (for most) a big-endian length that
        // counts itself. Every step moves forward, so the walk ends.
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }   // fill byte
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { index += 2; continue }
            if marker == 0xD9 || marker == 0xDA { return nil }   // end of image, start of scan
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2 else { return nil }
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard index + 9 <= bytes.count else { return nil }
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                guard width > 0, height > 0 else { return nil }
                return CGSize(width: CGFloat(width), height: CGFloat(height))
            }
            index += 2 + length
        }
        return nil
    }

    /// An SVG document's size in CSS pixels from its root element: `width` and `height` in
    /// absolute units, else the `viewBox`'s size (one dimension given scales the other by the
    /// view box's aspect ratio). `nil` when the text has no `<svg` element or says neither.
    ///
    /// Units: none and `px` count 1, `pt` 4/3, `pc` 16, `in` 96, `cm` 96/2.54, `mm` 96/25.4
    /// (CSS's absolute units); percentages and font-relative units count as not given.
    package static func size(ofSVG text: String) -> CGSize? {
        guard let tag = rootSVGTag(in: text) else { return nil }
        let width = attribute("width", in: tag).flatMap(length)
        let height = attribute("height", in: tag).flatMap(length)
        let box = attribute("viewBox", in: tag).flatMap(viewBoxSize)
        switch (width, height, box) {
        case let (width?, height?, _): return CGSize(width: width, height: height)
        case let (width?, nil, box?) where box.width > 0:
            return CGSize(width: width, height: width * box.height / box.width)
        case let (nil, height?, box?) where box.height > 0:
            return CGSize(width: height * box.width / box.height, height: height)
        case let (nil, nil, box?): return box
        default: return nil
        }
    }

    // MARK: - Helpers

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The root `<svg …>` start tag (its attributes), or `nil` when the document does not start
    /// with one after its prolog.
    private static func rootSVGTag(in text: String) -> Substring? {
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
            if rest.hasPrefix("<?") || rest.hasPrefix("<!--") || rest.hasPrefix("<!") {
                let close = rest.hasPrefix("<?") ? "?>" : rest.hasPrefix("<!--") ? "-->" : ">"
                guard let end = rest.range(of: close) else { return nil }
                rest = rest[end.upperBound...]
                continue
            }
            guard rest.hasPrefix("<svg") else { return nil }
            let afterName = rest.dropFirst(4)
            guard let next = afterName.first, next.isWhitespace || next == ">" || next == "/",
                  let end = afterName.firstIndex(of: ">") else { return nil }
            return afterName[..<end]
        }
    }

    /// The value of `name="…"` (or single-quoted) in a start tag.
    private static func attribute(_ name: String, in tag: Substring) -> Substring? {
        var search = tag[...]
        while let found = search.range(of: name) {
            let before = found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
            var rest = tag[found.upperBound...].drop(while: \.isWhitespace)
            guard before.isWhitespace, rest.first == "=" else {
                search = tag[found.upperBound...]
                continue
            }
            rest = rest.dropFirst().drop(while: \.isWhitespace)
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            rest = rest.dropFirst()
            guard let end = rest.firstIndex(of: quote) else { return nil }
            return rest[..<end]
        }
        return nil
    }

    /// A length in CSS pixels, or `nil` for a relative unit, a negative or non-finite number.
    private static func length(_ value: Substring) -> CGFloat? {
        let text = value.trimmingCharacters(in: .whitespaces)
        let units: [(String, CGFloat)] = [
            ("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4),
        ]
        var number = Substring(text), factor: CGFloat = 1
        if let unit = units.first(where: { text.hasSuffix($0.0) }) {
            number = number.dropLast(unit.0.count)
            factor = unit.1
        }
        guard let parsed = Double(number), parsed.isFinite, parsed >= 0 else { return nil }
        return CGFloat(parsed) * factor
    }

    /// The width and height of a `viewBox="min-x min-y width height"`, or `nil`.
    private static func viewBoxSize(_ value: Substring) -> CGSize? {
        let numbers = value.split(whereSeparator: { $0.isWhitespace || $0 == "," }).compactMap { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] > 0, numbers[3] > 0 else { return nil }
        return CGSize(width: numbers[2], height: numbers[3])
    }
}
