import Kinema
import Testing

@MainActor
@Suite("frame(alignment:) and padding(_:_:)")
struct AlignmentAndEdgePaddingTests {
    /// A 20-point square in a 100-point frame centred in 400: the frame spans 150…250; top leading
    /// puts the square at (150, 150), bottom trailing at (230, 230), centre at (190, 190).
    @Test(arguments: [
        (Alignment.topLeading, 150.0, 150.0), (.center, 190, 190), (.bottomTrailing, 230, 230),
        (.leading, 150, 190), (.top, 190, 150),
    ] as [(Alignment, Double, Double)])
    func aFrameAlignsItsChild(alignment: Alignment, x: Double, y: Double) {
        let host = ViewHost(Color.red.frame(width: 20, height: 20).frame(width: 100, height: 100, alignment: alignment))
        #expect(host.displayList.items[0].frame.origin == CGPoint(x: x, y: y))
    }

    /// `.padding(.horizontal, 10)` widens a 20-point square to 40 × 20 (centred: 180…220), so the
    /// square sits at x = 190, y = 190; `.padding(.top, 10)` makes it 20 × 30 with the square 10 down.
    @Test func paddingOnSomeEdges() {
        let horizontal = ViewHost(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).padding(.horizontal, 10)
            Color.blue.frame(width: 20, height: 20)
        })
        // Row 60 wide centred in 400: 170…230; the red square is 10 in from the row's start.
        #expect(horizontal.displayList.items[0].frame.minX == 180)
        #expect(horizontal.displayList.items[1].frame.minX == 210)
        let top = ViewHost(Color.red.frame(width: 20, height: 20).padding(.top, 10))
        // 20 × 30 centred: y 185…215; the square starts 10 below: 195.
        #expect(top.displayList.items[0].frame.minY == 195)
        #expect(ViewHost(Color.red.frame(width: 20, height: 20).padding(8)).displayList.items[0].frame.minX == 190)
    }
}
