import SwiftUI
import Testing

// Apple's `Bindable` documentation example, unchanged but for the host around it: bindings to an
// `@Observable` object's properties, made by `@Bindable`, by `@Bindable var` inside a body, and by
// `Bindable(_:)`.

@Observable
final class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Title", text: $book.title)

            Toggle("Book is available", isOn: $book.isAvailable)

            Button("Close") {
                dismiss()
            }
        }
    }
}

@MainActor
@Suite("@Bindable")
struct BindableTests {
    @Test func theDocumentationExampleShowsTheObjectsTitle() {
        let book = Book()
        let host = ViewHost(BookEditView(book: book), size: CGSize(width: 390, height: 400))
        let texts = host.displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content { return layout.string }
            return nil
        }
        #expect(texts.contains("Sample Book Title"))
    }

    struct AvailabilitySwitch: View {
        @Bindable var book: Book
        var body: some View {
            Toggle("Book is available", isOn: $book.isAvailable)
        }
    }

    @Test func aToggleBoundThroughBindableWritesTheObject() {
        let book = Book()
        // The toggle's row is the host's width; its switch sits at the trailing edge, centred.
        let host = ViewHost(AvailabilitySwitch(book: book), size: CGSize(width: 300, height: 100))
        #expect(host.tap(at: CGPoint(x: 300 - 26, y: 50)))
        #expect(book.isAvailable == false)
    }

    @Test func aBindingFromBindableReadsAndWritesTheProperty() {
        let book = Book()
        let title = Bindable(book).title
        #expect(title.wrappedValue == "Sample Book Title")
        title.wrappedValue = "Dune"
        #expect(book.title == "Dune")
        @Bindable var bound = book
        $bound.isAvailable.wrappedValue = false
        #expect(book.isAvailable == false)
        #expect(Bindable(book).id == book.id)
    }

    struct Shelf: View {
        let book: Book
        var body: some View {
            VStack(spacing: 0) {
                Text(book.title)
                Color.blue.frame(width: 100, height: 100)
                    .onTapGesture { Bindable(book).title.wrappedValue = "Emma" }
            }
        }
    }

    @Test func aWriteThroughTheBindingRedrawsViewsThatReadIt() throws {
        let book = Book()
        let host = ViewHost(Shelf(book: book), size: CGSize(width: 300, height: 300))
        let before = try #require(host.displayList.items.first?.frame.width)
        // The square's centre: the stack is centred, the square 100 points tall under the text.
        let square = try #require(host.displayList.items.last?.frame)
        #expect(host.tap(at: CGPoint(x: square.midX, y: square.midY)))
        #expect(book.title == "Emma")
        let after = try #require(host.displayList.items.first?.frame.width)
        // "Emma" is shorter than "Sample Book Title" in any font.
        #expect(after < before)
    }
}
