import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Every form SwiftUI spells `#Preview` in expands to one function returning the `Preview`.
@Suite struct PreviewMacroExpansionTests {
    @Test func unnamedPreview() {
        assertExpansion(
            "#Preview { ContentView() }",
            expands: """
                @MainActor func _kinemaPreview(test_swift_e7658b74_line_1_column_1 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                    KinemaPreviews.Preview {
                        ContentView()
                    }
                }
                """)
    }

    @Test func namedPreview() {
        assertExpansion(
            #"#Preview("Dark") { ContentView() }"#,
            expands: """
                @MainActor func _kinemaPreview(test_swift_e7658b74_line_1_column_1 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                    KinemaPreviews.Preview("Dark") {
                        ContentView()
                    }
                }
                """)
    }

    @Test func traits() {
        assertExpansion(
            "#Preview(traits: .sizeThatFitsLayout) { Badge() }",
            expands: """
                @MainActor func _kinemaPreview(test_swift_e7658b74_line_1_column_1 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                    KinemaPreviews.Preview(traits: .sizeThatFitsLayout) {
                        Badge()
                    }
                }
                """)
    }

    @Test func nameAndSeveralTraits() {
        assertExpansion(
            #"#Preview("Card", traits: .fixedLayout(width: 300, height: 200), .landscapeLeft) { Card() }"#,
            expands: """
                @MainActor func _kinemaPreview(test_swift_e7658b74_line_1_column_1 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                    KinemaPreviews.Preview("Card", traits: .fixedLayout(width: 300, height: 200), .landscapeLeft) {
                        Card()
                    }
                }
                """)
    }

    @Test func labelledBody() {
        assertExpansion(
            #"#Preview("Named", body: { ContentView() })"#,
            expands: """
                @MainActor func _kinemaPreview(test_swift_e7658b74_line_1_column_1 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                    KinemaPreviews.Preview("Named") {
                        ContentView()
                    }
                }
                """)
    }

    @Test func bodyGivenAsAFunction() {
        assertExpansion(
            "#Preview(body: makePreview)",
            expands: """
                @MainActor func _kinemaPreview(test_swift_e7658b74_line_1_column_1 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                    KinemaPreviews.Preview(body: makePreview)
                }
                """)
    }

    @Test func severalStatementsStayAViewBuilderBody() {
        assertExpansion(
            """
            #Preview {
                let size: CGFloat = 30
                Circle().frame(width: size, height: size)
            }
            """,
            expands: """
                @MainActor func _kinemaPreview(test_swift_e7658b74_line_1_column_1 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                    KinemaPreviews.Preview {
                        let size: CGFloat = 30
                        Circle().frame(width: size, height: size)
                    }
                }
                """)
    }

    /// The label is made from the `#`'s line and column, so two previews in one file differ.
    @Test func labelFollowsTheLineAndColumn() {
        assertExpansion(
            """
            struct A {}

              #Preview { A() }
            """,
            expands: """
                struct A {}

                  @MainActor func _kinemaPreview(test_swift_e7658b74_line_3_column_3 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                      KinemaPreviews.Preview {
                          A()
                      }
                  }
                """)
    }

    /// Inside a type the function is `static`, so the type still compiles.
    @Test func insideATypeTheFunctionIsStatic() {
        assertExpansion(
            """
            enum Previews {
                #Preview { A() }
            }
            """,
            expands: """
                enum Previews {
                    @MainActor static func _kinemaPreview(test_swift_e7658b74_line_2_column_5 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                        KinemaPreviews.Preview {
                            A()
                        }
                    }
                }
                """)
    }

    /// A multi-line body keeps its lines' indentation relative to the `#Preview`.
    @Test func indentedMultiLineBody() {
        assertExpansion(
            """
            enum Previews {
                #Preview {
                    VStack {
                        Text("A")
                    }
                }
            }
            """,
            expands: """
                enum Previews {
                    @MainActor static func _kinemaPreview(test_swift_e7658b74_line_2_column_5 _: Swift.Void = ()) -> KinemaPreviews.Preview {
                        KinemaPreviews.Preview {
                            VStack {
                                Text("A")
                            }
                        }
                    }
                }
                """)
    }
}
