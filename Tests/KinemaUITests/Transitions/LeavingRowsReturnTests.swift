import Foundation
import KinemaUI
import Testing

/// Rows that leave under an animation stay drawn while they fade out; rows whose ids come back
/// before then are the same rows again — they fade back in and stay — while the others leave.
@MainActor
@Suite struct LeavingRowsReturnTests {
    private struct Rows: View {
        var ids: [Int]
        var body: some View {
            VStack(spacing: 0) {
                ForEach(ids, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
    }

    @Test func rowsThatComeBackWhileLeavingStayAndTheOthersGo() {
        let host = ViewHost(Rows(ids: Array(0..<6)), size: CGSize(width: 100, height: 100))
        #expect(host.displayList.items.count == 6)
        withAnimation(.linear(duration: 1)) { host.rootView = Rows(ids: [0]) }
        host.advance(by: 0.5)
        // Five rows halfway through fading out, still drawn.
        #expect(host.displayList.items.count == 6)
        withAnimation(.linear(duration: 1)) { host.rootView = Rows(ids: [0, 1, 3, 5]) }
        host.advance(by: 2)
        // Rows 2 and 4 left; 1, 3 and 5 are back, once each, at full opacity, stacked under row 0
        // (four 10-point rows centred in the 100-point host: y 30, 40, 50, 60).
        let items = host.displayList.items
        #expect(items.count == 4)
        #expect(items.allSatisfy { $0.opacity == 1 })
        #expect(items.map(\.frame.minY).sorted() == [30, 40, 50, 60])
        #expect(Set(items.map(\.viewID)).count == 4)
    }
}
