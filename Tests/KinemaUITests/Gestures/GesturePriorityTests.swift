import Foundation
import Kinema
import Testing

// Which gesture takes a touch when several are attached around the view it lands on. SwiftUI's
// rules: a subview's gesture takes precedence over its parent's (`gesture(_:)`: "with a lower
// precedence than gestures defined by the view"); `highPriorityGesture` takes precedence over the
// view's own; `simultaneousGesture` runs beside them; a GestureMask turns off the added gesture,
// the subviews' gestures, or both. A touch that moves less than a drag's minimum distance is a
// tap; one that moves further is not.

@MainActor
private final class Log {
    var events: [String] = []
}

/// A 100 × 100 child with a tap, inside a 300 × 300 parent: the child is laid out at 150…250.
private struct Nested<Parent: ViewModifier>: View {
    let log: Log
    let parent: Parent
    var body: some View {
        ZStack {
            Color.gray.frame(width: 300, height: 300)
            Color.blue.frame(width: 100, height: 100).onTapGesture { log.events.append("child") }
        }
        .modifier(parent)
    }
}

/// Attaches a parent gesture with one of the three modifiers (or a mask).
private struct ParentTap: ViewModifier {
    enum Kind { case normal, high, simultaneous }
    let log: Log
    var kind = Kind.normal
    var mask = GestureMask.all
    func body(content: Content) -> some View {
        let tap = TapGesture().onEnded { log.events.append("parent") }
        switch kind {
        case .normal: return AnyView(content.gesture(tap, including: mask))
        case .high: return AnyView(content.highPriorityGesture(tap, including: mask))
        case .simultaneous: return AnyView(content.simultaneousGesture(tap, including: mask))
        }
    }
}

/// A parent drag around a child tap.
private struct ParentDrag: ViewModifier {
    let log: Log
    func body(content: Content) -> some View {
        content.gesture(DragGesture().onEnded { _ in log.events.append("drag") })
    }
}

private let child = CGPoint(x: 200, y: 200)
private let parentOnly = CGPoint(x: 80, y: 80)

@MainActor
@Suite("Gesture priority")
struct GesturePriorityTests {
    @Test func aChildsGestureBeatsItsParents() {
        let log = Log()
        let host = ViewHost(Nested(log: log, parent: ParentTap(log: log)))
        #expect(host.tap(at: child))
        #expect(log.events == ["child"])
        #expect(host.tap(at: parentOnly))
        #expect(log.events == ["child", "parent"])
    }

    @Test func aHighPriorityGestureBeatsTheChilds() {
        let log = Log()
        let host = ViewHost(Nested(log: log, parent: ParentTap(log: log, kind: .high)))
        host.tap(at: child)
        #expect(log.events == ["parent"])
    }

    @Test func aSimultaneousGestureRunsBesideTheChilds() {
        let log = Log()
        let host = ViewHost(Nested(log: log, parent: ParentTap(log: log, kind: .simultaneous)))
        host.tap(at: child)
        #expect(log.events.sorted() == ["child", "parent"])
    }

    /// `.gesture` turns the subviews' gestures off; `.subviews` the added one; `.none` both.
    @Test func masks() {
        let gestureOnly = Log()
        ViewHost(Nested(log: gestureOnly, parent: ParentTap(log: gestureOnly, mask: .gesture))).tap(at: child)
        #expect(gestureOnly.events == ["parent"])

        let subviewsOnly = Log()
        let host = ViewHost(Nested(log: subviewsOnly, parent: ParentTap(log: subviewsOnly, mask: .subviews)))
        host.tap(at: child)
        #expect(!host.tap(at: parentOnly))
        #expect(subviewsOnly.events == ["child"])

        let none = Log()
        let off = ViewHost(Nested(log: none, parent: ParentTap(log: none, mask: .none)))
        #expect(!off.tap(at: child))
        #expect(none.events.isEmpty)
    }

    /// A touch on the child that moves less than 10 points is the child's tap; one that moves
    /// further fails the tap and is the parent's drag.
    @Test func aShortDragIsATapAndALongOneADrag() {
        let log = Log()
        let host = ViewHost(Nested(log: log, parent: ParentDrag(log: log)))
        host.drag(from: child, to: CGPoint(x: 206, y: 200), duration: 0.1)
        #expect(log.events == ["child"])
        host.drag(from: child, to: CGPoint(x: 260, y: 200), duration: 0.1)
        #expect(log.events == ["child", "drag"])
    }

    /// A drag on a child and a tap on its parent: a touch that does not move is the parent's tap,
    /// since the drag fails when the finger lifts.
    @Test func aTouchThatDoesNotMoveIsTheParentsTap() {
        struct DragInsideTap: View {
            let log: Log
            var body: some View {
                ZStack {
                    Color.gray.frame(width: 300, height: 300)
                    Color.blue.frame(width: 100, height: 100)
                        .gesture(DragGesture().onEnded { _ in log.events.append("drag") })
                }
                .onTapGesture { log.events.append("tap") }
            }
        }
        let log = Log()
        let host = ViewHost(DragInsideTap(log: log))
        host.tap(at: child)
        #expect(log.events == ["tap"])
        host.drag(from: child, to: CGPoint(x: 260, y: 200), duration: 0.1)
        #expect(log.events == ["tap", "drag"])
    }

    /// Disabled views take no touches: `disabled(true)` and `isEnabled: false`.
    @Test func disabledGesturesTakeNothing() {
        let log = Log()
        let host = ViewHost(Color.blue.frame(width: 100, height: 100).onTapGesture { log.events.append("tap") }.disabled(true))
        #expect(!host.tap(at: child))
        let other = ViewHost(Color.blue.frame(width: 100, height: 100)
            .gesture(TapGesture().onEnded { log.events.append("off") }, isEnabled: false))
        #expect(!other.tap(at: child))
        #expect(log.events.isEmpty)
    }

    /// A button inside a draggable view: a tap runs the button's action; a drag starting on the
    /// button moves the view and leaves the button alone.
    @Test func aDragStartingOnAButtonDragsItsParent() {
        struct Panel: View {
            let log: Log
            var body: some View {
                ZStack {
                    Color.gray.frame(width: 300, height: 300)
                    Button("Go") { log.events.append("button") }
                }
                .gesture(DragGesture().onEnded { _ in log.events.append("drag") })
            }
        }
        let log = Log()
        let host = ViewHost(Panel(log: log))
        #expect(host.tap(at: child))
        #expect(log.events == ["button"])
        host.drag(from: child, to: CGPoint(x: 200, y: 300), duration: 0.1)
        #expect(log.events == ["button", "drag"])
    }
}
