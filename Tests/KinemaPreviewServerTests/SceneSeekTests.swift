import Foundation
import Kinema
import KinemaGallery
@testable import KinemaPreviewServer
import KinemaTestSupport
import Testing

/// `seek`, which a page reloaded after a rebuild sends: a fresh host played to the frame at or
/// before the time the page had reached, so the scene resumes where it was.
@MainActor
@Suite("Scene sessions: seek")
struct SceneSeekTests {
    let start = ContinuousClock.now
    func at(_ seconds: Double) -> ContinuousClock.Instant { start + .seconds(seconds) }

    /// After `seek` to 0.52 s the next tick shows the frame at 31/60 s (the last one at or before
    /// it) and says so with `restarted`; real time then goes on from there.
    @Test func seekResumesAtTheFrameBeforeTheTime() throws {
        let scene = try #require(Gallery.scenes.first { $0.name == "avatar-bouncy" })
        let session = SceneSession(scene: scene, framesPerSecond: 60)
        _ = session.tick(at: at(0))
        _ = session.tick(at: at(2))
        session.receive(#"{"type":"seek","t":0.52}"#)
        let tick = session.tick(at: at(2))
        #expect(abs(tick.time - 31.0 / 60) < 1e-9)
        #expect(tick.messages.contains { $0.contains(#""type":"restarted""#) && $0.contains("0.516666") })
        let next = session.tick(at: at(2 + 0.1))
        #expect(abs(next.time - (31.0 / 60 + 6.0 / 60)) < 1e-9)
    }

    @Test(arguments: [(-3.0, 0.0), (1e9, PreviewServer.maximumStillTime)])
    func seekClampsItsTime(asked: Double, expected: Double) throws {
        let scene = try #require(Gallery.scenes.first { $0.name == "avatar-bouncy" })
        let session = SceneSession(scene: scene, framesPerSecond: 60)
        _ = session.tick(at: at(0))
        session.apply(.seek(asked))
        #expect(abs(session.tick(at: at(0)).time - expected) < 1e-6)
    }

    /// A seek is a fresh host: a tap made before it is gone.
    @Test func seekStartsAFreshHost() throws {
        let scene = try #require(Gallery.scenes.first { $0.name == "avatar-bouncy" })
        let session = SceneSession(scene: scene, framesPerSecond: 60)
        _ = session.tick(at: at(0))
        session.receive(#"{"type":"tap","x":200,"y":200}"#)
        _ = session.tick(at: at(1))
        session.apply(.seek(1))
        let tick = session.tick(at: at(1))
        let scale = FrameEncoder.trackedValues(tick.displayList).first?.values.first { $0.0 == "scale" }?.1
        #expect(scale == nil || scale == 1, "the avatar is at rest, untapped")
    }
}
