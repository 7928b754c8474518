import Foundation
import KinemaUI

extension Recording {
    /// The attributes that change during the recording, one track per item and attribute.
    ///
    /// ```swift
    /// for track in recording.tracks {
    ///     print(track.item, track.attribute.rawValue, track.values.compactMap { $0 }.max() ?? 0)
    /// }
    /// ```
    ///
    /// Items are matched across frames by ``DisplayList/Item/viewID`` and, among items sharing one,
    /// by their order in the frame. A recording of a host labels each by its view (its type, the
    /// shape modifiers on it and the app's view around it: `Circle.trim.stroke in Loader`); other
    /// recordings by what the item draws (`stroked path`). Tracks come in the order their items first appear, each item's
    /// in the order of ``Track/Attribute``'s cases. An attribute is left out when its value never
    /// moves by more than 10⁻⁹ between the frames that draw the item — except the components of
    /// the painted colour, which come as a set of four (red, green, blue, colour opacity) when any
    /// of them moves, so a page can draw the colour itself.
    public var tracks: [Track] {
        var keys: [ItemKey] = []
        var samples: [ItemKey: ItemSamples] = [:]
        for (index, frame) in frames.enumerated() {
            var seen: [Int: Int] = [:]
            for item in frame.displayList.items {
                let key = ItemKey(viewID: item.viewID, occurrence: seen[item.viewID, default: 0])
                seen[item.viewID] = key.occurrence + 1
                if samples[key] == nil {
                    keys.append(key)
                    let named = viewLabels[item.viewID].flatMap { $0.isEmpty ? nil : $0 }
                    samples[key] = ItemSamples(label: named ?? Self.label(for: item.content), count: frames.count)
                }
                samples[key]?.record(item, at: index)
            }
        }

        var labelCounts: [String: Int] = [:]
        var tracks: [Track] = []
        for key in keys {
            guard let item = samples[key] else { continue }
            let count = labelCounts[item.label, default: 0] + 1
            labelCounts[item.label] = count
            let label = count == 1 ? item.label : "\(item.label) (\(count))"
            let colorChanges = Track.Attribute.allCases.contains { attribute in
                attribute.isColorComponent && item.values(of: attribute).map(Self.changes) == true
            }
            for attribute in Track.Attribute.allCases {
                guard let values = item.values(of: attribute),
                    attribute.isColorComponent ? colorChanges : Self.changes(values)
                else { continue }
                tracks.append(Track(item: label, viewID: key.viewID, attribute: attribute, values: values))
            }
        }
        return tracks
    }

    /// Whether the non-`nil` values differ by more than 10⁻⁹.
    private static func changes(_ values: [Double?]) -> Bool {
        let present = values.compactMap { $0 }
        guard let low = present.min(), let high = present.max() else { return false }
        return high - low > 1e-9
    }

    /// A short name for what an item draws.
    package static func label(for content: DisplayList.Content) -> String {
        switch content {
        case .color: return "color"
        case .image(let image): return "image “\(ViewLabels.shortened(image.name))”"
        case .text(let layout): return "text “\(ViewLabels.shortened(layout.string))”"
        case .shape(let shape, _):
            switch shape {
            case .rectangle: return "rectangle"
            case .circle: return "circle"
            case .ellipse: return "ellipse"
            case .roundedRectangle: return "rounded rectangle"
            case .capsule: return "capsule"
            }
        case .path(_, .fill), .path(_, .gradientFill): return "filled path"
        case .path(_, .stroke), .path(_, .gradientStroke): return "stroked path"
        case .path(_, .layers): return "layered path"
        }
    }
}

/// An item followed across frames: its view and its place among that view's items.
private struct ItemKey: Hashable {
    var viewID: Int
    var occurrence: Int
}

/// The raw values of one item at every frame.
private struct ItemSamples {
    let label: String
    var present: [Bool]
    var transforms: [CGAffineTransform]
    var frames: [CGRect]
    var opacities: [Double]
    var shadows: [DisplayList.Shadow?]
    var colors: [Color?]

    init(label: String, count: Int) {
        self.label = label
        present = Array(repeating: false, count: count)
        transforms = Array(repeating: .identity, count: count)
        frames = Array(repeating: .zero, count: count)
        opacities = Array(repeating: 1, count: count)
        shadows = Array(repeating: nil, count: count)
        colors = Array(repeating: nil, count: count)
    }

    mutating func record(_ item: DisplayList.Item, at index: Int) {
        present[index] = true
        transforms[index] = item.transform
        frames[index] = item.frame
        opacities[index] = item.opacity
        shadows[index] = item.shadow
        colors[index] = Self.paint(of: item)
    }

    /// The one colour the item paints with, or `nil` for gradients and images without a
    /// foreground colour: the content's own colour (for text, its first run's), else the
    /// foreground colour, else black (``Color/primary``), as the renderer paints it.
    static func paint(of item: DisplayList.Item) -> Color? {
        let foreground = item.foregroundColor ?? .primary
        switch item.content {
        case .color(let color): return color
        case .shape(_, let fill): return fill ?? foreground
        case .text(let layout):
            // The first run's colour: a label is one colour far more often than several.
            guard let run = layout.runs.first else { return foreground }
            if let paint = run.paint {
                if case .color(let color) = paint { return color }
                return nil
            }
            return run.color ?? foreground
        case .path(_, .fill(let color, _)), .path(_, .stroke(let color, _)): return color ?? foreground
        case .path(_, .gradientFill), .path(_, .gradientStroke): return nil
        case .path(_, .layers(let layers)): return layers.first.map { $0.color ?? foreground }
        case .image: return item.foregroundColor
        }
    }

    /// The attribute at every frame, or `nil` for `scale` when the scale is not uniform and for
    /// `scaleX`/`scaleY` when it is.
    func values(of attribute: Recording.Track.Attribute) -> [Double?]? {
        switch attribute {
        case .scale, .scaleX, .scaleY:
            let parts = decomposed()
            let x = parts.map { $0.map(\.x) }
            let y = parts.map { $0.map(\.y) }
            let uniform = zip(x, y).allSatisfy { pair in
                guard let sx = pair.0, let sy = pair.1 else { return true }
                return abs(sx - sy) <= 1e-9
            }
            switch attribute {
            case .scale: return uniform ? x : nil
            case .scaleX: return uniform ? nil : x
            default: return uniform ? nil : y
            }
        case .rotation:
            return decomposed().map { $0.map(\.degrees) }
        case .offsetX, .offsetY:
            return map { sample in
                let centre = CGPoint(x: sample.frame.midX, y: sample.frame.midY)
                let moved = centre.applying(sample.transform)
                return Double(attribute == .offsetX ? moved.x - centre.x : moved.y - centre.y)
            }
        case .opacity: return map { $0.opacity }
        case .shadowRadius: return map { Double($0.shadow?.radius ?? 0) }
        case .shadowX: return map { Double($0.shadow?.x ?? 0) }
        case .shadowY: return map { Double($0.shadow?.y ?? 0) }
        case .frameX: return map { Double($0.frame.minX) }
        case .frameY: return map { Double($0.frame.minY) }
        case .frameWidth: return map { Double($0.frame.width) }
        case .frameHeight: return map { Double($0.frame.height) }
        case .red, .green, .blue, .colorOpacity:
            return present.indices.map { index in
                guard present[index], let color = colors[index] else { return nil }
                switch attribute {
                case .red: return color.red
                case .green: return color.green
                case .blue: return color.blue
                default: return color.opacity
                }
            }
        }
    }

    private typealias Sample = (transform: CGAffineTransform, frame: CGRect, opacity: Double, shadow: DisplayList.Shadow?)

    /// `value` of each frame's sample, `nil` where the item is absent or the value is not finite.
    private func map(_ value: (Sample) -> Double) -> [Double?] {
        present.indices.map { index in
            guard present[index] else { return nil }
            let result = value((transforms[index], frames[index], opacities[index], shadows[index]))
            return result.isFinite ? result : nil
        }
    }

    /// Each frame's transform as a rotation and a scale along each axis, continuous from frame to
    /// frame (``TransformParts``); `nil` where the item is absent or a number is not finite.
    private func decomposed() -> [(degrees: Double, x: Double, y: Double)?] {
        var previous: Double?
        return present.indices.map { index in
            guard present[index], let parts = TransformParts(transforms[index], after: previous) else { return nil }
            previous = parts.degrees
            return (parts.degrees, parts.x, parts.y)
        }
    }
}
