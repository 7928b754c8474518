import Foundation
import Kinema
import KinemaPlotting
import Testing

/// The message `PlotSubject.parse` throws for `text`, or `nil` when it parses.
private func parseError(_ text: String) -> String? {
    do {
        _ = try PlotSubject.parse(text)
        return nil
    } catch let error as PlotSubject.ParseError {
        return error.message
    } catch {
        return "unexpected error type: \(error)"
    }
}

/// Numbers an animation cannot mean are refused with a message naming the parameter and the range
/// it accepts, instead of being charted as whatever Kinema's clamps make of them. The ranges come
/// from Apple's documentation where it gives one — a spring's bounce is −1…1, `repeatCount` counts
/// plays (1 plays once), a spring animation's response may be 0 — and are physical otherwise.
@Suite("plot parameter ranges")
struct PlotParameterRangeTests {
    /// The nonsense the issue found exiting 0, and its kin.
    @Test(arguments: [
        ("spring(duration:-1)", "'duration:' of spring(duration:bounce:blendDuration:) must be greater than 0, not '-1'"),
        ("spring(duration:0.3,bounce:-3)", "'bounce:' of spring(duration:bounce:blendDuration:) must be in -1…1, not '-3'"),
        ("spring(bounce: 1.5)", "'bounce:' of spring(duration:bounce:blendDuration:) must be in -1…1, not '1.5'"),
        ("interpolatingSpring(stiffness: -170, damping: 15)",
         "'stiffness:' of interpolatingSpring(mass:stiffness:damping:initialVelocity:) must be greater than 0, not '-170'"),
        ("interpolatingSpring(mass: 0, stiffness: 170, damping: 15)",
         "'mass:' of interpolatingSpring(mass:stiffness:damping:initialVelocity:) must be greater than 0, not '0'"),
        ("interpolatingSpring(stiffness: 170, damping: -1)",
         "'damping:' of interpolatingSpring(mass:stiffness:damping:initialVelocity:) must be 0 or more, not '-1'"),
        ("Spring(mass: 1, stiffness: -5, damping: 1)",
         "'stiffness:' of Spring(mass:stiffness:damping:allowOverDamping:) must be greater than 0, not '-5'"),
        ("bouncy.speed(-1)", "'speed' (argument 1) of speed(_:) must be greater than 0, not '-1'"),
        ("bouncy.speed(0)", "'speed' (argument 1) of speed(_:) must be greater than 0, not '0'"),
        ("easeIn.repeatCount(-3)", "'repeatCount' (argument 1) of repeatCount(_:autoreverses:) must be a whole number 1 or more, not '-3'"),
        ("easeIn.repeatCount(0)", "'repeatCount' (argument 1) of repeatCount(_:autoreverses:) must be a whole number 1 or more, not '0'"),
        ("easeIn.delay(-0.5)", "'delay' (argument 1) of delay(_:) must be 0 or more, not '-0.5'"),
        ("linear(duration: -2)", "'duration:' of linear(duration:) must be 0 or more, not '-2'"),
        ("spring(response: -0.5)", "'response:' of spring(response:dampingFraction:blendDuration:) must be 0 or more, not '-0.5'"),
        ("spring(response: 0.5, dampingFraction: -1)",
         "'dampingFraction:' of spring(response:dampingFraction:blendDuration:) must be 0 or more, not '-1'"),
        ("spring(duration: 0.5, blendDuration: -1)",
         "'blendDuration:' of spring(duration:bounce:blendDuration:) must be 0 or more, not '-1'"),
        ("bouncy(extraBounce: 0.8)", "'extraBounce:' of bouncy(duration:extraBounce:) must be in -1.3…0.7, not '0.8'"),
        ("snappy(extraBounce: -1.2)", "'extraBounce:' of snappy(duration:extraBounce:) must be in -1.15…0.85, not '-1.2'"),
        ("Spring.smooth(extraBounce: 2)", "'extraBounce:' of smooth(duration:extraBounce:) must be in -1…1, not '2'"),
        ("Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: 0)",
         "'epsilon:' of Spring(settlingDuration:dampingRatio:epsilon:) must be between 0 and 1 (both excluded), not '0'"),
        ("timingCurve(1.5, 0, 0.5, 1)",
         "'p1x' (argument 1) of timingCurve(_:_:_:_:duration:) must be in 0…1, not '1.5'"),
        ("bezier(0.2, 0, -0.1, 1)", "'p2x' (argument 3) of bezier(_:_:_:_:) must be in 0…1, not '-0.1'"),
        ("UnitCurve.bezier(startControlPoint: UnitPoint(x: 2, y: 0), endControlPoint: UnitPoint(x: 0.5, y: 1))",
         "the x of 'startControlPoint:' of bezier(startControlPoint:endControlPoint:) must be in 0…1, not 2 (in 'UnitPoint(x: 2, y: 0)')"),
        ("bouncy.logicallyComplete(after: -1)",
         "'after:' of logicallyComplete(after:) must be 0 or more, not '-1'"),
    ])
    func outOfRangeValuesNameTheParameterAndItsRange(text: String, message: String) {
        #expect(parseError(text) == message)
    }

    /// The ends of each range are accepted, as are overshooting control points' y, negative
    /// initial velocities and overdamped springs.
    @Test(arguments: [
        "spring(duration: 0.5, bounce: -1)", "spring(bounce: 1)", "spring(response: 0)", "linear(duration: 0)",
        "easeIn.delay(0)", "easeIn.repeatCount(1)", "bouncy(extraBounce: 0.7)", "smooth(extraBounce: -1)",
        "timingCurve(0, -0.5, 1, 1.5)", "interpolatingSpring(stiffness: 170, damping: 0, initialVelocity: -3)",
        "Spring(response: 0.5, dampingRatio: 3)", "bouncy.speed(0.001)", "bouncy.logicallyComplete(after: 0)",
    ])
    func valuesInsideTheRangeAreAccepted(text: String) {
        #expect(parseError(text) == nil)
    }

    /// A spec nested 2,000 levels deep is refused with a message, not a stack overflow.
    @Test func deepNestingIsRefusedWithAMessage() {
        let deep = String(repeating: "spring(", count: 2_000) + String(repeating: ")", count: 2_000)
        let message = parseError(deep)
        #expect(message?.hasPrefix("the animation nests argument lists more than 32 deep") == true, "\(message ?? "parsed")")
        #expect(message?.hasSuffix("Kinema reads at most 32 levels") == true)
        // 32 levels still parse as far as the names go (the innermost `spring(` is refused for its type).
        let fine = String(repeating: "spring(", count: 32) + String(repeating: ")", count: 32)
        #expect(parseError(fine)?.contains("nests") == false)
    }
}
