import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a declaration at the root of a `#Preview` body as a property of the view
/// the preview builds (see `PreviewMacro`), which removes the tag as it moves the declaration.
///
/// So the tag itself is expanded only where it is misplaced — on a type's member, a global or a
/// function's local — and it reports that, as SwiftUI's does ("it is an error to use
/// `@Previewable` outside of a `#Preview` body closure"). The compiler does not expand it inside
/// the closure argument of `#Preview`; should one do so, the closure among the lexical contexts
/// keeps the tag quiet there.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if !declaration.is(VariableDeclSyntax.self) {
            context.diagnose(Diagnostic(node: node, message: PreviewDiagnostic.previewableNotVariable))
        } else if !context.lexicalContext.contains(where: { $0.is(ClosureExprSyntax.self) }) {
            context.diagnose(Diagnostic(node: node, message: PreviewDiagnostic.previewableOutsidePreview))
        }
        return []
    }
}
