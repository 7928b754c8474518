import Foundation

/// A type that defines the geometry of a collection of views.
///
/// Measure the subviews in ``sizeThatFits(proposal:subviews:cache:)``, place them in
/// ``placeSubviews(in:proposal:subviews:cache:)``, and use the layout as a container:
///
/// ```swift
/// struct RadialLayout: Layout {
///     var offsetAngle: Angle
///
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         proposal.replacingUnspecifiedDimensions()
///     }
///
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         let radius = min(bounds.width, bounds.height) / 3
///         for (index, subview) in subviews.enumerated() {
///             let angle = offsetAngle.radians + 2 * .pi * Double(index) / Double(subviews.count)
///             subview.place(
///                 at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
///                 anchor: .center, proposal: .unspecified)
///         }
///     }
/// }
///
/// RadialLayout(offsetAngle: .degrees(30)) {
///     Image("cat"); Image("dog"); Image("fish")
/// }
/// ```
///
/// A subview the layout never places sits at the centre of the layout's bounds; one placed twice
/// takes its last placement. A layout's own `animatableData` animates: give `RadialLayout` its
/// angle as animatable data and the subviews travel along the arc.
public protocol Layout: Animatable {
    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    /// Returns the preferred spacing values of the composite view.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis, or
    /// `nil` when the container does not set it (its default value is used).
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis, or `nil`
    /// when the container does not set it (its default value is used).
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Void {}
}

extension Layout {
    /// Makes a new cache by default.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Combines the specified views into a single composite view using the layout algorithms of the
    /// custom layout container.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

/// A custom layout used as a container.
///
/// The layout value goes through an animatable attribute (a `Layout` is `Animatable`): when its
/// `animatableData` changes under an animation, frames lay the subviews out again with the
/// interpolated layout — the avatars of a radial layout whose angle animates travel along the arc.
struct _LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        let engine = context.engine
        let (box, isNew) = engine.state(of: node, orMake: { CustomLayoutBox<L>(layout: layout, graph: engine.graph) })
        box.context = context
        if !isNew, context.isNewValue {
            box.setModel(layout, transaction: context.transaction)
        }
        box.showPresentation()
        // The built-in stacks lay out as the stack views do, so a layout that changes between
        // them (an `AnyLayout`) moves the same subviews from one arrangement to the other.
        if let role = StackLayoutRole.role(of: layout) {
            node.role = role
        } else {
            // A custom layout may set guides (`explicitAlignment`): guides are looked for from now on.
            ViewLayout.explicitGuidesInUse = true
            node.role = .layout(box)
        }
        context.updateChildren(of: node, with: Stacks.flatten(content))
    }
}
