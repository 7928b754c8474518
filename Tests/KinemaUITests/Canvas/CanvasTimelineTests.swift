import Foundation
import Kinema
import Testing

// A canvas inside TimelineView(.animation) draws again on every frame the timeline produces,
// with the frame's date: what the renderer computes from it moves with the host's virtual clock.
// A canvas whose frame animates is drawn again at each size it takes.

@MainActor
@Suite("Canvas over time")
struct CanvasTimelineTests {
    /// A dot moving right at 100 points per second from the timeline's start.
    private struct MovingDot: View {
        let start: Date

        var body: some View {
            TimelineView(.animation) { timeline in
                Canvas { context, _ in
                    let elapsed = timeline.date.timeIntervalSince(start)
                    context.fill(
                        Path(ellipseIn: CGRect(x: elapsed * 100, y: 0, width: 10, height: 10)),
                        with: .color(.blue))
                }
            }
        }
    }

    @Test func timelineCanvasMovesWithTheVirtualClock() throws {
        let host = ViewHost(MovingDot(start: Date(timeIntervalSinceReferenceDate: 0)), size: CGSize(width: 400, height: 100))
        #expect(host.isAnimating)
        #expect(close(try #require(host.displayList.items.first).frame.minX, 0))
        host.advance(by: 0.5)
        #expect(close(try #require(host.displayList.items.first).frame.minX, 50, 1e-6))
        host.advance(by: 1)
        #expect(close(try #require(host.displayList.items.first).frame.minX, 150, 1e-6))
    }

    /// Every frame of the recording runs the renderer once more (60 frames a second).
    @Test func rendererRunsOncePerFrame() {
        final class Counter { var count = 0 }
        let counter = Counter()
        let host = ViewHost(
            TimelineView(.animation) { timeline in
                Canvas { context, _ in
                    counter.count += 1
                    context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: timeline.date.timeIntervalSinceReferenceDate)), with: .color(.red))
                }
            },
            size: CGSize(width: 100, height: 100))
        _ = host.displayList
        let before = counter.count
        host.advance(by: 0.5)
        #expect(counter.count - before == 30)
    }

    /// A canvas whose frame animates under withAnimation is drawn at the interpolated size.
    private struct Growing: View {
        @State var wide = false

        var body: some View {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.green))
            }
            .frame(width: wide ? 200 : 100, height: 50)
            .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
        }
    }

    @Test func animatedFrameSizeDrawsAgainAtEachSize() throws {
        let host = ViewHost(Growing(), size: CGSize(width: 400, height: 100))
        host.tap(at: CGPoint(x: 200, y: 50))
        host.advance(by: 0.5)
        let item = try #require(host.displayList.items.first)
        // Half-way through a linear animation from 100 to 200 points wide.
        #expect(close(item.frame.width, 150, 1e-6))
        #expect(close(try #require(item.hostPath).boundingRect.width, 150, 1e-6))
        host.advance(by: 1)
        #expect(close(try #require(host.displayList.items.first).frame.width, 200, 1e-6))
    }
}
