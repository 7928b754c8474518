import Foundation
import Kinema
import KinemaTestSupport
import Testing

/// Runs a script in a scene page loaded by real headless Chromium and returns what it reports.
///
/// The page is written with `probe` appended as a last `<script>`: it runs once the page's player
/// has started, and must end by calling `report(value)`, which writes `JSON.stringify(value)`
/// into the document. Chromium's `--dump-dom` prints the document after loading; the report is
/// read back from it. No network, no remote debugging: the browser only loads a local file.
///
/// Needs Debian's `chromium` (`bash .ci/install-tools` installs it). Without it the tests using
/// this are skipped with a note, except under `CI=true`, where they fail.
enum BrowserProbe {
    /// Whether to run: Chromium is installed, or this is CI (which then fails if it is not).
    static var canRun: Bool { BrowserTools.underCI || BrowserTools.chromium != nil }

    static var skipNote: Comment {
        "needs chromium, not found on PATH: run `bash .ci/install-tools` (as root) to install it"
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Loads `page` with `probe` and returns the value it reported, decoded from JSON.
    ///
    /// With `virtualTimeBudget` (milliseconds), Chromium runs the page on virtual time and dumps
    /// the document once that much has passed, so a probe may wait with `setTimeout` (SMIL, for
    /// one, applies a seek only on the next tick).
    static func run(page: String, probe: String, virtualTimeBudget: Int? = nil) async throws -> Any {
        let chromium = try #require(BrowserTools.chromium, BrowserTools.missingNote("chromium"))
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-probe-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let script = """
            <script>
            //<![CDATA[
            (function () {
              function report(value) {
                var pre = document.createElement("pre");
                pre.id = "kinema-probe";
                pre.textContent = JSON.stringify(value);
                document.body.appendChild(pre);
              }
            \(probe)
            })();
            //]]>
            </script>
            </body>
            """
        let url = directory.appendingPathComponent("page.html")
        try page.replacingOccurrences(of: "</body>", with: script).write(to: url, atomically: true, encoding: .utf8)
        let dom = try await BrowserLane.shared.run { try await output(of: chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--user-data-dir=" + directory.appendingPathComponent("profile").path,
            "--window-size=1000,800",
        ] + (virtualTimeBudget.map { ["--virtual-time-budget=\($0)"] } ?? []) + ["--dump-dom", url.absoluteString],
        in: directory) }
        guard let start = dom.range(of: "<pre id=\"kinema-probe\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw Failure(description: "the probe reported nothing; the page's DOM:\n\(dom.prefix(2000))") }
        let json = dom[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    }

    /// Runs `executable` off the test's thread pool and returns its standard output, stopping it
    /// after 60 s.
    private static func output(of executable: URL, _ arguments: [String], in directory: URL) async throws -> String {
        let outputURL = directory.appendingPathComponent("stdout")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let handle = try FileHandle(forWritingTo: outputURL)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let finished: Bool = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: exited.wait(timeout: .now() + 60) == .success) }
        }
        guard finished else {
            process.terminate()
            throw Failure(description: "chromium did not finish within 60 s")
        }
        return try String(contentsOf: outputURL, encoding: .utf8)
    }
}
