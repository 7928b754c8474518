import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Image items in SVG: the bytes (handed to the renderer, else registered) as a data URI in an
// `<image>` stretched to the frame (a self-contained SVG is nested instead: SVGInlineImageTests), a `<pattern>` when tiled, nine nested `<svg>` slices when
// stretched with cap insets; a template tinted by a flood filter in the foreground colour; a
// labelled placeholder without bytes. Parsed with XMLParser, so every document is well-formed.
@MainActor
@Suite("SVG images")
struct SVGImageTests {
    /// A 1 × 1 PNG: one translucent red pixel.
    static let pixelPNG = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!
    /// An SVG with an `id`, so it is embedded as a data URI rather than nested (a self-contained
    /// drawing is nested: see SVGInlineImageTests).
    static let logoSVG = #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect id="logo" width="40" height="20"/></svg>"#

    private static func unique(_ name: String) -> String { "svg-image-\(name)-\(UUID().uuidString)" }

    private static func render(
        _ content: DisplayList.ImageContent, frame: CGRect = CGRect(x: 10, y: 20, width: 80, height: 40),
        foreground: Color? = nil, images: [String: Data] = [:]
    ) throws -> XMLTree {
        let item = DisplayList.Item(content: .image(content), frame: frame, foregroundColor: foreground)
        let svg = SVGRenderer().render(DisplayList(items: [item]), size: CGSize(width: 200, height: 100), background: nil, images: images)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        return try XMLTree.parse(svg)
    }

    /// The elements drawn in the only item's group.
    private static func drawn(_ root: XMLTree) -> [XMLTree] {
        root.children.first { $0.name == "g" }?.children ?? []
    }

    @Test func aRegisteredPNGIsStretchedToTheFrame() throws {
        let name = Self.unique("png")
        ImageRegistry.register(png: Self.pixelPNG, named: name)
        defer { ImageRegistry.unregister(named: name) }
        let root = try Self.render(DisplayList.ImageContent(name: name, naturalSize: CGSize(width: 1, height: 1), resizingMode: .stretch))
        let image = try #require(Self.drawn(root).first)
        #expect(image.name == "image")
        #expect([image["x"], image["y"], image["width"], image["height"]] == ["10", "20", "80", "40"])
        #expect(image["preserveAspectRatio"] == "none")
        #expect(image["xlink:href"] == "data:image/png;base64," + Self.pixelPNG.base64EncodedString())
        #expect(image["filter"] == nil && image["image-rendering"] == nil)
    }

    @Test func aRegisteredSVGIsEmbeddedAsAnSVGDataURI() throws {
        let name = Self.unique("svg")
        ImageRegistry.register(svg: Self.logoSVG, named: name)
        defer { ImageRegistry.unregister(named: name) }
        let host = ViewHost(Image(name), size: CGSize(width: 100, height: 100))
        let image = try #require(Self.drawn(try XMLTree.parse(host.svg())).first)
        #expect([image["x"], image["y"], image["width"], image["height"]] == ["30", "40", "40", "20"])
        #expect(image["xlink:href"] == "data:image/svg+xml;base64," + Data(Self.logoSVG.utf8).base64EncodedString())
    }

    @Test func bytesHandedToTheRendererWinOverTheRegistry() throws {
        let name = Self.unique("both")
        ImageRegistry.register(png: Self.pixelPNG, named: name)
        defer { ImageRegistry.unregister(named: name) }
        let given = try Self.render(DisplayList.ImageContent(name: name), images: [name: Data(Self.logoSVG.utf8)])
        #expect(Self.drawn(given).first?["xlink:href"]?.hasPrefix("data:image/svg+xml;base64,") == true)
        // Bytes of no known format fall back to the registry.
        let junk = try Self.render(DisplayList.ImageContent(name: name), images: [name: Data("junk".utf8)])
        #expect(Self.drawn(junk).first?["xlink:href"]?.hasPrefix("data:image/png;base64,") == true)
    }

    /// A tiled image is a rectangle over the frame filled with a pattern of the image at its
    /// natural size, anchored at the frame's corner.
    @Test func aTiledImageIsAPatternAtTheNaturalSize() throws {
        let name = Self.unique("tile")
        ImageRegistry.register(png: Self.pixelPNG, named: name, scale: 1.0 / 16)   // 16 × 16 points
        defer { ImageRegistry.unregister(named: name) }
        let root = try Self.render(DisplayList.ImageContent(
            name: name, naturalSize: CGSize(width: 16, height: 16), resizingMode: .tile, interpolation: Image.Interpolation.none))
        let rect = try #require(Self.drawn(root).first)
        #expect(rect.name == "rect")
        #expect([rect["x"], rect["y"], rect["width"], rect["height"]] == ["10", "20", "80", "40"])
        #expect(rect["fill"] == "url(#image-tile-1)")
        let pattern = try #require(root.all(named: "pattern").first)
        #expect(pattern["id"] == "image-tile-1")
        #expect(pattern["patternUnits"] == "userSpaceOnUse")
        #expect([pattern["x"], pattern["y"], pattern["width"], pattern["height"]] == ["10", "20", "16", "16"])
        let tile = try #require(pattern.children.first)
        #expect([tile.name, tile["width"], tile["height"]] == ["image", "16", "16"])
        #expect(tile["image-rendering"] == "optimizeSpeed")
    }

    @Test func tilesTooSmallToCountAreStretched() throws {
        let name = Self.unique("dust")
        ImageRegistry.register(png: Self.pixelPNG, named: name, scale: 1000)
        defer { ImageRegistry.unregister(named: name) }
        // 80 × 40 points of 0.001-point tiles would be 3.2 billion tiles.
        let root = try Self.render(DisplayList.ImageContent(name: name, resizingMode: .tile))
        #expect(Self.drawn(root).map(\.name) == ["image"])
        #expect(root.all(named: "pattern").isEmpty)
    }

    /// A template is flooded with the foreground colour wherever it has alpha.
    @Test func aTemplateIsTintedWithTheForegroundColour() throws {
        let name = Self.unique("template")
        ImageRegistry.register(png: Self.pixelPNG, named: name)
        defer { ImageRegistry.unregister(named: name) }
        let root = try Self.render(DisplayList.ImageContent(name: name, isTemplate: true), foreground: .green)
        let image = try #require(Self.drawn(root).first)
        #expect(image["filter"] == "url(#image-tint-1)")
        let filter = try #require(root.all(named: "filter").first)
        #expect(filter["id"] == "image-tint-1")
        #expect(filter.children.map(\.name) == ["feFlood", "feComposite"])
        #expect(filter.children[0]["flood-color"] == "#34c759")
        #expect(filter.children[1]["operator"] == "in" && filter.children[1]["in2"] == "SourceGraphic")
        // Without a foreground colour, the primary colour (black).
        let plain = try Self.render(DisplayList.ImageContent(name: name, isTemplate: true))
        #expect(plain.all(named: "feFlood").first?["flood-color"] == "#000000")
        // Through a host: `renderingMode(.template)` and `foregroundStyle`.
        let host = ViewHost(Image(name).renderingMode(.template).foregroundStyle(.blue))
        #expect(host.svg().contains("<feFlood flood-color=\"#007aff\"/>"))
    }

    @Test func oneTintIsDefinedPerColour() throws {
        let name = Self.unique("tints")
        ImageRegistry.register(png: Self.pixelPNG, named: name)
        defer { ImageRegistry.unregister(named: name) }
        let content = DisplayList.Content.image(DisplayList.ImageContent(name: name, isTemplate: true))
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let list = DisplayList(items: [
            .init(content: content, frame: frame, foregroundColor: .red),
            .init(content: content, frame: frame, foregroundColor: .blue),
            .init(content: content, frame: frame, foregroundColor: .red),
        ])
        let root = try XMLTree.parse(SVGRenderer().render(list, size: CGSize(width: 10, height: 10)))
        #expect(root.all(named: "filter").map { $0["id"] } == ["image-tint-1", "image-tint-2"])
        #expect(root.all(named: "image").map { $0["filter"] } == ["url(#image-tint-1)", "url(#image-tint-2)", "url(#image-tint-1)"])
    }

    /// Cap insets keep the image's corners at their size: 4 × 4 corners of a 16 × 16 image in an
    /// 80 × 40 frame; edges and middle stretch between them.
    @Test func capInsetsCutTheImageInNine() throws {
        let name = Self.unique("nine")
        ImageRegistry.register(png: Self.pixelPNG, named: name, scale: 1.0 / 16)
        defer { ImageRegistry.unregister(named: name) }
        let insets = EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let root = try Self.render(DisplayList.ImageContent(name: name, naturalSize: CGSize(width: 16, height: 16),
                                                             resizingMode: .stretch, capInsets: insets))
        let slices = Self.drawn(root)
        #expect(slices.count == 9)
        #expect(slices.allSatisfy { $0.name == "svg" && $0["preserveAspectRatio"] == "none" })
        #expect(slices.map { $0["viewBox"] } == [
            "0 0 4 4", "4 0 8 4", "12 0 4 4",
            "0 4 4 8", "4 4 8 8", "12 4 4 8",
            "0 12 4 4", "4 12 8 4", "12 12 4 4",
        ])
        #expect(slices.map { [$0["x"], $0["y"], $0["width"], $0["height"]] } == [
            ["10", "20", "4", "4"], ["14", "20", "72", "4"], ["86", "20", "4", "4"],
            ["10", "24", "4", "32"], ["14", "24", "72", "32"], ["86", "24", "4", "32"],
            ["10", "56", "4", "4"], ["14", "56", "72", "4"], ["86", "56", "4", "4"],
        ])
        let source = try #require(root.all(named: "defs").first?.children.first)
        #expect(source.name == "image" && source["id"] == "image-source-1")
        #expect(slices.allSatisfy { $0.children.first?["xlink:href"] == "#image-source-1" })
    }

    @Test func imagesWithoutBytesArePlaceholders() throws {
        let root = try Self.render(DisplayList.ImageContent(name: Self.unique("missing"), resizingMode: .tile))
        #expect(Self.drawn(root).map(\.name) == ["rect", "text"])
        // A system symbol Kinema has no artwork for is never looked up, even when bytes exist.
        let symbol = try Self.render(
            DisplayList.ImageContent(name: "bolt.horizontal", naturalSize: CGSize(width: 17, height: 17), isSystemSymbol: true),
            frame: CGRect(x: 0, y: 0, width: 17, height: 17), images: ["bolt.horizontal": Self.pixelPNG])
        let elements = Self.drawn(symbol)
        #expect(elements.map(\.name) == ["rect", "text"])
        // The label shrinks to about fit the box: 17 ÷ (0.55 × 15 characters).
        let fontSize = try #require(elements[1].all(named: "tspan").first?["font-size"] ?? elements[1]["font-size"])
        let expected: Double = 17 / (0.55 * 15)
        let written = Double(fontSize) ?? 0
        #expect(abs(written - expected) < 0.01)
    }

    @Test func emptyAndNonFiniteFramesDrawNothing() throws {
        let name = Self.unique("empty")
        ImageRegistry.register(png: Self.pixelPNG, named: name)
        defer { ImageRegistry.unregister(named: name) }
        for frame in [CGRect(x: 0, y: 0, width: 0, height: 10), CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
                      CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10)] {
            #expect(Self.drawn(try Self.render(DisplayList.ImageContent(name: name, resizingMode: .tile), frame: frame)).isEmpty)
        }
        // A negative width is the same rectangle, standardised.
        let flipped = try Self.render(DisplayList.ImageContent(name: name), frame: CGRect(x: 90, y: 20, width: -80, height: 40))
        #expect(Self.drawn(flipped).first.map { [$0["x"], $0["width"]] } == ["10", "80"])
        // A bad natural size is never a tile size: the image is stretched.
        let odd = try Self.render(DisplayList.ImageContent(name: "odd", naturalSize: CGSize(width: CGFloat.nan, height: -1), resizingMode: .tile),
                                  images: ["odd": Data("<svg/>".utf8)])
        #expect(Self.drawn(odd).map(\.name) == ["image"])
    }

    /// Symbols go through the path drawing: a `<path>` in the foreground colour.
    @Test func aSymbolIsAPathFilledWithTheForeground() throws {
        let svg = ViewHost(Image(systemName: "heart.fill").font(.largeTitle).foregroundStyle(.red)).svg()
        let path = try #require(Self.drawn(try XMLTree.parse(svg)).first)
        #expect(path.name == "path")
        #expect(path["fill"] == "#ff3b30")
        #expect(path["d"]?.isEmpty == false)
    }
}
