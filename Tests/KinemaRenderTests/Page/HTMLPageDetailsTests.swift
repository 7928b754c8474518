import Foundation
import Kinema
import KinemaRender
import KinemaTestSupport
import Testing

@MainActor
@Suite("Recording: HTML page details")
struct HTMLPageDetailsTests {
    static let details = HTMLPageDetails(
        explanation: "Springs <merge> & keep velocity.",
        sourceCode: "struct A: View {\n    var body: some View { Text(\"<hi>\") }\n}\n",
        backLink: .init(title: "All scenes", href: "index.html"),
        downloads: [.init(title: "GIF", href: "a.gif"), .init(title: "MP4", href: "a.mp4")],
        related: [.init(title: "Compared", href: "compare-a.html")]
    )

    @Test func showsEachPartEscapedInAWellFormedPage() throws {
        let recording = HTMLPageTests.avatarRecording()
        let page = recording.htmlPage(title: "Avatar", details: Self.details)
        let root = try XMLTree.parse(page)
        let paragraphs = root.all(named: "p")
        #expect(paragraphs.contains { $0["class"] == "explanation" && $0.text == "Springs <merge> & keep velocity." })
        let anchors = root.all(named: "a")
        #expect(anchors.contains { $0["href"] == "index.html" && $0.text.hasSuffix("All scenes") })
        #expect(anchors.filter { $0["download"] != nil }.map { $0["href"] } == ["a.gif", "a.mp4"])
        #expect(anchors.contains { $0["href"] == "compare-a.html" })
        #expect(HTMLPageTests.find("source-code", in: root) != nil)
        let opening = try #require(page.range(of: #"<code id="source-code" class="language-swift">"#))
        let closing = try #require(page.range(of: "</code>", range: opening.upperBound..<page.endIndex))
        // Without highlighted runs the source is plain escaped text.
        #expect(HTMLPageSourceTests.text(of: String(page[opening.upperBound..<closing.lowerBound])) == Self.details.sourceCode)
        #expect(!page.contains("class=\"tok-"))
        #expect(HTMLPageTests.find("copy-source", in: root)?.name == "button")
        // The data and frames are the same as without details.
        #expect(try HTMLPageTests.PageData(page: page).frames == recording.svgFrames())
    }

    @Test func withoutDetailsThereIsNoSourceNoLinksAndNoExplanation() throws {
        let page = HTMLPageTests.avatarRecording().htmlPage(title: "Avatar")
        let root = try XMLTree.parse(page)
        #expect(HTMLPageTests.find("source-code", in: root) == nil)
        #expect(HTMLPageTests.find("downloads", in: root) == nil)
        #expect(root.all(named: "a").isEmpty)
        #expect(!root.all(named: "p").contains { $0["class"] == "explanation" })
    }

    @Test func hasThePlaybackControls() throws {
        let root = try XMLTree.parse(HTMLPageTests.avatarRecording().htmlPage(title: "Avatar"))
        let speed = try #require(HTMLPageTests.find("speed", in: root))
        #expect(speed["type"] == "range" && speed["min"] == "0.1" && speed["max"] == "2" && speed["value"] == "1")
        let loop = try #require(HTMLPageTests.find("loop", in: root))
        #expect(loop["type"] == "checkbox" && loop["checked"] != nil)
        #expect(HTMLPageTests.find("replay", in: root)?.name == "button")
        #expect(HTMLPageTests.find("markers", in: root) != nil)
    }

    @Test func needsNothingFromTheNetwork() throws {
        let page = HTMLPageTests.avatarRecording().htmlPage(title: "Avatar", details: Self.details)
        // The only absolute URLs are XML namespace names, which are never fetched.
        let urls = page.matches(of: /https?:\/\/[^"'\\ )]+/).map { String($0.output) }
        #expect(Set(urls).isSubset(of: ["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"]), "\(Set(urls))")
        // The one `<link>` is the inline icon, a data URI.
        #expect(!page.contains("@import") && !page.replacingOccurrences(of: PageIcon.link, with: "").contains("<link"))
    }

    @Test func followsTheSystemAppearanceAndFitsAPhone() {
        let page = HTMLPageTests.avatarRecording().htmlPage(title: "Avatar")
        #expect(page.contains("@media (prefers-color-scheme: dark)"))
        #expect(page.contains("@media (max-width: 600px)"))
        #expect(page.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1" />"#))
    }
}
