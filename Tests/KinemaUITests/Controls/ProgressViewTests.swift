import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Progress views: a 4-point bar as wide as offered, filled with the tint to value / total pinned to
// 0…1 (Apple: "If the value is non-nil, but outside the range of 0.0 through total, the progress
// view pins the value to those limits"); an indeterminate one is UIKit's activity indicator, 20
// points across (37 large), turning once a second.

private let systemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)

@MainActor
@Suite("ProgressView")
struct ProgressViewTests {
    /// The filled part's width in a bar across the 400-point host.
    private func filled<V: View>(_ view: V) -> CGFloat {
        ViewHost(view).displayList.items[1].frame.width
    }

    @Test func aDeterminateProgressViewIsABar() {
        let items = ViewHost(ProgressView(value: 0.3)).displayList.items
        #expect(items.count == 2)
        #expect(items[0].frame == CGRect(x: 0, y: 198, width: 400, height: 4))
        #expect(items[0].content == .shape(.capsule, fill: systemFill))
        #expect(items[1].frame == CGRect(x: 0, y: 198, width: 120, height: 4))
        #expect(items[1].content == .shape(.capsule, fill: .accentColor))
    }

    @Test func theFractionIsPinned() {
        #expect(abs(filled(ProgressView(value: 5, total: 15)) - 400.0 / 3) < 1e-9)
        #expect(filled(ProgressView(value: 2.0)) == 400)
        #expect(filled(ProgressView(value: -1.0)) == 0)
        #expect(filled(ProgressView(value: Double.infinity)) == 400)
        // A NaN value, or a total that is not positive and finite, shows no progress.
        #expect(filled(ProgressView(value: Double.nan)) == 0)
        #expect(filled(ProgressView(value: 1.0, total: 0)) == 0)
        #expect(filled(ProgressView(value: 1.0, total: -2)) == 0)
        #expect(filled(ProgressView(value: 1.0, total: .infinity)) == 0)
        #expect(filled(ProgressView(value: 1.0, total: .nan)) == 0)
        #expect(filled(ProgressView(value: Float(0.5))) == 200)
    }

    @Test func tintsFillTheBar() {
        #expect(ViewHost(ProgressView(value: 0.5).tint(.green)).displayList.items[1].content == .shape(.capsule, fill: .green))
        let styled = ViewHost(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .red)))
        #expect(styled.displayList.items[1].content == .shape(.capsule, fill: .red))
    }

    @Test func theBarFillsUnderTheChangesAnimation() {
        struct Download: View {
            @State var progress = 0.0
            var body: some View {
                VStack {
                    ProgressView(value: progress)
                    Button("Finish") { withAnimation(.linear(duration: 1)) { progress = 1 } }
                }
            }
        }
        let host = ViewHost(Download())
        let button = host.displayList.items[2].frame
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        for _ in 1...20 {
            host.advance(by: frameStep)
            let covered = SwiftUIReference.Bezier.linear.value(at: host.frameTime())
            #expect(abs(host.displayList.items[1].frame.width - 400 * covered) < 1e-9)
        }
    }

    @Test func labelsGoAboveAndTheCurrentValueBelow() {
        let items = ViewHost(ProgressView(value: 0.5) {
            Text("Downloading")
        } currentValueLabel: {
            Text("50 %")
        }).displayList.items
        #expect(items.count == 4)
        guard case .text(let title) = items[0].content, case .text(let current) = items[3].content else {
            Issue.record("label, track, fill, current value")
            return
        }
        #expect(title.runs.map(\.string) == ["Downloading"])
        #expect(items[0].frame.maxY + 4 == items[1].frame.minY)
        #expect(items[1].frame.maxY + 4 == items[3].frame.minY)
        #expect(items[3].foregroundColor == .secondary)
        #expect(current.runs[0].font.size == 12)   // the caption style
        #expect(items.allSatisfy { $0.frame.minX == 0 })
    }

    /// The spinner: eight spokes round the centre, fading, the whole turning linearly once a second
    /// (forever: the host keeps animating).
    @Test func anIndeterminateProgressViewSpins() {
        let host = ViewHost(ProgressView())
        let spokes = host.displayList.items
        #expect(spokes.count == 8)
        #expect(spokes.allSatisfy { $0.content == .shape(.capsule, fill: .gray) })
        #expect(spokes.map(\.opacity).map { ($0 * 10).rounded() / 10 } == [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3])
        // Spoke 0 points up from the centre: its frame is the 20-point square's top middle.
        #expect(abs(spokes[0].frame.midX - 200) < 1e-9)
        #expect(spokes[0].frame.height == 6)
        host.advance(by: 0.25)
        let angle = 2 * Double.pi * SwiftUIReference.Bezier.linear.value(at: host.frameTime())
        let turn = host.displayList.items[0].transform
        #expect(abs(turn.a - cos(angle)) < 1e-9)
        #expect(abs(turn.b - sin(angle)) < 1e-9)
        host.advance(by: 5)
        #expect(host.isAnimating)
    }

    @Test func aLargeSpinnerIsThirtySevenPoints() {
        let spokes = ViewHost(ProgressView().controlSize(.large)).displayList.items
        #expect(abs(spokes[0].frame.height - 37 * 0.3) < 1e-9)
        let labelled = ViewHost(ProgressView("Loading")).displayList.items
        #expect(labelled.count == 9)
        #expect(labelled[8].foregroundColor == .secondary)
        #expect(labelled[8].frame.minY > labelled[0].frame.maxY)
    }

    /// The circular style draws a determinate value as a ring: a track and the tint trimmed to the
    /// fraction; the linear style draws an indeterminate one as its empty track.
    @Test func explicitStyles() {
        let ring = ViewHost(ProgressView(value: 0.25).progressViewStyle(.circular)).displayList.items
        #expect(ring.count == 2)
        #expect(ring.allSatisfy { $0.frame == CGRect(x: 190, y: 190, width: 20, height: 20) })
        guard case .path(_, .stroke(let colour, let style)) = ring[1].content else {
            Issue.record("the ring is a stroked path")
            return
        }
        #expect(colour == .accentColor)
        #expect(style.lineWidth == 3)
        let empty = ViewHost(ProgressView(value: Double?.none).progressViewStyle(.linear)).displayList.items
        #expect(empty[1].frame.width == 0)
    }

    @Test func customStylesReadTheFraction() {
        struct Gauge: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Rectangle().frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 10)
            }
        }
        let items = ViewHost(ProgressView(value: 0.7).progressViewStyle(Gauge())).displayList.items
        #expect(abs(items[0].frame.width - 70) < 1e-9)
        let indeterminate = ViewHost(ProgressView().progressViewStyle(Gauge())).displayList.items
        #expect(indeterminate[0].frame.width == 0)
    }
}
