import Foundation
import Kinema
import Testing

// Flexible frames, fixed sizes and positions in the 400 × 400 host, against SwiftUI's rules: a
// flexible frame offers its child the proposal clamped to its limits, then takes the child's size
// raised to the minimum (no further than the proposal) and grown toward the proposal up to the
// maximum.
@MainActor
@Suite("Flexible frames, fixed size, position")
struct FlexibleFrameTests {
    /// `maxWidth: .infinity` takes the whole width; leading alignment puts the child at its start.
    @Test func aMaximumOfInfinityTakesTheWidth() {
        let host = ViewHost(Color.red.frame(width: 20, height: 10).frame(maxWidth: .infinity, alignment: .leading))
        #expect(host.displayList.items[0].frame == CGRect(x: 0, y: 195, width: 20, height: 10))
    }

    /// A minimum above the child's size is the frame's size; the child is centred in it.
    @Test func aMinimumWidensTheFrame() {
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 10).frame(minWidth: 100)
                Color.blue.frame(width: 10, height: 10)
            })
        // The row is 110 wide at x = 145: the red square sits in the middle of its 100 points.
        #expect(host.displayList.items[0].frame == CGRect(x: 185, y: 195, width: 20, height: 10))
        #expect(host.displayList.items[1].frame == CGRect(x: 245, y: 195, width: 10, height: 10))
    }

    /// Between a minimum and a maximum the frame takes the proposal, clamped.
    @Test func minimumAndMaximumClampTheProposal() {
        let host = ViewHost(Color.red.frame(minWidth: 50, maxWidth: 120, minHeight: 10, maxHeight: 30))
        #expect(host.displayList.items[0].frame.size == CGSize(width: 120, height: 30))
    }

    /// A fixed-size text keeps its ideal width in a narrower frame instead of wrapping.
    @Test func fixedSizeTextDoesNotWrap() {
        let ideal = DejaVuReference.width("Hello world")
        let host = ViewHost(Text("Hello world").fixedSize().frame(width: 30))
        #expect(abs(host.displayList.items[0].frame.width - ideal) < 1e-9)
    }

    /// `position` centres the view on a point of everything it is offered (the whole host here).
    @Test func positionCentresOnThePoint() {
        let host = ViewHost(Color.red.frame(width: 10, height: 10).position(x: 50, y: 20))
        #expect(host.displayList.items[0].frame == CGRect(x: 45, y: 15, width: 10, height: 10))
    }
}
