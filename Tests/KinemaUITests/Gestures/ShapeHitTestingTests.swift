import Foundation
import Kinema
import Testing

// Hit testing follows what is drawn, as SwiftUI's does: a filled shape takes taps inside its
// path, a stroked shape only on its stroke (so a stroked overlay does not swallow the taps of
// what it outlines), a canvas anywhere in its frame, and `contentShape` decides over all three.

@MainActor
private final class Taps {
    var count = 0
}

@MainActor
@Suite("Shapes take taps where they are drawn")
struct ShapeHitTestingTests {
    @Test func aFilledCircleTakesTapsInsideItsOutlineOnly() {
        let taps = Taps()
        let host = ViewHost(Circle().fill(.red).frame(width: 100, height: 100).onTapGesture { taps.count += 1 })
        // The frame is 150…250; the corner (155, 155) is outside the circle.
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(!host.tap(at: CGPoint(x: 155, y: 155)))
        #expect(taps.count == 1)
    }

    @Test func aStrokedCircleTakesTapsOnItsLineOnly() {
        let taps = Taps()
        let host = ViewHost(Circle().stroke(.red, lineWidth: 4).frame(width: 100, height: 100).onTapGesture { taps.count += 1 })
        // On the line: the leftmost point of the circle, 1 point in; the middle is empty.
        #expect(host.tap(at: CGPoint(x: 151, y: 200)))
        #expect(!host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(taps.count == 1)
    }

    @Test func aStrokedOverlayLetsTheButtonBelowTakeTheTap() {
        let taps = Taps()
        let host = ViewHost(
            Button { taps.count += 1 } label: { Color.blue.frame(width: 120, height: 44) }
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(.black, lineWidth: 2)))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(taps.count == 1)
    }

    @Test func aBorderLetsTheViewBelowTakeTheTap() {
        let taps = Taps()
        let host = ViewHost(Color.green.frame(width: 80, height: 80).onTapGesture { taps.count += 1 }.border(.black, width: 3))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(taps.count == 1)
    }

    @Test func aCanvasTakesTapsAnywhereInItsFrame() {
        let taps = Taps()
        let host = ViewHost(
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
            }
            .frame(width: 100, height: 100)
            .onTapGesture { taps.count += 1 })
        // Far from the one square it drew, inside its frame (150…250).
        #expect(host.tap(at: CGPoint(x: 240, y: 240)))
        #expect(!host.tap(at: CGPoint(x: 260, y: 240)))
        #expect(taps.count == 1)
    }

    @Test func aContentShapeDecidesForAStroke() {
        let taps = Taps()
        let host = ViewHost(
            Circle().stroke(.red, lineWidth: 2).frame(width: 100, height: 100)
                .contentShape(Circle())
                .onTapGesture { taps.count += 1 })
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(taps.count == 1)
    }

    @Test func strokeContainmentIsHalfTheLineWidthFromTheOutline() {
        let line = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 0))
        }
        #expect(line.strokeContains(CGPoint(x: 50, y: 2.9), lineWidth: 6))
        #expect(!line.strokeContains(CGPoint(x: 50, y: 3.1), lineWidth: 6))
        // Past the end: distance to the end point.
        #expect(line.strokeContains(CGPoint(x: 102, y: 0), lineWidth: 6))
        #expect(!line.strokeContains(CGPoint(x: 50, y: CGFloat.nan), lineWidth: 6))
        #expect(!line.strokeContains(CGPoint(x: 50, y: 0), lineWidth: -1))
    }
}
