import Foundation
import Kinema
import KinemaCairo
import Testing

/// The picture's size: `size` points at `scale` pixels a point, each side rounded up to whole
/// pixels; negative or non-finite sides count as 0, a non-finite or non-positive scale as 1, and
/// a side over `CairoRenderer.maximumDimension` (16,384) pixels throws `CairoError.tooLarge`
/// (`CairoRenderer.render`'s documentation).
@Suite("Cairo picture size", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoPictureSizeTests {
    static let square = DisplayList.Item(content: .color(Pure.red), frame: CGRect(x: 10, y: 10, width: 20, height: 20))

    /// At scale 2 a 100 × 50 picture is 200 × 100 pixels and the square (10…30 points) covers
    /// pixels 20…60: pixel (15, 15), inside the square at scale 1, is background at scale 2.
    @Test func scaleTwoDoublesThePixels() throws {
        let one = try CairoTest.draw([Self.square], size: CGSize(width: 100, height: 50))
        let two = try CairoTest.draw([Self.square], size: CGSize(width: 100, height: 50), scale: 2)
        #expect((one.width, one.height) == (100, 50))
        #expect((two.width, two.height) == (200, 100))
        #expect(two.rgba.count == 200 * 100 * 4)
        #expect(one.at(15, 15) == .red)
        #expect(two.at(15, 15) == .white)
        #expect(two.at(20, 20) == .red && two.at(59, 59) == .red)
        #expect(two.at(60, 40) == .white)
        // Each point is a 2 × 2 block of the same colour.
        for (x, y) in [(0, 0), (9, 9), (10, 10), (29, 29), (30, 12)] {
            let p = one.at(x, y)
            #expect([two.at(2 * x, 2 * y), two.at(2 * x + 1, 2 * y), two.at(2 * x, 2 * y + 1), two.at(2 * x + 1, 2 * y + 1)].allSatisfy { $0 == p })
        }
    }

    /// A fractional size rounds up: 10.2 × 3.5 points at scale 1 is 11 × 4 pixels, and 10 × 10 at
    /// scale 1.5 is 15 × 15.
    @Test func fractionalSidesRoundUp() throws {
        let image = try CairoTest.draw([], size: CGSize(width: 10.2, height: 3.5))
        #expect((image.width, image.height) == (11, 4))
        let scaled = try CairoTest.draw([], size: CGSize(width: 10, height: 10), scale: 1.5)
        #expect((scaled.width, scaled.height) == (15, 15))
    }

    /// A bad scale reads as 1.
    @Test(arguments: [CGFloat.nan, .infinity, 0, -2])
    func aBadScaleIsOne(scale: CGFloat) throws {
        let image = try CairoTest.draw([Self.square], size: CGSize(width: 40, height: 30), scale: scale)
        #expect((image.width, image.height) == (40, 30))
        #expect(image.at(15, 15) == .red)
    }

    /// Size zero gives a 0 × 0 picture with no bytes, without crashing; so does a size with one
    /// side negative or non-finite (counting as 0): a picture with no pixels is 0 × 0
    /// (`CairoRenderer.draw`: "the one-pixel surface stands for none").
    @Test(arguments: [CGSize.zero, CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 10),
                      CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 10, height: 0.0)])
    func anEmptySizeGivesAnEmptyPicture(size: CGSize) throws {
        let image = try CairoTest.draw([Self.square], size: size)
        #expect((image.width, image.height) == (0, 0))
        #expect(image.rgba.isEmpty)
        #expect(image.pixel(x: 0, y: 0) == nil)
        let png = try CairoRenderer().pngData(DisplayList(items: [Self.square]), size: size)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// 16,384 pixels a side is allowed; 16,385 throws `tooLarge`, naming the picture's size.
    @Test func aSideOverTheLimitThrows() throws {
        #expect(CairoRenderer.maximumDimension == 16_384)
        let widest = try CairoTest.draw([], size: CGSize(width: 16_384, height: 1))
        #expect(widest.width == 16_384)
        #expect(throws: CairoError.tooLarge(width: 16_385, height: 1)) {
            try CairoTest.draw([], size: CGSize(width: 16_385, height: 1))
        }
        #expect(throws: CairoError.tooLarge(width: 1, height: 16_385)) {
            try CairoTest.draw([], size: CGSize(width: 1, height: 16_385))
        }
    }

    /// The scale counts: 10,000 points at scale 2 is 20,000 pixels, too large; so is a huge finite
    /// side (1e300), which must not overflow on the way.
    @Test func aScaledOrHugeSideThrows() {
        for (size, scale) in [(CGSize(width: 10_000, height: 1), CGFloat(2)), (CGSize(width: 1, height: 1e300), 1)] {
            do {
                _ = try CairoTest.draw([], size: size, scale: scale)
                Issue.record("\(size) at \(scale) was drawn")
            } catch let CairoError.tooLarge(width, height) {
                #expect(max(width, height) > CairoRenderer.maximumDimension)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    /// The error says what is wrong.
    @Test func theTooLargeErrorDescribesTheLimit() {
        #expect(CairoError.tooLarge(width: 20_000, height: 10).description
            == "a 20000 × 10 picture is too large to draw (at most 16,384 pixels a side)")
    }
}
