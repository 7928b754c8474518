import Kinema
import Testing

@MainActor
@Suite("TimelineView")
struct TimelineViewTests {
    /// Seed 004 (16:26): a KeyframeTimeline driven by time through a TimelineView. The content sees
    /// the timeline's value at each frame's date.
    private struct Driven: View {
        let start: Date
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 1)
        }
        var body: some View {
            TimelineView(.animation) { context in
                Color.red.frame(width: 10, height: 10)
                    .offset(x: timeline.value(time: context.date.timeIntervalSince(start)))
            }
        }
    }

    @Test func animationScheduleDrivesAKeyframeTimeline() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let host = ViewHost(Driven(start: start))
        #expect(host.isAnimating)
        host.advance(by: 0.25)
        #expect(abs(host.displayList.items[0].transform.tx - 25) < 1e-9)
        host.advance(by: 1)
        #expect(abs(host.displayList.items[0].transform.tx - 100) < 1e-9)
    }

    private struct Ticker: View {
        var body: some View {
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.5)) { context in
                Color.red.frame(width: 10, height: 10)
                    .offset(x: context.date.timeIntervalSinceReferenceDate * 10)
            }
        }
    }

    /// A periodic schedule updates only at its entries: 0, 0.5, 1.0 …
    @Test func periodicScheduleUpdatesAtItsEntries() {
        let host = ViewHost(Ticker())
        host.advance(by: 0.4)
        #expect(host.displayList.items[0].transform.tx == 0)
        host.advance(by: 0.2)
        #expect(abs(host.displayList.items[0].transform.tx - 5) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].transform.tx - 10) < 1e-9)
    }
}
