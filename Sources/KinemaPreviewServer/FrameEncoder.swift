import Foundation
import KinemaDisplay
// The SVG writer and the labels recordings give items: display values in, nothing of the host.
import struct KinemaRender.Recording
import struct KinemaRender.SVGRenderer

/// Turns a session's ticks into the `frame` messages of the protocol, off the main actor: the
/// SVG of the display list, left out when it is the same as the last one sent, and the tracked
/// presentation values of each item.
///
/// Sending the whole document only when it changes is the "diff" the protocol uses: a still
/// scene costs about 150 bytes a frame, a moving one its SVG as well (the avatar's is about
/// 600 bytes, the Canvas orbits' about 25 KiB).
/// Finer diffs (per element) were not worth their cost at these sizes.
package struct FrameEncoder: Sendable {
    private let renderer = SVGRenderer(precision: 2)
    private var lastSVG: String?
    private(set) var frameCount = 0

    package init() {}

    /// The `frame` message for `tick`.
    package mutating func message(for tick: SceneTick) -> String {
        let svg = renderer.render(tick.displayList, size: tick.size)
        let changed = svg != lastSVG
        lastSVG = svg
        defer { frameCount += 1 }
        var fields: [(String, WireJSON.Value)] = [
            ("type", .string("frame")), ("n", .number(Double(frameCount))), ("t", .number(tick.time)),
        ]
        if changed { fields.append(("svg", .string(svg))) }
        fields.append(("items", .array(Self.trackedValues(tick.displayList, labels: tick.labels).map { item in
            .object([("label", .string(item.label)), ("id", .number(Double(item.viewID)))]
                + item.values.map { ($0.0, .number($0.1)) })
        })))
        return WireJSON.ordered(fields)
    }

    /// Makes the next message carry the whole SVG: the last one sent was dropped (the page was
    /// behind), so the page may not have what it would be compared with.
    package mutating func forgetLastFrame() {
        lastSVG = nil
    }

    /// One item's presentation values at one frame.
    package struct TrackedItem: Sendable, Equatable {
        package var label: String
        package var viewID: Int
        /// `(name, value)` in a fixed order: `scale` (or `scaleX` and `scaleY` when they differ),
        /// `rotation`, `opacity`, `offsetX`, `offsetY`; only finite values.
        package var values: [(String, Double)]

        package static func == (lhs: TrackedItem, rhs: TrackedItem) -> Bool {
            lhs.label == rhs.label && lhs.viewID == rhs.viewID
                && lhs.values.map(\.0) == rhs.values.map(\.0) && lhs.values.map(\.1) == rhs.values.map(\.1)
        }
    }

    /// The values a recording tracks (`Recording.Track.Attribute`), read from one frame: the
    /// scale as the length of the transform's first column √(a² + b²) (and the vertical one as
    /// the determinant over it), the rotation atan2(b, a) in degrees, the opacity, and how far the
    /// transform moves the centre of the item's frame.
    /// Items are labelled by `labels` (the host's names of their views) where it has one, else
    /// by what they draw.
    package static func trackedValues(_ list: DisplayList, labels: [Int: String] = [:]) -> [TrackedItem] {
        var counts: [String: Int] = [:]
        return list.items.map { item in
            let base = labels[item.viewID].flatMap { $0.isEmpty ? nil : $0 } ?? label(for: item.content)
            let count = counts[base, default: 0] + 1
            counts[base] = count
            let t = item.transform
            let scaleX = Double((t.a * t.a + t.b * t.b).squareRoot())
            let scaleY = scaleX > 0 ? Double(t.a * t.d - t.b * t.c) / scaleX : Double((t.c * t.c + t.d * t.d).squareRoot())
            let centre = CGPoint(x: item.frame.midX, y: item.frame.midY)
            let moved = centre.applying(t)
            var values: [(String, Double)] = abs(scaleX - scaleY) <= 1e-9
                ? [("scale", scaleX)] : [("scaleX", scaleX), ("scaleY", scaleY)]
            values += [
                ("rotation", Double(atan2(t.b, t.a)) * 180 / .pi),
                ("opacity", item.opacity),
                ("offsetX", Double(moved.x - centre.x)),
                ("offsetY", Double(moved.y - centre.y)),
            ]
            return TrackedItem(
                label: count == 1 ? base : "\(base) (\(count))", viewID: item.viewID,
                values: values.filter { $0.1.isFinite })
        }
    }

    /// A short name for what an item draws, as the recordings' tracks name it.
    static func label(for content: DisplayList.Content) -> String {
        Recording.label(for: content)
    }
}
