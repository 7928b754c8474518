import Foundation

/// An immediate mode drawing destination, and its current state.
///
/// A ``Canvas`` hands one to its renderer. Fill and stroke paths, draw text, images and the
/// canvas's symbols, and change the state — transform, opacity, blend mode, clip shapes,
/// filters — that applies to the operations after it:
///
/// ```swift
/// Canvas { context, size in
///     context.fill(
///         Path(ellipseIn: CGRect(origin: .zero, size: size)),
///         with: .color(.green))
///     var half = context
///     half.clip(to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)))
///     half.opacity = 0.5
///     half.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// .frame(width: 300, height: 200)
/// ```
///
/// A context is a value. A copy's transform, opacity, blend mode, clips and filters are its
/// own: changing them does not change the context it was copied from. Every copy still draws
/// into the same canvas, so the masked half above is drawn over the ellipse.
///
/// Each operation becomes an ordinary display-list item (a path, text or an image) in the
/// canvas's coordinate space, carrying the transform, opacity, clips and filters in effect, so
/// the SVG renderer and the image exporters draw it like any view. See <doc:Canvases> for
/// what Kinema draws differently from SwiftUI.
///
/// Bad input has a defined outcome: an operation under a transform with a non-finite component,
/// or at a non-finite point or rectangle, draws nothing; path elements with a non-finite
/// coordinate are left out; opacities are clamped to 0…1 (NaN is 0) and an operation at zero
/// opacity draws nothing. One render keeps at most 100,000 operations.
public struct GraphicsContext {
    /// Where the drawing goes: shared by every copy.
    let recorder: CanvasRecorder
    private let storedEnvironment: EnvironmentValues

    /// The environment the canvas sits in: its values are the view's.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     let dark = context.environment.colorScheme == .dark
    ///     context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(dark ? .black : .white))
    /// }
    /// ```
    public var environment: EnvironmentValues { storedEnvironment }

    /// The transform that maps the coordinates of later drawing operations to the canvas's:
    /// identity at first, with the origin at the canvas's top-leading corner and y pointing down.
    ///
    /// ```swift
    /// context.transform = CGAffineTransform(translationX: size.width / 2, y: size.height / 2)
    /// context.fill(Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.red))  // centred
    /// ```
    ///
    /// A transform with a non-finite component draws nothing until it is replaced.
    public var transform: CGAffineTransform = .identity

    /// The opacity of later drawing operations, 0…1 (default 1).
    ///
    /// ```swift
    /// for index in 0..<10 {
    ///     context.opacity = Double(index) / 10
    ///     context.fill(Path(CGRect(x: CGFloat(index) * 20, y: 0, width: 18, height: 18)), with: .color(.blue))
    /// }
    /// ```
    ///
    /// Each operation is drawn at this opacity on its own (overlapping operations show through
    /// one another). Values are clamped to 0…1 when drawing, NaN counts as 0, and an operation at
    /// opacity 0 adds nothing.
    public var opacity: Double = 1

    /// How later drawing operations blend with what is already drawn (default normal).
    ///
    /// ```swift
    /// context.blendMode = .multiply
    /// context.fill(Path(ellipseIn: rect), with: .color(.yellow))
    /// ```
    ///
    /// Modes CSS has (multiply, screen, overlay, … plus lighter) are drawn; the Porter–Duff
    /// modes SVG cannot express draw as normal. See ``BlendMode-swift.struct``.
    public var blendMode: BlendMode = .normal

    /// The clips, masks and layers later operations are drawn in, outermost first, in canvas
    /// space.
    var groups: [DisplayList.Group]
    /// Filters added with `addFilter`, first added first.
    var filters: [Filter] = []
    /// A shadow filter added outside the layer being drawn: every operation in it casts it.
    var layerShadow: DisplayList.Shadow?
    /// The bounds of the clip shapes, in canvas space.
    var clipBounds: CGRect

    /// A context drawing into `recorder` from the canvas's origin.
    init(recorder: CanvasRecorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.storedEnvironment = environment
        let bounds = CGRect(origin: .zero, size: recorder.size)
        clipBounds = bounds
        groups = [DisplayList.Group(id: CanvasRecorder.boundsGroupID, effect: .clip(Path(bounds), eoFill: false))]
    }

    // MARK: - Transforms

    /// Moves the coordinates of later drawing operations by an amount in each dimension.
    ///
    /// ```swift
    /// context.translateBy(x: size.width / 2, y: size.height / 2)
    /// context.fill(Path(ellipseIn: CGRect(x: -5, y: -5, width: 10, height: 10)), with: .color(.blue))
    /// ```
    ///
    /// The translation applies before the transform already in effect, as Core Graphics'
    /// `translateBy` does: after a `scaleBy(x: 2, y: 2)`, translating by 10 moves by 20 canvas
    /// points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales the coordinates of later drawing operations by an amount in each dimension.
    ///
    /// ```swift
    /// context.scaleBy(x: 2, y: 2)
    /// context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))   // 20 × 20
    /// ```
    ///
    /// Line widths scale too. The scale applies before the transform already in effect.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates the coordinates of later drawing operations by an angle.
    ///
    /// ```swift
    /// context.translateBy(x: 100, y: 100)
    /// context.rotate(by: .degrees(45))
    /// context.fill(Path(CGRect(x: -20, y: -20, width: 40, height: 40)), with: .color(.orange))   // a diamond
    /// ```
    ///
    /// Positive angles turn clockwise on screen (y points down), about the current origin. The
    /// rotation applies before the transform already in effect.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Appends a transform to the context's existing one: `matrix` applies first.
    ///
    /// ```swift
    /// context.concatenate(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))   // a shear
    /// ```
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// The bounding rectangle of the intersection of the clip shapes, in the current user space
    /// (the canvas's bounds before any clip).
    ///
    /// ```swift
    /// context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
    /// context.translateBy(x: 10, y: 0)
    /// context.clipBoundingRect   // (-10, 0, 50, 50)
    /// ```
    ///
    /// A transform that cannot be inverted (a zero scale, a non-finite component) gives
    /// `.null`, as does a clip that leaves nothing.
    public var clipBoundingRect: CGRect {
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard t.isFinite, determinant != 0, determinant.isFinite, !clipBounds.isNull else { return .null }
        let rect = clipBounds.applying(t.inverted())
        return rect.hasFiniteComponents ? rect : .null
    }
}
