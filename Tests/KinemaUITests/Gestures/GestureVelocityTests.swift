import Foundation
import Kinema
import KinemaTestSupport
import Testing

// A card dragged at 500 points per second and released springs back starting at 500 points per
// second: the drag's onChanged runs in a velocity-tracking transaction, so the offset records its
// velocity, and the spring `withAnimation` starts in onEnded begins with it — SwiftUI's documented
// behaviour (Transaction.tracksVelocity: "Gesture onChanged and updating callbacks automatically
// set this property to true"; WWDC23 "Animate with springs").

@MainActor
private final class TransactionLog {
    var changed: [(continuous: Bool, tracking: Bool)] = []
    var ended: [(continuous: Bool, tracking: Bool)] = []
}

/// The tutorial card, with the release animation as a parameter.
private struct Card: View {
    var release: Animation = .spring(response: 0.4, dampingFraction: 0.6)
    var log: TransactionLog?
    @State private var offset = CGSize.zero
    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(Color.red)
            .frame(width: 200, height: 120)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        let current = Transaction.current
                        log?.changed.append((current?.isContinuous ?? false, current?.tracksVelocity ?? false))
                        offset = value.translation
                    }
                    .onEnded { _ in
                        let current = Transaction.current
                        log?.ended.append((current?.isContinuous ?? false, current?.tracksVelocity ?? false))
                        withAnimation(release) { offset = .zero }
                    }
            )
    }
}

@MainActor
@Suite("Gesture velocity")
struct GestureVelocityTests {
    /// Dragged 100 points right in 0.2 s (500 points per second, one move per 60 Hz frame) and
    /// released: each frame of the spring back is SwiftUI's integrator for response 0.4 and
    /// damping fraction 0.6 started at velocity 500 (the reference restates it), and lies on the
    /// closed-form damped spring with x₀ = 100, v₀ = 500 — x(t) = e^(−ζω₀t)·(x₀ cos ω_d t +
    /// (v₀ + ζω₀x₀)/ω_d · sin ω_d t) — within the integrator's 1/300 s grid (2.5 points). The card
    /// first keeps moving outward, past 100, as only a card released with that velocity does.
    @Test func aReleasedCardSpringsBackWithTheDragsVelocity() {
        let host = ViewHost(Card())
        #expect(host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.2))
        let release = host.time
        #expect(abs(release - 0.2) < 1e-12)
        #expect(host.displayList.items[0].transform.tx == 100)

        var reference = SwiftUIReference.FluidSpring(response: 0.4, dampingFraction: 0.6)
        reference.velocity = 500
        let omega = 2 * Double.pi / 0.4, zeta = 0.6
        let damped = omega * (1 - zeta * zeta).squareRoot()
        var peak = 0.0
        for frame in 1...20 {
            host.advance(by: 1.0 / 60)
            let shown = Double(host.displayList.items[0].transform.tx)
            let elapsed = host.time - release
            let expected = 100 + (reference.value(delta: -100, time: elapsed) ?? -100)
            #expect(abs(shown - expected) < 1e-6, "frame \(frame)")
            let closedForm = exp(-zeta * omega * elapsed)
                * (100 * cos(damped * elapsed) + (500 + zeta * omega * 100) / damped * sin(damped * elapsed))
            #expect(abs(shown - closedForm) < 2.5, "frame \(frame) against the closed form")
            peak = max(peak, shown)
        }
        #expect(peak > 104)
    }

    /// onChanged runs in a continuous, velocity-tracking transaction; onEnded does not.
    @Test func onChangedTracksVelocityAndOnEndedDoesNot() {
        let log = TransactionLog()
        let host = ViewHost(Card(log: log))
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.2)
        #expect(log.changed.count == 11)
        #expect(log.changed.allSatisfy { $0.continuous && $0.tracking })
        #expect(log.ended.count == 1)
        #expect(log.ended.allSatisfy { !$0.continuous && !$0.tracking })
    }

    /// A timing curve does not take velocity over: released with `.linear(duration: 0.5)`, the
    /// card covers exactly t / 0.5 of the way back.
    @Test func aTimingCurveReleaseStartsAtRest() {
        let host = ViewHost(Card(release: .linear(duration: 0.5)))
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.2)
        let release = host.time
        for _ in 1...6 {
            host.advance(by: 0.05)
            let progress = (host.time - release) / 0.5
            #expect(abs(Double(host.displayList.items[0].transform.tx) - 100 * (1 - progress)) < 1e-4)
        }
    }

    /// A fast flick and a slow drag to the same place spring back differently: the first frame
    /// after release moves outward in proportion to the release velocity.
    @Test(arguments: [(0.1, 1000.0), (0.2, 500.0), (0.5, 200.0)])
    func theReleaseVelocityIsTheDragsSpeed(duration: Double, speed: Double) {
        let host = ViewHost(Card())
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200), duration: duration)
        let release = host.time
        host.advance(by: 1.0 / 60)
        var reference = SwiftUIReference.FluidSpring(response: 0.4, dampingFraction: 0.6)
        reference.velocity = speed
        let expected = 100 + (reference.value(delta: -100, time: host.time - release) ?? -100)
        #expect(abs(Double(host.displayList.items[0].transform.tx) - expected) < 1e-6)
    }
}
