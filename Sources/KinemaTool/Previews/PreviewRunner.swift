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
/// It lives in the user's build folder, `.build/kinema-previews/<target>/kinema-preview-runner/`,
/// with its own build folder inside, so a second render rebuilds only what changed. Its files are
/// rewritten only when their text changes. SwiftPM names a package after its folder and refuses
/// two packages of one name in a graph, so the runner's folder is never called after the target
/// (`swift package init` names the package's folder and its target alike) and is numbered when the
/// user's package or a dependency has its name.
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
        let taken = Set([package.identity, kinema.identity] + package.dependencyIdentities)
        let folder = PreviewRunnerSource.packageFolderName(avoiding: taken)
        self.directory = package.root.appendingPathComponent(".build/kinema-previews/\(target.name)/\(folder)", isDirectory: true)
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

    /// Writes the runner's manifest and both programs for the target's `previews`, leaving
    /// unchanged files alone (so they do not rebuild).
    func write(_ source: PreviewRunnerSource) throws {
        do {
            for (name, main) in [(Self.executableName, source.recorder), (Self.liveExecutableName, source.server)] {
                let sources = directory.appendingPathComponent("Sources/\(name)", isDirectory: true)
                try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
                try Self.write(main, to: sources.appendingPathComponent("main.swift"))
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
        switch try attemptBuild(product: product) {
        case .built(let executable):
            return executable
        case .failed(let log):
            let firstError = log.split(separator: "\n").first { $0.contains("error:") }
                .map { ": " + $0.trimmingCharacters(in: .whitespaces) } ?? ""
            throw failure("the preview runner did not build\(firstError) (full log: \(logURL.path))")
        }
    }

    /// What a build of the runner gave: its executable, or the compiler's output.
    enum BuildOutcome {
        case built(URL)
        case failed(log: String)
    }

    /// Where the last build's output is kept.
    var logURL: URL { directory.appendingPathComponent("build.log") }

    /// Builds the runner's `product`; a build that fails is an outcome, not an error, so a
    /// watching server can show the compiler's errors and keep running.
    ///
    /// - Throws: When `swift` cannot be run, or the build worked but left no executable.
    func attemptBuild(product: String = Self.executableName) throws -> BuildOutcome {
        let swift = try ChildProcess.swift()
        let arguments = ["build", "--package-path", directory.path, "--product", product]
        let result = try ChildProcess.run(swift, arguments, in: directory)
        try? (result.output + result.error).write(to: logURL, atomically: true, encoding: .utf8)
        guard result.succeeded else { return .failed(log: result.output + "\n" + result.error) }
        let binPath = try ChildProcess.run(swift, ["build", "--package-path", directory.path, "--show-bin-path"], in: directory)
        let executable = URL(fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines))
            .appendingPathComponent(product)
        guard binPath.succeeded, FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw failure("the preview runner built, but its executable is not at \(executable.path)")
        }
        return .built(executable)
    }

    /// What a run of the runner made.
    struct Output {
        var width: Double
        var height: Double
        var frameCount: Int
        /// The scripted taps and drags that reached no gesture, as the script writes them.
        var missed: [String] = []
        /// Lines to pass on to the user: what a Lottie export could not translate.
        var notes: [String] = []
    }

    /// Runs the built runner: records the preview served as `name` into `destination` as `kind`
    /// (svg, html or lottie), playing `input` (an `InputScript`'s arguments).
    func run(
        _ executable: URL, kind: String, fps: Double, duration: Double, destination: URL, name: String, input: [String] = []
    ) throws -> Output {
        let result = try ChildProcess.run(executable, [kind, String(fps), String(duration), destination.path, name] + input)
        guard result.succeeded else {
            let message = result.error.split(separator: "\n").last.map(String.init) ?? "exit status \(result.status)"
            throw failure(result.status == 1 ? message : "the preview runner failed (exit status \(result.status)): \(message)")
        }
        var output = Output(width: 0, height: 0, frameCount: 0)
        for line in result.output.split(separator: "\n") {
            if line.hasPrefix("missed ") { output.missed.append(String(line.dropFirst("missed ".count))) }
            if line.hasPrefix("lottie: ") { output.notes.append(String(line)) }
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
