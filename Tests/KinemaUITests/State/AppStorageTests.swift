import Foundation
import Kinema
import Testing

// `@AppStorage` reads and writes `UserDefaults` and runs the bodies of the views with a property
// of the same key again after a write through a wrapper. Each test uses its own suite, removed at
// the end, so tests do not interfere.

/// A fresh `UserDefaults` suite for one test.
private func makeStore(_ name: String = #function) -> (UserDefaults, String) {
    let suite = "KinemaAppStorageTests.\(name).\(UUID().uuidString)"
    let store = UserDefaults(suiteName: suite)!
    return (store, suite)
}

enum Theme: String {
    case light, dark
}

enum Speed: Int {
    case slow = 1, fast = 2
}

@MainActor
@Suite("AppStorage")
struct AppStorageTests {
    private struct GridToggle: View {
        let store: UserDefaults
        @AppStorage("showsGrid") private var showsGrid = false

        init(store: UserDefaults) {
            self.store = store
            _showsGrid = AppStorage(wrappedValue: false, "showsGrid", store: store)
        }

        var body: some View {
            Color.blue.frame(width: showsGrid ? 100 : 50, height: 10)
                .onTapGesture { withAnimation(.linear(duration: 1)) { showsGrid.toggle() } }
        }
    }

    @Test func aWriteStoresAtOnceAndAnimatesUnderItsTransaction() {
        let (store, suite) = makeStore()
        defer { store.removePersistentDomain(forName: suite) }
        let host = ViewHost(GridToggle(store: store))
        #expect(host.displayList.items[0].frame.width == 50)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(store.bool(forKey: "showsGrid"))
        host.advance(by: 0.5)
        // 50 → 100 over one second, linearly.
        #expect(abs(host.displayList.items[0].frame.width - 75) < 1e-4)
    }

    @Test func aStoredValueWinsOverTheDefault() {
        let (store, suite) = makeStore()
        defer { store.removePersistentDomain(forName: suite) }
        store.set(true, forKey: "showsGrid")
        let host = ViewHost(GridToggle(store: store))
        #expect(host.displayList.items[0].frame.width == 100)
    }

    /// Two views with the same key: a write through one runs the other's body too.
    private struct Pair: View {
        let store: UserDefaults
        var body: some View {
            VStack {
                GridToggle(store: store)
                Mirror(store: store)
            }
        }
    }

    private struct Mirror: View {
        @AppStorage("showsGrid") private var showsGrid = false
        init(store: UserDefaults) {
            _showsGrid = AppStorage(wrappedValue: false, "showsGrid", store: store)
        }
        var body: some View {
            Color.red.frame(width: 10, height: showsGrid ? 40 : 20)
        }
    }

    @Test func aWriteRunsEveryViewWithTheKeyAgain() {
        let (store, suite) = makeStore()
        defer { store.removePersistentDomain(forName: suite) }
        let host = ViewHost(Pair(store: store))
        #expect(host.displayList.items[1].frame.height == 20)
        let blue = host.displayList.items[0].frame
        host.tap(at: CGPoint(x: blue.midX, y: blue.midY))
        host.advance(by: 1)
        #expect(host.displayList.items[1].frame.height == 40)
    }

    /// Without `store:`, the environment's `defaultAppStorage` is used.
    private struct Counter: View {
        @AppStorage("launchCount") private var launchCount = 0
        var body: some View {
            Color.green.frame(width: CGFloat(launchCount + 1) * 10, height: 10)
                .onTapGesture { launchCount += 1 }
        }
    }

    @Test func theEnvironmentsDefaultStoreIsUsed() {
        let (store, suite) = makeStore()
        defer { store.removePersistentDomain(forName: suite) }
        store.set(2, forKey: "launchCount")
        let host = ViewHost(Counter().defaultAppStorage(store))
        #expect(host.displayList.items[0].frame.width == 30)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(store.integer(forKey: "launchCount") == 3)
        #expect(host.displayList.items[0].frame.width == 40)
    }

    @Test func everyStoredTypeRoundTrips() {
        let (store, suite) = makeStore()
        defer { store.removePersistentDomain(forName: suite) }
        let flag = AppStorage(wrappedValue: false, "flag", store: store)
        let count = AppStorage(wrappedValue: 1, "count", store: store)
        let volume = AppStorage(wrappedValue: 0.5, "volume", store: store)
        let name = AppStorage(wrappedValue: "Anonymous", "name", store: store)
        let home = AppStorage(wrappedValue: URL(string: "https://swift.org")!, "home", store: store)
        let blob = AppStorage(wrappedValue: Data(), "blob", store: store)
        let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
        let speed = AppStorage(wrappedValue: Speed.slow, "speed", store: store)
        #expect(flag.wrappedValue == false && count.wrappedValue == 1 && volume.wrappedValue == 0.5)
        #expect(name.wrappedValue == "Anonymous" && theme.wrappedValue == .light && speed.wrappedValue == .slow)
        flag.wrappedValue = true
        count.wrappedValue = 42
        volume.wrappedValue = 0.25
        name.wrappedValue = "Ada"
        home.wrappedValue = URL(string: "https://example.com/page")!
        blob.wrappedValue = Data([1, 2, 3])
        theme.wrappedValue = .dark
        speed.wrappedValue = .fast
        #expect(flag.wrappedValue == true)
        #expect(count.wrappedValue == 42)
        #expect(volume.wrappedValue == 0.25)
        #expect(name.wrappedValue == "Ada")
        #expect(home.wrappedValue == URL(string: "https://example.com/page")!)
        #expect(blob.wrappedValue == Data([1, 2, 3]))
        #expect(theme.wrappedValue == .dark)
        #expect(speed.wrappedValue == .fast)
        #expect(store.string(forKey: "theme") == "dark")
        #expect(store.integer(forKey: "speed") == 2)
    }

    @Test func optionalsReadNilAndWritingNilRemoves() {
        let (store, suite) = makeStore()
        defer { store.removePersistentDomain(forName: suite) }
        let score = AppStorage<Int?>("score", store: store)
        let theme = AppStorage<Theme?>("theme", store: store)
        #expect(score.wrappedValue == nil && theme.wrappedValue == nil)
        score.wrappedValue = 7
        theme.wrappedValue = .dark
        #expect(score.wrappedValue == 7 && theme.wrappedValue == .dark)
        score.wrappedValue = nil
        #expect(score.wrappedValue == nil)
        #expect(store.object(forKey: "score") == nil)
    }

    /// A stored value of another type, or no case of the enumeration, reads as the default.
    @Test func unreadableStoredValuesReadAsTheDefault() {
        let (store, suite) = makeStore()
        defer { store.removePersistentDomain(forName: suite) }
        store.set("not a number", forKey: "count")
        store.set("purple", forKey: "theme")
        store.set(99, forKey: "speed")
        #expect(AppStorage(wrappedValue: 5, "count", store: store).wrappedValue == 5)
        #expect(AppStorage(wrappedValue: Theme.light, "theme", store: store).wrappedValue == .light)
        #expect(AppStorage(wrappedValue: Speed.slow, "speed", store: store).wrappedValue == .slow)
    }

    @Test func theProjectedValueIsABindingToTheStore() {
        let (store, suite) = makeStore()
        defer { store.removePersistentDomain(forName: suite) }
        let volume = AppStorage(wrappedValue: 0.5, "volume", store: store)
        let binding = volume.projectedValue
        binding.wrappedValue = 0.8
        #expect(store.double(forKey: "volume") == 0.8)
        #expect(binding.wrappedValue == 0.8)
    }
}
