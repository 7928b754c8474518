import Foundation
import Testing
@testable import KinemaUI

// A fixed frame around a view that takes exactly what it is offered (a colour, a shape, a filled
// or stroked shape) shares that view's node. Nothing may show it: the frame's rule (propose the
// fixed lengths, or what was offered where none is fixed; be the fixed length, or the child's)
// must give the same frames, under every proposal, as a frame kept as a node of its own.

/// `content` in a fixed frame, either folded into one node or kept apart: an effect that changes
/// nothing (a scale of 1) between the two stops the fold, and draws nothing of its own.
private struct Framed<Content: View>: View {
    var content: Content
    var width: CGFloat?
    var height: CGFloat?
    var folded: Bool

    var body: some View {
        if folded {
            content.frame(width: width, height: height)
        } else {
            content.scaleEffect(1).frame(width: width, height: height)
        }
    }
}

/// The framed view in the places that propose differently: alone, beside a spacer in a stack,
/// at its ideal size, and in a frame that proposes nothing along one axis.
private struct Placements<Content: View>: View {
    var framed: Framed<Content>

    var body: some View {
        VStack(spacing: 0) {
            framed
            HStack(spacing: 0) {
                framed
                Spacer()
            }
            framed.fixedSize()
            framed.fixedSize(horizontal: true, vertical: false)
        }
    }
}

@Suite("Fixed frames folded into their leaf")
@MainActor
struct FramedLeafTests {
    private static let sizes: [(CGFloat?, CGFloat?)] = [(30, 20), (30, nil), (nil, 20), (nil, nil), (0, 0)]

    private func frames<Content: View>(_ content: Content, _ width: CGFloat?, _ height: CGFloat?, folded: Bool) -> [CGRect] {
        let host = ViewHost(
            Placements(framed: Framed(content: content, width: width, height: height, folded: folded)),
            size: CGSize(width: 200, height: 400))
        return host.displayList.items.map(\.frame)
    }

    @Test func aFrameAroundAFillingViewAddsNoNode() {
        func count(_ view: some View) -> Int { ViewHost(view).engine.nodeCount }
        #expect(count(Color.red.frame(width: 20, height: 20)) == count(Color.red))
        #expect(count(Circle().frame(width: 20)) == count(Circle()))
        #expect(count(RoundedRectangle(cornerRadius: 4).fill(.blue).frame(height: 8)) == count(RoundedRectangle(cornerRadius: 4).fill(.blue)))
        #expect(count(Circle().trim(from: 0, to: 0.5).stroke(.green, lineWidth: 3).frame(width: 20, height: 20)) == count(Circle().trim(from: 0, to: 0.5).stroke(.green, lineWidth: 3)))
        #expect(count(Capsule().strokeBorder(.red, lineWidth: 2).frame(width: 40, height: 10)) == count(Capsule().strokeBorder(.red, lineWidth: 2)))
    }

    @Test func aFrameAroundAViewOfItsOwnSizeKeepsItsNode() {
        func count(_ view: some View) -> Int { ViewHost(view).engine.nodeCount }
        // Text has a size of its own: aligned in the frame, it is not the frame.
        #expect(count(Text("Hi").frame(width: 50)) == count(Text("Hi")) + 1)
        // A fill that casts a shadow is an effect over the plain fill.
        let shadowed = Rectangle().fill(.blue.shadow(.drop(radius: 2)))
        #expect(count(shadowed.frame(width: 50)) == count(shadowed) + 1)
    }

    @Test func foldedFramesLayOutAsFramesKeptApart() {
        for (width, height) in Self.sizes {
            #expect(frames(Color.red, width, height, folded: true) == frames(Color.red, width, height, folded: false), "\(String(describing: width)) × \(String(describing: height))")
            #expect(frames(Circle(), width, height, folded: true) == frames(Circle(), width, height, folded: false))
            let stroked = Circle().trim(from: 0, to: 0.75).stroke(.green, lineWidth: 3)
            #expect(frames(stroked, width, height, folded: true) == frames(stroked, width, height, folded: false))
        }
    }

    @Test func aFoldedFrameTakesItsLengthsAndTheOfferElsewhere() throws {
        // Width fixed at 30, height what the 100 × 100 host offers; centred in the host.
        let host = ViewHost(Color.red.frame(width: 30), size: CGSize(width: 100, height: 100))
        #expect(host.displayList.items.map(\.frame) == [CGRect(x: 35, y: 0, width: 30, height: 100)])
        // At its ideal size a shape is 10 points along an axis the frame leaves open.
        let ideal = ViewHost(Circle().frame(height: 20).fixedSize(), size: CGSize(width: 100, height: 100))
        #expect(ideal.displayList.items.map(\.frame) == [CGRect(x: 45, y: 40, width: 10, height: 20)])
    }

    @Test func aFoldedFrameAnimatesItsLength() throws {
        struct Bar: View {
            var wide: Bool
            var body: some View { Color.red.frame(width: wide ? 80 : 20, height: 20) }
        }
        let host = ViewHost(Bar(wide: false), size: CGSize(width: 100, height: 100))
        let id = try #require(host.displayList.items.first?.viewID)
        withAnimation(.linear(duration: 1)) { host.rootView = Bar(wide: true) }
        host.advance(by: 0.5)
        let item = try #require(host.displayList.items.first)
        // Halfway from 20 to 80, still centred; the same view throughout.
        #expect(abs(item.frame.width - 50) < 1e-9)
        #expect(abs(item.frame.midX - 50) < 1e-9)
        #expect(item.viewID == id)
    }

    @Test func aFoldedFramesShapeStillAnimatesItsFill() throws {
        struct Swatch: View {
            var on: Bool
            var body: some View {
                RoundedRectangle(cornerRadius: 4).fill(on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                    .frame(width: 40, height: 20)
            }
        }
        let host = ViewHost(Swatch(on: false), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { host.rootView = Swatch(on: true) }
        host.advance(by: 0.5)
        let item = try #require(host.displayList.items.first)
        #expect(item.frame == CGRect(x: 30, y: 40, width: 40, height: 20))
        guard case .shape(_, let fill?) = item.content else {
            Issue.record("content: \(item.content)")
            return
        }
        // Halfway between blue and red, the red and blue channels are each between their ends
        // (0 and 128 in a colour's animatable data).
        let (red, blue) = (fill.animatableData.first.first, fill.animatableData.second.first)
        #expect(red > 6 && red < 122)
        #expect(blue > 6 && blue < 122)
    }
}
