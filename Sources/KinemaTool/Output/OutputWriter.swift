import Foundation
import KinemaExport

extension ExportFormat {
    /// Whether the format is a folder of frames rather than one file.
    var writesFolder: Bool { self == .svg || self == .png }

    /// Why `--out -` will not do for a folder format.
    var folderRefusal: String {
        "\(rawValue) writes a folder of frames: give a folder, or use --format html, gif or mp4"
    }
}

/// Writes a recording in one format where `--out` says, by the rules of ``OutputRules``: shared
/// by `render` and `preview-render`.
struct OutputWriter {
    let kind: ExportFormat
    private let file: FileOutput?
    private let folder: FolderOutput?
    /// The default file name's stem: the scene or preview name.
    private let name: String

    /// - Parameter name: The stem of the default path: `NAME.FORMAT`, or `NAME-frames/` for frames.
    init(kind: ExportFormat, out: String?, name: String) throws {
        self.kind = kind
        self.name = name
        if kind.writesFolder {
            folder = try FolderOutput(out: out, defaultPath: "\(name)-frames", refusal: kind.folderRefusal)
            file = nil
        } else {
            file = FileOutput(out: out, defaultPath: "\(name).\(kind.rawValue)")
            folder = nil
        }
    }

    /// Checks the tools the format needs are installed, then creates missing folders and checks
    /// the destination can be written: a missing tool writes nothing.
    func prepare(exporter: RasterExporter) throws {
        do {
            try exporter.requireTools(for: kind)
        } catch let error as ExportError {
            throw failure(error.description)
        }
        try file?.prepare()
        try folder?.prepare()
    }

    /// Writes the recording and prints what was written.
    ///
    /// - Parameters:
    ///   - svgFrames: The frames as SVG documents (for svg, png, gif and mp4).
    ///   - html: The HTML page (for html).
    ///   - exporter: Rasterises and encodes png, gif and mp4.
    func write(svgFrames: @autoclosure () throws -> [String], html: () throws -> String, exporter: RasterExporter) throws {
        switch kind {
        case .svg:
            guard let folder else { return }
            let frames = try svgFrames()
            for (index, frame) in frames.enumerated() {
                try folder.write(Data(frame.utf8), named: FolderOutput.frameName(index, count: frames.count, extension: "svg"))
            }
            print("\(frames.count) frames in \(folder.folder.path)")
        case .png:
            guard let folder else { return }
            do {
                let urls = try exporter.writePNGFrames(try svgFrames(), to: folder.folder)
                print("\(urls.count) frames in \(folder.folder.path)")
            } catch let error as ExportError {
                throw failure(error.description)
            }
        case .html:
            guard let file else { return }
            try file.write(Data(try html().utf8))
            file.reportWritten()
        case .gif, .mp4:
            guard let file else { return }
            let frames = try svgFrames()
            try file.export(named: "\(name).\(kind.rawValue)") { url in
                if kind == .gif { try exporter.writeGIF(frames, to: url) } else { try exporter.writeMP4(frames, to: url) }
            }
            file.reportWritten()
        }
    }
}
