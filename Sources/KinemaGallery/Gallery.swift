import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

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
                duration: 1.5) { AvatarNoAnimation(pet: Pet(type: "cat")) }
        .described("A tap toggles the scale; with no animation it jumps.", source: "Pet", "AvatarNoAnimation"),
        .tapped("avatar-default", "Pet avatar, withAnimation",
                "4 min 13 s into the session: withAnimation with the default animation, a smooth spring.",
                duration: 1.5) { AvatarWithAnimation(pet: Pet(type: "cat")) }
        .described("withAnimation with the default spring.", source: "Pet", "AvatarWithAnimation"),
        .tapped("avatar-bouncy", "Pet avatar, withAnimation(.bouncy)",
                "11 min 49 s into the session: the bouncy spring overshoots 1.5 and settles.",
                duration: 1.5) { AvatarWithAnimation(pet: Pet(type: "cat"), animation: .bouncy) }
        .described("The bouncy spring overshoots 1.5 and settles.", source: "Pet", "AvatarWithAnimation"),
        .tapped("avatar-linear", "Pet avatar, interrupted linear animation",
                "A second tap half-way through a linear animation: the new animation runs from the combined value, as SwiftUI combines them.",
                duration: 2, taps: [0.25, 0.75]) { AvatarWithAnimation(pet: Pet(type: "cat"), animation: .linear(duration: 1)) }
        .described("A linear animation interrupted: the two combine additively.", source: "Pet", "AvatarWithAnimation"),
        .tapped("avatar-spring-interrupted", "Pet avatar, interrupted spring",
                "The same two taps with .spring(duration: 1): the second retargets the running spring, which keeps its velocity and turns back smoothly, as SwiftUI merges springs.",
                duration: 2, taps: [0.25, 0.75]) { AvatarWithAnimation(pet: Pet(type: "cat"), animation: .spring(duration: 1)) }
        .described("A spring interrupted: it retargets and keeps its velocity.", source: "Pet", "AvatarWithAnimation"),
        .tapped("avatar-two-animations", "Pet avatar, two animation modifiers",
                "23 min 44 s into the session: the shadow animates with .smooth while the scale uses .bouncy.",
                duration: 1.5) { AvatarTwoAnimations(pet: Pet(type: "cat")) }
        .described("Two animation(_:value:) modifiers: smooth shadow, bouncy scale.", source: "Pet", "AvatarTwoAnimations"),
        .tapped("avatar-scoped", "Pet avatar, scoped animation modifiers",
                "25 min 20 s into the session: animation(_:body:) scopes each animation to the effects built in its closure.",
                duration: 1.5) { AvatarScoped(pet: Pet(type: "cat")) }
        .described("animation(_:body:) scopes each animation to its own effects.", source: "Pet", "AvatarScoped"),
        .tapped("podium", "Podium, not Animatable",
                "14 min 40 s into the session: a radial layout turns by 120°; the avatars' positions interpolate in straight lines, cutting across the circle.",
                duration: 1.6, at: Self.firstAvatar) { Podium() }
        .described("Positions interpolate in straight lines across the circle.", source: "RadialLayout", "Podium", "PodiumArc"),
        .tapped("podium-animatable", "Podium, Animatable",
                "The same podium conforming to Animatable: body runs every frame with the interpolated angle, so the avatars follow the circle.",
                duration: 1.6, at: Self.firstAvatar) { AnimatablePodium() }
        .described("Animatable: the angle interpolates, so the avatars follow the circle.", source: "RadialLayout", "AnimatablePodium", "AnimatablePodiumArc"),
        .tapped("phase-emoji", "Three-phase emoji",
                "“Controlling the timing and movements of your animations”: a tap plays move (easeInOut), scale (a bouncy spring) and back (smooth).",
                duration: 2) { PhaseEmoji() }
        .described("A phase animator: move, grow with a spring, settle back.", source: "PhaseEmoji"),
        GalleryScene(
            name: "overdue-reminder", title: "Overdue reminder",
            summary: "WWDC23 “Wind your way through advanced animations”: phaseAnimator alternates red and primary with easeInOut(duration: 1).",
            duration: 4.2
        ) { fps, duration in
            let host = ViewHost(OverdueReminder(), framesPerSecond: fps)
            return Recording.record(host, duration: duration, framesPerSecond: fps)
        }
        .described("A phase animator alternating colours forever.", source: "OverdueReminder"),
        .tapped("keyframe-reaction", "Keyframe reaction",
                "8 min 12 s into the session: four keyframe tracks — angle, vertical stretch, scale, vertical translation — each with its own timing.",
                duration: 2.6) { KeyframeReaction() }
        .described("Four keyframe tracks, each with its own timing.", source: "ReactionValues", "KeyframeReaction"),
        GalleryScene(
            name: "camera-tour", title: "Camera tour",
            summary: "13 min 52 s into the session: a camera tours a route with keyframed centre (cubic keyframes from a for loop), heading and distance.",
            duration: 5.5
        ) { fps, duration in
            let host = ViewHost(CameraTour(), framesPerSecond: fps)
            return Recording.record(host, duration: duration, framesPerSecond: fps)
        }
        .described("Cubic keyframes tour a route; heading and distance keyframed too.", source: "TourCamera", "CameraTour"),
        GalleryScene(
            name: "trim-loader", title: "Loader, a trimmed stroke",
            summary: "A phase animator with no trigger loops: each phase animates the stroke's trim end and the ring's rotation, so the arc grows and shrinks as it turns.",
            duration: 3
        ) { fps, duration in
            let host = ViewHost(TrimLoader(), framesPerSecond: fps)
            return Recording.record(host, duration: duration, framesPerSecond: fps)
        }
        .described("A looping phase animator trims and turns a stroke.", source: "TrimLoader"),
        .tapped("animatable-shape", "Animatable shape, a morphing polygon",
                "A custom Shape whose animatableData is its number of sides: path(in:) runs every frame with the interpolated count, morphing a triangle into an octagon.",
                duration: 2.2) { MorphingPolygon() }
        .described("A Shape whose animatableData is its number of sides.", source: "Polygon", "MorphingPolygon"),
        .tapped("hue-cycle", "Gradient masked by text, cycling hues",
                "A linear gradient masked by a word; hueRotation turns through 360° forever (linear, repeatForever) while a blur and a scale breathe with it.",
                duration: 3) { HueCycle() }
        .described("Hues turn forever behind a word while a blur breathes.", source: "HueCycle"),
        .tapped("transition-list", "Rows with transitions",
                "Each tap inserts a row that moves in from the leading edge and fades in under a bouncy spring; past four rows the last leaves, shrinking and fading, drawn until its transition ends while the others move.",
                duration: 4, taps: [0.25, 1.0, 1.75, 2.5], at: CGPoint(x: 200, y: 59)) { TransitionList() }
        .described("Rows move in and fade; the last leaves as the others move.", source: "TransitionList"),
        GalleryScene(
            name: "button-press", title: "Button with a bouncy press style",
            summary: "A ButtonStyle scales its label by configuration.isPressed with animation(.bouncy, value:): held from 0.3 s to 1.1 s it shrinks and settles, released it springs back, and the action likes the post with its own spring.",
            duration: 2.5
        ) { fps, duration in
            let host = ViewHost(LikeButtonScene(), framesPerSecond: fps)
            let holder = PressHolder()
            return Recording.record(host, duration: duration, framesPerSecond: fps, events: [
                RecordingEvent(at: Self.pressStart, label: "press") { _ in holder.press = host.press(at: CGPoint(x: 200, y: 200)) },
                RecordingEvent(at: Self.pressEnd, label: "release") { _ in holder.press?.release() },
            ])
        }
        .described("A ButtonStyle shrinks the label while pressed, with a bouncy spring.", source: "BouncyPressStyle", "LikeButtonScene"),
        .tapped("matched-card", "Card that expands, matched geometry",
                "A compact card's artwork and title are matched (matchedGeometryEffect) with an expanded card's: a tap swaps the layouts under a spring and the matched views travel between their frames; a second tap closes it.",
                duration: 3.2, taps: [0.25, 1.75]) { ExpandingCard() }
        .described("matchedGeometryEffect carries artwork and title between two cards.", source: "ExpandingCard"),
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
                    from: centre, to: CGPoint(x: 300, y: 200), at: Self.cardDragStart, duration: Self.cardDragDuration)
                    + RecordingEvent.drag(from: centre, to: CGPoint(x: 150, y: 250), at: 1.6, duration: 0.1))
        }
        .described("Released from a drag, a spring sends the card home at the drag's velocity.", source: "DraggableCardScene"),
        GalleryScene(
            name: "canvas-orbits", title: "Canvas: orbiting dots",
            summary: "TimelineView(.animation) redraws a Canvas every frame: rings of dots orbit a pulsing, blurred core (alternate rings turning the other way), each trailed by fading copies made with context copies, opacity and translateBy, over a radial-gradient sky, with a gradient sine wave along the bottom.",
            duration: 4
        ) { fps, duration in
            let host = ViewHost(OrbitingDots(), framesPerSecond: fps)
            return Recording.record(host, duration: duration, framesPerSecond: fps)
        }
        .described("A Canvas redrawn every frame by TimelineView(.animation).", source: "OrbitingDots"),
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

    /// Scenes that teach by contrast, each pair shown side by side on its own page.
    public static let comparisons: [GalleryComparison] = [
        GalleryComparison(
            "podium", "Straight lines or arcs: Animatable",
            "The same radial layout turning by 120°. Without Animatable, SwiftUI interpolates each avatar's position, so it cuts across the circle; with Animatable, the angle itself interpolates and body runs every frame, so the avatars stay on the circle. Watch the offset charts: straight ramps on the left, sine-shaped curves on the right.",
            [("Not Animatable", "podium"), ("Animatable", "podium-animatable")]),
        GalleryComparison(
            "interrupted", "Timing curves combine, springs merge",
            "Both are tapped at 0.25 s and again at 0.75 s. The linear animation is not cancelled by the second tap: SwiftUI adds the new animation's delta to the running one, so the scale keeps rising for a while before it turns. The spring is retargeted instead: it keeps its velocity and turns back smoothly, with no corner in its velocity chart.",
            [("linear(duration: 1)", "avatar-linear"), ("spring(duration: 1)", "avatar-spring-interrupted")]),
        GalleryComparison(
            "scoped", "animation(_:value:) or animation(_:body:)",
            "Two ways to give the shadow and the scale their own animations. With animation(_:value:), each modifier animates every change of the value below it; with the body-scoped form, each animation applies only to the effects built in its closure. Here both give the same motion: smooth shadow, bouncy scale.",
            [("animation(_:value:)", "avatar-two-animations"), ("animation(_:body:)", "avatar-scoped")]),
    ]

    /// Files written for a scene besides its page (a GIF, an MP4), as links for its page.
    public typealias MediaWriter = @MainActor (_ scene: GalleryScene, _ recording: Recording, _ directory: URL) throws
        -> [HTMLPageDetails.Link]

    /// Records every scene and writes the gallery into `directory`: one self-contained animated
    /// page per scene (with its explanation, source, controls and charts), a side-by-side page per
    /// comparison, an animated thumbnail per scene, and an `index.html` linking them. Returns the
    /// index.
    ///
    /// - Parameters:
    ///   - framesPerSecond: The recording rate.
    ///   - media: Writes a scene's downloads (the tool's GIF and MP4) and returns their links;
    ///     `nil` for none.
    ///   - progress: Called with each scene's name as it is recorded.
    ///   - highlight: Colours each scene's source (by default swift-syntax's styles, saved:
    ///     ``savedSourceStyles``); `nil` shows it plain. Last, so that a trailing closure is still
    ///     `progress`.
    @MainActor
    public static func write(
        to directory: URL, framesPerSecond: Double = 60, media: MediaWriter? = nil,
        progress: (GalleryScene) -> Void = { _ in }, highlight: HTMLPageDetails.Highlighter? = savedSourceStyles
    ) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var cards: [IndexPage.SceneCard] = []
        var recordings: [String: Recording] = [:]
        for scene in scenes {
            progress(scene)
            let recording = scene.record(framesPerSecond: framesPerSecond)
            recordings[scene.name] = recording
            let downloads = try media?(scene, recording, directory) ?? []
            try recording.writeHTMLPage(
                to: directory.appendingPathComponent("\(scene.name).html"), title: scene.title,
                details: pageDetails(for: scene, downloads: downloads, highlight: highlight))
            try GalleryThumbnail.svg(of: recording)
                .write(to: directory.appendingPathComponent("\(scene.name).svg"), atomically: true, encoding: .utf8)
            cards.append(IndexPage.SceneCard(
                name: scene.name, title: scene.title, tagline: scene.tagline, command: renderCommand(for: scene)))
        }
        var comparisonCards: [IndexPage.ComparisonCard] = []
        for comparison in comparisons {
            let runs = comparison.entries.compactMap { entry in recordings[entry.scene.name].map { (entry.label, $0) } }
            let page = Recording.comparisonPage(title: comparison.title, runs, details: pageDetails(for: comparison))
            try Data(page.utf8).write(to: directory.appendingPathComponent(comparison.fileName), options: .atomic)
            comparisonCards.append(IndexPage.ComparisonCard(
                href: comparison.fileName, thumbnails: comparison.scenes.map { "\($0.name).svg" }, title: comparison.title,
                labels: comparison.entries.map(\.label).joined(separator: " vs ")))
        }
        let index = directory.appendingPathComponent("index.html")
        try IndexPage(comparisons: comparisonCards, scenes: cards).html.write(to: index, atomically: true, encoding: .utf8)
        return index
    }

    /// What a scene's page shows around its player: the scene's summary as the explanation, its
    /// source (coloured by `highlight`, by default the saved styles; plain without), a link back to
    /// the index, `downloads`, and the comparisons it is part of.
    ///
    /// ```swift
    /// let scene = Gallery.scene(named: "avatar-bouncy")!
    /// let page = scene.record().htmlPage(title: scene.title, details: Gallery.pageDetails(for: scene))
    /// ```
    public static func pageDetails(
        for scene: GalleryScene, downloads: [HTMLPageDetails.Link] = [],
        highlight: HTMLPageDetails.Highlighter? = savedSourceStyles
    ) -> HTMLPageDetails {
        let related = comparisons.filter { $0.scenes.contains { $0.name == scene.name } }
            .map { HTMLPageDetails.Link(title: $0.title, href: $0.fileName) }
        let source = scene.sourceCode
        return HTMLPageDetails(
            explanation: scene.summary, sourceCode: source, highlightedSource: source.flatMap { highlight?($0) },
            backLink: indexLink, downloads: downloads, related: related)
    }

    /// What a comparison's page shows around its players: the explanation, a link back, and
    /// links to the scenes.
    public static func pageDetails(for comparison: GalleryComparison) -> HTMLPageDetails {
        HTMLPageDetails(
            explanation: comparison.explanation, backLink: indexLink,
            related: comparison.scenes.map { .init(title: $0.title, href: "\($0.name).html") })
    }

    private static let indexLink = HTMLPageDetails.Link(title: "All scenes", href: "index.html")

    /// The command a card shows to render its scene, as typed in the package's folder:
    /// `swift run kinema render avatar-bouncy` (as the README writes every command).
    public static func renderCommand(for scene: GalleryScene) -> String {
        "swift run kinema render \(scene.name)"
    }
}
