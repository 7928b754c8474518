import Foundation

extension AssetCatalog {
    /// A `.symbolset`: a custom symbol exported from the SF Symbols app as an SVG template, read
    /// down to the one glyph Kinema draws.
    ///
    /// ```swift
    /// let set = AssetCatalog.SymbolSet(directory: catalog.asset(named: "bolt.badge", kind: .symbol)!.directory)
    /// set?.glyph.pathData     // ["M 10 20 L …", …], in template units
    /// set?.glyph.transform    // the group's placement on the template's canvas
    /// ```
    ///
    /// A template holds the symbol at up to nine weights and three scales, each a group in
    /// `<g id="Symbols">` named like `Regular-M`. The glyph read is `Regular-M` (the regular
    /// weight at the medium scale, what an `Image` shows by default), else `Regular-S`, else
    /// `Regular-L`, else the first group of the symbols. Its `<path>` elements' `d` attributes are
    /// kept as they are, with the group's `transform`; template units are points at a 100-point
    /// font.
    public struct SymbolSet: Sendable, Hashable {
        /// One weight and scale of the symbol.
        public struct Glyph: Sendable, Hashable {
            /// The group's name (`"Regular-M"`).
            public let name: String
            /// Every `<path>`'s `d` attribute, in document order.
            public let pathData: [String]
            /// The group's affine transform as SVG writes it, `a b c d e f`; the identity when the
            /// group has none.
            public let transform: [Double]
        }

        /// The SVG template file.
        public let file: URL
        /// The glyph drawn.
        public let glyph: Glyph

        /// The largest template read: SF Symbols templates are tens of kilobytes.
        public static let maximumBytes = 4 << 20

        /// Reads the set in `directory`; `nil` when it names no readable SVG template with a glyph.
        public init?(directory: URL) {
            guard let json = CatalogJSON.object(at: directory.appendingPathComponent("Contents.json")),
                  let entries = json["symbols"] as? [[String: Any]] else { return nil }
            for entry in entries {
                guard let filename = entry["filename"] as? String, !filename.contains("/") else { continue }
                let file = directory.appendingPathComponent(filename)
                guard let data = try? Data(contentsOf: file), data.count <= Self.maximumBytes,
                      let text = String(data: data, encoding: .utf8),
                      let glyph = Self.glyph(inTemplate: text) else { continue }
                self.file = file
                self.glyph = glyph
                return
            }
            return nil
        }

        /// The glyph of an SVG template's text, chosen as the type's documentation says.
        public static func glyph(inTemplate text: String) -> Glyph? {
            var groups: [Glyph] = []
            // The groups open around the tag being read: their ids and whether they are glyphs.
            var stack: [(id: String?, transform: [Double])] = []
            var insideSymbols = 0
            var current: (name: String, transform: [Double], paths: [String], depth: Int)?
            for tag in SVGTags(text) {
                switch tag.kind {
                case .open(let name, let attributes, let selfClosing):
                    if name == "path", let current0 = current, let d = attributes["d"] {
                        current = (current0.name, current0.transform, current0.paths + [d], current0.depth)
                    }
                    guard name == "g", !selfClosing else { continue }
                    let id = attributes["id"]
                    let transform = attributes["transform"].flatMap(Self.matrix) ?? Self.identity
                    if id == "Symbols" { insideSymbols = stack.count + 1 }
                    if insideSymbols > 0, stack.count == insideSymbols, current == nil, let id {
                        current = (id, transform, [], stack.count + 1)
                    }
                    stack.append((id, transform))
                case .close(let name):
                    guard name == "g", !stack.isEmpty else { continue }
                    if let done = current, done.depth == stack.count {
                        groups.append(Glyph(name: done.name, pathData: done.paths, transform: done.transform))
                        current = nil
                    }
                    if insideSymbols == stack.count { insideSymbols = 0 }
                    stack.removeLast()
                }
            }
            let drawn = groups.filter { !$0.pathData.isEmpty }
            for preferred in ["Regular-M", "Regular-S", "Regular-L"] {
                if let glyph = drawn.first(where: { $0.name == preferred }) { return glyph }
            }
            return drawn.first
        }

        static let identity: [Double] = [1, 0, 0, 1, 0, 0]

        /// `matrix(a b c d e f)`, `translate(x [y])` and `scale(x [y])`, composed left to right as
        /// SVG composes a transform list; `nil` for anything else.
        static func matrix(_ text: String) -> [Double]? {
            var result = identity
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
                let name = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ",")))
                let numbers = rest[rest.index(after: open)..<close]
                    .split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline || $0 == "\t" })
                    .compactMap { Double($0) }
                let step: [Double]
                switch (name, numbers.count) {
                case ("matrix", 6): step = numbers
                case ("translate", 1): step = [1, 0, 0, 1, numbers[0], 0]
                case ("translate", 2): step = [1, 0, 0, 1, numbers[0], numbers[1]]
                case ("scale", 1): step = [numbers[0], 0, 0, numbers[0], 0, 0]
                case ("scale", 2): step = [numbers[0], 0, 0, numbers[1], 0, 0]
                default: return nil
                }
                guard step.allSatisfy(\.isFinite) else { return nil }
                result = multiply(result, step)
                rest = rest[rest.index(after: close)...]
            }
            return result
        }

        /// `lhs` then `rhs` in SVG's order: a point is mapped by `rhs` first.
        private static func multiply(_ l: [Double], _ r: [Double]) -> [Double] {
            [l[0] * r[0] + l[2] * r[1], l[1] * r[0] + l[3] * r[1],
             l[0] * r[2] + l[2] * r[3], l[1] * r[2] + l[3] * r[3],
             l[0] * r[4] + l[2] * r[5] + l[4], l[1] * r[4] + l[3] * r[5] + l[5]]
        }
    }
}

/// The start and end tags of an SVG document, in order: enough of XML for a symbol template
/// (comments, declarations and text are skipped; attribute values are unescaped for the five
/// predefined entities).
struct SVGTags: Sequence {
    struct Tag {
        enum Kind {
            case open(name: String, attributes: [String: String], selfClosing: Bool)
            case close(name: String)
        }
        let kind: Kind
    }

    let text: String

    init(_ text: String) { self.text = text }

    func makeIterator() -> AnyIterator<Tag> {
        let bytes = Array(text.utf8)
        var index = 0
        return AnyIterator {
            while index < bytes.count {
                guard let start = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else { index = bytes.count; return nil }
                let body = start + 1
                // Comments and declarations end at their own terminators.
                if bytes[body...].starts(with: Array("!--".utf8)) {
                    index = Self.find(Array("-->".utf8), in: bytes, from: body).map { $0 + 3 } ?? bytes.count
                    continue
                }
                guard let end = Self.tagEnd(bytes, from: body) else { index = bytes.count; return nil }
                index = end + 1
                if body < bytes.count, bytes[body] == UInt8(ascii: "!") || bytes[body] == UInt8(ascii: "?") { continue }
                let inner = String(decoding: bytes[body..<end], as: UTF8.self)
                if inner.hasPrefix("/") {
                    return Tag(kind: .close(name: String(inner.dropFirst()).trimmingCharacters(in: .whitespacesAndNewlines)))
                }
                let selfClosing = inner.hasSuffix("/")
                let content = selfClosing ? String(inner.dropLast()) : inner
                let name = String(content.prefix { !$0.isWhitespace })
                return Tag(kind: .open(name: name, attributes: Self.attributes(content.dropFirst(name.count)), selfClosing: selfClosing))
            }
            return nil
        }
    }

    /// The `>` that ends the tag starting at `from`, skipping quoted attribute values.
    private static func tagEnd(_ bytes: [UInt8], from: Int) -> Int? {
        var quote: UInt8?
        var index = from
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = from
        while index + needle.count <= bytes.count {
            if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// `name="value"` and `name='value'` pairs.
    private static func attributes(_ text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text[...]
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            var valueStart = rest.index(after: equals)
            while valueStart < rest.endIndex, rest[valueStart].isWhitespace { valueStart = rest.index(after: valueStart) }
            guard valueStart < rest.endIndex else { break }
            let quote = rest[valueStart]
            guard quote == "\"" || quote == "'" else { break }
            let valueBody = rest.index(after: valueStart)
            guard let valueEnd = rest[valueBody...].firstIndex(of: quote) else { break }
            result[name] = unescaped(rest[valueBody..<valueEnd])
            rest = rest[rest.index(after: valueEnd)...]
        }
        return result
    }

    private static func unescaped(_ value: Substring) -> String {
        guard value.contains("&") else { return String(value) }
        return value
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
