import Foundation
import KinemaPreviewDiscovery

/// The small package that renders one preview of a user's target, or serves all of them live: it
/// depends on the user's package and on Kinema, does `@testable import` of the target's module
/// (debug builds enable testing, so internal declarations are reachable), and calls the function
/// each `#Preview` declared — or reads a provider's `previews`. Its `KinemaPreviewRunner`
/// records one preview headless (`kinema preview-render`); its `KinemaPreviewLive` runs the
/// preview server with the target's previews (`kinema preview --package`). Both share the
/// package's build folder, so the second builds only what the first did not.
///
/// It lives in the user's build folder, `.build/kinema-previews/<target>/`, with its own build
/// folder inside, so a second render rebuilds only what changed. Its files are rewritten only when
/// their text changes.
struct PreviewRunner {
    /// The runner's folder.
    let directory: URL
    let package: PreviewPackage
    let target: PreviewPackage.Target
    /// The library product of the user's package that contains `target`.
    let product: String
    /// Where Kinema comes from, as the user's manifest declares it.
    let kinema: PreviewPackage.Dependency

    static let executableName = "KinemaPreviewRunner"
    static let liveExecutableName = "KinemaPreviewLive"

    init(package: PreviewPackage, target: PreviewPackage.Target, product: String, kinema: PreviewPackage.Dependency) {
        self.package = package
        self.target = target
        self.product = product
        self.kinema = kinema
        self.directory = package.root.appendingPathComponent(".build/kinema-previews/\(target.name)", isDirectory: true)
    }

    /// The runner's manifest.
    var manifest: String {
        var dependencies = ["        .package(path: \(PreviewPackage.literal(package.root.path))),"]
        if kinema.identity != package.identity { dependencies.append("        \(kinema.declaration),") }
        return """
            // swift-tools-version: 6.1
            // Written by `kinema preview-render`; rewritten when it changes.
            import PackageDescription

            let package = Package(
                name: "KinemaPreviewRunner",
                dependencies: [
            \(dependencies.joined(separator: "\n"))
                ],
                targets: [
                    .executableTarget(
                        name: "\(Self.executableName)",
                        dependencies: [
                            .product(name: \(PreviewPackage.literal(product)), package: \(PreviewPackage.literal(package.identity))),
                            .product(name: "Kinema", package: \(PreviewPackage.literal(kinema.identity))),
                        ]
                    ),
                    .executableTarget(
                        name: "\(Self.liveExecutableName)",
                        dependencies: [
                            .product(name: \(PreviewPackage.literal(product)), package: \(PreviewPackage.literal(package.identity))),
                            .product(name: "Kinema", package: \(PreviewPackage.literal(kinema.identity))),
                            .product(name: "KinemaPreviewServer", package: \(PreviewPackage.literal(kinema.identity))),
                        ]
                    ),
                ]
            )

            """
    }

    /// The runner's program, for `preview`. It takes: svg|html, frames per second, seconds, the
    /// destination, the title; it writes the recording there and prints `size W H` and
    /// `frames N`.
    func program(for preview: DiscoveredPreview) -> String {
        let make = makeExpression(for: preview)
        return """
            // Written by `kinema preview-render` for \(preview.title) (\(preview.location)).
            import Foundation
            import Kinema
            @testable import \(target.moduleName)

            let arguments = CommandLine.arguments
            guard arguments.count == 6, let fps = Double(arguments[2]), let duration = Double(arguments[3]) else {
                FileHandle.standardError.write(Data("usage: \(Self.executableName) svg|html FPS SECONDS DESTINATION TITLE\\n".utf8))
                exit(64)
            }
            let destination = URL(fileURLWithPath: arguments[4])
            // Played, not just advanced: tasks the preview starts sleep on the host's clock.
            let recording = await \(make).play(framesPerSecond: fps, duration: duration)
            do {
                if arguments[1] == "html" {
                    try recording.writeHTMLPage(to: destination, title: arguments[5])
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

    /// The call that makes `preview`'s `Preview` value.
    private func makeExpression(for preview: DiscoveredPreview) -> String {
        switch preview.kind {
        case .macro(let label): "\(PreviewSymbol.functionName)(\(label): ())"
        case .provider(let typeName): "Preview(\(typeName).self)"
        }
    }

    /// The live server's program, for `previews` (the reachable ones of the target), each served
    /// under the name in `names`. It takes: host, port, frames per second; it prints the server's
    /// URL as `kinema preview` does and serves until Ctrl-C or SIGTERM.
    func liveProgram(for previews: [DiscoveredPreview], names: [String]) -> String {
        let scenes = zip(previews, names).map { preview, name in
            """
                scene(\(PreviewPackage.literal(name)), \(PreviewPackage.literal(preview.title)), \(PreviewPackage.literal("\(target.name) · \(preview.location)"))) {
                    \(makeExpression(for: preview))
                },
            """
        }.joined(separator: "\n")
        return """
            // Written by `kinema preview` for the previews of \(target.name); rewritten when they change.
            import Dispatch
            import Foundation
            import Kinema
            import KinemaPreviewServer
            @testable import \(target.moduleName)

            let arguments = CommandLine.arguments
            guard arguments.count == 4, let port = Int(arguments[2]), let fps = Double(arguments[3]) else {
                FileHandle.standardError.write(Data("usage: \(Self.liveExecutableName) HOST PORT FPS\\n".utf8))
                exit(64)
            }

            /// A live scene of one preview; its size is the preview's host's.
            @MainActor
            func scene(_ name: String, _ title: String, _ summary: String, _ make: @escaping @MainActor @Sendable () -> Preview) -> GalleryScene {
                GalleryScene(name: name, title: title, summary: summary, size: make().makeHost().size) { fps in
                    make().makeHost(framesPerSecond: fps)
                }
            }

            let previews = [
            \(scenes)
            ]
            let server = PreviewServer(configuration: .init(host: arguments[1], port: port, framesPerSecond: fps, previews: previews))
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

    /// Writes the runner's files for `preview`, leaving unchanged ones alone (so they do not
    /// rebuild).
    func write(for preview: DiscoveredPreview) throws {
        try writeFiles(main: program(for: preview), of: Self.executableName)
    }

    /// Writes the live server's files for `previews`, served under `names`.
    func writeLive(previews: [DiscoveredPreview], names: [String]) throws {
        try writeFiles(main: liveProgram(for: previews, names: names), of: Self.liveExecutableName)
    }

    /// Writes the manifest and `executable`'s `main.swift`. The manifest declares both programs,
    /// and SwiftPM wants a source for each: the other one, when it was never written, gets a
    /// program that says which command writes it.
    private func writeFiles(main: String, of executable: String) throws {
        do {
            for name in [Self.executableName, Self.liveExecutableName] {
                let sources = directory.appendingPathComponent("Sources/\(name)", isDirectory: true)
                try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
                let file = sources.appendingPathComponent("main.swift")
                if name == executable {
                    try Self.write(main, to: file)
                } else if !FileManager.default.fileExists(atPath: file.path) {
                    let command = name == Self.executableName ? "kinema preview-render" : "kinema preview --package"
                    try Self.write("""
                        // Written by `\(command)` when it runs; until then this program only says so.
                        import Foundation
                        FileHandle.standardError.write(Data("run `\(command)` to write this program\\n".utf8))
                        exit(64)

                        """, to: file)
                }
            }
            try Self.write(manifest, to: directory.appendingPathComponent("Package.swift"))
        } catch {
            throw failure(writeProblem(directory, error, expectsDirectory: true))
        }
    }

    private static func write(_ text: String, to url: URL) throws {
        if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Builds the runner and returns its executable; a failed build is one line quoting the first
    /// compiler error, with the log's path.
    func build(product: String = Self.executableName) throws -> URL {
        let swift = try ChildProcess.swift()
        let arguments = ["build", "--package-path", directory.path, "--product", product]
        let result = try ChildProcess.run(swift, arguments, in: directory)
        let log = directory.appendingPathComponent("build.log")
        try? (result.output + result.error).write(to: log, atomically: true, encoding: .utf8)
        guard result.succeeded else {
            let lines = (result.output + "\n" + result.error).split(separator: "\n")
            let firstError = lines.first { $0.contains("error:") }.map { ": " + $0.trimmingCharacters(in: .whitespaces) } ?? ""
            throw failure("the preview runner did not build\(firstError) (full log: \(log.path))")
        }
        let binPath = try ChildProcess.run(swift, ["build", "--package-path", directory.path, "--show-bin-path"], in: directory)
        let executable = URL(fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines))
            .appendingPathComponent(product)
        guard binPath.succeeded, FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw failure("the preview runner built, but its executable is not at \(executable.path)")
        }
        return executable
    }

    /// What a run of the runner made.
    struct Output {
        var width: Double
        var height: Double
        var frameCount: Int
    }

    /// Runs the built runner: records the preview into `destination` as `kind` (svg or html).
    func run(_ executable: URL, kind: String, fps: Double, duration: Double, destination: URL, title: String) throws -> Output {
        let result = try ChildProcess.run(executable, [kind, String(fps), String(duration), destination.path, title])
        guard result.succeeded else {
            let message = result.error.split(separator: "\n").last.map(String.init) ?? "exit status \(result.status)"
            throw failure(result.status == 1 ? message : "the preview runner failed (exit status \(result.status)): \(message)")
        }
        var output = Output(width: 0, height: 0, frameCount: 0)
        for line in result.output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 3, words[0] == "size", let width = Double(words[1]), let height = Double(words[2]) {
                output.width = width
                output.height = height
            } else if words.count == 2, words[0] == "frames", let count = Int(words[1]) {
                output.frameCount = count
            }
        }
        return output
    }
}
