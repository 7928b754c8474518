import Foundation
import Kinema
import Testing

// Driving touches headlessly: `drag(from:to:duration:)` touches down, then moves once per frame
// of the host's frame rate (frames produced in between, as `advance(by:)` produces them), each
// move an event of its own, and lifts at the end; bad input has a defined outcome.

@MainActor
private final class Log {
    var locations: [CGPoint] = []
    var times: [TimeInterval] = []
    var ends = 0
}

/// A 100 × 100 square in the centre of the host whose drag records every location in host
/// coordinates, and a counter of its body runs.
private struct Tracker: View {
    let log: Log
    @State private var moves = 0
    var body: some View {
        Color.blue
            .frame(width: 100, height: 100)
            .opacity(moves.isMultiple(of: 2) ? 1 : 0.9)
            .gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .global)
                    .onChanged { value in
                        log.locations.append(value.location)
                        log.times.append(value.time.timeIntervalSinceReferenceDate)
                        moves += 1
                    }
                    .onEnded { _ in log.ends += 1 }
            )
    }
}

private let centre = CGPoint(x: 200, y: 200)

@MainActor
@Suite("ViewHost drags")
struct ViewHostDragTests {
    /// Touch-down, then one move per 60 Hz frame, linearly interpolated; the clock advances by the
    /// duration; each move is its own update (the body ran once per move).
    @Test func oneMovePerFrame() {
        let log = Log()
        let host = ViewHost(Tracker(log: log))
        let bodies = host.bodyEvaluationCount
        #expect(host.drag(from: CGPoint(x: 170, y: 200), to: CGPoint(x: 230, y: 200), duration: 0.1))
        #expect(abs(host.time - 0.1) < 1e-12)
        #expect(log.locations.count == 7)
        for (index, location) in log.locations.enumerated() {
            #expect(abs(location.x - (170 + 10 * CGFloat(index))) < 1e-9)
            #expect(abs(log.times[index] - Double(index) / 60) < 1e-9)
        }
        #expect(log.ends == 1)
        #expect(host.bodyEvaluationCount - bodies == 7)
    }

    /// Frames are produced between moves: an animation started before the drag moves on.
    @Test func framesAdvanceDuringADrag() {
        struct Pulsing: View {
            let log: Log
            @State private var big = false
            var body: some View {
                Tracker(log: log)
                    .scaleEffect(big ? 2 : 1)
                    .onAppear { withAnimation(.linear(duration: 1)) { big = true } }
            }
        }
        let log = Log()
        let host = ViewHost(Pulsing(log: log))
        host.drag(from: CGPoint(x: 190, y: 200), to: CGPoint(x: 210, y: 200), duration: 0.5)
        #expect(abs(host.displayList.items[0].transform.a - 1.5) < 1e-6)
    }

    /// A polyline is walked at constant speed: 200 points of path in 0.2 s, one move per frame.
    @Test func dragAlongAPath() {
        let log = Log()
        let host = ViewHost(Tracker(log: log))
        let path = [CGPoint(x: 160, y: 160), CGPoint(x: 240, y: 160), CGPoint(x: 240, y: 240), CGPoint(x: 200, y: 240)]
        #expect(host.drag(along: path, duration: 0.2))
        #expect(log.locations.count == 13)
        // Frame 6 of 12 is half-way: 100 points along, 20 down the second leg.
        #expect(abs(log.locations[6].x - 240) < 1e-9 && abs(log.locations[6].y - 180) < 1e-9)
        #expect(log.locations.last == CGPoint(x: 200, y: 240))
    }

    /// A zero (or negative, NaN, infinite) duration moves once to the end and lifts at once.
    @Test(arguments: [0, -1, Double.nan, Double.infinity])
    func zeroDurationMovesOnceThenEnds(duration: Double) {
        let log = Log()
        let host = ViewHost(Tracker(log: log))
        #expect(host.drag(from: CGPoint(x: 170, y: 200), to: CGPoint(x: 230, y: 200), duration: duration))
        #expect(log.locations.map(\.x) == [170, 230])
        #expect(log.ends == 1)
        #expect(host.time == 0)
    }

    /// NaN or infinite points, an empty path, or a start on nothing: nothing happens.
    @Test func badPointsAreIgnored() {
        let log = Log()
        let host = ViewHost(Tracker(log: log))
        #expect(!host.drag(from: CGPoint(x: CGFloat.nan, y: 200), to: centre, duration: 0.1))
        #expect(!host.drag(from: centre, to: CGPoint(x: 200, y: CGFloat.infinity), duration: 0.1))
        #expect(!host.drag(along: [], duration: 0.1))
        #expect(!host.drag(from: CGPoint(x: 10, y: 10), to: centre, duration: 0.1), "starts on nothing")
        #expect(log.locations.isEmpty && log.ends == 0)
        #expect(host.time == 0)
    }

    /// A touch moved to a NaN point ignores it; a second touch cannot go down while one is; a
    /// lifted touch does nothing more.
    @Test func touchesOneAtATime() throws {
        let log = Log()
        let host = ViewHost(Tracker(log: log))
        let touch = try #require(host.touchDown(at: centre))
        #expect(host.touchDown(at: centre) == nil)
        #expect(!touch.move(to: CGPoint(x: CGFloat.nan, y: 0)))
        #expect(touch.isActive)
        #expect(touch.lift())
        #expect(!touch.isActive)
        #expect(!touch.lift())
        #expect(log.ends == 1)
        #expect(host.touchDown(at: centre) != nil)
    }

    /// A very long drag makes at most 10,000 moves.
    @Test func aVeryLongDragIsBounded() {
        let log = Log()
        let host = ViewHost(Tracker(log: log))
        host.drag(from: CGPoint(x: 170, y: 200), to: CGPoint(x: 230, y: 200), duration: 1_000_000)
        #expect(log.locations.count == 10_001)
        #expect(abs(host.time - 1_000_000) < 1e-3)
    }

    /// `tap(at:count:)` taps in a row: a double tap's gesture runs once.
    @Test func tapCount() {
        struct Doubled: View {
            let log: Log
            var body: some View {
                Color.blue.frame(width: 100, height: 100).onTapGesture(count: 2) { log.ends += 1 }
            }
        }
        let log = Log()
        let host = ViewHost(Doubled(log: log))
        #expect(host.tap(at: centre, count: 2))
        #expect(log.ends == 1)
        #expect(host.tap(at: centre, count: 0), "a count below 1 taps once")
        #expect(log.ends == 1)
        #expect(!host.tap(at: CGPoint(x: CGFloat.nan, y: 0), count: 2))
    }
}
