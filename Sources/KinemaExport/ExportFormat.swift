/// The kinds of file a recording can be written as.
///
/// The raw value is the usual file extension, so a format can be read from a command line or a
/// file name:
///
/// ```swift
/// let format = ExportFormat(rawValue: "gif")                      // .gif
/// let byName = ExportFormat(rawValue: outputURL.pathExtension)    // nil for unknown extensions
/// let all = ExportFormat.allCases.map(\.rawValue).joined(separator: "|")   // "svg|html|png|gif|mp4|lottie"
/// ```
///
/// SVG, HTML and Lottie are written by Kinema alone. PNG, GIF and MP4 need external tools, found on
/// `PATH` by ``ExternalTools``: `rsvg-convert` (Debian package `librsvg2-bin`) rasterises every
/// frame, and `ffmpeg` (Debian package `ffmpeg`) encodes GIF and MP4. ``RasterExporter`` writes
/// those three.
package enum ExportFormat: String, CaseIterable, Sendable {
    /// One standalone SVG document per frame.
    case svg
    /// One self-contained HTML page that plays, pauses and scrubs the frames.
    case html
    /// One PNG image per frame, rasterised by `rsvg-convert`.
    case png
    /// One looping animated GIF, encoded by `ffmpeg` with a palette made for the frames.
    case gif
    /// One H.264 video (MP4 container, yuv420p), encoded by `ffmpeg`.
    case mp4
    /// One Lottie (Bodymovin) JSON animation, a `.json` file (`Recording.lottie`); `rsvg-convert`,
    /// when installed, draws images registered as SVG into its image assets.
    case lottie

    /// The extension of the file written: the raw value, except `json` for Lottie (`.lottie` is
    /// the zipped dotLottie container, which this is not).
    package var fileExtension: String { self == .lottie ? "json" : rawValue }
}
