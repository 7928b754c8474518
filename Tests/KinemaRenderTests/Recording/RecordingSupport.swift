import Foundation
import Kinema

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

/// The scale the seed's formula gives `elapsed` seconds after the tap: the bouncy spring from 1
/// toward 1.5 (its closed form; Kinema's persistent spring steps exactly this, ARCHITECTURE.md).
func bouncyScale(after elapsed: TimeInterval) -> Double {
    elapsed <= 0 ? 1 : 1 + Spring.bouncy.value(target: 0.5, time: elapsed)
}

/// Whether a recorded scale matches the formula: to 1e-9 while the spring runs, or exactly 1.5
/// once it has finished, which it does within 1% of the change (SwiftUI's finishing rule).
func scaleMatches(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) < 1e-9 || (actual == 1.5 && abs(expected - 1.5) < 0.005)
}

/// A temporary folder, removed when `body` returns.
func withTemporaryRecordingDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}
