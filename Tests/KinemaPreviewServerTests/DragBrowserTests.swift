import Foundation
import KinemaTestSupport
import Testing

/// A drag end to end: the draggable card's live page in real headless Chromium is dragged with
/// the mouse, the page sends the pointer to the server, the server's host runs the `DragGesture`,
/// and the frames streamed back show the card under the finger, then springing home.
///
/// The scene (`DraggableCardScene`): a 200 × 120 pt card at the centre of the 400 × 400 pt host,
/// `.offset(offset)`, with `DragGesture().onChanged { offset = $0.translation }`, filled blue while
/// a `@GestureState` says it is dragged and red otherwise; released, `withAnimation(.spring(response:
/// 0.4, dampingFraction: 0.6)) { offset = .zero }`. SwiftUI's drag starts once the finger has
/// moved `minimumDistance` (10 pt by default) and its translation is the finger's location minus
/// where it went down.
///
/// Needs Debian's `chromium`; without it the test is skipped with a note, except under `CI=true`.
@Suite("Drag through the live server in Chromium", .serialized)
struct DragBrowserTests {
    @Test(.enabled(if: Chromium.canRun, Chromium.skipNote), .timeLimit(.minutes(10)))
    func draggedCardFollowsTheFingerThenSpringsHome() async throws {
        try await LivePage.open("scene/draggable-card") { page in
            try await page.wait(until: "window.kinema && window.kinema.connected && window.kinema.svgFrames > 0 && window.kinema.frames > 10")
            let rect = try #require(try await page.evaluate(
                "(function(){var r=document.getElementById('stage').getBoundingClientRect();return [r.left,r.top,r.width,r.height];})()")
                as? [Double])
            // The stage shows the 400 × 400 pt host: `scale` pixels a point.
            let scale = rect[2] / 400
            #expect(abs(rect[3] / 400 - scale) < 1e-9)
            let card = "RoundedRectangle.fill in DraggableCardScene"
            #expect(try await page.evaluate("window.kinema.values['\(card)'].offsetX") as? Double == 0)

            // Down on the card's centre, then ten moves of (8, 3) pt: the first, 8.5 pt from where
            // the finger went down, is under the drag's 10 pt minimum distance.
            let centre = (x: rect[0] + 200 * scale, y: rect[1] + 200 * scale)
            let moves = (0...10).map { step in (x: centre.x + Double(8 * step) * scale, y: centre.y + Double(3 * step) * scale) }
            try await page.drag(through: moves, release: false)
            try await page.wait(until: "Math.abs(window.kinema.values['\(card)'].offsetX - 80) < 1e-6")
            let down = try #require(try await page.evaluate(
                "window.kinema.events.filter(function(e){return e.kind==='down';})[0]") as? [String: Any])
            #expect(down["handled"] as? Bool == true, "the card takes the touch")
            let downTime = try #require(down["t"] as? Double)
            #expect(abs((down["x"] as? Double ?? 0) - 200) < 1e-6 && abs((down["y"] as? Double ?? 0) - 200) < 1e-6)

            // While held, every frame shows the card exactly at a translation the finger reached
            // (the drag's changes are not animated), never the first, too-short move, and never
            // going back.
            let held = try await Self.offsets(of: card, in: page, after: downTime)
            #expect(held.count >= 5, "only \(held.count) frames while dragging")
            var reached = 0
            for offset in held {
                let step = (offset.x / 8).rounded()
                #expect(abs(offset.x - 8 * step) < 1e-6 && abs(offset.y - 3 * step) < 1e-6, "offset \(offset) is not a move's")
                #expect(step != 1, "the drag began before the finger had moved 10 pt")
                #expect(Int(step) >= reached, "the card went back while dragged")
                reached = max(reached, Int(step))
            }
            #expect(try #require(held.last).x == 80 && held.last?.y == 30)
            // The frame drawn on the stage: the card 80 pt right and 30 pt down of its place
            // (x 100…300, y 140…260 pt), and blue (SwiftUI's `.blue`, 0 122 255) while dragged.
            let drawn = try #require(try await page.evaluate("""
                (function(){var s=document.getElementById('stage').getBoundingClientRect();
                  var c=document.querySelector('#stage svg rect[rx]'); var r=c.getBoundingClientRect();
                  return [r.left-s.left, r.top-s.top, r.width, getComputedStyle(c).fill];})()
                """) as? [Any])
            let left = try #require(drawn[0] as? Double), top = try #require(drawn[1] as? Double)
            #expect(abs(left - 180 * scale) < 0.5 && abs(top - 170 * scale) < 0.5, "card drawn at (\(left), \(top)) px")
            #expect(abs((drawn[2] as? Double ?? 0) - 200 * scale) < 0.5)
            #expect(drawn[3] as? String == "rgb(0, 122, 255)")

            // Let go: the spring takes the card home along the line it was dragged on (both
            // offsets start from (80, 30) with the drag's velocity, which points along (8, 3)),
            // overshoots (a damping fraction of 0.6 is under 1), and settles at exactly zero, red.
            try await page.release(x: moves[10].x, y: moves[10].y)
            try await page.wait(until: "window.kinema.events.some(function(e){return e.kind==='up';})")
            let upTime = try #require(try await page.evaluate(
                "window.kinema.events.filter(function(e){return e.kind==='up';})[0].t") as? Double)
            try await page.wait(until: """
                window.kinema.time > \(upTime + 1.5) && window.kinema.values['\(card)'].offsetX === 0
                """, timeout: .seconds(20))
            let home = try await Self.offsets(of: card, in: page, after: upTime)
            #expect(home.count >= 10, "only \(home.count) frames after the release")
            for offset in home {
                #expect(abs(offset.y - offset.x * 3 / 8) < 1e-6, "off the drag's line: \(offset)")
            }
            #expect(home.contains { $0.x < -1 }, "the underdamped spring overshoots home")
            #expect(home.last?.x == 0 && home.last?.y == 0)
            #expect(try await page.evaluate("getComputedStyle(document.querySelector('#stage svg rect[rx]')).fill") as? String
                == "rgb(255, 59, 48)")
        }
    }

    /// The streamed offsets of `label` in the frames after host time `time`, in order.
    static func offsets(of label: String, in page: BrowserPage, after time: Double) async throws -> [(x: Double, y: Double)] {
        let samples = try #require(try await page.evaluate("""
            window.kinema.samples.filter(function(s){return s.t > \(time) + 1e-9 && s.values['\(label)'];})
              .map(function(s){return [s.values['\(label)'].offsetX, s.values['\(label)'].offsetY];})
            """) as? [[Double]])
        return samples.map { (x: $0[0], y: $0[1]) }
    }
}
