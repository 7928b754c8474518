import Foundation
import Kinema
import KinemaRender
import KinemaTestSupport
import Testing

// Symbol rendering modes, as SwiftUI documents them: monochrome fills the symbol with the
// foreground style; hierarchical fills the first layer with it and the others with the secondary
// and tertiary styles (given, or derived: the foreground at the hierarchical levels' opacities,
// 0.6 and 0.3); palette paints each layer with its own `foregroundStyle(_:_:_:)` style; multicolor
// (and `renderingMode(.original)`) uses the symbol's inherent colours.
@MainActor
@Suite("Symbol rendering modes")
struct SymbolRenderingModeTests {
    /// The layers of the only item a view draws, or `nil` when it is drawn as one fill.
    static func layers(_ view: some View) throws -> (item: DisplayList.Item, layers: [DisplayList.PathLayer]?) {
        let item = try #require(ViewHost(view).displayList.items.first)
        guard case .path(_, let drawing) = item.content else {
            Issue.record("not a path: \(item.content)")
            return (item, nil)
        }
        if case .layers(let layers) = drawing { return (item, layers) }
        return (item, nil)
    }

    @Test func monochromeIsOneFillInTheForeground() throws {
        let (item, layers) = try Self.layers(Image(systemName: "checkmark.circle.fill").foregroundStyle(.green))
        #expect(layers == nil)
        #expect(item.foregroundColor == .green)
    }

    @Test func paletteGivesEachLayerItsStyle() throws {
        let view = Image(systemName: "checkmark.circle.fill")
            .symbolRenderingMode(.palette)
            .foregroundStyle(.white, .blue)
        let (item, found) = try Self.layers(view)
        let layers = try #require(found)
        #expect(layers.count == 2)
        // The mark is the primary layer, in the foreground (white); the disc the secondary, blue.
        #expect(layers[0].color == nil && item.foregroundColor == .white)
        #expect(layers[1].color == .blue)
        #expect(layers.allSatisfy { $0.opacity == 1 })
        // Both colours reach the SVG, each on its own path.
        let root = try XMLTree.parse(ViewHost(view).svg(background: nil))
        let fills = root.all(named: "path").compactMap { $0["fill"] }
        // SwiftUI's blue is (0, 122, 255).
        #expect(fills == ["#ffffff", "#007aff"], "\(fills)")
    }

    @Test func paletteWithOneStyleIsThatStyleEverywhere() throws {
        let view = Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.orange)
        let (item, found) = try Self.layers(view)
        #expect((found ?? []).allSatisfy { $0.color == nil && $0.opacity == 1 })
        #expect(item.foregroundColor == .orange)
    }

    @Test func hierarchicalDerivesTheOtherLayersFromTheForeground() throws {
        // Apple's example: a purple exclamation mark on a lower-opacity purple triangle.
        let view = Image(systemName: "exclamationmark.triangle.fill")
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(.purple)
        let (item, found) = try Self.layers(view)
        let layers = try #require(found)
        #expect(item.foregroundColor == .purple)
        #expect(layers.count == 2)
        #expect(layers[0].color == nil && layers[0].opacity == 1)
        #expect(layers[1].color == nil && layers[1].opacity == 0.6)
        let root = try XMLTree.parse(ViewHost(view).svg(background: nil))
        #expect(root.all(named: "path").compactMap { $0["fill-opacity"] } == ["0.6"])
    }

    @Test func hierarchicalTakesExplicitStyles() throws {
        let view = Image(systemName: "xmark.circle.fill")
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(.red, .gray)
        let layers = try #require(try Self.layers(view).layers)
        #expect(layers[1].color == .gray && layers[1].opacity == 1)
    }

    @Test func multicolorUsesTheSymbolsOwnColours() throws {
        // Apple's example: yellow for the triangle and white for the exclamation mark.
        let triangle = try #require(try Self.layers(
            Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.multicolor)).layers)
        #expect(triangle.map(\.color) == [.white, .yellow])
        let heart = try #require(try Self.layers(
            Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue)).layers)
        #expect(heart.map(\.color) == [.red])
        // `renderingMode(.original)` draws a symbol in its own colours too.
        let original = try #require(try Self.layers(Image(systemName: "heart.fill").renderingMode(.original)).layers)
        #expect(original.map(\.color) == [.red])
        // A symbol without inherent colours stays in the foreground style.
        #expect(try Self.layers(Image(systemName: "star.fill").symbolRenderingMode(.multicolor)).layers == nil)
    }

    @Test func theEnvironmentsModeAppliesToSymbolsInside() throws {
        let view = Label("Done", systemImage: "checkmark.circle.fill")
            .symbolRenderingMode(.palette)
            .foregroundStyle(.white, .green)
        let host = ViewHost(view)
        let layered = host.displayList.items.compactMap { item -> [DisplayList.PathLayer]? in
            if case .path(_, .layers(let layers)) = item.content { return layers }
            return nil
        }
        #expect(layered.first?.last?.color == .green)
    }

    @Test func theSuitsAreDrawn() {
        for name in ["suit.heart", "suit.heart.fill", "suit.diamond", "suit.diamond.fill",
                     "suit.spade", "suit.spade.fill", "suit.club", "suit.club.fill"] {
            let item = ViewHost(Image(systemName: name)).displayList.items.first
            guard case .path(let path, _) = item?.content else {
                Issue.record("\(name) is not drawn: \(String(describing: item?.content))")
                continue
            }
            #expect(!path.isEmpty, "\(name)")
        }
    }
}
