import Foundation
import Kinema
import KinemaGallery
import KinemaTestSupport
import Testing

@MainActor
@Suite("Gallery")
struct GalleryTests {
    @Test func sceneNamesAreUniqueAndCoverTheSeeds() {
        let names = Gallery.scenes.map(\.name)
        #expect(Set(names).count == names.count)
        for expected in ["avatar-bouncy", "avatar-two-animations", "avatar-scoped", "podium", "podium-animatable",
                         "phase-emoji", "overdue-reminder", "keyframe-reaction", "camera-tour"] {
            #expect(names.contains(expected), "missing \(expected)")
        }
        #expect(Gallery.scene(named: "no-such-scene") == nil)
    }

    /// Every scene records fps × duration frames at k / fps, and each frame is a well-formed SVG
    /// document (at 20 fps, to keep the test quick).
    @Test(arguments: Gallery.scenes.map(\.name))
    func everySceneRendersWellFormedFrames(name: String) throws {
        let scene = try #require(Gallery.scene(named: name))
        let recording = scene.record(framesPerSecond: 20)
        #expect(recording.frames.count == Int((scene.duration * 20).rounded()))
        for (index, frame) in recording.frames.enumerated() {
            #expect(abs(frame.time - Double(index) / 20) < 1e-9)
        }
        for svg in recording.svgFrames() {
            let root = try XMLTree.parse(svg)
            #expect(root.name == "svg")
        }
    }

    /// The tapped scenes move: some frame differs from the first.
    @Test(arguments: ["avatar-bouncy", "podium", "podium-animatable", "phase-emoji", "keyframe-reaction", "camera-tour",
                      "trim-loader", "animatable-shape", "hue-cycle", "transition-list",
                      "button-press", "matched-card", "draggable-card", "canvas-orbits"])
    func animatedScenesMove(name: String) throws {
        let recording = try #require(Gallery.scene(named: name)).record(framesPerSecond: 20)
        let first = recording.frames[0].displayList
        #expect(recording.frames.contains { $0.displayList != first })
    }

    /// The bouncy avatar, tapped at 0.25 s, shows SwiftUI's `.bouncy` (response 0.5, damping
    /// fraction 0.7), stepped by the reference integrator with the times the host passes it: frame
    /// k at k/20, less the tap's 0.25 (the recorder's clock lands on it exactly). From the frame the
    /// spring finishes it shows 1.5 exactly.
    ///
    /// The scale effect animates (Δ, Δ, 0, 0) — width, height and the unchanged anchor — and
    /// SwiftUI's finishing rule reads that vector's length, √2·Δ. The integrator is linear in Δ, so
    /// the scalar spring driven with √2·Δ, divided by √2, is each component and finishes with it.
    @Test func bouncyAvatarFollowsTheSpring() throws {
        let recording = try #require(Gallery.scene(named: "avatar-bouncy")).record(framesPerSecond: 20)
        let root2 = 2.0.squareRoot()
        var spring = SwiftUIReference.FluidSpring.bouncy
        var finished = false
        for (index, frame) in recording.frames.enumerated() {
            let shown = frame.displayList.items[0].transform.a
            guard frame.time > 0.25 else {
                #expect(shown == 1, "t = \(frame.time)")  // the tap at a frame's time shows from the next
                continue
            }
            let covered = finished ? nil : spring.value(delta: 0.5 * root2, time: Double(index) / 20 - 0.25)
            finished = covered == nil
            let expected = 1 + (covered.map { $0 / root2 } ?? 0.5)
            #expect(abs(shown - expected) < 1e-9, "t = \(frame.time): \(shown) vs \(expected)")
        }
        #expect(finished)
        #expect(recording.frames.last?.displayList.items[0].transform.a == 1.5)
    }

    /// The press style's scale follows SwiftUI's `.bouncy` (response 0.5, damping fraction 0.7)
    /// from 1 to 0.9 while the press is held (from 0.3 s to 1.1 s), stepped by the reference
    /// integrator with the times the host passes it (the scale effect moves width and height: two
    /// components); once released it springs back to 1 and the action has liked the post.
    @Test func buttonPressFollowsTheBouncySpring() throws {
        let recording = try #require(Gallery.scene(named: "button-press")).record(framesPerSecond: 20)
        var spring = SwiftUIReference.FluidSpring.bouncy
        spring.components = 2
        var finished = false
        for (index, frame) in recording.frames.enumerated() where frame.time <= Gallery.pressEnd {
            let shown = frame.displayList.items[0].transform.a
            guard frame.time > Gallery.pressStart else {
                #expect(shown == 1, "t = \(frame.time)")
                continue
            }
            let covered = finished ? nil : spring.value(delta: -0.1, time: Double(index) / 20 - Gallery.pressStart)
            finished = covered == nil
            #expect(abs(shown - (1 + (covered ?? -0.1))) < 1e-9, "t = \(frame.time)")
        }
        let last = try #require(recording.frames.last).displayList
        #expect(last.items[0].transform.a == 1)
        // The heart has turned red: its colour springs from grey to red in linear light, and is
        // within a few hundredths of it by the last frame.
        let heart = try #require(last.items[1].foregroundColor)
        #expect(abs(heart.red - Color.red.red) < 0.03 && abs(heart.green - Color.red.green) < 0.03)
    }

    /// The card dragged right at 500 points per second and released at 0.5 s springs back along
    /// SwiftUI's `.spring(response: 0.4, dampingFraction: 0.6)` integrator started at velocity 500,
    /// with the times the host passes it (only the offset's width moves) — several points from
    /// where the same spring started at rest would be.
    @Test func draggableCardSpringsBackWithTheDragsVelocity() throws {
        let recording = try #require(Gallery.scene(named: "draggable-card")).record(framesPerSecond: 20)
        let release = Gallery.cardDragStart + Gallery.cardDragDuration
        var spring = SwiftUIReference.FluidSpring(response: 0.4, dampingFraction: 0.6)
        spring.velocity = 500
        var atRest = SwiftUIReference.FluidSpring(response: 0.4, dampingFraction: 0.6)
        var checked = 0
        for (index, frame) in recording.frames.enumerated() where frame.time > release && frame.time < 1.6 {
            let shown = Double(frame.displayList.items[0].transform.tx)
            let elapsed = Double(index) / 20 - release
            let covered = spring.value(delta: -100, time: elapsed) ?? -100
            #expect(abs(shown - (100 + covered)) < 1e-6, "t = \(frame.time)")
            if checked == 0 { #expect(abs(shown - (100 + (atRest.value(delta: -100, time: elapsed) ?? -100))) > 5) }
            checked += 1
        }
        #expect(checked == 21)
        // Blue while dragged, red again after.
        func fill(_ frame: RecordedFrame?) -> Color? {
            if case .shape(_, let fill) = frame?.displayList.items.first?.content { return fill }
            return nil
        }
        #expect(fill(recording.frames.first { abs($0.time - 0.45) < 1e-9 }) == .blue)
        #expect(fill(recording.frames.last) == .red)
    }

    @Test func writesAnIndexAndAPagePerScene() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = try Gallery.write(to: directory, framesPerSecond: 10)
        let html = try String(contentsOf: index, encoding: .utf8)
        for scene in Gallery.scenes {
            #expect(html.contains("href=\"\(scene.name).html\""))
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(scene.name).html").path))
            let still = try String(contentsOf: directory.appendingPathComponent("\(scene.name).svg"), encoding: .utf8)
            _ = try XMLTree.parse(still)
        }
    }
}
