import KinemaPreviewMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import SwiftSyntaxMacroExpansion
import Testing

/// The macros under test, by the names the library declares them with.
let previewMacros: [String: MacroSpec] = [
    "Preview": MacroSpec(type: PreviewMacro.self),
    "Previewable": MacroSpec(type: PreviewableMacro.self),
]

/// swift-syntax's expansion check, reporting through Swift Testing. Sources are expanded as if
/// they were `test.swift`, whose `#Preview` at line 1, column 1 declares
/// `_kinemaPreview(test_swift_e7658b74_line_1_column_1:)`: e7658b74 is the FNV-1a hash of
/// `test.swift` (offset basis 0x811c9dc5, prime 0x01000193).
func assertExpansion(
    _ source: String, expands expected: String, diagnostics: [DiagnosticSpec] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: previewMacros,
        testFileName: "test.swift",
        failureHandler: { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        })
}
