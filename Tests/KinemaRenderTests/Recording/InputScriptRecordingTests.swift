import Foundation
import Kinema
import KinemaTestSupport
import Testing

/// A box that follows a drag and springs home on release, counting what its gesture saw.
private struct DragCounter: View {
    @State private var offset = CGSize.zero
    @State private var ended = 0

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .offset(offset)
            .opacity(ended == 0 ? 1 : 0.5)
            .gesture(
                DragGesture()
                    .onChanged { offset = $0.translation }
                    .onEnded { _ in
                        ended += 1
                        offset = .zero
                    }
            )
    }
}

/// An input script played while a host is recorded: its events run on the virtual clock at their
/// times, as `kinema preview-render --tap … --drag …` records a preview.
@MainActor
@Suite("InputScript: recording")
struct InputScriptRecordingTests {
    /// The avatar springs to 1.5× under `.bouncy` when tapped (WWDC23 "Explore SwiftUI
    /// animation"). Tapped at 0.5 s, it is still 1× on every frame up to and including the one at
    /// 0.5 s (an event runs after the frames at or before its time), and from the next frame on it
    /// moves as SwiftUI's persistent spring does (`SwiftUIReference.FluidSpring`, stepped by
    /// `avatarScales`), started at 0.5 s.
    @Test func aScriptedTapStartsTheSpringAtItsTime() throws {
        let script = try InputScript(taps: ["200,200@0.5"])
        let recording = Recording.record(ViewHost(RecordingAvatar()), duration: 1.5, events: script.recordingEvents())
        let scale = try #require(recording.tracks.first { $0.attribute == .scale })
        let expected = avatarScales(hostTimes: recording.frames.indices.map { Double($0) / 60 }, taps: [0.5])
        #expect(scale.values.count == 90)
        for frame in 0...30 {
            #expect(scale.values[frame] == 1, "frame \(frame) is before the tap")
        }
        #expect(try #require(scale.values[31]) > 1, "the frame after the tap moves")
        for (frame, (value, reference)) in zip(scale.values.indices, zip(scale.values, expected)) {
            #expect(scaleMatches(try #require(value), reference), "frame \(frame)")
        }
        #expect(recording.markers == [Recording.Marker(time: 0.5, label: "tap")])
    }

    /// A tap between two frames runs at its own time: the first frame after it shows the spring a
    /// part of a frame in.
    @Test func aTapBetweenFramesRunsAtItsExactTime() throws {
        let script = try InputScript(taps: ["200,200@0.255"])
        let recording = Recording.record(ViewHost(RecordingAvatar()), duration: 0.5, events: script.recordingEvents())
        let scale = try #require(recording.tracks.first { $0.attribute == .scale })
        let expected = avatarScales(hostTimes: recording.frames.indices.map { Double($0) / 60 }, taps: [0.255])
        #expect(scale.values[15] == 1)
        for (value, reference) in zip(scale.values, expected) {
            #expect(scaleMatches(try #require(value), reference))
        }
    }

    /// A drag follows the finger (its `onChanged` on each move) and ends on release: the box is
    /// at the finger's translation mid-drag, and home and faded from the first frame after the
    /// lift. The drag starts half a frame off the grid so no move falls on a frame's time.
    @Test func aScriptedDragMovesAndReleases() throws {
        let script = try InputScript(drags: ["200,200->300,200@0.21+0.2"])
        let recording = Recording.record(ViewHost(DragCounter()), duration: 0.6, events: script.recordingEvents())
        #expect(recording.markers.map(\.label) == ["drag", "release"])
        #expect(abs(recording.markers[1].time - 0.41) < 1e-9)
        let x = try #require(recording.tracks.first { $0.attribute == .offsetX })
        let opacity = try #require(recording.tracks.first { $0.attribute == .opacity })
        #expect(x.values[12] == 0, "before the drag")
        // At 19/60 s the finger has made 6 of its 12 moves: halfway, 50 points along.
        #expect(x.values[19] == 50)
        #expect(try #require(x.values[24]) > 90)
        #expect(opacity.values[24] == 1)
        // Lifted at 0.41 s: the frame at 25/60 s shows it home and faded.
        #expect(x.values[25] == 0)
        #expect(opacity.values[25] == 0.5)
    }

    /// A tap or drag on no gesture does nothing and is reported, not refused.
    @Test func missesAreReported() throws {
        let script = try InputScript(taps: ["5,5@0.1"], drags: ["5,5->9,9@0.2+0.1"])
        var missed: [InputScript.Event] = []
        let recording = Recording.record(
            ViewHost(RecordingAvatar()), duration: 0.5, events: script.recordingEvents { missed.append($0) })
        #expect(missed == script.events)
        #expect(recording.tracks.isEmpty)
    }
}
