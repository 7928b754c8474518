import Foundation
import Kinema
import Testing

// View-level text modifiers reach every `Text` below them, and a text offered less than its ideal
// width wraps in the host. Widths are DejaVu advances × size ÷ 2048 (`DejaVuReference`).
@MainActor
@Suite("Text environment")
struct TextEnvironmentTests {
    private func textLayout(_ host: ViewHost<some View>, item: Int = 0) -> DisplayList.TextLayout? {
        guard case .text(let layout) = host.displayList.items[item].content else { return nil }
        return layout
    }

    /// `.font(.title)` on a stack sets both texts in 28-point DejaVu Sans.
    @Test func aViewFontReachesEveryText() throws {
        let host = ViewHost(VStack { Text("Hi"); Text("mom") }.font(.title))
        #expect(host.displayList.items.count == 2)
        for (index, string) in ["Hi", "mom"].enumerated() {
            let frame = host.displayList.items[index].frame
            #expect(abs(frame.width - DejaVuReference.width(string, size: 28)) < 1e-9, "\(string)")
            let layout = try #require(textLayout(host, item: index))
            #expect(layout.runs.allSatisfy { $0.font.size == 28 })
        }
    }

    /// A text's own font wins over the environment's.
    @Test func aTextsOwnFontWins() {
        let host = ViewHost(Text("Hi").font(.caption).font(.largeTitle))
        #expect(abs(host.displayList.items[0].frame.width - DejaVuReference.width("Hi", size: 12)) < 1e-9)
    }

    /// `.bold()` on a view measures with DejaVu Sans Bold.
    @Test func aViewBoldMeasuresBold() {
        let host = ViewHost(Group { Text("Hi") }.bold())
        #expect(abs(host.displayList.items[0].frame.width - DejaVuReference.width("Hi", in: DejaVuReference.sansBold)) < 1e-9)
    }

    /// Offered less than its ideal width, text wraps at the space and grows a line; a line limit
    /// of one keeps a single line.
    @Test func textWrapsInANarrowFrame() throws {
        let oneLine = DejaVuReference.width("Hello world")
        let host = ViewHost(Text("Hello world").frame(width: oneLine - 1))
        let layout = try #require(textLayout(host))
        #expect(layout.lines.count == 2)
        // The widest line, "world", sets the width.
        #expect(abs(host.displayList.items[0].frame.width - DejaVuReference.width("world")) < 1e-9)
        let limited = ViewHost(Text("Hello world").lineLimit(1).frame(width: oneLine - 1))
        #expect(try #require(textLayout(limited)).lines.count == 1)
    }

    /// `multilineTextAlignment` reaches the layout.
    @Test func alignmentReachesTheLayout() throws {
        let host = ViewHost(Text("a\nbb").multilineTextAlignment(.center))
        #expect(try #require(textLayout(host)).alignment == .center)
    }

    /// `foregroundColor` on a view colours what is drawn below it, like `foregroundStyle`.
    @Test func aViewForegroundColourApplies() {
        let host = ViewHost(Circle().frame(width: 10, height: 10).foregroundColor(.red))
        #expect(host.displayList.items[0].foregroundColor == .red)
    }

    /// `contentTransition` is accepted and changes nothing.
    @Test func contentTransitionIsAccepted() {
        let plain = ViewHost(Text(42, format: .number))
        let transitioned = ViewHost(Text(42, format: .number).contentTransition(.numericText()))
        #expect(plain.displayList == transitioned.displayList)
    }
}
