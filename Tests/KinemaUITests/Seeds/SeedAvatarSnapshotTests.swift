import Foundation
import Kinema
import KinemaTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

// SVG snapshots of the 11:49 and 23:44 avatars at rest, mid-animation (6 frames = 0.1 s after the
// tap) and at the end, compared byte for byte with
// Tests/KinemaUITests/__Snapshots__/SeedAvatarSnapshotTests/<name>.svg. Set
// KINEMA_RECORD_SNAPSHOTS=1 to (re)record them. The mid-animation documents are also parsed and
// checked against the formulas, so a snapshot recorded from a wrong frame cannot pass unnoticed.

@MainActor
@Suite("Seed avatars: SVG snapshots")
struct SeedAvatarSnapshotTests {
    /// Rest, 0.1 s after the tap, and 2 s after it (at rest again, selected).
    func frames<Root: View>(_ host: ViewHost<Root>) -> [(name: String, svg: String)] {
        var frames = [("rest", host.svg())]
        host.tapAvatar()
        host.advance(by: 6 * frameStep)
        frames.append(("mid", host.svg()))
        host.advance(by: 2)
        frames.append(("end", host.svg()))
        return frames
    }

    @Test func avatar1149Frames() throws {
        for (name, svg) in frames(ViewHost(Seed1149.Avatar(pet: cat))) {
            _ = try SnapshotSVG.parse(svg)
            assertSVGSnapshot(svg, named: "avatar-1149-\(name)")
        }
    }

    @Test func avatar2344Frames() throws {
        let remote = SelectionRemote()
        let host = ViewHost(SelectionOwner(remote: remote) { Seed2344.Avatar(pet: cat, selected: $0) })
        for (name, svg) in frames(host) {
            _ = try SnapshotSVG.parse(svg)
            assertSVGSnapshot(svg, named: "avatar-2344-\(name)")
        }
    }

    /// The placeholder's group carries the scale as a matrix about the centre: at t = 0.1 (frame 6)
    /// the bouncy scale is 1.2193474953 (SwiftUI's integrator, docs/research/swiftui_reference.py),
    /// so a = d = 1.22 and tx = ty = 200 − 200·1.21935 = −43.87.
    @Test func midAnimationSVGShowsTheScaledAvatar() throws {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        host.tapAvatar()
        host.advance(by: 6 * frameStep)
        let root = try SnapshotSVG.parse(host.svg())
        #expect(root.name == "svg")
        #expect(root["width"] == "400" && root["height"] == "400" && root["viewBox"] == "0 0 400 400")
        let groups = root.all(named: "g").filter { $0["transform"] != nil }
        #expect(groups.count == 1)
        let group = try #require(groups.first)
        #expect(group["transform"] == "matrix(1.22 0 0 1.22 -43.87 -43.87)")
        // The placeholder: a rounded, bordered rectangle inside the 100 × 100 frame, and the name.
        let rect = try #require(group.all(named: "rect").first)
        #expect(rect["x"] == "150.5" && rect["y"] == "150.5" && rect["width"] == "99" && rect["height"] == "99")
        #expect(rect["stroke"] != nil)
        #expect(group.all(named: "text").first?.text == "unregistered-cat")
    }

    /// 23:44 at t = 0.1 (frame 6): scale 1.21935 (bouncy), shadow radius (8 + 4·0.370762) · 1.21935
    /// = 11.563 (smooth), drawn as a Gaussian blur of standard deviation radius / 2 = 5.78
    /// (SwiftUI's integrator, docs/research/swiftui_reference.py).
    @Test func midAnimationSVGShowsTheScaledShadow() throws {
        let remote = SelectionRemote()
        let host = ViewHost(SelectionOwner(remote: remote) { Seed2344.Avatar(pet: cat, selected: $0) })
        host.tapAvatar()
        host.advance(by: 6 * frameStep)
        let root = try SnapshotSVG.parse(host.svg())
        let blur = try #require(root.all(named: "feGaussianBlur").first)
        #expect(blur["stdDeviation"] == "5.78")
        let filtered = root.all(named: "g").filter { $0["filter"] != nil }
        #expect(filtered.count == 1)
        #expect(filtered.first?.children.first?["transform"] == "matrix(1.22 0 0 1.22 -43.87 -43.87)")
    }

    @Test func svgIsDeterministic() {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        host.tapAvatar()
        host.advance(by: 0.1)
        #expect(host.svg() == host.svg())
    }
}

// MARK: - Snapshots

/// Compares `svg` with `Tests/KinemaUITests/__Snapshots__/SeedAvatarSnapshotTests/<name>.svg`, byte
/// for byte. With `KINEMA_RECORD_SNAPSHOTS=1` it (re)writes the file instead; recording, like a
/// missing snapshot, is reported as a failure so it is never left on by accident (the pattern of
/// KinemaRenderTests' SVGRendererTests).
@MainActor
func assertSVGSnapshot(
    _ svg: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = URL(fileURLWithPath: filePath)
        .deletingLastPathComponent()   // Seeds/
        .deletingLastPathComponent()   // KinemaUITests/
        .appendingPathComponent("__Snapshots__/SeedAvatarSnapshotTests/\(name).svg")
    assertTextSnapshot(svg, at: url, sourceLocation: sourceLocation)
}

typealias SnapshotSVG = XMLTree
