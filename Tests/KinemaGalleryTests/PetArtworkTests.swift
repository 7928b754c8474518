import Foundation
import Kinema
import KinemaGallery
import KinemaTestSupport
import Testing

/// The gallery's pictures are registered before a scene records, and its frames draw them as
/// nested vector drawings, never as the labelled placeholder.
@MainActor
@Suite("Pet artwork")
struct PetArtworkTests {
    @Test func recordingAScenesRegistersThePictures() throws {
        _ = try #require(Gallery.scene(named: "avatar-no-animation")).record(framesPerSecond: 10, duration: 0.1)
        for name in PetArtwork.names {
            let entry = try #require(ImageRegistry.entry(named: name), "\(name) is not registered")
            #expect(entry.format == .svg)
            // The avatars keep the size of the placeholder they replace: 100 × 100 points.
            #expect(entry.size == CGSize(width: 100, height: 100), "\(name)")
        }
    }

    @Test(arguments: ["avatar-bouncy", "podium", "keyframe-reaction"])
    func framesDrawTheArtworkNotAPlaceholder(_ scene: String) throws {
        let recording = try #require(Gallery.scene(named: scene)).record(framesPerSecond: 10, duration: 0.1)
        let svg = try #require(recording.svgFrames().first)
        let root = try XMLTree.parse(svg)
        let nested = root.all(named: "svg")
        #expect(nested.count == (scene == "podium" ? 3 : 1))
        #expect(nested.allSatisfy { $0.all(named: "path").count + $0.all(named: "ellipse").count >= 1 })
        #expect(root.all(named: "text").isEmpty, "no placeholder label")
        #expect(root.all(named: "image").isEmpty)
    }

    /// The cat's tile is the picture's outline: a rounded square of one colour filling the frame.
    @Test func theCatSitsOnAFullSizeTile() throws {
        let text = try #require(ImageRegistry.entry(named: "cat").flatMap { String(data: $0.data, encoding: .utf8) })
        #expect(text.contains(#"<rect width="100" height="100" rx="22" fill="\#(PetArtwork.catTile)"/>"#))
    }
}
