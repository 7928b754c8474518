import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Groups become nested SVG elements around the items they apply to: clip paths, alpha masks,
// filters, blend modes and isolated compositing groups, opened and closed where consecutive
// items' groups differ.
@MainActor
@Suite("SVG groups")
struct SVGGroupTests {
    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// A clip is a `<clipPath>` in host coordinates, referenced by the `<g>` around the item.
    @Test func aClipIsAClipPath() {
        let svg = ViewHost(Color.red.frame(width: 40, height: 40).clipShape(Rectangle())).svg()
        #expect(svg.contains("<clipPath id=\"clip-1\" clipPathUnits=\"userSpaceOnUse\"><path d=\"M180 180 L220 180 L220 220 L180 220 Z\"/></clipPath>"))
        #expect(svg.contains("<g clip-path=\"url(#clip-1)\">"))
    }

    /// Two items under one blur share one filter and one `<g>`; the filter's standard deviation
    /// is half the radius.
    @Test func oneGroupForConsecutiveItems() {
        let svg = ViewHost(HStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }.blur(radius: 8)).svg()
        #expect(count("<filter id=\"effect-", in: svg) == 1)
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"4\"/>"))
        #expect(count("<g filter=\"url(#effect-1)\">", in: svg) == 1)
        // Every opened `<g>` is closed.
        #expect(count("<g", in: svg) == count("</g>", in: svg))
    }

    /// A mask's items are drawn inside a `<mask>` made alpha-only by a filter defined once; the
    /// masked content refers to it.
    @Test func aMaskIsAnAlphaMask() {
        let svg = ViewHost(Color.red.frame(width: 40, height: 40).mask { Circle() }).svg()
        #expect(svg.contains("<filter id=\"kinema-alpha-mask\""))
        #expect(svg.contains("values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\""))
        let maskID = svg.components(separatedBy: "<g mask=\"url(#").dropFirst().first?.prefix { $0 != ")" }
        #expect(maskID != nil)
        if let maskID { #expect(svg.contains("<mask id=\"\(maskID)\" maskUnits=\"userSpaceOnUse\"")) }
        #expect(count("<mask ", in: svg) == count("</mask>", in: svg))
    }

    /// Colour effects write SVG's colour matrices and transfer functions.
    @Test func colourFiltersAreSpelledOut() {
        let brightness = ViewHost(Color.red.brightness(0.25)).svg()
        #expect(brightness.contains("<feFuncR type=\"linear\" slope=\"1\" intercept=\"0.25\"/>"))
        let contrast = ViewHost(Color.red.contrast(2)).svg()
        #expect(contrast.contains("<feFuncG type=\"linear\" slope=\"2\" intercept=\"-0.5\"/>"))
        let grey = ViewHost(Color.red.saturation(0)).svg()
        // Saturation 0: every row is the luminance weights.
        #expect(grey.contains("values=\"0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0 0 0 1 0\""))
        let hue = ViewHost(Color.red.hueRotation(.degrees(90))).svg()
        #expect(hue.contains("<feColorMatrix type=\"hueRotate\" values=\"90\"/>"))
        let invert = ViewHost(Color.red.colorInvert()).svg()
        #expect(invert.contains("tableValues=\"1 0\""))
    }

    /// A blend mode is CSS; a compositing group is isolated and carries the outer opacity.
    @Test func blendModesAndCompositingGroups() {
        let svg = ViewHost(Color.red.frame(width: 20, height: 20).blendMode(.colorDodge)).svg()
        #expect(svg.contains("<g style=\"mix-blend-mode:color-dodge\">"))
        let group = ViewHost(Color.red.frame(width: 20, height: 20).compositingGroup().opacity(0.5)).svg()
        #expect(group.contains("<g style=\"isolation:isolate\" opacity=\"0.5\">"))
    }

    /// Nested groups nest in the document: a clip inside a blur.
    @Test func groupsNest() {
        let svg = ViewHost(Color.red.frame(width: 20, height: 20).clipped().blur(radius: 2)).svg()
        let blur = svg.range(of: "<g filter=")!.lowerBound
        let clip = svg.range(of: "<g clip-path=")!.lowerBound
        #expect(blur < clip)
    }

    /// A composite scene — a clipped gradient, a masked text, a blurred and saturated stack, a
    /// 3-D rotation and a blend mode — against its reviewed snapshot.
    @Test func aCompositeSceneMatchesItsSnapshot() throws {
        let view = VStack(spacing: 16) {
            HStack(spacing: 16) {
                LinearGradient(colors: [.purple, .orange], startPoint: .top, endPoint: .bottom)
                    .frame(width: 80, height: 80)
                    .clipShape(RoundedRectangle(cornerRadius: 20))
                Color.blue.frame(width: 120, height: 60)
                    .mask { Text("Mask").font(.largeTitle.bold()) }
            }
            HStack(spacing: 16) {
                VStack { Circle().fill(.red); Circle().fill(.green) }
                    .frame(width: 40, height: 90)
                    .blur(radius: 3)
                    .saturation(0.5)
                Text("Tilt").font(.title).rotation3DEffect(.degrees(40), axis: (x: 1, y: 0, z: 0))
                ZStack { Circle().fill(.yellow); Circle().fill(.cyan).offset(x: 20).blendMode(.multiply) }
                    .frame(width: 60, height: 60)
                    .compositingGroup()
                    .opacity(0.8)
            }
        }
        let svg = ViewHost(view).svg()
        _ = try XMLTree.parse(svg)
        assertSnapshot(svg, named: "effects")
    }
}
