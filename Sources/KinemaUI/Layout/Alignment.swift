import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    /// Where along the width the guide sits: 0 leading, 1 trailing.
    let fraction: CGFloat

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    /// Where along the height the guide sits: 0 top, 1 bottom.
    let fraction: CGFloat

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(fraction: 0)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(fraction: 1)
    /// A guide that marks the top-most text baseline in a view (placed as the top here: Kinema's
    /// text lines start at the top of their frame).
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    /// A guide that marks the bottom-most text baseline in a view (placed as the bottom).
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
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

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// A rectangle of `size` placed in `rect` at this alignment.
    func place(_ size: CGSize, in rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + (rect.width - size.width) * horizontal.fraction,
            y: rect.minY + (rect.height - size.height) * vertical.fraction,
            width: size.width, height: size.height)
    }
}
