import Foundation
import Kinema
import Testing

// A gradient as a foreground style paints the content with itself: a view's content becomes the
// mask of the gradient laid out on the view's frame; a Text's runs carry the gradient, drawn on
// the text's frame.
@MainActor
@Suite("Gradient foreground styles")
struct GradientForegroundTests {
    private let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)

    /// The circle is the mask (never drawn itself); the gradient fills the circle's frame, in a
    /// mask group with the same id.
    @Test func aViewIsAMaskForTheGradient() {
        let host = ViewHost(Circle().frame(width: 50, height: 50).foregroundStyle(gradient))
        let items = host.displayList.items
        #expect(items.count == 2)
        #expect(items[0].groups.map(\.effect) == [.maskSource])
        #expect(items[1].groups.map(\.effect) == [.mask])
        #expect(items[0].groups[0].id == items[1].groups[0].id)
        #expect(items[1].frame == CGRect(x: 175, y: 175, width: 50, height: 50))
        guard case .path(_, .gradientFill(.linearGradient(let stops, _, _), _)) = items[1].content else {
            Issue.record("not a gradient fill: \(items[1].content)")
            return
        }
        #expect(stops.map(\.color) == [.red, .blue])
    }

    /// A colour keeps the animatable foreground colour: no groups.
    @Test func aColourIsAForegroundColour() {
        let host = ViewHost(Circle().frame(width: 50, height: 50).foregroundStyle(.red))
        #expect(host.displayList.items.count == 1)
        #expect(host.displayList.items[0].foregroundColor == .red)
        #expect(host.displayList.items[0].groups.isEmpty)
    }

    /// `Text.foregroundStyle` with a gradient keeps it in the run (its colour is the fallback),
    /// and the SVG fills the text with a gradient on the text's frame.
    @Test func textRunsCarryTheGradient() throws {
        let host = ViewHost(Text("Gradient").font(.title).foregroundStyle(gradient))
        guard case .text(let layout) = host.displayList.items[0].content else {
            Issue.record("not text")
            return
        }
        let paint = try #require(layout.runs.first?.paint)
        #expect(paint == ResolvedPaint(gradient))
        #expect(layout.runs.first?.color == .red)
        let svg = host.svg()
        #expect(svg.contains("<linearGradient id=\"paint-1\""))
        #expect(svg.contains("fill=\"url(#paint-1)\""))
    }
}
