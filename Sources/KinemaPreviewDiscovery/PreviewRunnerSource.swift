/// The Swift source of the two programs that run a target's previews outside the target: one
/// records a preview headless (`kinema preview-render`), one serves every preview live
/// (`kinema preview --package`).
///
/// Both programs open with the same table: every reachable preview of the target, under the
/// scene name the server gives it, with the call that makes it. The recorder takes the name as an
/// argument, so rendering another preview of the same target runs the same binary again instead
/// of rebuilding it; the table changes, and the programs with it, only when previews are added,
/// removed, renamed or moved.
///
/// ```swift
/// let source = PreviewRunnerSource(moduleName: "MyViews", targetName: "MyViews", previews: found)
/// source.names          // ["preview-loader", "preview-toggle"]
/// source.recorder       // main.swift of the recording program
/// source.server         // main.swift of the live server
/// ```
public struct PreviewRunnerSource: Sendable, Equatable {
    /// The module the previews are in (what `@testable import` takes).
    public var moduleName: String
    /// The target's name, shown in the server's scene summaries.
    public var targetName: String
    /// The previews another module can reach, in the order `kinema previews` lists them.
    public var previews: [DiscoveredPreview]

    /// Creates the programs for `previews` of a target; unreachable previews are left out.
    public init(moduleName: String, targetName: String, previews: [DiscoveredPreview]) {
        self.moduleName = moduleName
        self.targetName = targetName
        self.previews = previews.filter { $0.unreachableReason == nil }
    }

    /// The name each preview is recorded and served under (`/scene/NAME` on the server).
    public var names: [String] { Self.sceneNames(for: previews.map(\.title)) }

    /// The name `preview` is recorded and served under, or `nil` when it is not in the table.
    public func name(of preview: DiscoveredPreview) -> String? {
        previews.firstIndex(of: preview).map { names[$0] }
    }

    /// The recording program's `main.swift`. It takes `svg|html|lottie FPS SECONDS DESTINATION NAME`
    /// and then an input script as `InputScript.arguments` writes it (`--tap X,Y@T`,
    /// `--drag X,Y->X,Y@T+D`), writes the recording of the preview called NAME there, and
    /// prints `missed EVENT` for each tap or drag that reached no gesture, `lottie: FEATURE → WHAT`
    /// for what a Lottie export could not translate, then `size W H` and `frames N`; a wrong
    /// argument exits 64.
    public var recorder: String {
        """
        // Written by `kinema preview-render` for the previews of \(targetName); rewritten when they change.
        import Foundation
        import Kinema
        @testable import \(moduleName)

        \(table)

        let arguments = CommandLine.arguments
        guard arguments.count >= 6, let fps = Double(arguments[2]), let duration = Double(arguments[3]),
              let preview = previews.first(where: { $0.name == arguments[5] }) else {
            FileHandle.standardError.write(Data("usage: KinemaPreviewRunner svg|html|lottie FPS SECONDS DESTINATION NAME [--tap X,Y@T] [--drag X,Y->X,Y@T+D]\\n".utf8))
            exit(64)
        }
        // The input script, in the words `InputScript.arguments` wrote: read by the parser the tool used.
        let script: InputScript
        do {
            script = try InputScript(arguments: Array(arguments.dropFirst(6)))
        } catch {
            FileHandle.standardError.write(Data("\\(error)\\n".utf8))
            exit(64)
        }
        let destination = URL(fileURLWithPath: arguments[4])
        // A tap on no gesture is no error; the tool reports these lines.
        let events = script.recordingEvents { event in print("missed \\(event)") }
        // Played, not just advanced: tasks the preview starts sleep on the host's clock.
        let recording = await preview.make().play(framesPerSecond: fps, duration: duration, events: events)
        do {
            if arguments[1] == "html" {
                try recording.writeHTMLPage(to: destination, title: preview.title)
            } else if arguments[1] == "lottie" {
                let lottie = recording.lottie(name: preview.title)
                try lottie.data.write(to: destination)
                for loss in lottie.approximations {
                    print("lottie: \\(loss.feature) → \\(loss.becomes) (\\(loss.itemCount) item\\(loss.itemCount == 1 ? "" : "s"))")
                }
            } else {
                _ = try recording.writeSVGFrames(to: destination)
            }
        } catch {
            FileHandle.standardError.write(Data("cannot write \\(destination.path): \\(error.localizedDescription)\\n".utf8))
            exit(1)
        }
        print("size \\(recording.size.width) \\(recording.size.height)")
        print("frames \\(recording.frames.count)")

        """
    }

    /// The live server's `main.swift`. It takes `HOST PORT FPS [--watched]`, prints the server's
    /// URL as `kinema preview` does, and serves every preview in the table first on the index,
    /// beside the gallery, until Ctrl-C or SIGTERM. Its secret is `KINEMA_PREVIEW_SECRET` when
    /// set, else a new one. `--watched` follows `LiveReload` commands on standard input and stops
    /// when it ends.
    public var server: String {
        """
        // Written by `kinema preview --package` for the previews of \(targetName); rewritten when they change.
        import Dispatch
        import Foundation
        import Kinema
        import KinemaPreviewServer
        @testable import \(moduleName)

        \(table)

        let arguments = CommandLine.arguments
        // `--watched`: run by `kinema preview --package`, which sends reloads and build errors on
        // standard input, and closes it when it goes.
        let watched = arguments.count == 5 && arguments[4] == "--watched"
        guard arguments.count == 4 || watched, let port = Int(arguments[2]), let fps = Double(arguments[3]) else {
            FileHandle.standardError.write(Data("usage: KinemaPreviewLive HOST PORT FPS [--watched]\\n".utf8))
            exit(64)
        }
        let reload = LiveReload()
        if watched { reload.followCommands(from: .standardInput) { exit(0) } }
        // The tool keeps one secret across rebuilds, so open pages stay signed in; it comes in the
        // environment, which other users cannot read, unlike the arguments.
        let secret = ProcessInfo.processInfo.environment["KINEMA_PREVIEW_SECRET"].flatMap { $0.isEmpty ? nil : $0 }
            ?? PreviewServer.Configuration.makeSecret()

        let scenes = previews.map { preview in
            GalleryScene(
                name: preview.name, title: preview.title, summary: \(literal(targetName + " · ")) + preview.location,
                size: preview.make().makeHost().size
            ) { fps in
                preview.make().makeHost(framesPerSecond: fps)
            }
        }
        let server = PreviewServer(configuration: .init(
            host: arguments[1], port: port, framesPerSecond: fps, previews: scenes, secret: secret, liveReload: reload))
        Task {
            do {
                try await server.run { url in
                    FileHandle.standardOutput.write(Data("Kinema preview: \\(url.absoluteString)\\nPress Ctrl-C to stop.\\n".utf8))
                }
                FileHandle.standardOutput.write(Data("Kinema preview stopped.\\n".utf8))
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("kinema preview: cannot serve on \\(arguments[1]):\\(port): \\(error)\\n".utf8))
                exit(1)
            }
        }
        dispatchMain()

        """
    }

    /// The table both programs share: name, title, `file:line` and the call that makes the
    /// preview, for each reachable preview.
    var table: String {
        let rows = zip(previews, names).map { preview, name in
            "    Entry(name: \(literal(name)), title: \(literal(preview.title)), location: \(literal(preview.location))) { \(makeExpression(for: preview)) },"
        }
        return """
            /// A preview of \(targetName): the name it is recorded and served under, and how to make it.
            struct Entry: Sendable {
                var name: String
                var title: String
                var location: String
                var make: @MainActor @Sendable () -> Preview
            }

            /// The previews of \(targetName) that another module can reach, in `kinema previews` order.
            let previews: [Entry] = [
            \(rows.joined(separator: "\n"))
            ]
            """
    }

    /// The call that makes `preview`'s `Preview` value.
    private func makeExpression(for preview: DiscoveredPreview) -> String {
        switch preview.kind {
        case .macro(let label): "\(PreviewSymbol.functionName)(\(label): ())"
        case .provider(let typeName): "Preview(\(typeName).self)"
        }
    }

    /// The names previews titled `titles` are served under: `preview-` and the title in lowercase
    /// ASCII letters, digits and hyphens, numbered from 2 when two would clash (the prefix keeps
    /// them apart from the gallery's scenes).
    ///
    /// ```swift
    /// PreviewRunnerSource.sceneNames(for: ["Loader", "Loader", "Ü"])
    /// // ["preview-loader", "preview-loader-2", "preview-untitled"]
    /// ```
    public static func sceneNames(for titles: [String]) -> [String] {
        var used: Set<String> = []
        return titles.map { title in
            var slug = ""
            for character in title.lowercased() {
                if character.isASCII, character.isLetter || character.isNumber {
                    slug.append(character)
                } else if !slug.hasSuffix("-"), !slug.isEmpty {
                    slug.append("-")
                }
            }
            while slug.hasSuffix("-") { slug.removeLast() }
            let base = "preview-" + (slug.isEmpty ? "untitled" : slug)
            var name = base
            var number = 2
            while used.contains(name) {
                name = "\(base)-\(number)"
                number += 1
            }
            used.insert(name)
            return name
        }
    }

    /// The runner package's folder name, and so its package identity: `kinema-preview-runner`,
    /// numbered from 2 while `taken` (the lowercased identities of the packages in the graph)
    /// has it. SwiftPM refuses two packages of one identity in a graph.
    ///
    /// ```swift
    /// PreviewRunnerSource.packageFolderName(avoiding: ["myviews", "kinema"])   // "kinema-preview-runner"
    /// ```
    public static func packageFolderName(avoiding taken: Set<String>) -> String {
        var name = "kinema-preview-runner"
        var number = 2
        while taken.contains(name) {
            name = "kinema-preview-runner-\(number)"
            number += 1
        }
        return name
    }

    /// `text` as a Swift string literal.
    public static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"\(escaped)\""
    }

    private func literal(_ text: String) -> String { Self.literal(text) }
}
