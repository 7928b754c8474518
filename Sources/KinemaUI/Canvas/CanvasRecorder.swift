import Foundation

/// One drawing operation of a canvas, in the canvas's own space (origin at its top-leading
/// corner), ready to become a display-list item once the canvas's place in the host is known.
struct CanvasItem {
    var content: DisplayList.Content
    /// Where the content is drawn, in the user space of the operation: before `transform`.
    var frame: CGRect
    /// The context's transform when the operation ran: user space → canvas space.
    var transform: CGAffineTransform
    var opacity: Double
    var shadow: DisplayList.Shadow?
    /// The colour text, template images and foreground-shaded paths are drawn in, or `nil` for
    /// the foreground style around the canvas.
    var foregroundColor: Color?
    /// Clips, masks, filters, blend modes and layers, outermost first. Ids are the recording's
    /// own (positive); geometry is in canvas space.
    var groups: [DisplayList.Group]
}

/// Where a canvas's drawing goes. Every copy of a ``GraphicsContext`` made while the renderer
/// runs holds the same recorder, so drawing through a copy draws into the same canvas, as in
/// SwiftUI; everything else about a context is its own value.
final class CanvasRecorder {
    /// The most operations one render keeps: an absurd loop cannot grow the display list without
    /// bound. Operations past it are dropped.
    static let maximumItems = 100_000

    /// The canvas's size, as the renderer was given it.
    let size: CGSize
    /// How text and symbols are styled where the canvas sits.
    let text: TextEnvironment
    /// The canvas's tagged views, drawn once, by tag.
    let symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]
    private(set) var items: [CanvasItem] = []
    private var nextGroupID = 1

    init(size: CGSize, text: TextEnvironment, symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]) {
        self.size = size
        self.text = text
        self.symbols = symbols
    }

    /// The group every item of the canvas is drawn in: the canvas's bounds, as SwiftUI draws a
    /// canvas into its own rectangle.
    static let boundsGroupID = 0

    /// A group id not used before in this recording.
    func makeGroupID() -> Int {
        defer { nextGroupID += 1 }
        return nextGroupID
    }

    /// Keeps `item`, unless the recording is full or the item cannot be drawn (see
    /// ``CanvasItem/sanitized``).
    func append(_ item: CanvasItem) {
        guard items.count < Self.maximumItems, let item = item.sanitized else { return }
        items.append(item)
    }

    var count: Int { items.count }
}

// MARK: - Sanitising

extension CanvasItem {
    /// The largest scale factor or translation an operation's transform may have: beyond it, the
    /// canvas's own placement would overflow, so the operation draws nothing.
    static let largestTransformComponent: CGFloat = 1e12

    /// The operation as drawn, every number finite, or `nil` when it draws nothing. What draws
    /// nothing: a transform that is not finite or has a component beyond
    /// ``largestTransformComponent``, and a clip to a region that is not finite. What is left
    /// out: a filter, blend or layer group with a number that is not finite, and such a shadow.
    /// The content is sanitised as a view's is (``DisplayList/Content/sanitized``), the frame
    /// gets finite coordinates and sizes, and the opacity is clamped to 0…1 (NaN is 0).
    var sanitized: CanvasItem? {
        let t = transform
        guard t.isFinite,
              max(abs(t.a), abs(t.b), abs(t.c), abs(t.d), abs(t.tx), abs(t.ty)) <= Self.largestTransformComponent
        else { return nil }
        var item = self
        item.content = content.sanitized
        item.frame = frame.sanitizedFrame
        item.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        if let shadow, !(shadow.radius.isFinite && shadow.x.isFinite && shadow.y.isFinite) { item.shadow = nil }
        if !groups.isEmpty, !groups.allSatisfy({ FiniteNumberCheck.holds(for: $0) }) {
            var kept: [DisplayList.Group] = []
            for group in groups {
                if FiniteNumberCheck.holds(for: group) {
                    kept.append(group)
                } else if case .clip = group.effect {
                    return nil
                }
            }
            item.groups = kept
        }
        return item
    }
}
