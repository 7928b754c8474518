import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Kinema has no font engine: a line is measured as 0.55 em per character and 1.2 em high, at 17
/// points, SwiftUI's body size.
///
/// ```swift
/// Text("Hello")
/// ```
public struct Text: View, PrimitiveView, Equatable {
    static let fontSize: CGFloat = 17

    let content: String

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Creates a text view that displays a stored string.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// A text view has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        let lines = content.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = lines.map(\.count).max() ?? 0
        node.role = .leaf(
            .text(content, fontSize: Self.fontSize),
            width: CGFloat(longest) * Self.fontSize * 0.55,
            height: CGFloat(max(lines.count, 1)) * Self.fontSize * 1.2)
        context.updateChildren(of: node, with: [])
    }
}
