import Foundation
import Kinema
import Testing

// Grid in the 400 × 400 host (which centres its content), against SwiftUI's documented rules: as
// many columns as the longest row has cells, each column as wide as its widest cell, each row as
// tall as its tallest, cells aligned in their cells; views outside a GridRow span every column.
@MainActor
@Suite("Grid")
struct GridTests {
    private func frames<V: View>(_ view: V) -> [CGRect] {
        ViewHost(view).displayList.items.map(\.frame)
    }

    /// Columns: max(40, 60) = 60 and max(20, 30) = 30, 10 apart: 100 wide. Rows: max(10, 30) = 30
    /// and max(20, 10) = 20, 5 apart: 55 tall. The grid sits at (150, 172.5); each view is centred
    /// in its cell.
    @Test func columnsAreTheirWidestCellRowsTheirTallest() {
        #expect(frames(Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 40, height: 10)
                Color.green.frame(width: 20, height: 30)
            }
            GridRow {
                Color.blue.frame(width: 60, height: 20)
                Color.yellow.frame(width: 30, height: 10)
            }
        }) == [
            CGRect(x: 160, y: 182.5, width: 40, height: 10),   // cell (150, 172.5, 60, 30)
            CGRect(x: 225, y: 172.5, width: 20, height: 30),   // cell (220, 172.5, 30, 30)
            CGRect(x: 150, y: 207.5, width: 60, height: 20),   // cell (150, 207.5, 60, 20)
            CGRect(x: 220, y: 212.5, width: 30, height: 10),   // cell (220, 207.5, 30, 20)
        ])
    }

    /// Default spacing is 8 points both ways: two 10-point squares per row, two rows: 28 × 28.
    @Test func defaultSpacing() {
        let squares = frames(Grid {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        })
        #expect(squares.map(\.origin) == [
            CGPoint(x: 186, y: 186), CGPoint(x: 204, y: 186), CGPoint(x: 186, y: 204), CGPoint(x: 204, y: 204),
        ])
    }

    /// Alignment, from the most specific: a cell's anchor, its column's alignment (set by any cell of
    /// the column) and its row's, then the grid's. Columns 40 and 40, rows 40, 40, 10, 10: the grid
    /// is 80 × 100 at (160, 150).
    @Test func alignmentFromCellColumnRowAndGrid() {
        #expect(frames(Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 40)
                Color.green.frame(width: 10, height: 10)
            }
            GridRow(alignment: .bottom) {
                Color.blue.frame(width: 10, height: 10).gridColumnAlignment(.trailing)
                Color.yellow.frame(width: 40, height: 40)
            }
            GridRow {
                Color.gray.frame(width: 10, height: 10).gridCellAnchor(.center)
                Color.black.frame(width: 10, height: 10)
            }
            GridRow {
                Color.pink.frame(width: 20, height: 10)
            }
        }) == [
            CGRect(x: 160, y: 150, width: 40, height: 40),   // fills its cell
            CGRect(x: 200, y: 150, width: 10, height: 10),   // the grid's top leading
            CGRect(x: 190, y: 220, width: 10, height: 10),   // column 0 trailing, row bottom
            CGRect(x: 200, y: 190, width: 40, height: 40),   // fills its cell
            CGRect(x: 175, y: 230, width: 10, height: 10),   // its own anchor: the cell's centre
            CGRect(x: 200, y: 230, width: 10, height: 10),   // the grid's top leading
            CGRect(x: 180, y: 240, width: 20, height: 10),   // column 0 trailing, in a row of one
        ])
    }

    /// A cell spanning two columns, 100 wide, is wider than the 30 + 10 + 30 = 70 it covers: both
    /// columns grow by 15, to 45. Columns 45, 45, 30, 10 apart: 140 wide at x = 130.
    @Test func aSpanningCellWidensItsColumns() {
        #expect(frames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.green.frame(width: 30, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
            GridRow {
                Color.yellow.frame(width: 100, height: 10).gridCellColumns(2)
                Color.gray.frame(width: 10, height: 10)
            }
        }).map(\.origin) == [
            CGPoint(x: 137.5, y: 190), CGPoint(x: 192.5, y: 190), CGPoint(x: 240, y: 190),
            CGPoint(x: 130, y: 200), CGPoint(x: 250, y: 200),
        ])
    }

    /// A view outside a GridRow spans every column. Offered the host's 400 points, a flexible one
    /// widens the grid to 400: the 310 points beyond 30 + 10 + 50 go equally to both columns
    /// (185 and 205).
    @Test func aFullWidthViewSpansTheGrid() {
        #expect(frames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 10)
            }
            Color.green.frame(height: 4)
        }) == [
            CGRect(x: 77.5, y: 193, width: 30, height: 10),
            CGRect(x: 272.5, y: 193, width: 50, height: 10),
            CGRect(x: 0, y: 203, width: 400, height: 4),
        ])
    }

    /// With `gridCellUnsizedAxes(.horizontal)` the divider does not size the grid: the columns keep
    /// 30 + 10 + 50 = 90, and the divider is offered — and takes — those 90 points.
    @Test func anUnsizedDividerIsAsWideAsTheColumns() {
        #expect(frames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 10)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
        }) == [
            CGRect(x: 155, y: 194.5, width: 30, height: 10),
            CGRect(x: 195, y: 194.5, width: 50, height: 10),
            CGRect(x: 155, y: 204.5, width: 90, height: 1),
        ])
    }

    /// Without the modifier the same divider, offered 400 points, widens the grid to 400.
    @Test func aSizedDividerWidensTheGrid() {
        let items = frames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 10)
            }
            Divider()
        })
        #expect(items[2] == CGRect(x: 0, y: 204.5, width: 400, height: 1))
    }

    /// A column holding a flexible cell takes what the fixed column and the spacing leave:
    /// 400 − 50 − 10 = 340.
    @Test func flexibleColumnsShareTheWidth() {
        #expect(frames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(height: 10)
            }
        }) == [
            CGRect(x: 0, y: 195, width: 50, height: 10),
            CGRect(x: 60, y: 195, width: 340, height: 10),
        ])
    }

    /// A row holding a flexible cell takes what the other rows and the spacing leave:
    /// 400 − 50 − 10 = 340.
    @Test func flexibleRowsShareTheHeight() {
        #expect(frames(Grid(horizontalSpacing: 0, verticalSpacing: 10) {
            GridRow { Color.red.frame(width: 10, height: 50) }
            GridRow { Color.blue.frame(width: 10) }
        }) == [
            CGRect(x: 195, y: 0, width: 10, height: 50),
            CGRect(x: 195, y: 60, width: 10, height: 340),
        ])
    }

    /// A shorter row leaves its trailing cells empty; a ForEach in a row makes one cell per view.
    @Test func shortRowsAndForEachCells() {
        let items = frames(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
            }
            GridRow { Color.blue.frame(width: 10, height: 10) }
        })
        // 30 × 20 at (185, 190): the lone blue square is in column 0.
        #expect(items.map(\.origin) == [
            CGPoint(x: 185, y: 190), CGPoint(x: 195, y: 190), CGPoint(x: 205, y: 190), CGPoint(x: 185, y: 200),
        ])
    }

    /// An empty grid and an empty row take no space and draw nothing.
    @Test func emptyGrids() {
        #expect(frames(Grid {}).isEmpty)
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Grid { GridRow {} }
            Color.blue.frame(width: 10, height: 10)
        })
        // The grid is 0 × 0 between the squares: 10 + 0 + 10 = 20 tall.
        #expect(host.displayList.items.map(\.frame.minY) == [190, 200])
    }

    /// Bad spacing: NaN and infinities read as 8; a negative spacing overlaps the cells. The second
    /// column starts 30 + spacing after the first.
    @Test(arguments: [(.nan, 38), (.infinity, 38), (-10, 20), (0, 30)] as [(CGFloat, CGFloat)])
    func spacing(horizontal: CGFloat, secondColumnOffset: CGFloat) {
        let items = frames(Grid(horizontalSpacing: horizontal, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
        })
        #expect(items[1].minX - items[0].minX == secondColumnOffset)
    }

    /// A column count below 1 reads as 1; a huge one as the most columns a grid has (10,000), laid
    /// out without trouble; a cell after it is offered no room, at the grid's trailing edge. A NaN
    /// anchor reads as the centre.
    @Test func badCellValues() {
        #expect(frames(Grid(horizontalSpacing: 10) {
            GridRow {
                Color.red.frame(width: 30, height: 10).gridCellColumns(0)
                Color.blue.frame(width: 30, height: 10).gridCellColumns(-3)
            }
        }).map(\.minX) == [165, 205])
        let huge = frames(Grid {
            GridRow {
                Color.red.frame(width: 10, height: 10).gridCellColumns(.max)
                Color.blue
            }
        })
        // 10,000 empty columns 8 apart: 79,992 wide at x = (400 − 79,992) / 2 = −39,796. The red
        // cell spans them all and is centred in the grid, so in the host. The blue colour is offered
        // no width, at the trailing edge, x = 40,196; it grows in height, so its row takes the
        // host's 400 points.
        #expect(huge[0] == CGRect(x: 195, y: 195, width: 10, height: 10))
        #expect(huge[1] == CGRect(x: 40196, y: 0, width: 0, height: 400))
        #expect(frames(Grid {
            GridRow {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: .nan, y: .infinity))
            }
            GridRow { Color.clear.frame(width: 1, height: 1); Color.clear.frame(width: 40, height: 1) }
        })[1] == CGRect(x: 219, y: 190.5, width: 10, height: 10))
        // Columns 40 and 40, rows 40 and 1, 8 apart: 88 × 49 at (156, 175.5); the blue cell is
        // (204, 175.5, 40, 40) and the square sits at its centre.
    }

    /// Outside a grid, a row lays its views out as a group does (stacked vertically, 8 apart).
    @Test func aRowOutsideAGrid() {
        #expect(frames(GridRow {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }).map(\.origin) == [CGPoint(x: 195, y: 186), CGPoint(x: 195, y: 204)])
    }
}
