import Foundation
import Kinema
import Testing

// Preferences as SwiftUI's documentation and its reimplementations describe them
// (docs/research/layout.md §7): values flow up from the views that set the key; a container
// passes one writer's value on unchanged and folds several with `reduce`, the first as it is and
// later ones in child order; views that set nothing contribute nothing; `preference(key:value:)`
// replaces what its content sets, `transformPreference` starts from the default when nothing
// below sets the key; `onPreferenceChange` runs after the update, only when the content sets the
// key, and when the value changes.

private struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Not associative: the nesting of containers shows in the result.
private struct DifferenceKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value -= nextValue() }
}

private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// What an `onPreferenceChange` action saw, in order.
@MainActor
private final class Seen<Value> {
    var values: [Value] = []
}

@MainActor
@Suite("Preferences")
struct PreferenceTests {
    private func square(_ side: CGFloat = 20) -> some View { Color.red.frame(width: side, height: side) }

    @Test func siblingsThatSetTheKeyAreReducedAndTheOthersIgnored() {
        let seen = Seen<Int>()
        let host = ViewHost(VStack {
            square().preference(key: SumKey.self, value: 1)
            square()
            square().preference(key: SumKey.self, value: 3)
        }.onPreferenceChange(SumKey.self) { seen.values.append($0) })
        _ = host.displayList
        #expect(seen.values == [4])
    }

    @Test func reductionFollowsTheContainers() {
        let seen = Seen<Int>()
        let host = ViewHost(VStack {
            square().preference(key: DifferenceKey.self, value: 1)
            HStack {
                square().preference(key: DifferenceKey.self, value: 2)
                square().preference(key: DifferenceKey.self, value: 3)
            }
        }.onPreferenceChange(DifferenceKey.self) { seen.values.append($0) })
        _ = host.displayList
        // The row first: 2 − 3 = −1; then the column: 1 − (−1) = 2 (a flat fold would give −4).
        #expect(seen.values == [2])
    }

    @Test func aLoneWriterPassesItsValueUnreduced() {
        let seen = Seen<Int>()
        // reduce would subtract from the default: a lone value is passed on as it is.
        let host = ViewHost(VStack { square(); square().preference(key: DifferenceKey.self, value: 7) }
            .onPreferenceChange(DifferenceKey.self) { seen.values.append($0) })
        _ = host.displayList
        #expect(seen.values == [7])
    }

    @Test func nothingSetTheKeyAndTheActionNeverRuns() {
        let seen = Seen<Int>()
        let host = ViewHost(VStack { square(); square() }.onPreferenceChange(SumKey.self) { seen.values.append($0) })
        _ = host.displayList
        #expect(seen.values.isEmpty)
    }

    @Test func aWriterReplacesWhatItsContentSets() {
        let seen = Seen<Int>()
        let host = ViewHost(VStack { square().preference(key: SumKey.self, value: 1) }
            .preference(key: SumKey.self, value: 9)
            .onPreferenceChange(SumKey.self) { seen.values.append($0) })
        _ = host.displayList
        #expect(seen.values == [9])
    }

    @Test func aTransformStartsFromTheDefaultOrFromItsContent() {
        let seen = Seen<Int>()
        let host = ViewHost(HStack {
            square().transformPreference(SumKey.self) { $0 += 5 }
            square().preference(key: SumKey.self, value: 2).transformPreference(SumKey.self) { $0 *= 10 }
        }.onPreferenceChange(SumKey.self) { seen.values.append($0) })
        _ = host.displayList
        // (0 + 5) + (2 × 10).
        #expect(seen.values == [25])
    }

    /// The common measuring pattern: a geometry reader in a background sets the key, and the
    /// action stores it in state, which lays out again.
    @Test func aMeasuredSizeReachesStateAfterTheUpdate() {
        struct Measured: View {
            @State private var height: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 30, height: 45)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
                        })
                    // As tall as what was measured.
                    Color.green.frame(width: 10, height: height)
                }
                .onPreferenceChange(HeightKey.self) { height = $0 }
            }
        }
        let host = ViewHost(Measured())
        let items = host.displayList.items.filter { $0.frame.width == 10 }
        #expect(items.map(\.frame.height) == [45])
    }

    @Test func theActionRunsAgainOnlyWhenTheValueChanges() {
        struct Counter: View {
            @State var count = 1
            let seen: Seen<Int>
            var body: some View {
                VStack {
                    Color.red.frame(width: 20, height: 20).preference(key: SumKey.self, value: count)
                    Color.blue.frame(width: 20, height: 20).onTapGesture { count += 1 }
                    Color.green.frame(width: 20, height: 20).onTapGesture { count += 0 }
                }
                .onPreferenceChange(SumKey.self) { seen.values.append($0) }
            }
        }
        let seen = Seen<Int>()
        let host = ViewHost(Counter(seen: seen))
        _ = host.displayList
        let blue = host.displayList.items[1].frame
        let green = host.displayList.items[2].frame
        host.tap(at: CGPoint(x: blue.midX, y: blue.midY))
        _ = host.displayList
        host.tap(at: CGPoint(x: green.midX, y: green.midY))
        _ = host.displayList
        #expect(seen.values == [1, 2])
    }

    /// An anchor of the selected item, read back in an overlay's geometry reader: the indicator
    /// lands on the item's frame, in the overlay's coordinates.
    @Test func anAnchorResolvesInTheOverlaysCoordinates() {
        struct Tabs: View {
            var body: some View {
                HStack(spacing: 10) {
                    Color.gray.frame(width: 40, height: 20)
                    Color.gray.frame(width: 60, height: 20)
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                    Color.gray.frame(width: 30, height: 20)
                }
                .overlayPreferenceValue(BoundsKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            let frame = proxy[anchor]
                            Color.orange.frame(width: frame.width, height: 2).offset(x: frame.minX, y: frame.maxY)
                        }
                    }
                }
            }
        }
        let host = ViewHost(Tabs())
        let items = host.displayList.items
        let selected = try! #require(items.first { $0.frame.width == 60 && $0.frame.height == 20 })
        let indicator = try! #require(items.first { $0.frame.height == 2 })
        // The row is 40 + 10 + 60 + 10 + 30 = 150 wide, centred: it starts at 125; the selected
        // item at 175. The indicator's layout frame is at the reader's corner; its offset moves
        // it onto the item.
        #expect(selected.frame.minX == 175)
        #expect(indicator.frame.width == 60)
        #expect(indicator.transform.tx + indicator.frame.minX == 175)
    }

    @Test func aBackgroundIsBuiltFromTheContentsValue() {
        let host = ViewHost(HStack {
            square(10).preference(key: SumKey.self, value: 30)
            square(10).preference(key: SumKey.self, value: 12)
        }
        .backgroundPreferenceValue(SumKey.self) { total in
            Color.blue.frame(width: CGFloat(total), height: 5)
        })
        let background = host.displayList.items.first { $0.frame.height == 5 }
        #expect(background?.frame.width == 42)
        // Drawn first, behind the content.
        #expect(host.displayList.items.first?.frame.height == 5)
    }

    @Test func nilExpressibleKeysDefaultToNil() {
        #expect(BoundsKey.defaultValue == nil)
        struct OptionalKey: PreferenceKey {
            static func reduce(value: inout Int?, nextValue: () -> Int?) { value = nextValue() }
        }
        #expect(OptionalKey.defaultValue == nil)
    }
}
