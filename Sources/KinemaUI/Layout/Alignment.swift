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

/// One alignment guide, either axis: the identifying type's number in ``AlignmentIDs`` and the
/// axis it measures along.
struct AlignmentKey: Hashable, Sendable {
    /// The identifying type's number in ``AlignmentIDs``.
    let index: UInt32
    /// `true` for a horizontal alignment (a position along the width).
    let isHorizontal: Bool

    init(index: UInt32, horizontal: Bool) {
        self.index = index
        self.isHorizontal = horizontal
    }

    /// The guide's value in a view of `size` that does not set it.
    func defaultValue(in size: CGSize) -> CGFloat {
        AlignmentIDs.type(at: index).defaultValue(in: ViewDimensions(width: size.width, height: size.height))
    }
}

/// Every alignment guide's identifying type, numbered: an alignment holds its type's number, so
/// an `Alignment` is 8 bytes, not four words. (With the four words, a `frame(width:height:)`
/// modifier was 64 bytes, too large to sit inline in a view's existential: every framed view
/// boxed its value on the heap.) The built-in guides have fixed numbers and are read without a
/// lock; a custom guide gets the next number when its first alignment is made.
enum AlignmentIDs {
    /// The built-in guides, at their numbers (the static alignments use these numbers).
    nonisolated(unsafe) private static let builtIn: [any AlignmentID.Type] = [
        LeadingGuide.self, HorizontalCenterGuide.self, TrailingGuide.self,
        ListRowSeparatorLeadingGuide.self, ListRowSeparatorTrailingGuide.self,
        TopGuide.self, VerticalCenterGuide.self, BottomGuide.self,
        FirstTextBaselineGuide.self, LastTextBaselineGuide.self,
    ]
    private static let lock = NSLock()
    /// Custom guides, numbered from `builtIn.count`, and their numbers by type.
    nonisolated(unsafe) private static var custom: [any AlignmentID.Type] = []
    nonisolated(unsafe) private static var numbers: [ObjectIdentifier: UInt32] = [:]

    /// The number of `id`, given on first use.
    static func index(of id: any AlignmentID.Type) -> UInt32 {
        let key = ObjectIdentifier(id)
        if let builtIn = builtIn.firstIndex(where: { ObjectIdentifier($0) == key }) { return UInt32(builtIn) }
        return lock.withLock {
            if let known = numbers[key] { return known }
            let number = UInt32(builtIn.count + custom.count)
            custom.append(id)
            numbers[key] = number
            return number
        }
    }

    /// The type numbered `index`.
    static func type(at index: UInt32) -> any AlignmentID.Type {
        let position = Int(index)
        if position < builtIn.count { return builtIn[position] }
        return lock.withLock { custom[position - builtIn.count] }
    }
}

private enum LeadingGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
private enum HorizontalCenterGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
private enum TrailingGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
private enum ListRowSeparatorLeadingGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
private enum ListRowSeparatorTrailingGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
private enum TopGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
private enum VerticalCenterGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
private enum BottomGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
// A view without text has its baselines at its bottom edge; text sets them explicitly.
private enum FirstTextBaselineGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
private enum LastTextBaselineGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
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
    /// The identifying type's number in ``AlignmentIDs`` (the axis is this struct's).
    let index: UInt32

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        index = AlignmentIDs.index(of: id)
    }

    init(index: UInt32) {
        self.index = index
    }

    /// The guide as layout looks it up.
    var key: AlignmentKey { AlignmentKey(index: index, horizontal: true) }

    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
        lhs.index == rhs.index
    }

    /// The guide's position in a view of `size` that does not set it explicitly.
    func defaultValue(in size: CGSize) -> CGFloat { key.defaultValue(in: size) }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(index: 0)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(index: 1)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(index: 2)
    /// A guide marking the leading edge of a list row separator: the leading edge by default.
    public static let listRowSeparatorLeading = HorizontalAlignment(index: 3)
    /// A guide marking the trailing edge of a list row separator: the trailing edge by default.
    public static let listRowSeparatorTrailing = HorizontalAlignment(index: 4)
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
    /// The identifying type's number in ``AlignmentIDs`` (the axis is this struct's).
    let index: UInt32

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        index = AlignmentIDs.index(of: id)
    }

    init(index: UInt32) {
        self.index = index
    }


    /// The guide as layout looks it up.
    var key: AlignmentKey { AlignmentKey(index: index, horizontal: false) }

    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
        lhs.index == rhs.index
    }

    /// The guide's position in a view of `size` that does not set it explicitly.
    func defaultValue(in size: CGSize) -> CGFloat { key.defaultValue(in: size) }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(index: 5)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(index: 6)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(index: 7)
    /// A guide that marks the top-most text baseline in a view: the baseline of text's first
    /// line, and the bottom edge of a view with no text.
    public static let firstTextBaseline = VerticalAlignment(index: 8)
    /// A guide that marks the bottom-most text baseline in a view: the baseline of text's last
    /// line, and the bottom edge of a view with no text.
    public static let lastTextBaseline = VerticalAlignment(index: 9)
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
