import Foundation
import Kinema
import Testing

// Frames work transforms and opacities out once per effect and compose them per item; every
// other effect still applies itself. Whatever the path, an item must come out as the effects'
// documented geometry says, innermost effect first: a scale or rotation about its anchor in the
// frame the effect is laid out in, an offset as a translation, opacities multiplied. The
// expected transforms below are built the long way (translate, transform, translate back).

/// `transform` about `point`, as three concatenations.
private func about(_ point: CGPoint, _ transform: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(translationX: -point.x, y: -point.y)
        .concatenating(transform)
        .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
}

private func expectClose(
    _ actual: CGAffineTransform, _ expected: CGAffineTransform, sourceLocation: SourceLocation = #_sourceLocation
) {
    let pairs = [(actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
                 (actual.d, expected.d), (actual.tx, expected.tx), (actual.ty, expected.ty)]
    for (value, wanted) in pairs {
        #expect(abs(value - wanted) < 1e-9, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }
}

/// Three squares in a row under one offset: one effect over three items.
private struct Row: View {
    var moved: Bool
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Color.green.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
        .offset(x: moved ? 40 : 0, y: moved ? -20 : 0)
    }
}

/// A square under every kind on the dense path, nested: scale, then rotation, offset, opacity.
private struct Nested: View {
    var on: Bool
    var body: some View {
        Color.red.frame(width: 40, height: 20)
            .scaleEffect(on ? 2 : 1)
            .rotationEffect(.degrees(on ? 90 : 0), anchor: .topLeading)
            .offset(x: on ? 10 : 0)
            .opacity(on ? 0.5 : 1)
            .opacity(0.8)
    }
}

/// An opacity around a shadow (applied by the effect itself) around a scale.
private struct Shadowed: View {
    var on: Bool
    var body: some View {
        Color.red.frame(width: 20, height: 20)
            .scaleEffect(on ? 3 : 1)
            .shadow(color: .black, radius: 2, x: 4, y: 0)
            .opacity(on ? 0.25 : 1)
    }
}

@MainActor
private final class Taps {
    var count = 0
}

@MainActor
@Suite("Effects by kind")
struct EffectsByKindTests {
    @Test func oneOffsetMovesEveryItemUnderIt() {
        let host = ViewHost(Row(moved: false))
        withAnimation(.linear(duration: 1)) { host.rootView = Row(moved: true) }
        for step in 1...4 {
            host.advance(by: 0.25)
            let progress = 0.25 * Double(step)
            for item in host.displayList.items {
                expectClose(item.transform, CGAffineTransform(translationX: 40 * progress, y: -20 * progress))
            }
        }
        #expect(host.displayList.items.count == 3)
    }

    @Test func nestedKindsComposeInnermostFirst() {
        let host = ViewHost(Nested(on: false))
        withAnimation(.linear(duration: 1)) { host.rootView = Nested(on: true) }
        host.advance(by: 0.5)
        // The square is at x 180…220, y 190…210 in the 400 × 400 host; halfway: scale 1.5 about
        // its centre, 45° about its top-leading corner, 5 points right.
        let frame = CGRect(x: 180, y: 190, width: 40, height: 20)
        let expected = about(CGPoint(x: frame.midX, y: frame.midY), CGAffineTransform(scaleX: 1.5, y: 1.5))
            .concatenating(about(frame.origin, CGAffineTransform(rotationAngle: .pi / 4)))
            .concatenating(CGAffineTransform(translationX: 5, y: 0))
        let item = host.displayList.items[0]
        #expect(item.frame == frame)
        expectClose(item.transform, expected)
        #expect(abs(item.opacity - 0.75 * 0.8) < 1e-12)
        // The end: the same geometry at the target values.
        host.advance(by: 0.5)
        let end = about(CGPoint(x: frame.midX, y: frame.midY), CGAffineTransform(scaleX: 2, y: 2))
            .concatenating(about(frame.origin, CGAffineTransform(rotationAngle: .pi / 2)))
            .concatenating(CGAffineTransform(translationX: 10, y: 0))
        expectClose(host.displayList.items[0].transform, end)
        #expect(abs(host.displayList.items[0].opacity - 0.5 * 0.8) < 1e-12)
    }

    @Test func aShadowBetweenKindsGrowsWithTheScaleInsideIt() {
        let host = ViewHost(Shadowed(on: false))
        withAnimation(.linear(duration: 1)) { host.rootView = Shadowed(on: true) }
        host.advance(by: 0.5)
        let item = host.displayList.items[0]
        // Scale 2 about the square's centre (200, 200). The shadow is applied outside the scale,
        // so it keeps its own radius and offset; the opacity outside both is halfway to 0.25.
        expectClose(item.transform, about(CGPoint(x: 200, y: 200), CGAffineTransform(scaleX: 2, y: 2)))
        #expect(item.shadow?.radius == 2)
        #expect(item.shadow?.x == 4)
        #expect(abs(item.opacity - 0.625) < 1e-12)
    }

    @Test func anOpacityOutOfRangeIsClampedAndANonFiniteScaleLeftOut() {
        let host = ViewHost(Color.red.frame(width: 20, height: 20).scaleEffect(CGFloat.nan).opacity(3))
        #expect(host.displayList.items[0].transform == .identity)
        #expect(host.displayList.items[0].opacity == 1)
        host.rootView = Color.red.frame(width: 20, height: 20).scaleEffect(CGFloat.nan).opacity(-1)
        #expect(host.displayList.items[0].opacity == 0)
    }

    @Test func anEffectFollowsItsFrameWhileLayoutAnimates() {
        struct Growing: View {
            var wide: Bool
            var body: some View {
                Color.red.frame(width: wide ? 100 : 20, height: 20).scaleEffect(2, anchor: .topLeading)
            }
        }
        let host = ViewHost(Growing(wide: false))
        withAnimation(.linear(duration: 1)) { host.rootView = Growing(wide: true) }
        host.advance(by: 0.5)
        // Halfway the frame is 60 wide, centred: x 170…230. The scale is about its top-leading
        // corner there; an effect not worked out again would still scale about the start's (190).
        let item = host.displayList.items[0]
        #expect(abs(item.frame.minX - 170) < 1e-9)
        #expect(abs(item.frame.width - 60) < 1e-9)
        expectClose(item.transform, about(CGPoint(x: 170, y: 190), CGAffineTransform(scaleX: 2, y: 2)))
    }

    @Test func aTapFindsAViewWhereItsOffsetHasMovedIt() {
        let taps = Taps()
        let host = ViewHost(TapTarget(taps: taps))
        withAnimation(.linear(duration: 1)) { host.rootView = TapTarget(offset: 100, taps: taps) }
        host.advance(by: 0.5)
        // Drawn at x 240…260 now, no longer at 190…210.
        #expect(host.tap(at: CGPoint(x: 250, y: 200)))
        #expect(!host.tap(at: CGPoint(x: 195, y: 200)))
        #expect(taps.count == 1)
    }

    @Test func aContentShapeTakesTapsWhereAScaleAroundItIsNow() {
        let taps = Taps()
        let host = ViewHost(TapTarget(taps: taps))
        #expect(!host.tap(at: CGPoint(x: 215, y: 200)))
        withAnimation(.linear(duration: 1)) { host.rootView = TapTarget(scale: 3, taps: taps) }
        host.advance(by: 0.5)
        // Scale 2 about the centre (200, 200): the shape spans 180…220 now.
        #expect(host.tap(at: CGPoint(x: 215, y: 200)))
        #expect(!host.tap(at: CGPoint(x: 225, y: 200)))
        #expect(taps.count == 1)
    }
}

/// A square that counts its taps, scaled and then moved.
private struct TapTarget: View {
    var offset: CGFloat = 0
    var scale: CGFloat = 1
    let taps: Taps

    var body: some View {
        Color.red.frame(width: 20, height: 20)
            .contentShape(Rectangle())
            .onTapGesture { taps.count += 1 }
            .scaleEffect(scale)
            .offset(x: offset)
    }
}
