import Foundation

extension View {
    /// Defines the content shape for hit testing.
    ///
    /// ```swift
    /// HStack { Text("Row"); Spacer() }
    ///     .contentShape(Rectangle())
    ///     .onTapGesture { selected.toggle() }
    /// ```
    ///
    /// The view then takes taps and gestures anywhere inside `shape`, drawn in its frame — in the
    /// gaps between its content too — and nowhere outside it, even where its content is drawn.
    /// The shape moves with the effects around the view (an offset or a scale), not with those
    /// inside it.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill, kinds: .interaction))
    }

    /// Sets the content shape for this view, for the given kinds of interaction.
    ///
    /// ```swift
    /// Circle().contentShape(.interaction, Rectangle())
    /// ```
    ///
    /// A shape for ``ContentShapeKinds/interaction`` shapes hit testing as
    /// ``View/contentShape(_:eoFill:)`` does; the other kinds are accepted and change nothing.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill, kinds: kind))
    }

    /// Configures whether this view participates in hit test operations.
    ///
    /// ```swift
    /// ZStack {
    ///     Button("Start") { start() }
    ///     Circle()
    ///         .fill(.red.opacity(0.2))
    ///         .allowsHitTesting(false)   // taps go through to the button
    /// }
    /// ```
    ///
    /// With `false`, neither the view nor anything inside it takes taps or gestures: they go to
    /// what is drawn below.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(enabled: enabled))
    }
}

/// Where a view takes taps: its content shape, made at the view's size when a tap comes. Its node
/// has ``NodeCapabilities/contentShape`` while the shape is for interaction.
@MainActor
final class ContentShapeState: NodeState {
    static let capabilities = NodeCapabilities.contentShape
    private var makePath: @Sendable (CGRect) -> Path = { Path($0) }
    private var eoFill = false

    func set<S: Shape>(_ shape: S, eoFill: Bool) {
        makePath = { shape.path(in: $0) }
        self.eoFill = eoFill
    }

    /// Whether `point`, relative to the view's top-leading corner, is inside the shape at `size`.
    func contains(_ point: CGPoint, size: CGSize) -> Bool {
        guard point.x.isFinite, point.y.isFinite, size.width.isFinite, size.height.isFinite else { return false }
        return makePath(CGRect(origin: .zero, size: size)).contains(point, eoFill: eoFill)
    }
}

struct _ContentShapeModifier<S: Shape>: ViewModifier, PrimitiveModifier {
    let shape: S
    let eoFill: Bool
    let kinds: ContentShapeKinds

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        let engine = context.engine
        if kinds.contains(.interaction) {
            let (state, isNew) = engine.state(of: node, orMake: ContentShapeState.init)
            state.set(shape, eoFill: eoFill)
            // The skeleton places the shape among what is drawn.
            if engine.capabilityIndex.insert(.contentShape, for: node) || isNew { engine.drawing.needsRebuild = true }
        } else if engine.capabilityIndex.remove(.contentShape, from: node) {
            engine.drawing.needsRebuild = true
        }
        context.updateChild(of: node, with: content)
    }
}

struct _AllowsHitTestingModifier: ViewModifier, PrimitiveModifier {
    let enabled: Bool

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        // No state: the capability is the whole feature.
        context.engine.capabilityIndex.set(.hitTestingDisabled, !enabled, for: node)
        context.updateChild(of: node, with: content)
    }
}
