import Foundation
import Kinema
@testable import KinemaUI
import Testing

// iOS 18's custom containers as WWDC24's "Demystify SwiftUI containers" writes them: a container
// takes `@ViewBuilder` content and lays out its subviews — static views, `ForEach` rows, `if`
// branches — each one subview.
@MainActor
@Suite("Group(subviews:) and ForEach(subviews:)")
struct SubviewsTests {
    /// Each subview in a 40-point square, side by side, with a count under them.
    struct Strip<Content: View>: View {
        @ViewBuilder var content: Content

        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    ForEach(subviews: content) { subview in
                        subview.frame(width: 40, height: 40)
                    }
                }
                Group(subviews: content) { subviews in
                    Color.black.frame(width: CGFloat(subviews.count) * 10, height: 5)
                }
            }
        }
    }

    private func frames<Root: View>(_ host: ViewHost<Root>) -> [CGRect] {
        host.displayList.items.map(\.frame)
    }

    @Test func staticViewsRowsAndBranchesAreEachOneSubview() {
        let showsLast = true
        let host = ViewHost(
            Strip {
                Color.red
                ForEach(0..<3, id: \.self) { _ in Color.green }
                if showsLast { Color.blue }
            },
            size: CGSize(width: 400, height: 400))
        let items = frames(host)
        // Five coloured squares in a row, then the 50-point count bar.
        #expect(items.count == 6)
        #expect(items.prefix(5).allSatisfy { $0.size == CGSize(width: 40, height: 40) })
        for (left, right) in zip(items.prefix(5), items.prefix(5).dropFirst()) {
            #expect(right.minX == left.maxX)
        }
        #expect(items[5].size == CGSize(width: 50, height: 5))
    }

    @Test func emptyContentHasNoSubviews() {
        let host = ViewHost(Strip { EmptyView() }, size: CGSize(width: 400, height: 400))
        // Only the count bar, zero wide: nothing is drawn for it either.
        #expect(frames(host).allSatisfy { $0.width == 0 })
    }

    @Test func rowIDsAndPlacesNeverCollide() {
        // Row 0 of the ForEach and the first view (place 0) are different subviews.
        let collection = SubviewsCollection(TupleView((Color.red, ForEach(0..<2, id: \.self) { _ in Color.green })))
        #expect(collection.count == 3)
        #expect(Set(collection.map(\.id)).count == 3)
    }

    @Test func subviewsOfForEachRowsKeepTheirIDs() {
        let collection = SubviewsCollection(ForEach(["a", "b"], id: \.self) { Text($0) })
        #expect(collection.count == 2)
        #expect(collection[0].id != collection[1].id)
        let again = SubviewsCollection(ForEach(["a", "b"], id: \.self) { Text($0) })
        #expect(collection.map(\.id) == again.map(\.id))
    }
}

