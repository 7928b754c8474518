import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading) {
///         ForEach(1...100, id: \.self) { Text("Row \($0)") }
///     }
/// }
/// ```
///
/// As in SwiftUI, rows are made as they come into view: only the rows whose frames meet the
/// visible part of the enclosing scroll view (or of the host, outside one) have views, so a
/// `ForEach` of a million rows costs a screenful. Rows scrolled into view appear (`onAppear`), rows
/// scrolled out go (`onDisappear`, their state with them); rows not made count at the mean length
/// of the made ones, so the content's length is exact when the rows are alike and an estimate
/// otherwise. At most 2,000 rows are made at once, however short. A lazy stack lays out
/// differently from `VStack` in two ways:
/// - it is as wide as it is offered (the rows are aligned in that width), where a `VStack` is as
///   wide as its widest row; offered no width (or an infinite one), it is as wide as its widest row;
/// - each row is offered no height and takes its ideal height, so space is never shared among
///   flexible rows: a `Spacer` keeps its minimum length and a `Color` is 10 points tall.
///
/// Spacing is as in `VStack` (8 points by default; NaN and infinities read as the default; a
/// negative spacing overlaps the rows). Pinned views are accepted and
/// scroll with their section.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning
    /// behavior, and content.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A lazy stack has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .lazyStack(
            .vertical, spacing: Stacks.spacing(spacing), alignment: Alignment(horizontal: alignment, vertical: .center))
        context.updateLazyChildren(of: node, rows: LazyRows.of(content))
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items only as
/// needed.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack(alignment: .top, spacing: 10) {
///         ForEach(1...100, id: \.self) { Text("Column \($0)") }
///     }
/// }
/// ```
///
/// Laid out as ``LazyVStack`` is, with the axes swapped: as tall as it is offered, each column at
/// its ideal width, and only the columns in view made.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, pinning
    /// behavior, and content.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A lazy stack has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .lazyStack(
            .horizontal, spacing: Stacks.spacing(spacing), alignment: Alignment(horizontal: .center, vertical: alignment))
        context.updateLazyChildren(of: node, rows: LazyRows.of(content))
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) { rows }
/// ```
///
/// > Note: Accepted and kept; nothing is pinned yet: headers scroll with their sections.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The header view of each `Section` will be pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each `Section` will be pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
