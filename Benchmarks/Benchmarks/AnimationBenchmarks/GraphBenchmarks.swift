import Benchmark
import Foundation
import KinemaCore
import KinemaGraph

// The runtime's two hot paths (issue 4, "Speed"):
//
// 1. One frame, `AttributeGraph.advance(to:)`, with 10,000 and 100,000 animatable attributes of
//    `scaleEffect`'s 4-D animatable data all running `.bouncy` springs, in steady state.
// 2. One state change (update + refresh) in a tree of 10,000 rules, changing an input that feeds a
//    subtree of 10, 1,000 or all 10,000 rules: time proportional to the changed subtree.
// 3. One frame with 100,000 and with 1,000,000 springs running in the bare runtime (issue 11: "fit
//    in memory and step linearly"), and the peak resident memory they take.
//
// One iteration is one frame or one update (`scalingFactor: .one`), so every metric is per frame
// or per update. Graphs are built on a benchmark's first run (its warm-up) and kept, outside the
// measurement.

// MARK: - Frames

/// `scaleEffect`'s model value: a `CGSize` scale and a `UnitPoint` anchor, animating
/// `AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>` (`Vector4`).
struct ScaleEffectValue: Animatable {
    var scale: CGSize
    var anchor: UnitPoint

    var animatableData: Vector4 {
        get { AnimatablePair(scale.animatableData, anchor.animatableData) }
        set {
            scale.animatableData = newValue.first
            anchor.animatableData = newValue.second
        }
    }
}

/// A graph of `count` animatable scale effects, kept animating: every `framesPerRetarget` frames
/// each effect's scale flips between 1.0 and 1.5 under `.bouncy` (merging into the running spring),
/// and `settleFrames` frames are produced before measuring again, outside the measurement.
final class AnimatingGraph {
    static let framesPerRetarget = 20
    static let settleFrames = 3

    let graph: AttributeGraph
    private let models: [Attribute<ScaleEffectValue>]
    private let shown: [Attribute<ScaleEffectValue>]
    private var frame = 0
    private var framesSinceRetarget = 0
    private var isLarge = false

    init(count: Int) {
        let graph = AttributeGraph()
        let effect = ScaleEffectValue(scale: CGSize(width: 1, height: 1), anchor: .center)
        models = (0..<count).map { _ in graph.makeInput(effect) }
        shown = models.map { graph.makeAnimatable($0) }
        for attribute in shown { _ = graph[attribute] }
        self.graph = graph
        retarget()
    }

    /// Flips every scale under `.bouncy`, then produces the settle frames.
    private func retarget() {
        isLarge.toggle()
        let scale: CGFloat = isLarge ? 1.5 : 1
        let effect = ScaleEffectValue(scale: CGSize(width: scale, height: scale), anchor: .center)
        graph.update(Transaction(animation: .bouncy)) {
            for model in models { graph.setValue(effect, for: model) }
        }
        for _ in 0..<Self.settleFrames { advance() }
        framesSinceRetarget = 0
        precondition(graph.animatingAttributeCount == shown.count, "every attribute must be animating")
    }

    /// Makes sure the next frame is a steady-state one (all springs running).
    func prepareFrame() {
        if framesSinceRetarget >= Self.framesPerRetarget { retarget() }
    }

    /// Produces the next frame at 60 fps.
    func advance() {
        frame += 1
        framesSinceRetarget += 1
        graph.advance(to: Double(frame) * frameInterval)
    }

    /// The presentation of one effect, so the work cannot be discarded.
    var sample: ScaleEffectValue { graph.peek(shown[shown.count / 2]) }
}

/// `count` springs running in the bare runtime: one animatable input per animation
/// (`makeAnimatableInput(_:)`, what the view layer makes per effect: one node, no edges), each a
/// scale effect growing from 1 to 1.5, all started in one update. The spring is slow
/// (`spring(duration: 600, bounce: 0.3)`), so every animation keeps running through the whole
/// benchmark without being restarted; a frame steps it exactly as it steps `.bouncy` (the same
/// integrator, 1/300 s steps). No handle is kept but one: the memory measured is the runtime's.
final class SpringCrowd {
    static let animation = Animation.spring(duration: 600, bounce: 0.3)

    let graph = AttributeGraph()
    private let sampleAttribute: Attribute<ScaleEffectValue>
    private var frame = 0

    init(count: Int) {
        let graph = graph
        let rest = ScaleEffectValue(scale: CGSize(width: 1, height: 1), anchor: .center)
        let grown = ScaleEffectValue(scale: CGSize(width: 1.5, height: 1.5), anchor: .center)
        let transaction = Transaction(animation: Self.animation)
        sampleAttribute = graph.update {
            var sample: Attribute<ScaleEffectValue>?
            for index in 0..<count {
                let attribute = graph.makeAnimatableInput(rest)
                graph.setValue(grown, for: attribute, transaction: transaction)
                if index == count / 2 { sample = attribute }
            }
            return sample!
        }
        precondition(graph.animatingAttributeCount == count, "every attribute must be animating")
        advance()
    }

    /// Produces the next frame at 60 fps.
    func advance() {
        frame += 1
        graph.advance(to: Double(frame) * frameInterval)
    }

    /// Whether every animation is still running.
    func isRunning(_ count: Int) -> Bool { graph.animatingAttributeCount == count }

    /// The presentation of one attribute, so the work cannot be discarded.
    var sample: ScaleEffectValue { graph.peek(sampleAttribute) }
}

// MARK: - State changes

/// A tree of 10,000 rules, each reading its parent and an input of its own (a view reading its
/// parent's environment and its own state): the root, ten children of 1,000 (one of 999), each with
/// ten of 100 (or 99), and so on down to leaves. Changing a subtree root's input re-runs exactly
/// that subtree.
final class RuleTree {
    static let size = 10_000

    let graph = AttributeGraph()
    /// The input of the first subtree of each size.
    private(set) var inputBySubtreeSize: [Int: Attribute<Int>] = [:]
    private var rules: [Attribute<Int>] = []
    private var counter = 0

    init() {
        let rootParent = graph.makeInput(0)
        build(size: Self.size, parent: rootParent)
        for rule in rules { _ = graph[rule] }
    }

    private func build(size: Int, parent: Attribute<Int>) {
        let input = graph.makeInput(0)
        if inputBySubtreeSize[size] == nil { inputBySubtreeSize[size] = input }
        let graph = graph
        let rule = graph.makeRule { graph[parent] &+ graph[input] }
        rules.append(rule)
        let rest = size - 1
        let children = min(rest, 10)
        for child in 0..<children {
            build(size: rest / children + (child < rest % children ? 1 : 0), parent: rule)
        }
    }

    /// One state change: a new value for `input`, applied in its own update.
    func change(_ input: Attribute<Int>) {
        counter &+= 1
        let value = counter
        graph.update { graph.setValue(value, for: input) }
    }
}

// MARK: - Benchmarks

/// Registers the graph benchmarks; called from the `benchmarks` closure (AnimationBenchmarks.swift)
/// after it sets `Benchmark.defaultConfiguration`.
func registerGraphBenchmarks() {
    let configuration = Benchmark.Configuration(scalingFactor: .one)

    // 1. One frame of 10,000 / 100,000 running springs on scale effects.
    for count in [10_000, 100_000] {
        var fixture: AnimatingGraph?
        Benchmark("AttributeGraph.frame.bouncy-ScaleEffect-\(count)", configuration: configuration) { benchmark in
            let animating = fixture ?? AnimatingGraph(count: count)
            fixture = animating
            for _ in benchmark.scaledIterations {
                animating.prepareFrame()
                benchmark.startMeasurement()
                animating.advance()
                benchmark.stopMeasurement()
            }
            blackHole(animating.sample)
        }
    }

    // 2. One state change in a tree of 10,000 rules, the change feeding a subtree of 10, 1,000 or
    // all 10,000 of them.
    var tree: RuleTree?
    for subtree in [10, 1_000, RuleTree.size] {
        Benchmark("AttributeGraph.update.tree10000-subtree\(subtree)", configuration: configuration) { benchmark in
            let rules = tree ?? RuleTree()
            tree = rules
            guard let input = rules.inputBySubtreeSize[subtree] else {
                benchmark.error("no subtree of \(subtree) rules")
                return
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                rules.change(input)
            }
            benchmark.stopMeasurement()
        }
    }

    // 3. One frame with 100,000 / 1,000,000 springs running, and the memory they take. Two
    // benchmarks per count: reading the process's statistics allocates inside the harness (the
    // sampler behind `peakMemoryResident` made 16–144 mallocs per frame here, `instructions` 16),
    // so the frame benchmark counts mallocs with the wall clock alone and the memory benchmark
    // measures peak resident memory alone. (Instructions need hardware counters, which this
    // machine's VM does not expose; README.md has callgrind's counts instead.) Each crowd is built
    // on its benchmark's first run (the warm-up): at a million, about 1.5 s.
    for count in [100_000, 1_000_000] {
        var fixture: SpringCrowd?
        func crowd() -> SpringCrowd {
            let crowd = fixture ?? SpringCrowd(count: count)
            fixture = crowd
            return crowd
        }
        let frameConfiguration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .one, maxDuration: .seconds(count > 100_000 ? 20 : 5), maxIterations: 100)
        Benchmark("AttributeGraph.frame.spring-AnimatableInput-\(count)", configuration: frameConfiguration) { benchmark in
            let crowd = crowd()
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                crowd.advance()
                benchmark.stopMeasurement()
            }
            precondition(crowd.isRunning(count), "every spring must still be running")
            blackHole(crowd.sample)
        }
        let memoryConfiguration = Benchmark.Configuration(
            metrics: [.peakMemoryResident], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 10)
        Benchmark("AttributeGraph.memory.spring-AnimatableInput-\(count)", configuration: memoryConfiguration) { benchmark in
            let crowd = crowd()
            for _ in benchmark.scaledIterations {
                crowd.advance()
            }
            precondition(crowd.isRunning(count), "every spring must still be running")
            blackHole(crowd.sample)
        }
    }
}
