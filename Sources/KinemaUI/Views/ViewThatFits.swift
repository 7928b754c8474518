import Foundation

/// A view that adapts to the available space by providing the first child view that fits.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Uploading 42%"); ProgressView(value: 0.42).frame(width: 100) }
///     ProgressView(value: 0.42).frame(width: 100)
///     Text("42%")
/// }
/// ```
///
/// The children are tried in order: the first whose ideal size (its size when nothing is proposed
/// along the constrained axes) fits the proposal along those axes is shown; when none fits, the
/// last one is. With no axes the first child is shown. Only the chosen child is drawn and takes
/// taps; the others keep their state.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Produces a view constrained in the given axes from one of several alternatives provided by
    /// a view builder.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// A view that fits has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        let state = context.engine.state(of: node, orMake: ViewThatFitsState.init).state
        state.axes = axes
        node.role = .layout(state)
        context.updateChildren(of: node, with: Stacks.flatten(content))
    }
}

/// Chooses a `ViewThatFits`'s child at each layout, and remembers the one drawn (the drawing walk
/// draws only that one: ``NodeCapabilities/viewThatFits``).
@MainActor
final class ViewThatFitsState: NodeState, CustomLayoutProtocol {
    static let capabilities = NodeCapabilities.viewThatFits
    var axes: Axis.Set = [.horizontal, .vertical]
    /// The child the last placement chose.
    private(set) var chosen = 0
    /// The choice changed since the drawing last read it.
    private var choiceChanged = false

    /// Whether the choice changed since the last call (the drawing must be rebuilt).
    func takeChoiceChange() -> Bool {
        defer { choiceChanged = false }
        return choiceChanged
    }

    private func choose(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> Int {
        guard !subviews.isEmpty else { return 0 }
        guard !axes.isEmpty else { return 0 }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let idealProposal = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for (index, subview) in subviews.enumerated() {
            let ideal = subview.sizeThatFits(idealProposal)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return subviews[choose(proposal, subviews: subviews)].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let index = choose(proposal, subviews: subviews)
        if index != chosen {
            chosen = index
            choiceChanged = true
        }
        subviews[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
}
