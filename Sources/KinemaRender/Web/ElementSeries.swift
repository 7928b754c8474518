import Foundation
import KinemaUI

/// One element's values at every frame, read from its tracks, ready to thin into keyframes.
struct ElementSeries {
    /// Frame times as offsets k / n, then 1 for the held last frame.
    let offsets: [Double]
    /// Transform components per frame, when the transform changes: x, y, degrees, sx, sy.
    let transform: [[Double]]?
    /// Opacity per frame, when it changes (0 where the item is not drawn).
    let opacity: [Double]?
    /// Colour components per frame, 0…1, when the colour changes: r, g, b, a.
    let color: [[Double]]?

    /// Whether a track's attribute has a keyframe form.
    static func carries(_ attribute: Recording.Track.Attribute) -> Bool {
        switch attribute {
        case .offsetX, .offsetY, .scale, .scaleX, .scaleY, .rotation, .opacity, .red, .green, .blue, .colorOpacity: true
        default: false
        }
    }

    init(tracks: [Recording.Track], recording: Recording) {
        let count = recording.frames.count
        func values(_ attribute: Recording.Track.Attribute) -> [Double?]? {
            tracks.first { $0.attribute == attribute }?.values
        }
        // A frame draws the item when any of its tracks has a value there.
        let present = (0..<count).map { k in tracks.contains { k < $0.values.count && $0.values[k] != nil } }
        // Frames past the last one hold it; an absent frame carries the nearest drawn frame's values.
        func filled(_ series: [Double?], default fallback: Double) -> [Double] {
            var result = series.map { $0 }
            let firstKnown = result.first { $0 != nil } ?? nil
            var last = firstKnown ?? fallback
            for index in result.indices {
                if let value = result[index] { last = value } else { result[index] = last }
            }
            let complete = result.map { $0 ?? fallback }
            return complete + [complete.last ?? fallback]
        }
        offsets = (0..<count).map { count > 0 ? Double($0) / Double(count) : 0 } + [1]

        let transformAttributes: [Recording.Track.Attribute] = [.offsetX, .offsetY, .rotation, .scale, .scaleX, .scaleY]
        if transformAttributes.contains(where: { values($0) != nil }) {
            let rest = Self.restingTransform(of: tracks.first?.viewID, in: recording)
            let x = filled(values(.offsetX) ?? [], default: rest.x)
            let y = filled(values(.offsetY) ?? [], default: rest.y)
            let angle = filled(values(.rotation) ?? [], default: rest.degrees)
            let sx = filled(values(.scale) ?? values(.scaleX) ?? [], default: rest.sx)
            let sy = filled(values(.scale) ?? values(.scaleY) ?? [], default: rest.sy)
            transform = [x, y, angle, sx, sy].map { $0.count == count + 1 ? $0 : Array(repeating: $0.first ?? 0, count: count + 1) }
        } else {
            transform = nil
        }

        let absent = present.contains(false)
        if let opacityValues = values(.opacity) ?? (absent ? Array(repeating: 1, count: count) : nil) {
            let shown = zip(opacityValues, present).map { $1 ? ($0 ?? 1) : 0 }
            opacity = shown + [shown.last ?? 1]
        } else {
            opacity = nil
        }

        let components: [Recording.Track.Attribute] = [.red, .green, .blue, .colorOpacity]
        if let red = values(.red) {
            color = components.map { filled(values($0) ?? red.map { _ in nil }, default: $0 == .colorOpacity ? 1 : 0) }
        } else {
            color = nil
        }
    }

    /// The item's transform at its first drawn frame, taken apart as the tracks take it apart:
    /// how far it moves the frame's centre, its rotation in degrees and its scales.
    static func restingTransform(of viewID: Int?, in recording: Recording) -> (x: Double, y: Double, degrees: Double, sx: Double, sy: Double) {
        for frame in recording.frames {
            guard let item = frame.displayList.items.first(where: { $0.viewID == viewID }) else { continue }
            let t = item.transform
            let centre = CGPoint(x: item.frame.midX, y: item.frame.midY)
            let moved = centre.applying(t)
            let sx = Double((t.a * t.a + t.b * t.b).squareRoot())
            let sy = sx > 0 ? Double(t.a * t.d - t.b * t.c) / sx : Double((t.c * t.c + t.d * t.d).squareRoot())
            let values = (Double(moved.x - centre.x), Double(moved.y - centre.y), Double(atan2(t.b, t.a)) * 180 / .pi, sx, sy)
            return values.0.isFinite && values.1.isFinite && values.2.isFinite && values.3.isFinite && values.4.isFinite
                ? values : (0, 0, 0, 1, 1)
        }
        return (0, 0, 0, 1, 1)
    }

    /// The frames to keep and their keyframes: every series within `tolerance` of its range
    /// (at least 1 for opacity and colours, whose natural scale is 0…1).
    func keyframes(tolerance: Double) -> [RecordingKeyframes.Keyframe] {
        var scaled: [[Double]] = []
        func add(_ series: [Double], minimumRange: Double) {
            let range = max((series.max() ?? 0) - (series.min() ?? 0), minimumRange)
            scaled.append(series.map { $0 / range })
        }
        transform?.forEach { add($0, minimumRange: 1e-9) }
        opacity.map { add($0, minimumRange: 1) }
        color?.forEach { add($0, minimumRange: 1) }
        let kept = PiecewiseLinearFit.indices(x: offsets, series: scaled, within: tolerance * 0.8)
        return kept.map { index in
            RecordingKeyframes.Keyframe(
                offset: offsets[index],
                transform: transform.map { Self.css(transform: $0.map { $0[index] }) },
                opacity: opacity.map { $0[index] },
                fill: color.map { Self.css(color: $0.map { $0[index] }) })
        }
    }

    /// `translate(Xpx, Ypx) rotate(Rdeg) scale(SX, SY)`.
    static func css(transform v: [Double]) -> String {
        func n(_ value: Double) -> String { DecimalText.fixed(value, decimals: CSSNumber.valueDecimals) }
        return "translate(\(n(v[0]))px, \(n(v[1]))px) rotate(\(n(v[2]))deg) scale(\(n(v[3])), \(n(v[4])))"
    }

    /// `rgba(R, G, B, A)` with R, G, B on 0…255 (fractions kept) and A on 0…1.
    static func css(color v: [Double]) -> String {
        func channel(_ value: Double) -> String { DecimalText.fixed(min(max(value, 0), 1) * 255, decimals: 3) }
        return "rgba(\(channel(v[0])), \(channel(v[1])), \(channel(v[2])), "
            + "\(DecimalText.fixed(min(max(v[3], 0), 1), decimals: CSSNumber.valueDecimals)))"
    }
}
