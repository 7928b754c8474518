import Foundation
import KinemaDisplay

/// The pixels of a cairo image surface (ARGB32: one native-endian 32-bit word a pixel, colours
/// premultiplied by alpha), for what cairo does not do itself: blurs, colour filters, shadows,
/// and copying pixels in and out.
struct CairoPixels {
    let cairo: CairoLibrary
    let surface: OpaquePointer

    private var width: Int { Int(cairo.imageSurfaceGetWidth(surface)) }
    private var height: Int { Int(cairo.imageSurfaceGetHeight(surface)) }
    private var stride: Int { Int(cairo.imageSurfaceGetStride(surface)) }

    /// Runs `body` over the surface's words, row by row (`stride / 4` words a row), then tells
    /// cairo they changed.
    private func withWords(_ body: (UnsafeMutablePointer<UInt32>, _ wordsPerRow: Int) -> Void) {
        cairo.surfaceFlush(surface)
        guard let data = cairo.imageSurfaceGetData(surface) else { return }
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { body($0, stride / 4) }
        cairo.surfaceMarkDirty(surface)
    }

    /// The top-left `width` × `height` pixels as premultiplied RGBA bytes.
    func rgba(width: Int, height: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let rows = min(height, self.height), columns = min(width, self.width)
        withWords { words, perRow in
            for y in 0..<rows {
                for x in 0..<columns {
                    let word = words[y * perRow + x]
                    let index = (y * width + x) * 4
                    bytes[index] = UInt8(truncatingIfNeeded: word >> 16)
                    bytes[index + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    bytes[index + 2] = UInt8(truncatingIfNeeded: word)
                    bytes[index + 3] = UInt8(truncatingIfNeeded: word >> 24)
                }
            }
        }
        return bytes
    }

    /// Writes premultiplied RGBA bytes into the surface's top-left corner.
    func store(rgba: [UInt8], width: Int, height: Int) {
        let rows = min(height, self.height), columns = min(width, self.width)
        withWords { words, perRow in
            for y in 0..<rows {
                for x in 0..<columns {
                    let index = (y * width + x) * 4
                    words[y * perRow + x] = UInt32(rgba[index + 3]) << 24 | UInt32(rgba[index]) << 16
                        | UInt32(rgba[index + 1]) << 8 | UInt32(rgba[index + 2])
                }
            }
        }
    }

    /// Applies a filter to the pixels: a blur of `radius` host points (a Gaussian of standard
    /// deviation radius / 2, as SVG's), a colour matrix, or luminance to alpha.
    func apply(_ filter: DisplayList.Filter, scale: Double) {
        switch filter {
        case .blur(let radius, let opaque):
            guard radius.isFinite, radius > 0 else { return }
            blur(sigma: Double(radius) / 2 * scale, repeatingEdges: opaque)
        case .luminanceToAlpha:
            mapColors { r, g, b, _ in (0, 0, 0, 0.2125 * r + 0.7154 * g + 0.0721 * b) }
        default:
            guard let matrix = filter.colorMatrix else { return }
            let m = matrix.rows
            mapColors { r, g, b, a in
                func row(_ k: Int) -> Double { m[k][0] * r + m[k][1] * g + m[k][2] * b + m[k][3] }
                return (row(0), row(1), row(2), a * matrix.opacity)
            }
        }
    }

    /// Maps every pixel's colour, not premultiplied, each result clamped to 0…1.
    private func mapColors(_ map: (Double, Double, Double, Double) -> (Double, Double, Double, Double)) {
        let (w, h) = (width, height)
        withWords { words, perRow in
            for y in 0..<h {
                for x in 0..<w {
                    let word = words[y * perRow + x]
                    let a = Double(word >> 24) / 255
                    guard a > 0 else { continue }
                    let r = Double((word >> 16) & 0xFF) / 255 / a
                    let g = Double((word >> 8) & 0xFF) / 255 / a
                    let b = Double(word & 0xFF) / 255 / a
                    let mapped = map(r, g, b, a)
                    func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
                    let alpha = unit(mapped.3)
                    func byte(_ v: Double) -> UInt32 { UInt32((unit(v) * alpha * 255).rounded()) }
                    words[y * perRow + x] = UInt32((alpha * 255).rounded()) << 24 | byte(mapped.0) << 16 | byte(mapped.1) << 8 | byte(mapped.2)
                }
            }
        }
    }

    /// A Gaussian blur of standard deviation `sigma` pixels, as three box blurs each way (the
    /// widths that best match the Gaussian's variance), on the premultiplied channels. Beyond the
    /// picture's edges lie transparent pixels, or with `repeatingEdges` the edge pixels again (an
    /// opaque blur, SVG's `edgeMode="duplicate"`).
    func blur(sigma: Double, repeatingEdges: Bool = false) {
        guard sigma > 0.1, sigma.isFinite else { return }
        let (w, h) = (width, height)
        let sizes = Self.boxSizes(sigma: min(sigma, 1_000), count: 3)
        withWords { words, perRow in
            var channels = [Float](repeating: 0, count: w * h * 4)
            for y in 0..<h {
                for x in 0..<w {
                    let word = words[y * perRow + x], index = (y * w + x) * 4
                    channels[index] = Float(word >> 24)
                    channels[index + 1] = Float((word >> 16) & 0xFF)
                    channels[index + 2] = Float((word >> 8) & 0xFF)
                    channels[index + 3] = Float(word & 0xFF)
                }
            }
            var scratch = channels
            for size in sizes {
                Self.boxBlur(&channels, into: &scratch, width: w, height: h, radius: (size - 1) / 2, horizontal: true,
                             repeatingEdges: repeatingEdges)
                Self.boxBlur(&scratch, into: &channels, width: w, height: h, radius: (size - 1) / 2, horizontal: false,
                             repeatingEdges: repeatingEdges)
            }
            for y in 0..<h {
                for x in 0..<w {
                    let index = (y * w + x) * 4
                    func byte(_ k: Int) -> UInt32 { UInt32(min(max(channels[index + k].rounded(), 0), 255)) }
                    // Premultiplied: no colour above its alpha.
                    let a = byte(0)
                    words[y * perRow + x] = a << 24 | min(byte(1), a) << 16 | min(byte(2), a) << 8 | min(byte(3), a)
                }
            }
        }
    }

    /// Odd box widths whose `count` passes have the variance of a Gaussian of `sigma`.
    static func boxSizes(sigma: Double, count: Int) -> [Int] {
        let n = Double(count)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<count).map { Double($0) < m ? lower : upper }
    }

    /// One box blur pass along rows or columns, reading `source` and writing `target`; pixels
    /// beyond the edge are transparent, or repeat the edge pixel.
    private static func boxBlur(
        _ source: inout [Float], into target: inout [Float], width: Int, height: Int, radius: Int, horizontal: Bool,
        repeatingEdges: Bool
    ) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 4 : width * 4
        let scale = 1 / Float(2 * radius + 1)
        for line in 0..<lines {
            let start = horizontal ? line * width * 4 : line * 4
            for channel in 0..<4 {
                func value(_ k: Int) -> Float {
                    if k >= 0 && k < length { return source[start + k * step + channel] }
                    guard repeatingEdges else { return 0 }
                    return source[start + min(max(k, 0), length - 1) * step + channel]
                }
                var sum: Float = 0
                for k in -radius...radius { sum += value(k) }
                for i in 0..<length {
                    target[start + i * step + channel] = sum * scale
                    sum += value(i + radius + 1) - value(i - radius)
                }
            }
        }
    }

    /// A new surface with the shadow this surface's content casts: its alpha blurred by the
    /// shadow's radius (host points, a Gaussian of half of it), in the shadow's colour, not yet
    /// offset. `nil` when a surface cannot be made.
    func shadow(_ shadow: DisplayList.Shadow, scale: Double) -> OpaquePointer? {
        let (w, h) = (width, height)
        guard let cast = cairo.imageSurfaceCreate(0, Int32(w), Int32(h)), cairo.surfaceStatus(cast) == 0 else { return nil }
        let color = shadow.color
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        let opacity = unit(color.opacity)
        var alphas = [UInt8](repeating: 0, count: w * h)
        withWords { words, perRow in
            for y in 0..<h { for x in 0..<w { alphas[y * w + x] = UInt8(words[y * perRow + x] >> 24) } }
        }
        let target = CairoPixels(cairo: cairo, surface: cast)
        target.withWords { words, perRow in
            for y in 0..<h {
                for x in 0..<w {
                    let a = Double(alphas[y * w + x]) / 255 * opacity
                    func byte(_ v: Double) -> UInt32 { UInt32((unit(v) * a * 255).rounded()) }
                    words[y * perRow + x] = UInt32((a * 255).rounded()) << 24 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
                }
            }
        }
        let radius = shadow.radius.isFinite ? max(shadow.radius, 0) : 0
        target.blur(sigma: Double(radius) / 2 * scale)
        return cast
    }
}
