import ArgumentParser
import Foundation
import KinemaCore
import KinemaDisplay
import KinemaExport
import KinemaGallery
import KinemaGraph
import KinemaPlotting
import KinemaRender
import KinemaUI

/// `kinema export`: animations and scenes for the web.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export an animation as a CSS linear() easing, or a scene as CSS @keyframes, Web Animations JSON or an animated SVG.",
        discussion: """
            Both print to standard output unless --out PATH names a file (missing folders are \
            created; the path written is printed).
            """,
        subcommands: [ExportCSSCommand.self, ExportKeyframesCommand.self, ExportSVGCommand.self, ExportLottieCommand.self]
    )
}

/// `kinema export css ANIMATION`: a rule to paste into a style sheet.
struct ExportCSSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "css",
        abstract: "Print an animation as a CSS rule: a linear() easing, its duration, delay and repeats.",
        discussion: """
            ANIMATION is written as for `kinema plot`: bouncy, easeInOut(duration: 0.4), \
            'spring(duration: 0.5, bounce: 0.3).delay(0.1)', 'linear.repeatCount(3)'. A Spring \
            plays as .spring(SPRING); a unit curve as .timingCurve(CURVE, duration: 1); \
            keyframes:NAME prints one @keyframes per track with its values.

            The easing follows Kinema's curve within --tolerance percent of the change: points \
            are added where the curve bends, and a comment says how many and the largest error. \
            delay → animation-delay, repeatCount → animation-iteration-count (halved with \
            autoreverses when the curve does not read the same backward), repeatForever → \
            infinite, autoreverses on a symmetric curve → animation-direction: alternate. An \
            animation that has not finished after 60 s is an error.
            """
    )

    @Argument(help: ArgumentHelp("The animation, written as in Swift.", valueName: "animation"))
    var animation: String

    @Option(parsing: .unconditional, help: "The largest error allowed, in percent of the change (0.01…50).")
    var tolerance: Double = 0.5

    @Option(help: "The selector of the rule.")
    var selector = ".kinema-animation"

    @Option(help: OutputRules.fileHelp(default: "standard output"))
    var out: String?

    mutating func validate() throws {
        guard tolerance.isFinite, tolerance >= 0.01, tolerance <= 50 else {
            throw badArgument("--tolerance must be in 0.01…50 (percent of the change), not '\(tolerance)'.")
        }
        guard !selector.trimmingCharacters(in: .whitespaces).isEmpty, !selector.contains("{"), !selector.contains("}") else {
            throw badArgument("--selector must be a CSS selector without braces, not '\(selector)'.")
        }
    }

    func run() throws {
        let subject: PlotSubject
        do {
            subject = try PlotSubject.parse(animation)
        } catch {
            throw failure("ANIMATION '\(animation)': \(error)", code: .validationFailure)
        }
        let written = animation.trimmingCharacters(in: .whitespacesAndNewlines)
        let text: String
        do {
            text = try Self.css(for: subject, written: written, tolerance: tolerance / 100, selector: selector)
        } catch let error as CSSExportError {
            throw failure("cannot export '\(written)': \(error)", code: .validationFailure)
        }
        let output = FileOutput(out: out ?? "-", defaultPath: "-")
        try output.prepare()
        try output.write(Data(text.utf8))
        output.reportWritten()
    }

    /// The CSS for a parsed subject, each block preceded by a comment with its point count and error.
    static func css(for subject: PlotSubject, written: String, tolerance: Double, selector: String) throws -> String {
        let comment = written.replacingOccurrences(of: "*/", with: "* /")
        switch subject {
        case .animation(let animation):
            return try rule(CSSEasing(animation, tolerance: tolerance), comment: comment, selector: selector)
        case .spring(let spring):
            return try rule(CSSEasing(.spring(spring), tolerance: tolerance), comment: comment + " as .spring(…)", selector: selector)
        case .curve(let curve):
            return try rule(CSSEasing(.timingCurve(curve, duration: 1), tolerance: tolerance),
                            comment: comment + " as .timingCurve(…, duration: 1)", selector: selector)
        case .keyframes(let name, let tracks):
            return try tracks.enumerated().map { index, track in
                let easing = try CSSEasing(timeline: track.timeline, tolerance: tolerance)
                let identifier = RecordingKeyframes.identifier("\(name)-\(track.name)")
                let property = "--" + identifier
                // Registered as a number, so the browser interpolates it rather than flipping it.
                return summary(easing, comment: "\(comment), track \(index + 1): \(track.name)", of: "the track's range")
                    + "@property \(property) {\n  syntax: '<number>';\n  inherits: true;\n  initial-value: 0;\n}\n"
                    + easing.keyframesRule(name: identifier, property: property)
                    + "\(selector) {\n  animation-name: \(identifier);\n  animation-duration: \(CSSNumber.seconds(easing.duration));\n"
                    + "  animation-timing-function: linear;\n  animation-fill-mode: both;\n}\n"
            }.joined(separator: "\n")
        }
    }

    private static func rule(_ easing: CSSEasing, comment: String, selector: String) -> String {
        summary(easing, comment: comment, of: "the change") + easing.cssRule(selector: selector)
    }

    private static func summary(_ easing: CSSEasing, comment: String, of range: String) -> String {
        "/* \(comment): \(easing.points.count) points, maximum error "
            + "\(DecimalText.fixed(easing.maximumError * 100, decimals: 3))% of \(range) "
            + "(tolerance \(DecimalText.fixed(easing.tolerance * 100, decimals: 3))%), "
            + "\(CSSNumber.seconds(easing.duration)) per iteration */\n"
    }
}

/// `kinema export keyframes SCENE`: a gallery scene's animated items as keyframes.
struct ExportKeyframesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyframes",
        abstract: "Print a scene's animated items as CSS @keyframes or Web Animations keyframes JSON.",
        discussion: """
            The scene is recorded at --fps; each item whose offset, rotation, scale, opacity or \
            colour changes gets one animation, with a keyframe wherever joining its neighbours by \
            a straight line would miss a value by more than --tolerance percent of its range. css: \
            @keyframes and a class per item. json: {"duration", "elements": [{"id", "name", \
            "timing", "keyframes": [{offset, easing, transform, opacity, fill}]}]}, each element's \
            keyframes and timing ready for element.animate(keyframes, timing).
            """
    )

    @Argument(help: "The scene (see `kinema list`).")
    var scene: String

    /// The document printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case css, json
    }

    @Option(help: "css or json.")
    var format: Format = .css

    @Option(parsing: .unconditional, help: "Frames per second to record at.")
    var fps: Double = 60

    @Option(parsing: .unconditional, help: "The largest error allowed between keyframes, in percent of each value's range (0.01…50).")
    var tolerance: Double = 0.5

    @Option(help: OutputRules.fileHelp(default: "standard output"))
    var out: String?

    mutating func validate() throws {
        guard Gallery.scene(named: scene) != nil else {
            throw unknownScene(scene)
        }
        guard fps.isFinite, fps >= 1, fps <= 240 else { throw badArgument("--fps must be between 1 and 240, not '\(fps)'.") }
        guard tolerance.isFinite, tolerance >= 0.01, tolerance <= 50 else {
            throw badArgument("--tolerance must be in 0.01…50 (percent of each value's range), not '\(tolerance)'.")
        }
    }

    func run() throws {
        guard let scene = Gallery.scene(named: scene) else { return }
        let output = FileOutput(out: out ?? "-", defaultPath: "-")
        try output.prepare()
        let fps = self.fps
        let recording = MainActor.assumeIsolated { scene.record(framesPerSecond: fps) }
        let keyframes = RecordingKeyframes(recording, name: scene.name, tolerance: tolerance / 100)
        try output.write(Data((format == .css ? keyframes.css() : keyframes.json()).utf8))
        output.reportWritten()
    }
}

/// `kinema export svg SCENE`: a gallery scene as one animated SVG file.
struct ExportSVGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "svg",
        abstract: "Print a scene as one animated SVG (SMIL) that plays its frames in a browser, an <img> or on its own.",
        discussion: """
            The scene is recorded at --fps and every frame is drawn in the file, shown for its \
            1/fps of a second by a SMIL animation, looping unless --once. Without SMIL (rsvg, \
            some editors) the first frame shows. --max-kib bounds the size: fewer frames, evenly \
            spread, when the frames would pass it.
            """
    )

    @Argument(help: "The scene (see `kinema list`).")
    var scene: String

    @Option(parsing: .unconditional, help: "Frames per second to record and play (1…60).")
    var fps: Double = 30

    @Flag(help: "Play once and hold the last frame, rather than loop.")
    var once = false

    @Option(name: .customLong("max-kib"), parsing: .unconditional, help: "The most KiB of frames (at least 16); fewer frames when they would pass it.")
    var maximumKiB: Int?

    @Option(help: OutputRules.fileHelp(default: "standard output"))
    var out: String?

    mutating func validate() throws {
        guard Gallery.scene(named: scene) != nil else {
            throw unknownScene(scene)
        }
        guard fps.isFinite, fps >= 1, fps <= 60 else { throw badArgument("--fps must be between 1 and 60, not '\(fps)'.") }
        if let maximumKiB, maximumKiB < 16 { throw badArgument("--max-kib must be at least 16, not \(maximumKiB).") }
    }

    func run() throws {
        guard let scene = Gallery.scene(named: scene) else { return }
        let output = FileOutput(out: out ?? "-", defaultPath: "-")
        try output.prepare()
        let fps = self.fps
        let recording = MainActor.assumeIsolated { scene.record(framesPerSecond: fps) }
        let svg = recording.animatedSVG(loops: !once, maximumBytes: maximumKiB.map { $0 * 1024 })
        try output.write(Data(svg.utf8))
        output.reportWritten()
    }
}

/// `kinema export lottie SCENE`: a gallery scene as a Lottie (Bodymovin) JSON animation.
struct ExportLottieCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lottie",
        abstract: "Print a scene as a Lottie (Bodymovin) JSON animation for Lottie's players on iOS, Android and the web.",
        discussion: """
            The scene is recorded at --fps; each item becomes a shape layer with its outlines, \
            paints, transform and opacity, keyframed where a straight line between kept frames \
            would move it by more than --tolerance points. What Lottie cannot draw (filters, \
            shadows, masks, images, emoji, some blend modes) is listed on standard error with \
            what it became.
            """
    )

    @Argument(help: "The scene (see `kinema list`).")
    var scene: String

    @Option(parsing: .unconditional, help: "Frames per second to record and play (1…120).")
    var fps: Double = 60

    @Option(parsing: .unconditional, help: "The largest error allowed at a recorded frame, in points (0.001…10).")
    var tolerance: Double = 0.25

    @Option(help: OutputRules.fileHelp(default: "standard output"))
    var out: String?

    mutating func validate() throws {
        guard Gallery.scene(named: scene) != nil else {
            throw unknownScene(scene)
        }
        guard fps.isFinite, fps >= 1, fps <= 120 else { throw badArgument("--fps must be between 1 and 120, not '\(fps)'.") }
        guard tolerance.isFinite, tolerance >= 0.001, tolerance <= 10 else {
            throw badArgument("--tolerance must be in 0.001…10 (points), not '\(tolerance)'.")
        }
    }

    func run() throws {
        guard let scene = Gallery.scene(named: scene) else { return }
        let output = FileOutput(out: out ?? "-", defaultPath: "-")
        try output.prepare()
        let fps = self.fps
        let recording = MainActor.assumeIsolated { scene.record(framesPerSecond: fps) }
        try output.write(lottieData(recording, name: scene.name, tolerance: tolerance))
        output.reportWritten()
    }
}
