import Foundation
import Kinema
import KinemaTestSupport
import Testing

/// `Recording.animatedSVG`: every chosen frame drawn once, each shown for its slice of the
/// recording by a discrete `visibility` animation.
@MainActor
@Suite("Recording: animated SVG")
struct AnimatedSVGTests {
    /// A bar that grows linearly from 10 to 100 points over one second: every frame differs.
    struct Bar: View {
        @State private var grown = false
        var body: some View {
            Color.red.frame(width: grown ? 100 : 10, height: 10)
                .shadow(radius: 2)
                .onAppear { withAnimation(.linear(duration: 1)) { grown = true } }
        }
    }

    static func recording(fps: Double = 10) -> Recording {
        Recording.record(ViewHost(Bar(), size: CGSize(width: 120, height: 20)), duration: 1, framesPerSecond: fps)
    }

    static func groups(_ svg: String) throws -> [XMLTree] {
        try XMLTree.parse(svg).children.filter { $0.name == "g" }
    }

    @Test func everyFrameOnceInOrderEachForItsSlice() throws {
        let recording = Self.recording()
        let svg = recording.animatedSVG()
        let root = try XMLTree.parse(svg)
        #expect(root.name == "svg" && root["width"] == "120" && root["height"] == "20")
        let groups = try Self.groups(svg)
        #expect(groups.map { $0["id"] } == (0..<10).map { "frame-\($0)" })
        for (k, group) in groups.enumerated() {
            let animate = try #require(group.children.first { $0.name == "animate" })
            #expect(animate["dur"] == "1s")
            #expect(animate["calcMode"] == "discrete")
            #expect(animate["repeatCount"] == "indefinite")
            let from = SVGNumberText.format(Double(k) / 10), to = SVGNumberText.format(Double(k + 1) / 10)
            switch k {
            case 0: #expect(animate["keyTimes"] == "0;\(to)" && animate["values"] == "visible;hidden")
            case 9: #expect(animate["keyTimes"] == "0;\(from)" && animate["values"] == "hidden;visible")
            default: #expect(animate["keyTimes"] == "0;\(from);\(to)" && animate["values"] == "hidden;visible;hidden")
            }
            // The frame drawn is the recording's frame k, as the renderer draws it.
            let frame = try #require(group.children.first { $0.name == "svg" })
            let expected = try XMLTree.parse(SVGRenderer().render(recording.frames[k].displayList, size: recording.size))
            #expect(frame.all(named: "rect").map { $0["width"] } == expected.all(named: "rect").map { $0["width"] })
        }
        // Where SMIL does not run, the first frame shows.
        #expect(groups.map { $0["visibility"] } == ["visible"] + Array(repeating: "hidden", count: 9))
    }

    @Test func idsAreScopedPerFrame() throws {
        let svg = Self.recording().animatedSVG()
        let ids = try XMLTree.parse(svg).all(named: "filter").compactMap { $0["id"] }
        #expect(ids.count == 10, "one shadow filter per frame")
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(svg.contains("url(#\(id))")) }
    }

    @Test func aLowerRateTakesEvenlySpreadFrames() throws {
        let recording = Self.recording()
        let groups = try Self.groups(recording.animatedSVG(framesPerSecond: 5))
        #expect(groups.count == 5)
        let widths = groups.map { $0.all(named: "rect").first?["width"] }
        let expected = [0, 2, 4, 6, 8].map { try? XMLTree.parse(SVGRenderer().render(recording.frames[$0].displayList, size: recording.size)).all(named: "rect").first?["width"] }
        #expect(widths == expected)
        // A rate above the recording's is the recording's; NaN reads as 1 frame a second.
        #expect(try Self.groups(recording.animatedSVG(framesPerSecond: 240)).count == 10)
        #expect(try Self.groups(recording.animatedSVG(framesPerSecond: .nan)).count == 1)
    }

    @Test func onceHoldsTheLastFrame() throws {
        let groups = try Self.groups(Self.recording().animatedSVG(loops: false))
        for group in groups {
            let animate = try #require(group.children.first { $0.name == "animate" })
            #expect(animate["fill"] == "freeze" && animate["repeatCount"] == nil)
        }
    }

    @Test func theStillIsTheFrameAtItsTime() throws {
        let groups = try Self.groups(Self.recording().animatedSVG(still: 0.55))
        #expect(groups.firstIndex { $0["visibility"] == "visible" } == 5)
        #expect(groups.filter { $0["visibility"] == "visible" }.count == 1)
        // Out of range and NaN stills are clamped.
        #expect(try Self.groups(Self.recording().animatedSVG(still: 99)).last?["visibility"] == "visible")
        #expect(try Self.groups(Self.recording().animatedSVG(still: .nan)).first?["visibility"] == "visible")
    }

    @Test func aByteBudgetTakesFewerFrames() throws {
        let recording = Self.recording()
        let full = recording.animatedSVG()
        let budget = full.utf8.count / 3
        let groups = try Self.groups(recording.animatedSVG(maximumBytes: budget))
        #expect(groups.count < 10 && groups.count >= 2)
        #expect(try Self.groups(recording.animatedSVG(maximumBytes: 0)).count == 2, "the minimum frame count")
        #expect(try Self.groups(recording.animatedSVG(maximumBytes: 0, minimumFrameCount: -4)).count == 1)
    }

    @Test func anEmptyRecordingIsAnEmptyDocument() throws {
        let empty = Recording(size: CGSize(width: 50, height: 40), framesPerSecond: 30, frames: [])
        let root = try XMLTree.parse(empty.animatedSVG())
        #expect(root.name == "svg" && root["width"] == "50" && root.children.isEmpty)
    }
}

/// Numbers as the animated SVG writes key times: at most three decimals, no trailing zeros.
enum SVGNumberText {
    static func format(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
