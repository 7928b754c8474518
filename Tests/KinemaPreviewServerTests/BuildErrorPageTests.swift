import Foundation
import KinemaGallery
@testable import KinemaPreviewServer
import Testing

/// What a live page shows when a rebuild fails: the compiler's `file:line: message` lines, read
/// from `swift build`'s output and escaped, instead of a blank page.
@Suite("Build errors on the page")
struct BuildErrorPageTests {
    static let log = """
        Building for debugging...
        /tmp/MyViews/Sources/MyViews/Card.swift:12:9: error: cannot convert value of type 'Array<Int>' to expected argument type 'Int'
        10 |     var body: some View {
        12 |         Text(values)
           |              `- error: cannot convert value of type 'Array<Int>' to expected argument type 'Int'
        /tmp/MyViews/Sources/MyViews/Card.swift:12:9: error: cannot convert value of type 'Array<Int>' to expected argument type 'Int'
        /tmp/MyViews/Sources/MyViews/Card.swift:3:1: warning: var 'x' was never mutated
        /tmp/Other/Helpers.swift:7:20: error: binary operator '&&' cannot be applied to operands of type 'Bool' and 'Int'
        error: fatalError
        """

    @Test func errorsAreFileLineAndMessageEachOnce() {
        let errors = BuildDiagnostics.errors(in: Self.log, relativeTo: URL(fileURLWithPath: "/tmp/MyViews"))
        #expect(errors == [
            "Sources/MyViews/Card.swift:12: cannot convert value of type 'Array<Int>' to expected argument type 'Int'",
            "/tmp/Other/Helpers.swift:7: binary operator '&&' cannot be applied to operands of type 'Bool' and 'Int'",
        ])
    }

    /// A linker's failure has no place in the code: its own lines are the errors then.
    @Test func errorsWithoutAPlaceAreKeptWhenThereIsNothingElse() {
        let log = """
            error: link command failed with exit code 1 (use -v to see invocation)
            error: link command failed with exit code 1 (use -v to see invocation)
            """
        #expect(BuildDiagnostics.errors(in: log) == ["link command failed with exit code 1 (use -v to see invocation)"])
    }

    @Test func aLogWithoutErrorsHasNone() {
        #expect(BuildDiagnostics.errors(in: "Building for debugging...\nBuild complete!\n").isEmpty)
    }

    @Test func theBlockEscapesEveryLine() {
        let html = Pages.buildErrors([
            "Sources/MyViews/Card.swift:12: cannot convert value of type 'Array<Int>' to expected argument type 'Int'",
            "<script>alert(1)</script>",
        ])
        #expect(html.contains("<h2>The build failed</h2>"))
        #expect(html.contains(
            "<li><code>Sources/MyViews/Card.swift:12</code> cannot convert value of type &#39;Array&lt;Int&gt;&#39; to expected argument type &#39;Int&#39;</li>"))
        #expect(html.contains("<li>&lt;script&gt;alert(1)&lt;/script&gt;</li>"))
        #expect(!html.contains("<script>"))
        #expect(!html.contains("Array<Int>"))
    }

    @Test func noErrorLinePointsToTheLog() {
        let html = Pages.buildErrors([])
        #expect(html.contains("build.log"))
        #expect(!html.contains("<ul>"))
    }

    /// The scene page has a place for them, above the stage, hidden until a failure.
    @Test func theScenePageHasAPlaceForThem() throws {
        let page = Pages.scene(try #require(Gallery.scene(named: "avatar-bouncy")))
        let block = try #require(page.range(of: #"<div id="build" hidden></div>"#))
        let stage = try #require(page.range(of: #"<div id="stage""#))
        #expect(block.lowerBound < stage.lowerBound)
        #expect(page.contains(#"m.type === "build""#) && page.contains(#"m.type === "reload""#))
    }
}
