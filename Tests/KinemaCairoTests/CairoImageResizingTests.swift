import Foundation
import Kinema
import KinemaCairo
import Testing

/// How an image fills its frame beyond plain stretching, as `DisplayList.ImageContent` documents
/// it and the SVG renderer draws it (`SVGImages`): `.tile` repeats the image at its natural size
/// from the frame's top-left corner; `interpolation: .none` scales up without smoothing
/// (SwiftUI's nearest-neighbour scaling; the SVG renderer asks for it with
/// `image-rendering="optimizeSpeed"`, which browsers honour and rsvg-convert 2.48 does not).
@Suite("Cairo image resizing", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoImageResizingTests {
    /// Tiles of 20 × 20 points (the 2 × 2 picture registered at 0.1 pixels a point) over an
    /// 80 × 40 frame: the pixel (35, 5) is 15 into the second tile, in its green quadrant. A
    /// stretched picture would put it in the red quadrant (x < 40).
    @Test func aTiledImageRepeatsAtItsNaturalSize() throws {
        let name = CairoTest.uniqueImageName("tile")
        ImageRegistry.register(png: quadrantsPNG, named: name, scale: 0.1)
        defer { ImageRegistry.unregister(named: name) }
        #expect(ImageRegistry.naturalSize(named: name) == CGSize(width: 20, height: 20))
        let content = DisplayList.ImageContent(name: name, naturalSize: CGSize(width: 20, height: 20), resizingMode: .tile)
        let image = try CairoTest.draw([.init(content: .image(content), frame: CGRect(x: 0, y: 0, width: 80, height: 40))],
                                       size: CGSize(width: 80, height: 40))
        #expect(image.at(5, 5).isNear(.red, within: 40), "\(image.at(5, 5))")
        #expect(image.at(35, 5).isNear(.green, within: 40), "\(image.at(35, 5))")
        // (35, 35) is 15 × 15 into the second row's second tile: its bottom-right quadrant.
        #expect(image.at(35, 35).isNear(.black, within: 40), "\(image.at(35, 35))")
    }

    /// Without interpolation the quadrants meet at a hard seam: the pixels either side of x = 50
    /// are pure red and pure green, where smoothing would mix them.
    @Test func noInterpolationKeepsHardPixels() throws {
        let name = CairoTest.uniqueImageName("pixelated")
        ImageRegistry.register(png: quadrantsPNG, named: name)
        defer { ImageRegistry.unregister(named: name) }
        let content = DisplayList.ImageContent(name: name, resizingMode: .stretch, interpolation: Image.Interpolation.none)
        let image = try CairoTest.draw([.init(content: .image(content), frame: CGRect(x: 0, y: 0, width: 100, height: 100))],
                                       size: CGSize(width: 100, height: 100))
        #expect(image.at(49, 25) == .red, "\(image.at(49, 25))")
        #expect(image.at(50, 25) == .green, "\(image.at(50, 25))")
    }
}
