import Foundation

/// One SVG document drawn to PNG by `rsvg-convert`: the pictures that must be pixels in formats
/// without vectors of their own kind (a Lottie document's image assets).
package enum SVGRasterizer {
    /// `svg` drawn at `width` × `height` pixels as PNG bytes; `nil` when `rsvg-convert` is not
    /// installed, fails, or the size is not positive.
    ///
    /// ```swift
    /// let png = SVGRasterizer.png(from: Data(svgText.utf8), width: 400, height: 400)
    /// ```
    package static func png(from svg: Data, width: Int, height: Int) -> Data? {
        guard width > 0, height > 0, let executable = ExternalTools.rsvgConvert,
              let scratch = try? ScratchDirectory() else { return nil }
        defer { scratch.remove() }
        let input = scratch.url.appendingPathComponent("image.svg")
        let output = scratch.url.appendingPathComponent("image.png")
        guard (try? svg.write(to: input)) != nil else { return nil }
        let rsvg = ToolProcess(tool: .rsvgConvert, executable: executable, scratch: scratch.url)
        let arguments = ["--width", String(width), "--height", String(height), "--format", "png",
                         "--output", output.path, input.path]
        guard (try? rsvg.run(arguments, task: "on an image", timeout: 60)) != nil else { return nil }
        return try? Data(contentsOf: output)
    }
}
