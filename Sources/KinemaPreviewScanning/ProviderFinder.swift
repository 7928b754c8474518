import KinemaPreviewDiscovery
import SwiftSyntax

/// Walks a file for types that conform to `PreviewProvider`, in their declaration or in an
/// extension, remembering the types around each one (to qualify its name) and whether any of them
/// is `private` or `fileprivate` (then no other module can reach it).
final class ProviderFinder: SyntaxVisitor {
    struct Provider {
        var typeName: String
        var nameToken: TokenSyntax
        var displayName: String?
        var unreachableReason: String?
    }

    private(set) var found: [Provider] = []

    /// The types around the node being visited: name, and whether it is private.
    private var enclosing: [(name: String, isPrivate: Bool)] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.modifiers, node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.modifiers, node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.modifiers, node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.modifiers, node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension names its type in full; what it adds is as reachable as the type.
        let name = node.extendedType.trimmedDescription
        let path = enclosing.map(\.name) + [name]
        if conformsToPreviewProvider(node.inheritanceClause) {
            found.append(Provider(
                typeName: path.joined(separator: "."), nameToken: node.extensionKeyword,
                displayName: Self.displayName(in: node.memberBlock), unreachableReason: reason(path, privateNames: [])))
        }
        enclosing.append((name, false))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    // Types inside functions, closures and accessors are local: no other module can name them.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func enterType(
        _ name: TokenSyntax, _ modifiers: DeclModifierListSyntax, _ inheritance: InheritanceClauseSyntax?,
        _ members: MemberBlockSyntax
    ) {
        let isPrivate = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        enclosing.append((name.text, isPrivate))
        guard conformsToPreviewProvider(inheritance) else { return }
        let path = enclosing.map(\.name)
        let privateNames = enclosing.filter(\.isPrivate).map(\.name)
        found.append(Provider(
            typeName: path.joined(separator: "."), nameToken: name,
            displayName: Self.displayName(in: members), unreachableReason: reason(path, privateNames: privateNames)))
    }

    private func reason(_ path: [String], privateNames: [String]) -> String? {
        guard let first = privateNames.first else { return nil }
        let subject = first == path.last ? "'\(first)'" : "'\(first)', around '\(path.joined(separator: "."))',"
        return "\(subject) is private or fileprivate: make it internal so the preview runner can reach it"
    }

    private func conformsToPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { inherited in
            let type = inherited.type
            if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "PreviewProvider" }
            if let member = type.as(MemberTypeSyntax.self) { return member.name.text == "PreviewProvider" }
            return false
        } ?? false
    }

    /// The literal of the outermost `previewDisplayName(_:)` applied to the one view `previews`
    /// returns, if its getter is a single expression.
    static func displayName(in members: MemberBlockSyntax) -> String? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
                  let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
                  let accessors = binding.accessorBlock?.accessors
            else { continue }
            let items: CodeBlockItemListSyntax?
            switch accessors {
            case .getter(let statements):
                items = statements
            case .accessors(let list):
                items = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
            }
            guard let items, items.count == 1, let only = items.first else { return nil }
            var expression: ExprSyntax?
            switch only.item {
            case .expr(let value): expression = value
            case .stmt(let statement): expression = statement.as(ReturnStmtSyntax.self)?.expression
            case .decl: expression = nil
            }
            return expression.flatMap(outermostDisplayName)
        }
        return nil
    }

    /// Walks a modifier chain (`A().b().previewDisplayName("x").c()`) from the outside in.
    private static func outermostDisplayName(_ expression: ExprSyntax) -> String? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            if member.declName.baseName.text == "previewDisplayName" {
                return call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
                    .flatMap(PreviewScanner.literalText)
            }
            current = base
        }
        return nil
    }
}
