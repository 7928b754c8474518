import SwiftUI
import Testing

// Apple's SwiftUI re-exports Observation, so a file that imports only SwiftUI can write
// `@Observable` (and `@ObservationIgnored`, `withObservationTracking`) and keep the model in
// `@State`, as the "Managing model data in your app" article does. This file imports nothing else.

@Observable
final class Basket {
    var items: [String] = []
    @ObservationIgnored var peeks = 0

    var count: Int { items.count }
}

/// Counts a view's body runs (not observed: a plain class).
final class BodyRuns {
    var count = 0
}

struct BasketView: View {
    @State private var basket = Basket()
    var runs = BodyRuns()

    var body: some View {
        let _ = runs.count += 1
        VStack {
            Text("\(basket.count) items")
            Button("Add apple") { basket.items.append("apple") }
            Button("Peek") { basket.peeks += 1 }
        }
    }
}

@MainActor
@Suite("@Observable with import SwiftUI")
struct ObservableThroughSwiftUITests {
    private func texts<V: View>(_ host: ViewHost<V>) -> [String] {
        host.displayList.items.compactMap { item in
            if case .text(let layout) = item.content { layout.string } else { nil }
        }
    }

    private func tap<V: View>(_ title: String, in host: ViewHost<V>) throws {
        let item = try #require(host.displayList.items.first { item in
            if case .text(let layout) = item.content { layout.string == title } else { false }
        })
        #expect(host.tap(at: CGPoint(x: item.frame.midX, y: item.frame.midY)))
    }

    @Test func anObservableModelInStateRerendersTheView() throws {
        let host = ViewHost(BasketView())
        #expect(texts(host).contains("0 items"))
        try tap("Add apple", in: host)
        #expect(texts(host).contains("1 items"))
        try tap("Add apple", in: host)
        #expect(texts(host).contains("2 items"))
    }

    @Test func anIgnoredPropertyDoesNotRunTheBody() throws {
        let runs = BodyRuns()
        let host = ViewHost(BasketView(runs: runs))
        let first = runs.count
        #expect(first >= 1)
        try tap("Peek", in: host)
        #expect(runs.count == first, "nothing the body read changed")
        try tap("Add apple", in: host)
        #expect(runs.count == first + 1)
    }

    @Test func observationIsTheObservationModule() {
        final class Flag: @unchecked Sendable {
            var isSet = false
        }
        let basket = Basket()
        let changed = Flag()
        withObservationTracking {
            _ = basket.count
        } onChange: {
            changed.isSet = true
        }
        basket.peeks += 1
        #expect(!changed.isSet, "an ignored property is not tracked")
        basket.items.append("pear")
        #expect(changed.isSet)
        #expect((basket as Any) is any Observable)
    }
}
