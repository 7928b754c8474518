import Foundation
import KinemaTestSupport

/// A PNG of `width` × `height` RGBA pixels, all of one colour (``TestPNG``).
func lottieTestPNG(width: Int, height: Int, rgba: [UInt8] = [255, 0, 0, 255]) -> Data {
    TestPNG.data(width: width, height: height, rgba: rgba)
}
