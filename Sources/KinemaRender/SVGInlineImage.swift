import Foundation

/// An SVG image simple enough to write into the frame's document as a nested `<svg>` instead of
/// an `<image>` of a `data:` URI.
///
/// librsvg (PNG, GIF and MP4 output) rasterises an SVG `<image>` at its natural size and then
/// scales the pixels, so a picture scaled up by an effect turns blurry there while browsers draw
/// it sharp. Nested, the drawing stays vectors in every viewer.
///
/// Only self-contained drawings are nested, so nothing in them can clash with or reach outside
/// the frame's document: no `id` attributes (and so no references between elements), no links
/// (`href`), no `<style>`, `<script>`, `<foreignObject>`, comments, CDATA or declarations, and a
/// root whose only attributes are the namespace, `version`, `width`, `height`, `viewBox` and
/// `preserveAspectRatio`, with a `viewBox` or a width and height in plain numbers; the content
/// must be balanced elements with quoted attributes and only XML's own entities, so it cannot
/// break the frame's document. Anything else stays an `<image>`.
package struct SVGInlineImage: Equatable, Sendable {
    /// The coordinate system of the drawing: the root's `viewBox`, or 0 0 width height.
    package let viewBox: String
    /// Everything between the root's start and end tags.
    package let body: String

    package init?(_ text: String) {
        var rest = Substring(text).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if rest.hasPrefix("<?xml") {
            guard let end = rest.range(of: "?>") else { return nil }
            rest = rest[end.upperBound...].drop { $0.isWhitespace }
        }
        guard rest.hasPrefix("<svg"), let tagEnd = rest.firstIndex(of: ">") else { return nil }
        let tag = rest[rest.index(rest.startIndex, offsetBy: 4)..<tagEnd]
        guard tag.first?.isWhitespace ?? false, !tag.hasSuffix("/"),
              let closing = rest.range(of: "</svg>", options: .backwards), closing.lowerBound > tagEnd
        else { return nil }
        let body = rest[rest.index(after: tagEnd)..<closing.lowerBound]
        let lowered = body.lowercased()
        let forbidden = ["<!", "<?", "<style", "<script", "<foreignobject", "href", " id=", "\tid=", "\nid=", "<svg:"]
        guard !forbidden.contains(where: lowered.contains),
              rest[closing.upperBound...].allSatisfy(\.isWhitespace), Self.isBalanced(body),
              let attributes = Self.attributes(of: tag)
        else { return nil }
        let allowed: Set<String> = ["xmlns", "version", "width", "height", "viewBox", "preserveAspectRatio"]
        guard attributes.keys.allSatisfy(allowed.contains),
              attributes["xmlns"].map({ $0 == "http://www.w3.org/2000/svg" }) ?? true
        else { return nil }
        if let box = attributes["viewBox"] {
            let numbers = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] > 0, numbers[3] > 0 else { return nil }
            viewBox = box
        } else {
            guard let widthText = attributes["width"], let heightText = attributes["height"],
                  let width = Double(widthText), let height = Double(heightText),
                  width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
            viewBox = "0 0 \(widthText) \(heightText)"
        }
        self.body = String(body)
    }

    /// Whether `body` is a sequence of balanced elements whose attributes are quoted, with `&`
    /// only in XML's predefined entities and character references.
    private static func isBalanced(_ body: Substring) -> Bool {
        var open: [Substring] = []
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            if character == "&" {
                let tail = body[index...].prefix(6)
                guard ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#"].contains(where: tail.hasPrefix) else { return false }
            } else if character == ">" {
                return false
            } else if character == "<" {
                // Find the tag's end, skipping quoted attribute values.
                var cursor = body.index(after: index)
                var quote: Character?
                while cursor < body.endIndex, quote != nil || body[cursor] != ">" {
                    if let open = quote { if body[cursor] == open { quote = nil } } else if body[cursor] == "\"" || body[cursor] == "'" {
                        quote = body[cursor]
                    } else if body[cursor] == "<" {
                        return false
                    }
                    cursor = body.index(after: cursor)
                }
                guard cursor < body.endIndex else { return false }
                let inside = body[body.index(after: index)..<cursor]
                if inside.hasPrefix("/") {
                    let name = inside.dropFirst().trimmingCharacters(in: .whitespaces)
                    guard let last = open.popLast(), String(last) == name else { return false }
                } else if !inside.hasSuffix("/") {
                    let name = inside.prefix { !$0.isWhitespace }
                    guard !name.isEmpty else { return false }
                    open.append(name)
                }
                index = cursor
            }
            index = body.index(after: index)
        }
        return open.isEmpty
    }

    /// The attributes of a start tag, or `nil` when they do not parse as `name="value"` pairs
    /// (or a name repeats).
    private static func attributes(of tag: Substring) -> [String: String]? {
        var result: [String: String] = [:]
        var rest = tag
        while true {
            rest = rest.drop(while: \.isWhitespace)
            guard !rest.isEmpty else { return result }
            guard let equals = rest.firstIndex(of: "=") else { return nil }
            let name = String(rest[..<equals]).trimmingCharacters(in: .whitespaces)
            rest = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: quote), !name.isEmpty, result[name] == nil else { return nil }
            result[name] = String(rest[..<close])
            rest = rest[rest.index(after: close)...]
        }
    }
}
