import Foundation
import Kinema
import Testing

// `environmentObject(_:)` supplies an object to a subtree; `@EnvironmentObject` reads it by type
// and follows its changes.

final class ShelfModel: ObservableObject {
    @Published var books = 3
}

@MainActor
@Suite("EnvironmentObject")
struct EnvironmentObjectTests {
    private struct Shelf: View {
        @EnvironmentObject var library: ShelfModel
        var body: some View {
            Color.brown.frame(width: CGFloat(library.books) * 10, height: 10)
        }
    }

    private struct Room: View {
        var body: some View {
            VStack { Shelf() }
        }
    }

    @Test func anAncestorsObjectIsReadByType() {
        let library = ShelfModel()
        let host = ViewHost(Room().environmentObject(library))
        #expect(host.displayList.items[0].frame.width == 30)
    }

    @Test func aChangeRunsTheReaderUnderItsTransaction() {
        let library = ShelfModel()
        let host = ViewHost(Room().environmentObject(library))
        host.perform {
            withAnimation(.linear(duration: 1)) { library.books = 5 }
        }
        host.advance(by: 0.5)
        // 30 → 50 over one second, linearly.
        #expect(abs(host.displayList.items[0].frame.width - 40) < 1e-6)
        host.advance(by: 0.5)
        #expect(host.displayList.items[0].frame.width == 50)
    }

    /// A binding through the projected value of `@EnvironmentObject`.
    private struct Stepper: View {
        @EnvironmentObject var library: ShelfModel
        var body: some View {
            let books = $library.books
            Color.brown.frame(width: CGFloat(library.books) * 10, height: 10)
                .onTapGesture { books.wrappedValue += 1 }
        }
    }

    @Test func theProjectedValueMakesBindings() {
        let library = ShelfModel()
        let host = ViewHost(Stepper().environmentObject(library))
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(library.books == 4)
        #expect(host.displayList.items[0].frame.width == 40)
    }
}
