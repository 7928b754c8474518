import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// Animations of different data types run in tracks of their own, whatever order they start in:
/// the graph finds each type's track again (it remembers the last one found), and every value
/// follows its own animation. Linear animations over one second: at time t each value has
/// covered the fraction t of its change.
@Suite("AttributeGraph: a track per kind of data")
struct AnimationTrackKindsTests {
    @Test func interleavedKindsEachFollowTheirOwnAnimation() {
        let graph = AttributeGraph()
        let linear = Transaction(animation: .linear(duration: 1))
        let first = graph.makeAnimatableInput(0.0)
        let size = graph.makeAnimatableInput(CGSize(width: 0, height: 0))
        let second = graph.makeAnimatableInput(10.0)
        let rect = graph.makeAnimatableInput(CGRect(x: 1, y: 2, width: 0, height: 0))
        // Started in alternation: a Double, a CGSize, a Double again, then a CGRect.
        graph.setValue(4, for: first, transaction: linear)
        graph.setValue(CGSize(width: 8, height: 2), for: size, transaction: linear)
        graph.setValue(20, for: second, transaction: linear)
        graph.setValue(CGRect(x: 3, y: 6, width: 4, height: 8), for: rect, transaction: linear)
        graph.advance(to: 0.25)
        #expect(abs(graph[first] - 1) < 1e-9)
        #expect(abs(graph[second] - 12.5) < 1e-9)
        #expect(abs(graph[size].width - 2) < 1e-9 && abs(graph[size].height - 0.5) < 1e-9)
        #expect(abs(graph[rect].minX - 1.5) < 1e-9 && abs(graph[rect].minY - 3) < 1e-9 && abs(graph[rect].width - 1) < 1e-9)
        graph.advance(to: 1)
        #expect(graph[first] == 4 && graph[second] == 20)
        #expect(graph[size] == CGSize(width: 8, height: 2))
        #expect(graph[rect] == CGRect(x: 3, y: 6, width: 4, height: 8))
    }
}
