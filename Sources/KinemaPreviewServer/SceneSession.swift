import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGallery
import KinemaGraph
import KinemaRender
import KinemaUI

/// One live page's scene: its own host, advanced on a real-time clock, and the input the page
/// sent. Lives on the main actor, as hosts do; each call does one small step, so many sessions
/// share the actor without holding it.
@MainActor
package final class SceneSession {
    package let scene: GalleryScene
    package let framesPerSecond: Double
    private(set) var host: any ViewHostProtocol
    /// The host time real time has reached (scaled by the speed), before rounding to a frame.
    private var target: TimeInterval = 0
    private var lastTick: ContinuousClock.Instant?
    private var speed = 1.0
    private var paused = false
    private var darkScheme = false
    /// The page's visibility, as the scene's phase.
    private var scenePhase = ScenePhase.active
    private var touch: HostTouch?
    /// Messages for the page, sent before the next frame.
    private var outbox: [String] = []
    /// What the host names each view drawn so far (its type and the app's view around it), for
    /// the page's value table; asked once per view, the first frame it draws.
    private var labels: [Int: String] = [:]

    /// The most host time one tick catches up: after a stall (a debugger, a suspended laptop)
    /// the scene skips ahead rather than computing every missed frame at once.
    package static let maximumCatchUp: TimeInterval = 0.25

    package init(scene: GalleryScene, framesPerSecond: Double) {
        self.scene = scene
        self.framesPerSecond = framesPerSecond
        self.host = scene.makeLiveHost(framesPerSecond: framesPerSecond)
    }

    /// Applies one message from the page; a message that cannot be read is answered with an
    /// error message (sent with the next frame) and changes nothing.
    package func receive(_ text: String) {
        do {
            apply(try SceneCommand.decode(text))
        } catch {
            outbox.append(WireJSON.object(["type": .string("error"), "message": .string("\(error)")]))
        }
    }

    /// Queues a message for the page, sent before the next frame (so every send comes from the
    /// ticking task, in order).
    package func post(_ message: String) {
        outbox.append(message)
    }

    package func apply(_ command: SceneCommand) {
        switch command {
        case .pointer(let phase, let x, let y):
            let point = clampedPoint(x, y)
            switch phase {
            case .down:
                touch?.cancel()
                touch = (host as? any TouchHosting)?.touchDown(at: point)
                report("down", point, handled: touch != nil)
            case .move:
                let handled = touch?.move(to: point) ?? false
                if touch != nil { report("move", point, handled: handled) }
            case .up:
                let handled = touch?.lift() ?? false
                if touch != nil { report("up", point, handled: handled) }
                touch = nil
            case .cancel:
                touch?.cancel()
                touch = nil
            }
        case .tap(let x, let y):
            let point = clampedPoint(x, y)
            report("tap", point, handled: host.tap(at: point))
        case .speed(let value):
            speed = min(max(value, SceneCommand.speedRange.lowerBound), SceneCommand.speedRange.upperBound)
        case .pause(let value):
            paused = value
        case .restart:
            touch?.cancel()
            touch = nil
            host = scene.makeLiveHost(framesPerSecond: framesPerSecond)
            target = 0
            applyScheme()
            outbox.append(WireJSON.object(["type": .string("restarted"), "t": .number(host.time)]))
        case .seek(let time):
            // A fresh host played to the frame at or before `time`, as a still is: a reloaded
            // page comes back where it was, without the interaction that led there.
            touch?.cancel()
            touch = nil
            host = scene.makeLiveHost(framesPerSecond: framesPerSecond)
            applyScheme()
            let clamped = min(max(time, 0), PreviewServer.maximumStillTime)
            let frame = ((clamped * framesPerSecond) + 1e-6).rounded(.down) / framesPerSecond
            if frame > 0 { host.advance(by: frame) }
            target = frame
            outbox.append(WireJSON.object(["type": .string("restarted"), "t": .number(host.time)]))
        case .colorScheme(let dark):
            darkScheme = dark
            applyScheme()
        case .scenePhase(let phase):
            scenePhase = phase
            applyScheme()
        case .text(let text):
            host.type(text)
        case .key(let key):
            host.pressKey(key)
        }
    }

    /// Moves host time on by the real time since the last tick (times the speed), to the last
    /// frame at or before it, and returns what to send: pending messages and the frame.
    package func tick(at now: ContinuousClock.Instant) -> SceneTick {
        if let lastTick, !paused {
            let elapsed = now - lastTick
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            target = min(target + max(seconds, 0) * speed, host.time + Self.maximumCatchUp)
        }
        lastTick = now
        // Frames fall on the host's grid, so the streamed values are exactly those a recording
        // at the same rate shows; the small slack absorbs float error in the sum of the steps.
        let frame = ((target * framesPerSecond) + 1e-6).rounded(.down) / framesPerSecond
        let step = frame - host.time
        if step > 1e-9 { host.advance(by: step) }
        let messages = outbox
        outbox.removeAll()
        // The frame's own time, k / fps, as the host's clock computes it for the frame it draws
        // (its `time` after the advance may differ by an ulp): a page comparing values with a
        // formula at this time then gets exactly the host's numbers.
        let time = abs(host.time - frame) < 1e-6 ? frame : host.time
        let list = host.displayList
        (host as? any ViewLabelling)?.noteLabels(of: list, in: &labels)
        return SceneTick(time: time, size: host.size, displayList: list, messages: messages, labels: labels)
    }

    private func report(_ kind: String, _ point: CGPoint, handled: Bool) {
        outbox.append(WireJSON.object([
            "type": .string("event"), "kind": .string(kind), "t": .number(host.time),
            "x": .number(Double(point.x)), "y": .number(Double(point.y)), "handled": .bool(handled),
        ]))
    }

    private func applyScheme() {
        guard let host = host as? any EnvironmentHosting else { return }
        var environment = host.environment
        environment.colorScheme = darkScheme ? .dark : .light
        environment.scenePhase = scenePhase
        host.environment = environment
    }

    private func clampedPoint(_ x: Double, _ y: Double) -> CGPoint {
        let margin = SceneCommand.pointerMargin
        let size = host.size
        return CGPoint(
            x: min(max(x, -margin), Double(size.width) + margin),
            y: min(max(y, -margin), Double(size.height) + margin))
    }
}

/// What one tick of a session hands to the connection: the frame and the messages before it.
package struct SceneTick: Sendable {
    package var time: TimeInterval
    package var size: CGSize
    package var displayList: DisplayList
    package var messages: [String]
    /// The host's labels of the views drawn (empty strings where it has none).
    package var labels: [Int: String] = [:]
}

/// Hosts that take touches: every `ViewHost`, whatever its root view.
@MainActor
protocol TouchHosting: AnyObject {
    func touchDown(at point: CGPoint) -> HostTouch?
}

/// Hosts whose environment can be set: every `ViewHost`.
@MainActor
protocol EnvironmentHosting: AnyObject {
    var environment: EnvironmentValues { get set }
}

extension ViewHost: TouchHosting, EnvironmentHosting {}
