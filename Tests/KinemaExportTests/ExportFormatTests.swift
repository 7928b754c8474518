import KinemaExport
import Testing

@Suite("ExportFormat")
struct ExportFormatTests {
    @Test func rawValuesAreTheFormatsNames() {
        #expect(ExportFormat.allCases.map(\.rawValue) == ["svg", "html", "png", "gif", "mp4", "lottie"])
        #expect(ExportFormat(rawValue: "gif") == .gif)
        #expect(ExportFormat(rawValue: "jpeg") == nil)
    }

    @Test func fileExtensionsAreTheRawValuesButLottiesJSON() {
        // `.lottie` names the zipped dotLottie container; a Bodymovin document is a `.json` file.
        #expect(ExportFormat.allCases.map(\.fileExtension) == ["svg", "html", "png", "gif", "mp4", "json"])
    }
}
