import Foundation
import KinemaExport
import Testing

@Suite("ExternalTools")
struct ExternalToolsTests {
    @Test func findsAProgramOnPATH() throws {
        let shell = try #require(ExternalTools.locate("sh"))
        #expect(shell.lastPathComponent == "sh")
        #expect(FileManager.default.isExecutableFile(atPath: shell.path))
    }

    @Test func returnsNilForAMissingProgram() {
        #expect(ExternalTools.locate("kinema-no-such-tool-\(UUID().uuidString)") == nil)
        #expect(ExternalTools.locate("") == nil)
    }

    @Test func searchesTheDirectoriesInOrder() throws {
        let first = try ExportFixtures.temporaryDirectory()
        let second = try ExportFixtures.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        for directory in [first, second] {
            let tool = directory.appendingPathComponent("kinema-tool")
            #expect(ExportFixtures.makeFile(tool, contents: "#!/bin/sh\n", executable: true))
        }
        let found = ExternalTools.locate("kinema-tool", searchPath: "\(first.path):\(second.path)")
        #expect(found?.path == first.appendingPathComponent("kinema-tool").path)
    }

    @Test func skipsFilesThatAreNotExecutableAndDirectories() throws {
        let first = try ExportFixtures.temporaryDirectory()
        let second = try ExportFixtures.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        // A plain file and a (searchable) directory by the tool's name come first on the path.
        #expect(ExportFixtures.makeFile(first.appendingPathComponent("kinema-tool")))
        try FileManager.default.createDirectory(
            at: first.appendingPathComponent("kinema-dir-tool"), withIntermediateDirectories: false
        )
        let tool = second.appendingPathComponent("kinema-tool")
        #expect(ExportFixtures.makeFile(tool, contents: "#!/bin/sh\n", executable: true))

        #expect(ExternalTools.locate("kinema-tool", searchPath: "\(first.path):\(second.path)")?.path == tool.path)
        #expect(ExternalTools.locate("kinema-dir-tool", searchPath: first.path) == nil)
    }

    @Test func ignoresEmptyAndRelativePathEntries() {
        // A shell would search the current directory for these; an exporter must not.
        #expect(ExternalTools.locate("sh", searchPath: "::relative/bin:.") == nil)
    }

    @Test func checksAPathAsIs() throws {
        let shell = try #require(ExternalTools.locate("sh"))
        #expect(ExternalTools.locate(shell.path) == shell)
        #expect(ExternalTools.locate("/nonexistent/kinema/rsvg-convert") == nil)
    }

    @Test func namesTheToolsExportNeeds() {
        #expect(ExternalTools.rsvgConvert == ExternalTools.locate("rsvg-convert"))
        #expect(ExternalTools.ffmpeg == ExternalTools.locate("ffmpeg"))
    }
}
