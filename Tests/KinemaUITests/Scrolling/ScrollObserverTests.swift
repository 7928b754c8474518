import Foundation
import Kinema
import Testing

// Views learn about scrolling after layout, as Apple documents for iOS 18: onScrollGeometryChange
// reports a transformed ScrollGeometry when it changes (old and new value), onScrollVisibilityChange
// reports crossing the visible-share threshold (50% by default), and scrollPosition(id:) holds the
// identity of the view at the scroll view's anchor and scrolls to the view it is set to.
//
// Twenty rows 50 points tall fill a 400 × 400 host's scroll view: 1,000 points of content.

@MainActor
private final class Log<Value> {
    var entries: [Value] = []
}

@MainActor
@Suite("Scroll observers")
struct ScrollObserverTests {
    @Test func scrollGeometryChangesAreReportedWithTheOldAndNewValue() {
        struct Observed: View {
            let log: Log<[CGFloat]>
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 50) }
                    }
                }
                .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { old, new in
                    log.entries.append([old, new])
                }
            }
        }
        let log = Log<[CGFloat]>()
        let host = ViewHost(Observed(log: log))
        // The first layout sets the value changes are compared with: no call.
        #expect(log.entries.isEmpty)
        host.scroll(by: CGSize(width: 0, height: 120))
        #expect(log.entries == [[0, 120]])
        host.scroll(by: CGSize(width: 0, height: 0))
        #expect(log.entries.count == 1)
    }

    @Test func theGeometryDescribesTheContentAndTheContainer() {
        struct Observed: View {
            let log: Log<ScrollGeometry>
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 50) }
                    }
                }
                .onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { _, new in log.entries.append(new) }
            }
        }
        let log = Log<ScrollGeometry>()
        let host = ViewHost(Observed(log: log))
        host.scroll(by: CGSize(width: 0, height: 300))
        let geometry = log.entries.last
        #expect(geometry?.contentOffset == CGPoint(x: 0, y: 300))
        #expect(geometry?.contentSize == CGSize(width: 400, height: 1000))
        #expect(geometry?.containerSize == CGSize(width: 400, height: 400))
        #expect(geometry?.visibleRect == CGRect(x: 0, y: 300, width: 400, height: 400))
        #expect(geometry?.bounds == CGRect(x: 0, y: 300, width: 400, height: 400))
    }

    @Test func aViewReportsCrossingTheVisibilityThreshold() {
        struct Observed: View {
            let log: Log<Bool>
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.gray.frame(height: 400)
                        Color.red.frame(height: 100).onScrollVisibilityChange { log.entries.append($0) }
                        Color.gray.frame(height: 400)
                    }
                }
            }
        }
        let log = Log<Bool>()
        let host = ViewHost(Observed(log: log))
        #expect(log.entries.isEmpty)                     // below the bottom edge
        host.scroll(by: CGSize(width: 0, height: 40))   // 40% shown
        #expect(log.entries.isEmpty)
        host.scroll(by: CGSize(width: 0, height: 10))   // half shown: the threshold
        #expect(log.entries == [true])
        host.scroll(by: CGSize(width: 0, height: 300))
        #expect(log.entries == [true])
        host.scroll(by: CGSize(width: 0, height: 60))   // offset 410: 90% shown
        #expect(log.entries == [true])
        host.scroll(by: CGSize(width: 0, height: 60))   // offset 470: 30% shown

        #expect(log.entries == [true, false])
    }

    @Test func aVisibleViewReportsOnItsFirstLayout() {
        struct Observed: View {
            let log: Log<Bool>
            var body: some View {
                ScrollView {
                    Color.red.frame(height: 100).onScrollVisibilityChange(threshold: 1) { log.entries.append($0) }
                }
            }
        }
        let log = Log<Bool>()
        _ = ViewHost(Observed(log: log))
        #expect(log.entries == [true])
    }

    @Test func theScrollPositionFollowsTheViewAtTheTop() {
        struct Positioned: View {
            @State var position: Int?
            var body: some View {
                VStack(spacing: 0) {
                    Text("at \(position.map(String.init) ?? "none")")
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 50) }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollPosition(id: $position)
                }
            }
        }
        let host = ViewHost(Positioned())
        #expect(Fidelity.texts(host) == ["at 0"])
        host.scroll(by: CGSize(width: 0, height: 275))
        // Row 5 spans 250 to 300 of the content: it holds the top edge at 275.
        #expect(Fidelity.texts(host) == ["at 5"])
    }

    @Test func settingTheScrollPositionScrollsToThatView() {
        struct Positioned: View {
            @State var position: Int?
            var body: some View {
                VStack(spacing: 0) {
                    Button("jump") { withAnimation(.linear(duration: 1)) { position = 8 } }
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 50) }
                        }
                    }
                    .scrollPosition(id: $position)
                }
            }
        }
        let host = ViewHost(Positioned())
        Fidelity.tap(host, text: "jump")
        host.advance(by: 0.5)
        // Row 8 starts at 400: half way there under the second-long linear animation.
        #expect(abs((host.scrollOffset()?.y ?? 0) - 200) < 1e-6)
        host.advance(by: 0.6)
        #expect(host.scrollOffset()?.y == 400)
    }
}
