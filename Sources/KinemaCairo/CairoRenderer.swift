import Foundation
import KinemaDisplay
import KinemaRender

/// Draws display lists to pixels with cairo, the 2-D library GTK and Firefox draw with: the
/// rasteriser of the native window (`kinema window`) and of PNG frames where cairo is installed.
///
/// ```swift
/// guard CairoRenderer.isAvailable else { return }       // Debian: libcairo2
/// let image = try CairoRenderer().render(host.displayList, size: host.size, scale: 2)
/// try image.pngData().write(to: URL(fileURLWithPath: "frame.png"))
/// ```
///
/// It draws what the SVG renderer writes, the same way: shapes, paths, fills, strokes with their
/// caps, joins and dashes, linear, radial, elliptical and angular gradients, text as the glyph
/// outlines of the DejaVu faces Kinema measures with (emoji as the colour emoji font's pictures),
/// images (PNG; SVG through librsvg when installed; others as the SVG renderer's placeholder),
/// shadows, clips, masks, blurs, colour filters, blend modes and compositing groups, and
/// perspective through each point. Blurs are three box blurs, within a few percent of a
/// Gaussian's weights.
///
/// Nothing links cairo: it is found when first used (``CairoLibrary``), so code that never draws
/// with it runs where it is not installed, and ``render(_:size:scale:background:)`` throws
/// ``CairoError/libraryMissing(library:package:)`` there.
public struct CairoRenderer: Sendable {
    /// The largest side, in pixels, of a picture.
    public static let maximumDimension = 16_384

    /// Whether cairo is installed, so ``render(_:size:scale:background:)`` can draw.
    public static var isAvailable: Bool { CairoLibrary.shared != nil }

    /// Creates a renderer.
    ///
    /// ```swift
    /// let renderer = CairoRenderer()
    /// ```
    public init() {}

    /// Draws `displayList` on a picture of `size` points at `scale` pixels a point.
    ///
    /// ```swift
    /// let image = try CairoRenderer().render(list, size: CGSize(width: 400, height: 400))
    /// image.pixel(x: 200, y: 200)                      // (r, g, b, a), premultiplied
    /// ```
    ///
    /// - Parameters:
    ///   - displayList: What to draw, in host points.
    ///   - size: The picture's size in points; negative or non-finite sides count as 0.
    ///   - scale: Pixels per point (default 1); non-finite or non-positive reads as 1.
    ///   - background: Painted first, or `nil` for a transparent picture (default white).
    /// - Throws: ``CairoError`` when cairo is not installed, fails, or the picture would be larger
    ///   than ``maximumDimension`` pixels a side.
    public func render(
        _ displayList: DisplayList, size: CGSize, scale: CGFloat = 1, background: Color? = .white
    ) throws -> CairoImage {
        try draw(displayList, size: size, scale: scale, background: background) { cairo, surface, width, height in
            CairoImage(width: width, height: height, rgba: CairoPixels(cairo: cairo, surface: surface).rgba(width: width, height: height))
        }
    }

    /// Draws `displayList` as ``render(_:size:scale:background:)`` does and returns it as a PNG
    /// file's bytes, written by cairo straight from its pixels.
    ///
    /// ```swift
    /// try CairoRenderer().pngData(host.displayList, size: host.size).write(to: URL(fileURLWithPath: "frame.png"))
    /// ```
    ///
    /// - Throws: ``CairoError``, as ``render(_:size:scale:background:)`` does, or when the PNG
    ///   cannot be written.
    public func pngData(
        _ displayList: DisplayList, size: CGSize, scale: CGFloat = 1, background: Color? = .white
    ) throws -> Data {
        try draw(displayList, size: size, scale: scale, background: background) { cairo, surface, _, _ in
            try CairoImage.png(of: surface, cairo: cairo)
        }
    }

    /// Draws the list on a new picture and hands its surface (and its size in pixels) to `result`.
    private func draw<Result>(
        _ displayList: DisplayList, size: CGSize, scale: CGFloat, background: Color?,
        result: (CairoLibrary, OpaquePointer, Int, Int) throws -> Result
    ) throws -> Result {
        let cairo = try CairoLibrary.loaded.get()
        let scale = scale.isFinite && scale > 0 ? scale : 1
        func pixels(_ side: CGFloat) -> Int {
            let value = side.isFinite ? max(side, 0) * scale : 0
            // Sides beyond Int's range read as its largest value: the error names what was asked.
            return value >= CGFloat(Int.max / 2) ? Int.max / 2 : Int(value.rounded(.up))
        }
        let width = pixels(size.width), height = pixels(size.height)
        guard width <= Self.maximumDimension, height <= Self.maximumDimension else {
            throw CairoError.tooLarge(width: width, height: height)
        }
        var canvas = try CairoCanvas(cairo: cairo, width: max(width, 1), height: max(height, 1), scale: Double(scale))
        if let background, background.opacity > 0 {
            canvas.fillBackground(background)
        }
        for item in displayList.items where Self.isDrawable(item) {
            try canvas.transition(to: item.groups)
            try canvas.draw(item)
        }
        try canvas.transition(to: [])
        let picture = canvas.finish()
        defer { cairo.surfaceDestroy(picture) }
        if width == 0 || height == 0 {
            // An empty picture: the one-pixel surface stands for none.
            return try result(cairo, picture, 0, 0)
        }
        return try result(cairo, picture, width, height)
    }

    /// Whether an item can be placed: a finite frame and transform (as the SVG renderer asks).
    static func isDrawable(_ item: DisplayList.Item) -> Bool {
        let f = item.frame, t = item.transform
        return [f.origin.x, f.origin.y, f.size.width, f.size.height, t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
    }
}

/// A picture drawn by ``CairoRenderer``: 8-bit premultiplied RGBA pixels, row by row.
public struct CairoImage: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Four bytes a pixel — red, green, blue and alpha, the colours premultiplied by alpha — with
    /// no padding between rows.
    public let rgba: [UInt8]

    /// Creates a picture from its pixels.
    ///
    /// ```swift
    /// let red = CairoImage(width: 1, height: 1, rgba: [255, 0, 0, 255])
    /// ```
    ///
    /// - Parameter rgba: Premultiplied RGBA bytes, `width × height × 4` of them; missing bytes
    ///   read as transparent, extra ones are dropped.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let count = self.width * self.height * 4
        self.rgba = rgba.count == count ? rgba : Array(rgba.prefix(count)) + Array(repeating: 0, count: max(count - rgba.count, 0))
    }

    /// Reads a PNG file's pixels with cairo's PNG reader.
    ///
    /// ```swift
    /// let image = try CairoImage(pngData: Data(contentsOf: URL(fileURLWithPath: "frame.png")))
    /// ```
    ///
    /// - Throws: ``CairoError`` when cairo is not installed or cannot read the bytes.
    public init(pngData: Data) throws {
        let cairo = try CairoLibrary.loaded.get()
        guard let picture = CairoPicture(cairo: cairo, png: pngData) else { throw CairoError.failed(status: 10) }
        self.init(width: Int(picture.size.width), height: Int(picture.size.height), rgba: picture.rgba())
    }

    /// The pixel at (`x`, `y`), premultiplied; `nil` outside the picture.
    ///
    /// ```swift
    /// let (r, g, b, a) = image.pixel(x: 0, y: 0) ?? (0, 0, 0, 0)
    /// ```
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let index = (y * width + x) * 4
        return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
    }

    /// The picture as a PNG file's bytes, drawn by cairo's PNG writer.
    ///
    /// ```swift
    /// try image.pngData().write(to: URL(fileURLWithPath: "frame.png"))
    /// ```
    ///
    /// - Throws: ``CairoError`` when cairo is not installed or cannot write it.
    public func pngData() throws -> Data {
        let cairo = try CairoLibrary.loaded.get()
        guard let surface = cairo.imageSurfaceCreate(0, Int32(max(width, 1)), Int32(max(height, 1))) else {
            throw CairoError.failed(status: -1)
        }
        defer { cairo.surfaceDestroy(surface) }
        CairoPixels(cairo: cairo, surface: surface).store(rgba: rgba, width: width, height: height)
        return try Self.png(of: surface, cairo: cairo)
    }

    /// A surface's pixels as a PNG file's bytes, by cairo's PNG writer.
    static func png(of surface: OpaquePointer, cairo: CairoLibrary) throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo.surfaceWriteToPNGStream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return 11 }   // CAIRO_STATUS_WRITE_ERROR
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return 0
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == 0 else { throw CairoError.failed(status: status) }
        return sink.data
    }
}
