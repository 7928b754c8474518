import ArgumentParser
import Foundation
import KinemaCore
import KinemaDisplay
import KinemaExport
import KinemaGraph
import KinemaPlotting
import KinemaPreviewDiscovery
import KinemaRender
import KinemaUI

/// `kinema previews`: the previews of a package's targets, read from their sources.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "List the #Preview and PreviewProvider previews in a package's targets.",
        discussion: """
            Sources are parsed, not built. Each preview gets a number, its name (a #Preview \
            without one is called after its line, a provider after its previewDisplayName or its \
            type) and its file:line; `kinema preview-render` takes any of the three. A #Preview \
            inside a type or a function, and a provider declared in a function, are not listed.
            """
    )

    @Option(help: "The package's folder.")
    var package = "."

    @Option(help: "Only this target (default: every Swift library or executable target).")
    var target: String?

    func run() throws {
        let package = try PreviewPackage.load(at: self.package)
        let targets = try package.targets(named: target)
        var listed = 0
        for target in targets {
            let previews = try package.previews(in: target)
            if previews.isEmpty {
                if self.target != nil { print("\(target.name): no previews") }
                continue
            }
            print("\(target.name): \(previews.count) preview\(previews.count == 1 ? "" : "s")")
            let width = previews.map(\.title.count).max() ?? 0
            let numberWidth = String(previews.count).count
            for (index, preview) in previews.enumerated() {
                let number = String(repeating: " ", count: numberWidth - String(index + 1).count) + String(index + 1)
                var line = "  \(number)  " + pad(preview.title, width + 2) + preview.location
                if let reason = preview.unreachableReason { line += "  (cannot render: \(reason))" }
                print(line)
            }
            listed += previews.count
        }
        if listed == 0, self.target == nil {
            print("no previews in \(package.root.path)")
        }
    }
}

/// `kinema preview-render PREVIEW`: one preview, recorded headless like a gallery scene.
struct PreviewRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview-render",
        abstract: "Render one preview of a package as SVG frames, an HTML page, PNG frames, a GIF, an MP4 or a Lottie animation.",
        discussion: """
            The preview is recorded for --duration seconds from the moment it appears, so what \
            animates by itself (phase and keyframe animators, timeline views) plays. To record what a \
            tap or a drag starts, script them: --tap X,Y@T taps the point (X, Y), in the preview's \
            points, T seconds into the recording; --drag X,Y->X,Y@T+D (or →) drags from the first \
            point to the second from T for D seconds (quote it: the shell reads > as a redirection). Both repeat; events may not overlap (one \
            finger) and must end before --duration. A tap or drag that reaches no gesture does \
            nothing and is noted on standard error. Its layout trait (or previewLayout) sets the size: the device is 400×400 points, \
            sizeThatFitsLayout fits the view, fixedLayout(width:height:) is that size.

            It is rendered by a small runner package written to PACKAGE/.build/kinema-previews/TARGET/ \
            and built with `swift build`: the target must be in a library product of the package \
            and depend on Kinema's Kinema product. The first build compiles Kinema and swift-syntax \
            (minutes); later ones only what changed.

            html, gif, mp4 and lottie write one file (default NAME.html, NAME.gif, NAME.mp4, NAME.json, NAME \
            being the preview's name made safe for a file; --out - for standard output); svg and png write a \
            folder of numbered frames (default NAME-svg-frames/ or NAME-png-frames/). PNG needs rsvg-convert (Debian: \
            librsvg2-bin); GIF and MP4 need ffmpeg (Debian: ffmpeg). lottie lists on standard error what \
            did not translate; images registered as SVG are left out of it.
            """
    )

    @Argument(help: "The preview: its number in `kinema previews`, its name, or FILE:LINE.")
    var preview: String

    @Option(help: "The package's folder.")
    var package = "."

    @Option(help: "The target (default: the only target with previews).")
    var target: String?

    @Option(help: "svg (a folder of frames), html, png (a folder of frames), gif, mp4 or lottie.")
    var format: String = "html"

    @Option(parsing: .unconditional, help: "Frames per second.")
    var fps: Double = 60

    @Option(parsing: .unconditional, help: "Seconds to record.")
    var duration: Double = 3

    // Unconditional, so a negative coordinate (-10,5@1) is a value, not an option.
    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "A tap at point X,Y at T seconds into the recording (repeatable).", valueName: "X,Y@T"))
    var tap: [String] = []

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "A drag from X,Y to X,Y starting at T seconds and lasting D (repeatable; -> or →).", valueName: "X,Y->X,Y@T+D"))
    var drag: [String] = []

    @Option(help: ArgumentHelp(
        "Where to write: a file for html, gif, mp4 and lottie (- for standard output), a folder for svg and png "
            + "(default: NAME.FORMAT, or NAME-svg-frames/ and NAME-png-frames/).",
        valueName: "path"))
    var out: String?

    mutating func validate() throws {
        guard let kind = ExportFormat(rawValue: format) else {
            throw badArgument("unknown format '\(format)': use svg, html, png, gif, mp4 or lottie.")
        }
        guard fps.isFinite, fps >= 1, fps <= 240 else { throw badArgument("--fps must be between 1 and 240.") }
        guard duration.isFinite, duration > 0, duration <= 600 else {
            throw badArgument("--duration must be in 0 < duration ≤ 600 seconds.")
        }
        if kind.writesFolder, out == "-" { _ = try FolderOutput(out: out, defaultPath: "", refusal: kind.folderRefusal) }
        _ = try inputScript()
    }

    /// The --tap and --drag events, checked against --duration; a bad one is a validation error
    /// naming its token.
    private func inputScript() throws -> InputScript {
        do {
            let script = try InputScript(taps: tap, drags: drag)
            try script.check(duration: duration)
            return script
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        guard let kind = ExportFormat(rawValue: format) else { return }
        let package = try PreviewPackage.load(at: self.package)
        let (target, previews) = try package.targetWithPreviews(named: target)
        let chosen = try choose(from: previews, in: target)
        if let reason = chosen.unreachableReason { throw failure("cannot render \(chosen.title): \(reason)") }
        let runner = try package.runner(for: target)
        // Checked before the (long) build, so a path that cannot be written fails at once.
        let writer = try OutputWriter(kind: kind, out: out, name: PlotFileName.name(for: chosen.title))
        // The size is the preview's, known after recording; the tools do not depend on it.
        try writer.prepare(exporter: RasterExporter(size: CGSize(width: 1, height: 1), framesPerSecond: fps))

        let script = try inputScript()
        let source = PreviewRunnerSource(moduleName: target.moduleName, targetName: target.name, previews: previews)
        guard let name = source.name(of: chosen) else { throw failure("cannot render \(chosen.title)") }
        try runner.write(source)
        printError("building the preview runner in \(runner.directory.path) (minutes the first time)…")
        let executable = try runner.build()
        printError("recording \(chosen.title) at \(Int(fps)) fps for \(seconds(duration)) s…")

        // The runner records into a private folder; the tool writes the result by its own rules.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-preview-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let page = scratch.appendingPathComponent("page.html")
        let lottie = scratch.appendingPathComponent("animation.json")
        let runnerKind = kind == .html || kind == .lottie ? kind.rawValue : "svg"
        let output = try runner.run(
            executable, kind: runnerKind, fps: fps, duration: duration,
            destination: kind == .html ? page : kind == .lottie ? lottie : scratch, name: name, input: script.arguments)
        for missed in output.missed { printError("note: \(missed) reached no gesture, so it did nothing") }
        for note in output.notes { printError(note) }
        let exporter = RasterExporter(size: CGSize(width: output.width, height: output.height), framesPerSecond: fps)
        try writer.write(
            svgFrames: try svgFrames(in: scratch), html: { try String(contentsOf: page, encoding: .utf8) },
            lottie: { try Data(contentsOf: lottie) }, exporter: exporter)
    }

    /// The preview `self.preview` names: a number from `kinema previews`, FILE:LINE, or a name.
    private func choose(from previews: [DiscoveredPreview], in target: PreviewPackage.Target) throws -> DiscoveredPreview {
        let listHint = "`kinema previews --target \(target.name)` lists them"
        if previews.isEmpty { throw failure("target '\(target.name)' has no previews") }
        if let number = Int(preview) {
            guard (1...previews.count).contains(number) else {
                throw badArgument("there is no preview \(number) in target '\(target.name)': they are numbered 1…\(previews.count); \(listHint)")
            }
            return previews[number - 1]
        }
        if let colon = preview.lastIndex(of: ":"), let line = Int(preview[preview.index(after: colon)...]) {
            let file = String(preview[..<colon])
            let matches = previews.filter { $0.line == line && ($0.file == file || $0.file.hasSuffix("/" + file)) }
            if matches.count == 1 { return matches[0] }
        }
        let named = previews.enumerated().filter { $0.element.title == preview }
        switch named.count {
        case 1: return named[0].element
        case 0: throw badArgument("no preview '\(preview)' in target '\(target.name)': \(listHint)")
        default:
            let numbers = named.map { String($0.offset + 1) }.joined(separator: ", ")
            throw badArgument("'\(preview)' names \(named.count) previews (\(numbers)): choose one by its number")
        }
    }

    /// The SVG documents the runner wrote, in frame order.
    private func svgFrames(in directory: URL) throws -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".svg") }.sorted()
        return try names.map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
    }
}

/// `value` with at most 3 decimals, for messages.
private func seconds(_ value: Double) -> String {
    format(value, 3)
}

extension PreviewPackage {
    /// The target named `name` and its previews, or else the only target with previews.
    func targetWithPreviews(named name: String?) throws -> (Target, [DiscoveredPreview]) {
        if let name {
            let chosen = try targets(named: name)[0]
            return (chosen, try previews(in: chosen))
        }
        var withPreviews: [(Target, [DiscoveredPreview])] = []
        for candidate in targets {
            let previews = try previews(in: candidate)
            if !previews.isEmpty { withPreviews.append((candidate, previews)) }
        }
        guard withPreviews.count == 1 else {
            if withPreviews.isEmpty { throw failure("no previews in \(root.path)") }
            let names = withPreviews.map(\.0.name).joined(separator: ", ")
            throw badArgument("several targets have previews (\(names)): choose one with --target")
        }
        return withPreviews[0]
    }

    /// The runner package for `target`'s previews, once the target can have one: it must be in a
    /// library product (the runner depends on it) and use Kinema's `Kinema` product.
    func runner(for target: Target) throws -> PreviewRunner {
        guard let product = target.libraryProducts.first else {
            throw failure("""
                target '\(target.name)' is in no library product, so the preview runner cannot depend on it: \
                add .library(name: "\(target.name)", targets: ["\(target.name)"]) to the package's products
                """)
        }
        guard let kinema = dependency(providing: "Kinema", to: target) else {
            throw failure("target '\(target.name)' does not depend on Kinema's 'Kinema' product, which declares #Preview")
        }
        return PreviewRunner(package: self, target: target, product: product, kinema: kinema)
    }
}
