import Kinema

// Scenes driven by gestures, written as SwiftUI tutorials write them.

// MARK: - A card that springs back with the drag's velocity

/// The draggable card of SwiftUI tutorials: it follows the finger, is blue while dragged (a
/// `@GestureState`), and springs home when released. The drag's `onChanged` runs in a
/// velocity-tracking transaction, so the spring starts at the velocity the card had.
struct DraggableCardScene: View {
    @State private var offset = CGSize.zero
    @GestureState private var isDragging = false

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(isDragging ? Color.blue : Color.red)
            .frame(width: 200, height: 120)
            .offset(offset)
            .gesture(
                DragGesture()
                    .updating($isDragging) { _, state, _ in state = true }
                    .onChanged { value in offset = value.translation }
                    .onEnded { value in
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { offset = .zero }
                    }
            )
    }
}

/// Holds the touch one recording event puts down for the events that move and lift it.
@MainActor
final class TouchHolder {
    var touch: HostTouch?
}

extension RecordingEvent {
    /// Events that drag a finger on `host` from `start` to `end` in `duration` seconds from
    /// `time`, moving every 1/60 s at a constant speed (the recording runs each at its exact time,
    /// so the speed is the same whatever the recording's frame rate).
    @MainActor
    static func drag<Root: View>(
        _ host: ViewHost<Root>, from start: CGPoint, to end: CGPoint, at time: TimeInterval, duration: TimeInterval
    ) -> [RecordingEvent] {
        let holder = TouchHolder()
        let moves = max(Int((duration * 60).rounded()), 1)
        var events = [RecordingEvent(at: time, label: "drag") { _ in holder.touch = host.touchDown(at: start) }]
        for move in 1...moves {
            let fraction = Double(move) / Double(moves)
            let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            events.append(RecordingEvent(at: time + duration * fraction, label: nil) { _ in holder.touch?.move(to: point) })
        }
        events.append(RecordingEvent(at: time + duration, label: "release") { _ in holder.touch?.lift() })
        return events
    }
}
