import Foundation

/// Constants that define how a view's content fills the available space.
///
/// ```swift
/// Color.blue.aspectRatio(2, contentMode: .fit)
/// ```
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// An option that resizes the content so it's all within the available space, both vertically
    /// and horizontally.
    case fit
    /// An option that resizes the content so it occupies all available space, both vertically and
    /// horizontally.
    case fill
}

struct _AspectRatioLayout: ViewModifier, PrimitiveModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .aspectRatio(ratio, contentMode)
        context.updateChild(of: node, with: content)
    }
}

extension View {
    /// Constrains this view's dimensions to the specified aspect ratio.
    ///
    /// ```swift
    /// Color.blue.aspectRatio(16 / 9, contentMode: .fit)   // in 400 × 400: 400 × 225
    /// Color.blue.aspectRatio(contentMode: .fill)          // the colour's own ratio, filling
    /// ```
    ///
    /// The view is offered the largest size of that ratio inside the proposal (`.fit`) or the
    /// smallest that covers it (`.fill`), and takes the size it chooses for that offer. A `nil`
    /// ratio keeps the view's ideal ratio (its size offered nothing): a resizable image keeps its
    /// picture's. A dimension proposed nothing follows from the other; proposed nothing at all, the
    /// view's ideal size is fitted or filled.
    ///
    /// A ratio that is zero, negative, NaN or infinite reads as `nil`. When the ratio is `nil` and
    /// the view's ideal size has a zero or non-finite dimension, or when a ratio is so extreme that
    /// the size it gives is not finite (filling with a ratio of 1e308), the proposal passes
    /// unchanged.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(ratio: aspectRatio.flatMap(AspectRatio.usable), contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    ///
    /// ```swift
    /// Color.blue.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)
    /// ```
    ///
    /// The ratio is `width / height`; a size whose ratio is not finite and positive reads as
    /// `nil` (the view's own ratio).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(
            ratio: AspectRatio.usable(aspectRatio.width / aspectRatio.height), contentMode: contentMode))
    }

    /// Scales this view to fit its parent, keeping its aspect ratio: `aspectRatio(contentMode: .fit)`.
    ///
    /// ```swift
    /// Image("landscape").resizable().scaledToFit()
    /// ```
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping its aspect ratio: `aspectRatio(contentMode: .fill)`.
    ///
    /// ```swift
    /// Image("landscape").resizable().scaledToFill()
    /// ```
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
