import Foundation

/// The Swift source of a gallery scene's views, read from the gallery's own source files, so a
/// scene's page shows the code that made it.
///
/// The files are found from `#filePath` at build time: the gallery is rendered by `swift run`
/// in the package's folder, where they are. Where they are not (a copied binary), there is no
/// source and the page leaves that section out.
enum GallerySource {
    /// The folder of the gallery's sources.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The declarations of `types`, in that order, each with the documentation comment and
    /// attributes above it, separated by blank lines; `nil` when none is found.
    static func declarations(of types: [String]) -> String? {
        guard !types.isEmpty, let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return nil
        }
        let sources = files.filter { $0.hasSuffix("SceneViews.swift") }.sorted().compactMap { name in
            try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        let found = types.compactMap { type in sources.lazy.compactMap { declaration(of: type, in: $0) }.first }
        return found.isEmpty ? nil : found.joined(separator: "\n\n") + "\n"
    }

    /// The top-level declaration of `type` in `source`: from its doc comment and attributes to the
    /// closing brace at the start of a line (the gallery's files are formatted that way).
    static func declaration(of type: String, in source: String) -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let kinds = ["struct", "final class", "class", "enum", "protocol"]
        guard let start = lines.firstIndex(where: { line in
            let words = line.split(separator: " ", maxSplits: 4).map(String.init)
            return kinds.contains { kind in
                let kindWords = kind.split(separator: " ").map(String.init)
                guard words.count > kindWords.count, Array(words.prefix(kindWords.count)) == kindWords else { return false }
                let name = words[kindWords.count]
                return name == type || name.hasPrefix(type + ":") || name.hasPrefix(type + "<")
            }
        }) else { return nil }
        var first = start
        while first > 0, lines[first - 1].hasPrefix("///") || lines[first - 1].hasPrefix("@") { first -= 1 }
        if lines[start].hasSuffix("}") { return lines[first...start].joined(separator: "\n") }
        guard let end = lines[(start + 1)...].firstIndex(where: { $0 == "}" }) else { return nil }
        return lines[first...end].joined(separator: "\n")
    }
}
