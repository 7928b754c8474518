import Foundation
import Kinema
import KinemaRender
import KinemaTestSupport
import Testing

@MainActor
@Suite("Recording: HTML page")
struct HTMLPageTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])

    static func avatarRecording(duration: TimeInterval = 1) -> Recording {
        Recording.record(ViewHost(RecordingAvatar()), duration: duration, events: [.tap(recordingHostCentre, at: 0)])
    }

    /// The page's embedded data, decoded independently of the page's script.
    struct PageData {
        var fps: Double
        var frameCount: Int
        var frames: [String]
        var tracks: [(item: String, attribute: String, values: [Double?])]

        init(page: String) throws {
            let opening = #"<script type="application/json" id="kinema-data">"#
            let start = try #require(page.range(of: opening))
            let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
            )
            fps = try #require(json["fps"] as? Double)
            frameCount = try #require(json["frameCount"] as? Int)
            let lines = try #require(json["lines"] as? [String])
            let splices = try #require(json["frames"] as? [[Int]])
            // Each frame is [start, removed, added…] applied to the previous frame's line numbers.
            var previous: [Int] = []
            frames = splices.map { splice in
                let start = splice[0], removed = splice[1]
                previous = Array(previous[..<start]) + splice.dropFirst(2) + previous[(start + removed)...]
                return previous.map { lines[$0] }.joined(separator: "\n")
            }
            let rawTracks = try #require(json["tracks"] as? [[String: Any]])
            tracks = try rawTracks.map { track in
                let values = try #require(track["values"] as? [Any]).map { $0 as? Double }
                return (try #require(track["item"] as? String), try #require(track["attribute"] as? String), values)
            }
        }
    }

    @Test func embedsEveryFrameExactly() throws {
        let recording = Self.avatarRecording()
        let page = recording.htmlPage(title: "Avatar")
        let data = try PageData(page: page)
        #expect(data.fps == 60)
        #expect(data.frameCount == 60)
        #expect(data.frames == recording.svgFrames())
    }

    @Test func embedsFramesDrawnWithTheGivenRendererAndImagesOnce() throws {
        let recording = Self.avatarRecording()
        let renderer = SVGRenderer(precision: 4)
        let page = recording.htmlPage(title: "Avatar", renderer: renderer, background: nil, images: ["cat": Self.png])
        let data = try PageData(page: page)
        #expect(data.frames == recording.svgFrames(renderer: renderer, background: nil, images: ["cat": Self.png]))
        // The image's data URI is one line of the frames: stored once, not once per frame.
        #expect(page.components(separatedBy: Self.png.base64EncodedString()).count == 2)
    }

    @Test func framesWhoseStructureChangesRoundTrip() throws {
        // Items appear, vanish and gain shadows, so frames differ in length and in their defs.
        func item(_ x: CGFloat, shadow: Bool) -> DisplayList.Item {
            DisplayList.Item(
                content: .text("<&> \"x\"", font: .system(size: 12)), frame: CGRect(x: x, y: 10, width: 50, height: 20),
                shadow: shadow ? DisplayList.Shadow(radius: x / 10) : nil, viewID: Int(x)
            )
        }
        let lists = [
            DisplayList(items: []),
            DisplayList(items: [item(10, shadow: false)]),
            DisplayList(items: [item(10, shadow: true), item(20, shadow: false), item(30, shadow: true)]),
            DisplayList(items: [item(30, shadow: true)]),
            DisplayList(items: []),
        ]
        let recording = Recording(
            size: CGSize(width: 100, height: 50), framesPerSecond: 10,
            frames: lists.enumerated().map { RecordedFrame(time: Double($0.offset) / 10, displayList: $0.element) }
        )
        let data = try PageData(page: recording.htmlPage(title: "Structure"))
        #expect(data.frames == recording.svgFrames())
    }

    @Test func embedsTheTracksWithTheirValues() throws {
        let recording = Self.avatarRecording()
        let data = try PageData(page: recording.htmlPage(title: "Avatar"))
        #expect(data.tracks.map(\.attribute) == ["scale"])
        #expect(data.tracks.first?.item == "Image “cat” in RecordingAvatar")
        let values = try #require(data.tracks.first?.values)
        #expect(values.count == 60)
        for (frame, (value, expected)) in zip(recording.frames, zip(values, avatarScales(recording))) {
            // Five decimals on the page; exactly 1.5 once the spring has finished.
            let shown = try #require(value)
            #expect(abs(shown - expected) < 1e-5, "t = \(frame.time): \(shown) vs \(expected)")
            if expected == 1.5 { #expect(shown == 1.5) }
        }
    }

    @Test func isWellFormedWithTheControls() throws {
        let page = Self.avatarRecording().htmlPage(title: "Avatar")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.hasSuffix("</html>\n"))
        let root = try XMLTree.parse(page)
        #expect(root.name == "html")
        #expect(root.all(named: "title").first?.text == "Avatar")
        #expect(root.all(named: "meta").contains { $0["charset"] == "utf-8" })
        func element(_ id: String) -> XMLTree? { Self.find(id, in: root) }
        #expect(element("stage") != nil)
        #expect(element("play")?.name == "button")
        #expect(element("previous")?.name == "button")
        #expect(element("next")?.name == "button")
        #expect(element("clock")?.name == "output")
        #expect(element("plots") != nil)
        let scrubber = try #require(element("scrubber"))
        #expect(scrubber.name == "input")
        #expect(scrubber["type"] == "range")
        #expect(scrubber["min"] == "0")
        #expect(scrubber["max"] == "59")
        #expect(scrubber["step"] == "1")
        // The player script and its interface for tests.
        #expect(page.contains("window.kinema = {"))
        for member in ["frameCount:", "fps:", "showFrame:", "\"currentFrame\"", "requestAnimationFrame"] {
            #expect(page.contains(member), "\(member)")
        }
        #expect(page.components(separatedBy: "]]>").count == 2, "the CDATA section must end only once")
    }

    static func find(_ id: String, in node: XMLTree) -> XMLTree? {
        if node["id"] == id { return node }
        for child in node.children {
            if let found = find(id, in: child) { return found }
        }
        return nil
    }

    @Test func referencesNothingOutsideThePage() {
        let page = Self.avatarRecording().htmlPage(title: "Avatar", images: ["cat": Self.png])
        let namespaces = ["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"]
        for scheme in ["http://", "https://"] {
            var rest = page[...]
            while let found = rest.range(of: scheme) {
                let reference = rest[found.lowerBound...].prefix { !"\"' \\".contains($0) }
                #expect(namespaces.contains(String(reference)), "external reference \(reference)")
                rest = rest[found.upperBound...]
            }
        }
        // The one `<link>` is the inline icon, a data URI.
        let withoutIcon = page.replacingOccurrences(of: PageIcon.link, with: "")
        for pattern in ["<link", "src=", "@import", "//cdn", "fetch(", "XMLHttpRequest"] {
            #expect(!withoutIcon.contains(pattern), "\(pattern)")
        }
        #expect(!page.replacingOccurrences(of: "url(#", with: "").contains("url("))
    }

    @Test func escapesTheTitle() throws {
        let page = Self.avatarRecording(duration: 0.1).htmlPage(title: "Cats & <dogs> \"quoted\"")
        #expect(page.contains("<title>Cats &amp; &lt;dogs&gt; &quot;quoted&quot;</title>"))
        #expect(try XMLTree.parse(page).all(named: "h1").first?.text == "Cats & <dogs> \"quoted\"")
    }

    @Test func anEmptyRecordingStillMakesAPage() throws {
        let recording = Recording.record(ViewHost(RecordingAvatar()), duration: 0)
        let page = recording.htmlPage(title: "Nothing")
        _ = try XMLTree.parse(page)
        let data = try PageData(page: page)
        #expect(data.frameCount == 0)
        #expect(data.frames.isEmpty)
    }

    @Test func writesThePage() throws {
        let recording = Self.avatarRecording(duration: 0.5)
        try withTemporaryRecordingDirectory { directory in
            let url = directory.appendingPathComponent("pages/avatar.html")
            try recording.writeHTMLPage(to: url, title: "Avatar")
            #expect(try String(contentsOf: url, encoding: .utf8) == recording.htmlPage(title: "Avatar"))
        }
    }

    @Test func aFrameThatOnlyMovesCostsLittle() throws {
        // 3 s of a moving avatar: frame 0 plus one changed line per frame, not 180 documents.
        let recording = Self.avatarRecording(duration: 3)
        let page = recording.htmlPage(title: "Avatar")
        let documents = recording.svgFrames().joined().utf8.count
        // The embedded data, not the page: its style and player are the same size whatever the recording.
        let opening = #"<script type="application/json" id="kinema-data">"#
        let start = try #require(page.range(of: opening))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        #expect(page[start.upperBound..<end.lowerBound].utf8.count < documents / 3)
    }
}
