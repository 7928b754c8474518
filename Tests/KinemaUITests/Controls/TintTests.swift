import Foundation
import Kinema
import Testing

// `tint(_:)` is an environment value: controls draw their accent with it, and `.tint` as a fill or
// a foreground style reads it; the default is the accent colour (SwiftUI: "the default tint is the
// accent color").

@MainActor
@Suite("Tint")
struct TintTests {
    private func fill<V: View>(_ view: V) -> Color? {
        guard case .shape(_, let fill) = ViewHost(view).displayList.items[0].content else { return nil }
        return fill
    }

    @Test func tintFillsReadTheEnvironment() {
        #expect(fill(Circle().fill(.tint)) == .accentColor)
        #expect(fill(Circle().fill(.tint).tint(.green)) == .green)
        #expect(fill(VStack { Circle().fill(.tint) }.tint(.orange)) == .orange)
        // The innermost tint wins; `nil` restores the default; `.tint(.tint)` keeps what is set.
        #expect(fill(Circle().fill(.tint).tint(.red).tint(.blue)) == .red)
        #expect(fill(Circle().fill(.tint).tint(Color?.none).tint(.blue)) == .accentColor)
        #expect(fill(Circle().fill(.tint).tint(TintShapeStyle()).tint(.blue)) == .blue)
        #expect(fill(Circle().fill(.tint.opacity(0.5)).tint(.green)) == Color.green.opacity(0.5))
    }

    @Test func foregroundTintReadsTheEnvironment() {
        let host = ViewHost(Rectangle().foregroundStyle(.tint).tint(.purple))
        #expect(host.displayList.items[0].foregroundColor == .purple)
    }

    /// A style that is not one colour tints with its first stop, as SwiftUI's controls do.
    @Test func aGradientTintsWithItsFirstStop() {
        let gradient = LinearGradient(colors: [.pink, .yellow], startPoint: .leading, endPoint: .trailing)
        #expect(fill(Circle().fill(.tint).tint(gradient)) == .pink)
        let button = ViewHost(Button {} label: { Rectangle().frame(width: 10, height: 10) }.tint(gradient))
        #expect(button.displayList.items[0].foregroundColor == .pink)
    }

    /// Changing the tint under an animation animates what is drawn with it.
    @Test func aTintChangeAnimates() {
        struct Swatch: View {
            @State var warm = false
            var body: some View {
                Circle().fill(.tint)
                    .tint(warm ? .orange : .blue)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { warm = true } }
            }
        }
        let host = ViewHost(Swatch())
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        guard case .shape(_, let mid?) = host.displayList.items[0].content else {
            Issue.record("a filled circle")
            return
        }
        #expect(mid != .blue && mid != .orange)
        host.advance(by: 1)
        guard case .shape(_, let end) = host.displayList.items[0].content else { return }
        #expect(end == .orange)
    }
}
