import KinemaPreviewDiscovery
import SwiftParser
import SwiftSyntax

/// Finds the previews in Swift source by parsing it, without compiling anything: `#Preview`
/// declarations at file scope and types conforming to `PreviewProvider`.
///
/// ```swift
/// let source = """
///     #Preview("Dark") { ContentView() }
///     struct ContentView_Previews: PreviewProvider {
///         static var previews: some View { ContentView().previewDisplayName("Main") }
///     }
///     """
/// PreviewScanner.scan(source: source, fileName: "ContentView.swift").map(\.title)
/// // ["Dark", "Main"]
/// ```
///
/// A `#Preview` inside a type or a function, and a provider declared inside a function, are not
/// listed: no other module can name them. Every clause of an `#if` is read, whatever its
/// condition. Previews come in source order.
public enum PreviewScanner {
    /// The previews in `source`, a file called `fileName` (a path, as it should be reported; the
    /// last component decides the generated names).
    public static func scan(source: String, fileName: String) -> [DiscoveredPreview] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        var found: [(position: AbsolutePosition, preview: DiscoveredPreview)] = []

        func location(of node: some SyntaxProtocol) -> SourceLocation {
            converter.location(for: node.positionAfterSkippingLeadingTrivia)
        }

        // `#Preview`s at file scope, including inside `#if` clauses at file scope.
        func visitFileScope(_ items: CodeBlockItemListSyntax) {
            for item in items {
                switch item.item {
                case .decl(let decl):
                    if let expansion = decl.as(MacroExpansionDeclSyntax.self) {
                        addMacro(expansion)
                    } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                        for clause in ifConfig.clauses {
                            if case .statements(let statements) = clause.elements { visitFileScope(statements) }
                        }
                    }
                case .expr(let expression):
                    if let expansion = expression.as(MacroExpansionExprSyntax.self) { addMacro(expansion) }
                case .stmt:
                    break
                }
            }
        }

        func addMacro(_ expansion: some FreestandingMacroExpansionSyntax) {
            guard expansion.macroName.text == "Preview" else { return }
            let start = location(of: expansion)
            let label = PreviewSymbol.argumentLabel(fileName: fileName, line: start.line, column: start.column)
            let preview = DiscoveredPreview(
                kind: .macro(argumentLabel: label), name: macroName(expansion), file: fileName,
                line: start.line, column: start.column)
            found.append((expansion.positionAfterSkippingLeadingTrivia, preview))
        }

        visitFileScope(tree.statements)
        let providers = ProviderFinder(viewMode: .sourceAccurate)
        providers.walk(tree)
        for provider in providers.found {
            let start = location(of: provider.nameToken)
            let preview = DiscoveredPreview(
                kind: .provider(typeName: provider.typeName), name: provider.displayName, file: fileName,
                line: start.line, column: start.column, unreachableReason: provider.unreachableReason)
            found.append((provider.nameToken.positionAfterSkippingLeadingTrivia, preview))
        }
        return found.sorted { $0.position < $1.position }.map(\.preview)
    }

    /// The name a `#Preview` gives itself: its first unlabelled argument, when that is a string
    /// literal with no interpolation.
    static func macroName(_ expansion: some FreestandingMacroExpansionSyntax) -> String? {
        guard let first = expansion.arguments.first, first.label == nil else { return nil }
        return first.expression.as(StringLiteralExprSyntax.self).flatMap(literalText)
    }

    /// A string literal's value, or `nil` when it has interpolations.
    static func literalText(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let segment = segment.as(StringSegmentSyntax.self) else { return nil }
            text += segment.content.text
        }
        return unescaped(text, raw: literal.openingPounds != nil)
    }

    /// The common escapes of a non-raw literal (`\n`, `\t`, `\"`, `\\`, `\0`, `\r`, `\'`) resolved;
    /// anything else is kept as written.
    static func unescaped(_ text: String, raw: Bool) -> String {
        guard !raw, text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "0": result.append("\0")
                case "\"", "'", "\\": result.append(character)
                default: result.append("\\"); result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }
}
