import Foundation
import Kinema
import KinemaGallery
import KinemaTestSupport
import Testing

/// Real headless Chromium plays the exported CSS and Web Animations keyframes; its computed styles
/// at known times match Kinema's values within 0.5%.
///
/// The page animates a box's `transform` from `translateX(0px)` to `translateX(100px)` with the
/// exported rule; the probe pauses the animation, seeks it with the Web Animations API
/// (`document.getAnimations()[0].currentTime`), and reads `getComputedStyle(box).transform` at
/// each time. Chromium's `--dump-dom` carries the readings back (see ``BrowserProbe``).
///
/// Needs Debian's `chromium` (`bash .ci/install-tools`); skipped without it, failing under
/// `CI=true`, as the other browser tests.
@Suite("CSS export in a browser", .serialized)
struct CSSExportBrowserTests {
    /// `spring(duration: 0.5, bounce: 0.3)` against SwiftUI's integrator at every 1/60 s until it
    /// finishes, and the whole change once it has.
    @Test(.enabled(if: BrowserProbe.canRun, BrowserProbe.skipNote), .timeLimit(.minutes(10)))
    func chromiumPlaysTheExportedSpring() async throws {
        let easing = try CSSEasing(.spring(duration: 0.5, bounce: 0.3))
        var reference = SwiftUIReference.FluidSpring(response: 0.5, dampingFraction: 0.7)
        var samples: [(time: Double, expected: Double)] = []
        for frame in 0..<120 {
            // Times on the integrator's grid (every fifth step), so the reference is exact there.
            let time = Double(frame) / 60
            guard let value = reference.value(delta: 1, time: frame == 0 ? 0 : time - 1.0 / 600) else { break }
            samples.append((time, 100 * value))
        }
        #expect(samples.count > 20)
        samples.append((easing.duration + 0.05, 100))
        let measured = try await Self.play(easing, at: samples.map(\.time))
        for (sample, x) in zip(samples, measured) {
            #expect(abs(x - sample.expected) <= 0.5, "at \(sample.time) s: browser \(x) px, SwiftUI \(sample.expected) px")
        }
    }

    /// `easeIn(duration: 0.5).repeatCount(3).delay(0.2)`: held at the start during the delay,
    /// then forward, backward as SwiftUI plays it (1 − easeIn), forward, and the end after.
    @Test(.enabled(if: BrowserProbe.canRun, BrowserProbe.skipNote), .timeLimit(.minutes(10)))
    func chromiumPlaysTheDelayAndTheRepeats() async throws {
        let easing = try CSSEasing(.easeIn(duration: 0.5).repeatCount(3).delay(0.2))
        let bezier = SwiftUIReference.Bezier.easeIn
        var samples: [(time: Double, expected: Double)] = [(0.1, 0)]
        for step in 0..<30 {
            let within = Double(step) / 20
            let pass = Int(within / 0.5)
            let progress = bezier.value(at: (within - Double(pass) * 0.5) / 0.5)
            samples.append((0.2 + within, 100 * (pass == 1 ? 1 - progress : progress)))
        }
        samples.append((2, 100))
        let measured = try await Self.play(easing, at: samples.map(\.time))
        for (sample, x) in zip(samples, measured) {
            #expect(abs(x - sample.expected) <= 0.5, "at \(sample.time) s: browser \(x) px, SwiftUI \(sample.expected) px")
        }
    }

    /// The bouncy avatar's Web Animations keyframes, played by `element.animate(keyframes, timing)`
    /// from the JSON: the computed scale at each frame's time is the recording's within 0.5% of
    /// its range.
    @Test(.enabled(if: BrowserProbe.canRun, BrowserProbe.skipNote), .timeLimit(.minutes(10)))
    func chromiumPlaysTheScenesKeyframesJSON() async throws {
        let recording = try await Self.record("avatar-bouncy")
        let keyframes = RecordingKeyframes(recording, name: "avatar")
        let scale = try #require(recording.tracks.first { $0.attribute == .scale })
        let index = try #require(keyframes.elements.firstIndex { $0.name == scale.item })
        let frames = Array(stride(from: 0, to: recording.frames.count, by: 3))
        let times = frames.map { Double($0) / recording.framesPerSecond * 1000 }
        let page = "<!DOCTYPE html><html><body><div id=\"box\" style=\"width:10px;height:10px\"></div></body></html>"
        let report = try await BrowserProbe.run(page: page, probe: """
            var data = \(keyframes.json());
            var element = data.elements[\(index)];
            var box = document.getElementById("box");
            var animation = box.animate(element.keyframes, element.timing);
            animation.pause();
            var scales = [];
            \(times)
              .forEach(function (t) {
                animation.currentTime = t;
                scales.push(new DOMMatrix(getComputedStyle(box).transform).a);
              });
            report(scales);
            """) as? [Double]
        let scales = try #require(report)
        #expect(scales.count == frames.count)
        let values = scale.values.compactMap { $0 }
        let range = (values.max() ?? 1) - (values.min() ?? 0)
        for (frame, measured) in zip(frames, scales) {
            let expected = try #require(scale.values[frame])
            #expect(abs(measured - expected) <= 0.005 * range + 1e-4, "frame \(frame): browser \(measured), recording \(expected)")
        }
    }

    /// Loads a page with a 10 × 10 box animated by `easing` from 0 to 100 px and returns the
    /// box's computed horizontal translation at each of `times` (seconds from the start). The
    /// box's own style is the end, 100 px, as a SwiftUI view's model value is once the animation
    /// is removed.
    static func play(_ easing: CSSEasing, at times: [Double]) async throws -> [Double] {
        let page = """
            <!DOCTYPE html>
            <html><head><style>
            @keyframes move { from { transform: translateX(0px); } to { transform: translateX(100px); } }
            \(easing.cssRule(selector: "#box", animationName: "move"))
            #box { width: 10px; height: 10px; transform: translateX(100px); }
            </style></head>
            <body><div id="box"></div></body></html>
            """
        let report = try await BrowserProbe.run(page: page, probe: """
            var box = document.getElementById("box");
            var animation = document.getAnimations()[0];
            animation.pause();
            var xs = [];
            \(times.map { $0 * 1000 })
              .forEach(function (t) {
                animation.currentTime = t;
                xs.push(new DOMMatrix(getComputedStyle(box).transform).m41);
              });
            report(xs);
            """) as? [Double]
        let xs = try #require(report, "the page reported no positions")
        try #require(xs.count == times.count)
        return xs
    }

    @MainActor
    private static func record(_ name: String) throws -> Recording {
        try #require(Gallery.scene(named: name)).record(framesPerSecond: 60)
    }
}
