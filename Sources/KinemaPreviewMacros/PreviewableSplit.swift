import SwiftSyntax

/// A preview body's statements split as SwiftUI documents for `@Previewable`: the tagged
/// declarations at the root (without the tag) and the remaining statements; plus any tag found
/// deeper, which is an error.
struct PreviewableSplit {
    /// Root declarations that were tagged `@Previewable`, the tag removed.
    var properties: [VariableDeclSyntax] = []
    /// Every other root statement, in order.
    var remaining: [CodeBlockItemSyntax] = []
    /// `@Previewable` attributes below the root.
    var nested: [AttributeSyntax] = []

    init(_ statements: CodeBlockItemListSyntax) {
        for item in statements {
            if let variable = item.item.as(VariableDeclSyntax.self), let tag = Self.previewableAttribute(in: variable.attributes) {
                properties.append(Self.removing(tag, from: variable))
            } else {
                remaining.append(item)
                let finder = NestedPreviewableFinder(viewMode: .sourceAccurate)
                finder.walk(item)
                nested += finder.found
            }
        }
    }

    /// `@Previewable`, `@KinemaPreviews.Previewable` or `@Kinema.Previewable`, if present.
    static func previewableAttribute(in attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            guard case .attribute(let attribute) = element else { continue }
            if isPreviewable(attribute) { return attribute }
        }
        return nil
    }

    static func isPreviewable(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName
        if let identifier = name.as(IdentifierTypeSyntax.self) { return identifier.name.text == "Previewable" }
        if let member = name.as(MemberTypeSyntax.self) { return member.name.text == "Previewable" }
        return false
    }

    /// `variable` without `attribute`, keeping the rest of its attributes and modifiers.
    static func removing(_ attribute: AttributeSyntax, from variable: VariableDeclSyntax) -> VariableDeclSyntax {
        var copy = variable
        copy.attributes = variable.attributes.filter { element in
            guard case .attribute(let other) = element else { return true }
            return other.id != attribute.id
        }
        return copy
    }
}

/// Collects `@Previewable` attributes anywhere under a statement.
private final class NestedPreviewableFinder: SyntaxVisitor {
    var found: [AttributeSyntax] = []

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if PreviewableSplit.isPreviewable(node) { found.append(node) }
        return .visitChildren
    }
}
