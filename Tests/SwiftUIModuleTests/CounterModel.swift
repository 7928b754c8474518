import Combine
import Foundation

// A view model written as Combine code on Apple's platforms is: this file imports only Combine
// (and Foundation) and names Combine's types qualified and unqualified.
final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var query = ""
    @Published private(set) var searched: [String] = []
    private var cancellables = Set<Combine.AnyCancellable>()
    let taps = Combine.PassthroughSubject<Int, Never>()

    init() {
        taps.map { $0 * 2 }
            .sink { [weak self] value in self?.count += value }
            .store(in: &cancellables)
        $query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .sink { [weak self] text in self?.searched.append(text) }
            .store(in: &cancellables)
    }
}
