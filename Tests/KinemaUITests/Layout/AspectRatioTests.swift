import Foundation
import Kinema
import PropertyBased
import Testing

// The aspect-ratio modifier in the 400 × 400 host (which centres its content), against SwiftUI's
// rules: the child is offered the largest size of the ratio inside the proposal (fit) or the
// smallest covering it (fill); a nil ratio is the child's ideal width over its ideal height. The
// child here is a colour, which takes whatever it is offered, given an ideal size by a frame.
@MainActor
@Suite("Aspect ratio")
struct AspectRatioTests {
    /// Ratio 2 fitted in 400 × 400: 400 wide, 400 / 2 = 200 tall, centred: y = 100.
    @Test func fitWithARatio() {
        let host = ViewHost(Color.red.aspectRatio(2, contentMode: .fit))
        #expect(host.displayList.items[0].frame == CGRect(x: 0, y: 100, width: 400, height: 200))
    }

    /// Ratio 2 filling 400 × 400: 400 tall, 800 wide, centred: x = −200.
    @Test func fillWithARatio() {
        let host = ViewHost(Color.red.aspectRatio(2, contentMode: .fill))
        #expect(host.displayList.items[0].frame == CGRect(x: -200, y: 0, width: 800, height: 400))
    }

    /// A colour with an ideal size of 30 × 10 has ratio 3: fitted, 400 × 400 / 3; filled,
    /// 1,200 × 400.
    @Test func aNilRatioIsTheIdealSizesRatio() {
        let fit = ViewHost(Color.red.frame(idealWidth: 30, idealHeight: 10).aspectRatio(contentMode: .fit))
        #expect(Fidelity.close(fit.displayList.items[0].frame,
                               CGRect(x: 0, y: (400 - 400.0 / 3) / 2, width: 400, height: 400.0 / 3)))
        let fill = ViewHost(Color.red.frame(idealWidth: 30, idealHeight: 10).aspectRatio(contentMode: .fill))
        #expect(fill.displayList.items[0].frame == CGRect(x: -400, y: 0, width: 1200, height: 400))
    }

    /// `scaledToFit()` and `scaledToFill()` are `aspectRatio(contentMode:)`.
    @Test func scaledToFitAndFill() {
        let view = Color.red.frame(idealWidth: 30, idealHeight: 10)
        #expect(ViewHost(view.scaledToFit()).displayList.items[0].frame
            == ViewHost(view.aspectRatio(contentMode: .fit)).displayList.items[0].frame)
        #expect(ViewHost(view.scaledToFill()).displayList.items[0].frame
            == ViewHost(view.aspectRatio(contentMode: .fill)).displayList.items[0].frame)
    }

    /// A size's ratio is width / height: 4:3 fitted in a 200 × 300 frame at (100, 50) is 200 × 150,
    /// centred in it: y = 50 + 75.
    @Test func aSizeRatio() {
        let host = ViewHost(Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit).frame(width: 200, height: 300))
        #expect(host.displayList.items[0].frame == CGRect(x: 100, y: 125, width: 200, height: 150))
    }

    /// A child of fixed size keeps it whatever it is offered, and is centred.
    @Test func aRigidChildKeepsItsSize() {
        let host = ViewHost(Color.red.frame(width: 50, height: 50).aspectRatio(2, contentMode: .fit))
        #expect(host.displayList.items[0].frame == CGRect(x: 175, y: 175, width: 50, height: 50))
    }

    /// Offered nothing, the ideal size (30 × 10) is fitted (10 × 10) or filled (30 × 30) with ratio 1.
    @Test func unproposedTheIdealSizeIsFittedOrFilled() {
        let fit = ViewHost(Color.red.frame(idealWidth: 30, idealHeight: 10).aspectRatio(1, contentMode: .fit).fixedSize())
        #expect(fit.displayList.items[0].frame == CGRect(x: 195, y: 195, width: 10, height: 10))
        let fill = ViewHost(Color.red.frame(idealWidth: 30, idealHeight: 10).aspectRatio(1, contentMode: .fill).fixedSize())
        #expect(fill.displayList.items[0].frame == CGRect(x: 185, y: 185, width: 30, height: 30))
    }

    /// Offered only a height (400), the width follows: 400 × 2 = 800.
    @Test func oneDimensionFollowsFromTheOther() {
        let host = ViewHost(Color.red.aspectRatio(2, contentMode: .fit).fixedSize(horizontal: true, vertical: false))
        #expect(host.displayList.items[0].frame == CGRect(x: -200, y: 0, width: 800, height: 400))
    }

    /// Ratios of 0, negative, NaN or infinite read as nil: the child's own ratio (3), as above.
    @Test(arguments: [0, -2, .nan, .infinity, -.infinity] as [CGFloat])
    func unusableRatiosReadAsNil(ratio: CGFloat) {
        let host = ViewHost(Color.red.frame(idealWidth: 30, idealHeight: 10).aspectRatio(ratio, contentMode: .fit))
        #expect(sizesClose(host.displayList.items[0].frame.size, CGSize(width: 400, height: 400.0 / 3)))
        let sized = ViewHost(Color.red.frame(idealWidth: 30, idealHeight: 10)
            .aspectRatio(CGSize(width: ratio, height: 1), contentMode: .fill))
        #expect(sized.displayList.items[0].frame.size == CGSize(width: 1200, height: 400))
    }

    /// A size with a zero height has no ratio either; neither has a child whose ideal width is 0:
    /// the proposal then passes unchanged and the colour takes the whole host.
    @Test func noUsableRatioPassesTheProposal() {
        let zeroHeight = ViewHost(Color.red.frame(idealWidth: 30, idealHeight: 10)
            .aspectRatio(CGSize(width: 1, height: 0), contentMode: .fit))
        #expect(sizesClose(zeroHeight.displayList.items[0].frame.size, CGSize(width: 400, height: 400.0 / 3)))
        let zeroIdeal = ViewHost(Color.red.frame(idealWidth: 0, idealHeight: 10).aspectRatio(contentMode: .fit))
        #expect(zeroIdeal.displayList.items[0].frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    /// Filling 400 × 400 with a ratio of 1e308 would be infinitely wide: the proposal passes
    /// unchanged, and the colour takes the host.
    @Test func anOverflowingRatioPassesTheProposal() {
        let host = ViewHost(Color.red.aspectRatio(1e308, contentMode: .fill))
        #expect(host.displayList.items[0].frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    /// For any box and ratio, a colour fitted has the ratio, lies inside the box and touches it on
    /// one side; filled, it has the ratio, covers the box and touches it on one side.
    @Test func fitAndFillLaws() async {
        let length = Gen.double(in: 1...1000)
        await propertyCheck(count: 150, input: length, length, Gen.double(in: 0.05...20)) { width, height, ratio in
            await MainActor.run {
                let box = CGSize(width: width, height: height)
                let fit = ViewHost(Color.red.aspectRatio(ratio, contentMode: .fit), size: box).displayList.items[0].frame.size
                let fill = ViewHost(Color.red.aspectRatio(ratio, contentMode: .fill), size: box).displayList.items[0].frame.size
                let tolerance = 1e-9 * max(width, height) * max(ratio, 1 / ratio)
                #expect(abs(fit.width - fit.height * ratio) <= tolerance * 10)
                #expect(fit.width <= width + tolerance && fit.height <= height + tolerance)
                #expect(abs(fit.width - width) <= tolerance || abs(fit.height - height) <= tolerance)
                #expect(abs(fill.width - fill.height * ratio) <= tolerance * 10)
                #expect(fill.width >= width - tolerance && fill.height >= height - tolerance)
                #expect(abs(fill.width - width) <= tolerance || abs(fill.height - height) <= tolerance)
            }
        }
    }
}

/// Whether two sizes agree to 1e-9.
private func sizesClose(_ a: CGSize, _ b: CGSize) -> Bool {
    abs(a.width - b.width) <= 1e-9 && abs(a.height - b.height) <= 1e-9
}
