import Foundation
import KinemaCairo

/// The SDL 2 functions a window needs, looked up in the installed library when first needed, as
/// `KinemaCairo` finds cairo: nothing links SDL, so Kinema builds and runs without it. Where it is
/// installed (Debian's `libsdl2-2.0-0`, which `libsdl2-dev` brings), it is found through
/// pkg-config's `libdir` for `sdl2`, else by its shared-object name. The types restate
/// `SDL.h`'s declarations (SDL 2.0.10 or later).
final class SDLLibrary: @unchecked Sendable {
    // Unchecked: C function pointers, set once in `init`.

    /// The library bound, or why it could not be.
    static let loaded: Result<SDLLibrary, WindowError> = Result { try SDLLibrary() }.mapError { $0 as? WindowError ?? .sdlFailed("SDL") }

    typealias Window = OpaquePointer
    typealias Renderer = OpaquePointer
    typealias Texture = OpaquePointer

    let initialize: @convention(c) (UInt32) -> Int32
    let quit: @convention(c) () -> Void
    let getError: @convention(c) () -> UnsafePointer<CChar>?
    let createWindow: @convention(c) (UnsafePointer<CChar>?, Int32, Int32, Int32, Int32, UInt32) -> Window?
    let destroyWindow: @convention(c) (Window?) -> Void
    let createRenderer: @convention(c) (Window?, Int32, UInt32) -> Renderer?
    let destroyRenderer: @convention(c) (Renderer?) -> Void
    let createTexture: @convention(c) (Renderer?, UInt32, Int32, Int32, Int32) -> Texture?
    let destroyTexture: @convention(c) (Texture?) -> Void
    let updateTexture: @convention(c) (Texture?, UnsafeRawPointer?, UnsafeRawPointer?, Int32) -> Int32
    let renderCopy: @convention(c) (Renderer?, Texture?, UnsafeRawPointer?, UnsafeRawPointer?) -> Int32
    let renderPresent: @convention(c) (Renderer?) -> Void
    let pollEvent: @convention(c) (UnsafeMutableRawPointer?) -> Int32
    let startTextInput: @convention(c) () -> Void

    private init() throws {
        var paths: [String] = []
        if let folder = CairoLibrary.pkgConfigLibraryFolder("sdl2") { paths.append(folder + "/libSDL2-2.0.so.0") }
        paths += ["libSDL2-2.0.so.0", "libSDL2.so"]
        guard let library = SharedLibrary(firstOf: paths) else {
            throw WindowError.libraryMissing(library: "libSDL2-2.0.so.0", package: "libsdl2-2.0-0")
        }
        func load<Function>(_ name: String) throws -> Function {
            guard let function = library.function(name, as: Function.self) else {
                throw WindowError.sdlFailed("the installed SDL has no \(name): install SDL 2.0.10 or later")
            }
            return function
        }
        initialize = try load("SDL_Init")
        quit = try load("SDL_Quit")
        getError = try load("SDL_GetError")
        createWindow = try load("SDL_CreateWindow")
        destroyWindow = try load("SDL_DestroyWindow")
        createRenderer = try load("SDL_CreateRenderer")
        destroyRenderer = try load("SDL_DestroyRenderer")
        createTexture = try load("SDL_CreateTexture")
        destroyTexture = try load("SDL_DestroyTexture")
        updateTexture = try load("SDL_UpdateTexture")
        renderCopy = try load("SDL_RenderCopy")
        renderPresent = try load("SDL_RenderPresent")
        pollEvent = try load("SDL_PollEvent")
        startTextInput = try load("SDL_StartTextInput")
    }

    /// SDL's last error message.
    var lastError: String {
        getError().map { String(cString: $0) } ?? "unknown error"
    }

    // Constants from SDL.h.
    static let initVideo: UInt32 = 0x20
    static let windowShown: UInt32 = 0x4
    static let windowPositionCentered: Int32 = 0x2FFF_0000
    /// Bytes red, green, blue, alpha in memory: `SDL_PIXELFORMAT_ABGR8888` on a little-endian machine.
    static let pixelFormatRGBA32: UInt32 = 0x1676_2004
    static let textureAccessStreaming: Int32 = 1
}

/// Why a native window could not be shown.
public enum WindowError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A shared library is not installed.
    case libraryMissing(library: String, package: String)
    /// There is no display to open a window on (neither `DISPLAY` nor `WAYLAND_DISPLAY` is set).
    case noDisplay
    /// SDL failed, with its message.
    case sdlFailed(String)

    public var description: String {
        switch self {
        case let .libraryMissing(library, package): "\(library) not found: install the Debian package \(package)"
        case .noDisplay: "there is no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset): run under X or Wayland, or under Xvfb (xvfb-run)"
        case .sdlFailed(let message): "SDL failed: \(message)"
        }
    }
}
