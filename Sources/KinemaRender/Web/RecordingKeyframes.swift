import Foundation
import KinemaDisplay
import KinemaUI

/// The animated items of a ``Recording`` as web keyframes: CSS `@keyframes` and Web Animations
/// API keyframes, one animation per item.
///
/// ```swift
/// let recording = Recording.record(host, duration: 1.5, events: [.tap(CGPoint(x: 200, y: 200), at: 0.25)])
/// let keyframes = RecordingKeyframes(recording, name: "avatar")
/// keyframes.elements[0].name            // "image “cat”"
/// keyframes.elements[0].keyframes.count // a few dozen, not 90 frames
/// print(keyframes.css())                // @keyframes avatar-1 { … } .avatar-1 { animation: … }
/// let json = keyframes.json()           // [{offset, transform, opacity, fill, easing}] per item
/// ```
///
/// Each item with a tracked attribute (``Recording/tracks``) that a keyframe can carry becomes an
/// ``Element``:
/// - `transform`: `translate(Xpx, Ypx) rotate(Rdeg) scale(SX, SY)` from the offset, rotation and
///   scale tracks, applied about the item's centre (`transform-origin: center`,
///   `transform-box: fill-box` for SVG); components that do not change keep their first frame's
///   value. Every keyframe lists the same functions, so browsers interpolate each number.
/// - `opacity`: the item's opacity, 0 in frames where the item is not drawn.
/// - `fill`: the colour the item paints with, `rgba(…)`, when it changes.
///
/// Layout (frame position and size) and shadow tracks have no keyframe form here and are left out.
///
/// Frame k of n sits at offset k / n, and a last keyframe at offset 1 holds the last frame for its
/// 1 / framesPerSecond, so the animation lasts the recording's ``Recording/duration``. Keyframes
/// are joined linearly (`easing: linear`): frames are kept only where the straight line between
/// their neighbours would miss one of the element's values by more than the tolerance (a fraction
/// of that value's range over the recording), so a still stretch costs two keyframes and a
/// bounce more.
public struct RecordingKeyframes: Sendable {
    /// One keyframe: an offset and the properties set there.
    public struct Keyframe: Sendable, Hashable {
        /// Where the keyframe sits, 0…1 of the duration.
        public var offset: Double
        /// The CSS transform, or `nil` when the element's transform does not change.
        public var transform: String?
        /// The opacity, or `nil` when it does not change.
        public var opacity: Double?
        /// The paint colour as CSS `rgba(…)`, or `nil` when it does not change.
        public var fill: String?
    }

    /// One animated item.
    public struct Element: Sendable, Hashable {
        /// The item's name in the recording's tracks: `image “cat”`, `circle (2)`.
        public let name: String
        /// The item's view identifier.
        public let viewID: Int
        /// A CSS-safe name for its animation and class: the export's name and a number,
        /// `avatar-1`.
        public let identifier: String
        /// The keyframes, from offset 0 to 1.
        public let keyframes: [Keyframe]
    }

    /// The animation's length: the recording's duration, in seconds.
    public let duration: TimeInterval
    /// The animated items, in the order they first appear.
    public let elements: [Element]
    /// The tolerance the keyframes were kept for, as a fraction of each value's range.
    public let tolerance: Double
    /// The name the identifiers start with.
    public let name: String

    /// Reads the keyframes of every animated item of `recording`.
    ///
    /// - Parameters:
    ///   - recording: The recording.
    ///   - name: The start of every identifier (default `kinema`); characters CSS does not take
    ///     in an identifier become `-`.
    ///   - tolerance: The largest error allowed between keyframes, as a fraction of each value's
    ///     range (default 0.005); clamped to 0.0001…0.5, NaN reads as the default. Colours and
    ///     opacity count in their 0…1 scale at least, so a tiny flicker is not magnified.
    public init(_ recording: Recording, name: String = "kinema", tolerance: Double = CSSEasing.defaultTolerance) {
        let tolerance = CSSEasing.sanitized(tolerance: tolerance)
        let safeName = Self.identifier(name)
        self.duration = recording.duration
        self.tolerance = tolerance
        self.name = safeName
        var order: [String] = []
        var grouped: [String: [Recording.Track]] = [:]
        for track in recording.tracks where ElementSeries.carries(track.attribute) {
            if grouped[track.item] == nil { order.append(track.item) }
            grouped[track.item, default: []].append(track)
        }
        elements = order.enumerated().compactMap { index, item in
            guard let tracks = grouped[item], let first = tracks.first else { return nil }
            let series = ElementSeries(tracks: tracks, recording: recording)
            return Element(
                name: item, viewID: first.viewID, identifier: "\(safeName)-\(index + 1)",
                keyframes: series.keyframes(tolerance: tolerance))
        }
    }

    /// The keyframes as CSS: a comment, then per element its `@keyframes` and a class rule that
    /// plays it once over ``duration`` with `linear` timing and `animation-fill-mode: both`.
    ///
    /// ```swift
    /// print(RecordingKeyframes(recording, name: "avatar").css())
    /// // @keyframes avatar-1 {
    /// //   0% { transform: translate(0px, 0px) rotate(0deg) scale(1, 1); }
    /// //   …
    /// // .avatar-1 { animation: avatar-1 1.5s linear both; transform-box: fill-box; transform-origin: center; }
    /// ```
    public func css() -> String {
        var text = "/* \(elements.count) animated element\(elements.count == 1 ? "" : "s"), "
            + "\(CSSNumber.seconds(duration)); keyframes joined linearly, within "
            + "\(DecimalText.fixed(tolerance * 100, decimals: 3))% of each value's range */\n"
        for element in elements {
            text += "\n/* \(element.name.replacingOccurrences(of: "*/", with: "* /")) */\n"
            text += "@keyframes \(element.identifier) {\n"
            for keyframe in element.keyframes {
                text += "  \(DecimalText.fixed(keyframe.offset * 100, decimals: CSSNumber.percentDecimals))% { "
                    + Self.declarations(keyframe).map { "\($0.0): \($0.1);" }.joined(separator: " ") + " }\n"
            }
            text += "}\n"
            text += ".\(element.identifier) { animation: \(element.identifier) \(CSSNumber.seconds(duration)) linear both; "
                + "transform-box: fill-box; transform-origin: center; }\n"
        }
        return text
    }

    /// The keyframes as JSON for the Web Animations API:
    /// `{"duration": 1500, "elements": [{"id", "name", "viewID", "timing", "keyframes": [{"offset", "easing", "transform", "opacity", "fill"}]}]}`.
    ///
    /// Each element's `keyframes` and `timing` go straight to `element.animate(keyframes, timing)`:
    ///
    /// ```js
    /// const data = await (await fetch("avatar.json")).json();
    /// for (const e of data.elements) document.getElementById(e.id).animate(e.keyframes, e.timing);
    /// ```
    ///
    /// Durations are in milliseconds, as the Web Animations API takes them.
    public func json() -> String {
        let milliseconds = DecimalText.fixed(duration * 1000, decimals: 3)
        let items = elements.map { element in
            let frames = element.keyframes.map { keyframe in
                var fields = [
                    "\"offset\": \(DecimalText.fixed(keyframe.offset, decimals: CSSNumber.percentDecimals + 2))",
                    "\"easing\": \"linear\"",
                ]
                for (property, value) in Self.declarations(keyframe) {
                    fields.append(property == "opacity" ? "\"opacity\": \(value)" : "\"\(property)\": \"\(value)\"")
                }
                return "      {" + fields.joined(separator: ", ") + "}"
            }
            return """
                  {
                    "id": "\(element.identifier)",
                    "name": \(JSONString.literal(element.name)),
                    "viewID": \(element.viewID),
                    "timing": {"duration": \(milliseconds), "easing": "linear", "fill": "both"},
                    "keyframes": [
              \(frames.joined(separator: ",\n"))
                    ]
                  }
              """
        }
        return "{\n  \"duration\": \(milliseconds),\n  \"elements\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// The keyframe's properties in CSS order, with their CSS values.
    static func declarations(_ keyframe: Keyframe) -> [(String, String)] {
        var list: [(String, String)] = []
        if let transform = keyframe.transform { list.append(("transform", transform)) }
        if let opacity = keyframe.opacity { list.append(("opacity", DecimalText.fixed(opacity, decimals: CSSNumber.valueDecimals))) }
        if let fill = keyframe.fill { list.append(("fill", fill)) }
        return list
    }

    /// `text` as a CSS identifier: every run of characters outside `A–Z a–z 0–9 _` becomes one
    /// `-`, dashes at the ends are dropped, and a result that is empty or starts with a digit is
    /// prefixed with `k`: `reaction-angle (°)` → `reaction-angle`.
    package static func identifier(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                result.append(character)
            } else if !result.isEmpty, result.last != "-" {
                result.append("-")
            }
        }
        while result.last == "-" { result.removeLast() }
        if result.isEmpty || result.first?.isNumber == true { result = "k" + result }
        return result
    }
}
