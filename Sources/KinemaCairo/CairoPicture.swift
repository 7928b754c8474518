import Foundation
import KinemaDisplay
import KinemaRender

/// An image ready to draw: PNG pixels in a cairo surface, or an SVG document librsvg draws.
final class CairoPicture: @unchecked Sendable {
    // Unchecked: the surface and handle are set in `init`, and drawn only with `lock` held:
    // neither a librsvg handle nor a cairo surface may be used by two threads at once, and frames
    // are drawn in parallel.
    private let lock = NSLock()
    private let cairo: CairoLibrary
    private let surface: OpaquePointer?
    private let svg: (rsvg: RsvgLibrary, handle: OpaquePointer)?
    /// The picture's own size: pixels, or the SVG document's size in points.
    let size: CGSize

    /// A PNG file's picture; `nil` when cairo cannot read it.
    init?(cairo: CairoLibrary, png data: Data) {
        final class Source {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let source = Source(data)
        let surface = withExtendedLifetime(source) {
            cairo.imageSurfaceCreateFromPNGStream({ closure, buffer, length in
                guard let closure, let buffer else { return 10 }   // CAIRO_STATUS_READ_ERROR
                let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                let count = Int(length)
                guard source.offset + count <= source.data.count else { return 10 }
                source.data.copyBytes(to: buffer, from: source.offset..<(source.offset + count))
                source.offset += count
                return 0
            }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface, cairo.surfaceStatus(surface) == 0 else {
            if let surface { cairo.surfaceDestroy(surface) }
            return nil
        }
        self.cairo = cairo
        self.surface = surface
        svg = nil
        size = CGSize(width: Int(cairo.imageSurfaceGetWidth(surface)), height: Int(cairo.imageSurfaceGetHeight(surface)))
    }

    /// An SVG document's picture, at `size` points; `nil` without librsvg or for a document it
    /// cannot read.
    init?(cairo: CairoLibrary, svg data: Data, size: CGSize) {
        guard let rsvg = RsvgLibrary.shared, size.width > 0, size.height > 0,
              let handle = data.withUnsafeBytes({ bytes in
                  rsvg.handleNewFromData(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, nil)
              }) else { return nil }
        self.cairo = cairo
        surface = nil
        svg = (rsvg, handle)
        self.size = size
    }

    /// A PNG picture's pixels as premultiplied RGBA; empty for an SVG picture.
    func rgba() -> [UInt8] {
        guard let surface else { return [] }
        return CairoPixels(cairo: cairo, surface: surface).rgba(width: Int(size.width), height: Int(size.height))
    }

    deinit {
        if let surface { cairo.surfaceDestroy(surface) }
        if let svg { svg.rsvg.objectUnref(UnsafeMutableRawPointer(svg.handle)) }
    }

    /// Draws the picture stretched over `rect` (the context's coordinates), or repeated from its
    /// corner at `tile` size; `smooth` false scales pixels without smoothing.
    func draw(in rect: CGRect, context: OpaquePointer, tile: CGSize? = nil, smooth: Bool = true) {
        guard rect.width > 0, rect.height > 0, size.width > 0, size.height > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        cairo.save(context)
        // Nothing beyond the frame: edge pixels are padded, not blended with transparency.
        cairo.newPath(context)
        cairo.moveTo(context, Double(rect.minX), Double(rect.minY))
        cairo.lineTo(context, Double(rect.maxX), Double(rect.minY))
        cairo.lineTo(context, Double(rect.maxX), Double(rect.maxY))
        cairo.lineTo(context, Double(rect.minX), Double(rect.maxY))
        cairo.closePath(context)
        cairo.clip(context)
        let cell = tile.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? rect.size
        let place = CairoMatrix(xx: Double(cell.width / size.width), yx: 0, xy: 0, yy: Double(cell.height / size.height),
                                x0: Double(rect.minX), y0: Double(rect.minY))
        cairo.transform(context, place)
        if let surface {
            cairo.setSourceSurface(context, surface, 0, 0)
            let pattern = cairo.getSource(context)
            cairo.patternSetExtend(pattern, tile == nil ? 3 : 1)   // CAIRO_EXTEND_PAD, REPEAT
            cairo.patternSetFilter(pattern, smooth ? 1 : 3)          // CAIRO_FILTER_GOOD, NEAREST
            cairo.paint(context)
        } else if let svg {
            // librsvg's RsvgRectangle: x, y, width, height.
            let viewport = [0, 0, Double(size.width), Double(size.height)]
            _ = viewport.withUnsafeBufferPointer { svg.rsvg.handleRenderDocument(svg.handle, context, $0.baseAddress, nil) }
        }
        cairo.restore(context)
    }
}

/// Pictures decoded once and kept while their bytes stay the same.
final class CairoPictureCache: @unchecked Sendable {
    // Unchecked: `pictures` is only touched with `lock` held.
    static let shared = CairoPictureCache()
    private let lock = NSLock()
    private var pictures: [String: (bytes: Int, picture: CairoPicture?)] = [:]

    /// The picture cached under `key` for bytes with `fingerprint`, made by `make` when missing.
    func picture(_ key: String, fingerprint: Int, make: () -> CairoPicture?) -> CairoPicture? {
        lock.lock()
        defer { lock.unlock() }
        if let known = pictures[key], known.bytes == fingerprint { return known.picture }
        // A long run of different images must not keep them all.
        if pictures.count > 256 { pictures.removeAll() }
        let picture = make()
        pictures[key] = (fingerprint, picture)
        return picture
    }
}

/// The few functions of librsvg (Debian's `librsvg2-2`) that draw an SVG image with cairo, looked
/// up when first needed, as ``CairoLibrary`` is.
final class RsvgLibrary: @unchecked Sendable {
    // Unchecked: C function pointers, set once in `init`.
    static let shared: RsvgLibrary? = RsvgLibrary()

    let handleNewFromData: @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutableRawPointer?) -> OpaquePointer?
    let handleRenderDocument: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?, UnsafeMutableRawPointer?) -> Int32
    let objectUnref: @convention(c) (UnsafeMutableRawPointer?) -> Void

    private init?() {
        // The cairo it draws with must be the one already bound: the same shared object.
        guard CairoLibrary.shared != nil, let library = SharedLibrary(firstOf: ["librsvg-2.so.2", "librsvg-2.so"]),
              let new = library.function("rsvg_handle_new_from_data",
                                         as: (@convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutableRawPointer?) -> OpaquePointer?).self),
              let render = library.function("rsvg_handle_render_document", as: (@convention(c) (
                  OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?, UnsafeMutableRawPointer?) -> Int32).self),
              let unref = library.function("g_object_unref", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self)
        else { return nil }
        handleNewFromData = new
        handleRenderDocument = render
        objectUnref = unref
    }
}

extension CairoCanvas {
    /// The picture of PNG bytes, decoded once per key and bytes.
    func picture(named key: String, png: Data) -> CairoPicture? {
        CairoPictureCache.shared.picture(key, fingerprint: Self.fingerprint(png)) { CairoPicture(cairo: cairo, png: png) }
    }

    /// FNV-1a over every byte and the count: an image registered again under its name with other
    /// bytes is decoded again.
    static func fingerprint(_ data: Data) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ UInt64(data.count))
    }

    /// Draws `picture` stretched over `rect`, or tiled at `tile` size.
    func draw(_ picture: CairoPicture, in rect: CGRect, tile: CGSize? = nil, smooth: Bool = true) {
        picture.draw(in: rect, context: context, tile: tile, smooth: smooth)
    }

    /// An image item: its registered PNG or SVG stretched over the frame (tinted with the
    /// foreground colour when it is a template), else the SVG renderer's placeholder.
    mutating func drawImage(_ image: DisplayList.ImageContent, in frame: CGRect, foreground: Color) {
        guard frame.width > 0, frame.height > 0 else { return }
        var picture: CairoPicture?
        var tile: CGSize?
        if !image.isSystemSymbol, let entry = ImageRegistry.entry(named: image.name) {
            // Tiles at the image's size in points, as the SVG renderer tiles (SVG images stretch).
            if image.resizingMode == .tile, entry.format == .png { tile = entry.size }
            let key = "image " + image.name
            switch entry.format {
            case .png:
                picture = self.picture(named: key, png: entry.data)
            case .svg:
                picture = CairoPictureCache.shared.picture(key, fingerprint: Self.fingerprint(entry.data)) {
                    CairoPicture(cairo: cairo, svg: entry.data, size: entry.size)
                }
            case .jpeg:
                picture = nil
            }
        }
        guard let picture else {
            drawPlaceholder(in: frame)
            return
        }
        let smooth = image.interpolation != Image.Interpolation.none
        guard image.isTemplate else {
            draw(picture, in: frame, tile: tile, smooth: smooth)
            return
        }
        // Every pixel the image covers, in the foreground colour.
        cairo.pushGroup(context)
        draw(picture, in: frame, tile: tile, smooth: smooth)
        cairo.setOperator(context, 3)   // CAIRO_OPERATOR_IN
        setColor(foreground)
        cairo.paint(context)
        cairo.popGroupToSource(context)
        cairo.paint(context)
    }

    /// The stand-in for an image without bytes cairo can draw: a light grey rounded rectangle
    /// with a thin border, as the SVG renderer draws it (without its label).
    private func drawPlaceholder(in frame: CGRect) {
        let inset = min(0.5, frame.width / 2, frame.height / 2)
        let box = frame.insetBy(dx: inset, dy: inset)
        let radius = min(6, min(box.width, box.height) / 4)
        addPath(Path(roundedRect: box, cornerRadius: radius))
        setColor(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        cairo.fillPreserve(context)
        setColor(Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255))
        cairo.setLineWidth(context, 1)
        cairo.stroke(context)
    }
}
