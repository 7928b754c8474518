import Foundation
import Kinema
import Testing

// Gesture code spelled as Apple's documentation and common SwiftUI tutorials spell it: it must
// compile unchanged against `import Kinema`, and run in a host.

/// Apple's DragGesture example.
private struct DragGestureView: View {
    @State private var isDragging = false

    var drag: some Gesture {
        DragGesture()
            .onChanged { _ in self.isDragging = true }
            .onEnded { _ in self.isDragging = false }
    }

    var body: some View {
        Circle()
            .fill(self.isDragging ? Color.red : Color.blue)
            .frame(width: 100, height: 100, alignment: .center)
            .gesture(drag)
    }
}

/// Apple's TapGesture example.
private struct TapGestureView: View {
    @State private var tapped = false

    var tap: some Gesture {
        TapGesture(count: 1)
            .onEnded { _ in self.tapped = !self.tapped }
    }

    var body: some View {
        Circle()
            .fill(self.tapped ? Color.blue : Color.red)
            .frame(width: 100, height: 100, alignment: .center)
            .gesture(tap)
    }
}

/// Apple's highPriorityGesture example.
private struct HighPriorityExample: View {
    let newGesture = TapGesture().onEnded {
        print("Tap on VStack.")
    }

    var body: some View {
        VStack {
            Image(systemName: "heart.fill")
                .resizable()
                .frame(width: 75, height: 75)
                .padding()
                .foregroundColor(.red)
                .onTapGesture {
                    print("Tap on image.")
                }
            Rectangle()
                .fill(Color.blue)
        }
        .highPriorityGesture(newGesture)
        .frame(width: 200, height: 200)
        .border(Color.purple)
    }
}

/// A drag that follows the finger through @GestureState, with the position kept in @State.
private struct DraggableCircle: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero

    var body: some View {
        Circle()
            .frame(width: 80, height: 80)
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .animation(.spring(), value: dragOffset)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, transaction in
                        state = value.translation
                    }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                    }
            )
    }
}

/// Pinch and rotate, combined (they compile and compose; headless they never change).
private struct PhotoView: View {
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @GestureState private var magnifyBy = 1.0

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .scaleEffect(scale * magnifyBy)
            .rotationEffect(angle)
            .gesture(
                MagnifyGesture()
                    .updating($magnifyBy) { value, gestureState, transaction in
                        gestureState = value.magnification
                    }
                    .onEnded { value in scale *= value.magnification }
                    .simultaneously(with: RotateGesture().onChanged { value in angle = value.rotation })
            )
            .gesture(MagnificationGesture().onChanged { scale = $0 })
            .gesture(RotationGesture().onChanged { angle = $0 })
    }
}

/// A long press with a progress-style pressing state, and a location-reporting tap.
private struct HoldToConfirm: View {
    @State private var isPressing = false
    @State private var confirmed = false
    @State private var lastTap = CGPoint.zero

    var body: some View {
        Circle()
            .fill(confirmed ? Color.green : Color.gray)
            .scaleEffect(isPressing ? 1.2 : 1)
            .frame(width: 120, height: 120)
            .onLongPressGesture(minimumDuration: 1, maximumDistance: 50) {
                withAnimation(.bouncy) { confirmed = true }
            } onPressingChanged: { pressing in
                withAnimation(.easeInOut(duration: 1)) { isPressing = pressing }
            }
            .onTapGesture(count: 2) { confirmed = false }
            .onTapGesture { location in lastTap = location }
            .simultaneousGesture(SpatialTapGesture().onEnded { value in lastTap = value.location })
            .highPriorityGesture(LongPressGesture().onEnded { _ in }, including: .subviews)
    }
}

/// A swipe-to-dismiss card using predicted end translation.
private struct SwipeCard: View {
    @State private var offset: CGFloat = 0
    @State private var dismissed = false

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(.blue)
            .frame(width: 240, height: 160)
            .offset(x: offset)
            .opacity(dismissed ? 0 : 1)
            .gesture(
                DragGesture(minimumDistance: 20, coordinateSpace: .local)
                    .onChanged { value in offset = value.translation.width }
                    .onEnded { value in
                        if abs(value.predictedEndTranslation.width) > 200 {
                            withAnimation(.spring(duration: 0.4)) {
                                offset = value.predictedEndTranslation.width
                                dismissed = true
                            }
                        } else {
                            withAnimation(.interactiveSpring(response: 0.3, dampingFraction: 0.7)) { offset = 0 }
                        }
                    }
            )
    }
}

@MainActor
@Suite("Gesture spelling")
struct GestureSpellingTests {
    @Test func tutorialViewsCompileAndRespond() {
        let drag = ViewHost(DragGestureView())
        #expect(drag.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 240, y: 200), duration: 0.1))

        let tap = ViewHost(TapGestureView())
        #expect(tap.tap(at: CGPoint(x: 200, y: 200)))

        let circle = ViewHost(DraggableCircle())
        circle.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.1)
        circle.advance(by: 2)
        #expect(abs(circle.displayList.items[0].transform.tx - 50) < 0.1)

        let swipe = ViewHost(SwipeCard())
        swipe.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.1)
        swipe.advance(by: 1)
        #expect(swipe.displayList.items.isEmpty || swipe.displayList.items[0].opacity == 0)

        // Apple's example prints; it is hosted, not tapped, to keep the test output quiet.
        #expect(!ViewHost(HighPriorityExample()).displayList.items.isEmpty)
        _ = ViewHost(PhotoView()).drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 220, y: 200), duration: 0.1)
        let hold = ViewHost(HoldToConfirm())
        #expect(hold.longPress(at: CGPoint(x: 200, y: 200), duration: 1.5))
    }

    /// The explicit spellings of GestureStateGesture and the GestureState initialisers.
    @Test func explicitSpellings() {
        let state = GestureState(initialValue: 0.0, resetTransaction: Transaction(animation: .default))
        let gesture = GestureStateGesture(base: DragGesture(), state: state) { value, state, _ in
            state = value.translation.width
        }
        #expect(gesture.state.wrappedValue == 0)
        _ = GestureState(initialValue: 1)
        _ = GestureState(wrappedValue: CGSize.zero) { _, transaction in transaction.animation = .bouncy }
        _ = GestureState(initialValue: 2) { _, _ in }
        _ = GestureState<Int?>(resetTransaction: Transaction())
        _ = GestureState<Int?>(reset: { _, _ in })
        let mask: GestureMask = [.gesture, .subviews]
        #expect(mask == .all)
        #expect(GestureMask.none.isEmpty)
    }
}
