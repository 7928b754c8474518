import KinemaExport
import Testing

@Suite("ExportFormat")
struct ExportFormatTests {
    @Test func rawValuesAreFileExtensions() {
        #expect(ExportFormat.allCases.map(\.rawValue) == ["svg", "html", "png", "gif", "mp4"])
        #expect(ExportFormat(rawValue: "gif") == .gif)
        #expect(ExportFormat(rawValue: "jpeg") == nil)
    }
}
