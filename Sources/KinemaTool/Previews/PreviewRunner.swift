import Foundation
import KinemaPreviewDiscovery

/// The small package that renders one preview of a user's target: it depends on the user's
/// package and on Kinema, does `@testable import` of the target's module (debug builds enable
/// testing, so internal declarations are reachable), calls the function the `#Preview` declared
/// — or reads a provider's `previews` — and records it headless.
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
                ]
            )

            """
    }

    /// The runner's program, for `preview`. It takes: svg|html, frames per second, seconds, the
    /// destination, the title; it writes the recording there and prints `size W H` and
    /// `frames N`.
    func program(for preview: DiscoveredPreview) -> String {
        let make = switch preview.kind {
        case .macro(let label): "\(PreviewSymbol.functionName)(\(label): ())"
        case .provider(let typeName): "Preview(\(typeName).self)"
        }
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

    /// Writes the runner's files for `preview`, leaving unchanged ones alone (so they do not
    /// rebuild).
    func write(for preview: DiscoveredPreview) throws {
        let sources = directory.appendingPathComponent("Sources/\(Self.executableName)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Self.write(manifest, to: directory.appendingPathComponent("Package.swift"))
            try Self.write(program(for: preview), to: sources.appendingPathComponent("main.swift"))
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
    func build() throws -> URL {
        let swift = try ChildProcess.swift()
        let arguments = ["build", "--package-path", directory.path, "--product", Self.executableName]
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
            .appendingPathComponent(Self.executableName)
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
