import BenchmarkScenes
import Foundation
import KinemaUI

// Runs the realistic rows scene for callgrind (issue 28):
//   swift build -c release --product scene-profile
//   valgrind --tool=callgrind --toggle-collect='*ViewEngineC12produceFrame2at*' .build/release/scene-profile 1000 30
//   valgrind --tool=callgrind --toggle-collect='*ViewHostC7perform*' .build/release/scene-profile start 1000 5
// (strip the debug info first, `strip -g`, if valgrind cannot read it) and prints the wall time per
// frame, or per start change, so a plain run gives a quick number too.
let startOnly = CommandLine.arguments.dropFirst().first == "start"
let cards = CommandLine.arguments.dropFirst().first == "cards"
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

@MainActor func runStarts() {
    let clock = ContinuousClock()
    var total = Duration.zero
    for _ in 0..<frames {
        let remote = RowsRemote()
        let host = ViewHost(RowsScene(remote: remote, count: rows), size: CGSize(width: 400, height: 800))
        guard let on = remote.on else { preconditionFailure("the scene's body has not run") }
        let start = clock.now
        host.perform { withAnimation(.spring) { on.wrappedValue = true } }
        total += clock.now - start
    }
    let milliseconds = Double(total.components.seconds) * 1000 + Double(total.components.attoseconds) / 1e15
    print("rows \(rows), start changes \(frames): \(String(format: "%.3f", milliseconds / Double(frames))) ms each")
}

@MainActor func runCards() {
    let fixture = CardsFixture(count: rows)
    let clock = ContinuousClock()
    let start = clock.now
    for frame in 0..<frames {
        if frame % 20 == 19 { fixture.retarget() }
        fixture.host.advance(by: 1.0 / 60)
    }
    let elapsed = clock.now - start
    let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    print("cards \(rows), frames \(frames), animating \(fixture.host.runningAnimationCount): \(String(format: "%.3f", milliseconds / Double(frames))) ms per frame")
}

MainActor.assumeIsolated { cards ? runCards() : startOnly ? runStarts() : run() }
