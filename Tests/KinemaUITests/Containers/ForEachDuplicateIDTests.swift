import Foundation
import Kinema
import Testing

// Ids that occur more than once: SwiftUI logs them and shows the first view of each id; so does
// Kinema, with one warning, however many rows repeat and however often they change.

@MainActor
@Suite("ForEach with repeated ids")
struct ForEachDuplicateIDTests {
    struct Row: Identifiable {
        var id: Int
        var title: String
    }

    struct Rows: View {
        var rows: [Row]
        var body: some View {
            VStack {
                ForEach(rows) { row in Text(row.title) }
            }
        }
    }

    static func titles<V: View>(_ host: ViewHost<V>) -> [String] {
        host.displayList.items.compactMap { item in
            if case .text(let layout) = item.content { return layout.string }
            return nil
        }
    }

    @Test func theFirstViewOfEachIDIsShown() {
        let host = ViewHost(Rows(rows: [Row(id: 1, title: "a"), Row(id: 1, title: "b"), Row(id: 2, title: "c")]))
        #expect(Self.titles(host) == ["a", "c"])
    }

    @Test func tenThousandRowsWithOneIDChangeUnderAnimation() {
        let same = (0..<10_000).map { Row(id: 7, title: "row \($0)") }
        let host = ViewHost(Rows(rows: same))
        #expect(Self.titles(host) == ["row 0"])
        withAnimation(.linear(duration: 1)) { host.rootView = Rows(rows: Array(same.reversed())) }
        host.advance(by: 0.5)
        host.advance(by: 1)
        #expect(Self.titles(host) == ["row 9999"], "the first row of the new order")
        #expect(host.displayList.hasOnlyFiniteNumbers)
    }

    @Test func freshIDsOnEveryUpdateLeaveNothingBehind() {
        let host = ViewHost(Rows(rows: [Row(id: 0, title: "0")]))
        for step in 1...200 {
            withAnimation(.linear(duration: 0.1)) { host.rootView = Rows(rows: [Row(id: step, title: "\(step)")]) }
            host.advance(by: 0.05)
        }
        host.advance(by: 1)
        #expect(Self.titles(host) == ["200"], "once the transitions end only the last row remains")
    }
}
