import Foundation
import Kinema
import Testing

// LongPressGesture: `true` at touch-down (the pressing state), ending with `true` once the
// minimum duration has passed with the finger still down; failing if the finger lifts sooner or
// moves more than the maximum distance.

/// Apple's LongPressGesture example, as its documentation writes it.
private struct LongPressGestureView: View {
    @GestureState private var isDetectingLongPress = false
    @State private var completedLongPress = false

    var longPress: some Gesture {
        LongPressGesture(minimumDuration: 3)
            .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                gestureState = currentState
                transaction.animation = Animation.easeIn(duration: 2.0)
            }
            .onEnded { finished in
                self.completedLongPress = finished
            }
    }

    var body: some View {
        Circle()
            .fill(self.isDetectingLongPress ? Color.red : (self.completedLongPress ? Color.green : Color.blue))
            .frame(width: 100, height: 100, alignment: .center)
            .gesture(longPress)
    }
}

@MainActor
private final class PressLog {
    var pressing: [Bool] = []
    var performed = 0
}

/// `onLongPressGesture` with both closures.
private struct Holdable: View {
    let log: PressLog
    var minimumDuration = 1.0
    var body: some View {
        Color.orange
            .frame(width: 100, height: 100)
            .onLongPressGesture(minimumDuration: minimumDuration) {
                log.performed += 1
            } onPressingChanged: { pressing in
                log.pressing.append(pressing)
            }
    }
}

@MainActor
private func fill<Root: View>(_ host: ViewHost<Root>) -> Color? {
    if case .shape(_, let fill) = host.displayList.items.first?.content { return fill }
    return nil
}

private let centre = CGPoint(x: 200, y: 200)

@MainActor
@Suite("LongPressGesture")
struct LongPressGestureTests {
    /// Red while held (the change animates toward red under easeIn(2)), green once three seconds
    /// have passed: the gesture ended with the finger still down, and its state reset.
    @Test func applesExampleTurnsGreenAfterThreeSeconds() throws {
        let host = ViewHost(LongPressGestureView())
        #expect(fill(host) == .blue)
        let touch = try #require(host.touchDown(at: centre))
        host.advance(by: 2.5)
        #expect(fill(host) == .red)
        host.advance(by: 0.6)
        #expect(fill(host) == .green)
        touch.lift()
        #expect(fill(host) == .green)
    }

    /// Lifted after a second, the press fails: no onEnded, and the state resets to blue without
    /// an animation — so the easeIn(2) toward red started at touch-down runs on, offset by the
    /// jump, as a running animation does, and the circle is blue once it ends at 2 s.
    @Test func releasedEarlyItFails() {
        let host = ViewHost(LongPressGestureView())
        host.longPress(at: centre, duration: 1)
        #expect(fill(host) != .red)
        host.advance(by: 1.1)
        #expect(fill(host) == .blue)
        #expect(!host.isAnimating)
    }

    /// `onLongPressGesture`: pressing true at touch-down, then false and the action when the
    /// minimum duration passes, however long the finger stays.
    @Test func onLongPressGestureReportsPressingThenPerforms() {
        let log = PressLog()
        let host = ViewHost(Holdable(log: log))
        #expect(host.longPress(at: centre, duration: 2))
        #expect(log.pressing == [true, false])
        #expect(log.performed == 1)
    }

    /// The action runs at the minimum duration, not when the finger lifts.
    @Test func theActionRunsAtTheMinimumDuration() throws {
        let log = PressLog()
        let host = ViewHost(Holdable(log: log))
        let touch = try #require(host.touchDown(at: centre))
        host.advance(by: 0.99)
        #expect(log.performed == 0)
        host.advance(by: 0.02)
        #expect(log.performed == 1)
        touch.lift()
        #expect(log.performed == 1)
    }

    @Test func anEarlyReleaseOrAMoveCancelsThePress() throws {
        let log = PressLog()
        let host = ViewHost(Holdable(log: log))
        host.longPress(at: centre, duration: 0.5)
        #expect(log.pressing == [true, false])
        #expect(log.performed == 0)

        let moved = PressLog()
        let other = ViewHost(Holdable(log: moved))
        let touch = try #require(other.touchDown(at: centre))
        other.advance(by: 0.2)
        touch.move(to: CGPoint(x: 215, y: 200))   // 15 points: past the 10-point limit
        other.advance(by: 1)
        touch.lift()
        #expect(moved.pressing == [true, false])
        #expect(moved.performed == 0)
    }

    /// Bad durations: 0 or less ends at touch-down; NaN reads as the default 0.5.
    @Test func badDurations() {
        let instant = PressLog()
        let host = ViewHost(Holdable(log: instant, minimumDuration: -1))
        host.longPress(at: centre, duration: 0)
        #expect(instant.performed == 1)

        let nan = PressLog()
        let other = ViewHost(Holdable(log: nan, minimumDuration: .nan))
        other.longPress(at: centre, duration: 0.4)
        #expect(nan.performed == 0)
        other.longPress(at: centre, duration: 0.6)
        #expect(nan.performed == 1)
    }

    /// The host's long press itself: NaN or infinite durations do nothing.
    @Test func hostLongPressBadInput() {
        let log = PressLog()
        let host = ViewHost(Holdable(log: log))
        #expect(!host.longPress(at: centre, duration: .nan))
        #expect(!host.longPress(at: centre, duration: .infinity))
        #expect(!host.longPress(at: CGPoint(x: CGFloat.nan, y: 0), duration: 1))
        #expect(log.pressing.isEmpty)
        #expect(host.time == 0)
    }
}
