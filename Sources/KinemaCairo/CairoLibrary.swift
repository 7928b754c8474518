import Foundation

/// cairo's C functions, looked up in the installed library when first needed.
///
/// Kinema builds and runs without cairo: nothing links it, so the package needs neither its
/// headers nor its library. Where it is installed (Debian's `libcairo2`, which `libcairo2-dev`
/// and most desktops bring), the library is found through pkg-config's `libdir` for `cairo` when
/// pkg-config knows it, else by its shared-object name, and the functions below are bound to it.
/// Their types restate cairo's C declarations (`cairo.h`, stable since cairo 1.10).
package final class CairoLibrary: @unchecked Sendable {
    // Unchecked: every stored property is a C function pointer, set once in `init`.

    /// The library bound, or why it could not be.
    package static let loaded: Result<CairoLibrary, CairoError> = Result {
        try CairoLibrary(searching: candidatePaths())
    }.mapError { $0 as? CairoError ?? .failed(status: -1) }

    /// The library, or `nil` when it is not installed or lacks a function.
    package static var shared: CairoLibrary? { try? loaded.get() }

    /// Where to look: pkg-config's library folder for cairo first, then the linker's search.
    static func candidatePaths() -> [String] {
        var paths: [String] = []
        if let folder = pkgConfigLibraryFolder("cairo") { paths.append(folder + "/libcairo.so.2") }
        paths += ["libcairo.so.2", "libcairo.so"]
        return paths
    }

    /// `pkg-config --variable=libdir NAME`, when pkg-config and the package's `.pc` file exist.
    package static func pkgConfigLibraryFolder(_ name: String) -> String? {
        let candidates = ["/usr/bin/pkg-config", "/usr/local/bin/pkg-config", "/usr/bin/pkgconf"]
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--variable=libdir", name]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let folder = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !folder.isEmpty ? folder : nil
    }

    typealias Context = OpaquePointer
    typealias Surface = OpaquePointer
    typealias Pattern = OpaquePointer

    let imageSurfaceCreate: @convention(c) (Int32, Int32, Int32) -> Surface?
    let imageSurfaceCreateForData: @convention(c) (UnsafeMutablePointer<UInt8>?, Int32, Int32, Int32, Int32) -> Surface?
    let imageSurfaceGetData: @convention(c) (Surface?) -> UnsafeMutablePointer<UInt8>?
    let imageSurfaceGetStride: @convention(c) (Surface?) -> Int32
    let imageSurfaceGetWidth: @convention(c) (Surface?) -> Int32
    let imageSurfaceGetHeight: @convention(c) (Surface?) -> Int32
    let imageSurfaceCreateFromPNGStream: @convention(c) (
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32, UnsafeMutableRawPointer?
    ) -> Surface?
    let surfaceWriteToPNGStream: @convention(c) (
        Surface?, @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32, UnsafeMutableRawPointer?
    ) -> Int32
    let surfaceFlush: @convention(c) (Surface?) -> Void
    let surfaceMarkDirty: @convention(c) (Surface?) -> Void
    let surfaceDestroy: @convention(c) (Surface?) -> Void
    let surfaceStatus: @convention(c) (Surface?) -> Int32

    let create: @convention(c) (Surface?) -> Context?
    let destroy: @convention(c) (Context?) -> Void
    let status: @convention(c) (Context?) -> Int32
    let save: @convention(c) (Context?) -> Void
    let restore: @convention(c) (Context?) -> Void
    /// `cairo_transform`, its matrix as six doubles (see ``transform(_:_:)``).
    private let transformFunction: @convention(c) (Context?, UnsafePointer<Double>?) -> Void
    let identityMatrix: @convention(c) (Context?) -> Void
    let setSourceRGBA: @convention(c) (Context?, Double, Double, Double, Double) -> Void
    let setSource: @convention(c) (Context?, Pattern?) -> Void
    let setSourceSurface: @convention(c) (Context?, Surface?, Double, Double) -> Void
    let setOperator: @convention(c) (Context?, Int32) -> Void
    let setAntialias: @convention(c) (Context?, Int32) -> Void
    let getSource: @convention(c) (Context?) -> Pattern?
    let setFillRule: @convention(c) (Context?, Int32) -> Void
    let setLineWidth: @convention(c) (Context?, Double) -> Void
    let setLineCap: @convention(c) (Context?, Int32) -> Void
    let setLineJoin: @convention(c) (Context?, Int32) -> Void
    let setMiterLimit: @convention(c) (Context?, Double) -> Void
    let setDash: @convention(c) (Context?, UnsafePointer<Double>?, Int32, Double) -> Void
    let newPath: @convention(c) (Context?) -> Void
    let moveTo: @convention(c) (Context?, Double, Double) -> Void
    let lineTo: @convention(c) (Context?, Double, Double) -> Void
    let curveTo: @convention(c) (Context?, Double, Double, Double, Double, Double, Double) -> Void
    let closePath: @convention(c) (Context?) -> Void
    let fill: @convention(c) (Context?) -> Void
    let fillPreserve: @convention(c) (Context?) -> Void
    let stroke: @convention(c) (Context?) -> Void
    let clip: @convention(c) (Context?) -> Void
    let paint: @convention(c) (Context?) -> Void
    let paintWithAlpha: @convention(c) (Context?, Double) -> Void
    let mask: @convention(c) (Context?, Pattern?) -> Void
    let pushGroup: @convention(c) (Context?) -> Void
    let popGroup: @convention(c) (Context?) -> Pattern?
    let popGroupToSource: @convention(c) (Context?) -> Void
    let getGroupTarget: @convention(c) (Context?) -> Surface?

    let patternCreateLinear: @convention(c) (Double, Double, Double, Double) -> Pattern?
    let patternCreateRadial: @convention(c) (Double, Double, Double, Double, Double, Double) -> Pattern?
    let patternCreateForSurface: @convention(c) (Surface?) -> Pattern?
    let patternAddColorStopRGBA: @convention(c) (Pattern?, Double, Double, Double, Double, Double) -> Void
    private let patternSetMatrixFunction: @convention(c) (Pattern?, UnsafePointer<Double>?) -> Void
    let patternSetExtend: @convention(c) (Pattern?, Int32) -> Void
    let patternSetFilter: @convention(c) (Pattern?, Int32) -> Void
    let patternDestroy: @convention(c) (Pattern?) -> Void

    /// Binds every function from the first of `paths` that opens.
    init(searching paths: [String]) throws {
        guard let library = SharedLibrary(firstOf: paths) else {
            throw CairoError.libraryMissing(library: "libcairo.so.2", package: "libcairo2")
        }
        func load<Function>(_ name: String) throws -> Function {
            guard let function = library.function(name, as: Function.self) else { throw CairoError.functionMissing(name) }
            return function
        }
        imageSurfaceCreate = try load("cairo_image_surface_create")
        imageSurfaceCreateForData = try load("cairo_image_surface_create_for_data")
        imageSurfaceGetData = try load("cairo_image_surface_get_data")
        imageSurfaceGetStride = try load("cairo_image_surface_get_stride")
        imageSurfaceGetWidth = try load("cairo_image_surface_get_width")
        imageSurfaceGetHeight = try load("cairo_image_surface_get_height")
        imageSurfaceCreateFromPNGStream = try load("cairo_image_surface_create_from_png_stream")
        surfaceWriteToPNGStream = try load("cairo_surface_write_to_png_stream")
        surfaceFlush = try load("cairo_surface_flush")
        surfaceMarkDirty = try load("cairo_surface_mark_dirty")
        surfaceDestroy = try load("cairo_surface_destroy")
        surfaceStatus = try load("cairo_surface_status")
        create = try load("cairo_create")
        destroy = try load("cairo_destroy")
        status = try load("cairo_status")
        save = try load("cairo_save")
        restore = try load("cairo_restore")
        transformFunction = try load("cairo_transform")
        identityMatrix = try load("cairo_identity_matrix")
        setSourceRGBA = try load("cairo_set_source_rgba")
        setSource = try load("cairo_set_source")
        setSourceSurface = try load("cairo_set_source_surface")
        setOperator = try load("cairo_set_operator")
        setAntialias = try load("cairo_set_antialias")
        getSource = try load("cairo_get_source")
        setFillRule = try load("cairo_set_fill_rule")
        setLineWidth = try load("cairo_set_line_width")
        setLineCap = try load("cairo_set_line_cap")
        setLineJoin = try load("cairo_set_line_join")
        setMiterLimit = try load("cairo_set_miter_limit")
        setDash = try load("cairo_set_dash")
        newPath = try load("cairo_new_path")
        moveTo = try load("cairo_move_to")
        lineTo = try load("cairo_line_to")
        curveTo = try load("cairo_curve_to")
        closePath = try load("cairo_close_path")
        fill = try load("cairo_fill")
        fillPreserve = try load("cairo_fill_preserve")
        stroke = try load("cairo_stroke")
        clip = try load("cairo_clip")
        paint = try load("cairo_paint")
        paintWithAlpha = try load("cairo_paint_with_alpha")
        mask = try load("cairo_mask")
        pushGroup = try load("cairo_push_group")
        popGroup = try load("cairo_pop_group")
        popGroupToSource = try load("cairo_pop_group_to_source")
        getGroupTarget = try load("cairo_get_group_target")
        patternCreateLinear = try load("cairo_pattern_create_linear")
        patternCreateRadial = try load("cairo_pattern_create_radial")
        patternCreateForSurface = try load("cairo_pattern_create_for_surface")
        patternAddColorStopRGBA = try load("cairo_pattern_add_color_stop_rgba")
        patternSetMatrixFunction = try load("cairo_pattern_set_matrix")
        patternSetExtend = try load("cairo_pattern_set_extend")
        patternSetFilter = try load("cairo_pattern_set_filter")
        patternDestroy = try load("cairo_pattern_destroy")
    }
}

/// cairo's `cairo_matrix_t`: x′ = xx·x + xy·y + x0, y′ = yx·x + yy·y + y0.
struct CairoMatrix {
    var xx: Double
    var yx: Double
    var xy: Double
    var yy: Double
    var x0: Double
    var y0: Double

    /// The six doubles in `cairo_matrix_t`'s order, for the C call.
    func withDoubles<Result>(_ body: (UnsafePointer<Double>) -> Result) -> Result {
        [xx, yx, xy, yy, x0, y0].withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

extension CairoLibrary {
    /// `cairo_transform`: multiplies the context's matrix by `matrix`.
    func transform(_ context: Context?, _ matrix: CairoMatrix) {
        matrix.withDoubles { transformFunction(context, $0) }
    }

    /// `cairo_pattern_set_matrix`: the map from user space to the pattern's space.
    func patternSetMatrix(_ pattern: Pattern?, _ matrix: CairoMatrix) {
        matrix.withDoubles { patternSetMatrixFunction(pattern, $0) }
    }
}

/// Why a drawing with cairo could not be made.
public enum CairoError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The shared library is not installed.
    case libraryMissing(library: String, package: String)
    /// The library lacks a function (an older version).
    case functionMissing(String)
    /// cairo reported an error (its status number), for example when memory runs out.
    case failed(status: Int32)
    /// The picture is too large to draw (more than 16,384 pixels a side).
    case tooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case let .libraryMissing(library, package): "\(library) not found: install the Debian package \(package)"
        case .functionMissing(let name): "the installed cairo has no \(name): install cairo 1.10 or later"
        case .failed(let status): "cairo failed with status \(status)"
        case let .tooLarge(width, height): "a \(width) × \(height) picture is too large to draw (at most 16,384 pixels a side)"
        }
    }
}
