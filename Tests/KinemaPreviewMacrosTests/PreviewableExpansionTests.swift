import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@Previewable`, as SwiftUI documents it: "tagged declarations become properties on the view,
/// and all remaining statements form the view's body."
@Suite struct PreviewableExpansionTests {
    @Test func taggedStateBecomesAPropertyOfAGeneratedView() {
        assertExpansion(
            """
            #Preview("Toggle") {
                @Previewable @State var isOn = false
                Circle().scaleEffect(isOn ? 1.5 : 1)
            }
            """,
            expands: """
                @MainActor func _kinemaPreview(test_swift_e7658b74_line_1_column_1 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                    struct _KinemaPreviewContent: KinemaUI.View {
                        @State var isOn = false

                        var body: some KinemaUI.View {
                            Circle().scaleEffect(isOn ? 1.5 : 1)
                        }
                    }
                    return KinemaPreviews.Preview("Toggle") {
                        _KinemaPreviewContent()
                    }
                }
                """)
    }

    /// Apple's example: an explicit `return` after the tagged declaration.
    @Test func appleExampleWithReturn() {
        assertExpansion(
            """
            #Preview("toggle") {
                @Previewable @State var toggled = true
                return Toggle("Loud Noises", isOn: $toggled)
            }
            """,
            expands: """
                @MainActor func _kinemaPreview(test_swift_e7658b74_line_1_column_1 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                    struct _KinemaPreviewContent: KinemaUI.View {
                        @State var toggled = true

                        var body: some KinemaUI.View {
                            return Toggle("Loud Noises", isOn: $toggled)
                        }
                    }
                    return KinemaPreviews.Preview("toggle") {
                        _KinemaPreviewContent()
                    }
                }
                """)
    }

    /// Several tagged declarations, in order, with qualified tags and other attributes kept;
    /// untagged statements stay in the body in their order.
    @Test func severalDeclarationsKeepTheirOrderAndOtherAttributes() {
        assertExpansion(
            """
            #Preview(traits: .sizeThatFitsLayout) {
                @Previewable @State private var count = 0
                let step = 2
                @KinemaPreviews.Previewable @State var scale: CGFloat = 1
                Text("\\(count)").scaleEffect(scale).onTapGesture { count += step }
            }
            """,
            expands: """
                @MainActor func _kinemaPreview(test_swift_e7658b74_line_1_column_1 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                    struct _KinemaPreviewContent: KinemaUI.View {
                        @State private var count = 0
                        @State var scale: CGFloat = 1

                        var body: some KinemaUI.View {
                            let step = 2
                            Text("\\(count)").scaleEffect(scale).onTapGesture {
                                count += step
                            }
                        }
                    }
                    return KinemaPreviews.Preview(traits: .sizeThatFitsLayout) {
                        _KinemaPreviewContent()
                    }
                }
                """)
    }

    /// A body indented inside a type keeps its shape, moved into the generated view.
    @Test func indentedPreviewKeepsItsShape() {
        assertExpansion(
            """
            enum Previews {
                #Preview {
                    @Previewable @State var on = false
                    VStack {
                        Text("A")
                    }
                }
            }
            """,
            expands: """
                enum Previews {
                    @MainActor static func _kinemaPreview(test_swift_e7658b74_line_2_column_5 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                        struct _KinemaPreviewContent: KinemaUI.View {
                            @State var on = false

                            var body: some KinemaUI.View {
                                VStack {
                                    Text("A")
                                }
                            }
                        }
                        return KinemaPreviews.Preview {
                            _KinemaPreviewContent()
                        }
                    }
                }
                """)
    }

    /// Outside a `#Preview` the tag is an error, as SwiftUI documents, and adds nothing.
    @Test(arguments: [
        ("@Previewable var x = 1", "var x = 1", 1, 1),
        ("struct S {\n    @Previewable @State var x = 1\n}", "struct S {\n    @State var x = 1\n}", 2, 5),
        ("func f() {\n    @Previewable @State var x = 1\n}", "func f() {\n    @State var x = 1\n}", 2, 5),
    ])
    func tagOutsideAPreview(source: String, expanded: String, line: Int, column: Int) {
        assertExpansion(
            source, expands: expanded,
            diagnostics: [
                DiagnosticSpec(message: "'@Previewable' can only be used at the root of a '#Preview' body", line: line, column: column)
            ])
    }
}
