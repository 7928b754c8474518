import ArgumentParser
import Foundation
import Kinema
import KinemaPlotting

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

            Output goes to ./NAME.svg or ./NAME.csv, NAME being ANIMATION with each run of characters \
            other than letters, digits, '_' and decimal points replaced by '-' \
            (spring(duration:0.3,bounce:0.7) → spring-duration-0.3-bounce-0.7.svg), and the path \
            written is printed. --out - writes the document to standard output instead. Errors are \
            one line on standard error, with exit status 64 for a bad ANIMATION and 1 for a file \
            that cannot be written.
            """
    )

    @Argument(help: ArgumentHelp("The animation, spring, curve or keyframes to chart, written as in Swift.", valueName: "animation"))
    var animation: String

    @Option(help: "Seconds to sample (default: until it finishes, at most 5 s).")
    var duration: Double?

    @Option(help: "Samples per second.")
    var fps: Double = 60

    /// The document written.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, csv
    }

    @Option(help: "The document to write: svg or csv.")
    var format: Format = .svg

    @Option(help: ArgumentHelp("Where to write it; - for standard output (default: ./NAME.svg or ./NAME.csv).", valueName: "path"))
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
            throw Self.fail("\(error)", code: .validationFailure)
        }
        let title = animation.trimmingCharacters(in: .whitespacesAndNewlines)
        let chart = subject.sample(duration: duration, fps: fps).chart(title: title)
        let document = format == .svg ? chart.svg() : chart.csv()
        if out == "-" {
            FileHandle.standardOutput.write(Data(document.utf8))
            return
        }
        let path = out ?? "./\(PlotFileName.name(for: title)).\(format.rawValue)"
        try Self.write(document, to: path)
        print(URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    /// Writes `document` to `path`, failing with one line that names the path and the reason.
    private static func write(_ document: String, to path: String) throws {
        guard let file = fopen(path, "w") else {
            throw fail("cannot write '\(path)': \(String(cString: strerror(errno)))", code: .failure)
        }
        let bytes = Array(document.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        let writeError = written == bytes.count ? 0 : errno
        let closed = fclose(file) == 0
        if writeError != 0 || !closed {
            throw fail("cannot write '\(path)': \(String(cString: strerror(writeError != 0 ? writeError : errno)))", code: .failure)
        }
    }

    /// Prints `message` as one line on standard error and returns the exit code to throw.
    private static func fail(_ message: String, code: ExitCode) -> ExitCode {
        failure(message, code: code)
    }
}
