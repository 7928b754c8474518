import Foundation
import Kinema
import Testing

// Which view takes a tap: `allowsHitTesting(false)` lets taps through to what is below;
// `contentShape` makes a view take taps anywhere inside a shape in its frame, and nowhere outside
// it. The host is 400 × 400 and centres its content.
@MainActor
@Suite("Hit testing")
struct HitTestingTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    /// The example tutorials give for `allowsHitTesting`: a translucent circle over a button.
    private struct Highlighted: View {
        let log: Log
        let passesTaps: Bool
        var body: some View {
            ZStack {
                Button("Tap Me") { log.lines.append("button") }
                    .frame(width: 100, height: 100)
                    .background(Color.white)
                Rectangle()
                    .fill(Color.red.opacity(0.2))
                    .frame(width: 300, height: 300)
                    .clipShape(Circle())
                    .allowsHitTesting(!passesTaps)
            }
        }
    }

    @Test func aViewThatAllowsNoHitTestingLetsTapsThrough() {
        let log = Log()
        let host = ViewHost(Highlighted(log: log, passesTaps: true))
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.lines == ["button"])
    }

    @Test func aViewOnTopTakesTheTapOtherwise() {
        let log = Log()
        let host = ViewHost(Highlighted(log: log, passesTaps: false))
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.lines.isEmpty)
    }

    @Test func nothingInsideAViewThatAllowsNoHitTestingTakesTaps() {
        let log = Log()
        let host = ViewHost(
            VStack {
                Color.blue.frame(width: 50, height: 50).onTapGesture { log.lines.append("inner") }
            }
            .allowsHitTesting(false))
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.lines.isEmpty)
    }

    /// A row whose text sits at the leading edge: without a content shape only the text takes
    /// taps; with `Rectangle()` the whole row does.
    private struct Row: View {
        let log: Log
        let shaped: Bool
        var body: some View {
            HStack {
                Color.green.frame(width: 40, height: 40)
                Spacer()
            }
            .frame(width: 300)
            .modifier(Shaped(enabled: shaped))
            .onTapGesture { log.lines.append("row") }
        }
    }

    private struct Shaped: ViewModifier {
        let enabled: Bool
        func body(content: Content) -> some View {
            if enabled { content.contentShape(Rectangle()) } else { content }
        }
    }

    @Test func aRectangularContentShapeTakesTapsInTheGaps() {
        let log = Log()
        // The row spans x 50…350; the square is at 50…90; x = 300 is in the spacer.
        let host = ViewHost(Row(log: log, shaped: true))
        host.tap(at: CGPoint(x: 300, y: 200))
        host.tap(at: CGPoint(x: 70, y: 200))
        #expect(log.lines == ["row", "row"])
    }

    @Test func withoutAContentShapeTheGapsTakeNoTaps() {
        let log = Log()
        let host = ViewHost(Row(log: log, shaped: false))
        host.tap(at: CGPoint(x: 300, y: 200))
        #expect(log.lines.isEmpty)
        host.tap(at: CGPoint(x: 70, y: 200))
        #expect(log.lines == ["row"])
    }

    @Test func aCircularContentShapeLeavesTheCornersOut() {
        let log = Log()
        // A 100-point square at 150…250: its corner (152, 152) is outside the inscribed circle.
        let host = ViewHost(
            Color.orange.frame(width: 100, height: 100)
                .contentShape(Circle())
                .onTapGesture { log.lines.append("tap") })
        host.tap(at: CGPoint(x: 152, y: 152))
        #expect(log.lines.isEmpty)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.lines == ["tap"])
    }

    @Test func aContentShapeMovesWithTheEffectsAroundTheView() {
        let log = Log()
        // Laid out at 150…250, drawn 100 points to the right: 250…350.
        let host = ViewHost(
            HStack { Color.orange.frame(width: 10, height: 10); Spacer() }
                .frame(width: 100, height: 100)
                .contentShape(Rectangle())
                .offset(x: 100)
                .onTapGesture { log.lines.append("tap") })
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.lines.isEmpty)
        host.tap(at: CGPoint(x: 330, y: 200))
        #expect(log.lines == ["tap"])
    }

    @Test func otherKindsOfContentShapeChangeNoHitTesting() {
        let log = Log()
        let host = ViewHost(
            HStack { Color.green.frame(width: 40, height: 40); Spacer() }
                .frame(width: 300)
                .contentShape(.dragPreview, Rectangle())
                .onTapGesture { log.lines.append("row") })
        host.tap(at: CGPoint(x: 300, y: 200))
        #expect(log.lines.isEmpty)
    }

    private struct Toggling: View {
        let log: Log
        @State private var blocked = false
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 50)
                    .onTapGesture { blocked.toggle() }
                Color.red.frame(width: 100, height: 50)
                    .onTapGesture { log.lines.append("red") }
                    .allowsHitTesting(!blocked)
            }
        }
    }

    @Test func hitTestingFollowsTheLatestValue() {
        let log = Log()
        let host = ViewHost(Toggling(log: log))
        // Blue at y 150…200, red at 200…250.
        host.tap(at: CGPoint(x: 200, y: 225))
        host.tap(at: CGPoint(x: 200, y: 175))
        host.tap(at: CGPoint(x: 200, y: 225))
        #expect(log.lines == ["red"])
    }

    @Test func aTapAtANonFinitePointFindsNothing() {
        let log = Log()
        let host = ViewHost(Color.orange.contentShape(Rectangle()).onTapGesture { log.lines.append("tap") })
        #expect(!host.tap(at: CGPoint(x: Double.nan, y: 10)))
        #expect(log.lines.isEmpty)
    }
}
