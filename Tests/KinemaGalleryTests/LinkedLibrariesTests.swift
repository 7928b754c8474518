import Foundation
import Testing

/// The tool links none of the optional native libraries: cairo and SDL 2 (for `kinema window`),
/// librsvg and rlottie are found when used, so Kinema builds and runs where none is installed.
@Suite("Libraries the tool links", .enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
struct LinkedLibrariesTests {
    @Test func theToolLinksNoOptionalLibrary() throws {
        let kinema = try #require(KinemaTool.binary, "the kinema tool is not built")
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [kinema.path]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(ldd.terminationStatus == 0)
        #expect(text.contains("libc.so"), "ldd listed the tool's libraries: \(text)")
        for library in ["libcairo", "libSDL2", "librsvg", "librlottie"] {
            #expect(!text.contains(library), "the tool links \(library):\n\(text)")
        }
    }
}
