import Foundation
import Kinema
import Testing

// The registry is shared by every test running in parallel: each test registers names of its own.
@Suite("Image registry")
struct ImageRegistryTests {
    private static func unique(_ name: String) -> String { "registry-test-\(name)-\(UUID().uuidString)" }

    @Test func aPNGIsRegisteredAtOnePointPerPixelOverItsScale() throws {
        let name = Self.unique("png")
        #expect(ImageRegistry.register(png: handmadePNG(width: 640, height: 480), named: name))
        let entry = try #require(ImageRegistry.entry(named: name))
        #expect(entry.format == .png)
        #expect(entry.size == CGSize(width: 640, height: 480))
        #expect(entry.data == handmadePNG(width: 640, height: 480))
        // An @2x image is half as many points; a nonsensical scale counts as 1.
        ImageRegistry.register(png: handmadePNG(width: 640, height: 480), named: name, scale: 2)
        #expect(ImageRegistry.naturalSize(named: name) == CGSize(width: 320, height: 240))
        for scale: CGFloat in [0, -2, .nan, .infinity] {
            ImageRegistry.register(png: handmadePNG(width: 64, height: 32), named: name, scale: scale)
            #expect(ImageRegistry.naturalSize(named: name) == CGSize(width: 64, height: 32))
        }
        ImageRegistry.unregister(named: name)
    }

    @Test func aJPEGAndAnSVGAreRegisteredWithTheirSizes() {
        let jpeg = Self.unique("jpeg"), svg = Self.unique("svg"), bare = Self.unique("bare")
        #expect(ImageRegistry.register(jpeg: handmadeJPEG(width: 300, height: 200), named: jpeg, scale: 2))
        #expect(ImageRegistry.entry(named: jpeg)?.format == .jpeg)
        #expect(ImageRegistry.naturalSize(named: jpeg) == CGSize(width: 150, height: 100))
        #expect(ImageRegistry.register(svg: #"<svg viewBox="0 0 24 24"><circle r="4"/></svg>"#, named: svg))
        #expect(ImageRegistry.entry(named: svg)?.format == .svg)
        #expect(ImageRegistry.naturalSize(named: svg) == CGSize(width: 24, height: 24))
        // An SVG that says no size gets the documented default.
        #expect(ImageRegistry.register(svg: "<svg><rect/></svg>", named: bare))
        #expect(ImageRegistry.naturalSize(named: bare) == ImageRegistry.defaultSVGSize)
        #expect(ImageRegistry.defaultSVGSize == CGSize(width: 100, height: 100))
        for name in [jpeg, svg, bare] { ImageRegistry.unregister(named: name) }
    }

    @Test func bytesOfTheWrongFormatRegisterNothing() {
        let name = Self.unique("wrong")
        #expect(!ImageRegistry.register(png: handmadeJPEG(width: 1, height: 1), named: name))
        #expect(!ImageRegistry.register(jpeg: handmadePNG(width: 1, height: 1), named: name))
        #expect(!ImageRegistry.register(svg: "<html/>", named: name))
        #expect(!ImageRegistry.register(png: Data(), named: name))
        #expect(ImageRegistry.entry(named: name) == nil)
    }

    @Test func absurdSizesAreCapped() {
        let name = Self.unique("huge")
        ImageRegistry.register(png: handmadePNG(width: 0x7FFF_FFFF, height: 10), named: name)
        #expect(ImageRegistry.naturalSize(named: name) == CGSize(width: ImageRegistry.maximumDimension, height: 10))
        #expect(ImageRegistry.maximumDimension == 100_000)
        ImageRegistry.unregister(named: name)
    }

    @Test func registeringReplacesAndUnregisteringRemoves() {
        let name = Self.unique("replace")
        ImageRegistry.register(png: handmadePNG(width: 1, height: 2), named: name)
        ImageRegistry.register(svg: #"<svg width="3" height="4"/>"#, named: name)
        #expect(ImageRegistry.entry(named: name)?.format == .svg)
        #expect(ImageRegistry.naturalSize(named: name) == CGSize(width: 3, height: 4))
        ImageRegistry.unregister(named: name)
        #expect(ImageRegistry.entry(named: name) == nil)
        #expect(ImageRegistry.naturalSize(named: name) == nil)
        ImageRegistry.unregister(named: name)   // removing a missing name is harmless
    }

    @Test func filesAreRegisteredByTheirContentUnderTheirName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stem = Self.unique("file")
        // The extension lies: the format comes from the bytes.
        let png = directory.appendingPathComponent("\(stem).svg")
        try handmadePNG(width: 8, height: 6).write(to: png)
        try ImageRegistry.register(contentsOf: png, scale: 2)
        #expect(ImageRegistry.entry(named: stem)?.format == .png)
        #expect(ImageRegistry.naturalSize(named: stem) == CGSize(width: 4, height: 3))

        let svg = directory.appendingPathComponent("logo.svg")
        try Data(#"<svg width="12" height="7"/>"#.utf8).write(to: svg)
        let named = Self.unique("logo")
        try ImageRegistry.register(contentsOf: svg, named: named)
        #expect(ImageRegistry.naturalSize(named: named) == CGSize(width: 12, height: 7))

        let text = directory.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: text)
        #expect(throws: ImageRegistry.RegistrationError.unsupportedFormat(text)) {
            try ImageRegistry.register(contentsOf: text, named: Self.unique("notes"))
        }
        #expect(throws: (any Error).self) {
            try ImageRegistry.register(contentsOf: directory.appendingPathComponent("missing.png"))
        }
        for name in [stem, named] { ImageRegistry.unregister(named: name) }
    }

    /// Many tasks register, read and replace at once: every registration lands, and every read
    /// sees a whole entry (bytes and size that belong together).
    @Test func concurrentRegistrationsAllLand() async {
        let prefix = Self.unique("concurrent")
        let shared = prefix + "-shared"
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let size = UInt32(index + 1)
                    ImageRegistry.register(png: handmadePNG(width: size, height: size * 2), named: "\(prefix)-\(index)")
                    ImageRegistry.register(png: handmadePNG(width: size, height: size * 2), named: shared)
                    if let entry = ImageRegistry.entry(named: shared) {
                        #expect(entry.data == handmadePNG(width: UInt32(entry.size.width), height: UInt32(entry.size.height)))
                        #expect(entry.size.height == 2 * entry.size.width)
                    }
                }
            }
        }
        for index in 0..<64 {
            let side = CGFloat(index + 1)
            #expect(ImageRegistry.naturalSize(named: "\(prefix)-\(index)") == CGSize(width: side, height: 2 * side))
            ImageRegistry.unregister(named: "\(prefix)-\(index)")
        }
        #expect(ImageRegistry.entry(named: shared) != nil)
        ImageRegistry.unregister(named: shared)
    }
}
