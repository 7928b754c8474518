import KinemaExport
import Testing

@Suite("ExportError")
struct ExportErrorTests {
    @Test func isOneLine() {
        let error = ExportError("ffmpeg failed:\n  Invalid argument\n")
        #expect(error.description == "ffmpeg failed: Invalid argument")
        #expect("\(error)" == error.description)
    }

    @Test func comparesByMessage() {
        #expect(ExportError("a") == ExportError("a"))
        #expect(ExportError("a") != ExportError("b"))
    }
}
