import Foundation

/// A type that you use to create custom alignment guides.
///
/// Declare a type whose `defaultValue(in:)` says where the guide sits in a view that does not set
/// it, and make an alignment from it:
///
/// ```swift
/// private struct FirstThirdAlignment: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat {
///         context.height / 3
///     }
/// }
///
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
/// }
///
/// HStack(alignment: .firstThird, spacing: 0) {
///     Color.red.frame(height: 60)
///     Color.blue.frame(height: 30).alignmentGuide(.firstThird) { $0.height / 2 }
/// }
/// ```
///
/// Two alignments made from the same type are the same alignment.
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set in that
    /// context.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide, either axis: the identifying type and the axis it measures along.
struct AlignmentKey: Hashable, @unchecked Sendable {
    // A metatype is immutable and safe to share; `any AlignmentID.Type` is just not declared
    // `Sendable`.
    let id: any AlignmentID.Type
    /// `true` for a horizontal alignment (a position along the width).
    let isHorizontal: Bool

    init(_ id: any AlignmentID.Type, horizontal: Bool) {
        self.id = id
        self.isHorizontal = horizontal
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.isHorizontal == rhs.isHorizontal
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(isHorizontal)
    }

    /// The guide's value in a view of `size` that does not set it.
    func defaultValue(in size: CGSize) -> CGFloat {
        id.defaultValue(in: ViewDimensions(width: size.width, height: size.height))
    }
}

/// An alignment position along the horizontal axis.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Title")
///     Text("Subtitle").alignmentGuide(.leading) { _ in -12 }   // 12 points further right
/// }
/// ```
public struct HorizontalAlignment: Equatable, Sendable {
    // Only the type (the axis is this struct's): an `Alignment` is four words. A metatype is
    // immutable and safe to share; `any AlignmentID.Type` is just not declared `Sendable`.
    nonisolated(unsafe) let id: any AlignmentID.Type

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
    }

    /// The guide as layout looks it up.
    var key: AlignmentKey { AlignmentKey(id, horizontal: true) }

    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    /// The guide's position in a view of `size` that does not set it explicitly.
    func defaultValue(in size: CGSize) -> CGFloat { key.defaultValue(in: size) }

    private enum Leading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }
    private enum Trailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
    private enum ListRowSeparatorLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum ListRowSeparatorTrailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(Leading.self)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(Center.self)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(Trailing.self)
    /// A guide marking the leading edge of a list row separator: the leading edge by default.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// A guide marking the trailing edge of a list row separator: the trailing edge by default.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}

/// An alignment position along the vertical axis.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) {
///     Text("Big").font(.largeTitle)
///     Text("small")
/// }
/// ```
public struct VerticalAlignment: Equatable, Sendable {
    nonisolated(unsafe) let id: any AlignmentID.Type

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
    }

    /// The guide as layout looks it up.
    var key: AlignmentKey { AlignmentKey(id, horizontal: false) }

    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    /// The guide's position in a view of `size` that does not set it explicitly.
    func defaultValue(in size: CGSize) -> CGFloat { key.defaultValue(in: size) }

    private enum Top: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    private enum Bottom: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    // A view without text has its baselines at its bottom edge; text sets them explicitly.
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(Top.self)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(Center.self)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// A guide that marks the top-most text baseline in a view: the baseline of text's first
    /// line, and the bottom edge of a view with no text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// A guide that marks the bottom-most text baseline in a view: the baseline of text's last
    /// line, and the bottom edge of a view with no text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// An alignment in both axes.
///
/// ```swift
/// Color.red.frame(width: 20, height: 20)
///     .frame(width: 100, height: 100, alignment: .topLeading)
/// ```
public struct Alignment: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an instance with the given horizontal and vertical alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A guide that marks the center of the view.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// A guide that marks the leading edge of the view, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// A guide that marks the trailing edge of the view, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// A guide that marks the top edge of the view, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// A guide that marks the bottom edge of the view, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// A guide that marks the top and leading edges of the view.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// A guide that marks the top and trailing edges of the view.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// A guide that marks the bottom and leading edges of the view.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// A guide that marks the bottom and trailing edges of the view.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// A guide that marks the leading edge and the first text baseline of the view.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// A guide that marks the center and the first text baseline of the view.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// A guide that marks the trailing edge and the first text baseline of the view.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// A guide that marks the leading edge and the last text baseline of the view.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// A guide that marks the center and the last text baseline of the view.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// A guide that marks the trailing edge and the last text baseline of the view.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// A rectangle of `size` placed in `rect` by the default guides of both (for views that set
    /// no guide of their own).
    func place(_ size: CGSize, in rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + horizontal.defaultValue(in: rect.size) - horizontal.defaultValue(in: size),
            y: rect.minY + vertical.defaultValue(in: rect.size) - vertical.defaultValue(in: size),
            width: size.width, height: size.height)
    }

    /// The unit point where the default guides of both meet in a view of `size` (a zero length
    /// reads as the centre).
    func unitPoint(in size: CGSize) -> UnitPoint {
        UnitPoint(
            x: size.width == 0 ? 0.5 : horizontal.defaultValue(in: size) / size.width,
            y: size.height == 0 ? 0.5 : vertical.defaultValue(in: size) / size.height)
    }
}
