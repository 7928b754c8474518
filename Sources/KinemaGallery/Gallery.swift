import Foundation
import Kinema

/// Every animation of the WWDC23 sessions and the article, as scenes to record, and a writer for
/// the gallery folder.
///
/// ```swift
/// let index = try Gallery.write(to: URL(fileURLWithPath: "kinema-gallery"))
/// print(index.path)   // open it in a browser
/// ```
public enum Gallery {
    /// The scenes, in the order the sessions show them.
    public static let scenes: [GalleryScene] = [
        .tapped("avatar-no-animation", "Pet avatar, no animation",
                "WWDC23 “Explore SwiftUI animation”, 2:14: the tap toggles the scale; without a transaction animation it jumps.",
                duration: 1.5) { AvatarNoAnimation(pet: Pet(type: "cat")) },
        .tapped("avatar-default", "Pet avatar, withAnimation",
                "4:13: withAnimation with the default animation, a smooth spring.",
                duration: 1.5) { AvatarWithAnimation(pet: Pet(type: "cat")) },
        .tapped("avatar-bouncy", "Pet avatar, withAnimation(.bouncy)",
                "11:49: the bouncy spring overshoots 1.5 and settles.",
                duration: 1.5) { AvatarWithAnimation(pet: Pet(type: "cat"), animation: .bouncy) },
        .tapped("avatar-linear", "Pet avatar, interrupted linear animation",
                "A second tap half-way through a linear animation: the new animation runs from the combined value, as SwiftUI combines them.",
                duration: 2, taps: [0.25, 0.75]) { AvatarWithAnimation(pet: Pet(type: "cat"), animation: .linear(duration: 1)) },
        .tapped("avatar-two-animations", "Pet avatar, two animation modifiers",
                "23:44: the shadow animates with .smooth while the scale uses .bouncy.",
                duration: 1.5) { AvatarTwoAnimations(pet: Pet(type: "cat")) },
        .tapped("avatar-scoped", "Pet avatar, scoped animation modifiers",
                "25:20: animation(_:body:) scopes each animation to the effects built in its closure.",
                duration: 1.5) { AvatarScoped(pet: Pet(type: "cat")) },
        .tapped("podium", "Podium, not Animatable",
                "14:40: a radial layout turns by 120°; the avatars' positions interpolate in straight lines, cutting across the circle.",
                duration: 1.6, at: Self.firstAvatar) { Podium() },
        .tapped("podium-animatable", "Podium, Animatable",
                "The same podium conforming to Animatable: body runs every frame with the interpolated angle, so the avatars follow the circle.",
                duration: 1.6, at: Self.firstAvatar) { AnimatablePodium() },
        .tapped("phase-emoji", "Three-phase emoji",
                "“Controlling the timing and movements of your animations”: a tap plays move (easeInOut), scale (a bouncy spring) and back (smooth).",
                duration: 2) { PhaseEmoji() },
        GalleryScene(
            name: "overdue-reminder", title: "Overdue reminder",
            summary: "WWDC23 “Wind your way through advanced animations”: phaseAnimator alternates red and primary with easeInOut(duration: 1).",
            duration: 4.2
        ) { fps, duration in
            let host = ViewHost(OverdueReminder(), framesPerSecond: fps)
            return Recording.record(host, duration: duration, framesPerSecond: fps)
        },
        .tapped("keyframe-reaction", "Keyframe reaction",
                "8:12: four keyframe tracks — angle, vertical stretch, scale, vertical translation — each with its own timing.",
                duration: 2.6) { KeyframeReaction() },
        GalleryScene(
            name: "camera-tour", title: "Camera tour",
            summary: "13:52: a camera tours a route with keyframed centre (cubic keyframes from a for loop), heading and distance.",
            duration: 5.5
        ) { fps, duration in
            let host = ViewHost(CameraTour(), framesPerSecond: fps)
            return Recording.record(host, duration: duration, framesPerSecond: fps)
        },
        GalleryScene(
            name: "trim-loader", title: "Loader, a trimmed stroke",
            summary: "A phase animator with no trigger loops: each phase animates the stroke's trim end and the ring's rotation, so the arc grows and shrinks as it turns.",
            duration: 3
        ) { fps, duration in
            let host = ViewHost(TrimLoader(), framesPerSecond: fps)
            return Recording.record(host, duration: duration, framesPerSecond: fps)
        },
        .tapped("animatable-shape", "Animatable shape, a morphing polygon",
                "A custom Shape whose animatableData is its number of sides: path(in:) runs every frame with the interpolated count, morphing a triangle into an octagon.",
                duration: 2.2) { MorphingPolygon() },
        .tapped("hue-cycle", "Gradient masked by text, cycling hues",
                "A linear gradient masked by a word; hueRotation turns through 360° forever (linear, repeatForever) while a blur and a scale breathe with it.",
                duration: 3) { HueCycle() },
        .tapped("transition-list", "Rows with transitions",
                "Each tap inserts a row that moves in from the leading edge and fades in under a bouncy spring; past four rows the last leaves, shrinking and fading, drawn until its transition ends while the others move.",
                duration: 4, taps: [0.25, 1.0, 1.75, 2.5], at: CGPoint(x: 200, y: 59)) { TransitionList() },
        GalleryScene(
            name: "button-press", title: "Button with a bouncy press style",
            summary: "A ButtonStyle scales its label by configuration.isPressed with animation(.bouncy, value:): held from 0.3 s to 1.1 s it shrinks and settles, released it springs back, and the action likes the post with its own spring.",
            duration: 2.5
        ) { fps, duration in
            let host = ViewHost(LikeButtonScene(), framesPerSecond: fps)
            let holder = PressHolder()
            return Recording.record(host, duration: duration, framesPerSecond: fps, events: [
                RecordingEvent(at: Self.pressStart) { _ in holder.press = host.press(at: CGPoint(x: 200, y: 200)) },
                RecordingEvent(at: Self.pressEnd) { _ in holder.press?.release() },
            ])
        },
        .tapped("matched-card", "Card that expands, matched geometry",
                "A compact card's artwork and title are matched (matchedGeometryEffect) with an expanded card's: a tap swaps the layouts under a spring and the matched views travel between their frames; a second tap closes it.",
                duration: 3.2, taps: [0.25, 1.75]) { ExpandingCard() },
        GalleryScene(
            name: "draggable-card", title: "Draggable card, released with its velocity",
            summary: "A DragGesture moves the card (blue while a @GestureState says it is dragged); released, withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) sends it home starting at the drag's velocity, as onChanged tracks velocity: dragged right at 500 pt/s it keeps going for a moment, flicked down-left at about 700 pt/s it swings further.",
            duration: 3
        ) { fps, duration in
            let host = ViewHost(DraggableCardScene(), framesPerSecond: fps)
            let centre = CGPoint(x: 200, y: 200)
            return Recording.record(
                host, duration: duration, framesPerSecond: fps,
                events: RecordingEvent.drag(
                    host, from: centre, to: CGPoint(x: 300, y: 200), at: Self.cardDragStart, duration: Self.cardDragDuration)
                    + RecordingEvent.drag(host, from: centre, to: CGPoint(x: 150, y: 250), at: 1.6, duration: 0.1))
        },
        GalleryScene(
            name: "canvas-orbits", title: "Canvas: orbiting dots",
            summary: "TimelineView(.animation) redraws a Canvas every frame: rings of dots orbit a pulsing, blurred core (alternate rings turning the other way), each trailed by fading copies made with context copies, opacity and translateBy, over a radial-gradient sky, with a gradient sine wave along the bottom.",
            duration: 4
        ) { fps, duration in
            let host = ViewHost(OrbitingDots(), framesPerSecond: fps)
            return Recording.record(host, duration: duration, framesPerSecond: fps)
        },
    ]

    /// When the press of the `button-press` scene begins and ends, in seconds.
    public static let pressStart: TimeInterval = 0.3
    public static let pressEnd: TimeInterval = 1.1

    /// When the first drag of the `draggable-card` scene begins, and how long it takes (100 points
    /// to the right: 500 points per second).
    public static let cardDragStart: TimeInterval = 0.3
    public static let cardDragDuration: TimeInterval = 0.2

    /// Where the podium's first avatar sits (a third of the side to the right of the centre).
    private static let firstAvatar = CGPoint(x: 200 + 400.0 / 3, y: 200)

    /// The scene called `name`, if any.
    public static func scene(named name: String) -> GalleryScene? {
        scenes.first { $0.name == name }
    }

    /// Records every scene and writes the gallery into `directory`: one self-contained animated
    /// page per scene and an `index.html` linking them, with a still of each. Returns the index.
    ///
    /// - Parameters:
    ///   - framesPerSecond: The recording rate.
    ///   - progress: Called with each scene's name as it is recorded.
    @MainActor
    public static func write(
        to directory: URL, framesPerSecond: Double = 60, progress: (GalleryScene) -> Void = { _ in }
    ) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var cards: [String] = []
        for scene in scenes {
            progress(scene)
            let recording = scene.record(framesPerSecond: framesPerSecond)
            try recording.writeHTMLPage(to: directory.appendingPathComponent("\(scene.name).html"), title: scene.title)
            let still = SVGRenderer().render(recording.frames[recording.frames.count / 3].displayList, size: recording.size)
            try still.write(to: directory.appendingPathComponent("\(scene.name).svg"), atomically: true, encoding: .utf8)
            cards.append("""
                <a class="card" href="\(scene.name).html">
                  <img src="\(scene.name).svg" width="200" height="200" alt="">
                  <h2>\(escape(scene.title))</h2>
                  <p>\(escape(scene.summary))</p>
                  <code>\(escape(renderCommand(for: scene)))</code>
                </a>
                """)
        }
        let index = directory.appendingPathComponent("index.html")
        try indexPage(cards: cards).write(to: index, atomically: true, encoding: .utf8)
        return index
    }

    /// The command a card shows to render its scene, as typed in the package's folder:
    /// `swift run kinema render avatar-bouncy` (as the README writes every command).
    public static func renderCommand(for scene: GalleryScene) -> String {
        "swift run kinema render \(scene.name)"
    }

    private static func indexPage(cards: [String]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Kinema gallery</title>
        <style>
        body { font-family: -apple-system, system-ui, Helvetica, Arial, sans-serif; margin: 2em; background: #f5f5f7; color: #1d1d1f; }
        h1 { font-weight: 600; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 1.5em; }
        .card { display: block; background: white; border-radius: 12px; padding: 1em; color: inherit; text-decoration: none; box-shadow: 0 1px 4px rgba(0,0,0,0.1); }
        .card:hover { box-shadow: 0 2px 12px rgba(0,0,0,0.2); }
        .card img { display: block; margin: 0 auto; background: white; }
        .card h2 { font-size: 1.05em; margin: 0.6em 0 0.3em; }
        .card p { font-size: 0.9em; color: #555; margin: 0 0 0.6em; }
        code { font-size: 0.8em; color: #6e6e73; }
        </style>
        </head>
        <body>
        <h1>Kinema gallery</h1>
        <p>Every animation of the WWDC23 sessions and the article, rendered headless by Kinema. Open one to play, pause, scrub and see its values over time.</p>
        <div class="grid">
        \(cards.joined(separator: "\n"))
        </div>
        </body>
        </html>
        """
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
