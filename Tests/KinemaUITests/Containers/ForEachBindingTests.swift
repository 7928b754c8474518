import Foundation
import Kinema
import Testing

// `ForEach($items) { $item in … }` gives each row a binding to its element; rows keep their
// identity (and state) by the elements' ids. The host is 400 × 400 and centres its content.
@MainActor
@Suite("ForEach over a binding")
struct ForEachBindingTests {
    struct Bar: Identifiable {
        let id: Int
        var width: CGFloat
    }

    /// A bar that grows by 10 points through its binding when tapped.
    private struct Row: View {
        @Binding var bar: Bar
        var body: some View {
            Color.red.frame(width: bar.width, height: 10).onTapGesture { bar.width += 10 }
        }
    }

    private struct Bars: View {
        @State var bars: [Bar]
        var body: some View {
            VStack(spacing: 0) {
                ForEach($bars) { $bar in
                    Row(bar: $bar)
                }
            }
        }
    }

    @Test func aRowWritesItsOwnElementThroughItsBinding() {
        let host = ViewHost(Bars(bars: [Bar(id: 1, width: 40), Bar(id: 2, width: 60)]))
        #expect(host.displayList.items.map(\.frame.width) == [40, 60])
        let second = host.displayList.items[1].frame
        host.tap(at: CGPoint(x: second.midX, y: second.midY))
        #expect(host.displayList.items.map(\.frame.width) == [40, 70])
    }

    /// A row's `@State` follows its element's id when the order changes.
    private struct Counter: View {
        let bar: Binding<Bar>
        @State private var taps = 0
        var body: some View {
            Color.blue.frame(width: bar.wrappedValue.width + CGFloat(taps) * 100, height: 10)
                .onTapGesture { taps += 1 }
        }
    }

    private struct Reorderable: View {
        @State var bars = [Bar(id: 1, width: 10), Bar(id: 2, width: 20)]
        var body: some View {
            VStack(spacing: 0) {
                Color.green.frame(width: 5, height: 5).onTapGesture { bars.reverse() }
                ForEach($bars) { $bar in Counter(bar: $bar) }
            }
        }
    }

    @Test func stateFollowsTheElementID() {
        let host = ViewHost(Reorderable())
        // Tap the first bar (id 1): its state counts one tap, so it is 10 + 100 wide.
        let first = host.displayList.items[1].frame
        host.tap(at: CGPoint(x: first.midX, y: first.midY))
        #expect(host.displayList.items.map(\.frame.width) == [5, 110, 20])
        let button = host.displayList.items[0].frame
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        // Reversed: id 2 first, still without taps; id 1 second, still with its tap.
        #expect(host.displayList.items.map(\.frame.width) == [5, 20, 110])
    }

    /// `ForEach(_:id:content:)` over a binding to values identified by themselves.
    private struct Names: View {
        @State var widths: [CGFloat] = [30, 50]
        var body: some View {
            HStack(spacing: 0) {
                ForEach($widths, id: \.self) { $width in
                    Color.red.frame(width: width, height: 10).onTapGesture { width = 5 }
                }
            }
        }
    }

    @Test func theKeyPathFormWritesThroughToo() {
        let host = ViewHost(Names())
        #expect(host.displayList.items.map(\.frame.width) == [30, 50])
        let first = host.displayList.items[0].frame
        host.tap(at: CGPoint(x: first.midX, y: first.midY))
        #expect(host.displayList.items.map(\.frame.width) == [5, 50])
    }

    /// A row removed under an animation keeps reading its element (as it was) while it fades out;
    /// its binding does not trap on the shorter array.
    private struct Removing: View {
        @State var bars = [Bar(id: 1, width: 40), Bar(id: 2, width: 60)]
        var body: some View {
            VStack(spacing: 0) {
                Color.green.frame(width: 5, height: 5)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { _ = bars.removeLast() } }
                ForEach($bars) { $bar in
                    Color.red.frame(width: bar.width, height: 10).transition(.opacity)
                }
            }
        }
    }

    @Test func aLeavingRowReadsItsLastValue() {
        let host = ViewHost(Removing())
        let button = host.displayList.items[0].frame
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        host.advance(by: 0.5)
        let items = host.displayList.items
        #expect(items.count == 3)
        #expect(items[2].frame.width == 60)
        #expect(abs(items[2].opacity - 0.5) < 1e-9)
        host.advance(by: 0.6)
        #expect(host.displayList.items.map(\.frame.width) == [5, 40])
    }
}
