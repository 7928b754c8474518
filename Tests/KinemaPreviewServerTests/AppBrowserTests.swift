import Foundation
import Kinema
import KinemaGallery
import KinemaPreviewServer
import KinemaTestSupport
import Testing

/// An app served live (`swift run` of a SwiftUI app: the server with `Configuration.app`) and
/// used from real headless Chromium as a person would: a click on the button changes the next
/// frame, and keys typed after a click on the text field land in it and are submitted.
///
/// Needs Debian's `chromium`; without it the test is skipped with a note, except under `CI=true`.
@Suite("An app driven live in Chromium", .serialized)
struct AppBrowserTests {
    struct Greeter: View {
        @State private var taps = 0
        @State private var name = ""
        @State private var greeting = "nobody yet"

        var body: some View {
            VStack(spacing: 30) {
                Button("Tapped \(taps)") { taps += 1 }
                TextField("Your name", text: $name)
                    .onSubmit { greeting = "Hello, \(name)!" }
                Text(greeting)
            }
            .padding()
        }
    }

    static let size = CGSize(width: 300, height: 300)

    static let window = GalleryScene(name: "main", title: "Greeter", summary: "A window of Greeter.", size: size) { fps in
        ViewHost(Greeter(), size: size, framesPerSecond: fps)
    }

    /// The centre, in CSS pixels, of the stage's SVG text that reads `text`.
    static func centre(of text: String, in page: BrowserPage) async throws -> (x: Double, y: Double) {
        let found = try #require(try await page.evaluate("""
            (function(){var t=Array.from(document.querySelectorAll('#stage svg text'))
              .filter(function(e){return e.textContent==='\(text)';})[0];
              if(!t) return null; var r=t.getBoundingClientRect(); return [r.left+r.width/2, r.top+r.height/2];})()
            """) as? [Double], "no text '\(text)' on the stage")
        return (found[0], found[1])
    }

    static func stageShows(_ text: String) -> String {
        "Array.from(document.querySelectorAll('#stage svg text')).some(function(e){return e.textContent==='\(text)';})"
    }

    @Test(.enabled(if: Chromium.canRun, Chromium.skipNote), .timeLimit(.minutes(10)))
    func aClickAndTypingDriveTheApp() async throws {
        try await TestServer.serving(previews: [Self.window], app: "Greeter") { server in
            try await LivePage.withChromium { devTools in
                let index = try await BrowserPage.open(server.url, in: devTools)
                try await index.wait(until: "document.querySelector('h1') && document.querySelector('h1').textContent === 'Greeter'")
                #expect(try await index.evaluate("document.querySelectorAll('a.card[href=\"/scene/main\"]').length") as? Int == 1)

                let page = try await BrowserPage.open(server.url.appendingPathComponent("scene/main"), in: devTools)
                try await page.wait(
                    until: "window.kinema && window.kinema.connected && window.kinema.svgFrames > 0",
                    timeout: TestServer.firstFrameTimeout)
                try await page.wait(until: Self.stageShows("Tapped 0"), timeout: .seconds(60))

                let button = try await Self.centre(of: "Tapped 0", in: page)
                try await page.click(x: button.x, y: button.y)
                try await page.wait(until: Self.stageShows("Tapped 1"), timeout: .seconds(60))

                let field = try await Self.centre(of: "Your name", in: page)
                try await page.click(x: field.x, y: field.y)
                for character in "Ada" { try await page.press(key: String(character), text: String(character)) }
                try await page.wait(until: Self.stageShows("Ada"), timeout: .seconds(60))
                try await page.press(key: "Enter", text: "\r")
                try await page.wait(until: Self.stageShows("Hello, Ada!"), timeout: .seconds(60))
            }
        }
    }
}
