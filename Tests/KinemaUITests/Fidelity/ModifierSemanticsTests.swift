import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Animation and transaction modifiers, and the animatable data of the drawing effects, with
// SwiftUI's semantics (issue 4; WWDC23 "Explore SwiftUI animation"):
// - `.transaction(_:)` rewrites its subtree's transaction in every update;
// - `.transaction(value:_:)` and `.animation(_:value:)` only in updates where the value changed;
// - `.animation(_:body:)` and `.transaction(_:body:)` apply to the modifiers inside the body
//   closure, and leave the content with the outer transaction;
// - the modifier closest to an effect decides last (the transaction flows from the outside in);
// - effects animate SwiftUI's AnimatableData: `scaleEffect` a pair of the scale and the anchor,
//   `rotationEffect` the angle and the anchor, `Angle` and `UnitPoint` data scaled by 128 (which
//   values never show, but the spring's absolute "at rest" thresholds do), `shadow` its colour,
//   radius and offset.
//
// Unless a test says otherwise the content is a 100 × 100 rectangle centred in the 400 × 400 host,
// so a scale s about its centre and an outer offset (ox, oy) draw with a = d = s,
// tx = 200 − 200·s + ox, ty = 200 − 200·s + oy. Linear animations give expected values exact at
// the progresses used here (0.25, 0.5, 0.75 are on SwiftUI's 2⁻²⁰ Bézier grid) and within ~2e-6
// of t / d elsewhere; springs are `SwiftUIReference.FluidSpring` through the host's frames.

private let centre = CGPoint(x: 200, y: 200)

/// The transform of a scale `s` about the centre followed by an offset.
private func scaled(_ s: Double, offset: CGSize = .zero) -> CGAffineTransform {
    CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: 200 - 200 * s + offset.width, ty: 200 - 200 * s + offset.height)
}

@MainActor
private func drawn<Root: View>(_ host: ViewHost<Root>) -> DisplayList.Item {
    host.displayList.items[0]
}

// MARK: - Views

/// Scale (`big`) inside an offset (`shifted`), under `.transaction { linear 1 s }`.
private struct Rewritten: View {
    let action: (_ big: Binding<Bool>, _ shifted: Binding<Bool>) -> Void
    @State private var big = false
    @State private var shifted = false

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .scaleEffect(big ? 2 : 1)
            .offset(x: shifted ? 40 : 0)
            .transaction { $0.animation = .linear(duration: 1) }
            .onTapGesture { action($big, $shifted) }
    }
}

/// A square that owns its state and scales itself on a tap.
private struct SelfScaling: View {
    @State private var big = false

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .scaleEffect(big ? 2 : 1)
            .onTapGesture { big.toggle() }
    }
}

/// Scale (`selected`) inside an offset (`shifted`), with a value-scoped linear 1 s animation on
/// `selected`, in the `.animation(_:value:)` or `.transaction(value:_:)` form.
private struct ValueScoped: View {
    let transactionForm: Bool
    let action: (_ selected: Binding<Bool>, _ shifted: Binding<Bool>) -> Void
    @State private var selected = false
    @State private var shifted = false

    var body: some View {
        if transactionForm {
            Rectangle()
                .frame(width: 100, height: 100)
                .scaleEffect(selected ? 2 : 1)
                .offset(x: shifted ? 40 : 0)
                .transaction(value: selected) { $0.animation = .linear(duration: 1) }
                .onTapGesture { action($selected, $shifted) }
        } else {
            Rectangle()
                .frame(width: 100, height: 100)
                .scaleEffect(selected ? 2 : 1)
                .offset(x: shifted ? 40 : 0)
                .animation(.linear(duration: 1), value: selected)
                .onTapGesture { action($selected, $shifted) }
        }
    }
}

/// Content with its own opacity effect; the scale is added inside a body-scoped linear 1 s
/// animation (`.animation(_:body:)` or `.transaction(_:body:)`).
private struct BodyScoped: View {
    let transactionForm: Bool
    let action: (_ selected: Binding<Bool>) -> Void
    @State private var selected = false

    var body: some View {
        if transactionForm {
            Rectangle()
                .frame(width: 100, height: 100)
                .opacity(selected ? 0.5 : 1)
                .transaction({ $0.animation = .linear(duration: 1) }) { $0.scaleEffect(selected ? 2 : 1) }
                .onTapGesture { action($selected) }
        } else {
            Rectangle()
                .frame(width: 100, height: 100)
                .opacity(selected ? 0.5 : 1)
                .animation(.linear(duration: 1)) { $0.scaleEffect(selected ? 2 : 1) }
                .onTapGesture { action($selected) }
        }
    }
}

/// Body-scoped animations nested: the offset inside the inner body (linear 0.5 s), the scale in
/// the outer body (linear 1 s), the opacity in the content (outer transaction).
private struct NestedBodyScoped: View {
    let action: (_ selected: Binding<Bool>) -> Void
    @State private var selected = false

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .opacity(selected ? 0.5 : 1)
            .animation(.linear(duration: 1)) { outer in
                outer
                    .animation(.linear(duration: 0.5)) { $0.offset(x: selected ? 40 : 0) }
                    .scaleEffect(selected ? 2 : 1)
            }
            .onTapGesture { action($selected) }
    }
}

/// `.animation(.smooth, value:)` inside `.animation(.bouncy, value:)`, or `inner` inside `outer`.
private struct NestedValueScoped: View {
    let inner: Animation?
    let outer: Animation?
    @State private var selected = false

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .scaleEffect(selected ? 1.5 : 1)
            .animation(inner, value: selected)
            .animation(outer, value: selected)
            .onTapGesture { selected.toggle() }
    }
}

/// Two `.transaction(_:)` modifiers; the inner one drops the animation.
private struct NestedRewrites: View {
    @State private var selected = false

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .scaleEffect(selected ? 1.5 : 1)
            .transaction { $0.animation = nil }
            .transaction { $0.animation = .linear(duration: 1) }
            .onTapGesture { selected.toggle() }
    }
}

// Effects driven by the root's inputs.

private struct Anchored: View {
    var scale: CGFloat
    var anchor: UnitPoint
    var body: some View {
        Rectangle().frame(width: 100, height: 100).scaleEffect(scale, anchor: anchor)
    }
}

private struct Rotated: View {
    var degrees: Double
    var body: some View {
        Rectangle().frame(width: 100, height: 100).rotationEffect(.degrees(degrees))
    }
}

private struct Shifted: View {
    var x: CGFloat
    var y: CGFloat
    var body: some View {
        Rectangle().frame(width: 100, height: 100).offset(x: x, y: y)
    }
}

private struct Faded: View {
    var opacity: Double
    var body: some View {
        Rectangle().frame(width: 100, height: 100).opacity(opacity)
    }
}

private struct Shadowed: View {
    var color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33)
    var radius: CGFloat
    var x: CGFloat = 0
    var y: CGFloat = 0
    var body: some View {
        Rectangle().frame(width: 100, height: 100).shadow(color: color, radius: radius, x: x, y: y)
    }
}

// MARK: - Tests

@MainActor
@Suite("Fidelity: animation and transaction modifiers, effect data")
struct ModifierSemanticsTests {
    // MARK: .transaction(_:)

    /// The rewrite applies to every update: a change with no animation animates, another change
    /// in a later update animates too, and even an explicit withAnimation is overridden.
    @Test func transactionModifierRewritesEveryUpdate() {
        var which = 0
        let host = ViewHost(Rewritten { big, shifted in
            switch which {
            case 0: big.wrappedValue = true
            case 1: shifted.wrappedValue = true
            default: withAnimation(.bouncy) { big.wrappedValue = false }
            }
        })
        host.tap(at: centre)
        host.advance(by: 0.5)
        #expect(Fidelity.close(drawn(host).transform, scaled(1.5)), "\(drawn(host).transform)")
        host.advance(by: 0.6)
        #expect(!host.isAnimating)

        which = 1
        host.tap(at: centre)
        host.advance(by: 0.25)
        #expect(Fidelity.close(drawn(host).transform, scaled(2, offset: CGSize(width: 10, height: 0))))
        host.advance(by: 0.85)

        which = 2
        host.tap(at: centre)
        host.advance(by: 0.25)
        #expect(Fidelity.close(drawn(host).transform, scaled(1.75, offset: CGSize(width: 40, height: 0))),
                "linear, not bouncy: \(drawn(host).transform)")
    }

    /// The modifier sits above a view whose own state changes: its body runs, the modifier's view
    /// does not, and the rewrite still applies.
    @Test func transactionModifierAppliesToADescendantsOwnStateChange() {
        let host = ViewHost(SelfScaling().transaction { $0.animation = .linear(duration: 1) })
        host.tap(at: centre)
        host.advance(by: 0.5)
        #expect(Fidelity.close(drawn(host).transform.a, 1.5))
    }

    // MARK: Value-scoped

    /// A descendant's own state change is not a change of the modifier's value: no animation.
    @Test func valueScopedModifiersIgnoreADescendantsOwnChange() {
        func check(_ host: ViewHost<some View>, _ comment: Comment) {
            host.tap(at: centre)
            #expect(!host.isAnimating, comment)
            #expect(drawn(host).transform.a == 2, comment)
        }
        check(ViewHost(SelfScaling().animation(.linear(duration: 1), value: 0)), ".animation(_:value:)")
        check(ViewHost(SelfScaling().transaction(value: 0) { $0.animation = .linear(duration: 1) }),
              ".transaction(value:_:)")
    }

    @Test(arguments: [false, true])
    func valueScopedModifiersAnimateOnlyWhenTheValueChanged(transactionForm: Bool) {
        var which = 0
        let host = ViewHost(ValueScoped(transactionForm: transactionForm) { selected, shifted in
            switch which {
            case 0: shifted.wrappedValue = true
            case 1: selected.wrappedValue = true
            default:
                selected.wrappedValue = false
                shifted.wrappedValue = false
            }
        })
        // Only `shifted` changes: the value did not, so no animation.
        host.tap(at: centre)
        #expect(!host.isAnimating)
        #expect(drawn(host).transform == scaled(1, offset: CGSize(width: 40, height: 0)))

        // The value changes: the update animates.
        which = 1
        host.tap(at: centre)
        host.advance(by: 0.25)
        #expect(Fidelity.close(drawn(host).transform, scaled(1.25, offset: CGSize(width: 40, height: 0))))
        host.advance(by: 0.85)

        // Both change in one update: the whole subtree animates with it, offset included.
        which = 2
        host.tap(at: centre)
        host.advance(by: 0.25)
        #expect(Fidelity.close(drawn(host).transform, scaled(1.75, offset: CGSize(width: 30, height: 0))),
                "\(drawn(host).transform)")
    }

    /// When the value does not change, the modifier leaves the update's own transaction alone: a
    /// withAnimation(.bouncy) change of the offset animates with `.bouncy`, not the modifier's
    /// linear animation. Expected: `SwiftUIReference.FluidSpring.bouncy` through the host's frames.
    @Test(arguments: [false, true])
    func anUnchangedValueLeavesTheOuterAnimationInPlace(transactionForm: Bool) {
        let host = ViewHost(ValueScoped(transactionForm: transactionForm) { _, shifted in
            withAnimation(.bouncy) { shifted.wrappedValue = true }
        })
        host.tap(at: centre)
        host.advance(by: 9 * Fidelity.frame)
        let expected = SwiftUIReference.FluidSpring.bouncy.hostValue(delta: 40, at: host.time)
        #expect(Fidelity.close(drawn(host).transform.tx, expected), "\(drawn(host).transform.tx) vs \(expected)")
    }

    /// The value changed in an earlier update; a later update that does not change it does not pick
    /// up the animation.
    @Test func aValueChangedEarlierDoesNotAnimateALaterUpdate() {
        var which = 0
        let host = ViewHost(ValueScoped(transactionForm: false) { selected, shifted in
            if which == 0 { selected.wrappedValue = true } else { shifted.wrappedValue = true }
        })
        host.tap(at: centre)
        host.advance(by: 0.25)
        which = 1
        host.tap(at: centre)
        // The offset jumps; the scale goes on with its linear animation.
        host.advance(by: 0.25)
        #expect(Fidelity.close(drawn(host).transform, scaled(1.5, offset: CGSize(width: 40, height: 0))))
    }

    // MARK: Body-scoped

    @Test(arguments: [false, true])
    func bodyScopedModifiersLeaveTheContentWithTheOuterTransaction(transactionForm: Bool) {
        var animation: Animation? = nil
        let host = ViewHost(BodyScoped(transactionForm: transactionForm) { selected in
            withAnimation(animation) { selected.wrappedValue.toggle() }
        })
        // No outer animation: the scale animates (linear 1 s), the content's opacity jumps.
        host.tap(at: centre)
        #expect(drawn(host).opacity == 0.5, "the content's opacity jumped")
        host.advance(by: 0.5)
        #expect(Fidelity.close(drawn(host).transform, scaled(1.5)))
        host.advance(by: 0.6)
        #expect(!host.isAnimating)

        // An outer linear 0.5 s animation (tap at t = 1.1, a frame time; 15 frames later): the
        // content follows it, 0.5 → 1 half-way; the scale keeps its own linear 1 s, 2 → 1.75.
        animation = .linear(duration: 0.5)
        host.tap(at: centre)
        host.advance(by: 0.25)
        #expect(Fidelity.close(drawn(host).opacity, 0.75), "opacity \(drawn(host).opacity)")
        #expect(Fidelity.close(drawn(host).transform, scaled(1.75)), "\(drawn(host).transform)")
    }

    /// Nested body-scoped modifiers: the innermost body's animation wins inside it, the outer
    /// body's for its own modifiers, the content keeps the outer transaction (none: a jump).
    /// At t = 0.25: offset 40 · 0.25/0.5 = 20, scale 1 + 0.25 = 1.25, opacity 0.5 at once.
    @Test func nestedBodyScopedModifiersInnermostWinsInsideItsBody() {
        let host = ViewHost(NestedBodyScoped { selected in selected.wrappedValue.toggle() })
        host.tap(at: centre)
        #expect(drawn(host).opacity == 0.5)
        host.advance(by: 0.25)
        // The offset is inside the scale: x ↦ s·(x + 20) + 200 − 200·s.
        let s = 1.25
        let expected = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: s * 20 + 200 - 200 * s, ty: 200 - 200 * s)
        #expect(Fidelity.close(drawn(host).transform, expected), "\(drawn(host).transform)")
        host.advance(by: 0.25)
        #expect(Fidelity.close(drawn(host).transform.tx, 1.5 * 40 + 200 - 300), "the offset is done at 0.5 s")
    }

    // MARK: Order

    /// `.animation(.smooth, value:)` inside `.animation(.bouncy, value:)`: the inner one, closest to
    /// the effect, decides.
    @Test func theValueScopedModifierClosestToTheEffectWins() {
        let host = ViewHost(NestedValueScoped(inner: .smooth, outer: .bouncy))
        host.tap(at: centre)
        for _ in 1...12 { host.advance(by: Fidelity.frame) }
        let smooth = 1 + SwiftUIReference.FluidSpring.smooth.hostValue(delta: 0.5, at: host.time)
        let bouncy = 1 + SwiftUIReference.FluidSpring.bouncy.hostValue(delta: 0.5, at: host.time)
        #expect(abs(smooth - bouncy) > 0.01, "the two springs are told apart at t = 0.2")
        #expect(Fidelity.close(drawn(host).transform.a, smooth), "\(drawn(host).transform.a) vs smooth \(smooth)")
    }

    @Test func animationNilValueModifierDisables() {
        let host = ViewHost(NestedValueScoped(inner: nil, outer: .bouncy))
        _ = withAnimation(.linear(duration: 1)) { host.tap(at: centre) }
        #expect(!host.isAnimating)
        #expect(drawn(host).transform.a == 1.5)
        // And around a withAnimation in the handler.
        let other = ViewHost(ValueScopedNil())
        other.tap(at: centre)
        #expect(!other.isAnimating)
        #expect(drawn(other).transform.a == 1.5)
    }

    @Test func theTransactionModifierClosestToTheEffectWins() {
        let host = ViewHost(NestedRewrites())
        host.tap(at: centre)
        #expect(!host.isAnimating, "the inner rewrite dropped the animation")
        #expect(drawn(host).transform.a == 1.5)
    }

    // MARK: scaleEffect data: scale and anchor

    /// The anchor animates: scale 2 about .topLeading → .bottomTrailing, linear 1 s. At t = 0.25 the
    /// anchor is (0.25, 0.25): the point (175, 175) of the 150…250 square.
    @Test func scaleEffectAnimatesItsAnchor() {
        let host = ViewHost(Anchored(scale: 2, anchor: .topLeading))
        withAnimation(.linear(duration: 1)) { host.rootView = Anchored(scale: 2, anchor: .bottomTrailing) }
        host.advance(by: 0.25)
        #expect(Fidelity.close(drawn(host).transform, Fidelity.scale(2, 2, about: CGPoint(x: 175, y: 175))),
                "\(drawn(host).transform)")
        host.advance(by: 0.25)
        #expect(Fidelity.close(drawn(host).transform, Fidelity.scale(2, 2, about: centre)))
        host.advance(by: 0.5)
        #expect(drawn(host).transform == Fidelity.scale(2, 2, about: CGPoint(x: 250, y: 250)))
    }

    @Test func scaleAndAnchorAnimateTogether() {
        let host = ViewHost(Anchored(scale: 1, anchor: .topLeading))
        withAnimation(.linear(duration: 1)) { host.rootView = Anchored(scale: 2, anchor: .bottomTrailing) }
        host.advance(by: 0.5)
        #expect(Fidelity.close(drawn(host).transform, Fidelity.scale(1.5, 1.5, about: centre)))
    }

    /// An anchor change under `.smooth`: the anchor's data is (128, 128) per unit, so the spring's
    /// absolute thresholds (0.06) hold much later than on unscaled data. The frame it finishes on is
    /// `SwiftUIReference.FluidSpring.smooth` with Δ = (0, 0, 128, 128) under SwiftUI's vector rule
    /// (`finishingFrame`); the values are the reference's fraction of the move, never showing the 128.
    @Test func anAnchorSpringSettlesOnItsScaledData() {
        let smooth = SwiftUIReference.FluidSpring.smooth
        let finish = smooth.finishingFrame(delta: 128, dimensions: 2) ?? 0
        let unscaled = smooth.finishingFrame(delta: 1, dimensions: 2) ?? 0
        #expect(finish > unscaled + 10, "scaled data finishes at \(finish), unscaled would at \(unscaled)")
        let host = ViewHost(Anchored(scale: 2, anchor: .topLeading))
        withAnimation(.smooth) { host.rootView = Anchored(scale: 2, anchor: .bottomTrailing) }
        host.advance(by: 12 * Fidelity.frame)
        let u = smooth.hostValue(delta: 128, at: host.time) / 128
        let point = CGPoint(x: 150 + 100 * u, y: 150 + 100 * u)
        #expect(Fidelity.close(drawn(host).transform, Fidelity.scale(2, 2, about: point)), "\(drawn(host).transform)")
        host.advance(by: Double(finish - 13) * Fidelity.frame)
        #expect(host.isAnimating, "frame \(finish - 1): still moving on the 128-scaled data")
        host.advance(by: Fidelity.frame)
        #expect(!host.isAnimating, "frame \(finish)")
    }

    // MARK: rotationEffect data: degrees

    @Test func rotationAnimatesInDegrees() {
        let host = ViewHost(Rotated(degrees: 0))
        withAnimation(.linear(duration: 1)) { host.rootView = Rotated(degrees: 90) }
        host.advance(by: 0.25)
        #expect(Fidelity.close(drawn(host).transform, Fidelity.rotation(22.5 * .pi / 180, about: centre)),
                "\(drawn(host).transform)")
    }

    /// Angles interpolate linearly, with no wrapping: 350° → 10° turns back through 180°.
    @Test func rotationDoesNotTakeTheShortWayRound() {
        let host = ViewHost(Rotated(degrees: 350))
        withAnimation(.linear(duration: 1)) { host.rootView = Rotated(degrees: 10) }
        host.advance(by: 0.5)
        #expect(Fidelity.close(drawn(host).transform, Fidelity.rotation(.pi, about: centre)))
    }

    /// 0° → 90° under `.smooth`: the values are the spring's fraction of 90° (the ×128 of the data
    /// does not show), and it settles on the frame `SwiftUIReference.FluidSpring.smooth` finishes
    /// for Δ = π/2 · 128, later than unscaled radians would.
    @Test func aRotationSpringShowsDegreesAndSettlesOnItsScaledData() {
        let smooth = SwiftUIReference.FluidSpring.smooth
        let delta = Double.pi / 2 * 128
        let finish = SwiftUIReference.FluidSpring.frames(smooth, delta: delta).count
        let unscaled = SwiftUIReference.FluidSpring.frames(smooth, delta: .pi / 2).count
        #expect(finish > unscaled + 10, "scaled data finishes at \(finish), unscaled would at \(unscaled)")
        let host = ViewHost(Rotated(degrees: 0))
        withAnimation(.smooth) { host.rootView = Rotated(degrees: 90) }
        for _ in 1...9 { host.advance(by: Fidelity.frame) }
        let radians = .pi / 2 * smooth.hostValue(delta: delta, at: host.time) / delta
        #expect(Fidelity.close(drawn(host).transform, Fidelity.rotation(radians, about: centre)))
        host.advance(by: Double(finish - 10) * Fidelity.frame)
        #expect(host.isAnimating, "frame \(finish - 1)")
        host.advance(by: Fidelity.frame)
        #expect(!host.isAnimating, "frame \(finish)")
        #expect(Fidelity.close(drawn(host).transform, Fidelity.rotation(.pi / 2, about: centre)))
    }

    // MARK: offset, opacity

    @Test func offsetAnimatesBothComponents() {
        let host = ViewHost(Shifted(x: 0, y: 0))
        withAnimation(.linear(duration: 1)) { host.rootView = Shifted(x: 30, y: -60) }
        host.advance(by: 0.5)
        #expect(Fidelity.close(drawn(host).transform, CGAffineTransform(translationX: 15, y: -30)))
    }

    /// The animated opacity is clamped to 0…1 when drawn: 0 → 2 linear shows 0.5 at a quarter and
    /// 1 (not 1.5) at three quarters.
    @Test func animatedOpacityIsClampedWhenDrawn() {
        let host = ViewHost(Faded(opacity: 0))
        withAnimation(.linear(duration: 1)) { host.rootView = Faded(opacity: 2) }
        host.advance(by: 0.25)
        #expect(Fidelity.close(drawn(host).opacity, 0.5))
        host.advance(by: 0.5)
        #expect(drawn(host).opacity == 1)
    }

    /// A bouncy 0 → 1 overshoots (1.0419 at frame 21: `docs/research/swiftui_reference_output.txt`
    /// §A, 104.19 of 100); the drawn opacity stays at 1 there, and follows the spring below 1
    /// (frame 10).
    @Test func aBouncyOpacityOvershootIsClamped() {
        let bouncy = SwiftUIReference.FluidSpring.bouncy
        let host = ViewHost(Faded(opacity: 0))
        withAnimation(.bouncy) { host.rootView = Faded(opacity: 1) }
        host.advance(by: 10 * Fidelity.frame)
        #expect(Fidelity.close(drawn(host).opacity, bouncy.hostValue(delta: 1, at: host.time)))
        host.advance(by: 11 * Fidelity.frame)
        #expect(bouncy.hostValue(delta: 1, at: host.time) > 1.04)
        #expect(drawn(host).opacity == 1)
    }

    // MARK: shadow

    @Test func shadowAnimatesRadiusAndOffset() {
        let host = ViewHost(Shadowed(radius: 2, x: 0, y: 4))
        withAnimation(.linear(duration: 1)) { host.rootView = Shadowed(radius: 10, x: 20, y: -4) }
        host.advance(by: 0.25)
        let shadow = drawn(host).shadow
        #expect(shadow.map { Fidelity.close($0.radius, 4) && Fidelity.close($0.x, 5) && Fidelity.close($0.y, 2) } == true,
                "\(String(describing: shadow))")
        #expect(shadow?.color == Color(.sRGBLinear, white: 0, opacity: 0.33), "SwiftUI's default shadow colour")
    }

    /// SwiftUI's shadow effect animates its resolved colour too (`_ShadowEffect._Resolved`'s
    /// AnimatableData starts with the four colour components). Black at opacity 0 → 1, linear 1 s:
    /// half-way, the shadow is black at opacity 0.5.
    @Test func shadowAnimatesItsColour() {
        let host = ViewHost(Shadowed(color: Color(white: 0, opacity: 0), radius: 8))
        withAnimation(.linear(duration: 1)) { host.rootView = Shadowed(color: Color(white: 0, opacity: 1), radius: 8) }
        host.advance(by: 0.5)
        let opacity = drawn(host).shadow?.color.opacity ?? -1
        #expect(Fidelity.close(opacity, 0.5, 1e-6), "shadow colour opacity \(opacity) half-way")
    }
}

// MARK: - More views

/// `.animation(nil, value:)` with a withAnimation(.bouncy) in the handler.
private struct ValueScopedNil: View {
    @State private var selected = false
    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .scaleEffect(selected ? 1.5 : 1)
            .animation(nil, value: selected)
            .onTapGesture { withAnimation(.bouncy) { selected.toggle() } }
    }
}
