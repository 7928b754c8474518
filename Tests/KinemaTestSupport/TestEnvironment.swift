import Foundation

/// Facts about where the tests run.
public enum TestEnvironment {
    /// Whether this is a CI run (`CI=true`): a test that needs an external program (a browser,
    /// `node`, the built tool) fails there when the program is missing, where elsewhere it is
    /// skipped with a note (`.enabled(if: underCI || program != nil, note)`).
    public static let underCI = ProcessInfo.processInfo.environment["CI"]?.lowercased() == "true"
}
