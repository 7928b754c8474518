import Foundation
@testable import KinemaUI
import Testing

// One render keeps at most CanvasRecorder.maximumItems (100,000) operations and drops the rest.
// Checked on the recorder itself, off the main actor: hosting 100,000 items would hold the main
// actor for over a second, which starves the tests that wait on it in real time.

@Suite("Canvas recorder limit")
struct CanvasRecorderLimitTests {
    @Test func operationsPastTheLimitAreDropped() {
        let recorder = CanvasRecorder(size: CGSize(width: 10, height: 10), text: TextEnvironment())
        let context = GraphicsContext(recorder: recorder, environment: EnvironmentValues())
        let square = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        for _ in 0..<(CanvasRecorder.maximumItems + 20) {
            context.fill(square, with: .color(.red))
        }
        #expect(CanvasRecorder.maximumItems == 100_000)
        #expect(recorder.count == 100_000)
        // Layers and masks stop adding too.
        context.drawLayer { layer in layer.fill(square, with: .color(.blue)) }
        #expect(recorder.count == 100_000)
    }
}
