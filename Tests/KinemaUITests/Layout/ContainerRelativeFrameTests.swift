import Foundation
import Kinema
import Testing

// `containerRelativeFrame` sizes a view from the nearest container: a scroll view around it, or
// the host (400 × 400, centring its content). Shares follow Apple's description: the container's
// length less the spacings, in `count` parts, `span` of them plus the spacings between them.
@MainActor
@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
    @Test func theHostIsTheContainerOutsideScrollViews() {
        let host = ViewHost(Color.red.frame(height: 50).containerRelativeFrame(.horizontal))
        #expect(host.displayList.items[0].frame == CGRect(x: 0, y: 175, width: 400, height: 50))
    }

    @Test func aShareOfTheContainer() throws {
        let host = ViewHost(Color.red.frame(height: 50).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10))
        let width = try #require(host.displayList.items.first?.frame.width)
        #expect(abs(width - ((400 - 2 * 10) / 3 * 2 + 10)) < 1e-9)
    }

    @Test func aLengthComputedFromTheContainer() {
        let host = ViewHost(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length * 0.5 : length * 0.25
        })
        #expect(host.displayList.items[0].frame == CGRect(x: 100, y: 150, width: 200, height: 100))
    }

    @Test func pagesOfAHorizontalScrollView() {
        let host = ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { _ in
                        Color.blue.frame(height: 50).containerRelativeFrame(.horizontal)
                    }
                }
            }
            .frame(width: 300, height: 100))
        let frames = host.displayList.items.map(\.frame)
        #expect(frames.map(\.width) == [300, 300, 300])
        #expect(frames.map(\.minX) == [50, 350, 650])
    }

    @Test func badLengthsCountAsZero() {
        let host = ViewHost(Color.red.frame(height: 50).containerRelativeFrame(.horizontal) { _, _ in .nan })
        #expect(host.displayList.items.first.map(\.frame.width) ?? 0 == 0)
        let shares = ViewHost(Color.red.frame(height: 50).containerRelativeFrame(.horizontal, count: 0, span: 5, spacing: .infinity))
        #expect(shares.displayList.items[0].frame.width == 400)
    }

    private struct ScreenWide: View {
        var body: some View {
            Color.green.frame(width: UIScreen.main.bounds.width / 2, height: 20)
        }
    }

    @Test func theScreenIsTheHostWhileItUpdates() {
        let host = ViewHost(ScreenWide(), size: CGSize(width: 300, height: 200))
        #expect(host.displayList.items[0].frame.width == 150)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    }
}
