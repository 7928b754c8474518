import Foundation
import Kinema
import Testing

// Apple's `ScenePhase` overview example, unchanged but the import: a timer model switched on
// while the enclosing scene is active. `DataModel` and `TimerView` are the example's own names;
// the page leaves them to the reader, so they are written here as small stand-ins. A namespace
// keeps the example's names apart from other tests'.
private enum AppleExample {
final class DataModel: ObservableObject {
    @Published var isTimerRunning = true
}

struct TimerView: View {
    var body: some View { Color.blue.frame(width: 20, height: 20) }
}

struct MyView: View {
    @ObservedObject var model: DataModel
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        TimerView()
            .onChange(of: scenePhase) {
                model.isTimerRunning = (scenePhase == .active)
            }
    }
}
}

@MainActor
@Suite("ScenePhase: Apple's example")
struct ScenePhaseDocExampleTests {
    /// The phase is `.active` in a host; leaving the foreground stops the timer and coming back
    /// starts it, through `onChange(of:)`.
    @Test func theTimerRunsOnlyWhileTheSceneIsActive() {
        let model = AppleExample.DataModel()
        let host = ViewHost(AppleExample.MyView(model: model))
        #expect(host.environment.scenePhase == .active)
        #expect(model.isTimerRunning)
        host.environment.scenePhase = .background
        host.advance(by: 1.0 / 60)
        #expect(!model.isTimerRunning)
        host.environment.scenePhase = .active
        host.advance(by: 1.0 / 60)
        #expect(model.isTimerRunning)
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }
}
