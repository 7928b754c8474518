import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Shared by the avatar tests: independent formulas for the expected values, a parent view that owns
// the selection the @Binding samples need, and small readers of the display list.

// MARK: - Formulas

// Expected values come from `SwiftUIReference` (KinemaTestSupport), written independently of
// Kinema's sources: `SwiftUIReference.Bezier` for the timing curves (solved to 2⁻²⁰ and rounded to
// the 2⁻²⁰ grid, as SwiftUI does; `easeInOut` is (0.42, 0, 0.58, 1), `linear` SwiftUI's Bézier
// (0, 0, 1, 1)), and `SwiftUIReference.FluidSpring` for the persistent springs (SwiftUI's fixed
// 1/300 s velocity-Verlet integrator). The presets: `.smooth` is (response 0.5, ζ = 1), `.bouncy`
// (0.5, 0.7), `.snappy` (0.5, 0.85), `.default` (0.55, 1) (Apple's documentation);
// `.spring(duration: d, bounce: b)` is (d, 1 − b) for b ≥ 0.

/// One value animated by a persistent spring, as a host shows it: `start + covered`, where
/// `covered` is the reference spring's part of the change, driven with the host's frame times less
/// the time the animation began (a host's animations see the time since they began). On the frame
/// the spring finishes, the host removes it and shows the target.
///
/// Step it once per host frame, in order, with the frame's time (``ViewHost/frameTime(fps:)``):
/// the integrator's state carries from frame to frame, and the finishing rule is checked on each
/// frame.
///
/// `components` is the number of equal components of the animatable data that moves: 2 for a
/// uniform scale effect, whose data is the scale's (width, height). The motion is the same in each;
/// the finishing rule reads the whole vector (`SwiftUIReference.FluidSpring.components`).
struct SpringTrack {
    private var spring: SwiftUIReference.FluidSpring
    /// The value shown before the animation began.
    let start: Double
    /// The value the spring heads for, and the whole change so far (every retarget's change added
    /// up, as a host's `interval`).
    private(set) var target: Double
    private(set) var delta: Double
    /// The host time the animation began: its time base, kept across retargets.
    let beginTime: Double
    /// The value the host shows on the last frame stepped.
    private(set) var value: Double
    /// Whether the spring has finished (the host has removed it and shows ``target``).
    private(set) var isFinished = false

    init(
        _ spring: SwiftUIReference.FluidSpring, from start: Double, to target: Double, at beginTime: Double,
        components: Int = 1
    ) {
        self.spring = spring
        self.spring.components = components
        self.start = start
        self.target = target
        self.delta = target - start
        self.beginTime = beginTime
        self.value = start
    }

    /// The integrator's velocity, in value units per second.
    var velocity: Double { spring.velocity }
    /// The integrator's force (acceleration, mass 1) after its last step.
    var force: Double { spring.force }

    /// One host frame at `time`: the value it shows.
    @discardableResult
    mutating func step(to time: Double) -> Double {
        guard !isFinished else { return value }
        if let covered = spring.value(delta: delta, time: time - beginTime) {
            value = start + covered
        } else {
            isFinished = true
            value = target
        }
        return value
    }

    /// A change to `target` under another persistent spring at host time `time`, while this one
    /// still runs: SwiftUI merges them, keeping position, velocity and force (no blend: every spring
    /// the seeds use has a blend duration of 0).
    mutating func retarget(_ next: SwiftUIReference.FluidSpring, to target: Double, at time: Double) {
        guard !isFinished else {
            Issue.record("a finished spring is gone: a new change starts a new animation")
            return
        }
        spring.retarget(response: next.response, dampingFraction: next.dampingFraction, at: time - beginTime)
        self.target = target
        delta = target - start
    }
}

// MARK: - Reading frames

/// The centre of the 400 × 400 host, where a 100 × 100 image is centred.
let hostCentre = CGPoint(x: 200, y: 200)
let imageFrame = CGRect(x: 150, y: 150, width: 100, height: 100)
let frameStep = 1.0 / 60

extension DisplayList.Item {
    /// The uniform scale of a scale effect (no rotation): the transform's `a`.
    var scale: CGFloat { transform.a }
}

@MainActor
extension ViewHost {
    /// The first item's transform `a`: the avatar's scale.
    var scale: CGFloat { displayList.items[0].transform.a }
    /// The first item's shadow radius as drawn (0 when it has none).
    var shadowRadius: CGFloat { displayList.items[0].shadow?.radius ?? 0 }
    /// The first item's opacity.
    var opacity: Double { displayList.items[0].opacity }

    /// The time of the frame just drawn: the grid point k / `fps` nearest the clock. After
    /// `advance(by:)`, ``ViewHost/time`` is the clock, which adds the steps up and can sit an ulp
    /// past the grid (35/60 + 1/60 > 36/60), while the frame's animations saw k / fps itself.
    func frameTime(fps: Double = 60) -> Double {
        (time * fps).rounded() / fps
    }

    /// Taps the centre of the host: the avatar.
    @discardableResult
    func tapAvatar() -> Bool { tap(at: hostCentre) }
}

/// Checks one frame of a spring-animated scalar against the reference track stepped to the same
/// frame: while the spring runs, the value matches it to 1e-9; on the frame it finishes (SwiftUI's
/// rule: speed and force at most 0.06, within 1% of the change) and after, the value is exactly the
/// target. With `isAnimating`, also checks the host animates exactly while the spring runs (for
/// hosts with that one animation).
func expectSpringFrame(
    _ actual: Double, _ track: SpringTrack, isAnimating: Bool? = nil,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let what = comment?.rawValue ?? ""
    if track.isFinished {
        #expect(actual == track.target, "\(what) finished at \(actual), not \(track.target)",
                sourceLocation: sourceLocation)
    } else {
        #expect(abs(actual - track.value) < 1e-9, "\(what) \(actual) vs reference \(track.value)",
                sourceLocation: sourceLocation)
    }
    if let isAnimating {
        #expect(isAnimating == !track.isFinished, "\(what) animating: \(isAnimating)", sourceLocation: sourceLocation)
    }
}

// MARK: - A parent that owns the selection

/// Lets a test change a parent's `@State` from outside the hierarchy: the parent's body publishes its
/// binding here each time it runs.
@MainActor
final class SelectionRemote {
    var binding: Binding<Bool>?

    func publish(_ binding: Binding<Bool>) {
        self.binding = binding
    }

    func toggle() {
        guard let binding else {
            Issue.record("the parent's body has not run")
            return
        }
        binding.wrappedValue.toggle()
    }

    var selected: Bool { binding?.wrappedValue ?? false }
}

/// The parent the @Binding samples need (the session's avatar lives in a list that owns `selected`):
/// it owns `@State var selected` and passes `$selected` to its content.
struct SelectionOwner<Content: View>: View {
    let remote: SelectionRemote
    let content: (Binding<Bool>) -> Content
    @State private var selected = false

    init(remote: SelectionRemote, @ViewBuilder content: @escaping (Binding<Bool>) -> Content) {
        self.remote = remote
        self.content = content
    }

    var body: some View {
        let _ = remote.publish($selected)
        content($selected)
    }
}

/// The seeds' pet. Its image name is one nobody registers: the snapshots are of the labelled
/// placeholder, and the gallery registers artwork under "cat" in the same test process.
let cat = Pet(type: "unregistered-cat")
