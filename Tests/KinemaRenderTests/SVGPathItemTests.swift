import Foundation
import Kinema
import Testing

// Path items become `<path>` elements: the outline in layout coordinates, the fill or the stroke's
// attributes as SVG spells them, and nothing at all for an empty path or an invisible stroke.
@MainActor
@Suite("SVG path items")
struct SVGPathItemTests {
    @Test func aStrokeCarriesItsStyle() {
        let host = ViewHost(
            Rectangle()
                .stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1))
                .frame(width: 40, height: 20))
        let svg = host.svg()
        // The rectangle's outline, moved to its frame (180, 190) in the 400 × 400 host.
        #expect(svg.contains("<path d=\"M180 190 L220 190 L220 210 L180 210 Z\""))
        #expect(svg.contains(" fill=\"none\" stroke=\"#007aff\" stroke-width=\"4\""))
        #expect(svg.contains(" stroke-linecap=\"round\" stroke-linejoin=\"bevel\""))
        #expect(svg.contains(" stroke-dasharray=\"4 2\" stroke-dashoffset=\"1\""))
    }

    @Test func anEvenOddFillSaysSo() {
        let ring = Path { path in
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            path.addEllipse(in: CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        let host = ViewHost(ring.fill(.red, style: FillStyle(eoFill: true)).frame(width: 20, height: 20))
        #expect(host.svg().contains(" fill=\"#ff3b30\" fill-rule=\"evenodd\"/>"))
    }

    @Test func nothingIsDrawnForAnEmptyPathOrAZeroWidthStroke() {
        let empty = ViewHost(Path().stroke(.black, lineWidth: 2).frame(width: 20, height: 20))
        #expect(!empty.svg().contains("<path"))
        let invisible = ViewHost(Circle().stroke(.black, lineWidth: .nan).frame(width: 20, height: 20))
        #expect(!invisible.svg().contains("<path"))
    }
}

/// Gradient fills and strokes reach the SVG as paint servers placed on the item's frame.
@MainActor
@Suite("SVG gradient items")
struct SVGGradientItemTests {
    @Test func aGradientFillIsALinearGradientOnTheFrame() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let host = ViewHost(Rectangle().fill(gradient).frame(width: 40, height: 20))
        #expect(host.displayList.items[0].content
            == .path(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), .gradientFill(ResolvedPaint(gradient), eoFill: false)))
        let svg = host.svg()
        // From the top of the frame (180, 190) to its bottom (180, 210), in layout coordinates.
        #expect(svg.contains("<linearGradient id=\"paint-1\" gradientUnits=\"userSpaceOnUse\" x1=\"200\" y1=\"190\" x2=\"200\" y2=\"210\">"))
        #expect(svg.contains("<path d=\"M180 190 L220 190 L220 210 L180 210 Z\" fill=\"url(#paint-1)\"/>"))
    }

    @Test func aGradientStrokeKeepsItsStyle() {
        let ring = Circle().stroke(AngularGradient(colors: [.red, .yellow, .red], center: .center), lineWidth: 6)
        let svg = ViewHost(ring.frame(width: 40, height: 40)).svg()
        #expect(svg.contains(" fill=\"none\" stroke=\"url(#paint-1)\" stroke-width=\"6\""))
        #expect(svg.contains("<pattern id=\"paint-1\""))
    }
}
