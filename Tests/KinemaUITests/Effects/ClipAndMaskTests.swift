import Foundation
import Kinema
import Testing

// Clips and masks are groups around the items they apply to: a clip carries its path in host
// coordinates, a mask pairs the masked items with the mask's own items by id. The host is
// 400 × 400 and centres its content.
@MainActor
@Suite("Clips and masks")
struct ClipAndMaskTests {
    private func clip(_ item: DisplayList.Item) -> Path? {
        for group in item.groups { if case .clip(let path, _) = group.effect { return path } }
        return nil
    }

    /// `clipped()` clips to the frame: the 40 × 40 view at (180, 180).
    @Test func clippedClipsToTheFrame() {
        let host = ViewHost(Color.red.frame(width: 80, height: 80).frame(width: 40, height: 40).clipped())
        #expect(clip(host.displayList.items[0]) == Path(CGRect(x: 180, y: 180, width: 40, height: 40)))
    }

    /// `clipShape(Circle())` clips to the circle laid out in the view's frame.
    @Test func aClipShapeIsLaidOutInTheFrame() {
        let host = ViewHost(Color.red.frame(width: 60, height: 40).clipShape(Circle()))
        #expect(clip(host.displayList.items[0]) == Circle().path(in: CGRect(x: 170, y: 180, width: 60, height: 40)))
    }

    /// `cornerRadius` clips to a rounded rectangle with circular corners.
    @Test func cornerRadiusClipsToARoundedRectangle() {
        let host = ViewHost(Color.red.frame(width: 40, height: 40).cornerRadius(8))
        let expected = RoundedRectangle(cornerRadius: 8, style: .circular).path(in: CGRect(x: 180, y: 180, width: 40, height: 40))
        #expect(clip(host.displayList.items[0]) == expected)
    }

    /// A clip outside an offset stays put while the content moves; a clip inside moves with it.
    @Test func aClipOutsideAnEffectIsNotMovedByIt() {
        let outside = ViewHost(Color.red.frame(width: 40, height: 40).offset(x: 30).clipped())
        #expect(clip(outside.displayList.items[0]) == Path(CGRect(x: 180, y: 180, width: 40, height: 40)))
        let inside = ViewHost(Color.red.frame(width: 40, height: 40).clipped().offset(x: 30))
        #expect(clip(inside.displayList.items[0]) == Path(CGRect(x: 210, y: 180, width: 40, height: 40)))
    }

    private struct Reveal: View {
        @State var open = false
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .clipShape(RoundedRectangle(cornerRadius: open ? 0 : 50))
                .onTapGesture { withAnimation(.linear(duration: 1)) { open.toggle() } }
        }
    }

    /// The clip shape's animatable data (the corner size) animates: halfway through a linear
    /// 1 s animation from 50 to 0 the corners are 25.
    @Test func aClipShapeAnimates() {
        let host = ViewHost(Reveal())
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        let expected = RoundedRectangle(cornerRadius: 25).path(in: CGRect(x: 150, y: 150, width: 100, height: 100))
        #expect(clip(host.displayList.items[0]) == expected)
    }

    private struct Growing: View {
        @State var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 10)
                Color.blue.frame(height: 10)
            }
            .frame(width: wide ? 100 : 50, height: 20)
            .clipShape(RoundedRectangle(cornerRadius: 5))
            .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
        }
    }

    /// Both rows of a clipped stack carry the clip laid out in the stack's frame, frame after
    /// frame while that frame animates: 50 wide, then 62.5 and 75 at a quarter and half of a
    /// linear 1 s animation to 100, centred in the 400 × 400 host.
    @Test func aClipFollowsItsAnimatedFrame() {
        let host = ViewHost(Growing())
        let shape = RoundedRectangle(cornerRadius: 5)
        func expectClips(width: CGFloat) {
            let expected = shape.path(in: CGRect(x: 200 - width / 2, y: 190, width: width, height: 20))
            #expect(host.displayList.items.map { clip($0) } == [expected, expected])
        }
        expectClips(width: 50)
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.25)
        expectClips(width: 62.5)
        host.advance(by: 0.25)
        expectClips(width: 75)
    }

    /// A clip shape that changes only in what does not animate (the corners' style) draws anew.
    @Test func aClipShapesStyleChangeIsDrawn() {
        struct Styled: View {
            @State var continuous = false
            var body: some View {
                Color.red.frame(width: 100, height: 20)
                    .clipShape(RoundedRectangle(cornerRadius: 5, style: continuous ? .continuous : .circular))
                    .onTapGesture { continuous = true }
            }
        }
        let host = ViewHost(Styled())
        let rect = CGRect(x: 150, y: 190, width: 100, height: 20)
        #expect(clip(host.displayList.items[0]) == RoundedRectangle(cornerRadius: 5, style: .circular).path(in: rect))
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(clip(host.displayList.items[0]) == RoundedRectangle(cornerRadius: 5, style: .continuous).path(in: rect))
    }

    /// Taps land only inside the clip.
    @Test func aClipLimitsHitTesting() {
        let host = ViewHost(Color.red.frame(width: 100, height: 100).clipShape(Circle()))
        #expect(host.displayList.hitTest(CGPoint(x: 200, y: 200)) != nil)
        #expect(host.displayList.hitTest(CGPoint(x: 152, y: 152)) == nil)
    }

    /// A mask is laid out as an overlay; the masked items and the mask's items share the
    /// modifier's id, and the mask's own items take no taps.
    @Test func aMaskPairsContentWithItsMask() {
        let host = ViewHost(
            Color.red.frame(width: 100, height: 50)
                .mask(alignment: .leading) { Color.white.frame(width: 30) })
        let items = host.displayList.items
        #expect(items.count == 2)
        #expect(items[0].groups.map(\.effect) == [.mask])
        #expect(items[1].groups.map(\.effect) == [.maskSource])
        #expect(items[0].groups[0].id == items[1].groups[0].id)
        // The mask is offered 100 × 50 and aligned leading: x 150…180.
        #expect(items[1].frame == CGRect(x: 150, y: 175, width: 30, height: 50))
        #expect(host.displayList.hitTest(CGPoint(x: 160, y: 200))?.groups.map(\.effect) == [.mask])
    }

    /// A shape whose path is not finite clips everything away rather than putting NaN in the
    /// display list.
    @Test func aNonFiniteClipIsEmpty() {
        let host = ViewHost(Color.red.frame(width: 40, height: 40).clipShape(Rectangle().offset(x: .nan)))
        #expect(clip(host.displayList.items[0]) == Path())
    }
}
