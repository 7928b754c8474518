import Foundation

/// A scrollable view.
///
/// ```swift
/// ScrollView {
///     VStack(alignment: .leading) {
///         ForEach(0..<100) { Text("Row \($0)") }
///     }
/// }
/// ```
///
/// A Kinema host lays a scroll view out but does not scroll it: the content is offered no length
/// along the scroll axes (its ideal size) and the scroll view's own proposal across them; the
/// scroll view takes the space it is offered (its content's size in a dimension offered nothing or
/// an infinite length) and places the content as it sits before any scrolling: at the top along a
/// vertical axis, at the leading edge along a horizontal one, centred across an axis that does not
/// scroll. Several views in the content are stacked vertically, 8 points apart.
///
/// As in SwiftUI, the content is clipped to the scroll view's bounds.
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the
    /// content offset, in a way that's suitable for the platform (accepted; nothing is drawn).
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can show
    /// indicators while scrolling.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// The content laid out in the scroll view's bounds, clipped to them.
    public var body: some View {
        _ScrollLayout(content: content, axes: axes).clipped()
    }
}

/// The layout of a scroll view: its content placed as before any scrolling.
struct _ScrollLayout<Content: View>: View, PrimitiveView {
    let content: Content
    let axes: Axis.Set

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .scroll(axes)
        context.updateChildren(of: node, with: [content])
    }
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child
/// views.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { rows }
///         .onTapGesture { proxy.scrollTo(42, anchor: .top) }
/// }
/// ```
///
/// > Note: A Kinema host does not scroll: ``ScrollViewProxy/scrollTo(_:anchor:)`` does nothing.
/// The reader lays its content out as a group does.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// A scroll view reader has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        context.updateChildren(of: node, with: [content(ScrollViewProxy())])
    }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
///
/// ```swift
/// proxy.scrollTo(bottomID)
/// ```
public struct ScrollViewProxy: Sendable {
    init() {}

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view.
    ///
    /// > Note: Does nothing: a Kinema host does not scroll.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// The visibility of scroll indicators of a UI element.
///
/// ```swift
/// ScrollView { rows }.scrollIndicators(.hidden)
/// ```
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let kind: Int

    /// Scroll indicator visibility depends on the policies of the component accepting the
    /// visibility configuration.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: 0) }
    /// Show the scroll indicators.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: 1) }
    /// Hide the scroll indicators.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: 2) }
    /// Scroll indicators should never be visible.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: 3) }
}

extension View {
    /// Sets the visibility of scroll indicators within this view.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { row }.scrollIndicators(.never)
    /// ```
    ///
    /// > Note: Accepted; a Kinema host draws no scroll indicators.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// Disables or enables scrolling in scrollable views.
    ///
    /// ```swift
    /// ScrollView { rows }.scrollDisabled(true)
    /// ```
    ///
    /// > Note: Accepted; a Kinema host does not scroll, so scrolling is always off.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        self
    }
}
