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

    /// The smallest box holding every pixel with some alpha, as (x, y, width, height); `nil` for
    /// a transparent surface.
    private func coveredBox(_ words: UnsafeMutablePointer<UInt32>, perRow: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        let (w, h) = (width, height)
        var minX = w, minY = h, maxX = -1, maxY = -1
        for y in 0..<h {
            let row = words + y * perRow
            var x = 0
            while x < w {
                if row[x] >> 24 != 0 {
                    if x < minX { minX = x }
                    if x > maxX { maxX = x }
                    if y < minY { minY = y }
                    maxY = y
                }
                x += 1
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// Maps every pixel's colour, not premultiplied, each result clamped to 0…1.
    private func mapColors(_ map: (Double, Double, Double, Double) -> (Double, Double, Double, Double)) {
        withWords { words, perRow in
            guard let box = coveredBox(words, perRow: perRow) else { return }
            func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
            for y in box.y..<(box.y + box.height) {
                let row = words + y * perRow
                for x in box.x..<(box.x + box.width) {
                    let word = row[x]
                    let a = Double(word >> 24) / 255
                    guard a > 0 else { continue }
                    let mapped = map(Double((word >> 16) & 0xFF) / 255 / a, Double((word >> 8) & 0xFF) / 255 / a,
                                     Double(word & 0xFF) / 255 / a, a)
                    let alpha = unit(mapped.3)
                    func byte(_ v: Double) -> UInt32 { UInt32((unit(v) * alpha * 255).rounded()) }
                    row[x] = UInt32((alpha * 255).rounded()) << 24 | byte(mapped.0) << 16 | byte(mapped.1) << 8 | byte(mapped.2)
                }
            }
        }
    }

    /// A Gaussian blur of standard deviation `sigma` pixels, as three box blurs each way (the
    /// widths that best match the Gaussian's variance), on the premultiplied channels. Beyond the
    /// picture's edges lie transparent pixels, or with `repeatingEdges` the edge pixels again (an
    /// opaque blur, SVG's `edgeMode="duplicate"`).
    ///
    /// Only the covered pixels and as far as the blur reaches around them are worked on: a
    /// shadow under a small view costs its own area, not the picture's.
    func blur(sigma: Double, repeatingEdges: Bool = false) {
        guard sigma > 0.1, sigma.isFinite else { return }
        let (w, h) = (width, height)
        let sizes = Self.boxSizes(sigma: min(sigma, 1_000), count: 3)
        let reach = sizes.map { ($0 - 1) / 2 }.reduce(0, +) + 1
        withWords { words, perRow in
            guard let covered = coveredBox(words, perRow: perRow) else { return }
            // The region: covered pixels and the blur's reach, or the whole picture for an opaque
            // blur (its edges are the picture's).
            let x0 = repeatingEdges ? 0 : max(covered.x - reach, 0), y0 = repeatingEdges ? 0 : max(covered.y - reach, 0)
            let x1 = repeatingEdges ? w : min(covered.x + covered.width + reach, w)
            let y1 = repeatingEdges ? h : min(covered.y + covered.height + reach, h)
            let (rw, rh) = (x1 - x0, y1 - y0)
            guard rw > 0, rh > 0 else { return }
            var channels = [Float](repeating: 0, count: rw * rh * 4)
            var scratch = [Float](repeating: 0, count: rw * rh * 4)
            channels.withUnsafeMutableBufferPointer { a in
                scratch.withUnsafeMutableBufferPointer { b in
                    guard let a = a.baseAddress, let b = b.baseAddress else { return }
                    for y in 0..<rh {
                        let row = words + (y0 + y) * perRow + x0
                        let out = a + y * rw * 4
                        for x in 0..<rw {
                            let word = row[x]
                            out[x * 4] = Float(word >> 24)
                            out[x * 4 + 1] = Float((word >> 16) & 0xFF)
                            out[x * 4 + 2] = Float((word >> 8) & 0xFF)
                            out[x * 4 + 3] = Float(word & 0xFF)
                        }
                    }
                    // Outside the region all is transparent, except for an opaque blur, whose
                    // region is the picture and whose edges repeat.
                    for size in sizes {
                        let radius = (size - 1) / 2
                        Self.boxBlur(a, into: b, width: rw, height: rh, radius: radius, horizontal: true, repeatingEdges: repeatingEdges)
                        Self.boxBlur(b, into: a, width: rw, height: rh, radius: radius, horizontal: false, repeatingEdges: repeatingEdges)
                    }
                    for y in 0..<rh {
                        let row = words + (y0 + y) * perRow + x0
                        let source = a + y * rw * 4
                        for x in 0..<rw {
                            func byte(_ value: Float) -> UInt32 { UInt32(min(max(value.rounded(), 0), 255)) }
                            // Premultiplied: no colour above its alpha.
                            let alpha = byte(source[x * 4])
                            row[x] = alpha << 24 | min(byte(source[x * 4 + 1]), alpha) << 16
                                | min(byte(source[x * 4 + 2]), alpha) << 8 | min(byte(source[x * 4 + 3]), alpha)
                        }
                    }
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

    /// One box blur pass along rows or columns, reading `source` and writing `target` (four
    /// channels a pixel); pixels beyond the edge are transparent, or repeat the edge pixel.
    private static func boxBlur(
        _ source: UnsafeMutablePointer<Float>, into target: UnsafeMutablePointer<Float>, width: Int, height: Int,
        radius: Int, horizontal: Bool, repeatingEdges: Bool
    ) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 4 : width * 4
        let scale = 1 / Float(2 * radius + 1)
        for line in 0..<lines {
            let base = horizontal ? line * width * 4 : line * 4
            for channel in 0..<4 {
                let first = source[base + channel], last = source[base + (length - 1) * step + channel]
                var sum: Float = 0
                var k = -radius
                while k <= radius {
                    if k >= 0 && k < length {
                        sum += source[base + k * step + channel]
                    } else if repeatingEdges {
                        sum += k < 0 ? first : last
                    }
                    k += 1
                }
                var i = 0
                while i < length {
                    target[base + i * step + channel] = sum * scale
                    let entering = i + radius + 1, leaving = i - radius
                    if entering < length { sum += source[base + entering * step + channel] } else if repeatingEdges { sum += last }
                    if leaving >= 0 { sum -= source[base + leaving * step + channel] } else if repeatingEdges { sum -= first }
                    i += 1
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
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        let color = shadow.color, opacity = unit(color.opacity)
        // The shadow's colour premultiplied by each alpha: a table of the 256 words.
        let words = (0...255).map { alpha -> UInt32 in
            let a = Double(alpha) / 255 * opacity
            func byte(_ v: Double) -> UInt32 { UInt32((unit(v) * a * 255).rounded()) }
            return UInt32((a * 255).rounded()) << 24 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
        }
        let target = CairoPixels(cairo: cairo, surface: cast)
        withWords { source, sourcePerRow in
            guard let box = coveredBox(source, perRow: sourcePerRow) else { return }
            target.withWords { cast, castPerRow in
                for y in box.y..<(box.y + box.height) {
                    let from = source + y * sourcePerRow, to = cast + y * castPerRow
                    for x in box.x..<(box.x + box.width) { to[x] = words[Int(from[x] >> 24)] }
                }
            }
        }
        let radius = shadow.radius.isFinite ? max(shadow.radius, 0) : 0
        target.blur(sigma: Double(radius) / 2 * scale)
        return cast
    }
}
