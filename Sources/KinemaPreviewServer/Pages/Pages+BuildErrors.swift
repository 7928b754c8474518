import Foundation

extension Pages {
    /// What a live page shows when the package's rebuild failed: the compiler's errors, one
    /// `file:line: message` each, above the scene, which keeps running on the last build that
    /// worked (`build-errors.mustache`). Every line is escaped, as compiler messages quote code
    /// (`Array<Int>`, `&&`).
    ///
    /// ```swift
    /// Pages.buildErrors(["Sources/MyViews/Card.swift:12: cannot find 'colour' in scope"])
    /// // <section class="build-errors" …><h2>The build failed</h2>…
    /// ```
    static func buildErrors(_ errors: [String]) -> String {
        struct Line {
            /// `file:line`, shown in code style, when the error starts with one.
            var location: String?
            var message: String
        }
        struct Model {
            var errors: [Line]
        }
        let lines = errors.map { error -> Line in
            if let split = error.range(of: ": "), error[..<split.lowerBound].contains(":") {
                return Line(location: String(error[..<split.lowerBound]), message: String(error[split.upperBound...]))
            }
            return Line(location: nil, message: error)
        }
        return render("build-errors", Model(errors: lines))
    }
}
