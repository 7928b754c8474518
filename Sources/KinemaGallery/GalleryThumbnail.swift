import Foundation
import Kinema

/// A scene's thumbnail for the gallery's index: one SVG file that plays a few frames of the
/// recording on a loop (SMIL, which browsers animate even in an `<img>`), and shows a still a
/// third of the way in where SMIL does not run.
enum GalleryThumbnail {
    /// Frames per second of the thumbnail's loop.
    static let framesPerSecond = 15.0
    /// At most this many frames; fewer when they would pass ``byteBudget``.
    static let maximumFrameCount = 60
    /// Thumbnails stay under about this many bytes (a canvas scene's frames are large), with at
    /// least ``minimumFrameCount`` frames whatever their size.
    static let byteBudget = 400_000
    static let minimumFrameCount = 6

    /// The thumbnail of `recording`, drawn on white.
    static func svg(of recording: Recording) -> String {
        let frames = recording.frames
        let width = SVGNumber.text(Double(recording.size.width)), height = SVGNumber.text(Double(recording.size.height))
        guard !frames.isEmpty else {
            return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\"/>\n"
        }
        let renderer = SVGRenderer()
        let wanted = min(max(Int((recording.duration * framesPerSecond).rounded()), 1), maximumFrameCount, frames.count)
        var count = wanted
        var documents: [String] = []
        while true {
            let picks = (0..<count).map { k in min(Int(Double(k) * Double(frames.count) / Double(count)), frames.count - 1) }
            documents = picks.enumerated().map { k, index in
                scoped(renderer.render(frames[index].displayList, size: recording.size, background: .white), prefix: "t\(k)-")
            }
            let bytes = documents.reduce(0) { $0 + $1.utf8.count }
            if bytes <= byteBudget || count <= minimumFrameCount { break }
            count = max(minimumFrameCount, count * byteBudget / bytes)
        }
        let still = count / 3
        let duration = SVGNumber.text(recording.duration)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
            + "width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        for (k, document) in documents.enumerated() {
            let from = SVGNumber.text(Double(k) / Double(count)), to = SVGNumber.text(Double(k + 1) / Double(count))
            let animation: String
            if count == 1 {
                animation = ""
            } else if k == 0 {
                animation = "<animate attributeName=\"visibility\" values=\"visible;hidden\" keyTimes=\"0;\(to)\" "
                    + "calcMode=\"discrete\" dur=\"\(duration)s\" repeatCount=\"indefinite\"/>"
            } else if k == count - 1 {
                animation = "<animate attributeName=\"visibility\" values=\"hidden;visible\" keyTimes=\"0;\(from)\" "
                    + "calcMode=\"discrete\" dur=\"\(duration)s\" repeatCount=\"indefinite\"/>"
            } else {
                animation = "<animate attributeName=\"visibility\" values=\"hidden;visible;hidden\" "
                    + "keyTimes=\"0;\(from);\(to)\" calcMode=\"discrete\" dur=\"\(duration)s\" repeatCount=\"indefinite\"/>"
            }
            svg += "<g visibility=\"\(k == still ? "visible" : "hidden")\">\(animation)\n\(document)</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// A frame's document without its XML declaration, with every id (and every reference to
    /// one) prefixed, so the frames' definitions do not collide in one file.
    static func scoped(_ document: String, prefix: String) -> String {
        var text = document
        if text.hasPrefix("<?xml"), let end = text.range(of: "?>") {
            text = String(text[end.upperBound...]).trimmingCharacters(in: .newlines)
        }
        return text
            .replacingOccurrences(of: " id=\"", with: " id=\"\(prefix)")
            .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
            .replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
    }
}

/// Numbers as SVG writes them: at most three decimals, no trailing zeros.
enum SVGNumber {
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
