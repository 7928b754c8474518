import Foundation
import Kinema
import KinemaCairo
import Testing

/// Text drawn as the glyph outlines of the DejaVu faces Kinema lays out with, where the SVG
/// renderer's layout puts them (`SVGRendererTests.textIsCentredVerticallyAndAnchoredByAlignment`):
/// the block of lines centred vertically in the frame, each line aligned in the frame's width,
/// glyphs in the item's foreground colour (black by default).
@Suite(
    "Cairo text", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"),
    .enabled(if: CairoTest.hasDejaVu, "needs the DejaVu fonts (fonts-dejavu-core)"))
struct CairoTextTests {
    static let frame = CGRect(x: 20, y: 20, width: 200, height: 80)
    static let size = CGSize(width: 240, height: 120)

    /// The box the laid-out text occupies: `width` × `height` of the layout, starting at the
    /// frame's left for leading text (centred for centred text), centred vertically.
    static func textBox(_ layout: DisplayList.TextLayout, centred: Bool = false) -> CGRect {
        let x = centred ? frame.minX + (frame.width - layout.size.width) / 2 : frame.minX
        return CGRect(x: x, y: frame.minY + (frame.height - layout.size.height) / 2, width: layout.size.width, height: layout.size.height)
    }

    static func isInk(_ p: RGBA) -> Bool { p.r < 250 || p.g < 250 || p.b < 250 }

    /// "HI" at 40 points: the stems make well over 100 black pixels inside the text's box, and
    /// nothing is drawn more than 2 px outside it.
    @Test func textDrawsDarkPixelsInsideItsBoxOnly() throws {
        let layout = DisplayList.TextLayout("HI", font: .system(size: 40))
        let image = try CairoTest.draw([.init(content: .text(layout), frame: Self.frame)], size: Self.size)
        let box = Self.textBox(layout)
        #expect(box.width > 40 && box.height > 40)
        let dark = image.pixels(in: box) { $0.r < 64 && $0.g < 64 && $0.b < 64 }
        #expect(dark.count > 100, "\(dark.count) dark pixels in \(box)")
        let stray = image.pixels(where: Self.isInk).filter { !box.insetBy(dx: -2, dy: -2).contains(CGPoint(x: $0.x, y: $0.y)) }
        #expect(stray.isEmpty, "\(stray.count) pixels drawn outside \(box), first \(stray.prefix(5).map { "(\($0.x), \($0.y))" })")
    }

    /// Centred text moves right by half the spare width: its ink starts after the leading box's
    /// right half.
    @Test func centredTextIsCentredInTheFrame() throws {
        let layout = DisplayList.TextLayout("HI", font: .system(size: 40), alignment: .center)
        let image = try CairoTest.draw([.init(content: .text(layout), frame: Self.frame)], size: Self.size)
        let box = Self.textBox(layout, centred: true)
        let ink = image.pixels(where: Self.isInk)
        #expect(!ink.isEmpty)
        #expect(ink.allSatisfy { box.insetBy(dx: -2, dy: -2).contains(CGPoint(x: $0.x, y: $0.y)) })
        #expect(ink.map(\.x).min()! > Int(Self.frame.minX + 40))
    }

    /// The foreground colour paints the glyphs: the middle of the H's left stem is pure red.
    @Test func theForegroundColourPaintsTheGlyphs() throws {
        let layout = DisplayList.TextLayout("HI", font: .system(size: 40))
        let image = try CairoTest.draw([.init(content: .text(layout), frame: Self.frame, foregroundColor: Pure.red)], size: Self.size)
        let red = image.pixels(in: Self.textBox(layout)) { $0 == .red }
        #expect(red.count > 100)
        #expect(image.pixels(where: { $0.r < 200 }).isEmpty)    // nothing black or blue
    }

    /// Text of size 0 draws nothing.
    @Test func textWithoutASizeDrawsNothing() throws {
        let image = try CairoTest.draw([.init(content: .text("HI", font: .system(size: 0)), frame: Self.frame)], size: Self.size)
        #expect(image.pixels(where: Self.isInk).isEmpty)
    }
}
