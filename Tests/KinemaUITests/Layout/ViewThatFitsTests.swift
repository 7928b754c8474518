import Foundation
import Kinema
import Testing

// `ViewThatFits` shows the first child whose ideal size fits the proposal along the constrained
// axes, the last when none does, the first with no axes; only that child is drawn.
@MainActor
@Suite("ViewThatFits")
struct ViewThatFitsTests {
    private func colors(_ host: ViewHost<some View>) -> [Color] {
        host.displayList.items.compactMap { item in
            if case .color(let color) = item.content { color } else { nil }
        }
    }

    @ViewBuilder private var bars: some View {
        Color.red.frame(width: 500, height: 10)
        Color.green.frame(width: 300, height: 10)
        Color.blue.frame(width: 100, height: 10)
    }

    @Test func theFirstChildThatFitsIsShown() {
        let host = ViewHost(ViewThatFits(in: .horizontal) { bars })
        #expect(colors(host) == [.green])
        #expect(host.displayList.items[0].frame == CGRect(x: 50, y: 195, width: 300, height: 10))
    }

    @Test func whenNoneFitsTheLastIsShown() {
        let host = ViewHost(ViewThatFits { bars }.frame(width: 50))
        #expect(colors(host) == [.blue])
    }

    @Test func withNoAxesTheFirstIsShown() {
        let host = ViewHost(ViewThatFits(in: []) { bars })
        #expect(colors(host) == [.red])
    }

    @Test func onlyTheConstrainedAxesCount() {
        // 400 points wide but only 20 high: the 30-point bar does not fit down, the 15-point one does
        // (the width, not constrained, does not count).
        let host = ViewHost(
            ViewThatFits(in: .vertical) {
                Color.red.frame(width: 600, height: 30)
                Color.green.frame(width: 600, height: 15)
            }
            .frame(height: 20))
        #expect(colors(host) == [.green])
    }

    private struct Resizing: View {
        @State private var width: CGFloat = 350
        var body: some View {
            VStack {
                Color.orange.frame(width: 20, height: 20).onTapGesture { width = 200 }
                ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 500, height: 10)
                    Color.green.frame(width: 300, height: 10)
                    Color.blue.frame(width: 100, height: 10)
                }
                .frame(width: width)
            }
        }
    }

    @Test func theChoiceFollowsTheSpaceOffered() {
        let host = ViewHost(Resizing())
        #expect(colors(host) == [.orange, .green])
        let button = host.displayList.items[0].frame
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(colors(host) == [.orange, .blue])
    }

    /// Apple's example, unchanged but for the import.
    struct UploadProgressView: View {
        var uploadProgress: Double

        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("\(uploadProgress.formatted(.percent))")
                    ProgressView(value: uploadProgress)
                        .frame(width: 100)
                }
                ProgressView(value: uploadProgress)
                    .frame(width: 100)
                Text("\(uploadProgress.formatted(.percent))")
            }
        }
    }

    private func texts(_ host: ViewHost<some View>) -> [String] {
        host.displayList.items.compactMap { item in
            if case .text(let text) = item.content { text.string } else { nil }
        }
    }

    @Test func applesUploadProgressExample() {
        // The percentage is about 35 points wide: with the bar and the stack's spacing the row
        // takes about 143, which 200 points hold and 120 do not; the bar alone (100) fits in 120
        // but not in 60, where only the text does.
        let wide = ViewHost(UploadProgressView(uploadProgress: 0.42).frame(width: 200))
        #expect(texts(wide) == ["42%"])
        #expect(wide.displayList.items.count > 1)
        let narrow = ViewHost(UploadProgressView(uploadProgress: 0.42).frame(width: 120))
        #expect(texts(narrow).isEmpty)
        #expect(!narrow.displayList.items.isEmpty)
        let tiny = ViewHost(UploadProgressView(uploadProgress: 0.42).frame(width: 60))
        #expect(texts(tiny) == ["42%"])
        #expect(tiny.displayList.items.count == 1)
    }
}
