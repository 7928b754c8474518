import Foundation
import Kinema
import PropertyBased
import Testing

// DragGesture's values through a host: where the touch began and is (in the gesture's coordinate
// space), the translation (location − startLocation, as Apple documents), the velocity in points
// per second, and the predicted end a quarter of a second of that velocity further on (SwiftUI's
// interface defines velocity as 4 × (predictedEndLocation − location)).

/// Every value a drag reported, and its end.
@MainActor
private final class DragLog {
    var changes: [DragGesture.Value] = []
    var ends: [DragGesture.Value] = []
}

/// A 100 × 100 square in the centre of a 400 × 400 host (laid out at 150…250), with a drag.
private struct Square: View {
    let log: DragLog
    var drag = DragGesture()
    var body: some View {
        Color.blue
            .frame(width: 100, height: 100)
            .gesture(drag.onChanged { log.changes.append($0) }.onEnded { log.ends.append($0) })
    }
}

@MainActor
@Suite("DragGesture")
struct DragGestureTests {
    /// A drag of 60 points in 0.1 s (600 points per second), in the square's local space.
    @Test func valuesAreInTheViewsSpace() throws {
        let log = DragLog()
        let host = ViewHost(Square(log: log))
        #expect(host.drag(from: CGPoint(x: 160, y: 170), to: CGPoint(x: 220, y: 170), duration: 0.1))
        let end = try #require(log.ends.last)
        #expect(log.ends.count == 1)
        #expect(end.startLocation == CGPoint(x: 10, y: 20))
        #expect(end.location == CGPoint(x: 70, y: 20))
        #expect(end.translation == CGSize(width: 60, height: 0))
        #expect(abs(end.velocity.width - 600) < 1e-6)
        #expect(abs(end.velocity.height) < 1e-9)
        #expect(abs(end.predictedEndLocation.x - (70 + 600 * 0.25)) < 1e-6)
        #expect(abs(end.predictedEndTranslation.width - (60 + 600 * 0.25)) < 1e-6)
        #expect(end.predictedEndLocation.y == 20)
        // The event's date: the host's start date plus its time.
        #expect(end.time == host.startDate.addingTimeInterval(host.time))
        #expect(abs(host.time - 0.1) < 1e-12)
    }

    /// The drag recognizes once the touch is 10 points from where it began: 45 points in 0.1 s
    /// at 60 Hz moves 7.5 points a frame, so the first move does not report and the others do.
    @Test func recognizesAtTheMinimumDistance() {
        let log = DragLog()
        let host = ViewHost(Square(log: log))
        host.drag(from: CGPoint(x: 160, y: 170), to: CGPoint(x: 205, y: 170), duration: 0.1)
        let expected: [CGFloat] = [15, 22.5, 30, 37.5, 45]
        #expect(log.changes.count == expected.count)
        for (change, width) in zip(log.changes, expected) { #expect(abs(change.translation.width - width) < 1e-9) }
    }

    /// A touch that moves less than the minimum distance is not a drag: nothing runs, and no
    /// gesture took it.
    @Test func aShortMoveIsNoDrag() {
        let log = DragLog()
        let host = ViewHost(Square(log: log))
        #expect(!host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 208, y: 200), duration: 0.1))
        #expect(log.changes.isEmpty)
        #expect(log.ends.isEmpty)
    }

    /// With a minimum distance of 0 the drag begins at touch-down, with no translation.
    @Test func aZeroMinimumDistanceBeginsAtTouchDown() throws {
        let log = DragLog()
        let host = ViewHost(Square(log: log, drag: DragGesture(minimumDistance: 0)))
        let touch = try #require(host.touchDown(at: CGPoint(x: 200, y: 200)))
        #expect(log.changes.map(\.translation) == [.zero])
        touch.lift()
        #expect(log.ends.count == 1)
    }

    /// `.global` reports host coordinates; a named space, coordinates in the named view's frame.
    @Test func coordinateSpaces() throws {
        let global = DragLog()
        let host = ViewHost(Square(log: global, drag: DragGesture(coordinateSpace: .global)))
        host.drag(from: CGPoint(x: 160, y: 170), to: CGPoint(x: 220, y: 170), duration: 0.1)
        #expect(global.ends.first?.startLocation == CGPoint(x: 160, y: 170))

        let named = DragLog()
        let framed = ViewHost(
            VStack { Square(log: named, drag: DragGesture(coordinateSpace: .named("stage"))) }
                .frame(width: 300, height: 300)
                .coordinateSpace(name: "stage"))
        framed.drag(from: CGPoint(x: 160, y: 170), to: CGPoint(x: 220, y: 170), duration: 0.1)
        // The stage is laid out at 50…350.
        #expect(named.ends.first?.startLocation == CGPoint(x: 110, y: 120))
    }

    /// Bad minimum distances: NaN reads as 10, infinity never recognizes.
    @Test func badMinimumDistances() {
        let nan = DragLog()
        let host = ViewHost(Square(log: nan, drag: DragGesture(minimumDistance: .nan)))
        host.drag(from: CGPoint(x: 160, y: 170), to: CGPoint(x: 220, y: 170), duration: 0.1)
        #expect(nan.changes.first?.translation.width == 10)

        let infinite = DragLog()
        let never = ViewHost(Square(log: infinite, drag: DragGesture(minimumDistance: .infinity)))
        #expect(!never.drag(from: CGPoint(x: 160, y: 170), to: CGPoint(x: 240, y: 170), duration: 0.1))
        #expect(infinite.changes.isEmpty && infinite.ends.isEmpty)
    }

    /// A drag of zero duration has no velocity: its events share one time.
    @Test func aZeroDurationDragHasNoVelocity() throws {
        let log = DragLog()
        let host = ViewHost(Square(log: log))
        host.drag(from: CGPoint(x: 160, y: 170), to: CGPoint(x: 220, y: 170), duration: 0)
        let end = try #require(log.ends.first)
        #expect(end.translation.width == 60)
        #expect(end.velocity == .zero)
        #expect(end.predictedEndLocation == end.location)
    }

    /// For any straight drag at constant speed, the end reports the whole translation, the speed
    /// (displacement / duration) as its velocity, and a predicted end 0.25 s of that velocity
    /// further on.
    @Test func anyStraightDragReportsItsSpeed() async {
        await propertyCheck(
            count: 60, input: Gen.double(in: -140...140), Gen.double(in: -140...140), Gen.double(in: 0.05...1)
        ) { dx, dy, duration in
            guard (dx * dx + dy * dy).squareRoot() >= 20 else { return }
            let log = DragLog()
            let host = ViewHost(Square(log: log), size: CGSize(width: 400, height: 400))
            let start = CGPoint(x: 200, y: 200)
            host.drag(from: start, to: CGPoint(x: 200 + dx, y: 200 + dy), duration: duration)
            guard let end = log.ends.first else {
                Issue.record("no end for (\(dx), \(dy)) in \(duration) s")
                return
            }
            #expect(abs(end.translation.width - dx) < 1e-9 && abs(end.translation.height - dy) < 1e-9)
            #expect(abs(end.velocity.width - dx / duration) < 1e-6 * max(1, abs(dx / duration)))
            #expect(abs(end.velocity.height - dy / duration) < 1e-6 * max(1, abs(dy / duration)))
            #expect(abs(end.predictedEndTranslation.width - (dx + 0.25 * end.velocity.width)) < 1e-6)
        }
    }
}
