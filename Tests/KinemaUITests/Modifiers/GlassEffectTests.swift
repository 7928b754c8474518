import Foundation
import Kinema
import Testing

// iOS 26's glass, as Kinema draws it (see `Glass`): a translucent material in the effect's shape
// behind the view, a tint over it at a quarter opacity, a thin rim; `.identity` draws nothing.
@MainActor
@Suite("Glass effect")
struct GlassEffectTests {
    static func items(_ view: some View) -> [DisplayList.Item] {
        ViewHost(view, size: CGSize(width: 200, height: 200)).displayList.items
    }

    @Test func glassIsDrawnBehindTheView() {
        let plain = Self.items(Text("Hello").padding())
        let glass = Self.items(Text("Hello").padding().glassEffect())
        // Material, rim, then the text.
        #expect(glass.count == plain.count + 2)
        guard case .text = glass.last?.content else {
            Issue.record("the text is not in front: \(String(describing: glass.last?.content))")
            return
        }
        // The capsule is the padded text's frame.
        #expect(glass[0].frame == plain[0].frame.insetBy(dx: -16, dy: -16))
    }

    @Test func aTintAddsItsLayer() {
        let tinted = Self.items(Text("Hello").padding().glassEffect(.regular.tint(.orange).interactive(), in: .rect(cornerRadius: 12)))
        #expect(tinted.count == 4)
        #expect(tinted.contains { item in
            if case .path(_, .fill(let color, _)) = item.content { return color == Color.orange.opacity(0.25) }
            if case .shape(_, let fill) = item.content { return fill == Color.orange.opacity(0.25) }
            return false
        })
    }

    @Test func identityGlassDrawsNothing() {
        let plain = Self.items(Text("Hello").padding()).count
        #expect(Self.items(Text("Hello").padding().glassEffect(.identity)).count == plain)
        #expect(Glass.regular.tint(.red) != Glass.regular)
    }

    @Test func glassButtonsAct() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                GlassEffectContainer(spacing: 10) {
                    Button("Add \(count)") { count += 1 }.buttonStyle(.glassProminent)
                }
            }
        }
        let host = ViewHost(Counter(), size: CGSize(width: 200, height: 200))
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        let texts = host.displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content { return layout.string }
            return nil
        }
        #expect(texts == ["Add 1"])
    }
}
