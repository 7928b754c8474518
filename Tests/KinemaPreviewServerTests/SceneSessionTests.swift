import Foundation
import Kinema
import KinemaGallery
@testable import KinemaPreviewServer
import KinemaTestSupport
import Testing

/// A session advances its own host on the clock it is given, at the frame rate, and applies the
/// page's input between frames — so the streamed values are exactly SwiftUI's, whatever the
/// real-time jitter.
@MainActor
@Suite("Scene sessions")
struct SceneSessionTests {
    let start = ContinuousClock.now

    func session(_ name: String = "avatar-bouncy") throws -> SceneSession {
        SceneSession(scene: try #require(Gallery.scene(named: name)), framesPerSecond: 60)
    }

    func at(_ seconds: Double) -> ContinuousClock.Instant { start + .seconds(seconds) }

    func scale(_ tick: SceneTick) -> Double? {
        FrameEncoder.trackedValues(tick.displayList).first?.values.first { $0.0 == "scale" }?.1
    }

    /// A tap at a frame, then one tick per frame: frame n after the tap shows what `.bouncy`
    /// (SwiftUI's persistent spring, stepped at 1/300 s) covers of 1 → 1.5 after n/60 s.
    @Test func tapThenFramesFollowTheBouncySpring() throws {
        let session = try session()
        _ = session.tick(at: at(0))
        _ = session.tick(at: at(0.1))
        session.receive(#"{"type":"tap","x":200,"y":200}"#)
        let tapTime = session.tick(at: at(0.1)).time
        var spring = SwiftUIReference.FluidSpring.bouncy
        spring.components = 2
        var finished = false
        for n in 1...45 {
            // Real time a little after each frame is due, as a timer wakes up.
            let tick = session.tick(at: at(0.1 + Double(n) / 60 + 0.003))
            #expect(abs(tick.time - (tapTime + Double(n) / 60)) < 1e-9)
            // Once the spring reports it has finished, the host shows the target from then on.
            // The reference steps at 1/300 s up to the time it is given, so it gets the time the
            // host passes its animation (frame time minus start), float rounding and all.
            let covered = finished ? nil : spring.value(delta: 0.5, time: tick.time - tapTime)
            finished = covered == nil
            let expected = 1 + (covered ?? 0.5)
            let actual = try #require(scale(tick))
            #expect(abs(actual - expected) < 1e-12, "frame \(n): \(actual) vs \(expected)")
        }
    }

    /// Ticks every frame from `from` to `to` seconds, as the server's timer does.
    func run(_ session: SceneSession, from: Double, to: Double) {
        var time = from
        while time < to - 1e-9 {
            time = min(time + 1.0 / 60, to)
            _ = session.tick(at: at(time))
        }
    }

    @Test func tapIsReportedWithItsHostTime() throws {
        let session = try session()
        _ = session.tick(at: at(0))
        run(session, from: 0, to: 0.5)
        session.receive(#"{"type":"pointer","phase":"down","x":200,"y":200}"#)
        session.receive(#"{"type":"pointer","phase":"up","x":200,"y":200}"#)
        session.receive(#"{"type":"pointer","phase":"down","x":5,"y":5}"#)   // nothing there
        let messages = session.tick(at: at(0.5)).messages
        #expect(messages.count == 3)
        #expect(messages[0].contains(#""handled":true"#) && messages[0].contains(#""kind":"down""#))
        #expect(messages[1].contains(#""kind":"up""#) && messages[1].contains(#""t":0.5"#))
        #expect(messages[2].contains(#""handled":false"#))
    }

    @Test func speedPauseAndCatchUp() throws {
        let session = try session()
        _ = session.tick(at: at(0))
        session.receive(#"{"type":"speed","value":0.5}"#)
        #expect(abs(session.tick(at: at(0.2)).time - 0.1) < 1e-9)
        session.receive(#"{"type":"speed","value":50}"#)          // clamped to 2×
        #expect(abs(session.tick(at: at(0.3)).time - 0.3) < 1e-9)
        session.receive(#"{"type":"pause","paused":true}"#)
        #expect(abs(session.tick(at: at(0.6)).time - 0.3) < 1e-9)
        session.receive(#"{"type":"pause","paused":false}"#)
        session.receive(#"{"type":"speed","value":1}"#)
        // A stall of 10 s catches up at most a quarter of a second.
        #expect(abs(session.tick(at: at(10.6)).time - 0.55) < 1e-9)
    }

    @Test func badMessagesAnswerWithAnErrorAndChangeNothing() throws {
        let session = try session()
        _ = session.tick(at: at(0))
        session.receive("{oops")
        session.receive(#"{"type":"tap","x":1e999,"y":0}"#)
        session.receive(#"{"type":"tap","x":-1e300,"y":1e300}"#)   // clamped far outside: a miss
        let tick = session.tick(at: at(0.1))
        #expect(tick.messages.filter { $0.contains(#""type":"error""#) }.count == 2)
        #expect(tick.messages.last?.contains(#""handled":false"#) == true)
        #expect(scale(tick) == 1)
    }

    @Test func restartGivesAFreshHost() throws {
        let session = try session()
        _ = session.tick(at: at(0))
        session.receive(#"{"type":"tap","x":200,"y":200}"#)
        #expect(try #require(scale(session.tick(at: at(0.3)))) > 1.2)
        session.receive(#"{"type":"restart"}"#)
        let tick = session.tick(at: at(0.3))
        #expect(tick.time == 0)
        #expect(scale(tick) == 1)
        #expect(tick.messages.contains { $0.contains(#""type":"restarted""#) })
    }

    /// The page's keyboard types into the field a tap focused, and Enter submits it.
    @Test func typingReachesTheFocusedField() throws {
        struct Greeter: View {
            @State private var name = ""
            @State private var greeting = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name).onSubmit { greeting = "Hello, \(name)" }
                    Text(greeting)
                }
                .frame(width: 200, height: 100)
            }
        }
        let size = CGSize(width: 200, height: 100)
        let scene = GalleryScene(name: "greeter", title: "Greeter", summary: "", size: size) { fps in
            ViewHost(Greeter(), size: size, framesPerSecond: fps)
        }
        let session = SceneSession(scene: scene, framesPerSecond: 60)
        let prompt = try #require(session.tick(at: at(0)).displayList.items.first { item in
            if case .text(let layout) = item.content { return layout.string == "Name" }
            return false
        })
        session.receive(#"{"type":"tap","x":\#(prompt.frame.midX),"y":\#(prompt.frame.midY)}"#)
        for character in ["A", "d", "x"] { session.receive(#"{"type":"text","text":"\#(character)"}"#) }
        session.receive(#"{"type":"key","key":"Backspace"}"#)
        session.receive(#"{"type":"text","text":"a"}"#)
        session.receive(#"{"type":"key","key":"Enter"}"#)
        let texts = session.tick(at: at(0.1)).displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content { return layout.string }
            return nil
        }
        #expect(texts.contains("Hello, Ada"), "\(texts)")
    }

    /// Hiding the page puts the scene in the background, as leaving an app does.
    @Test func thePagesVisibilityIsTheScenePhase() throws {
        struct Phase: View {
            @Environment(\.scenePhase) private var phase
            var body: some View { Text("\(phase)") }
        }
        let size = CGSize(width: 200, height: 100)
        let scene = GalleryScene(name: "phase", title: "Phase", summary: "", size: size) { fps in
            ViewHost(Phase(), size: size, framesPerSecond: fps)
        }
        let session = SceneSession(scene: scene, framesPerSecond: 60)
        func shown(_ tick: SceneTick) -> [String] {
            tick.displayList.items.compactMap { item in
                if case .text(let layout) = item.content { return layout.string }
                return nil
            }
        }
        #expect(shown(session.tick(at: at(0))) == ["active"])
        session.receive(#"{"type":"scenePhase","value":"background"}"#)
        #expect(shown(session.tick(at: at(0.1))) == ["background"])
        session.receive(#"{"type":"scenePhase","value":"inactive"}"#)
        #expect(shown(session.tick(at: at(0.2))) == ["inactive"])
    }

    /// Every scene of the gallery can be served live.
    @Test func everySceneHasALiveHost() {
        for scene in Gallery.scenes {
            let session = SceneSession(scene: scene, framesPerSecond: 60)
            _ = session.tick(at: at(0))
            run(session, from: 0, to: 0.5)
            let tick = session.tick(at: at(0.5))
            #expect(abs(tick.time - 0.5) < 1e-9, "\(scene.name)")
            #expect(!tick.displayList.items.isEmpty, "\(scene.name) draws nothing")
        }
    }

    /// The page's value table names items by their views, as recordings do: the avatar's image
    /// is `Image “cat” in …` (the gallery's avatar view), not `image “cat”`.
    @Test func ticksLabelItemsByTheirViews() throws {
        let tick = try session().tick(at: at(0))
        let labels = FrameEncoder.trackedValues(tick.displayList, labels: tick.labels).map(\.label)
        #expect(labels.contains { $0.hasPrefix("Image “cat” in Avatar") })
        #expect(!labels.contains("image “cat”"))
    }
}
