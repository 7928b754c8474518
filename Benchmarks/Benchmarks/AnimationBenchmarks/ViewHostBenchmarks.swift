import Benchmark
import Dispatch
import Foundation
import BenchmarkScenes
import KinemaUI

// Issue 4's two hot paths ("Speed") through the view layer, driven by a `ViewHost` exactly as a
// renderer or a test drives it (GraphBenchmarks.swift measures the same on a bare AttributeGraph):
//
// 1. One state change in a tree of 10,000 row views (100 groups × 100 rows), made at a row, at a
//    group or at the root: `host.perform { binding.wrappedValue &+= 1 }`, which re-runs the bodies
//    of the changed subtree (1, 101 or 10,101 views) and closes the update (layout, display list).
// 2. One frame, `host.advance(by: 1/60)`, with 10,000 and 100,000 `Rectangle().scaleEffect(…)`
//    views all running `.bouncy` springs, in steady state. A frame runs no view body.
//
// One iteration is one update or one frame (`scalingFactor: .one`). Hosts are built on a
// benchmark's first run (its warm-up) and kept, outside the measurement.
//
// `ViewHost` is `@MainActor`. package-benchmark calls a synchronous benchmark closure on a thread
// of its own, not on the main actor (checked: `Thread.isMainThread` is false there and the main
// queue is not current, so `MainActor.assumeIsolated` would trap). These benchmarks are therefore
// `@MainActor` async closures: package-benchmark runs an async closure in a `Task` and waits for
// it, and the closure hops to the main actor (the main dispatch queue) before it starts. On Linux
// a dispatch worker thread drains that queue (the async `main` ends in `dispatch_main()`), so
// `Thread.isMainThread` is false even there; isolation is what matters, and
// `MainActor.preconditionIsolated` checks it. The hop happens before `startMeasurement()`, so it is
// not measured.

// MARK: - A tree of 10,000 views

/// Where the tree's views publish their state bindings, so a benchmark can change one view's state
/// from outside the hierarchy (as a tap on that view would).
@MainActor
final class TreeRemote {
    var root: Binding<Int>?
    var groups: [Binding<Int>?]
    var rows: [Binding<Int>?]

    init(groups: Int, rowsPerGroup: Int) {
        self.groups = Array(repeating: nil, count: groups)
        rows = Array(repeating: nil, count: groups * rowsPerGroup)
    }

    // Published once: a binding keeps reaching its node's state however often the view value is
    // recreated (each `StateLink` stays attached to the node's box).
    func publishRoot(_ binding: Binding<Int>) {
        if root == nil { root = binding }
    }

    func publishGroup(_ index: Int, _ binding: Binding<Int>) {
        if groups[index] == nil { groups[index] = binding }
    }

    func publishRow(_ index: Int, _ binding: Binding<Int>) {
        if rows[index] == nil { rows[index] = binding }
    }
}

/// The root: `groups` groups in a vertical stack. Its own state feeds every row, so changing it
/// re-runs every body.
struct TreeRoot: View {
    let remote: TreeRemote
    let groups: Int
    let rowsPerGroup: Int
    @State private var tick = 0

    var body: some View {
        let _ = remote.publishRoot($tick)
        VStack(spacing: 0) {
            ForEach(0..<groups) { group in
                TreeGroup(remote: remote, index: group, rows: rowsPerGroup, inherited: tick)
            }
        }
    }
}

/// A group of `rows` rows; its state feeds its rows.
struct TreeGroup: View {
    let remote: TreeRemote
    let index: Int
    let rows: Int
    let inherited: Int
    @State private var tick = 0

    var body: some View {
        let _ = remote.publishGroup(index, $tick)
        VStack(spacing: 0) {
            ForEach(0..<rows) { row in
                TreeRow(remote: remote, index: index * rows + row, inherited: inherited &+ tick)
            }
        }
    }
}

/// A row: a small rectangle whose scale depends on its own state and what it inherits, so every
/// change redraws it (the scale flips between 1 and 1.5).
struct TreeRow: View {
    let remote: TreeRemote
    let index: Int
    let inherited: Int
    @State private var tick = 0

    var body: some View {
        let _ = remote.publishRow(index, $tick)
        Rectangle()
            .frame(width: 2, height: 2)
            .scaleEffect((inherited &+ tick) & 1 == 0 ? 1 : 1.5)
    }
}

/// A host showing the tree, and the bindings that reach its root, groups and rows.
@MainActor
final class ViewTreeFixture {
    nonisolated static let groups = 100
    nonisolated static let rowsPerGroup = 100

    let remote = TreeRemote(groups: groups, rowsPerGroup: rowsPerGroup)
    let host: ViewHost<TreeRoot>

    init() {
        host = ViewHost(TreeRoot(remote: remote, groups: Self.groups, rowsPerGroup: Self.rowsPerGroup))
        precondition(host.displayList.items.count == Self.groups * Self.rowsPerGroup, "one item per row")
        precondition(remote.root != nil && !remote.groups.contains { $0 == nil } && !remote.rows.contains { $0 == nil })
    }

    /// A state change at one level, and the bodies it re-runs.
    enum Level: String, CaseIterable {
        /// The middle group's middle row: its body alone.
        case row = "subtree1"
        /// The middle group: its body and its 100 rows'.
        case group = "subtree100"
        /// The root: every body (1 + 100 + 10,000).
        case root = "subtree10000"

        var bodies: Int {
            switch self {
            case .row: 1
            case .group: 1 + ViewTreeFixture.rowsPerGroup
            case .root: 1 + ViewTreeFixture.groups * (1 + ViewTreeFixture.rowsPerGroup)
            }
        }
    }

    func binding(for level: Level) -> Binding<Int> {
        let group = Self.groups / 2
        switch level {
        case .row: return remote.rows[group * Self.rowsPerGroup + Self.rowsPerGroup / 2]!
        case .group: return remote.groups[group]!
        case .root: return remote.root!
        }
    }
}

// MARK: - 10,000 and 100,000 springs on scale effects

/// A host whose `count` scale effects are kept animating: every `framesPerRetarget` frames the
/// shared scale flips between 1.0 and 1.5 in `withAnimation(.bouncy)` (merging into the running
/// springs), and `settleFrames` frames are produced before measuring again, outside the
/// measurement. `.bouncy` needs about a second to settle, so every measured frame steps all
/// `count` springs mid-flight.
@MainActor
final class AnimatingViewFixture {
    static let framesPerRetarget = 20
    static let settleFrames = 3

    let count: Int
    let remote = SceneRemote()
    let host: ViewHost<SpringField>
    private var framesSinceRetarget = 0

    init(count: Int) {
        self.count = count
        host = ViewHost(SpringField(remote: remote, count: count))
        precondition(host.displayList.items.count == count, "one item per rectangle")
        precondition(!host.isAnimating)
        retarget()
    }

    /// Flips the shared scale under `.bouncy`, then produces the settle frames.
    private func retarget() {
        guard let large = remote.on else { preconditionFailure("the field's body has not run") }
        host.perform {
            withAnimation(.bouncy) { large.wrappedValue.toggle() }
        }
        for _ in 0..<Self.settleFrames { advance() }
        framesSinceRetarget = 0
    }

    /// Makes sure the next frame is a steady-state one: every spring running.
    func prepareFrame() {
        if framesSinceRetarget >= Self.framesPerRetarget { retarget() }
        precondition(host.runningAnimationCount == count, "every scale effect must be animating")
    }

    /// Produces the next frame (one 1/60 s step of the virtual clock).
    func advance() {
        framesSinceRetarget += 1
        host.advance(by: frameInterval)
    }

    /// Counts a frame the benchmark produced itself (measured).
    func countMeasuredFrame() {
        framesSinceRetarget += 1
    }

    /// The presentation of one rectangle's scale, so the work cannot be discarded.
    var sample: CGAffineTransform { host.displayList.items[count / 2].transform }
}

// MARK: - Fixtures, kept across a benchmark's runs

@MainActor
enum ViewHostFixtures {
    static var tree: ViewTreeFixture?
    static var fields: [Int: AnimatingViewFixture] = [:]
}

// MARK: - Benchmarks

/// Registers the view-level benchmarks; called from the `benchmarks` closure
/// (AnimationBenchmarks.swift) after it sets `Benchmark.defaultConfiguration`.
func registerViewHostBenchmarks() {
    // 1. One state change in a tree of 10,000 rows, at a row, a group or the root.
    let updateConfiguration = Benchmark.Configuration(scalingFactor: .one, maxDuration: .seconds(3))
    for level in ViewTreeFixture.Level.allCases {
        Benchmark("ViewHost.update.tree10000-\(level.rawValue)", configuration: updateConfiguration) { @MainActor benchmark async in
            MainActor.preconditionIsolated("ViewHost needs the main actor")
            let fixture = ViewHostFixtures.tree ?? ViewTreeFixture()
            ViewHostFixtures.tree = fixture
            let host = fixture.host
            let binding = fixture.binding(for: level)
            for _ in benchmark.scaledIterations {
                let bodies = host.bodyEvaluationCount
                benchmark.startMeasurement()
                host.perform { binding.wrappedValue &+= 1 }
                benchmark.stopMeasurement()
                precondition(
                    host.bodyEvaluationCount - bodies == level.bodies,
                    "\(level): \(host.bodyEvaluationCount - bodies) bodies ran, expected \(level.bodies)")
            }
        }
    }

    // 2. The change that starts 100,000 springs on scale effects, in a host at rest: one body,
    //    100,000 rows brought up to date, no layout, the moved items patched.
    Benchmark(
        "ViewHost.start.bouncy-scaleEffect-100000",
        configuration: Benchmark.Configuration(scalingFactor: .one, maxDuration: .seconds(20), maxIterations: 8)
    ) { @MainActor benchmark async in
        MainActor.preconditionIsolated("ViewHost needs the main actor")
        for _ in benchmark.scaledIterations {
            let remote = SceneRemote()
            let host = ViewHost(SpringField(remote: remote, count: 100_000))
            guard let large = remote.on else { preconditionFailure("the field's body has not run") }
            benchmark.startMeasurement()
            host.perform { withAnimation(.bouncy) { large.wrappedValue = true } }
            benchmark.stopMeasurement()
            precondition(host.runningAnimationCount == 100_000, "every scale effect must be animating")
            blackHole(host.displayList.items.count)
        }
    }

    // 3. One frame of 10,000 / 100,000 running springs on scale effects.
    for count in [10_000, 100_000] {
        let configuration = Benchmark.Configuration(
            scalingFactor: .one, maxDuration: .seconds(count > 10_000 ? 10 : 3))
        Benchmark("ViewHost.frame.bouncy-scaleEffect-\(count)", configuration: configuration) { @MainActor benchmark async in
            MainActor.preconditionIsolated("ViewHost needs the main actor")
            let fixture = ViewHostFixtures.fields[count] ?? AnimatingViewFixture(count: count)
            ViewHostFixtures.fields[count] = fixture
            let host = fixture.host
            for _ in benchmark.scaledIterations {
                fixture.prepareFrame()
                let bodies = host.bodyEvaluationCount
                let time = host.time
                benchmark.startMeasurement()
                host.advance(by: frameInterval)
                benchmark.stopMeasurement()
                fixture.countMeasuredFrame()
                precondition(host.bodyEvaluationCount == bodies, "a frame ran a view body")
                precondition(host.time > time && host.isAnimating)
            }
            blackHole(fixture.sample)
        }
    }

    //    The yardstick for 3: the same 100,000 springs in a closed-form loop (`ClosedForm`).
    closedFormBenchmark(
        "ClosedForm.scaleEffect-100000", Benchmark.Configuration(scalingFactor: .one, maxDuration: .seconds(3)),
        frame: { ClosedForm.scaleEffectFrame($0) })

    // 4. Issue 28's realistic scene: 1,000 rows of text, a rounded rectangle whose fill colour
    //    animates, a circle whose trim animates under a stroke, and an offset — 3,000 running
    //    springs (colour, trim, offset) stepped per frame, every row redrawn.
    sceneFrameBenchmark("ViewHost.frame.rows-1000", SceneFixture(rows: 1000)) { host in
        precondition(host.runningAnimationCount == 3000, "every row's three values must be animating")
    }

    //    The change that starts them: one body, 1,000 rows brought up to date under `.spring`.
    Benchmark(
        "ViewHost.start.rows-1000",
        configuration: Benchmark.Configuration(scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 20)
    ) { @MainActor benchmark async in
        MainActor.preconditionIsolated("ViewHost needs the main actor")
        for _ in benchmark.scaledIterations {
            let remote = SceneRemote()
            let host = ViewHost(RowsScene(remote: remote, count: 1000), size: CGSize(width: 400, height: 800))
            guard let on = remote.on else { preconditionFailure("the scene's body has not run") }
            benchmark.startMeasurement()
            host.perform { withAnimation(.spring) { on.wrappedValue = true } }
            benchmark.stopMeasurement()
            precondition(host.runningAnimationCount == 3000)
        }
    }

    //    The yardstick: the same animated components in a closed-form loop — per row a spring's
    //    progress (one exp, cos, sin) applied to the colour's four components, the trim's end and
    //    the offset's two, for 1,000 rows.
    closedFormBenchmark("ClosedForm.rows-1000", frame: { ClosedForm.rowsFrame($0) })

    // 5. The card grid: 200 cards with animated gradients, shadows and blurs under text.
    sceneFrameBenchmark("ViewHost.frame.cards-200", SceneFixture(cards: 200)) { host in
        precondition(host.isAnimating)
    }
}

/// One frame of a closed-form yardstick at a time, cycling through a second of frames.
private func closedFormBenchmark(
    _ name: String, _ configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
    frame: @escaping @Sendable (Int) -> Double
) {
    Benchmark(name, configuration: configuration) { benchmark in
        var index = 0
        var sink = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            sink += frame(index)
            index = index == 60 ? 0 : index + 1
        }
        benchmark.stopMeasurement()
        blackHole(sink)
    }
}

/// One frame of a realistic scene at a time, its flag flipped again every 20 frames (outside the
/// measurement); `check` runs before each measured frame. The fixture is made when the benchmark
/// runs, not when it is registered.
private func sceneFrameBenchmark<Scene: View>(
    _ name: String, _ fixture: @autoclosure @escaping @MainActor () -> SceneFixture<Scene>,
    check: @escaping @MainActor (ViewHost<Scene>) -> Void
) {
    Benchmark(name, configuration: Benchmark.Configuration(scalingFactor: .one, maxDuration: .seconds(5))) {
        @MainActor benchmark async in
        MainActor.preconditionIsolated("ViewHost needs the main actor")
        let fixture = fixture()
        let host = fixture.host
        var frames = 0
        for _ in benchmark.scaledIterations {
            frames += 1
            if frames % 20 == 0 { fixture.retarget() }
            check(host)
            benchmark.startMeasurement()
            host.advance(by: frameInterval)
            benchmark.stopMeasurement()
        }
        blackHole(host.displayList.items.count)
    }
}
