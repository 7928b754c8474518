import Kinema
import Testing

// SwiftUI's closed-form over-damped velocity (research notes §1.4, two reverse-engineerings agree)
// returns the true derivative PLUS the target T. Expected numbers come from
// docs/research/swiftui_reference.py (output in docs/research/swiftui_reference_output.txt):
// the true solution of x″ = ω0²(T − x) − 2ζω0·x′, x(0) = 0, x′(0) = v0, is
//
//     x = T + A·e^(r1·t) + B·e^(r2·t),  r1,2 = −ζω0 ± ω0·√(ζ² − 1),  A + B = −T,  r1·A + r2·B = v0
//
// and the expected velocity is x′(t) + T. For Spring(duration: 0.5, bounce: −0.3): ζ = 1/0.7,
// ω0 = 4π. The notes' own figure, 3.145285468215271 at T = 1, v0 = 0.7, t = 0.2, agrees to the last
// digit (the true derivative there is 2.145285468215271).
//
// Note: SpringEvaluationTests.overdampedClosedForm expects the true derivative; the two cannot both
// pass.

private let overdamped = Spring(duration: 0.5, bounce: -0.3)

@Suite("Spring: SwiftUI's over-damped velocity")
struct SpringOverdampedVelocityTests {
    @Test func atRestAtTheStartItReportsTheTargetAsItsVelocity() {
        // True velocity 0, plus T = 1.
        #expect(abs(overdamped.velocity(target: 1.0, initialVelocity: 0.0, time: 0) - 1) <= 1e-12)
    }

    @Test(arguments: [(0.0, 1.7), (0.05, 4.514765833882205), (0.2, 3.145285468215271), (0.6, 1.2768848097451535)])
    func reportsTheTrueDerivativePlusTheTarget(time: Double, expected: Double) {
        // T = 1, v0 = 0.7.
        let velocity = overdamped.velocity(target: 1.0, initialVelocity: 0.7, time: time)
        #expect(abs(velocity - expected) <= 1e-12)
    }

    @Test func theExcessIsTheTargetWhateverItIs() {
        // T = 2.5, v0 = −1, t = 0.1: true derivative 8.571395974043702, reported 11.071395974043702.
        let velocity = overdamped.velocity(target: 2.5, initialVelocity: -1.0, time: 0.1)
        #expect(abs(velocity - 11.071395974043702) <= 1e-12)
    }

    @Test(arguments: [0.05, 0.2, 0.6])
    func theValueItselfIsTheTrueSolution(time: Double) {
        // A central difference of value(…) recovers the true derivative: velocity − T.
        let h = 1e-6
        let slope = (overdamped.value(target: 1.0, initialVelocity: 0.7, time: time + h)
            - overdamped.value(target: 1.0, initialVelocity: 0.7, time: time - h)) / (2 * h)
        #expect(abs(overdamped.velocity(target: 1.0, initialVelocity: 0.7, time: time) - 1 - slope) <= 1e-6)
    }

    @Test(arguments: [Spring(duration: 0.5, bounce: 0), Spring(duration: 0.5, bounce: 0.3)])
    func criticalAndUnderdampedSpringsStartAtRest(spring: Spring) {
        // Only the over-damped branch has the extra T.
        #expect(abs(spring.velocity(target: 1.0, initialVelocity: 0.0, time: 0)) <= 1e-12)
    }
}
