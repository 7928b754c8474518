import Foundation
import KinemaUI

extension Recording {
    /// Every frame as a standalone SVG document, in order.
    ///
    /// ```swift
    /// let documents = recording.svgFrames(renderer: SVGRenderer(precision: 3))
    /// documents.count == recording.frames.count    // true
    /// ```
    ///
    /// - Parameters:
    ///   - renderer: Draws each frame (default: two decimals).
    ///   - background: Fills each document first, or `nil` for transparent (default white).
    ///   - images: PNG, JPEG or SVG bytes by image name (they win over the registry), as ``SVGRenderer/render(_:size:background:images:)``
    ///     takes them.
    /// - Returns: One document per frame, each `renderer.render(frame.displayList, size: size, …)`.
    public func svgFrames(
        renderer: SVGRenderer = SVGRenderer(),
        background: Color? = .white,
        images: [String: Data] = [:]
    ) -> [String] {
        frames.map { renderer.render($0.displayList, size: size, background: background, images: images) }
    }

    /// Writes every frame as an SVG file in `directory`: `frame-0000.svg`, `frame-0001.svg`, ….
    ///
    /// ```swift
    /// let files = try recording.writeSVGFrames(to: URL(filePath: "out/avatar"))
    /// files.first?.lastPathComponent               // "frame-0000.svg"
    /// ```
    ///
    /// The frame number has four digits, more when the recording has 10,000 frames or more, so
    /// the files sort in frame order by name (what `ffmpeg -i frame-%04d.svg`-style tools expect).
    /// The directory is created, with its parents, when missing; existing files of the same names
    /// are replaced; other files are left alone.
    ///
    /// - Parameters:
    ///   - directory: The folder to write into.
    ///   - prefix: The start of each file name (default `frame`), followed by `-` and the number.
    ///   - renderer: Draws each frame (default: two decimals).
    ///   - background: Fills each document first, or `nil` for transparent (default white).
    ///   - images: PNG, JPEG or SVG bytes by image name (they win over the registry).
    /// - Returns: The files written, in frame order.
    /// - Throws: The file system's error when the folder cannot be created or a file written.
    @discardableResult
    public func writeSVGFrames(
        to directory: URL,
        prefix: String = "frame",
        renderer: SVGRenderer = SVGRenderer(),
        background: Color? = .white,
        images: [String: Data] = [:]
    ) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let digits = max(4, String(max(frames.count - 1, 0)).count)
        var urls: [URL] = []
        urls.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            let number = String(index)
            let name = prefix + "-" + String(repeating: "0", count: max(digits - number.count, 0)) + number + ".svg"
            let url = directory.appendingPathComponent(name, isDirectory: false)
            let svg = renderer.render(frame.displayList, size: size, background: background, images: images)
            try Data(svg.utf8).write(to: url, options: .atomic)
            urls.append(url)
        }
        return urls
    }
}
