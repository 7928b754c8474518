import Foundation
import Kinema
@testable import KinemaRender
import KinemaTestSupport
import Testing

/// Layers stacked so that every frame's paint order holds: a topological order of "drawn after"
/// over all frames, first-seen first among the ready, a cycle broken at its first-seen member.
@Suite("Recording.lottie: stacking")
struct RecordingLottieStackingTests {
    /// Frames [A, B] then [A, C, B]: C is drawn after A and before B.
    @Test func anItemInsertedBetweenTwoIsStackedBetweenThem() {
        // Indices by first sight: A 0, B 1, C 2; B follows A and C, C follows A.
        #expect(LottieWriter.stackingOrder(after: [[], [0, 2], [0]]) == [0, 2, 1])
    }

    /// The same through a document: Lottie lists its top layer first, so B, C, A.
    @Test func theDocumentListsLayersTopFirst() throws {
        let box = CGRect(x: 0, y: 0, width: 10, height: 10)
        func item(_ id: Int) -> DisplayList.Item { DisplayList.Item(content: .color(.red), frame: box, viewID: id) }
        var recording = lottieRecording(frames: 2) { k in k == 0 ? [item(1), item(2)] : [item(1), item(3), item(2)] }
        recording.viewLabels = [1: "A", 2: "B", 3: "C"]
        let names = try ParsedLottie(recording.lottie()).layers.map(\.name)
        #expect(names == ["B", "C", "A"])
    }

    /// Two items that swap places keep the order of their first frame.
    @Test func aSwapKeepsTheFirstFramesOrder() {
        #expect(LottieWriter.stackingOrder(after: [[1], [0]]) == [0, 1])
        #expect(LottieWriter.stackingOrder(after: [[2], [0], [1]]) == [0, 1, 2])
    }

    @Test func noItemsNoOrder() {
        #expect(LottieWriter.stackingOrder(after: []).isEmpty)
    }

    /// Laws, over random constraint graphs: the order holds every index once (cycles included),
    /// and where the constraints have no cycle (edges only from earlier to later in a hidden
    /// order) every index comes after all it must follow.
    @Test func everyIndexOnceAndEveryAcyclicConstraintHolds() {
        var random = SeededGenerator(seed: 0x57AC_4)
        for trial in 0..<300 {
            let count = Int.random(in: 1...12, using: &random)
            let hidden = Array(0..<count).shuffled(using: &random)
            let rank = Dictionary(uniqueKeysWithValues: hidden.enumerated().map { ($1, $0) })
            let acyclic = Bool.random(using: &random)
            var after = Array(repeating: Set<Int>(), count: count)
            for index in 0..<count {
                for other in 0..<count where other != index && Int.random(in: 0..<4, using: &random) == 0 {
                    if !acyclic || rank[other]! < rank[index]! { after[index].insert(other) }
                }
            }
            let order = LottieWriter.stackingOrder(after: after)
            #expect(order.sorted() == Array(0..<count), "trial \(trial): \(order)")
            if acyclic {
                let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
                for index in 0..<count {
                    #expect(after[index].allSatisfy { position[$0]! < position[index]! }, "trial \(trial): \(index) after \(after[index]) in \(order)")
                }
            }
        }
    }
}
