import Foundation
import KinemaCore
import KinemaGraph
import KinemaTestSupport
import Testing

/// Handles kept past `remove(_:)`: a removed attribute's slot goes to the next attribute made, in a
/// new generation, and the old handle is detected as stale — queries answer for it (`contains`,
/// `isAnimating`, `remove`), reads and writes stop the program naming it.
@Suite("AttributeGraph: stale handles")
struct AttributeGraphStaleHandleTests {
    @Test func aRemovedAttributeIsNotContainedEvenOnceItsSlotIsReused() {
        let graph = AttributeGraph()
        let old = graph.makeInput(1.0)
        #expect(graph.contains(old))
        graph.remove(old)
        #expect(!graph.contains(old))
        let new = graph.makeInput(2.0)
        #expect(new.id == old.id, "the slot is reused")
        #expect(!graph.contains(old))
        #expect(graph.contains(new))
    }

    /// Removing twice used to be harmless only until the slot was reused; now it stays harmless.
    @Test func removingAStaleHandleLeavesTheAttributeInItsSlotAlone() {
        let graph = AttributeGraph()
        let old = graph.makeInput(1.0)
        graph.remove(old)
        let new = graph.makeInput(2.0)
        graph.remove(old)
        #expect(graph.attributeCount == 1)
        #expect(graph.contains(new))
        #expect(graph[new] == 2.0)
    }

    @Test func aStaleHandleIsNotAnimatingWhileItsSlotsNewAttributeIs() {
        let graph = AttributeGraph()
        let old = graph.makeAnimatableInput(0.0)
        graph.remove(old)
        let new = graph.makeAnimatableInput(0.0)
        graph.setValue(1, for: new, transaction: Transaction(animation: .linear(duration: 1)))
        #expect(graph.isAnimating(new))
        #expect(!graph.isAnimating(old))
    }

    @Test func handlesToOneSlotDifferInEqualityHashAndDescription() {
        let graph = AttributeGraph()
        let old = graph.makeInput(1.0)
        graph.remove(old)
        let new = graph.makeInput(2.0)
        #expect(Set([old, new]).count == 2)
        #expect(old.description == "Attribute<Double> #0 (generation 0)")
        #expect(new.description == "Attribute<Double> #0 (generation 1)")
    }

    /// Over many makes and removes in a pseudo-random order (a fixed seed), `contains` is true for
    /// exactly the handles not removed, and each live handle reads its own value: a model of the
    /// graph's slots kept by the test.
    @Test func containsFollowsAModelOverManyMakesAndRemoves() {
        let graph = AttributeGraph()
        var handles: [(attribute: Attribute<Int>, value: Int, isLive: Bool)] = []
        var random = SeededGenerator(seed: 11)
        for step in 0..<2_000 {
            let live = handles.indices.filter { handles[$0].isLive }
            if live.isEmpty || random.next() % 3 != 0 {
                handles.append((graph.makeInput(step), step, true))
            } else {
                let index = live[Int(random.next() % UInt64(live.count))]
                graph.remove(handles[index].attribute)
                handles[index].isLive = false
            }
        }
        #expect(handles.contains { !$0.isLive }, "some attributes were removed")
        #expect(graph.attributeCount == handles.count(where: \.isLive))
        for handle in handles {
            #expect(graph.contains(handle.attribute) == handle.isLive)
            if handle.isLive { #expect(graph[handle.attribute] == handle.value) }
        }
    }

    // MARK: - Reads and writes through a stale handle stop the program

    /// The message names the attribute by type, number and generation (in debug builds: optimised
    /// builds stop without printing it).
    @Test func readingAStaleHandleStopsNamingTheAttribute() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AttributeGraph()
            let old = graph.makeInput(1.0)
            graph.remove(old)
            _ = graph.makeInput(2.0)
            _ = graph[old]
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(!preconditionsPrintTheirMessage || message.contains("Attribute<Double> #0 (generation 0) was removed"),
                "\(message)")
    }

    @Test func peekingAStaleHandleStops() async {
        await #expect(processExitsWith: .failure) {
            let graph = AttributeGraph()
            let old = graph.makeInput(1.0)
            graph.remove(old)
            _ = graph.makeInput(2.0)
            _ = graph.peek(old)
        }
    }

    /// Without the check this would silently set the new attribute.
    @Test func settingAStaleInputStops() async {
        await #expect(processExitsWith: .failure) {
            let graph = AttributeGraph()
            let old = graph.makeInput(1.0)
            graph.remove(old)
            _ = graph.makeInput(2.0)
            graph.update { graph.setValue(3, for: old) }
        }
    }

    @Test func settingAStaleAnimatableInputStops() async {
        await #expect(processExitsWith: .failure) {
            let graph = AttributeGraph()
            let old = graph.makeAnimatableInput(1.0)
            graph.remove(old)
            _ = graph.makeAnimatableInput(2.0)
            graph.setValue(3, for: old, transaction: Transaction())
        }
    }

    /// An animatable attribute following a removed source stops when it next reads it, rather than
    /// following whatever took the source's slot.
    @Test func anAnimatableAttributeWhoseSourceWasRemovedStopsWhenRead() async {
        await #expect(processExitsWith: .failure) {
            let graph = AttributeGraph()
            let source = graph.makeInput(1.0)
            graph.remove(source)
            _ = graph.makeInput(2.0)
            let shown = graph.makeAnimatable(source)
            _ = graph[shown]
        }
    }

    @Test func readingARemovedAttributeWhoseSlotIsEmptyStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AttributeGraph()
            let old = graph.makeInput("label")
            graph.remove(old)
            _ = graph[old]
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(!preconditionsPrintTheirMessage || message.contains("Attribute<String> #0 (generation 0) was removed"),
                "\(message)")
    }
}

/// Whether a failed precondition prints its message: optimised builds stop without it.
#if DEBUG
private let preconditionsPrintTheirMessage = true
#else
private let preconditionsPrintTheirMessage = false
#endif

