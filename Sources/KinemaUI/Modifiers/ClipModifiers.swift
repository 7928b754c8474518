import Foundation

/// Clips the items under it to a shape laid out in the effect's frame. The shape's
/// `animatableData` animates, so a clip can grow, move or change its corners under an animation.
struct ClipEffect<S: Shape>: DrawingEffect {
    var shape: S
    var eoFill: Bool

    var animatableData: S.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    /// Equal shapes, or for a shape that cannot be compared, never equal: its stored properties
    /// (a rounded rectangle's corner style, a custom shape's sides) need not be animatable data.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.eoFill == rhs.eoFill && lhs.shape.animatableData == rhs.shape.animatableData
            && areEqualIfEquatable(lhs.shape, rhs.shape)
    }

    /// A new shape whose animatable data did not move (a new corner style) is drawn anew.
    static var drawsMoreThanItsData: Bool { true }

    func apply(in rect: CGRect, to state: inout DrawState) {
        state.open(.clip(shape.path(in: rect).sanitized, eoFill: eoFill))
    }
}

// A shape that can be compared (the built-in ones) draws the same path for the same value in the
// same rectangle, so its clip keeps the latest path: a scroll view's clip is one path for each of
// its thousands of rows, made once rather than once per row per frame.
extension ClipEffect: SharedWorkEffect where S: Equatable {
    static func applier(reading reader: AnimatablePresentation<Self>) -> (CGRect, inout DrawState) -> Void {
        let cache = ClipPathCache<S>()
        return { rect, state in
            let clip = reader.value
            if cache.rect != rect || cache.shape != clip.shape {
                cache.shape = clip.shape
                cache.rect = rect
                cache.path = clip.shape.path(in: rect).sanitized
            }
            state.open(.clip(cache.path, eoFill: clip.eoFill))
        }
    }
}

/// The latest path a clip effect drew, with the shape and rectangle it was drawn from.
private final class ClipPathCache<S: Shape> {
    var shape: S?
    var rect = CGRect.null
    var path = Path()
}

/// A view drawn inside a group opened by a static effect: one side of a mask.
struct _GroupedView: View, PrimitiveView {
    let content: any View
    let effect: StaticGroupEffect

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        _AnimatableEffectModifier(effect: effect).update(node, content: content, in: &context)
    }
}

/// Shows the content only where the mask is opaque. The mask is laid out as an overlay: offered
/// the content's size and aligned on it.
struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .decorated(primary: 0, alignment: alignment)
        // The two sides share the modifier's node id, so the renderer pairs the mask with what
        // it masks.
        let masked = _GroupedView(content: content, effect: StaticGroupEffect(effect: .mask, id: node.id))
        let source = _GroupedView(
            content: ZStack(alignment: alignment) { mask },
            effect: StaticGroupEffect(effect: .maskSource, id: node.id))
        context.updateChildren(of: node, with: [masked, source])
    }
}

/// The kinds of interaction a content shape defines. Kinema's interactions are taps and
/// gestures, which ``interaction`` shapes; the other kinds are accepted for SwiftUI's spelling.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The kind for hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The kind for drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The kind for context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The kind for hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The kind for focus effects.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The kind for accessibility visuals and sorting.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// Sets a clipping shape for this view.
    ///
    /// ```swift
    /// Image("avatar")
    ///     .clipShape(RoundedRectangle(cornerRadius: expanded ? 0 : 40))
    /// ```
    ///
    /// The shape is laid out in the view's frame, and its `animatableData` animates: a clip that
    /// changes under `withAnimation` moves frame by frame. A shape whose path has a non-finite
    /// coordinate clips everything away.
    ///
    /// - Parameters:
    ///   - shape: The clipping shape to use for this view.
    ///   - style: The fill style to use when rasterizing `shape` (even-odd or non-zero).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_AnimatableEffectModifier(effect: ClipEffect(shape: shape, eoFill: style.isEOFilled)))
    }

    /// Clips this view to its bounding rectangular frame.
    ///
    /// ```swift
    /// Text("A long headline").frame(width: 80).clipped()
    /// ```
    ///
    /// - Parameter antialiased: Whether the clipping edges are smoothed; accepted, the SVG
    ///   renderer always smooths.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    ///
    /// ```swift
    /// Color.blue.frame(width: 100, height: 60).cornerRadius(12)
    /// ```
    ///
    /// The corners are circular arcs; the radius animates.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Masks this view using the alpha channel of the given view.
    ///
    /// ```swift
    /// Text("Shimmer").font(.largeTitle)
    ///     .mask {
    ///         LinearGradient(colors: [.clear, .white, .clear], startPoint: .leading, endPoint: .trailing)
    ///             .offset(x: phase)
    ///     }
    /// ```
    ///
    /// The mask is offered the view's size and aligned on it, as an overlay is; whatever in it
    /// animates (an offset, a trim, a gradient) moves the mask frame by frame.
    ///
    /// - Parameters:
    ///   - alignment: The alignment for `mask` in relation to this view.
    ///   - mask: The view whose alpha the rendering system applies to the specified view.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view using the alpha channel of the given view. (SwiftUI's older spelling.)
    ///
    /// ```swift
    /// Color.red.mask(Circle())
    /// ```
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}

