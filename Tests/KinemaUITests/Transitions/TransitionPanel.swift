import Foundation
import Kinema

/// What transition tests record (a `withAnimation` completion).
@MainActor
final class TransitionLog {
    var lines: [String] = []
}

/// A 100 × 20 button above a badge it shows and hides under `animation`; the completion, with
/// `.removed` criteria, logs "done". The host is 400 × 400 and centres the stack.
struct TransitionPanel<Badge: View>: View {
    let log: TransitionLog
    let animation: Animation?
    let badge: Badge
    @State private var shown: Bool

    init(
        shown: Bool = false, log: TransitionLog = TransitionLog(), animation: Animation? = .linear(duration: 1),
        @ViewBuilder badge: () -> Badge
    ) {
        self._shown = State(initialValue: shown)
        self.log = log
        self.animation = animation
        self.badge = badge()
    }

    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 20)
                .onTapGesture {
                    withAnimation(animation, completionCriteria: .removed) { shown.toggle() } completion: {
                        log.lines.append("done")
                    }
                }
            if shown { badge }
        }
    }
}

extension ViewHost {
    /// Taps the panel's button (the first item drawn).
    func tapPanelButton() {
        let button = displayList.items[0].frame
        tap(at: CGPoint(x: button.midX, y: button.midY))
    }
}
