import Foundation
import KinemaDisplay
import KinemaExport

extension ExportFormat {
    /// Whether the format is a folder of frames rather than one file.
    var writesFolder: Bool { self == .svg || self == .png }

    /// Why `--out -` will not do for a folder format.
    var folderRefusal: String {
        "\(rawValue) writes a folder of frames: give a folder, or use --format html, gif, mp4 or lottie"
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

    /// - Parameter name: The stem of the default path: `NAME.FORMAT`, or `NAME-svg-frames/` or
    ///   `NAME-png-frames/` for frames (one folder per format, so a PNG run never mixes with an SVG one).
    init(kind: ExportFormat, out: String?, name: String) throws {
        self.kind = kind
        self.name = name
        if kind.writesFolder {
            folder = try FolderOutput(out: out, defaultPath: "\(name)-\(kind.rawValue)-frames", refusal: kind.folderRefusal)
            file = nil
        } else {
            file = FileOutput(out: out, defaultPath: "\(name).\(kind.fileExtension)")
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
    ///   - lottie: The Lottie document (for lottie).
    ///   - exporter: Rasterises and encodes png, gif and mp4.
    ///   - drawings: The frames as display lists, for png, gif and mp4 drawn with cairo where it is
    ///     installed; `nil` to draw the SVG frames with rsvg-convert.
    func write(
        svgFrames: @autoclosure () throws -> [String], drawings: [DisplayList]? = nil, html: () throws -> String,
        lottie: () throws -> Data, exporter: RasterExporter
    ) throws {
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
                let urls = try exporter.writePNGFrames(try svgFrames(), drawings: drawings, to: folder.folder)
                print("\(urls.count) frames in \(folder.folder.path)")
            } catch let error as ExportError {
                throw failure(error.description)
            }
        case .html:
            guard let file else { return }
            try file.write(Data(try html().utf8))
            file.reportWritten()
        case .lottie:
            guard let file else { return }
            try file.write(try lottie())
            file.reportWritten()
        case .gif, .mp4:
            guard let file else { return }
            let frames = try svgFrames()
            try file.export(named: "\(name).\(kind.rawValue)") { url in
                if kind == .gif {
                    try exporter.writeGIF(frames, drawings: drawings, to: url)
                } else {
                    try exporter.writeMP4(frames, drawings: drawings, to: url)
                }
            }
            file.reportWritten()
            if kind == .gif, let note = Self.gifRateNote(framesPerSecond: exporter.framesPerSecond) {
                FileHandle.standardError.write(Data((note + "\n").utf8))
            }
        }
    }

    /// What to say when a GIF cannot play at the rate asked for: its frame delays are whole
    /// hundredths of a second, at least 2 (``GIFTiming``), so a rate above 50 fps is written at
    /// 50, showing the frame nearest each image's time. Slower rates keep their average rate
    /// (delays of 3 and 4 hundredths make 30 fps). `nil` when the rate is kept.
    static func gifRateNote(framesPerSecond fps: Double) -> String? {
        let fastest = 100 / Double(GIFTiming.minimumDelay)
        guard fps.isFinite, fps > fastest else { return nil }
        return "note: GIF frame delays are whole hundredths of a second, at least 2, so \(Self.rate(fps)) fps is written at \(Self.rate(fastest)) fps (the animation keeps its length)"
    }

    private static func rate(_ value: Double) -> String {
        DecimalText.fixed(value, decimals: 2)
    }
}
