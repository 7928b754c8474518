import Foundation
import Kinema
@testable import KinemaRender
import Testing

/// Registered images as embedded assets (`data:` URIs) and image layers (`ty` 2) whose transform
/// stretches the asset's pixels over the item's frame: anchor at the pixels' centre, scale
/// 100 · frame size / pixel size, position at the frame's centre.
@Suite("Recording.lottie: images")
struct RecordingLottieImageTests {
    private static func item(_ name: String, size: CGSize, frame: CGRect, transform: CGAffineTransform = .identity) -> DisplayList.Item {
        DisplayList.Item(content: .image(DisplayList.ImageContent(name: name, naturalSize: size, resizingMode: .stretch)),
                         frame: frame, transform: transform)
    }

    @Test func aPNGIsAnEmbeddedAssetAndAnImageLayer() throws {
        // A name of this test's own: the registry is shared by tests running in parallel.
        let name = "RecordingLottieImageTests.eightByFour"
        let png = lottieTestPNG(width: 8, height: 4)
        try #require(ImageRegistry.register(png: png, named: name))
        let frame = CGRect(x: 20, y: 30, width: 40, height: 10)
        let recording = lottieRecording(frames: 2) { _ in [Self.item(name, size: CGSize(width: 8, height: 4), frame: frame)] }
        let animation = recording.lottie()
        let document = try ParsedLottie(animation)

        let asset = try #require(document.assets.first)
        #expect(document.assets.count == 1)
        #expect(lottieNumber(asset["w"]) == 8 && lottieNumber(asset["h"]) == 4 && lottieNumber(asset["e"]) == 1)
        let uri = try #require(asset["p"] as? String)
        let prefix = "data:image/png;base64,"
        #expect(uri.hasPrefix(prefix))
        #expect(Data(base64Encoded: String(uri.dropFirst(prefix.count))) == png)

        let layer = try #require(document.layers.first)
        #expect(document.layers.count == 1)
        #expect(layer.type == 2)
        #expect(layer.object["refId"] as? String == asset["id"] as? String)
        #expect(try layer.layerTransform("a").value(at: 0) == [4, 2])
        // 40 points over 8 pixels, 10 over 4.
        #expect(try layer.layerTransform("s").value(at: 0) == [500, 250])
        #expect(try layer.layerTransform("p").value(at: 0) == [40, 35])
        #expect(try layer.layerTransform("r").value(at: 0) == [0])
        #expect(animation.approximations.isEmpty)
    }

    /// An image drawn by two items is one asset.
    @Test func anImageIsEmbeddedOnce() throws {
        let name = "RecordingLottieImageTests.shared"
        try #require(ImageRegistry.register(png: lottieTestPNG(width: 2, height: 2), named: name))
        let recording = lottieRecording(frames: 1) { _ in [
            Self.item(name, size: CGSize(width: 2, height: 2), frame: CGRect(x: 0, y: 0, width: 20, height: 20)),
            Self.item(name, size: CGSize(width: 2, height: 2), frame: CGRect(x: 50, y: 0, width: 20, height: 20)),
        ] }
        let document = try ParsedLottie(recording.lottie())
        #expect(document.assets.count == 1)
        #expect(document.layers.count == 2 && document.layers.allSatisfy { $0.object["refId"] as? String == document.assets[0]["id"] as? String })
    }

    /// The documented error for scales: what moves the farthest point by the tolerance. An image
    /// layer's scale maps pixels to points, so an error δ in it (percent) moves the corner by
    /// δ/100 × the half-diagonal in pixels; the bound is taken from the half-diagonal in points.
    /// A 40-pixel image in a 10-point frame pulsing between 1× and 1.1× is drawn as a constant
    /// scale, its corners up to 0.71 points away.
    @Test func anImagesScaleErrorIsMeasuredInPoints() throws {
        let name = "RecordingLottieImageTests.forty"
        try #require(ImageRegistry.register(png: lottieTestPNG(width: 40, height: 40), named: name, scale: 4))
        let frame = CGRect(x: 95, y: 95, width: 10, height: 10), centre = CGPoint(x: 100, y: 100)
        let scales = (0..<9).map { $0 % 2 == 1 ? 1.1 : 1 }
        let recording = lottieRecording(frames: 9) { k in
            [Self.item(name, size: frame.size, frame: frame, transform: lottieTransform(about: centre, scaleX: scales[k], y: scales[k]))]
        }
        let layer = try #require(try ParsedLottie(recording.lottie()).layers.first)
        var worst = 0.0
        for k in 0..<9 {
            let p = try layer.layerTransform("p").value(at: Double(k)), a = try layer.layerTransform("a").value(at: Double(k))
            let s = try layer.layerTransform("s").value(at: Double(k))
            // The bottom-right pixel corner (40, 40), through Lottie's transform (no rotation here).
            let drawn = CGPoint(x: p[0] + (40 - a[0]) * s[0] / 100, y: p[1] + (40 - a[1]) * s[1] / 100)
            let truth = CGPoint(x: frame.maxX, y: frame.maxY).applying(lottieTransform(about: centre, scaleX: scales[k], y: scales[k]))
            worst = max(worst, hypot(drawn.x - truth.x, drawn.y - truth.y))
        }
        #expect(worst <= 0.25 + 1e-3, "corner drawn up to \(worst) points away")
    }

    /// An SVG image is drawn to pixels by the rasteriser passed in, at four times its natural size
    /// (at most 2,048 pixels a side), and its bytes embedded as a PNG.
    @Test(arguments: [(10.0, 6.0, 40, 24), (1000, 500, 2048, 1024)])
    func anSVGIsRasterisedAtFourTimesItsSize(width: Double, height: Double, pixelWidth: Int, pixelHeight: Int) throws {
        let name = "RecordingLottieImageTests.svg\(Int(width))"
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Int(width))" height="\#(Int(height))"><rect width="1" height="1"/></svg>"#
        try #require(ImageRegistry.register(svg: svg, named: name))
        let recording = lottieRecording(frames: 1) { _ in
            [Self.item(name, size: CGSize(width: width, height: height), frame: CGRect(x: 0, y: 0, width: width, height: height))]
        }
        // The "PNG" returned says what the rasteriser was asked for, so the asset shows it.
        let animation = recording.lottie(svgRasterizer: { data, w, h in Data("\(w)x\(h):".utf8) + data })
        let document = try ParsedLottie(animation)
        let asset = try #require(document.assets.first)
        #expect(lottieNumber(asset["w"]) == Double(pixelWidth) && lottieNumber(asset["h"]) == Double(pixelHeight))
        let uri = try #require(asset["p"] as? String)
        let prefix = "data:image/png;base64,"
        #expect(uri.hasPrefix(prefix))
        let bytes = try #require(Data(base64Encoded: String(uri.dropFirst(prefix.count))))
        #expect(bytes == Data("\(pixelWidth)x\(pixelHeight):".utf8) + Data(svg.utf8))
        #expect(document.layers.first?.type == 2)
        // 100 × points / pixels: a quarter, or what the 2,048-pixel cap leaves.
        let scale = try #require(try document.layers.first?.layerTransform("s").value(at: 0))
        #expect(scale.count == 2)
        #expect(abs(scale[0] - 100 * width / Double(pixelWidth)) <= lottieRounding && abs(scale[1] - 100 * height / Double(pixelHeight)) <= lottieRounding)
    }

    /// Without a rasteriser an SVG image is left out, and listed once for each item that draws it.
    @Test func anSVGWithoutARasteriserIsLeftOutAndCountedPerItem() throws {
        let name = "RecordingLottieImageTests.unrasterised"
        try #require(ImageRegistry.register(svg: #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>"#, named: name))
        let recording = lottieRecording(frames: 1) { _ in [
            DisplayList.Item(content: .image(DisplayList.ImageContent(name: name, naturalSize: CGSize(width: 8, height: 8))),
                             frame: CGRect(x: 0, y: 0, width: 8, height: 8), viewID: 1),
            DisplayList.Item(content: .image(DisplayList.ImageContent(name: name, naturalSize: CGSize(width: 8, height: 8))),
                             frame: CGRect(x: 20, y: 0, width: 8, height: 8), viewID: 2),
        ] }
        let animation = recording.lottie()
        #expect(animation.layerCount == 0)
        let entry = animation.approximations.first { $0.feature == "SVG image without a rasteriser" }
        #expect(entry?.becomes == "left out")
        #expect(entry?.itemCount == 2, "\(animation.approximations)")
    }
}
