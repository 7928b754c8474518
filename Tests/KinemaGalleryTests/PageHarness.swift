import Foundation
import KinemaExport
import KinemaTestSupport
import Testing

/// Runs a script against a page in real headless Chromium and returns what it reports.
///
/// The page is loaded into an iframe of a harness page (from its own file, with file access
/// allowed so the harness may read it and script it), with `requestAnimationFrame` replaced by a
/// clock the script moves by hand (`clock.advance(ms)` runs the frames due): headless Chromium
/// gives no animation frames under virtual time, and a test must not depend on real time. The
/// script sees `w` (the page's window), `d` (its document), `clock` and `out`, an object it fills;
/// `out` comes back as JSON through `--dump-dom`.
enum PageHarness {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Loads `page` (HTML) in an iframe `width` points wide, runs `script`, and returns `out`.
    static func run(page: String, script: String, width: Int = 1200, dark: Bool = false) async throws -> [String: Any] {
        let chromium = try #require(BrowserTools.chromium, BrowserTools.missingNote("chromium"))
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-harness-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(page.utf8).write(to: directory.appendingPathComponent("page.html"))
        let harness = directory.appendingPathComponent("harness.html")
        try Data(harnessPage(script: script, width: width).utf8).write(to: harness)

        let output = directory.appendingPathComponent("dom.html")
        var arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
            "--allow-file-access-from-files", "--user-data-dir=" + directory.appendingPathComponent("profile").path,
            "--virtual-time-budget=5000", "--dump-dom",
        ]
        if dark { arguments.append("--force-dark-mode") }
        arguments.append(harness.absoluteString)
        let process = Process()
        process.executableURL = chromium
        process.arguments = arguments
        process.currentDirectoryURL = directory
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try await BrowserLane.shared.run {
            try process.run()
            // Generous: on a loaded CI machine (the suite's other tests share two cores) a page
            // has taken over a minute of real time to spend its five virtual seconds.
            let deadline = Date().addingTimeInterval(180)
            while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
            if process.isRunning { process.terminate() }
        }
        try handle.close()

        let dom = try String(contentsOf: output, encoding: .utf8)
        guard let start = dom.range(of: "<pre id=\"result\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Failure(description: "the harness reported nothing: \(dom.prefix(300))")
        }
        var text = String(dom[start.upperBound..<end.lowerBound])
        for (escape, character) in [("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: escape, with: character)
        }
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw Failure(description: "the harness reported \(text)")
        }
        if let error = object["error"] as? String { throw Failure(description: "the script failed: \(error)") }
        return object
    }

    private static func harnessPage(script: String, width: Int) -> String {
        """
        <!DOCTYPE html>
        <html><body><pre id="result">pending</pre>
        <iframe id="frame" width="\(width)" height="900"></iframe>
        <script>
        var clockStub = "<script>(function () { var queue = [], next = 1, now = 0;" +
          "window.requestAnimationFrame = function (callback) { queue.push({ id: next, callback: callback }); return next++; };" +
          "window.cancelAnimationFrame = function (id) { queue = queue.filter(function (entry) { return entry.id !== id; }); };" +
          "window.__clock = { advance: function (ms) { now += ms; var due = queue; queue = [];" +
          "due.forEach(function (entry) { entry.callback(now); }); }, get pending() { return queue.length; } };" +
          "})();<\\/script>";
        var request = new XMLHttpRequest();
        request.open("GET", "page.html", false);
        request.send();
        var frame = document.getElementById("frame");
        frame.addEventListener("load", function () {
          var w = frame.contentWindow, d = frame.contentDocument, clock = w.__clock, out = {};
          try {
        \(script)
          } catch (error) {
            out.error = String(error) + " " + (error.stack || "");
          }
          document.getElementById("result").textContent = JSON.stringify(out);
        });
        frame.srcdoc = request.responseText.replace("<head>", "<head>" + clockStub);
        </script>
        </body></html>
        """
    }
}
