import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// Running animations live in dense per-kind tracks: frames step them without the dependency
/// machinery, report what moved, and remove finished ones by swapping the last slot in.
@Suite("Animation tracks")
struct AnimationTrackTests {
    /// `count` directly set animatable inputs, the i-th animating 0 → 1 linearly over (i + 1)/60 s
    /// (`UnitCurve.linear` is exactly t), so they finish one per frame, in slot order: every
    /// removal but the last swaps a later slot into the hole.
    private struct Staggered {
        let graph = AttributeGraph()
        let values: [Attribute<Double>]

        init(count: Int) {
            let graph = self.graph
            values = (0..<count).map { _ in graph.makeAnimatableInput(0.0) }
            graph.update {
                for (index, value) in values.enumerated() {
                    let animation = Animation.timingCurve(.linear, duration: Double(index + 1) / 60)
                    graph.setValue(1.0, for: value, transaction: Transaction(animation: animation))
                }
            }
        }

        /// The value the i-th input shows at `time`: min(time / duration, 1).
        func expected(_ index: Int, at time: Double) -> Double {
            min(time / (Double(index + 1) / 60), 1)
        }
    }

    @Test func everyValueIsRightWhileSlotsAreSwappedOut() {
        let staggered = Staggered(count: 40)
        #expect(staggered.graph.animatingAttributeCount == 40)
        for frame in 1...45 {
            let time = Double(frame) / 60
            staggered.graph.advance(to: time)
            for (index, value) in staggered.values.enumerated() {
                #expect(abs(staggered.graph[value] - staggered.expected(index, at: time)) < 1e-12)
            }
            // A linear animation finishes on the first frame past its duration.
            let running = staggered.values.indices.filter { time <= Double($0 + 1) / 60 }.count
            #expect(staggered.graph.animatingAttributeCount == running)
        }
        #expect(!staggered.graph.isAnimating)
    }

    /// Storage comes in chunks of 4,096 slots: 10,000 animations span three, and finishing in an
    /// order unrelated to their slots moves animations across chunks. Every value stays right,
    /// and the track empties.
    @Test func slotsStayRightAcrossChunks() {
        let graph = AttributeGraph()
        let count = 10_000
        let values = (0..<count).map { _ in graph.makeAnimatableInput(0.0) }
        // The i-th runs (i·37 mod 50 + 1) frames: durations interleave across the slots.
        func frames(_ index: Int) -> Int { index * 37 % 50 + 1 }
        graph.update {
            for (index, value) in values.enumerated() {
                let animation = Animation.timingCurve(.linear, duration: Double(frames(index)) / 60)
                graph.setValue(1.0, for: value, transaction: Transaction(animation: animation))
            }
        }
        #expect(graph.animatingAttributeCount == count)
        for frame in 1...51 {
            let time = Double(frame) / 60
            graph.advance(to: time)
            var worst = 0.0
            for (index, value) in values.enumerated() {
                worst = max(worst, abs(graph[value] - min(time / (Double(frames(index)) / 60), 1)))
            }
            #expect(worst < 1e-12, "frame \(frame)")
            let running = (0..<count).filter { frame <= frames($0) }.count
            #expect(graph.animatingAttributeCount == running, "frame \(frame)")
        }
        #expect(!graph.isAnimating)
    }

    @Test func aFrameReportsExactlyTheAttributesThatMoved() {
        let graph = AttributeGraph()
        let moving = graph.makeAnimatableInput(0.0)
        let still = graph.makeAnimatableInput(0.0)
        graph.update {
            graph.setValue(1.0, for: moving, transaction: Transaction(animation: .timingCurve(.linear, duration: 1)))
            graph.setValue(1.0, for: still, transaction: Transaction())
        }
        graph.advance(to: 0.5)
        #expect(graph.frameChanges == [moving.id])
        #expect(graph[moving] == 0.5)
        #expect(graph[still] == 1.0)
        #expect(graph.isAnimating(moving) && !graph.isAnimating(still))
    }

    @Test func aRuleReadingAnAnimatingAttributeRecomputesEachFrame() {
        let graph = AttributeGraph()
        let value = graph.makeAnimatableInput(0.0)
        var runs = 0
        let doubled = graph.makeRule { () -> Double in
            runs += 1
            return graph[value] * 2
        }
        #expect(graph[doubled] == 0)
        graph.update {
            graph.setValue(1.0, for: value, transaction: Transaction(animation: .timingCurve(.linear, duration: 1)))
        }
        graph.advance(to: 0.25)
        #expect(graph[doubled] == 0.5)
        graph.advance(to: 0.75)
        #expect(graph[doubled] == 1.5)
        // Once at first and once per frame; the change itself shows 0 at its start, which is no
        // change to the rule.
        #expect(runs == 3)
    }

    @Test func aChangeWithoutAnimationShiftsTheRunningAnimation() {
        let graph = AttributeGraph()
        let value = graph.makeAnimatableInput(0.0)
        graph.update {
            graph.setValue(1.0, for: value, transaction: Transaction(animation: .timingCurve(.linear, duration: 1)))
        }
        graph.advance(to: 0.5)
        // +10 at once: the animation goes on covering its own 1.0 on top of the new model.
        graph.update { graph.setValue(11.0, for: value, transaction: Transaction()) }
        #expect(graph[value] == 10.5)
        graph.advance(to: 0.75)
        #expect(graph[value] == 10.75)
    }

    @Test func removingAnAnimatingAttributeFreesItsSlot() {
        let graph = AttributeGraph()
        let first = graph.makeAnimatableInput(0.0)
        let second = graph.makeAnimatableInput(0.0)
        graph.update {
            for value in [first, second] {
                graph.setValue(1.0, for: value, transaction: Transaction(animation: .timingCurve(.linear, duration: 1)))
            }
        }
        graph.remove(first)
        #expect(graph.animatingAttributeCount == 1)
        graph.advance(to: 0.5)
        #expect(graph[second] == 0.5)
        #expect(graph.frameChanges == [second.id])
    }
}
