import Foundation
import Kinema
import KinemaTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("SVGRenderer")
struct SVGRendererTests {
    static let size = CGSize(width: 400, height: 300)

    /// A rotation by `radians` about the host point `anchor`.
    static func rotation(_ radians: CGFloat, about anchor: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CGAffineTransform(rotationAngle: radians))
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// A scale by `s` about the host point `anchor`.
    static func scale(_ s: CGFloat, about anchor: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CGAffineTransform(scaleX: s, y: s))
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// Renders a single item on a transparent canvas and parses the result.
    static func render(_ item: DisplayList.Item, images: [String: Data] = [:], precision: Int = 2) throws -> SVGNode {
        let svg = SVGRenderer(precision: precision).render(DisplayList(items: [item]), size: size, background: nil, images: images)
        return try SVGNode.parse(svg)
    }

    /// The content elements of the only item in a document rendered by `render(_:)`.
    static func content(of root: SVGNode) -> [SVGNode] {
        var group = root.children.first { $0.name == "g" }
        while let inner = group?.children.first(where: { $0.name == "g" }) { group = inner }
        return group?.children ?? []
    }

    // MARK: - Document

    @Test func producesAWellFormedSVG11Document() throws {
        let svg = SVGRenderer().render(DisplayList(items: []), size: Self.size)
        #expect(svg.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(svg.hasSuffix("</svg>\n"))
        let root = try SVGNode.parse(svg)
        #expect(root.name == "svg")
        #expect(root["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root["version"] == "1.1")
        #expect(root["width"] == "400")
        #expect(root["height"] == "300")
        #expect(root["viewBox"] == "0 0 400 300")
    }

    @Test func paintsTheBackgroundFirst() throws {
        let list = DisplayList(items: [.init(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        let white = try SVGNode.parse(SVGRenderer().render(list, size: Self.size))
        #expect(white.children.first?.name == "rect")
        #expect(white.children.first?["fill"] == "#ffffff")
        #expect(white.children.first?["width"] == "400")

        let translucent = try SVGNode.parse(SVGRenderer().render(list, size: Self.size, background: .blue.opacity(0.5)))
        #expect(translucent.children.first?["fill"] == "#007aff")
        #expect(translucent.children.first?["fill-opacity"] == "0.5")

        for background in [nil, Color.clear] {
            let root = try SVGNode.parse(SVGRenderer().render(list, size: Self.size, background: background))
            #expect(root.children.map(\.name) == ["g"])
        }
    }

    @Test func badSizesBecomeZero() throws {
        let root = try SVGNode.parse(SVGRenderer().render(DisplayList(), size: CGSize(width: -5, height: CGFloat.nan)))
        #expect(root["width"] == "0")
        #expect(root["height"] == "0")
    }

    @Test func eachItemIsAGroupInPaintOrder() throws {
        let colors: [Color] = [.red, .green, .blue, .white]
        let list = DisplayList(items: colors.map { .init(content: .color($0), frame: CGRect(x: 0, y: 0, width: 10, height: 10)) })
        let root = try SVGNode.parse(SVGRenderer().render(list, size: Self.size, background: nil))
        let groups = root.children.filter { $0.name == "g" }
        #expect(groups.count == 4)
        #expect(groups.map { $0.children.first?["fill"] } == ["#ff3b30", "#34c759", "#007aff", "#ffffff"])
        #expect(groups.allSatisfy { $0["transform"] == "matrix(1 0 0 1 0 0)" && $0["opacity"] == "1" })
    }

    @Test func groupsCarryTheTransformAndOpacity() throws {
        // 30° about (50, 50): cos = 0.866…, sin = 0.5; tx = 50 − 50·cos + 50·sin = 31.70…, ty = −18.30…
        let item = DisplayList.Item(
            content: .color(.red), frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            transform: Self.rotation(.pi / 6, about: CGPoint(x: 50, y: 50)), opacity: 0.256
        )
        let group = try Self.render(item).children[0]
        #expect(group["transform"] == "matrix(0.87 0.5 -0.5 0.87 31.7 -18.3)")
        #expect(group["opacity"] == "0.26")
    }

    @Test func opacityIsClampedAndNaNIsZero() throws {
        let frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(try Self.render(.init(content: .color(.red), frame: frame, opacity: .nan)).children[0]["opacity"] == "0")
        #expect(try Self.render(.init(content: .color(.red), frame: frame, opacity: 3)).children[0]["opacity"] == "1")
    }

    // MARK: - Numbers

    @Test(arguments: [
        // (value, precision, written): rounded half away from zero, no trailing zeros, no -0.
        (CGFloat(10.126), 2, "10.13"), (10.1, 2, "10.1"), (10.0, 2, "10"), (-0.001, 2, "0"), (-0.004, 2, "0"),
        (-0.006, 2, "-0.01"), (0.05, 2, "0.05"), (-12.5, 0, "-13"), (12.5, 0, "13"), (1.23456, 3, "1.235"),
        (1e20, 2, "1000000000000"), (-1e20, 2, "-1000000000000"), (3.14159265, 6, "3.141593"), (2.5, 9, "2.5"),
    ])
    func numbersAreQuantised(value: CGFloat, precision: Int, written: String) throws {
        let item = DisplayList.Item(content: .color(.red), frame: CGRect(x: value, y: 0, width: 1, height: 1))
        let rect = Self.content(of: try Self.render(item, precision: precision))[0]
        #expect(rect["x"] == written)
    }

    @Test func precisionIsClamped() {
        #expect(SVGRenderer(precision: -3).precision == 0)
        #expect(SVGRenderer(precision: 40).precision == 6)
        #expect(SVGRenderer().precision == 2)
    }

    @Test func negativeZeroNeverAppears() throws {
        // A half turn has sin π ≈ 1.2e-16 and a tiny negative shear quantises to zero: none may be
        // written "-0".
        let list = DisplayList(items: [
            .init(content: .color(.red), frame: CGRect(x: -0.0, y: -0.001, width: 10, height: 10),
                  transform: Self.rotation(.pi, about: CGPoint(x: 5, y: 5))),
            .init(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                  transform: CGAffineTransform(a: 1, b: -1e-9, c: -0.0, d: 1, tx: -0.0001, ty: 0),
                  shadow: .init(radius: 2, x: -0.0, y: -0.001)),
        ])
        let svg = SVGRenderer().render(list, size: Self.size)
        #expect(!svg.contains("-0 ") && !svg.contains("-0\"") && !svg.contains("-0)"))
        #expect(svg.contains("matrix(-1 0 0 -1 10 10)"))
    }

    // MARK: - Content kinds

    @Test func colorFillsTheFrame() throws {
        let item = DisplayList.Item(content: .color(.green.opacity(0.5)), frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let rect = Self.content(of: try Self.render(item))[0]
        #expect(rect.name == "rect")
        #expect([rect["x"], rect["y"], rect["width"], rect["height"]] == ["10", "20", "30", "40"])
        #expect(rect["fill"] == "#34c759")
        #expect(rect["fill-opacity"] == "0.5")
        #expect(rect["rx"] == nil)
    }

    @Test func shapesFitTheFrameAsSwiftUIDoes() throws {
        let wide = CGRect(x: 10, y: 20, width: 200, height: 100)
        func element(_ shape: DisplayList.Shape) throws -> SVGNode {
            Self.content(of: try Self.render(.init(content: .shape(shape, fill: .red), frame: wide)))[0]
        }
        let rectangle = try element(.rectangle)
        #expect(rectangle.name == "rect" && rectangle["width"] == "200" && rectangle["rx"] == nil)

        let circle = try element(.circle)
        #expect(circle.name == "circle")
        #expect([circle["cx"], circle["cy"], circle["r"]] == ["110", "70", "50"])

        let ellipse = try element(.ellipse)
        #expect(ellipse.name == "ellipse")
        #expect([ellipse["cx"], ellipse["cy"], ellipse["rx"], ellipse["ry"]] == ["110", "70", "100", "50"])

        let rounded = try element(.roundedRectangle(cornerRadius: 12))
        #expect(rounded.name == "rect" && rounded["rx"] == "12" && rounded["ry"] == "12")

        // The radius is limited to half the shorter side, as in SwiftUI.
        let overRounded = try element(.roundedRectangle(cornerRadius: 80))
        #expect(overRounded["rx"] == "50" && overRounded["ry"] == "50")
        #expect(try element(.roundedRectangle(cornerRadius: -4))["rx"] == nil)

        let capsule = try element(.capsule)
        #expect(capsule.name == "rect" && capsule["rx"] == "50" && capsule["ry"] == "50")
        #expect([capsule["x"], capsule["y"], capsule["width"], capsule["height"]] == ["10", "20", "200", "100"])
    }

    @Test func shapeFillFallsBackToForegroundThenBlack() throws {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let own = Self.content(of: try Self.render(.init(content: .shape(.circle, fill: .red), frame: frame, foregroundColor: .blue)))[0]
        #expect(own["fill"] == "#ff3b30")
        let foreground = Self.content(of: try Self.render(.init(content: .shape(.circle, fill: nil), frame: frame, foregroundColor: .blue)))[0]
        #expect(foreground["fill"] == "#007aff")
        let black = Self.content(of: try Self.render(.init(content: .shape(.circle, fill: nil), frame: frame)))[0]
        #expect(black["fill"] == "#000000")
        #expect(black["fill-opacity"] == nil)
    }

    /// DejaVu Sans at 20 points: lines 2384 × 20 / 2048 = 23.28125 high (ascender 1901 +
    /// descender 483, no line gap), the baseline 1901 × 20 / 2048 = 18.564453125 below a line's top.
    @Test func textIsCentredVerticallyAndAnchoredByAlignment() throws {
        let frame = CGRect(x: 0, y: 100, width: 400, height: 40)
        for (alignment, anchor, x) in [(TextAlignment.leading, "start", "0"), (.center, "middle", "200"), (.trailing, "end", "400")] {
            let layout = DisplayList.TextLayout("Hello", font: .system(size: 20), alignment: alignment)
            let text = Self.content(of: try Self.render(DisplayList.Item(content: .text(layout), frame: frame,
                                                                          foregroundColor: .secondary)))[0]
            #expect(text.name == "text")
            #expect(text.text == "Hello")
            #expect(text["x"] == x)
            // Top 100 + (40 − 23.28125) / 2 = 108.359375, plus the baseline 18.564453125.
            #expect(text["y"] == "126.92")
            #expect(text["text-anchor"] == anchor)
            #expect(text["font-size"] == "20")
            #expect(text["font-family"] == "'DejaVu Sans', Verdana, sans-serif")
            #expect(text["font-weight"] == nil && text["font-style"] == nil)
            #expect(text["fill"] == "#3c3c43")
            #expect(text["fill-opacity"] == "0.6")
        }
    }

    @Test func textDefaultsToBlack() throws {
        let text = Self.content(of: try Self.render(.init(content: .text("A", font: .system(size: 10)), frame: .zero)))[0]
        #expect(text["fill"] == "#000000")
    }

    @Test func textIsEscapedForXML() throws {
        // An astral character that is not an emoji (emoji are drawn, not written: SVGEmojiTests).
        let string = "<b>Tom & \"Jerry\"</b> 'quoted' \u{1}bell é 𝄞"
        let svg = SVGRenderer().render(DisplayList(items: [.init(content: .text(string, font: .system(size: 12)), frame: .zero)]), size: Self.size)
        #expect(svg.contains("&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt; &#39;quoted&#39;"))
        let text = Self.content(of: try SVGNode.parse(svg)).first { $0.name == "text" }
        #expect(text?.text == "<b>Tom & \"Jerry\"</b> 'quoted' \u{FFFD}bell é 𝄞")
    }

    @Test func multilineTextIsOneChunkPerLine() throws {
        let item = DisplayList.Item(content: .text("one\ntwo\nthree", font: .system(size: 10)),
                                    frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let text = Self.content(of: try Self.render(item))[0]
        #expect(text.children.map(\.name) == ["tspan", "tspan", "tspan"])
        #expect(text.children.map(\.text) == ["one", "two", "three"])
        // Leading alignment: every line starts at the frame's left edge.
        #expect(text.children.allSatisfy { $0["x"] == "0" && $0["dy"] == nil })
        // Lines 11.640625 high (2384 × 10 / 2048), 34.921875 in all, centred: the first top is
        // 32.5390625 and each baseline 9.2822265625 (1901 × 10 / 2048) below its line's top.
        #expect(text.children.map { $0["y"] } == ["41.82", "53.46", "65.1"])
        #expect(text["font-size"] == "10" && text["text-anchor"] == "start")
    }

    @Test func textWithoutASizeDrawsNothing() throws {
        for size: CGFloat in [0, -3, .nan] {
            #expect(Self.content(of: try Self.render(.init(content: .text("A", font: .system(size: size)), frame: .zero))).isEmpty)
        }
    }

    @Test func unregisteredImagesArePlaceholders() throws {
        let item = DisplayList.Item(content: .image(name: "cat & dog"), frame: CGRect(x: 10, y: 10, width: 64, height: 64))
        let elements = Self.content(of: try Self.render(item, images: ["cat & dog": Data("not an image".utf8)]))
        #expect(elements.map(\.name) == ["rect", "text"])
        let box = elements[0]
        #expect([box["x"], box["y"], box["width"], box["height"]] == ["10.5", "10.5", "63", "63"])
        #expect(box["rx"] == "6")
        #expect(box["fill"] == "#f2f2f7")
        #expect(box["stroke"] == "#c7c7cc")
        #expect(box["stroke-width"] == "1")
        #expect(elements[1].text == "cat & dog")
        #expect(elements[1]["font-size"] == "11")
    }

    @Test func registeredImagesAreEmbedded() throws {
        let png = try #require(Data(base64Encoded: Self.onePixelPNG))
        let item = DisplayList.Item(content: .image(name: "avatar"), frame: CGRect(x: 0, y: 0, width: 32, height: 16))
        let image = Self.content(of: try Self.render(item, images: ["avatar": png]))[0]
        #expect(image.name == "image")
        #expect([image["x"], image["y"], image["width"], image["height"]] == ["0", "0", "32", "16"])
        #expect(image["preserveAspectRatio"] == "none")
        #expect(image["xlink:href"] == "data:image/png;base64," + Self.onePixelPNG)

        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])
        let jpegImage = Self.content(of: try Self.render(item, images: ["avatar": jpeg]))[0]
        #expect(jpegImage["xlink:href"]?.hasPrefix("data:image/jpeg;base64,") == true)
    }

    // MARK: - Shadows

    @Test func shadowsAreDefinedOncePerDistinctShadow() throws {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let soft = DisplayList.Shadow(radius: 10, x: 1, y: 2)
        let list = DisplayList(items: [
            .init(content: .color(.red), frame: frame, shadow: soft),
            .init(content: .color(.red), frame: frame),
            .init(content: .color(.red), frame: frame, shadow: .init(color: .blue, radius: 4)),
            .init(content: .color(.red), frame: frame, opacity: 0.5, shadow: soft),
            .init(content: .color(.red), frame: frame, shadow: .init(radius: 10.001, x: 1, y: 2)),  // same once written
        ])
        let root = try SVGNode.parse(SVGRenderer().render(list, size: Self.size, background: nil))
        let filters = root.all(named: "filter")
        #expect(filters.map { $0["id"] } == ["shadow-1", "shadow-2"])
        #expect(filters.allSatisfy { $0["filterUnits"] == "userSpaceOnUse" && $0["width"] == "400" && $0["height"] == "300" })

        // The SVG 1.1 spelling of feDropShadow: blur the alpha by radius / 2, offset, flood with
        // the colour, keep it where the shadow is, then draw the content over it.
        let first = filters[0].children
        #expect(first.map(\.name) == ["feGaussianBlur", "feOffset", "feFlood", "feComposite", "feMerge"])
        #expect(first[0]["in"] == "SourceAlpha" && first[0]["stdDeviation"] == "5")
        #expect(first[1]["dx"] == "1" && first[1]["dy"] == "2" && first[1]["in"] == nil)
        #expect(first[2]["flood-color"] == "#000000" && first[2]["flood-opacity"] == "0.33")
        #expect(first[3]["in2"] == first[1]["result"] && first[3]["operator"] == "in")
        #expect(first[4].children.map { $0["in"] } == [nil, "SourceGraphic"])
        let second = filters[1].children
        #expect(second[2]["flood-color"] == "#007aff" && second[2]["flood-opacity"] == nil)

        let groups = root.children.filter { $0.name == "g" }
        #expect(groups.map { $0["filter"] } == ["url(#shadow-1)", nil, "url(#shadow-2)", "url(#shadow-1)", "url(#shadow-1)"])
        // With a shadow, the outer group holds filter and opacity, the inner one the transform.
        #expect(groups[3]["opacity"] == "0.5" && groups[3]["transform"] == nil)
        #expect(groups[3].children.first?["transform"] == "matrix(1 0 0 1 0 0)")
    }

    @Test func invisibleShadowsAreLeftOut() throws {
        let item = DisplayList.Item(content: .color(.red), frame: .zero, shadow: .init(color: .clear, radius: 5))
        let root = try Self.render(item)
        #expect(root.all(named: "filter").isEmpty)
        #expect(root.children[0]["filter"] == nil)
    }

    @Test func badShadowRadiiGiveAHardShadow() throws {
        for radius: CGFloat in [-4, .nan, .infinity] {
            let root = try Self.render(.init(content: .color(.red), frame: .zero, shadow: .init(radius: radius, y: 3)))
            #expect(root.all(named: "feGaussianBlur").isEmpty)
            #expect(root.all(named: "feOffset").first?["in"] == "SourceAlpha")
            #expect(root.all(named: "feOffset").first?["dy"] == "3")
        }
    }

    // MARK: - Robustness

    @Test func nonFiniteItemsAreLeftOut() throws {
        let good = DisplayList.Item(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let list = DisplayList(items: [
            good,
            .init(content: .color(.blue), frame: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)),
            .init(content: .color(.blue), frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5)),
            .init(content: .color(.blue), frame: .zero, transform: CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
            .init(content: .color(.blue), frame: .zero, shadow: .init(radius: 1), viewID: 9)
                .with { $0.transform.ty = -.infinity },
        ])
        let root = try SVGNode.parse(SVGRenderer().render(list, size: Self.size, background: nil))
        #expect(root.children.filter { $0.name == "g" }.count == 1)
        #expect(root.all(named: "filter").isEmpty)
    }

    @Test func renderingIsDeterministic() {
        let renderer = SVGRenderer()
        #expect(renderer.render(Self.scene, size: Self.size) == renderer.render(Self.scene, size: Self.size))
    }

    // MARK: - Snapshot

    @Test func sceneMatchesSnapshot() throws {
        let png = try #require(Data(base64Encoded: Self.onePixelPNG))
        let svg = SVGRenderer().render(Self.scene, size: Self.size, images: ["pixel": png])
        _ = try SVGNode.parse(svg)
        assertSnapshot(svg, named: "scene")
    }

    /// One of each content kind, with rotation, scale, offset, opacity and shadows.
    static let scene = DisplayList(items: [
        .init(content: .color(Color(white: 0.95)), frame: CGRect(x: 0, y: 0, width: 400, height: 300)),
        .init(
            content: .shape(.roundedRectangle(cornerRadius: 16), fill: .blue),
            frame: CGRect(x: 30, y: 30, width: 160, height: 100),
            transform: rotation(-.pi / 12, about: CGPoint(x: 110, y: 80)),
            shadow: .init(color: .black.opacity(0.4), radius: 12, x: 0, y: 6)
        ),
        .init(
            content: .shape(.circle, fill: nil),
            frame: CGRect(x: 240, y: 40, width: 100, height: 100),
            transform: scale(1.2, about: CGPoint(x: 290, y: 90)),
            shadow: .init(radius: 8),
            foregroundColor: .orange
        ),
        .init(content: .shape(.ellipse, fill: .mint), frame: CGRect(x: 30, y: 170, width: 120, height: 60)),
        .init(content: .shape(.capsule, fill: .pink), frame: CGRect(x: 170, y: 180, width: 100, height: 40), opacity: 0.6),
        .init(content: .shape(.rectangle, fill: .purple), frame: CGRect(x: 290, y: 170, width: 40, height: 40),
              transform: CGAffineTransform(translationX: 20, y: 10)),
        .init(content: .text(DisplayList.TextLayout("Kinema <frame> & 1/3", font: .system(size: 18), alignment: .center)),
              frame: CGRect(x: 0, y: 250, width: 400, height: 30),
              foregroundColor: .primary),
        .init(content: .image(name: "avatar"), frame: CGRect(x: 20, y: 240, width: 48, height: 48)),
        .init(content: .image(name: "pixel"), frame: CGRect(x: 340, y: 240, width: 40, height: 40)),
    ])

    /// A 1 × 1 PNG: one translucent red pixel.
    static let onePixelPNG =
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
}

extension DisplayList.Item {
    /// A copy changed by `change`, for building test items inline.
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}

// MARK: - Snapshots

/// Compares `svg` with `__Snapshots__/SVGRendererTests/<name>.svg` next to this file.
func assertSnapshot(
    _ svg: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/SVGRendererTests/\(name).svg")
    assertTextSnapshot(svg, at: url, sourceLocation: sourceLocation)
}

typealias SVGNode = XMLTree
