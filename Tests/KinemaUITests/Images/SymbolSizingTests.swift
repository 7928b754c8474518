import Foundation
import Kinema
import Testing

// A symbol is sized like the text around it: its artwork's height in design units (100 for a
// full-height symbol) maps to the font's point size (iOS's text style sizes at the default Dynamic
// Type size: body 17, caption 12, title 28, large title 34), times the image scale's factor
// (small 0.8, medium 1, large 1.3: AppKit documents small as about 20 % smaller than medium and
// large as about 30 % larger). A name without artwork is a square of that size.
@MainActor
@Suite("Symbol sizing")
struct SymbolSizingTests {
    private static let fonts: [(Font, CGFloat)] = [
        (.body, 17), (.caption, 12), (.title, 28), (.largeTitle, 34), (.system(size: 40), 40), (.system(size: 9), 9),
    ]
    private static let scales: [(Image.Scale, CGFloat)] = [(.small, 0.8), (.medium, 1), (.large, 1.3)]

    private func size<V: View>(_ view: V) -> CGSize {
        ViewHost(view).displayList.items.first?.frame.size ?? .zero
    }

    private func expected(_ name: String, points: CGFloat, factor: CGFloat) -> CGSize {
        let artwork = SystemSymbols.artwork(named: name)!
        return CGSize(width: artwork.size.width * points * factor / 100, height: artwork.size.height * points * factor / 100)
    }

    private func close(_ a: CGSize, _ b: CGSize) -> Bool {
        abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func aSymbolFollowsTheFontAndTheImageScale() {
        for (font, points) in Self.fonts {
            for (scale, factor) in Self.scales {
                let measured = size(Image(systemName: "heart.fill").font(font).imageScale(scale))
                #expect(close(measured, expected("heart.fill", points: points, factor: factor)), "\(font) \(scale)")
            }
        }
    }

    @Test func theBodyFontAndTheMediumScaleAreTheDefaults() {
        #expect(close(size(Image(systemName: "star")), expected("star", points: 17, factor: 1)))
        // A full-height symbol is about the body's point size tall.
        let heart = size(Image(systemName: "heart.fill"))
        #expect(heart.height > 15 && heart.height <= 17)
    }

    @Test func aNameWithoutArtworkIsASquareOfTheSymbolSize() {
        for (font, points) in Self.fonts {
            for (scale, factor) in Self.scales {
                let measured = size(Image(systemName: "no.such.symbol").font(font).imageScale(scale))
                #expect(close(measured, CGSize(width: points * factor, height: points * factor)))
            }
        }
    }

    @Test func theFontAndScaleComeFromTheEnvironmentInnermostFirst() {
        let host = ViewHost(VStack {
            Image(systemName: "bell")
            Image(systemName: "bell").imageScale(.small).font(.caption)
        }
        .font(.largeTitle)
        .imageScale(.large))
        let sizes = host.displayList.items.map(\.frame.size)
        #expect(close(sizes[0], expected("bell", points: 34, factor: 1.3)))
        #expect(close(sizes[1], expected("bell", points: 12, factor: 0.8)))
    }

    /// Bold text gets the bold artwork: wider strokes, so a different outline; the size follows
    /// that artwork.
    @Test func aBoldFontDrawsTheBoldArtwork() throws {
        let host = ViewHost(Image(systemName: "checkmark").fontWeight(.bold))
        let bold = try #require(SystemSymbols.artwork(named: "checkmark", weight: .bold))
        let regular = try #require(SystemSymbols.artwork(named: "checkmark", weight: .regular))
        let item = host.displayList.items[0]
        let factor: CGFloat = 17.0 / 100
        #expect(close(item.frame.size, CGSize(width: bold.size.width * factor, height: bold.size.height * factor)))
        #expect(item.content == .path(bold.path.applying(CGAffineTransform(scaleX: factor, y: factor)), .fill(nil, eoFill: false)))
        #expect(bold.path != regular.path)
        // Headlines are semibold by default, which Kinema draws bold.
        let headline = ViewHost(Image(systemName: "checkmark").font(.headline)).displayList.items[0]
        #expect(close(headline.frame.size, CGSize(width: bold.size.width * factor, height: bold.size.height * factor)))
    }

    @Test func registeredImagesIgnoreTheImageScale() {
        let name = "scale-\(UUID().uuidString)"
        ImageRegistry.register(png: handmadePNG(width: 30, height: 20), named: name)
        defer { ImageRegistry.unregister(named: name) }
        #expect(size(Image(name).imageScale(.large).font(.largeTitle)) == CGSize(width: 30, height: 20))
    }
}
