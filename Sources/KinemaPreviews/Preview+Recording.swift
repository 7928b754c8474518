import Foundation

extension Preview {
    /// The size of the device Kinema previews on: 400 × 400 points, the size of a `ViewHost` and
    /// of the gallery's scenes.
    ///
    /// Kinema's addition. The ``PreviewLayout/device`` layout (the default) uses it, and
    /// ``PreviewLayout/sizeThatFits`` offers it to the view. It is square, so an orientation
    /// (a trait or `previewInterfaceOrientation(_:)`) is accepted and changes nothing.
    public static let deviceSize = CGSize(width: 400, height: 400)

    /// How long ``record(framesPerSecond:duration:events:)`` records by default: 3 seconds, long enough
    /// for a looping animation (a phase animator, a keyframe animator that repeats) to
    /// show a cycle or two.
    ///
    /// Kinema's addition.
    public static let defaultDuration: TimeInterval = 3

    /// The layout the preview uses for `view`, one of its views: the traits' (the last layout
    /// trait), else the view's `previewLayout(_:)`, else the device.
    func resolvedLayout(for view: any View) -> PreviewLayout {
        let combined = PreviewTrait<ViewTraits>(settings: traits.flatMap(\.settings))
        return combined.layout ?? PreviewSettings(of: view).layout ?? .device
    }

    /// Makes the preview's view and a host for it, sized by its layout (see ``PreviewLayout``),
    /// at time 0.
    ///
    /// Kinema's addition: drive the host yourself to tap or step it.
    ///
    /// ```swift
    /// let host = preview.makeHost()
    /// host.tap(at: CGPoint(x: host.size.width / 2, y: host.size.height / 2))
    /// host.advance(by: 0.5)
    /// ```
    ///
    /// - Parameter framesPerSecond: The host's frame rate (60 by default), as ``ViewHost`` takes it.
    public func makeHost(framesPerSecond: Double = 60) -> any ViewHostProtocol {
        let view = makeView()
        let size = PreviewSizing.hostSize(for: view, layout: resolvedLayout(for: view))
        return Self.host(view, size: size, framesPerSecond: framesPerSecond)
    }

    /// Records the preview headless, as the gallery records a scene with no interaction: the
    /// view appears at time 0 and the clock runs, so what animates by itself (phase and keyframe
    /// animators, timeline views) plays.
    ///
    /// Kinema's addition.
    ///
    /// ```swift
    /// #Preview("Loader") { TrimLoader() }
    /// // …
    /// let recording = Preview("Loader") { TrimLoader() }.record(framesPerSecond: 30, duration: 2)
    /// recording.frames.count   // 60
    /// ```
    ///
    /// - Parameters:
    ///   - framesPerSecond: The frame rate; clamped as ``Recording`` clamps it.
    ///   - duration: Seconds to record (``defaultDuration`` by default); NaN, infinite and
    ///     negative durations record no frame.
    ///   - events: Taps, drags and state changes to make while recording (default none), as
    ///     ``Recording/record(_:duration:framesPerSecond:events:)`` runs them; an
    ///     ``InputScript``'s `recordingEvents()` are such events.
    public func record(
        framesPerSecond: Double = 60, duration: TimeInterval = Preview.defaultDuration, events: [RecordingEvent] = []
    ) -> Recording {
        let host = makeHost(framesPerSecond: framesPerSecond)
        return Recording.record(host, duration: duration, framesPerSecond: framesPerSecond, events: events)
    }

    /// Records the preview as ``record(framesPerSecond:duration:events:)`` does, playing the host's clock
    /// with ``ViewHost/play(for:)``: the tasks the preview's views start with `.task` sleep on the
    /// host's clock, so a view that waits and then animates is recorded frame-exact. This is how
    /// `kinema preview-render` records.
    ///
    /// Kinema's addition.
    ///
    /// ```swift
    /// let recording = await Preview("Loader") { DotsLoader() }.play(framesPerSecond: 30, duration: 2)
    /// let tapped = await Preview("Avatar") { Avatar() }.play(
    ///     duration: 2, events: try InputScript(taps: ["200,200@0.5"]).recordingEvents())
    /// ```
    public func play(
        framesPerSecond: Double = 60, duration: TimeInterval = Preview.defaultDuration, events: [RecordingEvent] = []
    ) async -> Recording {
        let host = makeHost(framesPerSecond: framesPerSecond)
        return await Recording.play(host, duration: duration, framesPerSecond: framesPerSecond, events: events)
    }

    /// A host for `view`, its type opened from the existential.
    private static func host<Content: View>(_ view: Content, size: CGSize, framesPerSecond: Double) -> any ViewHostProtocol {
        ViewHost(view, size: size, framesPerSecond: framesPerSecond)
    }
}

extension PreviewTrait {
    /// Traits made of `settings`.
    init(settings: [PreviewTraitSetting]) {
        self.settings = settings
    }
}
