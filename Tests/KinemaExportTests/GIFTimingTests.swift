import Foundation
@testable import KinemaExport
import PropertyBased
import Testing

/// Which frames a GIF shows and for how long: the total is the recording's duration in whole
/// hundredths of a second (GIF89a's delay unit), and no delay is under 2 hundredths, the shortest
/// that Chromium, Firefox and Safari show as written (they show 0 and 1 as 10).
@Suite("GIF timing")
struct GIFTimingTests {
    /// 1.5 s at 60 fps (the `avatar-bouncy` scene): 150 hundredths, as 75 images of 2.
    @Test func sixtyFramesASecondLastExactlyTheRecording() {
        let timing = GIFTiming(frameCount: 90, framesPerSecond: 60)
        #expect(timing.duration == 150)
        #expect(timing.delays == Array(repeating: 2, count: 75))
        #expect(timing.frames.first == 0)
        #expect(timing.frames.last == 89)
        // Image j starts at 2j hundredths and shows the frame nearest that time, frame 1.2 j
        // rounded: one frame in six is left out.
        #expect(Array(timing.frames.prefix(8)) == [0, 1, 2, 4, 5, 6, 7, 8])
    }

    /// Up to 50 fps every frame is kept, frame k starting at round(k × 100 / fps) hundredths.
    @Test(arguments: [
        (30.0, [3, 4, 3, 3, 4, 3, 3, 4, 3, 3, 4, 3]),
        (10.0, Array(repeating: 10, count: 12)),
        (50.0, Array(repeating: 2, count: 12)),
        (24.0, [4, 4, 5, 4, 4, 4, 4, 4, 5, 4, 4, 4]),
        (40.0, [3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2]),
    ])
    func everyFrameIsKeptUpToFiftyFramesASecond(framesPerSecond: Double, delays: [Int]) {
        let timing = GIFTiming(frameCount: 12, framesPerSecond: framesPerSecond)
        #expect(timing.frames == Array(0..<12))
        #expect(timing.delays == delays)
        #expect(timing.duration == Int((1200 / framesPerSecond).rounded()))
    }

    /// An odd number of hundredths above 50 fps: the last image lasts 3.
    @Test func theLastImageTakesAnOddHundredth() {
        // 7 frames at 60 fps: 11.67 → 12 hundredths; 9 frames at 60 fps: 15 hundredths.
        #expect(GIFTiming(frameCount: 7, framesPerSecond: 60).delays == [2, 2, 2, 2, 2, 2])
        let odd = GIFTiming(frameCount: 9, framesPerSecond: 60)
        #expect(odd.delays == [2, 2, 2, 2, 2, 2, 3])
        #expect(odd.frames == [0, 1, 2, 4, 5, 6, 8])
    }

    /// A recording shorter than 2 hundredths still lasts 2; bad rates count as 50 fps.
    @Test func edgesHaveADefinedTiming() {
        #expect(GIFTiming(frameCount: 1, framesPerSecond: 240) == GIFTiming(frameCount: 1, framesPerSecond: 50))
        #expect(GIFTiming(frameCount: 1, framesPerSecond: 240).delays == [2])
        #expect(GIFTiming(frameCount: 0, framesPerSecond: 30).frames == [0])
        for rate in [0, -5, Double.nan, .infinity] {
            #expect(GIFTiming(frameCount: 4, framesPerSecond: rate).delays == [2, 2, 2, 2])
        }
    }

    /// For any recording: the delays add up to its duration in hundredths (halves up, at least 2),
    /// none is under 2, and the frames shown run in order from the first to the last.
    @Test func theTotalIsTheRecordingsDurationForAnyRate() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...2_000), Gen.double(in: 1...240)) { count, fps in
            let timing = GIFTiming(frameCount: count, framesPerSecond: fps)
            let exact = Double(count) * 100 / fps
            #expect(timing.duration == max(Int(exact.rounded(.toNearestOrAwayFromZero)), 2))
            #expect(timing.delays.allSatisfy { $0 >= 2 })
            #expect(timing.frames.count == timing.delays.count)
            #expect(timing.frames.first == 0)
            #expect(timing.frames.count == 1 || timing.frames.last == count - 1)
            #expect(zip(timing.frames, timing.frames.dropFirst()).allSatisfy { $0 < $1 })
            // Each image but the last starts within half a frame of the frame it shows; the last
            // shows the last frame.
            var start = 0
            for (frame, delay) in zip(timing.frames, timing.delays).dropLast() {
                #expect(abs(Double(start) - Double(frame) * 100 / fps) <= 50 / fps + 1e-9, "\(count) frames at \(fps) fps")
                start += delay
            }
        }
    }
}
