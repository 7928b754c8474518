import Foundation
import KinemaDisplay

/// The SVG attribute a paint goes into.
package enum SVGPaintAttribute: String, Sendable {
    /// The interior: `fill`, `fill-opacity`.
    case fill
    /// The outline: `stroke`, `stroke-opacity`.
    case stroke
}

/// Writes ``ResolvedPaint``s as SVG paint attributes, collecting the gradients and patterns they
/// refer to for one document's `<defs>`.
///
/// ```swift
/// var servers = SVGPaintServers(precision: 2)
/// let paint = ResolvedPaint(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
/// let fill = servers.attributes(for: paint, in: CGRect(x: 0, y: 0, width: 100, height: 40))
/// // fill == #" fill="url(#paint-1)""#
/// // servers.definitions:
/// //     <linearGradient id="paint-1" gradientUnits="userSpaceOnUse" x1="0" y1="20" x2="100" y2="20">
/// //       <stop offset="0" stop-color="#ff3b30"/>
/// //       <stop offset="1" stop-color="#007aff"/>
/// //     </linearGradient>
/// ```
///
/// `frame` is the item's frame in the user space of the element that takes the paint (the same
/// coordinates its geometry is written in); a paint's unit points and radius fractions are mapped
/// into it, so the gradient moves and scales with whatever transform the element carries.
///
/// - A colour is written as the renderer writes colours everywhere: `fill="#rrggbb"`, with
///   `fill-opacity` when it is not opaque.
/// - Linear and radial gradients are `<linearGradient>` and `<radialGradient>` elements with
///   `gradientUnits="userSpaceOnUse"`, the points placed in the frame. A radial gradient's start
///   radius is folded into its stop offsets (offset′ = (start + offset·(end − start)) / end) rather
///   than written as SVG 2's `fr`, which SVG 1.1 viewers ignore; an end radius below the start
///   radius reverses the stops. An elliptical gradient is a radial one in the unit square mapped
///   onto the frame by `gradientTransform`.
/// - An angular gradient has no SVG element. It becomes a `<pattern>` covering the frame and a
///   margin around it (half the frame's larger side plus 20 points, so strokes reach no seam),
///   holding triangular wedges around the centre, each a solid colour sampled at its middle angle:
///   at most 2° wide, and split at every stop so hard stops stay hard. The wedges share their
///   edges exactly and are drawn with `shape-rendering="crispEdges"`: anti-aliased, each edge would
///   let the background show through as a hairline, and overlapping them instead would darken
///   translucent colours. The outline of what is painted stays anti-aliased; only the invisible
///   steps between neighbouring wedges are not. Within 2° the colour changes by at most 1/180 of a
///   full turn's range — under one 8-bit step for most gradients.
/// - Stops are written sorted by location (stably), locations clamped to 0…1, each with
///   `stop-color` and, when not opaque, `stop-opacity`. A gradient without stops paints `none`; one
///   with a single stop, or one that cannot be drawn (a zero end radius, an elliptical gradient in
///   a frame without area), paints its last stop's colour.
/// - The foreground and the tint are resolved first with
///   ``ResolvedPaint/resolved(foreground:tint:)``.
///
/// Bad input never reaches the document: a frame with a non-finite value counts as empty at the
/// origin, non-finite unit coordinates, radii, fractions and angles count as 0, and negative radii
/// as 0.
///
/// Each distinct definition is written once: two paints that write the same element share it.
/// Ids are `<prefix>-1`, `<prefix>-2`, … in order of first use, so a document's text depends only
/// on what it draws.
package struct SVGPaintServers: Sendable {
    /// The gradient and pattern elements written so far, one per distinct paint, each line indented
    /// by four spaces and ended with a newline: the contents of the document's `<defs>`.
    package private(set) var definitions = ""

    private let format: SVGFormat
    private let idPrefix: String
    // Definitions by their text with the id left out, so an identical paint reuses its element.
    private var idsByDefinition: [String: String] = [:]

    /// The widest angle one wedge of an angular gradient spans.
    package static let wedgeAngle = Double.pi / 90

    /// Creates an empty set of paint servers.
    ///
    /// - Parameters:
    ///   - precision: Decimals kept in coordinates and lengths, 0…6 (default 2), as
    ///     `SVGRenderer(precision:)`.
    ///   - idPrefix: The start of every id (default `paint`).
    package init(precision: Int = 2, idPrefix: String = "paint") {
        format = SVGFormat(precision: precision)
        self.idPrefix = idPrefix
    }

    /// The paint attributes for `paint`, each with a leading space: ` fill="#ff3b30"`,
    /// ` stroke="#000000" stroke-opacity="0.5"`, ` fill="url(#paint-2)"` or ` fill="none"`.
    ///
    /// Adds any gradient or pattern the paint needs to ``definitions``.
    ///
    /// - Parameters:
    ///   - paint: What to paint with.
    ///   - attribute: `fill` (default) or `stroke`.
    ///   - frame: The item's frame, in the element's user space.
    ///   - foreground: The foreground style's levels in effect, primary first; empty for the
    ///     default (black).
    ///   - tint: The tint in effect (default the accent colour).
    package mutating func attributes(
        for paint: ResolvedPaint,
        as attribute: SVGPaintAttribute = .fill,
        in frame: CGRect,
        foreground: [ResolvedPaint] = [],
        tint: ResolvedPaint = .color(.accentColor)
    ) -> String {
        let frame = Self.sanitized(frame)
        let name = attribute.rawValue
        switch paint.resolved(foreground: foreground, tint: tint) {
        case .color(let color):
            return format.paint(color, name)
        case let .linearGradient(stops, start, end):
            let stops = ResolvedPaint.normalized(stops)
            guard stops.count > 1 else { return solid(stops, name) }
            let from = Self.point(start, in: frame), to = Self.point(end, in: frame)
            let element = "<linearGradient id=\"\(Self.idMark)\" gradientUnits=\"userSpaceOnUse\" "
                + "x1=\"\(format.number(from.x))\" y1=\"\(format.number(from.y))\" "
                + "x2=\"\(format.number(to.x))\" y2=\"\(format.number(to.y))\">\n"
                + stopElements(stops) + "    </linearGradient>\n"
            return reference(element, name)
        case let .radialGradient(stops, center, startRadius, endRadius):
            let (stops, radius) = Self.radialStops(stops, start: startRadius, end: endRadius)
            guard stops.count > 1, radius > 0 else { return solid(stops, name) }
            let c = Self.point(center, in: frame)
            let element = "<radialGradient id=\"\(Self.idMark)\" gradientUnits=\"userSpaceOnUse\" "
                + "cx=\"\(format.number(c.x))\" cy=\"\(format.number(c.y))\" r=\"\(format.number(radius))\">\n"
                + stopElements(stops) + "    </radialGradient>\n"
            return reference(element, name)
        case let .ellipticalGradient(stops, center, startFraction, endFraction):
            let (stops, radius) = Self.radialStops(stops, start: startFraction, end: endFraction)
            guard stops.count > 1, radius > 0, frame.width > 0, frame.height > 0 else { return solid(stops, name) }
            // Drawn in the unit square, which the transform stretches onto the frame; unit values
            // keep four decimals at least, as the transform multiplies their rounding by the frame.
            let decimals = max(format.precision, 4)
            func unit(_ value: CGFloat) -> String { DecimalText.fixed(Double(value), decimals: decimals) }
            let c = Self.unit(center)
            let matrix = [frame.width, 0, 0, frame.height, frame.minX, frame.minY].map(format.number)
            var element = "<radialGradient id=\"\(Self.idMark)\" gradientUnits=\"userSpaceOnUse\" "
            element += "cx=\"\(unit(c.x))\" cy=\"\(unit(c.y))\" r=\"\(unit(radius))\" "
            element += "gradientTransform=\"matrix(\(matrix.joined(separator: " ")))\">\n"
            element += stopElements(stops) + "    </radialGradient>\n"
            return reference(element, name)
        case let .angularGradient(stops, center, startAngle, endAngle):
            let stops = ResolvedPaint.normalized(stops)
            guard stops.count > 1 else { return solid(stops, name) }
            return reference(conicPattern(stops, center: center, start: startAngle, end: endAngle, in: frame), name)
        case .foreground, .tint:
            // `resolved` leaves no contextual paint; black keeps the switch total.
            return format.paint(.primary, name)
        }
    }

    // MARK: - Writing

    /// Stands in for the id while a definition is compared with those already written.
    private static let idMark = "\u{1}"

    /// Adds `element` (written with ``idMark`` for its id) unless an identical one exists, and
    /// returns the attribute that refers to it.
    private mutating func reference(_ element: String, _ attribute: String) -> String {
        let id: String
        if let existing = idsByDefinition[element] {
            id = existing
        } else {
            id = "\(idPrefix)-\(idsByDefinition.count + 1)"
            idsByDefinition[element] = id
            definitions += "    " + element.replacingOccurrences(of: Self.idMark, with: id)
        }
        return " \(attribute)=\"url(#\(id))\""
    }

    /// A gradient that cannot vary: nothing without stops, else its last stop's colour.
    private func solid(_ stops: [Gradient.Stop], _ attribute: String) -> String {
        guard let last = stops.last else { return " \(attribute)=\"none\"" }
        return format.paint(last.color, attribute)
    }

    /// `<stop>` elements, one indented line each.
    private func stopElements(_ stops: [Gradient.Stop]) -> String {
        var text = ""
        for stop in stops {
            text += "      <stop offset=\"\(format.fraction(Double(stop.location)))\" stop-color=\"\(format.hex(stop.color))\""
            if stop.color.opacity < 1 { text += " stop-opacity=\"\(format.fraction(stop.color.opacity))\"" }
            text += "/>\n"
        }
        return text
    }

    // MARK: - Geometry

    /// The frame, or an empty one at the origin when any of its values is not finite.
    package static func sanitized(_ frame: CGRect) -> CGRect {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        return values.allSatisfy(\.isFinite) ? frame.standardized : .zero
    }

    /// A unit point with non-finite coordinates read as 0.
    package static func unit(_ point: UnitPoint) -> CGPoint {
        CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
    }

    /// A unit point placed in `frame`.
    package static func point(_ point: UnitPoint, in frame: CGRect) -> CGPoint {
        let unit = unit(point)
        return CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }

    /// A radius or fraction: non-finite and negative values read as 0.
    static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(value, 0) : 0
    }

    /// The stops of a radial gradient from `start` to `end` as SVG draws it, from the centre to
    /// the returned radius: offsets moved to (start + offset·(end − start)) / end, reversed first
    /// when `end` is below `start`.
    package static func radialStops(_ stops: [Gradient.Stop], start: CGFloat, end: CGFloat) -> ([Gradient.Stop], CGFloat) {
        var stops = ResolvedPaint.normalized(stops)
        var start = length(start), end = length(end)
        if end < start {
            swap(&start, &end)
            stops = ResolvedPaint.normalized(stops.reversed().map {
                Gradient.Stop(color: $0.color, location: 1 - $0.location)
            })
        }
        guard end > 0 else { return (stops, 0) }
        let moved = stops.map { Gradient.Stop(color: $0.color, location: (start + $0.location * (end - start)) / end) }
        return (moved, end)
    }

    // MARK: - Angular gradients

    /// A `<pattern>` of solid wedges that draws an angular gradient (see the type's discussion).
    private func conicPattern(
        _ stops: [Gradient.Stop], center: UnitPoint, start: Angle, end: Angle, in frame: CGRect
    ) -> String {
        let margin = max(frame.width, frame.height) / 2 + 20
        let tile = frame.insetBy(dx: -margin, dy: -margin)
        // A pattern's content is drawn relative to its tile's top-left corner.
        let point = Self.point(center, in: frame)
        let c = CGPoint(x: point.x - tile.minX, y: point.y - tile.minY)
        // Far enough to cover the tile from the centre, wherever the centre is.
        let corners = [
            CGPoint(x: 0, y: 0), CGPoint(x: tile.width, y: 0),
            CGPoint(x: 0, y: tile.height), CGPoint(x: tile.width, y: tile.height),
        ]
        let reach = corners.map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 0

        // One rim for every wedge, so neighbours share their edge's end points exactly; the
        // chord of a 2° wedge at that distance still lies beyond the tile.
        let rim = reach / cos(Self.wedgeAngle / 2) + 1
        var text = "<pattern id=\"\(Self.idMark)\" patternUnits=\"userSpaceOnUse\" "
            + "x=\"\(format.number(tile.minX))\" y=\"\(format.number(tile.minY))\" "
            + "width=\"\(format.number(tile.width))\" height=\"\(format.number(tile.height))\">\n"
            + "      <g shape-rendering=\"crispEdges\">\n"
        for wedge in Self.conicWedges(stops, start: start, end: end) {
            let a = CGPoint(x: c.x + rim * cos(wedge.from), y: c.y + rim * sin(wedge.from))
            let b = CGPoint(x: c.x + rim * cos(wedge.to), y: c.y + rim * sin(wedge.to))
            text += "        <path d=\"M\(format.number(c.x)) \(format.number(c.y))"
                + "L\(format.number(a.x)) \(format.number(a.y))L\(format.number(b.x)) \(format.number(b.y))Z\""
                + "\(format.paint(wedge.color))/>\n"
        }
        text += "      </g>\n"
        return text + "    </pattern>\n"
    }

    /// One solid wedge of an angular gradient: angles in radians, clockwise from the positive x
    /// axis, `from` < `to`.
    package struct Wedge: Equatable, Sendable {
        package var from: Double
        package var to: Double
        package var color: Color
    }

    /// The wedges that draw an angular gradient with (sorted, clamped) `stops` from `start` to
    /// `end`, in drawing order, covering one full turn.
    ///
    /// The sweep is `end − start`; a zero sweep is a full turn, and one longer than a full turn
    /// keeps only its last turn. Going round from `start` in the sweep's direction, the gradient
    /// runs over the sweep; the rest of the turn shows the colour at location 1 for its first half
    /// and the one at location 0 for its second.
    package static func conicWedges(_ stops: [Gradient.Stop], start: Angle, end: Angle) -> [Wedge] {
        var first = start.radians.isFinite ? start.radians : 0
        let last = end.radians.isFinite ? end.radians : 0
        var sweep = last - first
        let turn = 2 * Double.pi
        if sweep == 0 {
            sweep = turn
        } else if abs(sweep) > turn {
            first = last - (sweep > 0 ? turn : -turn)
            sweep = last - first
        }
        let direction: Double = sweep > 0 ? 1 : -1
        let span = abs(sweep)

        // Pieces of the turn as (start and end, as offsets from `first` along the sweep; colour at
        // a fraction of the piece), split at every stop so hard stops stay hard. Each piece starts
        // exactly where the one before ends, so neighbouring wedges share their edges.
        var pieces: [(from: Double, to: Double, color: (Double) -> Color)] = []
        let breaks = ([0.0] + stops.map { Double($0.location) * span } + [span]).map { min(max($0, 0), span) }
        for index in 0..<(breaks.count - 1) where breaks[index + 1] > breaks[index] {
            let from = breaks[index], to = breaks[index + 1]
            pieces.append((from, to, { fraction in color(of: stops, at: (from + fraction * (to - from)) / span) }))
        }
        let gap = turn - span
        if gap > 0 {
            let head = stops.last!.color, tail = stops.first!.color
            pieces.append((span, span + gap / 2, { _ in head }))
            pieces.append((span + gap / 2, turn, { _ in tail }))
        }

        var wedges: [Wedge] = []
        for piece in pieces {
            let count = max(Int(((piece.to - piece.from) / wedgeAngle).rounded(.up)), 1)
            let step = (piece.to - piece.from) / Double(count)
            func boundary(_ index: Int) -> Double {
                first + direction * (index == count ? piece.to : piece.from + Double(index) * step)
            }
            for index in 0..<count {
                let a = boundary(index), b = boundary(index + 1)
                let color = piece.color((Double(index) + 0.5) / Double(count))
                wedges.append(Wedge(from: min(a, b), to: max(a, b), color: color))
            }
        }
        return wedges
    }

    /// The colour of (sorted, clamped) `stops` at `location`: the end colours beyond the ends,
    /// sRGB components and opacity interpolated linearly between neighbouring stops, as SVG
    /// interpolates its gradients.
    package static func color(of stops: [Gradient.Stop], at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= Double(first.location) { return first.color }
        if location >= Double(last.location) { return last.color }
        for index in 0..<(stops.count - 1) {
            let a = stops[index], b = stops[index + 1]
            guard location <= Double(b.location), b.location > a.location else { continue }
            let t = (location - Double(a.location)) / Double(b.location - a.location)
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            return Color(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
        }
        return last.color
    }
}
