import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Pressing a button in a host: the style's `isPressed` becomes true while a press lasts and false
// after, each change in an update of its own and under the transaction current where the host is
// called, so a press style's `animation(_:value:)` animates it in and out.

/// Records every `isPressed` a style's body is made with, and the actions run.
@MainActor
private final class PressLog {
    var pressed: [Bool] = []
    var actions = 0
}

/// The press style real demos write: the label shrinks to 0.9 with `.spring` while pressed.
private struct ShrinkStyle: ButtonStyle {
    let log: PressLog
    func makeBody(configuration: Configuration) -> some View {
        log.pressed.append(configuration.isPressed)
        return configuration.label
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .animation(.spring, value: configuration.isPressed)
    }
}

/// A 100 × 50 button in the centre of a 400 × 400 host.
private struct Pressable: View {
    let log: PressLog
    var disabled = false
    var body: some View {
        Button { log.actions += 1 } label: {
            Color.blue.frame(width: 100, height: 50)
        }
        .buttonStyle(ShrinkStyle(log: log))
        .disabled(disabled)
    }
}

private let centre = CGPoint(x: 200, y: 200)

@MainActor
@Suite("Button presses")
struct ButtonPressTests {
    @Test func aTapPressesReleasesThenRunsTheAction() {
        let log = PressLog()
        let host = ViewHost(Pressable(log: log))
        #expect(log.pressed == [false])
        #expect(host.tap(at: centre))
        // One body for the press, one for the release: each change its own update.
        #expect(log.pressed == [false, true, false])
        #expect(log.actions == 1)
    }

    @Test func aTapOutsideTheButtonDoesNothing() {
        let log = PressLog()
        let host = ViewHost(Pressable(log: log))
        #expect(!host.tap(at: CGPoint(x: 10, y: 10)))
        #expect(log.pressed == [false])
        #expect(log.actions == 0)
    }

    /// A press holds `isPressed` true until it is released; the action runs on release only.
    @Test func aPressHoldsUntilReleased() throws {
        let log = PressLog()
        let host = ViewHost(Pressable(log: log))
        let press = try #require(host.press(at: centre))
        #expect(press.isActive)
        #expect(log.pressed == [false, true])
        host.advance(by: 0.5)
        #expect(log.actions == 0)
        #expect(log.pressed.last == true)
        press.release()
        #expect(!press.isActive)
        #expect(log.pressed.last == false)
        #expect(log.actions == 1)
        press.release()   // a press ends once
        #expect(log.actions == 1)
    }

    @Test func aCancelledPressRunsNoAction() throws {
        let log = PressLog()
        let host = ViewHost(Pressable(log: log))
        let press = try #require(host.press(at: centre))
        press.cancel()
        #expect(log.pressed == [false, true, false])
        #expect(log.actions == 0)
        press.release()
        #expect(log.actions == 0)
    }

    @Test func pressForADurationAdvancesTheClockThenReleases() {
        let log = PressLog()
        let host = ViewHost(Pressable(log: log))
        #expect(host.press(at: centre, duration: 0.25))
        #expect(abs(host.time - 0.25) < 1e-9)
        #expect(log.actions == 1)
        #expect(log.pressed.last == false)
        // Bad durations release at once.
        #expect(host.press(at: centre, duration: .nan))
        #expect(host.press(at: centre, duration: -1))
        #expect(abs(host.time - 0.25) < 1e-9)
        #expect(log.actions == 3)
        #expect(!host.press(at: CGPoint(x: 5, y: 5), duration: 1))
    }

    /// The press style's scale follows `.spring` (response 0.5, critically damped: SwiftUI's
    /// persistent spring, stepped by the reference integrator) from 1 to 0.9 while held; the
    /// release at 0.3 s retargets it to 1, keeping position and velocity, and it settles at 1.
    @Test func thePressStyleAnimatesInAndOutWithTheSpring() throws {
        let log = PressLog()
        let host = ViewHost(Pressable(log: log))
        let press = try #require(host.press(at: centre))
        var track = SpringTrack(.smooth, from: 1, to: 0.9, at: 0, components: 2)
        for frame in 1...18 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, "pressed, frame \(frame)")
        }
        #expect(host.scale < 0.95)
        press.release()
        track.retarget(.smooth, to: 1, at: host.time)
        for frame in 1...120 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, "released, frame \(frame)")
        }
        #expect(host.scale == 1)
        #expect(!host.isAnimating)
    }

    /// A press made inside `withAnimation` changes `isPressed` under that transaction: without an
    /// `animation(_:value:)` of its own, the style's scale follows the transaction's linear curve.
    @Test func aPressUnderWithAnimationTakesItsTransaction() {
        struct Plain: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.scaleEffect(configuration.isPressed ? 0.5 : 1)
            }
        }
        let host = ViewHost(Button {} label: { Color.red.frame(width: 100, height: 100) }.buttonStyle(Plain()))
        let press = withAnimation(.linear(duration: 1)) { host.press(at: centre) }
        host.advance(by: 0.5)
        let expected = 1 - 0.5 * SwiftUIReference.Bezier.linear.value(at: 0.5)
        #expect(abs(host.scale - expected) < 1e-9)
        // The release has no animation: the model jumps to 1 while the linear animation of the
        // press keeps running, so the shown scale is 1 − (−0.5 − covered) (SwiftUI adds them).
        press?.cancel()
        #expect(abs(host.scale - (1.5 - 0.5 * SwiftUIReference.Bezier.linear.value(at: 0.5))) < 1e-9)
        host.advance(by: frameStep)
        let next = 1.5 - 0.5 * SwiftUIReference.Bezier.linear.value(at: host.frameTime())
        #expect(abs(host.scale - next) < 1e-9)
        host.advance(by: 0.5)
        #expect(host.scale == 1)
        #expect(!host.isAnimating)
    }

    /// A disabled button shows no press and runs no action; the host reports the tap unhandled.
    @Test func aDisabledButtonIgnoresTapsAndPresses() {
        let log = PressLog()
        let host = ViewHost(Pressable(log: log, disabled: true))
        #expect(!host.tap(at: centre))
        #expect(host.press(at: centre) == nil)
        #expect(!host.press(at: centre, duration: 0.2))
        #expect(log.pressed == [false])
        #expect(log.actions == 0)
    }

    /// A button disabled while it is pressed ends its press without running the action.
    @Test func aButtonDisabledMidPressDoesNotActivate() throws {
        let log = PressLog()
        struct Host: View {
            let log: PressLog
            @State var disabled = false
            var body: some View {
                VStack {
                    Pressable(log: log, disabled: disabled)
                    Button("Lock") { disabled = true }
                }
            }
        }
        let host = ViewHost(Host(log: log))
        let press = try #require(host.press(at: CGPoint(x: 200, y: 180)))
        Fidelity.tap(host, text: "Lock")   // the button below disables the first
        press.release()
        #expect(log.actions == 0)
        #expect(log.pressed.last == false)
    }

    /// An `onTapGesture` is not a control: `press(at:)` finds nothing, taps still run it.
    @Test func gesturesAreNotPressed() {
        var taps = 0
        let host = ViewHost(Color.red.frame(width: 100, height: 100).onTapGesture { taps += 1 })
        #expect(host.press(at: centre) == nil)
        #expect(host.tap(at: centre))
        #expect(taps == 1)
    }

    /// The innermost control wins: a button inside a view with a tap gesture takes the tap.
    @Test func aButtonInsideATapGestureTakesTheTap() {
        let log = PressLog()
        var outer = 0
        let host = ViewHost(Pressable(log: log).padding(100).background(Color.gray).onTapGesture { outer += 1 })
        #expect(host.tap(at: centre))
        #expect(log.actions == 1)
        #expect(outer == 0)
        #expect(host.tap(at: CGPoint(x: 110, y: 110)))
        #expect(outer == 1)
    }

    /// A press lands where the button is drawn: a button moved by an offset is pressed at its
    /// drawn place.
    @Test func pressesLandWhereTheButtonIsDrawn() {
        let log = PressLog()
        let host = ViewHost(Pressable(log: log).offset(x: 100))
        #expect(host.tap(at: CGPoint(x: 300, y: 200)))
        #expect(!host.tap(at: CGPoint(x: 160, y: 200)))
        #expect(log.actions == 1)
    }
}
