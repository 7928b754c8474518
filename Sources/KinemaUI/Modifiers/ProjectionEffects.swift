import Foundation

// Effects that move a view's drawing by a transform that depends on its size: 3-D rotations,
// projections, affine transforms and custom geometry effects. Items carry affine transforms (what
// most renderers draw), so a perspective sets the item's transform to its closest affine map over
// the view's frame (`ProjectionTransform.affineApproximation(over:)`) and keeps the exact map in
// the item's `projection`, which the SVG renderer draws through.

extension DrawState {
    /// Applies `projection`, given in the coordinates of a view laid out in `rect` (origin at its
    /// top-leading corner), after everything applied so far.
    mutating func apply(_ projection: ProjectionTransform, in rect: CGRect) {
        let local = CGRect(origin: .zero, size: rect.size)
        var affine = projection.affineApproximation(over: local)
        // A projection that cannot be drawn (a non-finite coefficient) is left out, as a
        // non-finite effect value is.
        guard [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty].allSatisfy(\.isFinite) else { return }
        // From the view's coordinates to the host's: move to the origin, transform, move back.
        affine.tx += rect.minX - (affine.a * rect.minX + affine.c * rect.minY)
        affine.ty += rect.minY - (affine.b * rect.minX + affine.d * rect.minY)
        guard !projection.isAffine else {
            if affine != .identity { concatenate(affine) }
            return
        }
        // A perspective: the item keeps the exact map too, for renderers that can draw it.
        let exact = (self.projection ?? ProjectionTransform(transform))
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: -rect.minX, y: -rect.minY)))
            .concatenating(projection)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: rect.minX, y: rect.minY)))
        guard concatenate(affine) else { return }
        self.projection = exact.hasFiniteEntries ? exact : nil
    }
}

extension ProjectionTransform {
    /// Whether every entry is finite.
    var hasFiniteEntries: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite
    }
}

/// Rotates a view's drawing in three dimensions about an axis, seen in perspective.
struct Rotation3DEffect: DrawingEffect {
    var angle: Angle
    var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    var anchor: UnitPoint
    var anchorZ: CGFloat
    var perspective: CGFloat

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor
            && lhs.anchorZ == rhs.anchorZ && lhs.perspective == rhs.perspective
    }

    /// The angle, each element of the axis, the anchor, its depth and the perspective animate
    /// separately, as SwiftUI documents.
    var animatableData: AnimatablePair<
        Angle.AnimatableData,
        AnimatablePair<AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>,
                       AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>>
    > {
        get {
            AnimatablePair(angle.animatableData, AnimatablePair(
                AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z)),
                AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))))
        }
        set {
            angle.animatableData = newValue.first
            axis = (newValue.second.first.first, newValue.second.first.second.first, newValue.second.first.second.second)
            anchor.animatableData = newValue.second.second.first
            anchorZ = newValue.second.second.second.first
            perspective = newValue.second.second.second.second
        }
    }

    /// The rotation as a projection in the coordinates of a view of `size`: about the anchor
    /// (at depth `anchorZ`), then seen from a viewer at distance max(width, height) / perspective
    /// (no foreshortening when the perspective is 0).
    func projection(size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else { return ProjectionTransform() }
        let ux = axis.x / length, uy = axis.y / length, uz = axis.z / length
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        // Rodrigues' rotation matrix, acting on column vectors; with y pointing down, a positive
        // angle about z turns +x towards +y, as `rotationEffect` does.
        let r11 = c + ux * ux * t, r12 = ux * uy * t - uz * s, r13 = ux * uz * t + uy * s
        let r21 = uy * ux * t + uz * s, r22 = c + uy * uy * t, r23 = uy * uz * t - ux * s
        let r31 = uz * ux * t - uy * s, r32 = uz * uy * t + ux * s, r33 = c + uz * uz * t
        let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ
        // The anchor, rotated.
        let rax = r11 * ax + r12 * ay + r13 * az
        let ray = r21 * ax + r22 * ay + r23 * az
        let raz = r31 * ax + r32 * ay + r33 * az
        let extent = max(size.width, size.height)
        // The depth term of the perspective divide: w = 1 − z′ / distance.
        let k = perspective.isFinite && extent > 0 ? perspective / extent : 0
        var m = ProjectionTransform()
        m.m11 = r11 - ax * r31 * k
        m.m21 = r12 - ax * r32 * k
        m.m31 = -rax + ax * (1 + raz * k)
        m.m12 = r21 - ay * r31 * k
        m.m22 = r22 - ay * r32 * k
        m.m32 = -ray + ay * (1 + raz * k)
        m.m13 = -r31 * k
        m.m23 = -r32 * k
        m.m33 = 1 + raz * k
        return m
    }

    func apply(in rect: CGRect, to state: inout DrawState) {
        state.apply(projection(size: rect.size), in: rect)
    }
}

/// A fixed projection or affine transform in the view's coordinates.
struct ProjectionEffect: DrawingEffect {
    var transform: ProjectionTransform

    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func apply(in rect: CGRect, to state: inout DrawState) {
        state.apply(transform, in: rect)
    }
}

/// An effect that changes the visual appearance of a view, largely without changing its
/// ancestors or descendants: its drawing is moved by the projection ``effectValue(size:)``
/// returns, in the view's own coordinates (origin at its top-leading corner).
///
/// A geometry effect is `Animatable`: under an animation, `effectValue(size:)` runs on every
/// frame with the interpolated `animatableData`, so a custom effect animates along any path.
///
/// ```swift
/// struct Skew: GeometryEffect {
///     var amount: CGFloat
///     var animatableData: CGFloat {
///         get { amount }
///         set { amount = newValue }
///     }
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
///     }
/// }
///
/// Text("Lean").modifier(Skew(amount: leaning ? 0.4 : 0))
/// ```
///
/// Drawing calls `effectValue(size:)` on the main actor, where Kinema's hosts produce frames. A
/// perspective it returns is drawn as its closest affine map over the view's frame.
///
/// SwiftUI declares it as a protocol refining `Animatable` and `ViewModifier`; here it is their
/// composition with ``_GeometryEffectValue``, so that an effect's `Animatable` conformance may be
/// isolated to the main actor, as a modifier's is (see ``AnimatableModifier``).
public typealias GeometryEffect = Animatable & _GeometryEffectValue

/// The requirement of a ``GeometryEffect``: the projection it applies to a view of a given size.
public protocol _GeometryEffectValue: ViewModifier where Body == Never {
    /// Returns the current value of the effect.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension _GeometryEffectValue {
    /// A geometry effect has no body: Kinema draws it.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a geometry effect and has no body")
    }

    /// Brings `node` up to date with `modifier`, a value of this type: an effect node whose
    /// animated value is the effect.
    static func updateGeometryEffect<M>(_ modifier: M, node: ViewNode, content: any View, in context: inout UpdateContext) {
        // Opened as the full composition: the effect's value is animatable.
        let effect = modifier as! any GeometryEffect
        updateNode(effect, node: node, content: content, in: &context)
    }
}

@MainActor
private func updateNode<Effect: GeometryEffect>(
    _ effect: Effect, node: ViewNode, content: any View, in context: inout UpdateContext
) {
    _AnimatableEffectModifier(effect: _CustomGeometryEffect(effect: effect)).update(node, content: content, in: &context)
}

/// A custom ``GeometryEffect`` as a drawing effect. Frames run on the main actor (the host is
/// main-actor isolated), which is where the effect's members live.
// Unchecked: the value is made, stored and drawn by one host, on the main actor; the conformance
// only lets `apply` hand it to `MainActor.assumeIsolated`.
struct _CustomGeometryEffect<Effect: GeometryEffect>: DrawingEffect, @unchecked Sendable {
    var effect: Effect

    var animatableData: Effect.AnimatableData {
        get { effect.animatableData }
        set { effect.animatableData = newValue }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.animatableData == rhs.animatableData && areEqualIfEquatable(lhs.effect, rhs.effect)
    }

    /// A custom effect's stored properties may not all be animatable data.
    static var drawsMoreThanItsData: Bool { true }

    func apply(in rect: CGRect, to state: inout DrawState) {
        let projection = MainActor.assumeIsolated { effect.effectValue(size: rect.size) }
        state.apply(projection, in: rect)
    }
}

extension View {
    /// Renders a view's content as if it's rotated in three dimensions around the specified
    /// axis.
    ///
    /// ```swift
    /// Text("Card")
    ///     .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    /// ```
    ///
    /// The angle, each element of the axis, the anchor, `anchorZ` and the perspective animate.
    /// The viewer sits at max(width, height) / `perspective` from the view (0 draws without
    /// foreshortening). With perspective, each item drawn keeps the exact map
    /// (``DisplayList/Item/projection``), and the SVG renderer — and so pages, PNG, GIF and MP4 —
    /// draws colours, shapes, paths and text (as glyph outlines) through it: a card turned about
    /// y is a trapezoid. A stroke's line is projected exactly, its width scaled by the
    /// projection's mean scale over the frame. What SVG can only map affinely — images, and text
    /// holding emoji (pictures) — is drawn with the closest affine map over the frame
    /// (``DisplayList/Item/transform``: the corners' average placement, without
    /// foreshortening), as is an item part of which would reach the viewer's plane. Hit testing
    /// uses the affine map too.
    ///
    /// - Parameters:
    ///   - angle: The angle at which to rotate the view.
    ///   - axis: The x, y and z elements that specify the axis of rotation.
    ///   - anchor: The location with a default of center that defines a point in 3D space about
    ///     which the rotation is anchored.
    ///   - anchorZ: The location with a default of 0 that defines a point in 3D space about which
    ///     the rotation is anchored.
    ///   - perspective: The relative vanishing point with a default of 1 for this rotation.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modifier(_AnimatableEffectModifier(effect: Rotation3DEffect(
            angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
    }

    /// Applies a projection transformation to this view's rendered output, in the view's own
    /// coordinates.
    ///
    /// ```swift
    /// Text("Slanted").projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)))
    /// ```
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_AnimatableEffectModifier(effect: ProjectionEffect(transform: transform)))
    }

    /// Applies an affine transformation to this view's rendered output, in the view's own
    /// coordinates (origin at its top-leading corner).
    ///
    /// ```swift
    /// Rectangle().frame(width: 40, height: 40)
    ///     .transformEffect(CGAffineTransform(rotationAngle: .pi / 8))
    /// ```
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        projectionEffect(ProjectionTransform(transform))
    }
}
