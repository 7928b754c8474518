import Foundation

/// A description of a row or a column in a lazy grid.
///
/// ```swift
/// let columns = [
///     GridItem(.fixed(60)),                    // always 60 points
///     GridItem(.flexible(minimum: 40)),        // a share of what is left, at least 40
///     GridItem(.adaptive(minimum: 80)),        // as many 80-point-or-wider columns as fit
/// ]
/// LazyVGrid(columns: columns) { cells }
/// ```
///
/// How a lazy grid sizes its items across its growth axis, given the length `L` it is offered:
/// fixed items take their size; spacing (each item's, after it, except the last one's) and fixed
/// items are taken from `L`, and what is left is divided equally among the flexible and adaptive
/// items, each share clamped to the item's bounds (an adaptive item's share is bounded by its
/// minimum only). When a bound binds, the item keeps its bound and the others share what is left
/// again, so the items fill `L` whenever their bounds allow. An adaptive item then fills its
/// share with as many columns as fit: `n = max(1, ⌊(share + spacing) / (minimum + spacing)⌋)`,
/// each `(share − (n − 1) · spacing) / n` wide, at most `maximum`. Offered no length, a flexible
/// item takes its minimum and an adaptive one is a single column of its minimum.
///
/// > Note: SwiftUI documents the equal share, clamped; sharing again what clamped items leave is
/// > Kinema's reading for the case where a bound binds. It also makes a grid laid out in the size
/// > it asked for when offered nothing come out at that size.
///
/// Bad values have a defined reading: a negative, NaN or infinite fixed size or minimum is 0; a
/// NaN maximum is infinite and a maximum below the minimum is the minimum; NaN or infinite spacing
/// is the default 8 points. An adaptive item never makes more than 10,000 columns.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: GridItem.Size
    /// The spacing to the next item (8 points when `nil`).
    public var spacing: CGFloat?
    /// The alignment to use when placing each view (centred when `nil`).
    public var alignment: Alignment?

    /// Creates a grid item with the specified size, spacing, and alignment.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid item as layout reads it: bounds made usable, spacing and alignment resolved.
struct LazyGridTrack: Equatable {
    enum Size: Equatable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat, maximum: CGFloat)
        case adaptive(minimum: CGFloat, maximum: CGFloat)
    }

    var size: Size
    /// The space after this item.
    var spacing: CGFloat
    var alignment: Alignment

    @MainActor
    init(_ item: GridItem) {
        func length(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        func maximum(_ value: CGFloat, above minimum: CGFloat) -> CGFloat { value.isNaN ? .infinity : max(value, minimum) }
        switch item.size {
        case .fixed(let value):
            size = .fixed(length(value))
        case .flexible(let low, let high):
            size = .flexible(minimum: length(low), maximum: maximum(high, above: length(low)))
        case .adaptive(let low, let high):
            size = .adaptive(minimum: length(low), maximum: maximum(high, above: length(low)))
        }
        spacing = Stacks.spacing(item.spacing)
        alignment = item.alignment ?? .center
    }
}
