import ArgumentParser
import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaPlotting
import KinemaRender
import KinemaUI

/// `kinema plot`: a chart of an animation's value and velocity over time, as SVG or CSV.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Chart an animation, spring, curve or keyframe timeline: its value and velocity over time.",
        discussion: """
            ANIMATION is written as in Swift (quote it; spaces are optional):
              bouncy, smooth, snappy, default, linear, easeIn, easeOut, easeInOut
              easeInOut(duration: 1)
              timingCurve(0.25, 0.1, 0.25, 1, duration: 0.5)
              spring(duration: 0.3, bounce: 0.7)
              spring(response: 0.5, dampingFraction: 0.8)
              bouncy(duration: 0.4, extraBounce: 0.1)
              interpolatingSpring(stiffness: 170, damping: 15)
            each optionally followed by modifiers:
              .delay(0.2)  .speed(2)  .repeatCount(3, autoreverses: false)
              .repeatForever()  .logicallyComplete(after: 0.3)
            or a spring, a unit curve or keyframes:
              Spring(duration: 0.5, bounce: 0.3)  Spring.bouncy
              UnitCurve.easeIn  UnitCurve.circularEaseOut  bezier(0.25, 0.1, 0.25, 1)
              keyframes:reaction (the four tracks of WWDC23's reaction)

            An animation animates a change from 0 to 1, stepped frame by frame at --fps; without \
            --duration it is sampled until it finishes (at most 5 s). A spring is sampled in closed \
            form until it settles, a curve over its progress 0…1, keyframes until the longest track ends.

            The SVG has a panel for the value and one for the velocity (one per track for keyframes). \
            The CSV has a column for x (time in seconds, or progress for a curve), then one per series.

            Output goes to ./NAME.svg or ./NAME.csv, NAME being ANIMATION as written, with letters, \
            digits, '_' and decimal points kept, minus signs written 'minus' and every other run of \
            characters replaced by '-' (spring(duration:0.3,bounce:0.7) → \
            spring-duration-0.3-bounce-0.7.svg, spring(bounce:-0.2) → spring-bounce-minus0.2.svg), \
            so each animation gets its own file. --out PATH writes elsewhere (missing folders are \
            created), --out - to standard output. The path written is printed.

            Each number must be one the parameter accepts — a spring's bounce in -1…1 and \
            repeatCount at least 1 (as Apple documents them), durations, masses, stiffnesses and \
            speeds above 0, delays and damping not below 0, control points' x in 0…1 — or the \
            error names the parameter and its range. Argument lists nest at most 32 deep. Errors \
            are one line on standard error, with exit status 64 for a bad ANIMATION and 1 for a \
            file that cannot be written.
            """
    )

    @Argument(help: ArgumentHelp("The animation, spring, curve or keyframes to chart, written as in Swift.", valueName: "animation"))
    var animation: String

    @Option(parsing: .unconditional, help: "Seconds to sample (default: until it finishes, at most 5 s).")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Samples per second.")
    var fps: Double = 60

    /// The document written.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, csv
    }

    @Option(help: "The document to write: svg or csv.")
    var format: Format = .svg

    @Option(help: ArgumentHelp("The file to write, - for standard output (default: ./NAME.svg or ./NAME.csv).", valueName: "path"))
    var out: String?

    mutating func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw badArgument("--fps must be in 0 < fps ≤ 1000.") }
        if let duration {
            guard duration.isFinite, duration > 0, duration <= 60 else {
                throw badArgument("--duration must be in 0 < duration ≤ 60 seconds.")
            }
        }
    }

    func run() throws {
        let subject: PlotSubject
        do {
            subject = try PlotSubject.parse(animation)
        } catch {
            throw failure("\(error)", code: .validationFailure)
        }
        let title = animation.trimmingCharacters(in: .whitespacesAndNewlines)
        let chart = subject.sample(duration: duration, fps: fps).chart(title: title)
        let document = format == .svg ? chart.svg() : chart.csv()
        let output = FileOutput(out: out, defaultPath: "./\(PlotFileName.name(for: title)).\(format.rawValue)")
        try output.prepare()
        try output.write(Data(document.utf8))
        output.reportWritten()
    }
}
