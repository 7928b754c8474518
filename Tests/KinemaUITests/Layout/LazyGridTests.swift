import Foundation
import Kinema
import Testing

// Lazy grids against SwiftUI's GridItem rules: fixed items take their size; flexible items share
// what fixed items and spacing leave, clamped to their bounds (what a clamped item leaves is shared
// again by the others: Kinema's reading where the docs say nothing); an adaptive item fits as many
// columns of at least its minimum as it can in its share, n = max(1, ⌊(share + spacing) /
// (minimum + spacing)⌋), each (share − (n − 1)·spacing) / n wide.
@MainActor
@Suite("Lazy grids")
struct LazyGridTests {
    private func frames<V: View>(_ view: V, size: CGSize = CGSize(width: 400, height: 400)) -> [CGRect] {
        ViewHost(view, size: size).displayList.items.map(\.frame)
    }

    /// Ten 20-point-tall cells in adaptive columns of at least 80, 8 apart, in 400 points:
    /// ⌊408 / 88⌋ = 4 columns of (400 − 24) / 4 = 94, in 3 rows (60 tall, at y = 170).
    @Test func adaptiveColumnsFillTheWidth() {
        let items = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 0) {
            ForEach(0..<10, id: \.self) { _ in Color.red.frame(height: 20) }
        })
        #expect(items.count == 10)
        for (index, frame) in items.enumerated() {
            #expect(frame == CGRect(x: CGFloat(index % 4) * 102, y: 170 + CGFloat(index / 4) * 20, width: 94, height: 20))
        }
    }

    /// The column count for other widths: ⌊(w + 8) / 88⌋, at least one; columns are
    /// (w − (n − 1) · 8) / n wide, and never narrower than the 80-point minimum.
    @Test(arguments: [(60, 1), (100, 1), (168, 2), (175, 2), (256, 3), (800, 9)] as [(CGFloat, Int)])
    func adaptiveColumnCount(width: CGFloat, columns: Int) {
        let items = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(0..<20, id: \.self) { _ in Color.red.frame(height: 5) }
        }, size: CGSize(width: width, height: 400))
        #expect(Set(items.map(\.minX)).count == columns)
        let expectedWidth = max((width - CGFloat(columns - 1) * 8) / CGFloat(columns), 80)
        #expect(abs(items[0].width - expectedWidth) < 1e-9)
    }

    /// An adaptive item's maximum caps its columns' width, not its share. A maximum below the
    /// minimum reads as the minimum: 4 columns of min(94, 80) = 80; a maximum of 85 gives 4 columns
    /// of 85 (leading: 93 apart). Minimum 50, maximum 60:
    /// ⌊408 / 58⌋ = 7 columns of (400 − 48) / 7 ≈ 50.29, under the maximum, filling the width.
    @Test func adaptiveMaximum() {
        let items = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80, maximum: 60))], alignment: .leading) {
            ForEach(0..<4, id: \.self) { _ in Color.red.frame(height: 5) }
        })
        #expect(items.map(\.width) == [80, 80, 80, 80])
        let eightyFive = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80, maximum: 85))], alignment: .leading) {
            ForEach(0..<4, id: \.self) { _ in Color.red.frame(height: 5) }
        })
        #expect(eightyFive.map(\.minX) == [0, 93, 186, 279])
        #expect(eightyFive.map(\.width) == [85, 85, 85, 85])
        let capped = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 60))], alignment: .leading) {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 5) }
        })
        #expect(capped.map(\.minX).count == 3)
        #expect(abs(capped[1].minX - (352.0 / 7 + 8)) < 1e-9)
    }

    /// Fixed 100, then two flexible items sharing 400 − 100 − 2 × 8 = 284: 142 each, clamped to
    /// their 120- and 50-point maximums. 100 + 120 + 50 + 16 = 286 wide, centred: 57 points either
    /// side; leading: at 0.
    @Test func fixedAndFlexibleColumns() {
        let columns = [GridItem(.fixed(100)), GridItem(.flexible(maximum: 120)), GridItem(.flexible(maximum: 50))]
        #expect(frames(LazyVGrid(columns: columns) {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 10) }
        }) == [
            CGRect(x: 57, y: 195, width: 100, height: 10),
            CGRect(x: 165, y: 195, width: 120, height: 10),
            CGRect(x: 293, y: 195, width: 50, height: 10),
        ])
        #expect(frames(LazyVGrid(columns: columns, alignment: .leading) {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 10) }
        }).map(\.minX) == [0, 108, 236])
    }

    /// Two flexible columns share 400 − 8 = 392: 196 each breaks the first one's 50-point maximum,
    /// so it keeps 50 and the second takes the remaining 342.
    @Test func whatAClampedColumnLeavesIsSharedAgain() {
        #expect(frames(LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())]) {
            ForEach(0..<2, id: \.self) { _ in Color.red.frame(height: 10) }
        }) == [
            CGRect(x: 0, y: 195, width: 50, height: 10),
            CGRect(x: 58, y: 195, width: 342, height: 10),
        ])
    }

    /// Each row is as tall as its tallest cell; a cell is aligned in its cell by its column's
    /// alignment. Columns 50 and 50 (item spacing 10): 110 wide, centred at x = 145.
    @Test func rowsAreTheirTallestCell() {
        let columns = [GridItem(.fixed(50), spacing: 10, alignment: .topLeading), GridItem(.fixed(50))]
        #expect(frames(LazyVGrid(columns: columns, spacing: 4) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 20, height: 30)
            Color.green.frame(width: 20, height: 10)
        }) == [
            CGRect(x: 145, y: 178, width: 20, height: 10),   // row 0 (30 tall) at y = (400 − 44) / 2
            CGRect(x: 220, y: 178, width: 20, height: 30),
            CGRect(x: 145, y: 212, width: 20, height: 10),   // row 1 (10 tall) at 178 + 30 + 4
        ])
    }

    /// SwiftUI's GridItem example: rows of 30 and 60 (1 apart) fill column by column, columns 5
    /// apart. Each colour is 30 wide and as tall as its row; the rows (91 tall) are centred in the
    /// 400-point height (y = 154.5), the two columns (65 wide) in the host (x = 167.5).
    @Test func aHorizontalGrid() {
        let rows = [GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60))]
        #expect(frames(LazyHGrid(rows: rows, spacing: 5) {
            ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 30) }
        }) == [
            CGRect(x: 167.5, y: 154.5, width: 30, height: 30),
            CGRect(x: 167.5, y: 185.5, width: 30, height: 60),
            CGRect(x: 202.5, y: 154.5, width: 30, height: 30),
            CGRect(x: 202.5, y: 185.5, width: 30, height: 60),
        ])
    }

    /// Offered no width, a flexible column takes its minimum and an adaptive one is one column of
    /// its minimum: 10 + 8 + 80 = 98 wide, at x = 151. Placed in those 98 points, the columns come
    /// out the same: an equal share of 45 breaks the adaptive minimum, which keeps 80 and leaves 10.
    @Test func unproposedColumnsTakeTheirMinimum() {
        let items = frames(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.adaptive(minimum: 80))]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        }.fixedSize())
        #expect(items == [
            CGRect(x: 151, y: 195, width: 10, height: 10),
            CGRect(x: 169, y: 195, width: 80, height: 10),
        ])
    }

    /// No columns: nothing is laid out; the grid has no height and the views it made (it shows
    /// nothing, so it makes no more than it needs to measure) empty frames at its top-leading
    /// corner (x = 0, y = 200).
    @Test func noColumns() {
        let made = frames(LazyVGrid(columns: []) { Color.red; Color.blue })
        #expect(!made.isEmpty)
        #expect(made.allSatisfy { $0 == CGRect(x: 0, y: 200, width: 0, height: 0) })
    }

    /// Negative, NaN and infinite sizes read as 0; a maximum below the minimum as the minimum.
    @Test func badItemSizes() {
        let columns = [
            GridItem(.fixed(-20)), GridItem(.fixed(.nan)), GridItem(.flexible(minimum: -20, maximum: -5)),
            GridItem(.flexible(minimum: .infinity)),
        ]
        let items = frames(LazyVGrid(columns: columns, alignment: .leading, spacing: .nan) {
            ForEach(0..<4, id: \.self) { _ in Color.red.frame(height: 10) }
        })
        // Widths 0, 0, 0 and the share left for the last flexible item: 400 − 3 × 8 = 376.
        #expect(items.map(\.width) == [0, 0, 0, 376])
        #expect(items.map(\.minX) == [0, 8, 16, 24])
    }

    /// An adaptive item with no minimum and no spacing would fit endless columns: it stops at
    /// 10,000, each 400 / 10,000 wide, and the layout finishes.
    @Test func adaptiveColumnsAreBounded() {
        let items = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 10) }
        })
        #expect(items.count == 3)
        for (index, frame) in items.enumerated() {
            #expect(abs(frame.minX - 0.04 * CGFloat(index)) < 1e-9)
            #expect(abs(frame.width - 0.04) < 1e-12)
        }
    }
}
