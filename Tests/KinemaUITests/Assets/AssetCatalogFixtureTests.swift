import AssetDemo
import Foundation
import Kinema
import Testing

/// `Tests/Fixtures/AssetDemo`, a target set up as a client sets one up (its catalogue a resource,
/// the `KinemaAssetSymbols` plugin): the generated symbols and the names resolve to the sets'
/// colours and images, as the catalogue's JSON states them.
@MainActor
@Suite("Asset catalogues in an app")
struct AssetCatalogFixtureTests {
    /// BrandColor.colorset: 8-bit (51, 102, 204).
    static let brand = Color(red: 51.0 / 255, green: 102.0 / 255, blue: 204.0 / 255)

    @Test func generatedColourSymbolsAndNamesGiveTheSetsColours() {
        #expect(AssetDemoValues.brand == Self.brand)
        #expect(AssetDemoValues.brandByName == Self.brand)
        // `bundle: nil` searches the resource bundles beside the program too.
        #expect(AssetDemoValues.brandFromMainBundle == Self.brand)
        #expect(AssetDemoValues.accent == Color(red: 1, green: 0.584, blue: 0))
        // Display P3 components drawn as they are (Kinema's documented rule), alpha 0.5.
        #expect(AssetDemoValues.themeBackground == Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, opacity: 0.5))
        // A reference to systemBlueColor is UIKit's system blue, (0, 122, 255).
        #expect(AssetDemoValues.linkTint == Color(red: 0, green: 122.0 / 255, blue: 1))
        #expect(Color(uiColor: AssetDemoValues.linkTintUIColor) == AssetDemoValues.linkTint)
        #expect(UIColor(named: "BrandColor").map { Color(uiColor: $0) } == Self.brand)
        #expect(UIColor(named: "NoSuchColour") == nil)
        // UIKit's full form, as iOS code writes it.
        #expect(UIColor(named: "BrandColor", in: nil, compatibleWith: UITraitCollection.current).map { Color(uiColor: $0) } == Self.brand)
    }

    @Test func generatedImageSymbolsDrawTheSetsFilesAtTheirSizeInPoints() {
        func size(_ image: Image) -> CGSize? { ViewHost(image).displayList.items.first?.frame.size }
        // logo@2x.png is 40 × 20 pixels: 20 × 10 points. star.svg says 24 × 24.
        #expect(size(AssetDemoValues.logo) == CGSize(width: 20, height: 10))
        #expect(size(AssetDemoValues.star) == CGSize(width: 24, height: 24))
        #expect(ImageRegistry.entry(named: "Logo")?.format == .png)
        #expect(ImageRegistry.entry(named: "Star")?.format == .svg)
    }

    @Test func theViewDrawsWithTheCatalogue() {
        let size = CGSize(width: 300, height: 80)
        let svg = SVGRenderer().render(ViewHost(BadgeView(), size: size).displayList, size: size)
        #expect(svg.contains("#3366cc"), "the brand colour on the text")
        #expect(svg.contains("data:image/png;base64,"), "the logo embedded")
        #expect(svg.contains("<path d=\"M12 2l3 7h7"), "the star drawn from its SVG")
    }

    @Test func aNameInNoCatalogueKeepsItsFallback() {
        #expect(Color("Definitely Not In Any Catalogue") == Color.unknownNamePlaceholder)
        #expect(AssetCatalogs.names(in: nil).contains("BrandColor"))
        #expect(!AssetCatalogs.names(in: nil).contains("Definitely Not In Any Catalogue"))
    }
}
