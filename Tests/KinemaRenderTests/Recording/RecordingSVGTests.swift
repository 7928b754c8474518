import Foundation
import Kinema
import KinemaTestSupport
import Testing

@MainActor
@Suite("Recording: SVG frames")
struct RecordingSVGTests {
    static func avatarRecording(duration: TimeInterval = 1) -> Recording {
        Recording.record(ViewHost(RecordingAvatar()), duration: duration, events: [.tap(recordingHostCentre, at: 0)])
    }

    @Test func oneWellFormedDocumentPerFrame() throws {
        let recording = Self.avatarRecording()
        let documents = recording.svgFrames()
        #expect(documents.count == 60)
        for (frame, document) in zip(recording.frames, documents) {
            let root = try XMLTree.parse(document)
            #expect(root.name == "svg")
            #expect(root["width"] == "400")
            let group = try #require(root.all(named: "g").first)
            let scale = Double(frame.displayList.items[0].transform.a)
            #expect(group["transform"]?.hasPrefix("matrix(" + RecordingSVGNumber.format(scale)) == true)
        }
    }

    @Test func framesAreTheRenderersOutput() {
        let recording = Self.avatarRecording(duration: 0.5)
        let renderer = SVGRenderer(precision: 3)
        let images = ["cat": Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])]
        let documents = recording.svgFrames(renderer: renderer, background: nil, images: images)
        #expect(documents == recording.frames.map {
            renderer.render($0.displayList, size: recording.size, background: nil, images: images)
        })
        #expect(documents.allSatisfy { $0.contains("data:image/png;base64,") })
    }

    @Test func theLastFrameShowsTheSpringSettled() throws {
        let documents = Self.avatarRecording(duration: 2).svgFrames()
        let last = try #require(documents.last)
        let group = try #require(XMLTree.parse(last).all(named: "g").first)
        #expect(group["transform"] == "matrix(1.5 0 0 1.5 -100 -100)")
    }

    @Test func writesOneNumberedFilePerFrame() throws {
        let recording = Self.avatarRecording(duration: 0.25)
        try withTemporaryRecordingDirectory { directory in
            let folder = directory.appendingPathComponent("nested/frames", isDirectory: true)
            let urls = try recording.writeSVGFrames(to: folder)
            #expect(urls.count == 15)
            #expect(urls.map(\.lastPathComponent) == (0..<15).map { String(format: "frame-%04d.svg", $0) })
            let listed = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(listed == urls.map(\.lastPathComponent))
            let written = try urls.map { try String(contentsOf: $0, encoding: .utf8) }
            #expect(written == recording.svgFrames())

            let named = try recording.writeSVGFrames(to: folder, prefix: "avatar", background: nil)
            #expect(named.first?.lastPathComponent == "avatar-0000.svg")
            #expect(try String(contentsOf: named[3], encoding: .utf8) == recording.svgFrames(background: nil)[3])
        }
    }

    @Test func writingIntoAFileFails() throws {
        let recording = Self.avatarRecording(duration: 0.1)
        try withTemporaryRecordingDirectory { directory in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("not-a-folder")
            try Data("x".utf8).write(to: file)
            #expect(throws: (any Error).self) { try recording.writeSVGFrames(to: file) }
        }
    }

    @Test func anEmptyRecordingWritesNothing() throws {
        let recording = Recording.record(ViewHost(RecordingAvatar()), duration: 0)
        #expect(recording.svgFrames().isEmpty)
        try withTemporaryRecordingDirectory { directory in
            let urls = try recording.writeSVGFrames(to: directory)
            #expect(urls.isEmpty)
        }
    }
}

/// Numbers as the renderer writes them at its default precision (two decimals, no trailing zeros).
enum RecordingSVGNumber {
    static func format(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
