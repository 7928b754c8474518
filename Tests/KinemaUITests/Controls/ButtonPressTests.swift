import Foundation
import Kinema
import KinemaTestSupport
import Testing

/// Records every `isPressed` a style's body is made with.
@MainActor
private final class PressLog {
    var pressed: [Bool] = []
    var actions = 0
}

private struct LoggingStyle: ButtonStyle {
    let log: PressLog
    func makeBody(configuration: Configuration) -> some View {
        log.pressed.append(configuration.isPressed)
        return configuration.label
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .animation(.spring, value: configuration.isPressed)
    }
}

private struct Pressable: View {
    let log: PressLog
    var body: some View {
        Button { log.actions += 1 } label: {
            Color.blue.frame(width: 100, height: 50)
        }
        .buttonStyle(LoggingStyle(log: log))
    }
}

@MainActor
@Suite("Button presses")
struct ButtonPressTests {
    @Test func aTapPressesReleasesThenRunsTheAction() {
        let log = PressLog()
        let host = ViewHost(Pressable(log: log))
        #expect(log.pressed == [false])
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(log.pressed == [false, true, false])
        #expect(log.actions == 1)
    }
}
