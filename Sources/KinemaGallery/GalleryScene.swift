import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

/// One animation of the gallery: a view, the interaction it needs (a tap, say), and how long to
/// record it.
///
/// ```swift
/// let scene = Gallery.scene(named: "avatar-bouncy")!
/// let recording = scene.record(framesPerSecond: 60)   // 60 × duration frames
/// ```
public struct GalleryScene: Sendable {
    /// The scene's name on the command line (`kinema render avatar-bouncy`).
    public let name: String
    /// A human title.
    public let title: String
    /// What the scene shows, and where it comes from.
    public let summary: String
    /// The host's size.
    public let size: CGSize
    /// How long the scene runs, in seconds.
    public let duration: TimeInterval
    /// One short line for the gallery's index (the ``summary`` is the page's paragraph).
    public private(set) var tagline: String
    /// The types whose declarations make the scene, shown as its source.
    public private(set) var sourceTypes: [String] = []
    private let makeRecording: @MainActor @Sendable (_ framesPerSecond: Double, _ duration: TimeInterval) -> Recording
    /// A fresh host of the scene's view, for live use (`kinema preview`); `nil` when the scene
    /// builds its host inside `record` only (``makeLiveHost(framesPerSecond:)`` knows those).
    let makeHost: (@MainActor @Sendable (_ framesPerSecond: Double) -> any ViewHostProtocol)?

    init(
        name: String, title: String, summary: String, size: CGSize = CGSize(width: 400, height: 400),
        duration: TimeInterval,
        host: (@MainActor @Sendable (Double) -> any ViewHostProtocol)? = nil,
        record: @escaping @MainActor @Sendable (Double, TimeInterval) -> Recording
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.size = size
        self.duration = duration
        self.tagline = title
        self.makeHost = host
        self.makeRecording = record
    }

    /// A scene made from a host: the view a host shows, driven live or recorded with no
    /// interaction. `kinema preview --package` makes one for each of a package's previews.
    ///
    /// ```swift
    /// let loader = GalleryScene(name: "loader", title: "Loader", summary: "Dots that pulse.",
    ///                           size: CGSize(width: 200, height: 80)) { fps in
    ///     ViewHost(DotsLoader(), size: CGSize(width: 200, height: 80), framesPerSecond: fps)
    /// }
    /// let server = PreviewServer(configuration: .init(previews: [loader]))
    /// ```
    ///
    /// - Parameters:
    ///   - name: The scene's name in URLs (`/scene/NAME`): letters, digits and `-` keep it readable.
    ///   - title: A human title.
    ///   - summary: A paragraph saying what the scene shows.
    ///   - size: The host's size, in points.
    ///   - duration: How long a recording of the scene runs (3 seconds by default).
    ///   - makeHost: A fresh host at time 0, at the frame rate it is given.
    public init(
        name: String, title: String, summary: String, size: CGSize, duration: TimeInterval = 3,
        makeHost: @escaping @MainActor @Sendable (_ framesPerSecond: Double) -> any ViewHostProtocol
    ) {
        self.init(name: name, title: title, summary: summary, size: size, duration: duration, host: makeHost) {
            fps, duration in
            Recording.record(makeHost(fps), duration: duration, framesPerSecond: fps)
        }
    }

    /// The scene with a short line for the index and the types its source shows.
    func described(_ tagline: String, source types: String...) -> GalleryScene {
        var scene = self
        scene.tagline = tagline
        scene.sourceTypes = types
        return scene
    }

    /// The Swift source of the scene's views, or `nil` where the gallery's sources are not at
    /// hand (see ``GallerySource``).
    public var sourceCode: String? {
        GallerySource.declarations(of: sourceTypes)
    }

    /// Records the scene at `framesPerSecond` for `duration` seconds (its own by default).
    @MainActor
    public func record(framesPerSecond: Double = 60, duration: TimeInterval? = nil) -> Recording {
        PetArtwork.register()  // the scenes' `Image("cat")` and friends
        return makeRecording(framesPerSecond, duration ?? self.duration)
    }
}

extension GalleryScene {
    /// A scene of `view`, tapped at `point` (the centre by default) at each of `taps` (seconds).
    static func tapped<V: View>(
        _ name: String, _ title: String, _ summary: String, duration: TimeInterval, taps: [TimeInterval] = [0.25],
        at point: CGPoint = CGPoint(x: 200, y: 200), size: CGSize = CGSize(width: 400, height: 400),
        _ view: @escaping @MainActor @Sendable () -> V
    ) -> GalleryScene {
        GalleryScene(
            name: name, title: title, summary: summary, size: size, duration: duration,
            host: { fps in ViewHost(view(), size: size, framesPerSecond: fps) }
        ) { fps, duration in
            let host = ViewHost(view(), size: size, framesPerSecond: fps)
            return Recording.record(
                host, duration: duration, framesPerSecond: fps,
                events: taps.map { RecordingEvent.tap(point, at: $0) })
        }
    }
}
