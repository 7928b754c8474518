import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Bad `#Preview`s fail with one clear error at the culprit, and expand to nothing.
@Suite struct PreviewMacroDiagnosticTests {
    @Test func previewWithNoBody() {
        assertExpansion(
            "#Preview",
            expands: "",
            diagnostics: [
                DiagnosticSpec(
                    message: "'#Preview' needs a body: a closure that returns the view to preview, as in '#Preview { ContentView() }'",
                    line: 1, column: 2)
            ])
    }

    @Test func namedPreviewWithNoBody() {
        assertExpansion(
            #"#Preview("Dark")"#,
            expands: "",
            diagnostics: [
                DiagnosticSpec(
                    message: "'#Preview' needs a body: a closure that returns the view to preview, as in '#Preview { ContentView() }'",
                    line: 1, column: 2)
            ])
    }

    @Test(arguments: ["42", "3.5", "true", "[\"a\"]", "(\"a\", 1)"])
    func nameThatIsNoString(_ name: String) {
        assertExpansion(
            "#Preview(\(name)) { ContentView() }",
            expands: "",
            diagnostics: [
                DiagnosticSpec(
                    message: #"a preview's name must be a string, as in '#Preview("Dark") { ContentView() }'"#,
                    line: 1, column: 10)
            ])
    }

    /// A variable or an interpolated string may be a `String`: the compiler checks it.
    @Test func nameThatMayBeAString() {
        assertExpansion(
            #"#Preview(title) { ContentView() }"#,
            expands: """
                @MainActor func _kinemaPreview(test_swift_e7658b74_line_1_column_1 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                    KinemaPreviews.Preview(title) {
                        ContentView()
                    }
                }
                """)
    }

    @Test func unknownArgument() {
        assertExpansion(
            #"#Preview("A", layout: .sizeThatFits) { ContentView() }"#,
            expands: "",
            diagnostics: [
                DiagnosticSpec(
                    message: "'#Preview' takes an optional name, then 'traits:' with more traits after it, then a body",
                    line: 1, column: 15)
            ])
    }

    @Test func twoBodies() {
        assertExpansion(
            "#Preview(body: { A() }) { B() }",
            expands: "",
            diagnostics: [
                DiagnosticSpec(
                    message: "'#Preview' has two bodies: pass the body either as 'body:' or as a trailing closure",
                    line: 1, column: 25)
            ])
    }

    @Test func bodyWithParameters() {
        assertExpansion(
            "#Preview { value in Text(value) }",
            expands: "",
            diagnostics: [
                DiagnosticSpec(message: "a preview's body takes no parameters", line: 1, column: 12)
            ])
    }

    @Test func previewableInsideABlock() {
        assertExpansion(
            """
            #Preview {
                if true {
                    @Previewable @State var x = 0
                }
            }
            """,
            expands: "",
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Previewable' declarations must be at the root of the preview's body, not nested in a block",
                    line: 3, column: 9)
            ])
    }

    @Test func previewableOnAFunction() {
        assertExpansion(
            "@Previewable func f() {}",
            expands: "func f() {}",
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Previewable' applies to a variable declaration, such as '@Previewable @State var isOn = false'",
                    line: 1, column: 1)
            ])
    }
}
