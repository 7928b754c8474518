import Foundation
import Kinema
import KinemaTestSupport

// Views and helpers shared by the recording and page tests.

/// The seed's avatar (WWDC23 "Explore SwiftUI animation", 11:49): an image that springs to 1.5×
/// with `.bouncy` when tapped, and back when tapped again.
struct RecordingAvatar: View {
    @State private var selected = false

    var body: some View {
        Image("cat")
            .scaleEffect(selected ? 1.5 : 1.0)
            .onTapGesture {
                withAnimation(.bouncy) {
                    selected.toggle()
                }
            }
    }
}

/// A circle that fades and slides when tapped, and a label that never moves.
struct RecordingFader: View {
    @State private var gone = false

    var body: some View {
        VStack {
            Circle()
                .foregroundStyle(.orange)
                .frame(width: 80, height: 80)
                .opacity(gone ? 0.2 : 1)
                .offset(x: gone ? 60 : 0)
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 0.5)) {
                        gone.toggle()
                    }
                }
            Text("Still")
        }
    }
}

/// Where the avatar is: the centre of a 400 × 400 host.
let recordingHostCentre = CGPoint(x: 200, y: 200)

/// The scales the avatar shows at `hostTimes` (the host's frame times, in order) when tapped at
/// the host times `taps`, as SwiftUI would show them: each tap toggles the model between 1 and
/// 1.5 under `.bouncy`, SwiftUI's persistent spring (response 0.5, damping fraction 0.7), stepped
/// by `SwiftUIReference.FluidSpring` with the times the host passes it (frame time − the time of
/// the tap that started it); a tap mid-flight merges: the spring is brought to the tap's time,
/// keeps its position, velocity and force, and retargets. A tap at a frame's own time is seen
/// from the next frame on (the recorder captures that frame first).
///
/// The spring animates the scale effect's whole animatable vector (Δ, Δ, 0, 0) — width, height and
/// the unchanged anchor — and SwiftUI's finishing rule reads that vector: two equal components.
func avatarScales(hostTimes: [TimeInterval], taps: [TimeInterval]) -> [Double] {
    var model = 1.0
    var delta = 0.0          // the change the running spring covers (the animator's interval)
    var spring: SwiftUIReference.FluidSpring?
    var beginTime = 0.0
    var pending = taps[...]
    var scales: [Double] = []
    for time in hostTimes {
        while let tap = pending.first, tap < time {
            pending.removeFirst()
            let change = (model == 1 ? 1.5 : 1.0) - model
            model += change
            if var running = spring {
                let elapsed = tap - beginTime
                _ = running.value(delta: delta, time: elapsed)
                running.retarget(response: 0.5, dampingFraction: 0.7, at: elapsed)
                spring = running
            } else {
                var bouncy = SwiftUIReference.FluidSpring.bouncy
                bouncy.components = 2
                spring = bouncy
                beginTime = tap
            }
            delta += change
        }
        guard var running = spring else {
            scales.append(model)
            continue
        }
        if let covered = running.value(delta: delta, time: time - beginTime) {
            spring = running
            scales.append(model - delta + covered)
        } else {
            // Finished: the animator is removed and the model shows.
            spring = nil
            delta = 0
            scales.append(model)
        }
    }
    return scales
}

/// The avatar's scales in the frames of a 60 fps recording of a new host tapped at `taps`
/// (recording times, here also the host's: a new host starts at 0, and the recorder's clock lands
/// on each tap time exactly).
func avatarScales(_ recording: Recording, taps: [TimeInterval] = [0]) -> [Double] {
    avatarScales(hostTimes: recording.frames.indices.map { Double($0) / 60 }, taps: taps)
}

/// Whether a recorded scale is SwiftUI's: to 1e-9 (the reference and Kinema round differently in
/// the last bits), which also pins 1.5 from the frame the spring finishes.
func scaleMatches(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) < 1e-9
}

/// A temporary folder, removed when `body` returns.
func withTemporaryRecordingDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}
