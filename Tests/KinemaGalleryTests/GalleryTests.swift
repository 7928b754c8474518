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
    @Test(arguments: ["avatar-bouncy", "podium", "podium-animatable", "phase-emoji", "keyframe-reaction", "camera-tour"])
    func animatedScenesMove(name: String) throws {
        let recording = try #require(Gallery.scene(named: name)).record(framesPerSecond: 20)
        let first = recording.frames[0].displayList
        #expect(recording.frames.contains { $0.displayList != first })
    }

    /// The bouncy avatar, tapped at 0.25 s, shows 1 + Spring.bouncy.value(target: 0.5, time: t − 0.25)
    /// while the spring runs; once it finishes (at rest within 1% of the 0.5 change, SwiftUI's rule)
    /// it shows 1.5 exactly.
    @Test func bouncyAvatarFollowsTheSpring() throws {
        let recording = try #require(Gallery.scene(named: "avatar-bouncy")).record(framesPerSecond: 20)
        for frame in recording.frames where frame.time > 0.25 {
            let expected = 1 + Spring.bouncy.value(target: 0.5, time: frame.time - 0.25)
            let shown = frame.displayList.items[0].transform.a
            #expect(abs(shown - expected) < 1e-9 || (shown == 1.5 && abs(expected - 1.5) < 0.005), "t = \(frame.time)")
        }
        #expect(recording.frames.last?.displayList.items[0].transform.a == 1.5)
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
