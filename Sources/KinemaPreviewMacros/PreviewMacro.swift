import KinemaPreviewDiscovery
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: declares a function that returns the preview, under a name the `kinema` tool can
/// derive from the source alone (see `PreviewSymbol`).
///
/// ```swift
/// #Preview("Dark", traits: .sizeThatFitsLayout) { Badge() }
/// // in ContentView.swift at line 12, column 1, expands to
/// @MainActor func _kinemaPreview(ContentView_swift_3ab63532_line_12_column_1 _: Swift.Void = ()) -> KinemaPreviews.Preview {
///     KinemaPreviews.Preview("Dark", traits: .sizeThatFitsLayout) {
///         Badge()
///     }
/// }
/// ```
///
/// A body with `@Previewable` declarations at its root becomes a view type inside that function,
/// as SwiftUI documents: the tagged declarations are its properties (so `@State` works), the
/// other statements its body.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let arguments = PreviewArguments(node, in: context) else { return [] }
        let label = argumentLabel(for: node, in: context)
        let isMember = context.lexicalContext.first.map(isTypeScope) ?? false
        let header = "@MainActor \(isMember ? "static " : "")func \(PreviewSymbol.functionName)(\(label) _: Swift.Void = ()) -> KinemaPreviews.Preview"

        var previewArguments: [String] = []
        if let name = arguments.name { previewArguments.append(name.trimmedDescription) }
        for (index, trait) in arguments.traits.enumerated() {
            previewArguments.append(index == 0 ? "traits: \(trait.trimmedDescription)" : trait.trimmedDescription)
        }

        let closure: ClosureExprSyntax
        switch arguments.body {
        case .closure(let literal):
            closure = literal
        case .expression(let body):
            previewArguments.append("body: \(body.trimmedDescription)")
            return ["\(raw: header) {\n    KinemaPreviews.Preview(\(raw: previewArguments.joined(separator: ", ")))\n}"]
        }
        let call = previewArguments.isEmpty ? "KinemaPreviews.Preview" : "KinemaPreviews.Preview(\(previewArguments.joined(separator: ", ")))"
        // The expansion starts at column 0; the body's lines keep their indentation relative to
        // the `#Preview` line, moved to where they now sit.
        let baseIndentation = (context.location(of: node).flatMap(Self.column) ?? 1) - 1

        let split = PreviewableSplit(closure.statements)
        guard split.nested.isEmpty else {
            for attribute in split.nested {
                context.diagnose(Diagnostic(node: attribute, message: PreviewDiagnostic.nestedPreviewable))
            }
            return []
        }
        guard !split.properties.isEmpty else {
            let body = Self.reindented(closure.trimmedDescription, by: 4 - baseIndentation)
            return ["\(raw: header) {\n    \(raw: call) \(raw: body)\n}"]
        }

        // SwiftUI: "tagged declarations become properties on the view, and all remaining
        // statements form the view's body."
        func lines(_ nodes: [some SyntaxProtocol], at indentation: Int) -> String {
            nodes.map { node in
                let column = context.location(of: node).flatMap(Self.column) ?? (baseIndentation + 5)
                return String(repeating: " ", count: indentation)
                    + Self.reindented(node.trimmedDescription, by: indentation - (column - 1))
            }.joined(separator: "\n")
        }
        return [
            """
            \(raw: header) {
                struct _KinemaPreviewContent: KinemaUI.View {
            \(raw: lines(split.properties, at: 8))

                    var body: some KinemaUI.View {
            \(raw: lines(split.remaining, at: 12))
                    }
                }
                return \(raw: call) {
                    _KinemaPreviewContent()
                }
            }
            """
        ]
    }

    /// The column of a location the compiler gives, when it is a literal.
    static func column(_ location: AbstractSourceLocation) -> Int? {
        location.column.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
    }

    /// `text` with `shift` spaces added before each line but the first. A negative shift leaves
    /// the text as it is: removing indentation could change a multi-line string's content.
    static func reindented(_ text: String, by shift: Int) -> String {
        guard shift > 0, text.contains("\n") else { return text }
        let padding = String(repeating: " ", count: shift)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index == 0 || line.isEmpty ? String(line) : padding + line
        }.joined(separator: "\n")
    }

    /// The label `PreviewSymbol` derives from the `#`'s file, line and column; a unique name when
    /// the compiler gives no location (the preview then compiles but the tool cannot call it).
    static func argumentLabel(
        for node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) -> String {
        if let location = context.location(of: node),
           let file = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
           let line = location.line.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
           let column = location.column.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) {
            return PreviewSymbol.argumentLabel(fileName: file, line: line, column: column)
        }
        return context.makeUniqueName("preview").text
    }

    /// Whether a lexical context is a type's member list (then the function is `static`).
    static func isTypeScope(_ context: Syntax) -> Bool {
        context.is(StructDeclSyntax.self) || context.is(ClassDeclSyntax.self) || context.is(EnumDeclSyntax.self)
            || context.is(ActorDeclSyntax.self) || context.is(ExtensionDeclSyntax.self)
    }
}
