import Foundation
import Kinema
import Testing

@MainActor
@Suite("Recording")
struct RecordingTests {
    // MARK: - Frames

    @Test(arguments: [
        (1.0, 60.0, 60), (3.0, 60.0, 180), (0.5, 30.0, 15), (1.0 / 3, 30.0, 10), (2.0, 24.0, 48),
        (0.1, 60.0, 6), (0.0, 60.0, 0), (-1.0, 60.0, 0), (Double.nan, 60.0, 0), (Double.infinity, 60.0, 0),
    ])
    func frameCountIsDurationTimesFramesPerSecond(duration: Double, fps: Double, expected: Int) {
        let host = ViewHost(RecordingAvatar(), framesPerSecond: fps)
        let recording = Recording.record(host, duration: duration, framesPerSecond: fps)
        #expect(recording.frames.count == expected)
        #expect(recording.framesPerSecond == fps)
        #expect(recording.duration == Double(expected) / fps)
    }

    @Test(arguments: [60.0, 30.0, 24.0, 120.0])
    func frameKIsAtKOverFramesPerSecond(fps: Double) {
        let host = ViewHost(RecordingAvatar(), framesPerSecond: fps)
        let recording = Recording.record(host, duration: 2, framesPerSecond: fps)
        #expect(recording.frames.map(\.time) == (0..<Int(2 * fps)).map { Double($0) / fps })
    }

    @Test func badFrameRatesAreClampedAsTheClockDoes() {
        let host = ViewHost(RecordingAvatar())
        #expect(Recording.record(host, duration: 1, framesPerSecond: .nan).framesPerSecond == 60)
        #expect(Recording.record(host, duration: 1, framesPerSecond: 0).framesPerSecond == 1)
        #expect(Recording.record(host, duration: 1, framesPerSecond: 5000).framesPerSecond == 1000)
    }

    @Test func keepsTheHostSizeAndEndsTheHostAtTheLastFrame() {
        let host = ViewHost(RecordingAvatar(), size: CGSize(width: 300, height: 200))
        let recording = Recording.record(host, duration: 1)
        #expect(recording.size == CGSize(width: 300, height: 200))
        #expect(abs(host.time - 59.0 / 60) < 1e-12)
    }

    @Test func frameZeroIsTheHostsCurrentFrame() {
        let host = ViewHost(RecordingAvatar())
        let before = host.displayList
        let recording = Recording.record(host, duration: 0.5)
        #expect(recording.frames[0].displayList == before)
        #expect(recording.frames.allSatisfy { $0.displayList == before })
    }

    @Test func timesCountFromTheHostsTimeWhenRecordingBegins() {
        let host = ViewHost(RecordingAvatar())
        host.advance(by: 0.5)
        let recording = Recording.record(host, duration: 0.5, events: [.tap(recordingHostCentre, at: 0)])
        #expect(recording.frames.first?.time == 0)
        #expect(abs(host.time - (0.5 + 29.0 / 60)) < 1e-12)
        // The host draws frame k at k/60 on its own clock, so recorded frame j is host frame 30 + j,
        // and the spring sees (30 + j)/60 − 0.5: frame j's time, up to rounding.
        let expected = avatarScales(hostTimes: recording.frames.indices.map { Double(30 + $0) / 60 }, taps: [0.5])
        for (frame, expected) in zip(recording.frames, expected) {
            let scale = Double(frame.displayList.items[0].transform.a)
            #expect(scaleMatches(scale, expected), "t = \(frame.time): \(scale) vs \(expected)")
        }
        #expect(expected.contains { $0 > 1.5 })  // it overshoots within the half second
    }

    // MARK: - Events

    /// The seed's avatar tapped at the start: frame 0 shows the rest state, frame k the spring
    /// k/60 s in, and from the frame the spring finishes, 1.5 exactly.
    @Test func aTapAtZeroAnimatesFromFrameOne() {
        let host = ViewHost(RecordingAvatar())
        let recording = Recording.record(host, duration: 1.5, events: [.tap(recordingHostCentre, at: 0)])
        #expect(recording.frames.count == 90)
        #expect(recording.frames[0].displayList.items[0].transform == .identity)
        let expected = avatarScales(recording)
        for (frame, expected) in zip(recording.frames, expected) {
            let transform = frame.displayList.items[0].transform
            #expect(scaleMatches(Double(transform.a), expected), "t = \(frame.time): \(transform.a) vs \(expected)")
            #expect(transform.d == transform.a)
        }
        #expect(recording.frames.last?.displayList.items[0].transform.a == 1.5)
        // Frame 6, 0.1 s in: .bouncy covers 43.869499069813756 of a change of 100 there
        // (docs/research/swiftui_reference_output.txt, section A), so 1 + 0.5 × 0.43869….
        #expect(abs(Double(recording.frames[6].displayList.items[0].transform.a) - 1.2193474953490688) < 1e-9)
    }

    /// A tap between two frames runs at its own time, so the spring's phase is measured from it.
    @Test func aTapBetweenFramesRunsAtItsOwnTime() {
        let host = ViewHost(RecordingAvatar())
        let tapTime = 0.105   // between frame 6 (0.1) and frame 7 (0.1167)
        let recording = Recording.record(host, duration: 1, events: [.tap(recordingHostCentre, at: tapTime)])
        for (frame, expected) in zip(recording.frames, avatarScales(recording, taps: [tapTime])) {
            let scale = Double(frame.displayList.items[0].transform.a)
            #expect(scaleMatches(scale, expected), "t = \(frame.time): \(scale) vs \(expected)")
        }
        #expect(recording.frames[6].displayList.items[0].transform == .identity)
        #expect(recording.frames[7].displayList.items[0].transform.a > 1)
    }

    /// A tap at a frame's own time is seen from the next frame on.
    @Test func aTapAtAFramesTimeRunsAfterThatFrameIsCaptured() {
        let host = ViewHost(RecordingAvatar())
        let recording = Recording.record(host, duration: 0.5, events: [.tap(recordingHostCentre, at: 10.0 / 60)])
        #expect(recording.frames[10].displayList.items[0].transform == .identity)
        let expected = avatarScales(recording, taps: [10.0 / 60])
        #expect(expected[10] == 1)
        #expect(abs(Double(recording.frames[11].displayList.items[0].transform.a) - expected[11]) < 1e-9)
        // One frame in: .bouncy covers 1.6502823284858157 of 100 after 1/60 s (reference output,
        // section A; 11/60 − 10/60 falls on the same integration grid point as 1/60).
        #expect(abs(Double(recording.frames[11].displayList.items[0].transform.a) - (1 + 0.5 * 0.016502823284858157)) < 1e-9)
    }

    /// Tapping again mid-flight sends the spring back, keeping its position, velocity and force
    /// (SwiftUI merges persistent springs): the reference spring retargeted at the tap.
    @Test func aSecondTapRetargetsTheSpring() {
        let host = ViewHost(RecordingAvatar())
        let recording = Recording.record(host, duration: 1, events: [
            .tap(recordingHostCentre, at: 0), .tap(recordingHostCentre, at: 0.2),
        ])
        let scale = { (index: Int) in Double(recording.frames[index].displayList.items[0].transform.a) }
        let expected = avatarScales(recording, taps: [0, 0.2])
        // Frame 12 is captured before the tap at its time: .bouncy 0.2 s in, 88.04680274895024 of
        // 100 (reference output, section A).
        #expect(abs(scale(12) - (1 + 0.5 * 0.8804680274895024)) < 1e-9)
        for index in [12, 13, 18, 42] {
            #expect(abs(scale(index) - expected[index]) < 1e-9, "frame \(index): \(scale(index)) vs \(expected[index])")
        }
        // The kept velocity carries it on up for a frame before it turns back.
        #expect(scale(13) > scale(12))
        #expect(scale(18) < scale(12))
        #expect(scale(42) < 1)  // it overshoots the way back too
    }

    @Test func eventsRunInTimeOrderAtTheirHostTimes() {
        final class Log {
            var entries: [(String, TimeInterval)] = []
        }
        let log = Log()
        func note(_ name: String, at time: TimeInterval) -> RecordingEvent {
            RecordingEvent(at: time) { host in log.entries.append((name, host.time)) }
        }
        let host = ViewHost(RecordingAvatar())
        host.advance(by: 1)
        _ = Recording.record(host, duration: 1, events: [
            note("late", at: 0.5),
            note("first at 0.25", at: 0.25),
            note("second at 0.25", at: 0.25),
            note("before the start", at: -1),
            note("after the last frame", at: 59.5 / 60),
            note("at the last frame", at: 59.0 / 60),
            note("never", at: .nan),
            note("past the end", at: 2),
        ])
        #expect(log.entries.map(\.0) == ["before the start", "first at 0.25", "second at 0.25", "late"])
        let expectedTimes = [1.0, 1.25, 1.25, 1.5]
        for (entry, expected) in zip(log.entries, expectedTimes) {
            #expect(abs(entry.1 - expected) < 1e-12, "\(entry.0) ran at host time \(entry.1)")
        }
    }

    @Test func eventsCanChangeStateThroughTheHost() {
        let host = ViewHost(RecordingFader())
        let recording = Recording.record(host, duration: 1, events: [
            RecordingEvent(at: 0) { host in
                let circle = host.displayList.items.first { $0.content == .shape(.circle, fill: nil) }
                #expect(host.tap(at: CGPoint(x: circle?.frame.midX ?? 0, y: circle?.frame.midY ?? 0)))
            },
        ])
        let circle = { (frame: RecordedFrame) in frame.displayList.items.first { $0.content == .shape(.circle, fill: nil) } }
        #expect(circle(recording.frames[0])?.opacity == 1)
        #expect((circle(recording.frames[15])?.opacity ?? 1) < 1)
        #expect(abs((circle(recording.frames[59])?.opacity ?? 0) - 0.2) < 1e-9)
    }

    /// Recording at 30 fps from a 60 Hz host gives every other frame of a 60 fps recording.
    @Test func aFrameRateThatDividesTheHostsSamplesItsFrames() {
        let fine = Recording.record(ViewHost(RecordingAvatar()), duration: 1, events: [.tap(recordingHostCentre, at: 0)])
        let coarse = Recording.record(
            ViewHost(RecordingAvatar()), duration: 1, framesPerSecond: 30, events: [.tap(recordingHostCentre, at: 0)]
        )
        #expect(coarse.frames.count == 30)
        #expect(coarse.frames.map(\.displayList) == stride(from: 0, to: 60, by: 2).map { fine.frames[$0].displayList })
    }

    @Test func recordsAHostKnownOnlyByItsProtocol() {
        let hosts: [any ViewHostProtocol] = [ViewHost(RecordingAvatar()), ViewHost(RecordingFader())]
        let recordings = hosts.map { Recording.record($0, duration: 0.25, events: [.tap(recordingHostCentre, at: 0)]) }
        #expect(recordings.map(\.frames.count) == [15, 15])
        #expect(recordings[0].frames[14].displayList.items[0].transform.a > 1)
    }

    // MARK: - API shape

    @Test func recordingsAndEventsAreSendable() {
        let recording = Recording(size: CGSize(width: 10, height: 10), framesPerSecond: 60, frames: [])
        let event = RecordingEvent.tap(.zero, at: 0)
        let values: [any Sendable] = [recording, event, RecordedFrame(time: 0, displayList: DisplayList())]
        #expect(values.count == 3)
        #expect(recording.duration == 0)
        #expect(event.time == 0)
    }

    @Test func initialiserSanitisesSizeAndRate() {
        let recording = Recording(size: CGSize(width: -3, height: CGFloat.infinity), framesPerSecond: .nan, frames: [])
        #expect(recording.size == .zero)
        #expect(recording.framesPerSecond == 60)
    }
}
