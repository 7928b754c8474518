import Foundation
import Kinema
import KinemaTestSupport
import Testing

// A change of layout under an animation: each view travels from its old frame to its new one, its
// frame interpolated by the animation's curve (a linear animation: in a straight line, at constant
// speed). Both end layouts come from the stack rules (`StackReference`, docs/research/layout.md §1).
@MainActor
@Suite("Animating between layouts")
struct LayoutAnimationTests {
    private func frames(_ host: ViewHost<some View>) -> [CGRect] {
        host.displayList.items.map(\.frame)
    }

    private func mix(_ a: [CGRect], _ b: [CGRect], _ t: CGFloat) -> [CGRect] {
        zip(a, b).map { a, b in
            CGRect(
                x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
                width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
        }
    }

    private func close(_ a: [CGRect], _ b: [CGRect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { a, b in
            abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
                && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
        }
    }

    /// Two squares, with a spacer between them or not (also used by `DrawnFrameTests`).
    struct Row: View {
        var showsSpacer: Bool

        var body: some View {
            HStack {
                Color.red.frame(width: 50, height: 50)
                if showsSpacer { Spacer() }
                Color.blue.frame(width: 50, height: 50)
            }
        }
    }

    @Test func aSpacerAppearingPushesTheSquaresApartLinearly() {
        // Before: 50 + 8 + 50 = 108, centred in 300: the squares at 96 and 154. After: the spacer
        // takes 200 with no spacing beside it: the row spans the host, squares at 0 and 250.
        let host = ViewHost(Row(showsSpacer: false), size: CGSize(width: 300, height: 50))
        let before = [CGRect(x: 96, y: 0, width: 50, height: 50), CGRect(x: 154, y: 0, width: 50, height: 50)]
        let after = [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 250, y: 0, width: 50, height: 50)]
        #expect(frames(host) == before)

        withAnimation(.linear(duration: 1)) {
            host.rootView = Row(showsSpacer: true)
        }
        host.advance(by: 0.25)
        #expect(close(frames(host), mix(before, after, 0.25)), "\(frames(host))")
        host.advance(by: 0.25)
        #expect(close(frames(host), mix(before, after, 0.5)), "\(frames(host))")
        host.advance(by: 0.5)
        #expect(frames(host) == after)
    }

    private struct Shares: View {
        var favoursBlue: Bool

        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 50).layoutPriority(favoursBlue ? 0 : 1)
                Color.blue.frame(minWidth: 50).layoutPriority(favoursBlue ? 1 : 0)
            }
        }
    }

    @Test func aPriorityChangeMovesTheShareLinearly() {
        // The favoured colour is offered 300 − 50 (the other's minimum) = 250; the other keeps 50.
        let red = StackReference.Child.flexibleFrame(minLength: 50)
        let blue = StackReference.Child.flexibleFrame(minLength: 50)
        let start = StackReference.size([red.priority(1), blue], gaps: [0], proposal: 300)
        let end = StackReference.size([red, blue.priority(1)], gaps: [0], proposal: 300)
        #expect(start.lengths == [250, 50] && end.lengths == [50, 250])
        func rects(_ sizing: StackReference.Sizing) -> [CGRect] {
            sizing.lengths.indices.map { CGRect(x: sizing.positions[$0], y: 0, width: sizing.lengths[$0], height: 20) }
        }

        let host = ViewHost(Shares(favoursBlue: false), size: CGSize(width: 300, height: 20))
        #expect(frames(host) == rects(start))
        withAnimation(.linear(duration: 1)) {
            host.rootView = Shares(favoursBlue: true)
        }
        host.advance(by: 0.5)
        // Halfway: both 150 wide, the blue one from x = 150.
        #expect(close(frames(host), mix(rects(start), rects(end), 0.5)), "\(frames(host))")
        #expect(close(frames(host), [CGRect(x: 0, y: 0, width: 150, height: 20), CGRect(x: 150, y: 0, width: 150, height: 20)]))
        host.advance(by: 0.5)
        #expect(frames(host) == rects(end))
    }
}
