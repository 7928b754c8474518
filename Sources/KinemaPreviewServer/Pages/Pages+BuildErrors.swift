import Foundation
import KinemaDisplay

extension Pages {
    /// What a live page shows when the package's rebuild failed: the compiler's errors, one
    /// `file:line: message` each, above the scene, which keeps running on the last build that
    /// worked. Every line is escaped, as compiler messages quote code (`Array<Int>`, `&&`).
    ///
    /// ```swift
    /// Pages.buildErrors(["Sources/MyViews/Card.swift:12: cannot find 'colour' in scope"])
    /// // <section class="build-errors" …><h2>The build failed</h2>…
    /// ```
    static func buildErrors(_ errors: [String]) -> String {
        let items = errors.map { error -> String in
            // The location in code style, the message after it.
            if let split = error.range(of: ": "), error[..<split.lowerBound].contains(":") {
                return "<li><code>\(MarkupText.escaped(String(error[..<split.lowerBound])))</code> "
                    + "\(MarkupText.escaped(String(error[split.upperBound...])))</li>"
            }
            return "<li>\(MarkupText.escaped(error))</li>"
        }
        let list = items.isEmpty
            ? "<p>The compiler gave no error line: the full log is in the runner's build.log.</p>"
            : "<ul>\n\(items.joined(separator: "\n"))\n</ul>"
        return """
            <section class="build-errors" role="alert">
            <h2>The build failed</h2>
            <p>This page still runs the last build that worked; it reloads when the package builds again.</p>
            \(list)
            </section>
            """
    }
}
