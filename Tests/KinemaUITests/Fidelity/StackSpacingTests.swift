import Foundation
import Kinema
import Testing

// Stack alignment, spacers and dividers, against SwiftUI's stack model: children sized ideal-first,
// the space left shared among flexible children, aligned across the axis. The host is 400 × 400
// and centres its content.
@MainActor
@Suite("Stack alignment, spacers and dividers")
struct StackSpacingTests {
    /// A leading-aligned VStack puts narrower children at its leading edge.
    @Test func aLeadingVStack() {
        let host = ViewHost(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10)
        })
        // The stack is 40 wide at x = 180; both children start there.
        #expect(host.displayList.items[0].frame == CGRect(x: 180, y: 190, width: 40, height: 10))
        #expect(host.displayList.items[1].frame == CGRect(x: 180, y: 200, width: 20, height: 10))
    }

    /// A bottom-aligned HStack lines children up on its bottom edge.
    @Test func aBottomHStack() {
        let host = ViewHost(HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 20)
        })
        #expect(host.displayList.items[1].frame == CGRect(x: 200, y: 200, width: 10, height: 20))
    }

    /// A spacer takes everything the fixed children leave: the two squares go to the edges of a
    /// 200-point row. It takes no height, so the row stays 10 high.
    @Test func aSpacerPushesToTheEdges() {
        let host = ViewHost(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Spacer()
            Color.blue.frame(width: 10, height: 10)
        }.frame(width: 200))
        #expect(host.displayList.items.count == 2)
        #expect(host.displayList.items[0].frame == CGRect(x: 100, y: 195, width: 10, height: 10))
        #expect(host.displayList.items[1].frame == CGRect(x: 290, y: 195, width: 10, height: 10))
    }

    /// A spacer's minimum length holds when there is no room: 40 points leave it 20, it keeps 30.
    @Test func aSpacerKeepsItsMinimumLength() {
        let host = ViewHost(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Spacer(minLength: 30)
            Color.blue.frame(width: 10, height: 10)
        }.frame(width: 40))
        #expect(host.displayList.items[1].frame.minX - host.displayList.items[0].frame.maxX == 30)
    }

    /// A divider in a VStack is a one-point line across everything it is offered: like SwiftUI's,
    /// it widens the stack to the proposed 400 points.
    @Test func aDividerSpansTheStack() {
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 60, height: 10)
            Divider()
            Color.blue.frame(width: 60, height: 10)
        })
        #expect(host.displayList.items.count == 3)
        #expect(host.displayList.items[1].frame.height == 1)
        #expect(host.displayList.items[1].frame.width == 400)
    }
}
