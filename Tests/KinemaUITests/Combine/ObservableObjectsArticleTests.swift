import Foundation
import Kinema
import Testing

// The example at the top of the ObservableObjects article, checked: a linear turn per 0.5 s tick,
// and a 2 s linear progress bar.

@MainActor
@Suite("ObservableObjects article example")
struct ObservableObjectsArticleTests {
    final class LoaderModel: ObservableObject {
        @Published var progress = 0.0
    }

    struct Loader: View {
        @StateObject private var model = LoaderModel()
        @State private var angle = 0.0
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

        var body: some View {
            VStack {
                Capsule()
                    .frame(width: 200 * model.progress, height: 8)
                Rectangle()
                    .frame(width: 40, height: 40)
                    .rotationEffect(.degrees(angle))
                Button("Load") {
                    withAnimation(.linear(duration: 2)) { model.progress = 1 }
                }
            }
            .onReceive(timer) { _ in
                withAnimation(.linear(duration: 0.5)) { angle += 90 }
            }
        }
    }

    @Test func theExampleTurnsAndLoadsAsTheArticleSays() {
        let host = ViewHost(Loader())
        host.advance(by: 1)
        let square = host.displayList.items[1].transform
        #expect(abs(atan2(square.b, square.a) * 180 / .pi - 90) < 1e-4)
        #expect(Fidelity.tap(host, text: "Load"))
        host.advance(by: 0.5)
        // Linear over 2 s: a quarter of 200 points.
        #expect(abs(host.displayList.items[0].frame.width - 50) < 1e-4)
    }
}
