import Foundation
import Kinema
import Testing

// A view model written as tutorials write it, owned by the view with `@StateObject` and changed
// by a button inside `withAnimation`: the change animates exactly as a `@State` change does.
// Expected values: a linear animation covers (t − t₀)/duration of the change.

final class LoaderModel: ObservableObject {
    @Published var progress = 0.0
    @Published var isLoading = false

    func start() {
        isLoading = true
        progress = 1
    }
}

@MainActor
@Suite("StateObject drives animations")
struct StateObjectAnimationTests {
    private struct LoaderView: View {
        @StateObject private var model = LoaderModel()

        var body: some View {
            VStack(spacing: 0) {
                Capsule()
                    .frame(width: 20 + 180 * model.progress, height: 8)
                Button("Start") {
                    withAnimation(.linear(duration: 1)) { model.start() }
                }
                Button("Jump") { model.start() }
            }
        }
    }

    private func barWidth(_ host: ViewHost<LoaderView>) -> Double {
        host.displayList.items[0].frame.width
    }

    @Test func aPublishedChangeInsideWithAnimationAnimatesLinearly() {
        let host = ViewHost(LoaderView())
        #expect(barWidth(host) == 20)
        #expect(Fidelity.tap(host, text: "Start"))
        #expect(abs(barWidth(host) - 20) < 1e-9)   // nothing moved before the first frame
        host.advance(by: 0.25)
        // 20 + 180 × 0.25
        #expect(abs(barWidth(host) - 65) < 1e-6)
        host.advance(by: 0.5)
        #expect(abs(barWidth(host) - 155) < 1e-6)
        host.advance(by: 0.25)
        #expect(abs(barWidth(host) - 200) < 1e-9)
    }

    @Test func aChangeWithoutAnimationShowsAtOnce() {
        let host = ViewHost(LoaderView())
        // The same change without `withAnimation`: the body runs again, nothing animates.
        #expect(Fidelity.tap(host, text: "Jump"))
        #expect(barWidth(host) == 200)
        #expect(host.runningAnimationCount == 0)
    }

    /// The same change as a `@State` change: the numbers agree frame by frame.
    private struct StateLoaderView: View {
        @State private var progress = 0.0
        var body: some View {
            VStack(spacing: 0) {
                Capsule().frame(width: 20 + 180 * progress, height: 8)
                Button("Start") { withAnimation(.linear(duration: 1)) { progress = 1 } }
            }
        }
    }

    @Test func animatesFrameForFrameAsStateDoes() {
        let objects = ViewHost(LoaderView())
        let state = ViewHost(StateLoaderView())
        #expect(Fidelity.tap(objects, text: "Start"))
        #expect(Fidelity.tap(state, text: "Start"))
        for _ in 0..<70 {
            objects.advance(by: 1.0 / 60)
            state.advance(by: 1.0 / 60)
            // Only the width: the object view has one more button, so its column sits higher.
            #expect(objects.displayList.items[0].frame.width == state.displayList.items[0].frame.width)
        }
    }
}
