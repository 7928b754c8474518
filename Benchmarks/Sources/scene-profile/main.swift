import BenchmarkScenes
import Foundation
import KinemaUI

// Runs the realistic rows scene for callgrind (issue 28):
//   swift build -c release --product scene-profile
//   valgrind --tool=callgrind --toggle-collect='*RowsFixture*advance*' .build/release/scene-profile 1000 30
// prints the wall time per frame so a plain run gives a quick number too.
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let rows = arguments.first ?? 1000
let frames = arguments.dropFirst().first ?? 30

@MainActor func run() {
    let fixture = RowsFixture(count: rows)
    let host = fixture.host
    let clock = ContinuousClock()
    let start = clock.now
    for frame in 0..<frames {
        if frame % 20 == 19 { fixture.retarget() }
        host.advance(by: 1.0 / 60)
    }
    let elapsed = clock.now - start
    let perFrame = Double(elapsed.components.attoseconds) / 1e15 / Double(frames) + Double(elapsed.components.seconds) * 1000 / Double(frames)
    print("rows \(rows), frames \(frames), animating \(host.runningAnimationCount): \(String(format: "%.3f", perFrame)) ms per frame")
}

MainActor.assumeIsolated { run() }
