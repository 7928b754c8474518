import Combine
import SwiftUI

// A view model with a timer, and a view that names SwiftUI's types qualified.
final class Ticker: ObservableObject {
    @Published var ticks = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        Timer.publish(every: 0.5, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.ticks += 1 }
            .store(in: &cancellables)
    }
}

struct ContentView: View {
    @StateObject private var ticker = Ticker()

    var body: some View {
        VStack {
            Text("Ticks \(ticker.ticks)")
            SwiftUI.Rectangle()
                .fill(SwiftUI.Color(red: 1, green: 0, blue: 0))
                .frame(width: 100, height: 100)
            // From Assets.xcassets, through the symbols Xcode (here the plugin) generates.
            HStack {
                Circle().fill(.brand).frame(width: 20, height: 20)
                Image(.logo)
            }
        }
    }
}
