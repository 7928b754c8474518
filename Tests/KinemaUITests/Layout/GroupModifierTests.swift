import Foundation
import Kinema
import Testing

// "Any modifier you apply to the group affects all of that group's members"
// (https://developer.apple.com/documentation/swiftui/group). A `ForEach` is a list of views in the
// same way: a layout modifier applied to it applies to each element, and its elements stay
// separate children of the enclosing stack (docs/research/layout.md §5). Several views where one
// is expected (the host's root) are stacked by the implicit root, a VStack with the default
// spacing.
@MainActor
@Suite("Modifiers on groups and ForEach")
struct GroupModifierTests {
    private func frames(_ host: ViewHost<some View>) -> [CGRect] {
        host.displayList.items.map(\.frame)
    }

    @Test func aFrameOnAGroupFramesEachMember() {
        // Two 100 × 100 frames, stacked by the implicit VStack: 100 + 8 + 100 = 208 high, from
        // y = 96. (One frame around both would have made each colour 100 × 46.)
        let host = ViewHost(Group {
            Color.red
            Color.blue
        }
        .frame(width: 100, height: 100))
        #expect(frames(host) == [
            CGRect(x: 150, y: 96, width: 100, height: 100),
            CGRect(x: 150, y: 204, width: 100, height: 100),
        ])
    }

    @Test func paddingOnAGroupPadsEachMemberInItsStack() {
        // Two padded 40 × 40 views side by side (spacing 0): 80 wide from x = 160; each square is
        // 10 inside its padding.
        let host = ViewHost(HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20)
            }
            .padding(10)
        })
        #expect(frames(host) == [
            CGRect(x: 170, y: 190, width: 20, height: 20),
            CGRect(x: 210, y: 190, width: 20, height: 20),
        ])
    }

    @Test func anOffsetOnAForEachMovesEachItemLaidOutAlongTheStack() {
        // The three squares are three children of the HStack: 20 + 8 + 20 + 8 + 20 = 76 wide from
        // x = 162. `offset` is drawn, not laid out (Apple's `offset(x:y:)`: the original
        // dimensions are unchanged): each frame stays where layout put it, and each is drawn 10
        // lower.
        let host = ViewHost(HStack {
            ForEach(0..<3) { _ in
                Color.red.frame(width: 20, height: 20)
            }
            .offset(y: 10)
        })
        #expect(frames(host) == [
            CGRect(x: 162, y: 190, width: 20, height: 20),
            CGRect(x: 190, y: 190, width: 20, height: 20),
            CGRect(x: 218, y: 190, width: 20, height: 20),
        ])
        #expect(host.displayList.items.map(\.transform) == Array(repeating: CGAffineTransform(translationX: 0, y: 10), count: 3))
    }

    @Test func aFrameOnAForEachFramesEachItem() {
        // Three 30-point rows (one 30-point frame around all three would have made each 10 high).
        let host = ViewHost(VStack(spacing: 0) {
            ForEach(0..<3) { _ in Color.red }
                .frame(width: 50, height: 30)
        })
        #expect(frames(host).map(\.height) == [30, 30, 30])
        #expect(frames(host).map(\.minY) == [155, 185, 215])
    }

    @Test func anAlignmentGuideOnAGroupAppliesToEachMember() {
        // Both members' leading guides are 10 left of their edges: in the leading-aligned stack
        // they start 10 right of the red bar. The stack spans [0, 50]: from x = 175.
        let host = ViewHost(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Group {
                Color.green.frame(width: 20, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }
            .alignmentGuide(.leading) { _ in -10 }
        })
        #expect(frames(host).map(\.minX) == [175, 185, 185])
    }

    @Test func aLayoutPriorityOnAGroupAppliesToEachMember() {
        // Both colours have priority 1: offered 300 − 50 (the red frame's minimum), half each →
        // 125 and 125; the red frame keeps its 50.
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 50)
                Group {
                    Color.green
                    Color.blue
                }
                .layoutPriority(1)
            },
            size: CGSize(width: 300, height: 10))
        #expect(frames(host).map(\.width) == [50, 125, 125])
    }
}
