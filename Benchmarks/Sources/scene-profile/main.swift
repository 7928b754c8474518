import BenchmarkScenes
import Foundation
import KinemaUI

// Runs issue 28's realistic scenes for callgrind:
//   swift build -c release --product scene-profile
//   valgrind --tool=callgrind --toggle-collect='*ViewEngineC12produceFrame2at*' .build/release/scene-profile 1000 30
//   valgrind --tool=callgrind --toggle-collect='*ViewHostC7perform*' .build/release/scene-profile start 1000 5
//   … scene-profile cards 200 30
//   valgrind --tool=callgrind --toggle-collect='*ViewHostC7perform*' .build/release/scene-profile field 100000 2
//   (the bare start of `ViewHost.start.bouncy-scaleEffect-100000`)
//   valgrind --tool=callgrind --toggle-collect='*ViewEngineC12produceFrame2at*' .build/release/scene-profile field-frames 100000 5
//   (the bare frame of `ViewHost.frame.bouncy-scaleEffect-100000`)
//   valgrind --tool=callgrind --toggle-collect='*ClosedForm*' .build/release/scene-profile closed-rows 1000 12
//   … scene-profile closed-field 100000 5: the closed-form loops the frames are compared with
//   … scene-profile build 100000 1: building that host, with the heap it keeps per view
//   valgrind --tool=callgrind --toggle-collect='*stepSprings*' .build/release/scene-profile spring4 100000 1
//   (`bouncy.animate-Vector4`: `Animation.animate` on a scale effect's 4-D data, frame by frame)
//   (`valgrind --tool=callgrind --toggle-collect='*buildField*'` counts its mallocs)
// (strip the debug info first, `strip -g`, if valgrind cannot read it) and prints the wall time per
// frame, or per start change, so a plain run gives a quick number too.
let mode = CommandLine.arguments.dropFirst().first.flatMap { Int($0) == nil ? $0 : nil } ?? "rows"
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let count = arguments.first ?? 1000
let repeats = arguments.dropFirst().first ?? 30

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// `repeats` frames of a scene, flipped again every 20.
@MainActor func runFrames<Scene: View>(_ fixture: SceneFixture<Scene>) {
    let clock = ContinuousClock()
    let start = clock.now
    for frame in 0..<repeats {
        if frame % 20 == 19 { fixture.retarget() }
        fixture.host.advance(by: 1.0 / 60)
    }
    let perFrame = milliseconds(clock.now - start) / Double(repeats)
    print("\(mode) \(count), frames \(repeats), animating \(fixture.host.runningAnimationCount): \(String(format: "%.3f", perFrame)) ms per frame")
}

/// `repeats` start changes of the rows scene, each on a fresh host.
@MainActor func runStarts() {
    let clock = ContinuousClock()
    var total = Duration.zero
    for _ in 0..<repeats {
        let remote = SceneRemote()
        let host = ViewHost(RowsScene(remote: remote, count: count), size: CGSize(width: 400, height: 800))
        guard let on = remote.on else { preconditionFailure("the scene's body has not run") }
        let start = clock.now
        host.perform { withAnimation(.spring) { on.wrappedValue = true } }
        total += clock.now - start
    }
    print("rows \(count), start changes \(repeats): \(String(format: "%.3f", milliseconds(total) / Double(repeats))) ms each")
}

/// `repeats` start changes of `count` scale effects under `.bouncy`, each on a fresh host.
@MainActor func runFieldStarts() {
    let clock = ContinuousClock()
    var total = Duration.zero
    for _ in 0..<repeats {
        let remote = SceneRemote()
        let host = ViewHost(SpringField(remote: remote, count: count))
        guard let large = remote.on else { preconditionFailure("the field's body has not run") }
        let start = clock.now
        host.perform { withAnimation(.bouncy) { large.wrappedValue = true } }
        total += clock.now - start
    }
    print("field \(count), start changes \(repeats): \(String(format: "%.3f", milliseconds(total) / Double(repeats))) ms each")
}

/// Builds the host of `count` scale effects `repeats` times; prints the time and the resident
/// memory the built host added, per view (`/proc/self/statm`; the first build is the one to read).
@MainActor @inline(never) func buildField(_ remote: SceneRemote) -> ViewHost<SpringField> {
    ViewHost(SpringField(remote: remote, count: count))
}

func residentBytes() -> Int {
    let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * 4096 : 0
}

/// glibc's `malloc_trim` (not in the Glibc module): hands freed heap pages back to the system.
@_silgen_name("malloc_trim") func mallocTrim(_ pad: Int) -> Int32

@MainActor func runBuilds() {
    let clock = ContinuousClock()
    var total = Duration.zero
    var bytes = 0
    var keptResident = 0
    for _ in 0..<repeats {
        let before = residentBytes()
        let start = clock.now
        let host = buildField(SceneRemote())
        total += clock.now - start
        bytes = residentBytes() - before
        // What the built host keeps, without the build's transient peak: the resident size
        // once the heap's freed pages are handed back.
        _ = mallocTrim(0)
        keptResident = residentBytes() - before
        withExtendedLifetime(host) {}
    }
    print("field \(count), builds \(repeats): \(String(format: "%.3f", milliseconds(total) / Double(repeats))) ms each, \(bytes / count) bytes resident per view, \(keptResident / count) once freed pages are handed back (malloc_trim)")
}

/// `repeats` frames of `count` scale effects running `.bouncy` springs (started by one change,
/// then one frame outside the count).
@MainActor func runFieldFrames() {
    let remote = SceneRemote()
    let host = ViewHost(SpringField(remote: remote, count: count))
    guard let large = remote.on else { preconditionFailure("the field's body has not run") }
    host.perform { withAnimation(.bouncy) { large.wrappedValue = true } }
    host.advance(by: 1.0 / 60)
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<repeats { host.advance(by: 1.0 / 60) }
    let perFrame = milliseconds(clock.now - start) / Double(repeats)
    print("field \(count), frames \(repeats), animating \(host.runningAnimationCount): \(String(format: "%.3f", perFrame)) ms per frame")
}

/// `count` frames of `Animation.bouncy` on a scale effect's 4-D data, as `bouncy.animate-Vector4`
/// steps them (a fresh context each time the spring finishes), `repeats` times.
@inline(never) func stepSprings(_ frames: Int) -> Double {
    typealias Vector4 = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    let delta = Vector4(AnimatablePair(0.5, 0.5), AnimatablePair(0.25, -0.25))
    let animation = Animation.bouncy
    var context = AnimationContext<Vector4>()
    var frame = 0, sink = 0.0
    for _ in 0..<frames {
        if let value = animation.animate(value: delta, time: Double(frame) * (1.0 / 60), context: &context) {
            sink += value.first.first
            frame += 1
        } else {
            context = AnimationContext<Vector4>()
            frame = 0
        }
    }
    return sink
}

func runSprings() {
    let clock = ContinuousClock()
    let start = clock.now
    var sink = 0.0
    for _ in 0..<repeats { sink += stepSprings(count) }
    let perCall = milliseconds(clock.now - start) * 1e6 / Double(repeats * count)
    print("spring4 \(count), repeats \(repeats): \(String(format: "%.1f", perCall)) ns per call (\(sink))")
}

/// `repeats` frames of a closed-form yardstick.
func runClosedForm(_ frame: (Int) -> Double) {
    let clock = ContinuousClock()
    let start = clock.now
    var sink = 0.0
    for index in 0..<repeats { sink += frame(index) }
    let perFrame = milliseconds(clock.now - start) / Double(repeats)
    print("\(mode) \(count), frames \(repeats): \(String(format: "%.3f", perFrame)) ms per frame (\(sink))")
}

MainActor.assumeIsolated {
    switch mode {
    case "field-frames": runFieldFrames()
    case "spring4": runSprings()
    case "closed-rows": runClosedForm { ClosedForm.rowsFrame($0, rows: count) }
    case "closed-field": runClosedForm { ClosedForm.scaleEffectFrame($0, views: count) }
    case "build": runBuilds()
    case "start": runStarts()
    case "field": runFieldStarts()
    case "cards": runFrames(SceneFixture(cards: count))
    default: runFrames(SceneFixture(rows: count))
    }
}
