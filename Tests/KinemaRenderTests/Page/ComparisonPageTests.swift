import Foundation
import Kinema
import KinemaTestSupport
import Testing

@MainActor
@Suite("Recording: comparison page")
struct ComparisonPageTests {
    @Test func embedsEachRecordingWithItsLabelOnOneTimeline() throws {
        let short = HTMLPageTests.avatarRecording(duration: 0.5)
        let long = HTMLPageTests.avatarRecording(duration: 1)
        let page = Recording.comparisonPage(title: "Two", [(label: "Short", recording: short), (label: "Long", recording: long)])
        let root = try XMLTree.parse(page)
        #expect(HTMLPageTests.find("stage", in: root) != nil)
        #expect(HTMLPageTests.find("stage-1", in: root) != nil)
        #expect(root.all(named: "figcaption").map(\.text) == ["Short", "Long"])
        // One scrubber over the longer recording.
        #expect(HTMLPageTests.find("scrubber", in: root)?["max"] == "59")

        let opening = #"<script type="application/json" id="kinema-data">"#
        let start = try #require(page.range(of: opening))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = try #require(try JSONSerialization.jsonObject(
            with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        #expect(json["frameCount"] as? Int == 60)
        let runs = try #require(json["runs"] as? [[String: Any]])
        #expect(runs.map { $0["label"] as? String } == ["Short", "Long"])
        #expect(runs.map { $0["frameCount"] as? Int } == [30, 60])
        #expect(runs.allSatisfy { ($0["markers"] as? [[String: Any]])?.count == 1 })
    }

    @Test func noRecordingsGiveAnEmptyPlayer() throws {
        let page = Recording.comparisonPage(title: "None", [])
        let root = try XMLTree.parse(page)
        #expect(HTMLPageTests.find("scrubber", in: root)?["max"] == "0")
        #expect(page.contains(#""frameCount":0"#))
    }
}
