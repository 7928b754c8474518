import Foundation
import Kinema
import Testing

// View-model code spelled as Apple's documentation and common SwiftUI tutorials spell it: it must
// compile unchanged against `import Kinema`, and run in a host.

/// Apple's `StateObject` / `ObservedObject` documentation example.
private final class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var isEnabled = false
}

private struct MyView: View {
    @StateObject private var model = DataModel()

    var body: some View {
        VStack {
            Text(model.name)
            MySubView(model: model)
            Toggle("Enabled", isOn: $model.isEnabled)
        }
        .environmentObject(model)
    }
}

private struct MySubView: View {
    @ObservedObject var model: DataModel
    @EnvironmentObject var sameModel: DataModel

    var body: some View {
        Toggle("Enabled", isOn: $model.isEnabled)
            .disabled(!sameModel.isEnabled && false)
    }
}

/// A main-actor view model with a private setter, a timer it owns and an erased publisher.
@MainActor
private final class CountdownModel: ObservableObject {
    @Published private(set) var remaining = 10
    @Published var isRunning = false
    private var cancellables = Set<AnyCancellable>()
    private let finishedSubject = PassthroughSubject<Void, Never>()

    var finished: AnyPublisher<Void, Never> { finishedSubject.eraseToAnyPublisher() }

    func start() {
        isRunning = true
        Timer.publish(every: 1, tolerance: 0.1, on: RunLoop.main, in: .default, options: nil)
            .autoconnect()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                guard let self else { return }
                if self.remaining > 0 { self.remaining -= 1 } else { self.finishedSubject.send() }
            }
            .store(in: &cancellables)
    }

    func stop() {
        isRunning = false
        cancellables.removeAll()
    }
}

private struct CountdownView: View {
    @StateObject private var model = CountdownModel()
    @State private var done = false
    let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    @State private var blink = false

    var body: some View {
        VStack {
            Text("\(model.remaining)")
                .opacity(blink ? 0.5 : 1)
            Button(model.isRunning ? "Stop" : "Start") {
                model.isRunning ? model.stop() : model.start()
            }
        }
        .onReceive(timer) { _ in blink.toggle() }
        .onReceive(model.finished) { done = true }
        .onReceive(model.$remaining.map { $0 == 0 }) { if $0 { done = true } }
    }
}

/// A settings screen on `@AppStorage`, with an enumeration.
private enum Appearance: String, CaseIterable {
    case system, light, dark
}

private struct SettingsView: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("appearance") private var appearance = Appearance.system
    @AppStorage("volume") private var volume = 0.5
    @AppStorage("lastScore") private var lastScore: Int?

    var body: some View {
        VStack {
            Text("Hello, \(username)")
            Slider(value: $volume)
            Text(appearance.rawValue)
            Text(lastScore.map(String.init) ?? "–")
        }
    }
}

@MainActor
@Suite("Combine spellings")
struct CombineSpellingTests {
    @Test func apples_StateObject_example_runs() {
        let host = ViewHost(MyView())
        #expect(Fidelity.texts(host).contains("Some Name"))
    }

    @Test func aCountdownModelCountsOnTheVirtualClock() {
        let host = ViewHost(CountdownView())
        #expect(Fidelity.tap(host, text: "Start"))
        host.advance(by: 3)
        #expect(Fidelity.texts(host).contains("7"))
        #expect(Fidelity.texts(host).contains("Stop"))
    }

    @Test func aSettingsScreenReadsItsDefaults() {
        let suite = "KinemaCombineSpellingTests.\(UUID().uuidString)"
        let store = UserDefaults(suiteName: suite)!
        defer { store.removePersistentDomain(forName: suite) }
        store.set("Ada", forKey: "username")
        store.set("dark", forKey: "appearance")
        let host = ViewHost(SettingsView().defaultAppStorage(store))
        #expect(Fidelity.texts(host).contains("Hello, Ada"))
        #expect(Fidelity.texts(host).contains("dark"))
        #expect(Fidelity.texts(host).contains("–"))
    }
}
