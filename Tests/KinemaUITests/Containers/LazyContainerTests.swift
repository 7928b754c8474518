import Foundation
import Testing
@testable import KinemaUI

// Lazy stacks and lists make the rows their viewport shows, as SwiftUI does: a row exists while
// its frame meets the visible part of the scroll view (within the host), rows scrolled in appear
// (`onAppear`) and rows scrolled out go (`onDisappear`); rows not made count at the mean length of
// the made ones, so the content's length is exact when rows are alike.

/// Which rows appeared and disappeared, in order.
@MainActor
private final class RowLog {
    var appeared: [Int] = []
    var disappeared: [Int] = []
}

/// `count` rows 40 points tall, 8 apart (a pitch of 48 points), in a vertical scroll view.
private struct Rows: View {
    let count: Int
    let log: RowLog

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(0..<count, id: \.self) { index in
                    Color.red.frame(height: 40)
                        .onAppear { log.appeared.append(index) }
                        .onDisappear { log.disappeared.append(index) }
                }
            }
        }
    }
}

/// Keeps a scroll view proxy for the test to scroll with.
@MainActor
private final class ProxyBox {
    var proxy: ScrollViewProxy?
}

@MainActor
@Suite("Lazy containers make the rows in view")
struct LazyContainerTests {
    private func colorFrames<V: View>(_ host: ViewHost<V>) -> [CGRect] {
        host.displayList.items.compactMap { item in
            if case .color = item.content { return item.frame }
            return nil
        }
    }

    private func texts<V: View>(_ host: ViewHost<V>) -> [String] {
        host.displayList.items.compactMap { item in
            if case .text(let layout) = item.content { return layout.string }
            return nil
        }
    }

    /// Rows start at 48 i: in a 400-point viewport rows 0 … 8 meet it (8 × 48 = 384 < 400, 9 × 48
    /// = 432 is below it).
    @Test func onlyTheRowsInViewAreMade() {
        let log = RowLog()
        let host = ViewHost(Rows(count: 100, log: log))
        #expect(log.appeared == Array(0...8))
        #expect(colorFrames(host) == (0...8).map { CGRect(x: 0, y: CGFloat($0) * 48, width: 400, height: 40) })
        #expect(log.disappeared.isEmpty)
    }

    /// The content is 100 × 40 + 99 × 8 = 4,792 points long, rows not made counted at the made rows'
    /// pitch: scrolled as far as it goes the offset is 4,792 − 400 = 4,392, and the rows meeting
    /// [4,392, 4,792] are 91 (4,368 … 4,408) to 99; the first nine went.
    @Test func scrollingMakesAndReleasesRows() {
        let log = RowLog()
        let host = ViewHost(Rows(count: 100, log: log))
        #expect(host.scroll(by: CGSize(width: 0, height: 10_000)))
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 4_392))
        #expect(colorFrames(host) == (91...99).map { CGRect(x: 0, y: CGFloat($0) * 48 - 4_392, width: 400, height: 40) })
        #expect(Set(log.disappeared) == Set(0...8))
        #expect(Set(log.appeared) == Set(0...8).union(91...99))
        host.scroll(by: CGSize(width: 0, height: -10_000))
        #expect(colorFrames(host).first == CGRect(x: 0, y: 0, width: 400, height: 40))
        #expect(colorFrames(host).count == 9)
    }

    /// A million rows: only what is in view has nodes, and a scroll to the middle shows rows
    /// 500,000 … 500,008 at their exact places (row 500,000 starts at 24,000,000).
    @Test func aMillionRowsMakeOnlyAScreenful() {
        let log = RowLog()
        let host = ViewHost(Rows(count: 1_000_000, log: log))
        #expect(host.engine.nodeCount < 100)
        host.scroll(by: CGSize(width: 0, height: 24_000_000))
        #expect(colorFrames(host) == (0...8).map { CGRect(x: 0, y: CGFloat($0) * 48, width: 400, height: 40) })
        #expect(log.appeared.suffix(9) == Array(500_000...500_008))
        #expect(host.engine.nodeCount < 100)
    }

    /// `scrollTo` finds a row that has no view yet by its id: row 700 at the top is an offset of
    /// 700 × 48 = 33,600.
    @Test func scrollToReachesARowNotYetMade() {
        struct Jumping: View {
            let box: ProxyBox

            var body: some View {
                ScrollViewReader { proxy in
                    let _ = box.proxy = proxy
                    ScrollView {
                        LazyVStack(spacing: 8) {
                            ForEach(0..<1_000, id: \.self) { Text("Row \($0)").frame(height: 40) }
                        }
                    }
                }
            }
        }
        let box = ProxyBox()
        let host = ViewHost(Jumping(box: box))
        host.perform { box.proxy?.scrollTo(700, anchor: .top) }
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 33_600))
        #expect(texts(host).first == "Row 700")
    }

    /// Rows of different lengths (20, 30, … 80 points, repeating): wherever the view is scrolled,
    /// the rows made are the rows meeting the viewport — contiguous, covering it, none wholly
    /// outside it.
    @Test(arguments: [0, 333, 5_000, 20_000, 123_456])
    func rowsOfManyLengthsCoverTheViewport(offset: Int) {
        struct Uneven: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<10_000, id: \.self) { index in
                            Color.blue.frame(height: CGFloat(20 + (index % 7) * 10))
                        }
                    }
                }
            }
        }
        let host = ViewHost(Uneven())
        host.scroll(by: CGSize(width: 0, height: CGFloat(offset)))
        let frames = colorFrames(host)
        #expect(!frames.isEmpty)
        #expect(frames.first.map { $0.minY <= 0 } == true)
        #expect(frames.last.map { $0.maxY >= 400 } == true)
        #expect(frames.allSatisfy { $0.maxY > 0 && $0.minY < 400 })
        for (upper, lower) in zip(frames, frames.dropFirst()) {
            #expect(abs(upper.maxY - lower.minY) < 1e-6)
        }
    }

    /// A horizontal lazy stack in a horizontal scroll view: columns 50 wide, 10 apart, in a
    /// 400-point width: columns 0 … 6 (6 × 60 = 360 < 400).
    @Test func aLazyHStackMakesTheColumnsInView() {
        struct Columns: View {
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(0..<1_000, id: \.self) { _ in Color.green.frame(width: 50, height: 50) }
                    }
                }
            }
        }
        let host = ViewHost(Columns())
        #expect(colorFrames(host).map(\.minX) == (0...6).map { CGFloat($0) * 60 })
        host.scroll(by: CGSize(width: 600, height: 0))
        #expect(colorFrames(host).map(\.minX) == (10...16).map { CGFloat($0) * 60 - 600 })
    }

    /// A list of a million rows makes a screenful and scrolls to its last row: `ForEach` rows of
    /// one view each are made as they are shown.
    @Test func aListOfAMillionRows() {
        struct Million: View {
            var body: some View {
                List {
                    ForEach(0..<1_000_000, id: \.self) { Text("Row \($0)") }
                }
            }
        }
        let host = ViewHost(Million())
        #expect(host.engine.nodeCount < 400)
        #expect(texts(host).first == "Row 0")
        host.scroll(by: CGSize(width: 0, height: 1e12))
        #expect(texts(host).last == "Row 999999")
        #expect(host.engine.nodeCount < 400)
    }

    /// Identified data other than a range: rows are identified by the elements' ids, the first of
    /// a repeated id kept, and scrolled to by id.
    @Test func identifiedElementsScrollToByID() {
        struct Item: Identifiable {
            let id: String
        }
        struct Named: View {
            let box: ProxyBox
            let items = (0..<500).map { Item(id: "item-\($0)") }

            var body: some View {
                ScrollViewReader { proxy in
                    let _ = box.proxy = proxy
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(items) { Text($0.id).frame(height: 50) }
                        }
                    }
                }
            }
        }
        let box = ProxyBox()
        let host = ViewHost(Named(box: box))
        #expect(texts(host) == (0..<8).map { "item-\($0)" })
        host.perform { box.proxy?.scrollTo("item-300", anchor: .top) }
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 15_000))
        #expect(texts(host) == (300..<308).map { "item-\($0)" })
    }

    /// A lazy grid makes whole lines: three columns of cells 90 tall, lines 10 apart (a pitch of
    /// 100), so lines 0 … 3 meet a 400-point viewport (12 cells); scrolled by 50,000 points, lines
    /// 500 … 503 (cells 1,500 … 1,511), the first at the top.
    @Test func aLazyGridMakesTheLinesInView() {
        struct Cells: View {
            let log: RowLog

            var body: some View {
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 10), count: 3), spacing: 10) {
                        ForEach(0..<10_000, id: \.self) { index in
                            Color.orange.frame(height: 90).onAppear { log.appeared.append(index) }
                        }
                    }
                }
            }
        }
        let log = RowLog()
        let host = ViewHost(Cells(log: log))
        #expect(log.appeared == Array(0..<12))
        #expect(colorFrames(host).map(\.minY) == (0..<12).map { CGFloat($0 / 3) * 100 })
        host.scroll(by: CGSize(width: 0, height: 50_000))
        #expect(colorFrames(host).map(\.minY) == (0..<12).map { CGFloat($0 / 3) * 100 })
        #expect(log.appeared.suffix(12) == Array(1_500..<1_512))
        #expect(host.engine.nodeCount < 200)
    }

    /// `scrollTo` in a list finds a row by its `ForEach` element's id, made or not: row 500 (not
    /// made) comes to the top, then row 502 (made, in view) comes to the top too.
    @Test func scrollToInAList() {
        struct Rows: View {
            let box: ProxyBox

            var body: some View {
                ScrollViewReader { proxy in
                    let _ = box.proxy = proxy
                    List {
                        ForEach(0..<1_000, id: \.self) { Text("Row \($0)") }
                    }
                    .listStyle(.plain)
                }
            }
        }
        let box = ProxyBox()
        let host = ViewHost(Rows(box: box))
        host.perform { box.proxy?.scrollTo(500, anchor: .top) }
        #expect(texts(host).first == "Row 500")
        host.perform { box.proxy?.scrollTo(502, anchor: .top) }
        #expect(texts(host).first == "Row 502")
    }
}
