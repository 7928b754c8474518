import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

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
