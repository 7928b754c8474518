import Foundation
import Kinema
import KinemaGallery
import KinemaSourceHighlighting
import KinemaTestSupport
import Testing

/// A scene page in real headless Chromium: the controls are clicked, the scrubber moved and the
/// keys pressed as a person would, and what the page shows is read through `window.kinema` and
/// the DOM (``PageHarness``).
///
/// Needs `chromium`; under CI (`CI=true`) a missing one fails, elsewhere the test is skipped.
@MainActor
@Suite("Scene page in a browser", .serialized)
struct ScenePageBrowserTests {
    /// The bouncy avatar's scale at `time` (the tap is at 0.25 s), from SwiftUI's spring.
    static func bouncyScale(_ time: Double) -> Double {
        var spring = SwiftUIReference.FluidSpring.bouncy
        return 1 + (spring.value(delta: 0.5, time: time - 0.25) ?? 0.5)
    }

    /// The label the recording gives the cat's image (its view's, `Image “cat” in …`), as a
    /// JavaScript string.
    static func catLabel(_ recording: Recording) throws -> String {
        let label = try #require(recording.tracks.first { $0.item.hasPrefix("Image “cat”") }?.item)
        let json = try JSONSerialization.data(withJSONObject: [label])
        return String(decoding: json, as: UTF8.self).dropFirst().dropLast().description
    }

    static func bouncyPage() throws -> String {
        let scene = try #require(Gallery.scene(named: "avatar-bouncy"))
        let downloads = [HTMLPageDetails.Link(title: "GIF", href: "avatar-bouncy.gif"),
                         HTMLPageDetails.Link(title: "MP4", href: "avatar-bouncy.mp4")]
        return scene.record(framesPerSecond: 60)
            .htmlPage(title: scene.title, details: Gallery.pageDetails(
                for: scene, downloads: downloads, highlight: SwiftSourceHighlighter.highlighter))
    }

    @Test(.enabled(if: BrowserTools.canRun, BrowserTools.skipNote), .timeLimit(.minutes(10)))
    func controlsScrubbingAndReadingsWork() async throws {
        let cat = try Self.catLabel(try #require(Gallery.scene(named: "avatar-bouncy")).record(framesPerSecond: 60))
        let out = try await PageHarness.run(page: Self.bouncyPage(), script: """
            var k = w.kinema, cat = \(cat);
            out.frameCount = k.frameCount;
            var scrubber = d.getElementById("scrubber");
            scrubber.value = "30";
            scrubber.dispatchEvent(new w.Event("input"));
            out.scrubbed = k.currentFrame;
            out.scale = k.value(cat, "scale");
            out.velocity = k.velocity(cat, "scale");
            out.readout = d.querySelector(".plot .plot-value").textContent;

            var speed = d.getElementById("speed");
            speed.value = "0.25";
            speed.dispatchEvent(new w.Event("input"));
            out.speed = k.speed;
            out.speedText = d.getElementById("speed-value").textContent;
            k.showFrame(0);
            d.getElementById("play").click();
            clock.advance(0);
            clock.advance(1000);
            out.slowFrame = k.currentFrame;
            k.pause();

            d.getElementById("loop").click();
            out.loop = k.loop;
            k.speed = 1;
            k.showFrame(80);
            d.getElementById("play").click();
            clock.advance(0);
            clock.advance(1000);
            out.endFrame = k.currentFrame;
            out.playingAtEnd = k.playing;

            d.getElementById("loop").click();
            k.showFrame(80);
            k.play();
            clock.advance(0);
            clock.advance(500);
            out.loopedFrame = k.currentFrame;
            k.pause();

            k.showFrame(50);
            d.getElementById("replay").click();
            out.replayFrame = k.currentFrame;
            out.replayPlaying = k.playing;
            k.pause();

            var markerButtons = d.querySelectorAll("#markers .timeline-marker");
            out.markerLabels = [].map.call(markerButtons, function (button) { return button.textContent; });
            markerButtons[0].click();
            out.markerFrame = k.currentFrame;
            out.markerPlaying = k.playing;
            k.pause();

            d.getElementById("next").focus();
            w.dispatchEvent(new w.KeyboardEvent("keydown", { key: " ", bubbles: true }));
            out.spacePlays = k.playing;
            w.dispatchEvent(new w.KeyboardEvent("keydown", { key: " ", bubbles: true }));
            out.spacePauses = !k.playing;

            out.charts = d.querySelectorAll(".plot").length;
            out.velocityCharts = d.querySelectorAll(".plot-velocity").length;
            out.markerLines = d.querySelectorAll(".plot-marker").length;
            out.source = k.sourceText;
            out.keywords = d.querySelectorAll("#source-code .tok-kw").length;
            out.downloads = [].map.call(d.querySelectorAll("#downloads a"), function (a) { return a.getAttribute("href"); });
            out.back = d.querySelector(".back a").getAttribute("href");
            out.background = w.getComputedStyle(d.body).backgroundColor;
            """)

        #expect(out["frameCount"] as? Int == 90)
        #expect(out["scrubbed"] as? Int == 30)
        let scale = try #require(out["scale"] as? Double)
        #expect(abs(scale - Self.bouncyScale(0.5)) < 1e-4, "scale \(scale)")
        // Central difference of the spring over the neighbouring frames, per second.
        let expectedVelocity = (Self.bouncyScale(31.0 / 60) - Self.bouncyScale(29.0 / 60)) * 30
        let velocity = try #require(out["velocity"] as? Double)
        #expect(abs(velocity - expectedVelocity) < 1e-3, "velocity \(velocity) vs \(expectedVelocity)")
        #expect((out["readout"] as? String)?.hasSuffix("×") == true)

        #expect(out["speed"] as? Double == 0.25)
        #expect(out["speedText"] as? String == "0.25×")
        #expect(out["slowFrame"] as? Int == 15, "a second at a quarter speed is 15 frames")
        #expect(out["loop"] as? Bool == false)
        #expect(out["endFrame"] as? Int == 89)
        #expect(out["playingAtEnd"] as? Bool == false)
        #expect(out["loopedFrame"] as? Int == 20, "80 + 30 frames, wrapped over 90")
        #expect(out["replayFrame"] as? Int == 0)
        #expect(out["replayPlaying"] as? Bool == true)
        #expect(out["markerLabels"] as? [String] == ["tap"])
        #expect(out["markerFrame"] as? Int == 9, "a tenth of a second before the tap at 0.25 s")
        #expect(out["markerPlaying"] as? Bool == true)
        #expect(out["spacePlays"] as? Bool == true)
        #expect(out["spacePauses"] as? Bool == true)

        #expect(out["charts"] as? Int == 2, "the scale and its velocity")
        #expect(out["velocityCharts"] as? Int == 1)
        #expect(out["markerLines"] as? Int == 2, "the tap on each chart")
        #expect((out["source"] as? String)?.contains("struct AvatarWithAnimation: View {") == true)
        #expect((out["keywords"] as? Int ?? 0) > 5)
        #expect(out["downloads"] as? [String] == ["avatar-bouncy.gif", "avatar-bouncy.mp4"])
        #expect(out["back"] as? String == "index.html")
        #expect(out["background"] as? String == "rgb(255, 255, 255)")
    }

    @Test(.enabled(if: BrowserTools.canRun, BrowserTools.skipNote), .timeLimit(.minutes(10)))
    func darkAtAPhonesWidth() async throws {
        let out = try await PageHarness.run(page: Self.bouncyPage(), script: """
            out.background = w.getComputedStyle(d.body).backgroundColor;
            out.ink = w.getComputedStyle(d.querySelector("h1")).color;
            out.viewport = w.innerWidth;
            out.scrollWidth = d.documentElement.scrollWidth;
            out.widest = 0;
            [].forEach.call(d.querySelectorAll(".plot, .stage, .source pre"), function (element) {
              out.widest = Math.max(out.widest, element.getBoundingClientRect().right);
            });
            out.stageWidth = d.querySelector("#stage > svg").getBoundingClientRect().width;
            """, width: 390, dark: true)
        #expect(out["background"] as? String == "rgb(28, 28, 30)")
        #expect(out["ink"] as? String == "rgb(245, 245, 247)")
        let viewport = try #require(out["viewport"] as? Double)
        #expect(viewport <= 390)
        #expect((out["scrollWidth"] as? Double ?? .infinity) <= viewport, "nothing wider than the phone")
        #expect((out["widest"] as? Double ?? .infinity) <= viewport)
        let stage = try #require(out["stageWidth"] as? Double)
        #expect(stage > 300 && stage < viewport, "the drawing shrinks to the width: \(stage)")
    }

    @Test(.enabled(if: BrowserTools.canRun, BrowserTools.skipNote), .timeLimit(.minutes(10)))
    func comparisonPlaysBothOnOneClockWithOverlaidCharts() async throws {
        let comparison = try #require(Gallery.comparisons.first { $0.name == "interrupted" })
        let runs = comparison.entries.map { ($0.label, $0.scene.record(framesPerSecond: 60)) }
        let page = Recording.comparisonPage(title: comparison.title, runs, details: Gallery.pageDetails(for: comparison))
        let cat = try Self.catLabel(try #require(runs.first?.1))
        let out = try await PageHarness.run(page: page, script: """
            var k = w.kinema, cat = \(cat);
            out.runs = k.runs;
            k.showFrame(30);
            out.linear = k.value(cat, "scale", 0);
            out.spring = k.value(cat, "scale", 1);
            out.differ = k.svg(30, 0) !== k.svg(30, 1);
            out.stages = d.querySelectorAll(".stage > svg").length;
            out.linesInFirstChart = d.querySelectorAll(".plot")[0].querySelectorAll("path.plot-line").length;
            out.markerLabels = [].map.call(d.querySelectorAll("#markers .timeline-marker"), function (b) { return b.textContent; });
            """)
        #expect(out["runs"] as? [String] == ["linear(duration: 1)", "spring(duration: 1)"])
        // Half a second in, a quarter second after the first tap, before the second.
        #expect(abs((out["linear"] as? Double ?? 0) - 1.125) < 1e-4, "linear: 1 + 0.5 × 0.25")
        // .spring(duration: 1) is SwiftUI's spring of response 1 and damping fraction 1, stepped as
        // SwiftUI steps it (its closed form, 1 − (1 + ωt)e^(−ωt), differs by about 0.003 here).
        var spring = SwiftUIReference.FluidSpring(response: 1, dampingFraction: 1)
        let covered = spring.value(delta: 0.5, time: 0.25) ?? 0.5
        #expect(abs((out["spring"] as? Double ?? 0) - (1 + covered)) < 1e-4)
        #expect(out["differ"] as? Bool == true)
        #expect(out["stages"] as? Int == 2)
        #expect(out["linesInFirstChart"] as? Int == 2, "the two scales on one chart")
        #expect(out["markerLabels"] as? [String] == ["tap", "tap"], "taps both share are marked once each")
    }
}
