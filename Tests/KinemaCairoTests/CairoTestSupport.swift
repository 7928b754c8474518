import Foundation
import KinemaTestSupport
import Kinema
import KinemaCairo

#if canImport(Glibc)
import Glibc
#endif

/// Drawing helpers shared by the cairo tests: one call draws items on a white picture, and
/// pixels compare as plain values with a readable description.
enum CairoTest {
    /// Whether DejaVu Sans, whose outlines text is drawn with, is installed.
    static let hasDejaVu = FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

    /// Whether librsvg, which draws registered SVG images, can be loaded.
    static let hasLibrsvg: Bool = {
        guard let handle = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL) else { return false }
        dlclose(handle)
        return true
    }()

    /// Draws `items` on a `size` picture (default 200 × 200) over `background` (default white).
    static func draw(
        _ items: [DisplayList.Item], size: CGSize = CGSize(width: 200, height: 200), scale: CGFloat = 1,
        background: Color? = .white
    ) throws -> CairoImage {
        try CairoRenderer().render(DisplayList(items: items), size: size, scale: scale, background: background)
    }

    /// A name no other test registers an image under.
    static func uniqueImageName(_ stem: String) -> String {
        "cairo-test-\(stem)-\(UUID().uuidString)"
    }
}

/// Pure sRGB colours (Kinema's `.red`, `.blue`, … are Apple's system colours, not these).
enum Pure {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)
    static let white = Color(red: 1, green: 1, blue: 1)
}

/// One pixel's premultiplied bytes, comparable and printable.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int
    var g: Int
    var b: Int
    var a: Int

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    static let white = RGBA(255, 255, 255)
    static let red = RGBA(255, 0, 0)
    static let green = RGBA(0, 255, 0)
    static let blue = RGBA(0, 0, 255)
    static let black = RGBA(0, 0, 0)
    static let transparent = RGBA(0, 0, 0, 0)

    /// An opaque colour's bytes: each component × 255, rounded.
    init(_ color: Color) {
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        self.init(byte(color.red), byte(color.green), byte(color.blue), byte(color.opacity))
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isNear(_ other: RGBA, within tolerance: Int) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
            && abs(a - other.a) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }
}

extension CairoImage {
    /// The pixel at (`x`, `y`); transparent outside the picture (the tests never read there on
    /// purpose, and a wrong size then shows as a wrong colour).
    func at(_ x: Int, _ y: Int) -> RGBA {
        guard let p = pixel(x: x, y: y) else { return RGBA(-1, -1, -1, -1) }
        return RGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }

    /// How this picture differs from `other`, briefly: their sizes, or how many pixels differ and
    /// the first (for failure messages that do not print every byte).
    func differences(from other: CairoImage) -> String {
        guard width == other.width, height == other.height else { return "\(width) × \(height) vs \(other.width) × \(other.height)" }
        let differing = (0..<(width * height)).filter { rgba[$0 * 4..<$0 * 4 + 4] != other.rgba[$0 * 4..<$0 * 4 + 4] }
        guard let first = differing.first else { return "the same" }
        let (x, y) = (first % width, first / width)
        return "\(differing.count) pixels differ, first (\(x), \(y)): \(at(x, y)) vs \(other.at(x, y))"
    }

    /// The pixels for which `predicate` holds, as (x, y) pairs, within `rect` (whole pixels).
    func pixels(in rect: CGRect? = nil, where predicate: (RGBA) -> Bool) -> [(x: Int, y: Int)] {
        let area = rect ?? CGRect(x: 0, y: 0, width: width, height: height)
        var found: [(x: Int, y: Int)] = []
        for y in max(Int(area.minY), 0)..<min(Int(area.maxY), height) {
            for x in max(Int(area.minX), 0)..<min(Int(area.maxX), width) where predicate(at(x, y)) {
                found.append((x, y))
            }
        }
        return found
    }
}

/// A PNG of one RGBA colour per pixel (``TestPNG``).
func cairoTestPNG(width: Int, height: Int, pixels: [[UInt8]]) -> Data {
    TestPNG.data(width: width, height: height, pixels: pixels)
}

/// The 2 × 2 test picture: red, green on the top row; blue, black below, all opaque.
let quadrantsPNG = cairoTestPNG(width: 2, height: 2, pixels: [
    [255, 0, 0, 255], [0, 255, 0, 255],
    [0, 0, 255, 255], [0, 0, 0, 255],
])
