import Foundation
import KinemaUI

extension Recording {
    /// The whole recording as one animated SVG document: its frames drawn in turn by SMIL
    /// animations, which browsers play in a page, in an `<img>` and as a file opened on its own.
    ///
    /// Each chosen frame is a group shown for its slice of ``duration`` (a `visibility` animation
    /// with discrete timing), so the file plays exactly the frames Kinema computed, at their
    /// times. Where SMIL does not run (a rasteriser such as rsvg), the frame at `still` seconds
    /// is shown.
    ///
    /// ```swift
    /// let recording = Gallery.scene(named: "avatar-bouncy")!.record()
    /// try recording.animatedSVG(framesPerSecond: 30).write(to: url, atomically: true, encoding: .utf8)
    /// ```
    ///
    /// - Parameters:
    ///   - framesPerSecond: How many frames a second the file shows, at most the recording's own
    ///     rate (the default); NaN and values below 1 read as 1.
    ///   - loops: Whether the animation repeats forever (the default) or plays once and holds
    ///     its last frame.
    ///   - maximumBytes: A bound on the frames' size: when the chosen frames would pass it, fewer
    ///     are taken, evenly spread, down to `minimumFrameCount`. `nil` (the default) takes every
    ///     chosen frame.
    ///   - minimumFrameCount: The fewest frames `maximumBytes` may leave (2 by default; clamped
    ///     to at least 1).
    ///   - still: The time of the frame shown without SMIL (0 by default; clamped to the recording).
    ///   - background: The colour behind every frame (white by default; `nil` for none).
    ///   - renderer: The renderer that draws the frames.
    /// - Returns: A complete SVG document; one with no frame for an empty recording.
    public func animatedSVG(
        framesPerSecond: Double? = nil, loops: Bool = true, maximumBytes: Int? = nil, minimumFrameCount: Int = 2,
        still: TimeInterval = 0, background: Color? = .white, renderer: SVGRenderer = SVGRenderer()
    ) -> String {
        let format = SVGFormat(precision: 3)
        let width = format.number(size.width), height = format.number(size.height)
        let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
            + "width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        guard !frames.isEmpty else { return open + "/>\n" }

        let wantedRate = framesPerSecond.map { $0.isNaN ? 1 : max($0, 1) } ?? self.framesPerSecond
        let rate = min(wantedRate, self.framesPerSecond)
        var count = min(max(Int((duration * rate).rounded()), 1), frames.count)
        let floor = min(max(minimumFrameCount, 1), count)
        var documents: [String] = []
        while true {
            documents = (0..<count).map { k in
                let index = Self.frameIndex(slice: k, of: count, frameCount: frames.count)
                return Self.scoped(renderer.render(frames[index].displayList, size: size, background: background), prefix: "f\(k)-")
            }
            guard let maximumBytes, count > floor else { break }
            let bytes = documents.reduce(0) { $0 + $1.utf8.count }
            guard bytes > maximumBytes else { break }
            // Frames of a scene are alike in size: scale the count to the budget, and always shrink.
            count = max(floor, min(count - 1, Int(Double(count) * Double(max(maximumBytes, 0)) / Double(bytes))))
        }

        let clampedStill = still.isNaN ? 0 : min(max(still, 0), duration)
        let stillSlice = min(Int(clampedStill / duration * Double(count)), count - 1)
        let dur = format.number(CGFloat(duration)) + "s"
        let timing = loops ? "repeatCount=\"indefinite\"" : "fill=\"freeze\""
        var svg = open + ">\n"
        for (k, document) in documents.enumerated() {
            let from = format.number(CGFloat(k) / CGFloat(count)), to = format.number(CGFloat(k + 1) / CGFloat(count))
            let animation: String
            if count == 1 {
                animation = ""
            } else if k == 0 {
                animation = "<animate attributeName=\"visibility\" values=\"visible;hidden\" keyTimes=\"0;\(to)\" "
                    + "calcMode=\"discrete\" dur=\"\(dur)\" \(timing)/>"
            } else if k == count - 1 {
                animation = "<animate attributeName=\"visibility\" values=\"hidden;visible\" keyTimes=\"0;\(from)\" "
                    + "calcMode=\"discrete\" dur=\"\(dur)\" \(timing)/>"
            } else {
                animation = "<animate attributeName=\"visibility\" values=\"hidden;visible;hidden\" "
                    + "keyTimes=\"0;\(from);\(to)\" calcMode=\"discrete\" dur=\"\(dur)\" \(timing)/>"
            }
            svg += "<g id=\"frame-\(k)\" visibility=\"\(k == stillSlice ? "visible" : "hidden")\">\(animation)\n\(document)</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// The recorded frame shown during slice `k` of `count` equal slices of the recording: the
    /// frame on screen when the slice begins.
    static func frameIndex(slice k: Int, of count: Int, frameCount: Int) -> Int {
        min(Int(Double(k) * Double(frameCount) / Double(count) + 1e-9), frameCount - 1)
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
