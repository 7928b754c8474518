import Foundation
import Kinema
import Testing

// `Recording.play` records with `ViewHost.play(for:)`: a `.task` that sleeps on the host's clock
// changes what is drawn at the frame of its wake-up, not when the recording ends.
@MainActor
@Suite("Recording.play")
struct RecordingPlayTests {
    private struct Blinker: View {
        @State private var on = false
        var body: some View {
            Color.red
                .frame(width: on ? 100 : 50, height: 50)
                .task {
                    try? await Task.sleep(for: .seconds(0.5))
                    on = true
                }
        }
    }

    @Test func aSleepingTaskChangesTheFrameOfItsWakeUp() async {
        let recording = await Recording.play(ViewHost(Blinker()), duration: 1, framesPerSecond: 10)
        #expect(recording.frames.count == 10)
        let widths = recording.frames.map { $0.displayList.items[0].frame.width }
        // Frames at 0, 0.1, …, 0.9: the task wakes at 0.5 and the width changes without animation.
        #expect(widths == [50, 50, 50, 50, 50, 100, 100, 100, 100, 100])
    }

    @Test func playingNothingRecordsNoFrame() async {
        let recording = await Recording.play(ViewHost(Blinker()), duration: .nan)
        #expect(recording.frames.isEmpty)
    }
}
