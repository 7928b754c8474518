import Foundation

/// Visual effects change the visual appearance of a view without changing its ancestors or
/// descendants.
///
/// ```swift
/// Card()
///     .visualEffect { content, proxy in
///         content.rotationEffect(.degrees(proxy.frame(in: .global).minX / 20))
///     }
/// ```
///
/// Build one from the `content` value the closure of ``View/visualEffect(_:)`` hands you, with the
/// effect methods below; each applies as the view modifier of the same name does.
public protocol VisualEffect: Sendable {}

/// The base visual effect that you apply additional effect to.
public struct EmptyVisualEffect: VisualEffect {
    /// Creates a new empty visual effect.
    public init() {}
}

/// A visual effect made of effects applied in order (what the effect methods return).
public struct _VisualEffectChain: VisualEffect {
    let steps: [VisualEffectStep]
}

/// One effect of a chain, applied as its view modifier.
enum VisualEffectStep: Sendable {
    case offset(CGSize)
    case rotation(Angle, UnitPoint)
    case scale(CGSize, UnitPoint)
    case opacity(Double)
    case blur(CGFloat, opaque: Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorMultiply(Color)
    case rotation3D(Angle, x: CGFloat, y: CGFloat, z: CGFloat, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    case transform(CGAffineTransform)
}

extension VisualEffect {
    fileprivate var steps: [VisualEffectStep] { visualEffectSteps }

    private func adding(_ step: VisualEffectStep) -> _VisualEffectChain {
        _VisualEffectChain(steps: steps + [step])
    }

    /// Offsets the view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

    /// Offsets the view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }

    /// Rotates content in two dimensions around the specified point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle, anchor))
    }

    /// Scales the view's rendered output by the given amounts in both directions.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(scale, anchor))
    }

    /// Scales the view's rendered output by the given amount in both directions.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: s, height: s), anchor))
    }

    /// Scales the view's rendered output by the given horizontal and vertical amounts.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }

    /// Sets the transparency of the view.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// Applies a Gaussian blur to the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius, opaque: opaque)) }

    /// Brightens the view by the specified amount.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }

    /// Sets the contrast and separation between similar colors in the view.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }

    /// Adjusts the color saturation of the view.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }

    /// Adds a grayscale effect to the view.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }

    /// Applies a hue rotation effect to the view.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }

    /// Adds a color multiplication effect to the view.
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }

    /// Rotates the view in three dimensions around the given axis.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(.rotation3D(angle, x: axis.x, y: axis.y, z: axis.z, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Applies an affine transformation to the view's rendered output.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding(.transform(transform)) }
}

extension View {
    /// Applies effects to this view, while providing access to layout information through a
    /// geometry proxy.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack {
    ///         ForEach(cards) { card in
    ///             CardView(card)
    ///                 .visualEffect { content, proxy in
    ///                     content.scaleEffect(proxy.frame(in: .global).minX < 0 ? 0.9 : 1)
    ///                 }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The proxy describes the view's own layout frame, as a ``GeometryReader`` around it would:
    /// the effect is computed after layout, in the same update (the first frame the view appears
    /// in is laid out once more to measure it), and again whenever that geometry changes. The
    /// effects do not change layout.
    public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        _VisualEffectView(content: self) { proxy in effect(EmptyVisualEffect(), proxy).steps }
    }
}

/// A view whose effects are built from its own geometry, after layout (as a geometry reader's
/// content is), while it lays out as its content does.
struct _VisualEffectView<Content: View>: View, PrimitiveView {
    let content: Content
    let effect: (GeometryProxy) -> [VisualEffectStep]

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        let state = context.engine.state(of: node, orMake: GeometryReaderState.init).state
        let content = self.content
        let effect = self.effect
        state.makeContent = { proxy in [VisualEffectSteps.apply(effect(proxy), to: content)] }
        state.context = context
        if context.isNewValue {
            // Laid out first with the effects of the last geometry (a zero frame at first: effects
            // do not change layout), then built again for the geometry layout gives.
            state.needsBuild = true
            let last = state.builtGeometry ?? ReaderGeometry(frame: .zero, spaces: [])
            context.reconcileChildren(of: node, with: state.makeContent(GeometryProxy(geometry: last)))
        } else {
            context.revisitChildren(of: node)
        }
    }
}

@MainActor
enum VisualEffectSteps {
    /// `content` with each step applied as its view modifier (type-erased: the steps are known
    /// only when the effect closure runs). The same closure makes the same steps for every
    /// geometry, so the content keeps its identity from one geometry to the next.
    static func apply(_ steps: [VisualEffectStep], to content: some View) -> any View {
        var view: any View = content
        for step in steps {
            view = apply(step, to: view)
        }
        return AnyView(erasing: view)
    }

    /// The effect `amount` of the way from `from` to `to`, step by step (as an animation between
    /// the two would show it). Chains of different shapes do not interpolate: the nearer one is
    /// taken whole.
    static func interpolate(_ from: [VisualEffectStep], _ to: [VisualEffectStep], amount: Double) -> [VisualEffectStep] {
        guard amount > 0 else { return from }
        guard amount < 1 else { return to }
        guard from.count == to.count else { return amount < 0.5 ? from : to }
        var steps: [VisualEffectStep] = []
        steps.reserveCapacity(from.count)
        for (a, b) in zip(from, to) {
            guard let step = a.interpolated(towards: b, amount: amount) else { return amount < 0.5 ? from : to }
            steps.append(step)
        }
        return steps
    }

    private static func apply(_ step: VisualEffectStep, to view: any View) -> any View {
        func open<V: View>(_ view: V) -> any View {
            switch step {
            case .offset(let offset): view.offset(offset)
            case .rotation(let angle, let anchor): view.rotationEffect(angle, anchor: anchor)
            case .scale(let scale, let anchor): view.scaleEffect(scale, anchor: anchor)
            case .opacity(let opacity): view.opacity(opacity)
            case .blur(let radius, let opaque): view.blur(radius: radius, opaque: opaque)
            case .brightness(let amount): view.brightness(amount)
            case .contrast(let amount): view.contrast(amount)
            case .saturation(let amount): view.saturation(amount)
            case .grayscale(let amount): view.grayscale(amount)
            case .hueRotation(let angle): view.hueRotation(angle)
            case .colorMultiply(let color): view.colorMultiply(color)
            case let .rotation3D(angle, x, y, z, anchor, anchorZ, perspective):
                view.rotation3DEffect(angle, axis: (x, y, z), anchor: anchor, anchorZ: anchorZ, perspective: perspective)
            case .transform(let transform): view.transformEffect(transform)
            }
        }
        return open(view)
    }
}

extension VisualEffectStep {
    /// This step `amount` of the way to `other`, or `nil` when they are different effects.
    func interpolated(towards other: VisualEffectStep, amount t: Double) -> VisualEffectStep? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
        func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        func mix(_ a: Angle, _ b: Angle) -> Angle { .radians(mix(a.radians, b.radians)) }
        switch (self, other) {
        case let (.offset(a), .offset(b)): return .offset(mix(a, b))
        case let (.rotation(a, p), .rotation(b, q)): return .rotation(mix(a, b), mix(p, q))
        case let (.scale(a, p), .scale(b, q)): return .scale(mix(a, b), mix(p, q))
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.blur(a, opaque), .blur(b, otherOpaque)): return .blur(mix(a, b), opaque: t < 0.5 ? opaque : otherOpaque)
        case let (.brightness(a), .brightness(b)): return .brightness(mix(a, b))
        case let (.contrast(a), .contrast(b)): return .contrast(mix(a, b))
        case let (.saturation(a), .saturation(b)): return .saturation(mix(a, b))
        case let (.grayscale(a), .grayscale(b)): return .grayscale(mix(a, b))
        case let (.hueRotation(a), .hueRotation(b)): return .hueRotation(mix(a, b))
        case let (.colorMultiply(a), .colorMultiply(b)): return .colorMultiply(a.mix(with: b, by: t, in: .device))
        case let (.rotation3D(a, x, y, z, anchor, anchorZ, perspective), .rotation3D(b, x2, y2, z2, anchor2, anchorZ2, perspective2)):
            return .rotation3D(
                mix(a, b), x: mix(x, x2), y: mix(y, y2), z: mix(z, z2), anchor: mix(anchor, anchor2),
                anchorZ: mix(anchorZ, anchorZ2), perspective: mix(perspective, perspective2))
        case let (.transform(a), .transform(b)):
            return .transform(CGAffineTransform(
                a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        default: return nil
        }
    }
}
