import Dispatch
import Foundation
import KinemaCore
import KinemaGraph
import Synchronization
import Testing

/// The graph's one owner: the actor it was created on (the main actor when created on the main
/// queue), or else the creating thread. Its owner drives it from wherever the owner runs; in debug
/// builds anyone else stops the program. Every graph here animates 1 → 2 linearly over a second, so
/// half a second in it shows 1.5 (a linear curve covers half its change in half its duration).
@Suite("AttributeGraph: one owner")
struct AttributeGraphOwnerTests {
    /// A synchronous test runs on one thread, which created the graph.
    @Test func theCreatingThreadDrivesTheGraph() {
        let graph = AttributeGraph()
        let scale = HalfwayLinear.start(in: graph)
        graph.advance(to: 0.5)
        #expect(abs(graph[scale] - 1.5) < 1e-6)
    }

    @Test func aGraphMadeOnAThreadOfItsOwnIsDrivenThere() {
        let shown = Shared<Double?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let graph = AttributeGraph()
            let scale = HalfwayLinear.start(in: graph)
            graph.advance(to: 0.5)
            shown.set(graph[scale])
            done.signal()
        }.start()
        done.wait()
        #expect(abs((shown.value ?? .nan) - 1.5) < 1e-6)
    }

    /// The main actor's jobs may resume on another thread after a suspension; they are all the owner.
    @MainActor @Test func aGraphMadeOnTheMainActorIsDrivenFromItAcrossSuspensions() async throws {
        let graph = AttributeGraph()
        let scale = HalfwayLinear.start(in: graph)
        for frame in 1...30 {
            try await Task.sleep(for: .milliseconds(1))
            graph.advance(to: Double(frame) / 60)
        }
        #expect(abs(graph[scale] - 1.5) < 1e-6)
    }

    /// A stored property's initializer gets no `#isolation`, even in a `@MainActor` class: the main
    /// queue it runs on makes the main actor the owner.
    @MainActor @Test func aMainActorClassesGraphPropertyBelongsToTheMainActor() async throws {
        let scene = MainActorScene()
        let scale = HalfwayLinear.start(in: scene.graph)
        try await Task.sleep(for: .milliseconds(5))
        await Task { @MainActor in scene.graph.advance(to: 0.5) }.value
        #expect(abs(scene.graph[scale] - 1.5) < 1e-6)
    }

    /// An actor's jobs run on whichever thread of the pool is free: the actor, named as the owner,
    /// drives its graph from any of them.
    @Test func anActorDrivesItsGraphFromAnyThreadOfThePool() async {
        let renderer = Renderer()
        await renderer.start()
        for frame in 1...30 {
            await Task.yield()
            await renderer.frame(at: Double(frame) / 60)
        }
        #expect(abs(await renderer.shown - 1.5) < 1e-6)
    }

#if DEBUG
    /// Debug builds only: release builds do not check the owner.
    @Test func anotherThreadStopsWithAMessageNamingTheCall() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = Unchecked(AttributeGraph())
            let done = DispatchSemaphore(value: 0)
            Thread {
                graph.value.advance(to: 1)
                done.signal()
            }.start()
            done.wait()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("AttributeGraph.advance(to:) was called off the graph's owner"), "\(message)")
        #expect(message.contains("the thread that created it"), "\(message)")
    }

    @Test func aMainActorGraphChangedOffTheMainActorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = await MainActor.run { Unchecked(AttributeGraph()) }
            _ = graph.value.makeInput(1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("AttributeGraph.makeInput(_:) was called off the graph's owner"), "\(message)")
        #expect(message.contains("the main actor"), "\(message)")
    }

    /// Another actor's owner check is the runtime's, with the runtime's message.
    @Test func anActorsGraphDrivenFromOutsideTheActorStops() async {
        await #expect(processExitsWith: .failure) {
            let renderer = Renderer()
            let graph = await renderer.uncheckedGraph
            graph.value.advance(to: 1)
        }
    }
#endif
}

/// Starts a linear 1-second animation from 1 to 2 at time 0.
private enum HalfwayLinear {
    static func start(in graph: AttributeGraph) -> Attribute<Double> {
        let scale = graph.makeAnimatableInput(1.0)
        graph.setValue(2, for: scale, transaction: Transaction(animation: .linear(duration: 1)))
        return scale
    }
}

@MainActor private final class MainActorScene {
    let graph = AttributeGraph()
}

/// An actor that owns a graph, the way the graph's documentation describes.
private actor Renderer {
    lazy var graph = AttributeGraph(isolation: self)
    private var scale: Attribute<Double>?

    func start() { scale = HalfwayLinear.start(in: graph) }
    func frame(at time: TimeInterval) { graph.advance(to: time) }
    var shown: Double { scale.map { graph[$0] } ?? .nan }
    /// The graph, let out of the actor (only to show that this is caught).
    var uncheckedGraph: Unchecked<AttributeGraph> { Unchecked(graph) }
}

/// A value handed between threads without checks: what the misuse under test looks like.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A value written by one thread and read by another.
private final class Shared<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>
    init(_ value: Value) { storage = Mutex(value) }
    func set(_ value: Value) { storage.withLock { $0 = value } }
    var value: Value { storage.withLock { $0 } }
}
