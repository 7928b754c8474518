import Foundation

/// The frames and tracks a page embeds, as one JSON object.
///
/// ```json
/// {"fps":60,"frameCount":3,"width":400,"height":400,
///  "lines":["<?xml …?>","<svg …>","  <g transform=\"matrix(1 0 0 1 0 0)\" …>", …],
///  "frames":[[0,0,0,1,2,3,4],[2,1,5],[2,1,6]],
///  "tracks":[{"item":"image “cat”","attribute":"scale","unit":"×","values":[1,1.00993,…]}]}
/// ```
///
/// Frames are stored as lines of their SVG documents: each distinct line once, in `lines`, and
/// each frame as the line numbers of its document, written as a splice of the previous frame's
/// (frame 0's "previous" is empty): `[start, removed, added…]` replaces `removed` line numbers
/// from `start` on with the `added` ones. Joining a frame's lines with `"\n"` gives back exactly
/// its SVG document, while a frame that only moves an item costs a few numbers, and an embedded
/// image is stored once, not once per frame.
struct HTMLPageData {
    /// Distinct lines of every frame's SVG, in order of first use.
    private(set) var lines: [String] = []
    /// Each frame as a splice of the previous frame's line numbers.
    private(set) var splices: [[Int]] = []

    private var lineNumbers: [String: Int] = [:]
    private var previous: [Int] = []

    init(svgFrames: [String]) {
        splices.reserveCapacity(svgFrames.count)
        for svg in svgFrames { append(svg) }
    }

    private mutating func append(_ svg: String) {
        let current = svg.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            intern(String(decoding: bytes, as: UTF8.self))
        }
        let shorter = min(previous.count, current.count)
        var prefix = 0
        while prefix < shorter, previous[prefix] == current[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, previous[previous.count - 1 - suffix] == current[current.count - 1 - suffix] {
            suffix += 1
        }
        splices.append([prefix, previous.count - prefix - suffix] + current[prefix..<(current.count - suffix)])
        previous = current
    }

    private mutating func intern(_ line: String) -> Int {
        if let number = lineNumbers[line] { return number }
        lineNumbers[line] = lines.count
        lines.append(line)
        return lines.count - 1
    }

    /// The JSON object for `recording`, whose frames drawn as SVG are the ones this was made from.
    func json(for recording: Recording) -> String {
        "{" + fields(for: recording) + "}"
    }

    /// The members of ``json(for:)``'s object, without its braces, so a comparison page can add
    /// a label to each recording's.
    func fields(for recording: Recording) -> String {
        var json = "\"fps\":\(JSONText.number(recording.framesPerSecond, decimals: 6))"
        json += ",\"frameCount\":\(recording.frames.count)"
        json += ",\"width\":\(JSONText.number(Double(recording.size.width), decimals: 6))"
        json += ",\"height\":\(JSONText.number(Double(recording.size.height), decimals: 6))"
        json += ",\n\"markers\":[" + recording.markers.map { marker in
            "{\"time\":\(JSONText.number(marker.time, decimals: 6)),\"label\":\(JSONText.string(marker.label))}"
        }.joined(separator: ",") + "]"
        json += ",\n\"lines\":[\n" + lines.map(JSONText.string).joined(separator: ",\n") + "]"
        json += ",\n\"frames\":[\n" + splices.map(JSONText.integers).joined(separator: ",\n") + "]"
        json += ",\n\"tracks\":[\n"
        json += recording.tracks.map { track in
            "{\"item\":\(JSONText.string(track.item)),\"attribute\":\(JSONText.string(track.attribute.rawValue))"
                + ",\"unit\":\(JSONText.string(track.attribute.unit)),\"values\":["
                + track.values.map { JSONText.number($0, decimals: 5) }.joined(separator: ",") + "]}"
        }.joined(separator: ",\n")
        return json + "]"
    }
}
