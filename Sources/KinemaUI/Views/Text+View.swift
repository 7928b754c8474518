import Foundation

extension Text: View, PrimitiveView {
    /// A text view has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        // Fonts, alignment and line limits set by modifiers above apply; layout asks the text for
        // its size at each proposal (it wraps when offered less than its ideal width).
        let environment = context.text
        let layout: DisplayList.TextLayout
        if let resolved = node.state(TextLayoutState.self) {
            // A parent's body ran again, but this text and its styling may not have changed: the
            // layout (line breaking, measuring every glyph) is the costliest part of an update.
            if resolved.text != self || resolved.environment != environment {
                resolved.text = self
                resolved.environment = environment
                resolved.layout = resolve(in: environment)
            }
            layout = resolved.layout
        } else {
            layout = resolve(in: environment)
            node.setState(TextLayoutState(text: self, environment: environment, layout: layout))
        }
        // A text renderer above draws this text itself, from its layout; the text only sizes.
        let sink = context.environment._textLayoutSink
        sink?.layout = layout
        node.state(TextLayoutState.self)?.isDrawnByRenderer = sink != nil
        node.role = .leaf(.text(layout), width: layout.size.width, height: layout.size.height)
        context.updateChildren(of: node, with: [])
    }
}

/// A text node's last layout and what it was resolved from.
final class TextLayoutState: NodeState {
    var text: Text
    var environment: TextEnvironment
    var layout: DisplayList.TextLayout
    /// Whether a text renderer above draws the text (the node then draws nothing itself).
    var isDrawnByRenderer = false

    init(text: Text, environment: TextEnvironment, layout: DisplayList.TextLayout) {
        self.text = text
        self.environment = environment
        self.layout = layout
    }
}
