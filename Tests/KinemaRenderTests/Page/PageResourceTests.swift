import Foundation
import KinemaTestSupport
import Testing

/// The pages' scripts, style sheets and templates are files (KinemaRender's `Page/Resources` and
/// the preview server's `Pages/Resources`): each script must parse, and none may hold what would
/// end the element or section a page inlines it in.
///
/// `node --check` is the syntax check (Node.js, Debian's `nodejs`). Without `node` on the PATH
/// the lint cannot run: under CI (`CI=true`) that fails the test; elsewhere it is recorded as a
/// known issue naming what to install, never a silent pass.
@Suite("Page resources")
struct PageResourceTests {
    static let folders = ["Sources/KinemaRender/Page/Resources", "Sources/KinemaPreviewServer/Pages/Resources"]

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file of the resource folders with the extension `kind`.
    static func files(_ kind: String) throws -> [URL] {
        try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(
                at: packageRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        }.filter { $0.pathExtension == kind }.sorted { $0.path < $1.path }
    }

    static let node: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("node") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Run where `node` is, and always under CI (where a missing `node` fails, saying why).
    static var canLint: Bool { TestEnvironment.underCI || node != nil }
    static let lintNote: Comment = "needs node (Node.js), not found on PATH: run `bash .ci/install-tools` (as root) to install it"

    @Test(.enabled(if: canLint, lintNote)) func everyScriptParses() async throws {
        let scripts = try Self.files("js")
        #expect(scripts.count >= 7, "found \(scripts.map(\.lastPathComponent))")
        let node = try #require(Self.node, Self.lintNote)
        for script in scripts {
            let run = try await ChildProcess.run(node, ["--check", script.path], mergingError: true, timeout: .seconds(60))
            #expect(run.status == 0 && !run.timedOut, "\(script.lastPathComponent): \(run.outputText)")
        }
    }

    @Test(.enabled(if: canLint, lintNote)) func theLintCatchesASyntaxError() async throws {
        let node = try #require(Self.node, Self.lintNote)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-lint-\(UUID().uuidString).js")
        try Data("(function () { var x = ; })();\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await ChildProcess.run(node, ["--check", file.path], mergingError: true, timeout: .seconds(60))
        #expect(run.status != 0, "node --check accepted a broken script")
    }

    /// A recording's page is also XML, its scripts in a CDATA section and its style bare; a
    /// server page's scripts are plain HTML script elements.
    @Test func nothingEndsItsElementEarly() throws {
        for file in try Self.files("js") + Self.files("css") {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.lowercased().contains("</script"), "\(file.lastPathComponent) closes its script element")
            #expect(!text.lowercased().contains("</style"), "\(file.lastPathComponent) closes its style element")
            if file.path.contains("KinemaRender") {
                #expect(!text.contains("]]>"), "\(file.lastPathComponent) ends the page's CDATA section")
            }
            if file.pathExtension == "css", file.path.contains("KinemaRender") {
                #expect(!text.contains("<") && !text.contains("&"), "\(file.lastPathComponent) needs escaping in XML")
            }
        }
    }
}
