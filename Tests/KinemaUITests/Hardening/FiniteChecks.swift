import Foundation
import Kinema
import KinemaTestSupport
import Testing

// The two checks of the non-finite input suites (effects and layout, paints and canvases): each
// named case set at once, and animated to from a finite one and back. Both read the display list
// with `hasOnlyFiniteNumbers` and by reflection.

/// Shows `bad` after a tap, under `animation`, and `good` before.
struct FiniteToggled: View {
    let good: AnyView
    let bad: AnyView
    let animation: Animation
    @State private var showsBad = false

    var body: some View {
        ZStack {
            if showsBad { bad } else { good }
        }
        .frame(width: 400, height: 400)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(animation) { showsBad.toggle() } }
    }
}

/// Each case drawn and played for half a second: nothing non-finite in its display list.
@MainActor
func expectFiniteSetAtOnce(_ cases: [(String, AnyView)], value: Double) {
    for (name, view) in cases {
        let host = ViewHost(view)
        host.advance(by: 0.5)
        #expect(nonFiniteNumbers(in: host.displayList) == [], "\(name) with \(value)")
        #expect(host.displayList.hasOnlyFiniteNumbers, "\(name) with \(value)")
    }
}

/// Each bad case animated to from the good case at the same index and back, under each of
/// `animations`, `frames` frames of 0.05 s a way: every frame finite.
@MainActor
func expectFiniteAnimated(
    good: [(String, AnyView)], bad: [(String, AnyView)], value: Double, animations: [Animation], frames: Int
) {
    for (index, (name, badView)) in bad.enumerated() {
        for animation in animations {
            let host = ViewHost(FiniteToggled(good: good[index].1, bad: badView, animation: animation))
            for _ in 0..<2 {
                host.tap(at: CGPoint(x: 200, y: 200))
                for _ in 0..<frames {
                    host.advance(by: 0.05)
                    #expect(host.displayList.hasOnlyFiniteNumbers, "\(name) with \(value)")
                }
                #expect(nonFiniteNumbers(in: host.displayList) == [], "\(name) with \(value)")
            }
        }
    }
}
