import Foundation
import Kinema
import Testing

// `onScrollPhaseChange`: a drag is `.interacting`, the flick after it `.decelerating` until the
// content rests (`.idle`); a scroll under `withAnimation` is `.animating`; a scroll without one
// moves at once and reports nothing.
private final class PhaseLog {
    var changes: [String] = []
}

private struct Feed: View {
    let log: PhaseLog
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { index in
                    Color.blue.frame(height: 50).id(index)
                }
            }
        }
        .onScrollPhaseChange { old, new in
            log.changes.append("\(old)→\(new)")
        }
    }
}

@MainActor
@Suite("Scroll phases")
struct ScrollPhaseTests {
    @Test func aFlickInteractsThenDeceleratesThenRests() {
        let log = PhaseLog()
        let host = ViewHost(Feed(log: log), size: CGSize(width: 400, height: 400))
        #expect(log.changes.isEmpty)
        host.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 150), duration: 0.1)
        #expect(log.changes.first == "idle→interacting")
        #expect(log.changes.last == "interacting→decelerating")
        host.advance(by: 5)
        #expect(log.changes == ["idle→interacting", "interacting→decelerating", "decelerating→idle"])
        #expect(!ScrollPhase.idle.isScrolling && ScrollPhase.decelerating.isScrolling)
    }

    @Test func anAnimatedScrollAnimatesAndAnInstantOneReportsNothing() {
        let log = PhaseLog()
        let host = ViewHost(Feed(log: log), size: CGSize(width: 400, height: 400))
        host.scroll(by: CGSize(width: 0, height: 100))
        host.advance(by: 1 / 60)
        #expect(log.changes.isEmpty)
        _ = withAnimation(.linear(duration: 0.5)) {
            host.scroll(by: CGSize(width: 0, height: 200))
        }
        host.advance(by: 0.1)
        #expect(log.changes == ["idle→animating"])
        host.advance(by: 1)
        #expect(log.changes == ["idle→animating", "animating→idle"])
    }
}
