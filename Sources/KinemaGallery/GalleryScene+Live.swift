import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

extension GalleryScene {
    /// A new host of the scene's view at time 0, with no event played: the scene as a person
    /// meets it, to drive live (taps, drags) rather than record.
    ///
    /// ```swift
    /// let host = Gallery.scene(named: "avatar-bouncy")!.makeLiveHost()
    /// host.tap(at: CGPoint(x: 200, y: 200))   // the avatar starts to grow
    /// host.advance(by: 0.25)
    /// ```
    ///
    /// - Parameter framesPerSecond: The host's frame rate (default 60); the host clamps it as
    ///   ``ViewHost`` does.
    @MainActor
    public func makeLiveHost(framesPerSecond: Double = 60) -> any ViewHostProtocol {
        PetArtwork.register()  // the pets and the heart, as in recordings
        if let makeHost { return makeHost(framesPerSecond) }
        // The scenes written with their own recording closure: the same views, without the
        // scripted events (the person supplies them).
        switch name {
        case "overdue-reminder": return ViewHost(OverdueReminder(), size: size, framesPerSecond: framesPerSecond)
        case "camera-tour": return ViewHost(CameraTour(), size: size, framesPerSecond: framesPerSecond)
        case "trim-loader": return ViewHost(TrimLoader(), size: size, framesPerSecond: framesPerSecond)
        case "button-press": return ViewHost(LikeButtonScene(), size: size, framesPerSecond: framesPerSecond)
        case "draggable-card": return ViewHost(DraggableCardScene(), size: size, framesPerSecond: framesPerSecond)
        case "canvas-orbits": return ViewHost(OrbitingDots(), size: size, framesPerSecond: framesPerSecond)
        default:
            // A scene added without a live host still shows its first frame, from its recording.
            return StillHost(recording: record(framesPerSecond: framesPerSecond, duration: 1 / framesPerSecond))
        }
    }
}

/// A host that shows one recorded frame and ignores input: the fallback for a scene whose view
/// the live preview cannot rebuild.
@MainActor
final class StillHost: ViewHostProtocol {
    private let recording: Recording
    private(set) var time: TimeInterval = 0
    var size: CGSize

    init(recording: Recording) {
        self.recording = recording
        self.size = recording.size
    }

    var displayList: DisplayList { recording.frames.first?.displayList ?? DisplayList(items: []) }
    var isAnimating: Bool { false }
    func advance(by duration: TimeInterval) {
        if duration.isFinite, duration > 0 { time += duration }
    }
    func play(for duration: TimeInterval) async { advance(by: duration) }
    func tap(at point: CGPoint) -> Bool { false }
    func perform(_ body: () -> Void) { body() }
}
