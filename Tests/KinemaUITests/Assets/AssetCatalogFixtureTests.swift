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

    /// Glyph.imageset says `"template-rendering-intent": "template"` (Xcode's *Render As: Template
    /// Image*): SwiftUI draws it in the foreground style unless `renderingMode(.original)` is set.
    @Test func aTemplateImageSetDrawsAsATemplateUnlessTheViewSaysOriginal() {
        func isTemplate(_ image: Image) -> Bool? {
            guard case .image(let content)? = ViewHost(image).displayList.items.first?.content else { return nil }
            return content.isTemplate
        }
        #expect(isTemplate(Image("Glyph", bundle: AssetDemoValues.bundle)) == true)
        #expect(isTemplate(Image("Glyph", bundle: AssetDemoValues.bundle)) == true, "a second lookup remembers the intent")
        #expect(isTemplate(AssetDemoValues.glyph) == true)
        #expect(isTemplate(Image("Glyph", bundle: AssetDemoValues.bundle).renderingMode(.original)) == false)
        #expect(isTemplate(Image("Glyph", bundle: AssetDemoValues.bundle).renderingMode(nil)) == true)
        #expect(isTemplate(Image("Star", bundle: AssetDemoValues.bundle)) == false, "a set without the intent draws as it is")
        #expect(isTemplate(Image("Star", bundle: AssetDemoValues.bundle).renderingMode(.template)) == true)
    }

    /// bolt.ring.symbolset's template has Ultralight-S, Regular-S and Regular-M glyphs; its
    /// Regular-M is a 50 × 60 rectangle (with a ring inside) in template units, which are points
    /// at a 100-point font. SwiftUI sizes a custom symbol with the font, as a system symbol.
    @Test func aSymbolSetDrawsItsRegularMediumGlyphSizedByTheFont() throws {
        func frame(_ image: some View) -> CGSize? { ViewHost(image).displayList.items.first?.frame.size }
        #expect(frame(Image("bolt.ring", bundle: AssetDemoValues.bundle).font(.system(size: 100))) == CGSize(width: 50, height: 60))
        let small = try #require(frame(Image("bolt.ring", bundle: AssetDemoValues.bundle).font(.system(size: 20))))
        #expect(abs(small.width - 10) < 1e-9 && abs(small.height - 12) < 1e-9)
        #expect(frame(AssetDemoValues.boltRing.font(.system(size: 100))) == CGSize(width: 50, height: 60))
        // Drawn as a path in the foreground style, not as a placeholder image.
        let host = ViewHost(Image("bolt.ring", bundle: AssetDemoValues.bundle).font(.system(size: 100)).foregroundStyle(.red))
        guard case .path(let path, _)? = host.displayList.items.first?.content else {
            Issue.record("a custom symbol draws as a path")
            return
        }
        #expect(path.boundingRect.size == CGSize(width: 50, height: 60))
        // A symbol set is not a system symbol.
        #expect(frame(Image(systemName: "bolt.ring").font(.system(size: 100))) == CGSize(width: 100, height: 100))
    }

    /// BrandColor.colorset's dark appearance is 8-bit (255, 255, 255); Theme/Background has none.
    @Test func aColourSetDrawsItsDarkAppearanceInTheDark() {
        #expect(AssetDemoValues.brand.resolved(in: .dark) == .white)
        #expect(AssetDemoValues.brand.resolved(in: .light) == Self.brand)
        #expect(AssetDemoValues.brand.opacity(0.5).resolved(in: .dark) == Color.white.opacity(0.5))
        #expect(AssetDemoValues.themeBackground.resolved(in: .dark) == AssetDemoValues.themeBackground)
        let host = ViewHost(Rectangle().fill(AssetDemoValues.brand).preferredColorScheme(.dark), size: CGSize(width: 10, height: 10))
        let fill: Color? = switch host.displayList.items.first?.content {
        case .shape(_, let fill)?: fill
        case .path(_, .fill(let color, _))?: color
        default: nil
        }
        #expect(fill == .white)
    }

    @Test func aNameInNoCatalogueKeepsItsFallback() {
        #expect(Color("Definitely Not In Any Catalogue") == Color.unknownNamePlaceholder)
        #expect(AssetCatalogs.names(in: nil).contains("BrandColor"))
        #expect(!AssetCatalogs.names(in: nil).contains("Definitely Not In Any Catalogue"))
    }
}
