import Foundation
import Kinema
import KinemaCairo
import Testing

/// Image items: registered PNG (and SVG, through librsvg) bytes stretched over the frame, tinted
/// with the foreground colour when a template, else the SVG renderer's grey placeholder
/// (`SVGRendererTests.unregisteredImagesArePlaceholders`, `SVGImageTests`).
///
/// The 2 × 2 test picture (red, green / blue, black) stretched over 100 × 100 has one colour per
/// 50 × 50 quadrant; the middle of a quadrant, 25 px from its seams, is that colour within the
/// smoothing of the scale-up.
@Suite("Cairo image items", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoImageItemTests {
    static let frame = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test func aRegisteredPNGIsStretchedOverTheFrame() throws {
        let name = CairoTest.uniqueImageName("quadrants")
        #expect(ImageRegistry.register(png: quadrantsPNG, named: name))
        defer { ImageRegistry.unregister(named: name) }
        let image = try CairoTest.draw([.init(content: .image(name: name), frame: Self.frame)], size: Self.frame.size)
        #expect(image.at(25, 25).isNear(.red, within: 6), "\(image.at(25, 25))")
        #expect(image.at(75, 25).isNear(.green, within: 6), "\(image.at(75, 25))")
        #expect(image.at(25, 75).isNear(.blue, within: 6), "\(image.at(25, 75))")
        #expect(image.at(75, 75).isNear(.black, within: 6), "\(image.at(75, 75))")
    }

    /// The picture stays inside its frame and reaches its edges: the outermost pixels are the
    /// corner colours and the pixels just outside are background, as rsvg-convert draws the SVG
    /// renderer's `<image>` (checked by hand: (49, 75) white, (50, 75) (253, 0, 1), (149, 149)
    /// black for this scene).
    @Test func aStretchedPNGStaysInItsFrameAndReachesItsEdges() throws {
        let name = CairoTest.uniqueImageName("edges")
        ImageRegistry.register(png: quadrantsPNG, named: name)
        defer { ImageRegistry.unregister(named: name) }
        let image = try CairoTest.draw([.init(content: .image(name: name), frame: CGRect(x: 50, y: 50, width: 100, height: 100))])
        #expect(image.at(75, 75).isNear(.red, within: 6))
        #expect(image.at(20, 75) == .white)      // 30 px out: beyond half a source pixel (25 px)
        #expect(image.at(49, 75) == .white, "\(image.at(49, 75))")
        #expect(image.at(40, 75) == .white, "\(image.at(40, 75))")
        #expect(image.at(30, 75) == .white, "\(image.at(30, 75))")
        #expect(image.at(50, 75).isNear(.red, within: 20), "\(image.at(50, 75))")
        #expect(image.at(75, 50).isNear(.red, within: 20), "\(image.at(75, 50))")
        #expect(image.at(149, 149).isNear(.black, within: 20), "\(image.at(149, 149))")
    }

    /// An image with no registered bytes draws the grey placeholder: fill (242, 242, 247) and a
    /// 1-point border (199, 199, 204) along the frame's edge (the box inset by 0.5, stroked 1 wide,
    /// so the border covers the outermost pixels exactly).
    @Test func anUnregisteredImageDrawsThePlaceholder() throws {
        let frame = CGRect(x: 10, y: 10, width: 64, height: 64)
        let image = try CairoTest.draw([.init(content: .image(name: CairoTest.uniqueImageName("missing")), frame: frame)],
                                       size: CGSize(width: 100, height: 100))
        #expect(image.at(42, 42) == RGBA(242, 242, 247))
        #expect(image.at(10, 42) == RGBA(199, 199, 204))
        #expect(image.at(42, 73) == RGBA(199, 199, 204))
        #expect(image.at(5, 42) == .white)
        #expect(image.at(80, 42) == .white)
    }

    /// A system symbol without artwork is a placeholder even when an image of its name is
    /// registered.
    @Test func aSystemSymbolIsNeverLookedUp() throws {
        let name = CairoTest.uniqueImageName("symbol")
        ImageRegistry.register(png: quadrantsPNG, named: name)
        defer { ImageRegistry.unregister(named: name) }
        let content = DisplayList.ImageContent(name: name, isSystemSymbol: true)
        let image = try CairoTest.draw([.init(content: .image(content), frame: Self.frame)], size: Self.frame.size)
        #expect(image.at(25, 25) == RGBA(242, 242, 247))
    }

    /// A template draws every covered pixel in the foreground colour and leaves transparent ones
    /// alone: a 2 × 2 of opaque red and transparent, tinted blue, is blue where the red was and
    /// white background where nothing was.
    @Test func aTemplateImageIsTinted() throws {
        let name = CairoTest.uniqueImageName("template")
        let checker = cairoTestPNG(width: 2, height: 2, pixels: [[255, 0, 0, 255], [0, 0, 0, 0], [0, 0, 0, 0], [255, 0, 0, 255]])
        ImageRegistry.register(png: checker, named: name)
        defer { ImageRegistry.unregister(named: name) }
        let content = DisplayList.ImageContent(name: name, resizingMode: .stretch, isTemplate: true)
        let image = try CairoTest.draw([.init(content: .image(content), frame: Self.frame, foregroundColor: Pure.blue)],
                                       size: Self.frame.size)
        #expect(image.at(25, 25).isNear(.blue, within: 6), "\(image.at(25, 25))")
        #expect(image.at(75, 75).isNear(.blue, within: 6), "\(image.at(75, 75))")
        #expect(image.at(75, 25).isNear(.white, within: 6), "\(image.at(75, 25))")
        // Not tinted: the same picture keeps its red.
        let plain = try CairoTest.draw([.init(content: .image(name: name), frame: Self.frame, foregroundColor: Pure.blue)],
                                       size: Self.frame.size)
        #expect(plain.at(25, 25).isNear(.red, within: 6), "\(plain.at(25, 25))")
    }

    /// A translucent pixel keeps its alpha: 50 % green over white is (128, 255, 128) ± 3.
    @Test func aTranslucentPNGBlends() throws {
        let name = CairoTest.uniqueImageName("translucent")
        ImageRegistry.register(png: cairoTestPNG(width: 1, height: 1, pixels: [[0, 255, 0, 128]]), named: name)
        defer { ImageRegistry.unregister(named: name) }
        let image = try CairoTest.draw([.init(content: .image(name: name), frame: Self.frame)], size: Self.frame.size)
        #expect(image.at(50, 50).isNear(RGBA(127, 255, 127), within: 3), "\(image.at(50, 50))")
    }

    /// An empty frame draws nothing, not even a placeholder.
    @Test func anEmptyFrameDrawsNothing() throws {
        let image = try CairoTest.draw([.init(content: .image(name: CairoTest.uniqueImageName("empty")), frame: CGRect(x: 10, y: 10, width: 0, height: 50))],
                                       size: Self.frame.size)
        #expect(image.pixels { $0 != .white }.isEmpty)
    }

    /// A registered SVG is drawn by librsvg at the frame's size: a green 10 × 10 document over a
    /// 100 × 100 frame is green in the middle.
    @Test(.enabled(if: CairoTest.hasLibrsvg, "needs librsvg2-2"))
    func aRegisteredSVGIsDrawnWithLibrsvg() throws {
        let name = CairoTest.uniqueImageName("svg")
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect x="5" width="5" height="10" fill="#00ff00"/></svg>"##
        #expect(ImageRegistry.register(svg: svg, named: name))
        defer { ImageRegistry.unregister(named: name) }
        let image = try CairoTest.draw([.init(content: .image(name: name), frame: Self.frame)], size: Self.frame.size)
        #expect(image.at(75, 50) == .green)
        #expect(image.at(25, 50) == .white)
    }
}
