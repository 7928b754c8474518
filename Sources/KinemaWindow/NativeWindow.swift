import Foundation
import KinemaCairo
import KinemaRender
import KinemaUI

/// A host shown in a native window: SDL 2 opens the window and reads the mouse and keyboard,
/// cairo draws the frames. The worked example of driving Kinema from another toolkit
/// (<doc:NativeWindow>).
///
/// ```swift
/// let window = try NativeWindow(title: "Loader", host: ViewHost(Loader(), size: CGSize(width: 400, height: 400)))
/// try await window.run()                             // until the window is closed
/// ```
///
/// Every turn of its loop does what any toolkit embedding Kinema does:
/// 1. **Input.** Mouse presses, moves and releases become a ``HostTouch`` (`touchDown`, `move`,
///    `lift`); typed text goes to `type(_:)`, editing and arrow keys to `pressKey(_:)`, the wheel
///    to `scroll(by:at:)`.
/// 2. **Time.** The host's clock is moved to the wall clock with `advance(by:)`: by however long
///    the last turn took, several frames when the loop fell behind, so an animation ends when
///    it should even when frames are skipped.
/// 3. **Drawing.** When the display list changed, cairo draws it into the window's texture;
///    then the frame is presented, and the loop sleeps until the next frame is due
///    (`framesPerSecond`, 60 by default).
@MainActor
public final class NativeWindow {
    /// How the loop runs, beyond its defaults.
    public struct Options: Sendable {
        /// Frames a second the loop aims for (default 60); clamped to 1…240.
        public var framesPerSecond: Double = 60
        /// Pixels per point (default 1).
        public var scale: CGFloat = 1
        /// Close the window after this many seconds (default: when the person closes it).
        public var duration: TimeInterval?
        /// A file to write each presented frame to, one line each: the frame number, the wall
        /// clock in seconds since the loop started when the frame's time was taken (before it was
        /// drawn), the host's time, and whether it was redrawn.
        public var frameLog: URL?

        /// Options with every default.
        ///
        /// ```swift
        /// var options = NativeWindow.Options()
        /// options.duration = 5
        /// ```
        public init() {}
    }

    /// Whether a window can be opened here: a display exists (`DISPLAY` or `WAYLAND_DISPLAY`)
    /// and SDL 2 and cairo are installed.
    ///
    /// ```swift
    /// if NativeWindow.canOpen { try await NativeWindow(title: "Demo", host: host).run() }
    /// ```
    public static var canOpen: Bool {
        hasDisplay && CairoRenderer.isAvailable && (try? SDLLibrary.loaded.get()) != nil
    }

    /// Whether `DISPLAY` or `WAYLAND_DISPLAY` names a display.
    static var hasDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["DISPLAY"].map { !$0.isEmpty } == true || environment["WAYLAND_DISPLAY"].map { !$0.isEmpty } == true
    }

    private let sdl: SDLLibrary
    private let host: any ViewHostProtocol
    private let options: Options
    private let window: SDLLibrary.Window
    private let renderer: SDLLibrary.Renderer
    private let texture: SDLLibrary.Texture
    private let pixelWidth: Int
    private let pixelHeight: Int
    private var touch: HostTouch?

    /// Opens a window the size of `host`.
    ///
    /// ```swift
    /// let window = try NativeWindow(title: "Avatar", host: ViewHost(Avatar(), size: CGSize(width: 400, height: 400)))
    /// ```
    ///
    /// - Throws: ``WindowError`` when there is no display, SDL or cairo is not installed, or the
    ///   window cannot be made.
    public init(title: String, host: any ViewHostProtocol, options: Options = Options()) throws {
        guard Self.hasDisplay else { throw WindowError.noDisplay }
        guard CairoRenderer.isAvailable else { throw WindowError.libraryMissing(library: "libcairo.so.2", package: "libcairo2") }
        let sdl = try SDLLibrary.loaded.get()
        guard sdl.initialize(SDLLibrary.initVideo) == 0 else { throw WindowError.sdlFailed(sdl.lastError) }
        var options = options
        options.framesPerSecond = options.framesPerSecond.isFinite ? min(max(options.framesPerSecond, 1), 240) : 60
        options.scale = options.scale.isFinite && options.scale > 0 ? min(options.scale, 4) : 1
        let width = max(Int((host.size.width * options.scale).rounded(.up)), 1)
        let height = max(Int((host.size.height * options.scale).rounded(.up)), 1)
        guard width <= CairoRenderer.maximumDimension, height <= CairoRenderer.maximumDimension else {
            throw WindowError.sdlFailed("a \(width) × \(height) window is too large")
        }
        guard let window = sdl.createWindow(title, SDLLibrary.windowPositionCentered, SDLLibrary.windowPositionCentered,
                                            Int32(width), Int32(height), SDLLibrary.windowShown) else {
            throw WindowError.sdlFailed(sdl.lastError)
        }
        // Any renderer SDL has (accelerated where there is one, software under Xvfb).
        guard let renderer = sdl.createRenderer(window, -1, 0) else {
            sdl.destroyWindow(window)
            throw WindowError.sdlFailed(sdl.lastError)
        }
        guard let texture = sdl.createTexture(renderer, SDLLibrary.pixelFormatRGBA32, SDLLibrary.textureAccessStreaming,
                                              Int32(width), Int32(height)) else {
            sdl.destroyRenderer(renderer)
            sdl.destroyWindow(window)
            throw WindowError.sdlFailed(sdl.lastError)
        }
        self.sdl = sdl
        self.host = host
        self.options = options
        self.window = window
        self.renderer = renderer
        self.texture = texture
        pixelWidth = width
        pixelHeight = height
        sdl.startTextInput()
    }

    isolated deinit {
        sdl.destroyTexture(texture)
        sdl.destroyRenderer(renderer)
        sdl.destroyWindow(window)
    }

    /// Runs the loop until the window is closed (or ``Options/duration`` passes).
    ///
    /// ```swift
    /// try await window.run()
    /// ```
    ///
    /// Between frames it sleeps as a task, so the main actor serves the app's own tasks and
    /// timers (`.task`, `Timer`) meanwhile.
    ///
    /// - Throws: ``CairoError`` when a frame cannot be drawn.
    public func run() async throws {
        let period = 1 / options.framesPerSecond
        let start = seconds()
        var last = start
        var due = start
        var drawn: DisplayList?
        var log = ""
        var frame = 0
        defer {
            if let url = options.frameLog { try? log.write(to: url, atomically: true, encoding: .utf8) }
        }
        while true {
            guard handleEvents() else { return }
            // The host follows the wall clock, however many frames the last turn took.
            let now = seconds()
            host.advance(by: max(now - last, 0))
            last = now
            let list = host.displayList
            let redraw = drawn != list
            if redraw {
                try draw(list)
                drawn = list
            }
            _ = sdl.renderCopy(renderer, texture, nil, nil)
            sdl.renderPresent(renderer)
            if options.frameLog != nil {
                log += "\(frame) \(DecimalText.fixed(now - start, decimals: 6)) \(DecimalText.fixed(host.time, decimals: 6)) \(redraw ? 1 : 0)\n"
            }
            frame += 1
            if let duration = options.duration, now - start >= duration { return }
            // The next frame is due a period after this one; a late loop starts again from now
            // rather than hurrying to catch up.
            due += period
            let wait = due - seconds()
            if wait > 0 {
                // A task's sleep may wake a little late: sleep to a millisecond before, then wait
                // out the rest.
                if wait > 0.002 { try? await Task.sleep(nanoseconds: UInt64((wait - 0.001) * 1e9)) }
                while seconds() < due { await Task.yield() }
            } else {
                due = seconds()
                await Task.yield()
            }
        }
    }

    /// The wall clock in seconds, monotonic.
    private func seconds() -> TimeInterval {
        ProcessInfo.processInfo.systemUptime
    }

    /// Draws `list` with cairo into the window's texture.
    private func draw(_ list: DisplayList) throws {
        let image = try CairoRenderer().render(list, size: host.size, scale: options.scale)
        image.rgba.withUnsafeBytes { bytes in
            _ = sdl.updateTexture(texture, nil, bytes.baseAddress, Int32(image.width * 4))
        }
    }

    // MARK: - Input

    /// Hands every waiting event to the host; `false` when the window was closed.
    private func handleEvents() -> Bool {
        // SDL_Event: a 56-byte union, its type in the first four bytes.
        var event = [UInt8](repeating: 0, count: 64)
        while event.withUnsafeMutableBytes({ sdl.pollEvent($0.baseAddress) }) != 0 {
            let type = Self.read(UInt32.self, event, 0)
            switch type {
            case 0x100:   // SDL_QUIT
                return false
            case 0x401, 0x402, 0x400:   // mouse button down, up; motion
                let left = type == 0x400 ? Self.read(UInt32.self, event, 16) & 1 != 0 : event[16] == 1
                let x = Self.read(Int32.self, event, 20), y = Self.read(Int32.self, event, 24)
                pointer(type == 0x401 ? .down : type == 0x402 ? .up : .move, at: point(x, y), left: left)
            case 0x403:   // SDL_MOUSEWHEEL
                let dx = Double(Self.read(Float.self, event, 28)), dy = Double(Self.read(Float.self, event, 32))
                let at = point(Self.read(Int32.self, event, 36), Self.read(Int32.self, event, 40))
                // A notch scrolls about three lines; content moves opposite the wheel's pull.
                host.scroll(by: CGSize(width: -dx * 40, height: -dy * 40), at: at)
            case 0x303:   // SDL_TEXTINPUT: UTF-8 text from byte 12
                let bytes = event[12..<44].prefix { $0 != 0 }
                if let text = String(bytes: bytes, encoding: .utf8), !text.isEmpty { _ = host.type(text) }
            case 0x300:   // SDL_KEYDOWN: its key code at byte 20
                if let key = Self.key(Self.read(Int32.self, event, 20)) { _ = host.pressKey(key) }
            default:
                continue
            }
        }
        return true
    }

    private enum Phase { case down, move, up }

    /// A window pixel as a host point.
    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / options.scale, y: CGFloat(y) / options.scale)
    }

    /// The left button as one finger: down, moved while down, lifted.
    private func pointer(_ phase: Phase, at point: CGPoint, left: Bool) {
        switch phase {
        case .down where left:
            touch?.lift()
            touch = host.touchDown(at: point)
        case .move where touch != nil:
            touch?.move(to: point)
        case .up where touch != nil:
            touch?.move(to: point)
            touch?.lift()
            touch = nil
        default:
            break
        }
    }

    /// The key SwiftUI names for an SDL key code that types no text.
    static func key(_ code: Int32) -> KeyEquivalent? {
        let scancode: Int32 = 1 << 30
        switch code {
        case 13: return .return
        case 8: return .delete
        case 27: return .escape
        case 9: return .tab
        case 127: return .deleteForward
        case scancode | 82: return .upArrow
        case scancode | 81: return .downArrow
        case scancode | 80: return .leftArrow
        case scancode | 79: return .rightArrow
        case scancode | 74: return .home
        case scancode | 77: return .end
        case scancode | 75: return .pageUp
        case scancode | 78: return .pageDown
        case scancode | 156: return .clear
        default: return nil
        }
    }

    /// A little-endian value at `offset` in an event's bytes.
    private static func read<Value>(_ type: Value.Type, _ bytes: [UInt8], _ offset: Int) -> Value {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Value.self) }
    }
}
