import Foundation
import KinemaAssetCatalog
import Testing

/// The catalogue reader against `Tests/Fixtures/AssetDemo/Assets.xcassets`, whose JSON is written
/// in the forms Xcode writes (float, 8-bit and hex components; namespaces; @2x files), and against
/// broken catalogues written by the tests.
@Suite("Asset catalogue reading")
struct AssetCatalogReadingTests {
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/AssetDemo/Assets.xcassets")

    @Test func setsAreNamedWithTheirNamespacesOnly() {
        let catalog = AssetCatalog(contentsOf: Self.fixture)
        let colors = Set(catalog.assets.filter { $0.kind == .color }.map(\.name))
        let images = Set(catalog.assets.filter { $0.kind == .image }.map(\.name))
        // `Theme` provides a namespace; `Icons` only groups.
        let expectedColors: Set<String> = ["AccentColor", "BrandColor", "Link Tint", "Theme/Background"]
        #expect(colors == expectedColors)
        #expect(images == ["Glyph", "Logo", "Star", "Vector"])
        #expect(catalog.assets.filter { $0.kind == .symbol }.map(\.name) == ["bolt.ring"])
        #expect(catalog.assets.count == 9)
        #expect(catalog.asset(named: "Theme/Background", kind: .color)?.namespaces == ["Theme"])
        #expect(catalog.asset(named: "Background", kind: .color) == nil)
        #expect(catalog.asset(named: "Star", kind: .image)?.namespaces == [])
    }

    /// The fixture's template has Ultralight-S, Regular-S and Regular-M glyphs inside
    /// `<g id="Symbols">`; Regular-M is read, with its group's matrix and both of its paths (one
    /// in a nested group).
    @Test func aSymbolSetReadsItsRegularMediumGlyph() throws {
        let catalog = AssetCatalog(contentsOf: Self.fixture)
        let asset = try #require(catalog.asset(named: "bolt.ring", kind: .symbol))
        let set = try #require(AssetCatalog.SymbolSet(directory: asset.directory))
        #expect(set.glyph.name == "Regular-M")
        #expect(set.glyph.transform == [1, 0, 0, 1, 1391.01, 1126])
        #expect(set.glyph.pathData.count == 2)
        #expect(set.glyph.pathData.first?.hasPrefix("M0 0 H50 V-60") == true)
    }

    @Test func aTemplateWithoutARegularMediumGlyphFallsBackInOrder() throws {
        func glyph(_ groups: String) -> AssetCatalog.SymbolSet.Glyph? {
            AssetCatalog.SymbolSet.glyph(inTemplate: "<svg><g id=\"Guides\"/><g id=\"Symbols\">\(groups)</g></svg>")
        }
        let small = #"<g id="Regular-S" transform="translate(5, 6) scale(2)"><path d="M0 0h1v1z"/></g>"#
        let bold = #"<g id="Bold-M"><path d="M0 0h2v2z"/></g>"#
        #expect(glyph(bold + small)?.name == "Regular-S")
        // translate then scale: a point is scaled first, then moved.
        #expect(glyph(small)?.transform == [2, 0, 0, 2, 5, 6])
        #expect(glyph(bold)?.name == "Bold-M", "any glyph rather than none")
        #expect(glyph(#"<g id="Regular-M"></g>"#) == nil, "a glyph without paths is no glyph")
        #expect(glyph("") == nil)
        // Paths outside the symbols group are guides and notes, not glyphs.
        #expect(AssetCatalog.SymbolSet.glyph(inTemplate: #"<svg><g id="Notes"><path d="M0 0h1v1z"/></g></svg>"#) == nil)
    }

    @Test func componentsAreReadInEachOfXcodesForms() throws {
        let catalog = AssetCatalog(contentsOf: Self.fixture)
        func set(_ name: String) throws -> AssetCatalog.ColorSet {
            let asset = try #require(catalog.asset(named: name, kind: .color))
            return try #require(AssetCatalog.ColorSet(directory: asset.directory))
        }
        // Floats as written.
        #expect(try set("AccentColor").any == .components(space: .sRGB, red: 1, green: 0.584, blue: 0, alpha: 1))
        // 8-bit integers over 255, with a dark appearance beside.
        let brand = try set("BrandColor")
        let eightBit: (Double, Double, Double) = (51.0 / 255, 102.0 / 255, 204.0 / 255)
        let expectedBrand = CatalogColor.components(space: .sRGB, red: eightBit.0, green: eightBit.1, blue: eightBit.2, alpha: 1)
        #expect(brand.any == expectedBrand)
        #expect(brand.dark == .components(space: .sRGB, red: 1, green: 1, blue: 1, alpha: 1))
        // Hex over 255, in Display P3.
        let hex: (Double, Double) = (242.0 / 255, 247.0 / 255)
        let expectedBackground = CatalogColor.components(space: .displayP3, red: hex.0, green: hex.0, blue: hex.1, alpha: 0.5)
        #expect(try set("Theme/Background").any == expectedBackground)
        #expect(try set("Link Tint").any == .reference("systemBlueColor"))
    }

    @Test func anImageSetGivesItsHighestScaleFile() throws {
        let catalog = AssetCatalog(contentsOf: Self.fixture)
        let logoAsset = try #require(catalog.asset(named: "Logo", kind: .image))
        let logo = try #require(AssetCatalog.ImageSet(directory: logoAsset.directory))
        // 1x and 3x name no file; the 2x file is the one there is.
        #expect(logo.file.lastPathComponent == "logo@2x.png")
        #expect(logo.scale == 2)
        let starAsset = try #require(catalog.asset(named: "Star", kind: .image))
        let star = try #require(AssetCatalog.ImageSet(directory: starAsset.directory))
        #expect(star.file.lastPathComponent == "star.svg")
        #expect(star.scale == 1)
    }

    @Test func brokenCataloguesLoadWithWhatCanBeRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        for folder in ["Good.colorset", "NotJSON.colorset", "NoColors.colorset", "Empty.imageset", "Missing.imageset"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        func write(_ text: String, _ path: String) throws {
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        try write(#"{"colors":[{"color":{"components":{"red":"0.5","green":"0.5","blue":"0.5","alpha":"1"}}}]}"#, "Good.colorset/Contents.json")
        try write("{ not json", "NotJSON.colorset/Contents.json")
        try write(#"{"colors":[{"color":{"components":{"red":"nan","green":"x"}}}]}"#, "NoColors.colorset/Contents.json")
        try write(#"{"images":[]}"#, "Empty.imageset/Contents.json")
        try write(#"{"images":[{"filename":"gone.png","scale":"1x"},{"filename":"../escape.png"}]}"#, "Missing.imageset/Contents.json")

        let catalog = AssetCatalog(contentsOf: root)
        #expect(catalog.assets.count == 5)
        func colorSet(_ name: String) -> AssetCatalog.ColorSet? {
            catalog.asset(named: name, kind: .color).flatMap { AssetCatalog.ColorSet(directory: $0.directory) }
        }
        // No colour space means sRGB; an alpha of "1" is 1.
        #expect(colorSet("Good")?.any == .components(space: .sRGB, red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(colorSet("NotJSON") == nil)
        #expect(colorSet("NoColors") == nil)
        for name in ["Empty", "Missing"] {
            #expect(catalog.asset(named: name, kind: .image).flatMap { AssetCatalog.ImageSet(directory: $0.directory) } == nil)
        }
        // A folder that is not there is a catalogue with nothing in it.
        #expect(AssetCatalog(contentsOf: root.appendingPathComponent("nowhere.xcassets")).assets.isEmpty)
    }
}
