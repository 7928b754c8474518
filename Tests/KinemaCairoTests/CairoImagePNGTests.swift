import Foundation
import Kinema
import KinemaCairo
import Testing

/// `CairoImage`: its pixels, and PNG bytes written and read by cairo. PNG stores colours
/// unpremultiplied; a picture drawn by cairo round-trips through `pngData()` and
/// `CairoImage(pngData:)` to exactly the same premultiplied bytes.
@Suite("CairoImage and PNG")
struct CairoImagePNGTests {
    /// Bytes beyond width × height × 4 are dropped and missing ones are transparent.
    @Test func theInitialiserFitsTheBytesToTheSize() {
        let short = CairoImage(width: 2, height: 1, rgba: [255, 0, 0, 255])
        #expect(short.rgba == [255, 0, 0, 255, 0, 0, 0, 0])
        let long = CairoImage(width: 1, height: 1, rgba: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(long.rgba == [1, 2, 3, 4])
        let negative = CairoImage(width: -3, height: 2, rgba: [1, 2, 3])
        #expect(negative.width == 0 && negative.rgba.isEmpty)
    }

    /// `pixel(x:y:)` reads row by row and is `nil` outside the picture.
    @Test func pixelsAreRowByRow() throws {
        let image = CairoImage(width: 2, height: 2, rgba: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
        let p = try #require(image.pixel(x: 0, y: 1))
        #expect([p.r, p.g, p.b, p.a] == [9, 10, 11, 12])
        #expect(image.pixel(x: 2, y: 0) == nil)
        #expect(image.pixel(x: 0, y: -1) == nil)
    }

    /// An opaque scene — shapes, a gradient, text edges — round-trips exactly.
    @Test(.enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
    func anOpaquePictureRoundTrips() throws {
        let paint = ResolvedPaint.linearGradient(stops: CairoGradientTests.redToBlue, startPoint: .topLeading, endPoint: .bottomTrailing)
        let image = try CairoTest.draw([
            .init(content: .shape(.circle, fill: Pure.green), frame: CGRect(x: 5, y: 5, width: 40, height: 40)),
            .init(content: .path(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), .gradientFill(paint, eoFill: false)),
                  frame: CGRect(x: 30, y: 30, width: 30, height: 30), opacity: 0.7),
            .init(content: .text("Ag", font: .system(size: 14)), frame: CGRect(x: 0, y: 40, width: 64, height: 24)),
        ], size: CGSize(width: 64, height: 64))
        let png = try image.pngData()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let decoded = try CairoImage(pngData: png)
        let same = decoded == image
        #expect(same, "\(decoded.differences(from: image))")
    }

    /// `CairoRenderer.pngData(_:size:)` writes the same picture as `render(_:size:)` followed by
    /// `pngData()`, background and scale included.
    @Test(.enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
    func rendererPNGDataIsTheRenderedPicture() throws {
        let list = DisplayList(items: [
            .init(content: .shape(.circle, fill: Pure.green.opacity(0.6)), frame: CGRect(x: 5, y: 5, width: 30, height: 30)),
            .init(content: .color(Pure.red), frame: CGRect(x: 20, y: 20, width: 10, height: 10), opacity: 0.5),
        ])
        for background in [Color?.some(Pure.blue), nil] {
            let size = CGSize(width: 40, height: 30)
            let direct = try CairoImage(pngData: CairoRenderer().pngData(list, size: size, scale: 2, background: background))
            let rendered = try CairoRenderer().render(list, size: size, scale: 2, background: background)
            #expect((direct.width, direct.height) == (80, 60))
            let same = direct == rendered
            #expect(same, "background \(String(describing: background)): \(direct.differences(from: rendered))")
        }
    }

    /// A translucent picture on no background keeps its alpha through PNG: premultiplied bytes
    /// of every alpha round-trip.
    @Test(.enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
    func aTranslucentPictureRoundTrips() throws {
        let paint = ResolvedPaint.linearGradient(
            stops: [.init(color: Pure.red.opacity(0), location: 0), .init(color: Pure.blue, location: 1)],
            startPoint: .leading, endPoint: .trailing)
        let frame = CGRect(x: 0, y: 0, width: 256, height: 8)
        let image = try CairoTest.draw([
            .init(content: .path(Path(frame), .gradientFill(paint, eoFill: false)), frame: frame),
            .init(content: .shape(.capsule, fill: Pure.green.opacity(0.3)), frame: CGRect(x: 20, y: 0, width: 100, height: 8)),
        ], size: frame.size, background: nil)
        #expect(image.at(0, 4).a < 5 && image.at(255, 4).a > 250)
        let decoded = try CairoImage(pngData: try image.pngData())
        #expect(decoded.width == image.width && decoded.height == image.height)
        let differing = (0..<(image.width * image.height)).filter { index in
            image.rgba[index * 4..<index * 4 + 4] != decoded.rgba[index * 4..<index * 4 + 4]
        }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, first \(differing.prefix(3).map { (image.at($0 % 256, $0 / 256), decoded.at($0 % 256, $0 / 256)) })")
    }

    /// A hand-made PNG decodes to its pixels, premultiplied: opaque red stays (255, 0, 0, 255),
    /// green at alpha 128 becomes (0, 128, 0, 128).
    @Test(.enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
    func aHandMadePNGDecodes() throws {
        let png = cairoTestPNG(width: 2, height: 1, pixels: [[255, 0, 0, 255], [0, 255, 0, 128]])
        let image = try CairoImage(pngData: png)
        #expect((image.width, image.height) == (2, 1))
        #expect(image.at(0, 0) == .red)
        #expect(image.at(1, 0) == RGBA(0, 128, 0, 128))
    }

    /// Bytes that are not a PNG throw a `CairoError` rather than crash.
    @Test(.enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
    func notAPNGThrows() {
        #expect(throws: CairoError.self) { try CairoImage(pngData: Data("not a png".utf8)) }
        #expect(throws: CairoError.self) { try CairoImage(pngData: Data()) }
        #expect(throws: CairoError.self) { try CairoImage(pngData: quadrantsPNG.prefix(40)) }
    }

    /// An empty picture still writes a readable PNG, of cairo's smallest surface (1 × 1) with
    /// nothing opaque in it.
    @Test(.enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
    func anEmptyPictureWritesAnEmptyPNG() throws {
        let empty = try CairoTest.draw([], size: .zero)
        let decoded = try CairoImage(pngData: try empty.pngData())
        #expect(decoded.width <= 1 && decoded.height <= 1)
        #expect(decoded.rgba.allSatisfy { $0 == 0 })
    }
}
