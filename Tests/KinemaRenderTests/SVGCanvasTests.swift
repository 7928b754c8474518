import Foundation
import Kinema
import KinemaTestSupport
import Testing

// A canvas's drawing reaches the SVG through the ordinary items: paths in `<g transform>`s, its
// bounds as a clip path, layer clips as alpha masks, filters and blend modes as groups.
@MainActor
@Suite("SVG of a canvas")
struct SVGCanvasTests {
    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// One of each: a translated fill, a blurred stroke, a multiply-blended fill, text, and a
    /// fill masked by a layer clip — in a 200 × 120 canvas placed at (100, 140) in the host.
    private static func canvas() -> some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(white: 0.95)))
            var moved = context
            moved.translateBy(x: 40, y: 30)
            moved.fill(Path(ellipseIn: CGRect(x: -20, y: -20, width: 40, height: 40)), with: .color(.blue))
            var blurred = context
            blurred.addFilter(.blur(radius: 4))
            blurred.stroke(Path(CGRect(x: 90, y: 10, width: 40, height: 40)), with: .color(.orange), lineWidth: 3)
            var blended = context
            blended.blendMode = .multiply
            blended.fill(Path(ellipseIn: CGRect(x: 110, y: 20, width: 40, height: 40)), with: .color(.pink))
            context.draw(Text("Canvas"), at: CGPoint(x: 60, y: 90))
            context.clipToLayer { mask in
                mask.fill(Path(ellipseIn: CGRect(x: 140, y: 70, width: 40, height: 40)), with: .color(.black))
            }
            context.fill(
                Path(CGRect(x: 130, y: 60, width: 60, height: 60)),
                with: .linearGradient(Gradient(colors: [.red, .yellow]), startPoint: CGPoint(x: 130, y: 60), endPoint: CGPoint(x: 190, y: 120)))
        }
        .frame(width: 200, height: 120)
    }

    @Test func drawingBecomesNestedGroups() throws {
        let svg = ViewHost(Self.canvas(), size: CGSize(width: 400, height: 400)).svg()
        let root = try XMLTree.parse(svg)
        // The canvas's bounds, in host coordinates, clip everything it draws: one clip path.
        let clips = root.all(named: "clipPath")
        #expect(clips.first?.children.first?["d"] == "M100 140 L300 140 L300 260 L100 260 Z")
        // The translated circle: its path at the canvas's origin in the host (100, 140), moved by
        // the context's translation in the item's transform.
        #expect(svg.contains("<g transform=\"matrix(1 0 0 1 40 30)\" opacity=\"1\">"))
        #expect(svg.contains("<path d=\"M120 140 C120 151.05"))
        // GraphicsContext's blur radius is the standard deviation itself.
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"4\"/>"))
        #expect(svg.contains("style=\"mix-blend-mode:multiply\""))
        #expect(root.all(named: "text").count == 1)
        // The layer clip: one alpha mask, referred to by the gradient fill's group.
        let masks = root.all(named: "mask")
        #expect(masks.count == 1)
        let maskID = try #require(masks.first?["id"])
        #expect(svg.contains("<g mask=\"url(#\(maskID))\">"))
        #expect(root.all(named: "linearGradient").count == 1)
        #expect(count("<g", in: svg) == count("</g>", in: svg))
        #expect(!svg.lowercased().contains("nan"))
    }

    @Test func canvasMatchesSnapshot() throws {
        let svg = ViewHost(Self.canvas(), size: CGSize(width: 400, height: 400)).svg()
        _ = try XMLTree.parse(svg)
        assertSnapshot(svg, named: "canvas")
    }
}
