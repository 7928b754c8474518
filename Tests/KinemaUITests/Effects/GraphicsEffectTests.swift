import Foundation
import Kinema
import Testing

// Blur and colour effects open a group around the items under them (`DisplayList.Group`); their
// amounts are animatable attributes that frames move without running any body. The host is
// 400 × 400 and centres its content.
@MainActor
@Suite("Blur and colour effects")
struct GraphicsEffectTests {
    private struct Blurry: View {
        @State var soft = false
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .blur(radius: soft ? 10 : 0)
                .onTapGesture { withAnimation(.linear(duration: 1)) { soft.toggle() } }
        }
    }

    private func filters(_ item: DisplayList.Item) -> [DisplayList.Filter] {
        item.groups.compactMap { if case .filter(let filter) = $0.effect { filter } else { nil } }
    }

    /// A blur of radius 0 draws nothing extra; under a linear 1 s animation to 10 the radius is
    /// 2.5 at 0.25 s and 10 at the end (linear interpolation of the radius).
    @Test func theBlurRadiusAnimatesLinearly() {
        let host = ViewHost(Blurry())
        #expect(host.displayList.items[0].groups.isEmpty)
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.25)
        guard case .blur(let radius, false)? = filters(host.displayList.items[0]).first else {
            Issue.record("no blur: \(host.displayList.items[0].groups)")
            return
        }
        #expect(abs(radius - 2.5) < 1e-9)
        host.advance(by: 1)
        #expect(filters(host.displayList.items[0]) == [.blur(radius: 10, opaque: false)])
    }

    /// A blur outside a scale is drawn in host coordinates, after the scale: its radius is not
    /// scaled. One inside the scale is scaled with the content (radius × 2).
    @Test func aBlurInsideAScaleGrowsWithIt() {
        let inside = ViewHost(Color.red.frame(width: 40, height: 40).blur(radius: 3).scaleEffect(2))
        #expect(filters(inside.displayList.items[0]) == [.blur(radius: 6, opaque: false)])
        let outside = ViewHost(Color.red.frame(width: 40, height: 40).scaleEffect(2).blur(radius: 3))
        #expect(filters(outside.displayList.items[0]) == [.blur(radius: 3, opaque: false)])
    }

    /// Every colour effect reaches the item with SwiftUI's meaning of its amount; groups are
    /// listed outermost first.
    @Test func colourEffectsStackOutermostFirst() {
        let host = ViewHost(
            Color.red.frame(width: 40, height: 40)
                .brightness(0.2)
                .contrast(1.5)
                .saturation(0.5)
                .grayscale(0.25)
                .hueRotation(.degrees(90))
                .colorMultiply(.blue)
                .colorInvert()
                .luminanceToAlpha())
        #expect(filters(host.displayList.items[0]) == [
            .luminanceToAlpha, .colorInvert, .colorMultiply(.blue), .hueRotation(.degrees(90)),
            .grayscale(0.25), .saturation(0.5), .contrast(1.5), .brightness(0.2),
        ])
    }

    /// Items under one effect share its group (same id), so a renderer blurs them together.
    @Test func oneEffectIsOneGroupForAllItsItems() {
        let host = ViewHost(HStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }.blur(radius: 2))
        let groups = host.displayList.items.map(\.groups)
        #expect(groups.count == 2)
        #expect(groups[0] == groups[1])
        #expect(groups[0].count == 1)
    }

    /// Non-finite or out-of-range amounts never reach the display list: no blur for NaN or a
    /// negative radius, grayscale clamped to 0…1, saturation to ≥ 0.
    @Test func badAmountsAreSanitised() {
        #expect(ViewHost(Color.red.blur(radius: .nan)).displayList.items[0].groups.isEmpty)
        #expect(ViewHost(Color.red.blur(radius: -4)).displayList.items[0].groups.isEmpty)
        #expect(ViewHost(Color.red.brightness(.infinity)).displayList.items[0].groups.isEmpty)
        #expect(filters(ViewHost(Color.red.grayscale(3)).displayList.items[0]) == [.grayscale(1)])
        #expect(filters(ViewHost(Color.red.saturation(-1)).displayList.items[0]) == [.saturation(0)])
    }

    /// A blend mode is a group; a compositing group takes the opacity applied outside it, so the
    /// items inside stay opaque relative to each other (SwiftUI's `compositingGroup()`).
    @Test func compositingGroupsTakeTheOpacityOutsideThem() {
        let host = ViewHost(
            ZStack { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 10, height: 10).opacity(0.5) }
                .compositingGroup()
                .opacity(0.4)
                .blendMode(.multiply))
        let items = host.displayList.items
        #expect(items[0].opacity == 1)
        #expect(items[1].opacity == 0.5)
        #expect(items[0].groups.map(\.effect) == [.blendMode(.multiply), .compositing(opacity: 0.4)])
        // Without a compositing group the opacity is each item's.
        let plain = ViewHost(ZStack { Color.red.frame(width: 20, height: 20) }.opacity(0.4))
        #expect(plain.displayList.items[0].opacity == 0.4)
        #expect(plain.displayList.items[0].groups.isEmpty)
    }

    /// `drawingGroup` is a compositing group headless.
    @Test func aDrawingGroupIsACompositingGroup() {
        let host = ViewHost(Color.red.frame(width: 20, height: 20).drawingGroup().opacity(0.5))
        #expect(host.displayList.items[0].groups.map(\.effect) == [.compositing(opacity: 0.5)])
        #expect(host.displayList.items[0].opacity == 1)
    }
}
