import Foundation
import Kinema
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

// SVG snapshots of the 11:49 and 23:44 avatars at rest, mid-animation (6 frames = 0.1 s after the
// tap) and at the end, compared byte for byte with
// Tests/KinemaUITests/__Snapshots__/SeedAvatarSnapshotTests/<name>.svg. Set
// KINEMA_RECORD_SNAPSHOTS=1 to (re)record them. The mid-animation documents are also parsed and
// checked against the formulas, so a snapshot recorded from a wrong frame cannot pass unnoticed.

@MainActor
@Suite("Seed avatars: SVG snapshots")
struct SeedAvatarSnapshotTests {
    /// Rest, 0.1 s after the tap, and 2 s after it (at rest again, selected).
    func frames<Root: View>(_ host: ViewHost<Root>) -> [(name: String, svg: String)] {
        var frames = [("rest", host.svg())]
        host.tapAvatar()
        host.advance(by: 6 * frameStep)
        frames.append(("mid", host.svg()))
        host.advance(by: 2)
        frames.append(("end", host.svg()))
        return frames
    }

    @Test func avatar1149Frames() throws {
        for (name, svg) in frames(ViewHost(Seed1149.Avatar(pet: cat))) {
            _ = try SnapshotSVG.parse(svg)
            assertSVGSnapshot(svg, named: "avatar-1149-\(name)")
        }
    }

    @Test func avatar2344Frames() throws {
        let remote = SelectionRemote()
        let host = ViewHost(SelectionOwner(remote: remote) { Seed2344.Avatar(pet: cat, selected: $0) })
        for (name, svg) in frames(host) {
            _ = try SnapshotSVG.parse(svg)
            assertSVGSnapshot(svg, named: "avatar-2344-\(name)")
        }
    }

    /// The placeholder's group carries the scale as a matrix about the centre: at t = 0.1 the bouncy
    /// scale is 1.2116510615 (Python), so a = d = 1.21 and tx = ty = 200 − 200·1.21165 = −42.33.
    @Test func midAnimationSVGShowsTheScaledAvatar() throws {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        host.tapAvatar()
        host.advance(by: 6 * frameStep)
        let root = try SnapshotSVG.parse(host.svg())
        #expect(root.name == "svg")
        #expect(root["width"] == "400" && root["height"] == "400" && root["viewBox"] == "0 0 400 400")
        let groups = root.all(named: "g").filter { $0["transform"] != nil }
        #expect(groups.count == 1)
        let group = try #require(groups.first)
        #expect(group["transform"] == "matrix(1.21 0 0 1.21 -42.33 -42.33)")
        // The placeholder: a rounded, bordered rectangle inside the 100 × 100 frame, and the name.
        let rect = try #require(group.all(named: "rect").first)
        #expect(rect["x"] == "150.5" && rect["y"] == "150.5" && rect["width"] == "99" && rect["height"] == "99")
        #expect(rect["stroke"] != nil)
        #expect(group.all(named: "text").first?.text == "cat")
    }

    /// 23:44 at t = 0.1: scale 1.21165 (bouncy), shadow radius (8 + 4·0.357740) · 1.21165 = 11.427,
    /// drawn as a Gaussian blur of standard deviation radius / 2 = 5.71 (Python).
    @Test func midAnimationSVGShowsTheScaledShadow() throws {
        let remote = SelectionRemote()
        let host = ViewHost(SelectionOwner(remote: remote) { Seed2344.Avatar(pet: cat, selected: $0) })
        host.tapAvatar()
        host.advance(by: 6 * frameStep)
        let root = try SnapshotSVG.parse(host.svg())
        let blur = try #require(root.all(named: "feGaussianBlur").first)
        #expect(blur["stdDeviation"] == "5.71")
        let filtered = root.all(named: "g").filter { $0["filter"] != nil }
        #expect(filtered.count == 1)
        #expect(filtered.first?.children.first?["transform"] == "matrix(1.21 0 0 1.21 -42.33 -42.33)")
    }

    @Test func svgIsDeterministic() {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        host.tapAvatar()
        host.advance(by: 0.1)
        #expect(host.svg() == host.svg())
    }
}

// MARK: - Snapshots

/// Compares `svg` with `Tests/KinemaUITests/__Snapshots__/SeedAvatarSnapshotTests/<name>.svg`, byte
/// for byte. With `KINEMA_RECORD_SNAPSHOTS=1` it (re)writes the file instead; recording, like a
/// missing snapshot, is reported as a failure so it is never left on by accident (the pattern of
/// KinemaRenderTests' SVGRendererTests).
@MainActor
func assertSVGSnapshot(
    _ svg: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = URL(fileURLWithPath: filePath)
        .deletingLastPathComponent()   // Seeds/
        .deletingLastPathComponent()   // KinemaUITests/
        .appendingPathComponent("__Snapshots__/SeedAvatarSnapshotTests/\(name).svg")
    let recording = ProcessInfo.processInfo.environment["KINEMA_RECORD_SNAPSHOTS"] == "1"
    guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try svg.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Recorded snapshot \(url.path); run again without KINEMA_RECORD_SNAPSHOTS to compare.",
                         sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard svg != expected else { return }
    let actualLines = svg.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
    let actualURL = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.svg")
    try? svg.write(to: actualURL, atomically: true, encoding: .utf8)
    Issue.record(
        """
        Snapshot \(name) differs at line \(line + 1):
          expected: \(line < expectedLines.count ? String(expectedLines[line]) : "<end>")
          actual:   \(line < actualLines.count ? String(actualLines[line]) : "<end>")
        Actual output written to \(actualURL.path). Re-record with KINEMA_RECORD_SNAPSHOTS=1.
        """,
        sourceLocation: sourceLocation
    )
}

// MARK: - Parsing

/// An element of a parsed SVG document, built with Foundation's `XMLParser`, which fails on any
/// document that is not well-formed XML.
final class SnapshotSVG {
    let name: String
    let attributes: [String: String]
    var children: [SnapshotSVG] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// Every descendant element named `name`, in document order.
    func all(named name: String) -> [SnapshotSVG] {
        children.flatMap { ($0.name == name ? [$0] : []) + $0.all(named: name) }
    }

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ svg: String) throws -> SnapshotSVG {
        let builder = Builder()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseError(description: "Not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "no root")\n\(svg)")
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: SnapshotSVG?
        var stack: [SnapshotSVG] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            let node = SnapshotSVG(name: elementName, attributes: attributeDict)
            if let parent = stack.last { parent.children.append(node) } else { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
