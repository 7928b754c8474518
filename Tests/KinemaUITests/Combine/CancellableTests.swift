import Foundation
import Kinema
import Testing

// `AnyCancellable` cancels once, cancels when deallocated, and stores itself in collections.

@Suite("AnyCancellable")
struct CancellableTests {
    final class Flag {
        var count = 0
    }

    @Test func cancellingRunsTheClosureOnce() {
        let flag = Flag()
        let cancellable = AnyCancellable { flag.count += 1 }
        cancellable.cancel()
        cancellable.cancel()
        #expect(flag.count == 1)
    }

    @Test func deallocationCancels() {
        let flag = Flag()
        do {
            _ = AnyCancellable { flag.count += 1 }
        }
        #expect(flag.count == 1)
    }

    @Test func aSubscriptionEndsWhenItsSetIsEmptied() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var cancellables = Set<AnyCancellable>()
        subject.sink { values.append($0) }.store(in: &cancellables)
        subject.sink { values.append($0 * 10) }.store(in: &cancellables)
        #expect(cancellables.count == 2)
        subject.send(1)
        cancellables.removeAll()
        subject.send(2)
        #expect(values.sorted() == [1, 10])
    }

    @Test func storesInAnArrayAndWrapsOtherCancellables() {
        struct Stop: Cancellable {
            let flag: Flag
            func cancel() { flag.count += 1 }
        }
        let flag = Flag()
        var array: [AnyCancellable] = []
        Stop(flag: flag).store(in: &array)
        AnyCancellable(Stop(flag: flag)).store(in: &array)
        #expect(array.count == 2)
        array.removeAll()
        #expect(flag.count == 2)
    }

    @Test func equalityIsIdentity() {
        let a = AnyCancellable {}
        let b = AnyCancellable {}
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, a, b]).count == 2)
    }
}
