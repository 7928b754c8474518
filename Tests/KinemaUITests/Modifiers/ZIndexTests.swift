import Foundation
import Kinema
import Testing

// `zIndex` orders overlapping siblings front to back: larger values are drawn later (in front)
// and take taps first; equal values keep their order; the innermost of several wins.
@MainActor
@Suite("zIndex")
struct ZIndexTests {
    private func colors(_ host: ViewHost<some View>) -> [Color] {
        host.displayList.items.compactMap { item in
            if case .color(let color) = item.content { color } else { nil }
        }
    }

    /// Apple's example: the yellow square with `zIndex(1)` is the top layer though it comes first.
    @Test func aLargerIndexIsDrawnInFront() {
        let host = ViewHost(
            VStack {
                Color.yellow
                    .frame(width: 100, height: 100, alignment: .center)
                    .zIndex(1)
                Color.red
                    .frame(width: 100, height: 100, alignment: .center)
                    .rotationEffect(.degrees(45))
            })
        #expect(colors(host) == [.red, .yellow])
    }

    @Test func withoutIndicesViewsKeepTheirOrder() {
        let host = ViewHost(ZStack { Color.red; Color.green.zIndex(0); Color.blue })
        #expect(colors(host) == [.red, .green, .blue])
    }

    @Test func equalIndicesKeepTheirOrderAndNegativeOnesGoBehind() {
        let host = ViewHost(
            ZStack {
                Color.red.zIndex(3)
                Color.green.zIndex(3)
                Color.blue.zIndex(-1)
                Color.orange
            })
        #expect(colors(host) == [.blue, .orange, .red, .green])
    }

    @Test func theInnermostIndexWins() {
        let host = ViewHost(
            ZStack {
                Color.red.zIndex(2).padding().zIndex(-5)
                Color.green.zIndex(1)
            })
        #expect(colors(host) == [.green, .red])
    }

    @Test func theViewInFrontTakesTheTap() {
        var tapped: [String] = []
        let host = ViewHost(
            ZStack {
                Color.green.frame(width: 50, height: 50).onTapGesture { tapped.append("green") }.zIndex(1)
                Color.red.frame(width: 100, height: 100).onTapGesture { tapped.append("red") }
            })
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(tapped == ["green"])
    }

    private struct Deck: View {
        @State private var top = 0
        var body: some View {
            ZStack {
                ForEach(0..<3, id: \.self) { index in
                    [Color.red, Color.green, Color.blue][index]
                        .frame(width: 100, height: 100)
                        .zIndex(index == top ? 1 : 0)
                        .onTapGesture { top = (top + 1) % 3 }
                }
            }
        }
    }

    @Test func changingAnIndexReordersTheDrawing() {
        let host = ViewHost(Deck())
        #expect(colors(host) == [.green, .blue, .red])
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(colors(host) == [.red, .blue, .green])
    }

    @Test func aNaNIndexCountsAsZero() {
        let host = ViewHost(ZStack { Color.red.zIndex(.nan); Color.green })
        #expect(colors(host) == [.red, .green])
    }
}
