import Foundation
import Kinema
import Testing

// `LayoutValueKey` and `layoutValue(key:value:)`: a value set on a view that a custom layout reads
// from the subview's proxy, `subview[Key.self]`; "any view that you don't explicitly set a value
// for uses the default value" (https://developer.apple.com/documentation/swiftui/layoutvaluekey).
// The examples are Apple's: `Flexibility` from that page, `Rank` from "Composing custom layouts
// with SwiftUI". Where the value is looked for (the layout's direct subviews, through one-view
// modifiers, each member of a group) is docs/research/layout.md §7.

// Apple's `LayoutValueKey` example, unchanged but the import.
private struct Flexibility: LayoutValueKey {
    static let defaultValue: CGFloat? = nil
}

extension View {
    func layoutFlexibility(_ value: CGFloat?) -> some View {
        layoutValue(key: Flexibility.self, value: value)
    }
}

// Apple's `Rank` from the custom-layouts sample.
private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

@MainActor
@Suite("Layout values")
struct LayoutValueKeyTests {
    private final class Log {
        var flexibilities: [CGFloat?] = []
    }

    /// Reads every subview's flexibility while sizing.
    private struct BasicVStack: Layout {
        let log: Log

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            log.flexibilities = subviews.map { subview in
                subview[Flexibility.self]
            }
            return CGSize(width: 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    private func flexibilities(@ViewBuilder _ content: () -> some View) -> [CGFloat?] {
        let log = Log()
        _ = ViewHost(BasicVStack(log: log) { content() }).displayList
        return log.flexibilities
    }

    @Test func aSetValueIsReadAndAnUnsetOneIsTheDefault() {
        // Apple's example: "Any view that you don't explicitly set a value for uses the default
        // value, as with the first Text view".
        let values = flexibilities {
            Text("One View")
            Text("Another View")
                .layoutFlexibility(3)
        }
        #expect(values == [nil, 3])
    }

    @Test func theValueIsSeenThroughOneViewModifiers() {
        let values = flexibilities {
            Color.red.layoutFlexibility(2).padding(5).frame(width: 40)
            Color.blue.frame(maxWidth: 50).layoutFlexibility(4).opacity(0.5)
        }
        #expect(values == [2, 4])
    }

    @Test func theOutermostSettingWins() {
        // The outer modifier writes the value last.
        #expect(flexibilities { Color.red.layoutFlexibility(1).layoutFlexibility(2) } == [2])
    }

    @Test func aValueOnAGroupReachesEachMember() {
        let values = flexibilities {
            Group {
                Color.red
                Color.blue
            }
            .layoutFlexibility(5)
            ForEach(0..<2) { index in
                Color.green.layoutFlexibility(CGFloat(10 + index))
            }
        }
        #expect(values == [5, 5, 10, 11])
    }

    @Test func aValueInsideAContainerIsNotTheContainers() {
        // The layout's subview is the VStack; the value is set on the VStack's child.
        #expect(flexibilities { VStack { Color.red.layoutFlexibility(3) } } == [nil])
    }

    /// Places its subviews in a row, 30 points apart, in increasing rank.
    private struct RankedRow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 30 * CGFloat(subviews.count), height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let ranks = subviews.map { subview in
                subview[Rank.self]
            }
            let order = subviews.indices.sorted { ranks[$0] < ranks[$1] || (ranks[$0] == ranks[$1] && $0 < $1) }
            for (slot, index) in order.enumerated() {
                subviews[index].place(
                    at: CGPoint(x: bounds.minX + 30 * CGFloat(slot), y: bounds.minY),
                    proposal: ProposedViewSize(width: 20, height: 20))
            }
        }
    }

    @Test func aLayoutOrdersItsSubviewsByRank() {
        // Ranks 3, 1 (the default) and 2: green, blue, red. The row is 90 × 20, from (155, 190).
        let host = ViewHost(RankedRow {
            Color.red.rank(3)
            Color.green
            Color.blue.rank(2)
        })
        let lefts: [CGFloat] = host.displayList.items.map(\.frame.minX)
        #expect(lefts == [215, 155, 185])
    }
}
