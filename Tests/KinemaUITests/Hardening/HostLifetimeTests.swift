import Foundation
import KinemaGraph
import Testing
@testable import KinemaUI

// A dropped host frees everything it made: its engine, graph, nodes, running animators (and the
// completions waiting on them, which never run), the scheduler its tasks sleep on, its timers.
// Each test watches those objects through weak references, drops the host, and expects every
// reference to be nil — after the main actor is free, for tasks, which end on it.

/// Weak references to what a host made, by name.
@MainActor
private final class Watch {
    private final class Ref {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var refs: [(name: String, ref: Ref)] = []

    func watch(_ object: AnyObject?, _ name: String) {
        guard let object else { return }
        refs.append((name, Ref(object)))
    }

    /// The host, its engine, graph, scheduler and timers, every node with its state and its effect
    /// layers' attributes, and every node's frame attribute with the track it animates in.
    func watch<V: View>(_ host: ViewHost<V>) {
        let engine = host.engine
        watch(host, "host")
        watch(engine, "engine")
        watch(host.graph, "graph")
        watch(engine.tasks, "task scheduler")
        watch(engine.timers, "timers")
        watch(engine.root, "root node")
        for id in 1..<engine.nodes.nextNodeID {
            guard let node = engine.node(id: id) else { continue }
            watch(node, "node \(id)")
            watch(node.storedState, "state of node \(id)")
            if let state = node.storedState {
                for attribute in Self.attributes(in: state) { watch(attribute, "attribute of node \(id)") }
            }
            // The effects over the node's view keep theirs in its layers.
            node.layers?.forEach { watch($0.state, "attribute of node \(id)'s effect layer") }
            for removing in node.removingChildren { watch(removing, "leaving node \(removing.id)") }
            if let frame = node.frameSlot?.presentation.node {
                watch(frame, "frame of node \(id)")
                watch(frame.track, "track animating node \(id)")
            }
        }
    }

    /// The graph attributes a node's state keeps (an effect's, a transition's), found by
    /// reflection a few levels down.
    private static func attributes(in value: Any, depth: Int = 0) -> [Node] {
        guard depth < 4 else { return [] }
        return Mirror(reflecting: value).children.flatMap { child -> [Node] in
            if let node = child.value as? Node { return [node] }
            return attributes(in: child.value, depth: depth + 1)
        }
    }

    /// How many watched objects are named with `prefix` (to check a test watches what it means to).
    func count(_ prefix: String) -> Int {
        refs.count { $0.name.hasPrefix(prefix) }
    }

    /// What is still alive.
    var survivors: [String] {
        refs.filter { $0.ref.object != nil }.map(\.name)
    }

    /// What is still alive once pending work has had up to `seconds` of real time to end.
    func survivors(waitingUpTo seconds: Double) async -> [String] {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !survivors.isEmpty, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return survivors
    }
}

/// Something a closure captures, to see the closure go.
private final class Sentinel: Sendable {}

@MainActor
private final class Flag {
    var isSet = false
}

private struct Plain: View {
    var body: some View {
        VStack {
            Text("Hello").font(.title)
            Circle().fill(.blue).frame(width: 40, height: 40)
        }
    }
}

private struct Grower: View {
    var big: Bool
    var body: some View {
        HStack {
            Color.red.frame(width: big ? 100 : 50, height: 20)
            Circle().fill(.blue).frame(width: 20, height: 20).scaleEffect(big ? 2 : 1).opacity(big ? 1 : 0.5)
        }
    }
}

/// Each step resizes a bar, removes a view with a transition of its own and one with the default
/// fade, and inserts others.
private struct Stage: View {
    var step: Int
    var body: some View {
        VStack {
            Color.red.frame(width: 40 + 20 * CGFloat(step), height: 20)
            if step.isMultiple(of: 2) { Color.blue.frame(width: 20, height: 20).transition(.scale) }
            if !step.isMultiple(of: 2) { Color.green.frame(width: 20, height: 20) }
            ForEach(0..<(step % 3), id: \.self) { Text("\($0)") }
        }
        .opacity(step.isMultiple(of: 2) ? 1 : 0.5)
    }
}

private struct Animators: View {
    let sentinel: Sentinel
    var body: some View {
        HStack {
            Color.red.frame(width: 20, height: 20)
                .phaseAnimator([0.2, 1.0, 0.6]) { content, phase in
                    content.opacity(phase).scaleEffect(phase).frame(width: 40 * phase)
                } animation: { _ in
                    .spring(duration: 0.3)
                }
            Color.blue.frame(width: 20, height: 20)
                .keyframeAnimator(initialValue: 0.0, repeating: true) { content, angle in
                    content.rotationEffect(.degrees(angle + (sentinel === sentinel ? 0 : 1)))
                } keyframes: { _ in
                    LinearKeyframe(90.0, duration: 0.2)
                    SpringKeyframe(0.0, duration: 0.3, spring: .bouncy)
                }
        }
    }
}

private struct Sleepers: View {
    let sentinel: Sentinel
    @State private var ticks = 0
    var body: some View {
        Color.red.frame(width: 20 + CGFloat(ticks), height: 20)
            .task {
                // Stops when cancelled.
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(0.5))
                    withAnimation(.snappy) { ticks += sentinel === sentinel ? 1 : 0 }
                }
            }
            .task {
                // One long sleep: only cancellation ends it early.
                try? await Task.sleep(for: .seconds(3600))
                _ = sentinel
            }
    }
}

private struct Ticking: View {
    let timer: Publishers.Autoconnect<Timer.TimerPublisher>
    @State private var angle = 0.0
    var body: some View {
        Rectangle().frame(width: 40, height: 40)
            .rotationEffect(.degrees(angle))
            .onReceive(timer) { _ in
                withAnimation(.linear(duration: 0.25)) { angle += 90 }
            }
    }
}

@MainActor
private final class Stopwatch: ObservableObject {
    @Published var elapsed = 0.0
    private var cancellables = Set<AnyCancellable>()

    init(watch: Watch) {
        watch.watch(self, "@StateObject")
    }

    func start() {
        Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                MainActor.assumeIsolated {
                    withAnimation(.linear(duration: 0.1)) { self?.elapsed += 0.1 }
                }
            }
            .store(in: &cancellables)
    }
}

private struct StopwatchView: View {
    @StateObject private var model: Stopwatch

    init(watch: Watch) {
        _model = StateObject(wrappedValue: Stopwatch(watch: watch))
    }

    var body: some View {
        Capsule().frame(width: 10 + 100 * model.elapsed, height: 8)
            .onAppear { model.start() }
    }
}

private struct Draggable: View {
    @State private var offset = CGSize.zero
    var body: some View {
        Rectangle().frame(width: 100, height: 100)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { offset = $0.translation }
                    .onEnded { _ in withAnimation(.bouncy) { offset = .zero } })
    }
}

/// A little of everything that runs: springs (or a repeating animation) with a pending
/// completion, a phase animator and a connected timer.
private struct Busy: View {
    var big: Bool
    let sentinel: Sentinel
    let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View {
        VStack {
            Grower(big: big)
            Color.red.frame(width: 20, height: 20)
                .phaseAnimator([0.2, 1.0]) { content, phase in
                    content.opacity(phase + (sentinel === sentinel ? 0 : 1))
                }
                .onReceive(timer) { _ in ticks += 1 }
        }
    }
}

@MainActor
@Suite("Host lifetimes")
struct HostLifetimeTests {
    @Test func aPlainHostIsFreed() {
        let watch = Watch()
        do {
            let host = ViewHost(Plain())
            host.advance(by: 0.1)
            watch.watch(host)
        }
        #expect(watch.count("node") >= 4)
        #expect(watch.survivors == [])
    }

    @Test func aHostDroppedMidSpringFreesItsAnimatorsAndPendingCompletion() {
        let watch = Watch()
        let completed = Flag()
        do {
            let host = ViewHost(Grower(big: false))
            let sentinel = Sentinel()
            watch.watch(sentinel, "completion's capture")
            withAnimation(.spring(duration: 1)) {
                host.rootView = Grower(big: true)
            } completion: {
                completed.isSet = sentinel === sentinel
            }
            host.advance(by: 0.1)
            #expect(host.runningAnimationCount >= 3)
            watch.watch(host)
        }
        #expect(watch.count("track") >= 1)
        #expect(watch.survivors == [])
        // The animations never finish, so their completion never runs.
        #expect(!completed.isSet)
    }

    @Test func aHostDroppedWhileRepeatingForeverIsFreed() {
        let watch = Watch()
        let completed = Flag()
        do {
            let host = ViewHost(Grower(big: false))
            let sentinel = Sentinel()
            watch.watch(sentinel, "completion's capture")
            withAnimation(.linear(duration: 0.3).repeatForever(), completionCriteria: .removed) {
                host.rootView = Grower(big: true)
            } completion: {
                completed.isSet = sentinel === sentinel
            }
            host.advance(by: 1)
            #expect(host.isAnimating)
            watch.watch(host)
        }
        #expect(watch.count("track") >= 1)
        #expect(watch.survivors == [])
        #expect(!completed.isSet)
    }

    @Test func aHostWhoseRootIsReplacedMidAnimationIsFreed() {
        let watch = Watch()
        do {
            let host = ViewHost(Stage(step: 0))
            for step in 1...3 {
                let sentinel = Sentinel()
                watch.watch(sentinel, "completion's capture \(step)")
                withAnimation(.spring(duration: 1), completionCriteria: .removed) {
                    host.rootView = Stage(step: step)
                } completion: {
                    _ = sentinel
                }
                host.advance(by: 0.1)
            }
            // Views are leaving under their transitions, and others fading in.
            #expect(!host.engine.capabilityIndex.isEmpty(.implicitFade))
            #expect(host.runningAnimationCount > 0)
            watch.watch(host)
        }
        #expect(watch.count("leaving node") >= 1)
        #expect(watch.survivors == [])
    }

    @Test func aHostDroppedWhilePhaseAndKeyframeAnimatorsRunIsFreed() {
        let watch = Watch()
        do {
            let sentinel = Sentinel()
            watch.watch(sentinel, "content's capture")
            let host = ViewHost(Animators(sentinel: sentinel))
            host.advance(by: 0.4)
            #expect(host.isAnimating)
            #expect(host.runningAnimationCount > 0)
            watch.watch(host)
        }
        #expect(watch.count("attribute") >= 3)
        #expect(watch.survivors == [])
    }

    @Test func aHostDroppedWhileItsTasksSleepCancelsThemAndIsFreed() async {
        let watch = Watch()
        do {
            let sentinel = Sentinel()
            watch.watch(sentinel, "tasks' capture")
            let host = ViewHost(Sleepers(sentinel: sentinel))
            await host.play(for: 1.2)
            // Both tasks are asleep on the host's clock (the loop woke twice).
            #expect(host.engine.tasks.nextDeadline == 1.5)
            #expect(host.displayList.items[0].frame.width > 20)
            watch.watch(host)
        }
        // The tasks end on the main actor, once it is free.
        let survivors = await watch.survivors(waitingUpTo: 5)
        #expect(survivors == [])
    }

    @Test func aHostDroppedWithAConnectedTimerIsFreed() {
        let watch = Watch()
        do {
            let publisher = Timer.publish(every: 0.25, on: .main, in: .common)
            watch.watch(publisher, "timer publisher")
            let host = ViewHost(Ticking(timer: publisher.autoconnect()))
            host.advance(by: 0.6)
            #expect(host.engine.timers.nextDeadline == 0.75)
            #expect(host.runningAnimationCount == 1)
            watch.watch(host)
        }
        #expect(watch.count("attribute") >= 1)
        #expect(watch.survivors == [])
    }

    @Test func aHostDroppedWithAStateObjectRunningATimerIsFreed() {
        let watch = Watch()
        do {
            let host = ViewHost(StopwatchView(watch: watch))
            host.advance(by: 0.25)
            #expect(host.engine.timers.nextDeadline != nil)
            watch.watch(host)
        }
        #expect(watch.count("@StateObject") == 1)
        #expect(watch.survivors == [])
    }

    @Test func aHostDroppedMidDragIsFreedAndItsTouchDoesNothing() throws {
        let watch = Watch()
        var kept: HostTouch?
        do {
            let host = ViewHost(Draggable())
            let touch = try #require(host.touchDown(at: CGPoint(x: 200, y: 200)))
            touch.move(to: CGPoint(x: 240, y: 200))
            host.advance(by: 0.05)
            #expect(host.displayList.items[0].transform.tx == 40)
            kept = touch
            watch.watch(host)
        }
        // A touch kept after its host holds only its gesture (what the gesture modifier's node
        // kept: the gesture value and its callbacks); moving it does nothing.
        #expect(watch.survivors.allSatisfy { $0.hasPrefix("state of node") })
        #expect(watch.survivors.count <= 1)
        #expect(watch.count("engine") == 1 && !watch.survivors.contains("engine"))
        #expect(kept?.move(to: CGPoint(x: 260, y: 200)) == true)
        kept?.lift()
        kept = nil
        #expect(watch.survivors == [])
    }

    @Test func twoThousandHostsComeAndGo() {
        var graphs: [Watch] = []
        let completions = Flag()
        for index in 0..<2_000 {
            let watch = Watch()
            do {
                let sentinel = Sentinel()
                watch.watch(sentinel, "captures")
                let host = ViewHost(Busy(big: false, sentinel: sentinel), size: CGSize(width: 200, height: 200))
                withAnimation(index.isMultiple(of: 2) ? .bouncy : .linear(duration: 1).repeatForever()) {
                    host.rootView = Busy(big: true, sentinel: sentinel)
                } completion: {
                    completions.isSet = sentinel === sentinel
                }
                host.advance(by: 0.05)
                watch.watch(host.graph, "graph")
                watch.watch(host.engine, "engine")
                watch.watch(host.engine.root, "root node")
                watch.watch(host.engine.timers, "timers")
            }
            graphs.append(watch)
        }
        let survivors = graphs.filter { !$0.survivors.isEmpty }
        #expect(survivors.count == 0, "\(survivors.count) of 2,000 hosts survived: \(survivors.first?.survivors ?? [])")
        #expect(!completions.isSet)
    }
}
