import Foundation
import Kinema
import Testing

// Composed gestures: `simultaneously(with:)` (both follow the touch), `sequenced(before:)` (the
// second starts when the first succeeds), `exclusively(before:)` (only one succeeds, the first
// having precedence), `map`, custom gestures with a body, AnyGesture and optional gestures.

@MainActor
private final class Log {
    var events: [String] = []
}

/// A 100 × 100 square in the centre of the host with `gesture`.
private struct Square<G: Gesture>: View {
    let gesture: G
    var body: some View {
        Color.blue.frame(width: 100, height: 100).gesture(gesture)
    }
}

private let centre = CGPoint(x: 200, y: 200)

@MainActor
@Suite("Composite gestures")
struct CompositeGestureTests {
    /// The double tap of SwiftUI's exclusive example wins two quick taps; a single tap counts only
    /// once the wait for a second has run out (0.3 s).
    @Test func aDoubleTapTakesPrecedenceOverASingleTap() {
        let log = Log()
        let gesture = TapGesture(count: 2).onEnded { log.events.append("double") }
            .exclusively(before: TapGesture().onEnded { log.events.append("single") })
        let host = ViewHost(Square(gesture: gesture))
        host.tap(at: centre)
        #expect(log.events.isEmpty, "waiting for a second tap")
        host.advance(by: 0.1)
        host.tap(at: centre)
        #expect(log.events == ["double"])
        host.tap(at: centre)
        host.advance(by: 0.5)
        #expect(log.events == ["double", "single"])
    }

    /// A long press, then a drag in the same touch: `.first(true)` while pressing, then
    /// `.second(true, drag)` with the drag's translation from where the press ended.
    @Test func aLongPressThenADrag() throws {
        let log = Log()
        let gesture = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first(let pressing): log.events.append("first \(pressing)")
                case .second(let pressed, let drag): log.events.append("second \(pressed) \(drag?.translation.width ?? -1)")
                }
            }
            .onEnded { _ in log.events.append("ended") }
        let host = ViewHost(Square(gesture: gesture))
        let touch = try #require(host.touchDown(at: centre))
        #expect(log.events == ["first true"])
        host.advance(by: 0.6)
        #expect(log.events == ["first true", "second true 0.0"])
        touch.move(to: CGPoint(x: 230, y: 200))
        touch.lift()
        #expect(log.events == ["first true", "second true 0.0", "second true 30.0", "ended"])
    }

    /// Moved before the press completes, the sequence fails: nothing after `.first`.
    @Test func aSequenceFailsWithItsFirstGesture() throws {
        let log = Log()
        let gesture = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .onEnded { _ in log.events.append("ended") }
        let host = ViewHost(Square(gesture: gesture))
        host.drag(from: centre, to: CGPoint(x: 260, y: 200), duration: 0.1)
        #expect(log.events.isEmpty)
    }

    /// Both parts of a simultaneous gesture see the touch; a part that failed has no value.
    @Test func simultaneousValuesCarryBoth() throws {
        let log = Log()
        let gesture = LongPressGesture(minimumDuration: 10).simultaneously(with: DragGesture())
            .onChanged { value in
                log.events.append("\(value.first.map { "\($0)" } ?? "nil") \(value.second.map { "\($0.translation.width)" } ?? "nil")")
            }
        let host = ViewHost(Square(gesture: gesture))
        let touch = try #require(host.touchDown(at: centre))
        host.advance(by: 1.0 / 60)
        touch.move(to: CGPoint(x: 205, y: 200))   // within the press's 10 points, short of a drag
        host.advance(by: 1.0 / 60)
        touch.move(to: CGPoint(x: 220, y: 200))   // the press fails; the drag begins
        touch.lift()
        #expect(log.events == ["true nil", "nil 20.0"])
    }

    /// `map` turns values into others; callbacks before the map see the original ones.
    @Test func mapTransformsValues() {
        let log = Log()
        let gesture = DragGesture()
            .onEnded { log.events.append("inner \($0.translation.width)") }
            .map { $0.translation.width * 2 }
            .onEnded { log.events.append("outer \($0)") }
        let host = ViewHost(Square(gesture: gesture))
        host.drag(from: centre, to: CGPoint(x: 230, y: 200), duration: 0.05)
        #expect(log.events == ["inner 30.0", "outer 60.0"])
    }

    /// A custom gesture's value is its body's.
    @Test func aCustomGestureRecognizesItsBody() {
        struct SwipeRight: Gesture {
            var body: some Gesture {
                DragGesture(minimumDistance: 20).map { $0.translation.width > 0 }
            }
        }
        let log = Log()
        let host = ViewHost(Square(gesture: SwipeRight().onEnded { log.events.append("right \($0)") }))
        host.drag(from: centre, to: CGPoint(x: 240, y: 200), duration: 0.1)
        host.drag(from: centre, to: CGPoint(x: 160, y: 200), duration: 0.1)
        #expect(log.events == ["right true", "right false"])
    }

    /// AnyGesture and optional gestures: `nil` recognizes nothing.
    @Test func typeErasedAndOptionalGestures() {
        let log = Log()
        let erased = AnyGesture(TapGesture().onEnded { log.events.append("any") })
        #expect(ViewHost(Square(gesture: erased)).tap(at: centre))
        let some: TapGesture? = TapGesture()
        #expect(ViewHost(Square(gesture: some.onEnded { log.events.append("some") })).tap(at: centre))
        let none: _EndedGesture<TapGesture>? = nil
        #expect(!ViewHost(Square(gesture: none)).tap(at: centre))
        #expect(log.events == ["any", "some"])
    }

    /// A pinch and a rotation need two fingers: headless they fail at once and never block.
    @Test func twoFingerGesturesFailHeadless() {
        let log = Log()
        let gesture = MagnifyGesture().onEnded { _ in log.events.append("magnify") }
            .exclusively(before: TapGesture().onEnded { log.events.append("tap") })
        let host = ViewHost(Square(gesture: gesture))
        host.tap(at: centre)
        #expect(log.events == ["tap"])
    }
}
