import Foundation

// The display list's promise: every number in it is finite. User values are sanitised where they
// enter (effects, layout, content); these checks are the invariant that proves it, asserted in
// debug builds where items are drawn (see ARCHITECTURE.md, "Bad input").

extension DisplayList {
    /// Whether every number in the list is finite: frames, transforms, opacities, shadows,
    /// groups and content (paths, text runs, colours, paints).
    ///
    /// Kinema keeps NaN and infinities out of display lists it draws; renderers and tests may
    /// check a list they received or built themselves:
    ///
    /// ```swift
    /// let host = ViewHost(Rectangle().frame(width: 40, height: 40).scaleEffect(.nan))
    /// host.displayList.hasOnlyFiniteNumbers   // true: the scale is left out
    /// ```
    public var hasOnlyFiniteNumbers: Bool {
        items.allSatisfy(\.hasOnlyFiniteNumbers)
    }
}

extension DisplayList.Item {
    /// Whether every number in the item is finite (see ``DisplayList/hasOnlyFiniteNumbers``).
    public var hasOnlyFiniteNumbers: Bool {
        guard frame.hasFiniteComponents, transform.isFinite, opacity.isFinite else { return false }
        if let shadow, !(shadow.radius.isFinite && shadow.x.isFinite && shadow.y.isFinite) { return false }
        // Content, colours and groups hold nested values of many kinds: their encoded form visits
        // every stored number, so nothing added to them later escapes the check.
        return FiniteNumberCheck.holds(for: self)
    }
}

extension CGRect {
    /// The rectangle as a frame a view can be drawn in: a non-finite coordinate becomes 0, and a
    /// non-finite or negative size becomes 0 (the view is laid out empty rather than at NaN).
    package var sanitizedFrame: CGRect {
        let x = origin.x, y = origin.y, width = size.width, height = size.height
        if hasFiniteComponents, width >= 0, height >= 0 { return self }
        return CGRect(
            x: x.isFinite ? x : 0, y: y.isFinite ? y : 0,
            width: width.isFinite ? max(width, 0) : 0, height: height.isFinite ? max(height, 0) : 0)
    }
}

extension DisplayList.Content {
    /// The content with every non-finite number replaced by a documented value: a corner radius
    /// becomes 0, a path with a non-finite point draws nothing (an empty path), and a stroke with a
    /// non-finite number is drawn as `StrokeStyle.sanitised()` says (a non-finite width is 0, so
    /// nothing is drawn; a miter limit 10; dashes solid; a phase 0).
    package var sanitized: DisplayList.Content {
        switch self {
        case .shape(let shape, let fill):
            return .sanitizedShape(shape, fill: fill)
        case .path(_, let drawing):
            // The path kept as it is, checked by the rule frames draw by.
            var content = self
            content.setPath(drawing: drawing) { _, _ in false }
            return content
        case .text(var layout):
            guard layout.runs.contains(where: { $0.paint?.sanitized != nil }) else { return self }
            for index in layout.runs.indices {
                if let paint = layout.runs[index].paint?.sanitized { layout.runs[index].paint = paint }
            }
            return .text(layout)
        default:
            return self
        }
    }
}

extension ResolvedPaint {
    /// The largest distance, in unit points, a gradient's points and radius fractions may lie
    /// from the frame: ±10,000 frame sizes, far beyond anything drawn, small enough that scaling
    /// by a frame never overflows.
    static let largestUnitDistance: CGFloat = 10_000
    /// The largest radius, in points, a radial gradient keeps: 1,000,000.
    static let largestRadius: CGFloat = 1_000_000

    /// The paint with every number drawable, or `nil` when it is already. A non-finite point
    /// coordinate, radius, fraction or angle is 0; finite ones beyond ``largestUnitDistance`` or
    /// ``largestRadius`` are clamped there, negative radii are 0; an angular gradient's angles
    /// are brought within one turn of each other, its last turn kept (Apple: a span past a full
    /// turn draws only the last complete turn). Stop locations were clamped when the paint was
    /// made; colours always are.
    package var sanitized: ResolvedPaint? {
        func unit(_ point: UnitPoint) -> UnitPoint {
            UnitPoint(x: Self.unitDistance(point.x), y: Self.unitDistance(point.y))
        }
        func fraction(_ value: CGFloat) -> CGFloat {
            value.isFinite ? min(max(value, 0), Self.largestUnitDistance) : 0
        }
        func radius(_ value: CGFloat) -> CGFloat {
            value.isFinite ? min(max(value, 0), Self.largestRadius) : 0
        }
        let result: ResolvedPaint
        switch self {
        case let .linearGradient(stops, start, end):
            result = .linearGradient(stops: stops, startPoint: unit(start), endPoint: unit(end))
        case let .radialGradient(stops, center, startRadius, endRadius):
            result = .radialGradient(stops: stops, center: unit(center), startRadius: radius(startRadius), endRadius: radius(endRadius))
        case let .ellipticalGradient(stops, center, startFraction, endFraction):
            result = .ellipticalGradient(
                stops: stops, center: unit(center), startRadiusFraction: fraction(startFraction),
                endRadiusFraction: fraction(endFraction))
        case let .angularGradient(stops, center, startAngle, endAngle):
            let (start, end) = Self.turn(startAngle.radians, endAngle.radians)
            result = .angularGradient(stops: stops, center: unit(center), startAngle: .radians(start), endAngle: .radians(end))
        case let .foreground(level, opacity):
            result = .foreground(level: level, opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 0)
        case .tint(let opacity):
            result = .tint(opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 0)
        case .color:
            return nil
        }
        return result == self ? nil : result
    }

    private static func unitDistance(_ value: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, -largestUnitDistance), largestUnitDistance) : 0
    }

    /// Angles as an angular gradient draws them: non-finite ones 0; the start brought into
    /// 0…2π, the end moved by the same amount; a span past a full turn keeps its last turn.
    private static func turn(_ start: Double, _ end: Double) -> (Double, Double) {
        var start = start.isFinite ? start : 0
        var end = end.isFinite ? end : 0
        let full = 2 * Double.pi
        if end - start > full { start = end - full }
        if start - end > full { start = end + full }
        let shift = (start / full).rounded(.down) * full
        start -= shift
        end -= shift
        // Angles past ~1e16 lose their fraction of a turn to rounding: drawn as no turn at all.
        guard start.isFinite, end.isFinite, abs(end - start) <= full + 1e-9 else { return (0, 0) }
        return (start, end)
    }
}

extension DisplayList.Content {
    /// Makes the content a path drawn as `drawing`, sanitised as ``sanitized`` says (a path with a
    /// non-finite point draws nothing, a stroke style with a non-finite number is sanitised),
    /// writing the path over the one the content holds: `write` gets that path (or an empty one,
    /// and `false`, when the content is not a path) to cut again in place or keep, and returns
    /// whether the path it leaves is known finite (it is then not walked). What a shape layer
    /// does every frame: the path is moved, never copied, and no content is made only to be
    /// released.
    package mutating func setPath(
        drawing: consuming DisplayList.PathDrawing, _ write: (_ path: inout Path, _ held: Bool) -> Bool
    ) {
        var path: Path
        let held: Bool
        switch consume self {
        case .path(let old, _):
            (path, held) = (old, true)
        default:
            (path, held) = (Path(), false)
        }
        if !(write(&path, held) || path.isFinite) { path = Path() }
        if !drawing.isFinite, let sanitized = drawing.sanitized { drawing = sanitized }
        self = .path(path, drawing)
    }

    /// Shape content as ``sanitized`` would make it (a non-finite corner radius is 0).
    package static func sanitizedShape(_ shape: DisplayList.Shape, fill: Color?) -> DisplayList.Content {
        if case .roundedRectangle(let radius) = shape, !radius.isFinite {
            return .shape(.roundedRectangle(cornerRadius: 0), fill: fill)
        }
        return .shape(shape, fill: fill)
    }
}

extension DisplayList.PathDrawing {
    /// Whether every number of the drawing is finite (``sanitized`` is `nil`), asked without
    /// making a sanitised copy for the common drawings.
    fileprivate var isFinite: Bool {
        switch self {
        case .fill, .layers: true
        case .stroke(_, let style): style.isFinite
        case .gradientFill, .gradientStroke: sanitized == nil
        }
    }

    /// The drawing with a sanitised stroke style, or `nil` when it is already finite.
    fileprivate var sanitized: DisplayList.PathDrawing? {
        switch self {
        case .stroke(let color, let style):
            style.isFinite ? nil : .stroke(color, style.sanitised())
        case .gradientStroke(let paint, let style):
            switch (paint.sanitized, style.sanitized) {
            case (nil, nil): nil
            case let (finitePaint, finiteStyle): .gradientStroke(finitePaint ?? paint, finiteStyle ?? style)
            }
        case .gradientFill(let paint, let eoFill):
            paint.sanitized.map { .gradientFill($0, eoFill: eoFill) }
        case .fill, .layers:
            nil
        }
    }
}

extension StrokeStyle {
    /// The style drawn as ``sanitised()`` draws it when a number is not finite (a non-finite width
    /// is 0: nothing is drawn), or `nil` when every number is finite.
    fileprivate var sanitized: StrokeStyle? {
        isFinite ? nil : sanitised()
    }

    /// Whether every number of the style is finite.
    fileprivate var isFinite: Bool {
        lineWidth.isFinite && miterLimit.isFinite && dashPhase.isFinite && dash.allSatisfy(\.isFinite)
    }
}

extension Path {
    /// Whether every point of the path is finite.
    var isFinite: Bool {
        elements.allSatisfy(\.isFinite)
    }

    /// The path, or an empty one when a point is not finite: what cannot be drawn draws nothing.
    package var sanitized: Path {
        isFinite ? self : Path()
    }
}

/// Visits every number a value encodes and notes whether one is not finite. Nothing is written:
/// it is an `Encoder` only to reach the numbers nested in content, colours and groups.
package struct FiniteNumberCheck {
    /// Whether every number `value` encodes is finite (a value that fails to encode counts as
    /// finite: the check is about numbers, not encodability).
    package static func holds(for value: some Encodable) -> Bool {
        let state = State()
        try? value.encode(to: Visitor(state: state))
        return state.finite
    }

    fileprivate final class State {
        var finite = true
    }

    fileprivate struct Visitor: Encoder, SingleValueEncodingContainer, UnkeyedEncodingContainer {
        let state: State
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        var count: Int { 0 }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed(state: state))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { self }
        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func note(_ number: Double) { if !number.isFinite { state.finite = false } }

        mutating func encodeNil() {}
        mutating func encode(_ value: Bool) {}
        mutating func encode(_ value: String) {}
        mutating func encode(_ value: Double) { note(value) }
        mutating func encode(_ value: Float) { note(Double(value)) }
        mutating func encode(_ value: Int) {}
        mutating func encode(_ value: Int8) {}
        mutating func encode(_ value: Int16) {}
        mutating func encode(_ value: Int32) {}
        mutating func encode(_ value: Int64) {}
        mutating func encode(_ value: UInt) {}
        mutating func encode(_ value: UInt8) {}
        mutating func encode(_ value: UInt16) {}
        mutating func encode(_ value: UInt32) {}
        mutating func encode(_ value: UInt64) {}
        mutating func encode<T: Encodable>(_ value: T) throws {
            if let number = value as? CGFloat { return note(Double(number)) }
            try value.encode(to: self)
        }
        mutating func nestedContainer<Key: CodingKey>(keyedBy keyType: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed(state: state))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
        mutating func superEncoder() -> any Encoder { self }
    }

    fileprivate struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let state: State
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) {}
        mutating func encode(_ value: Bool, forKey key: Key) {}
        mutating func encode(_ value: String, forKey key: Key) {}
        mutating func encode(_ value: Int, forKey key: Key) {}
        mutating func encode(_ value: Int8, forKey key: Key) {}
        mutating func encode(_ value: Int16, forKey key: Key) {}
        mutating func encode(_ value: Int32, forKey key: Key) {}
        mutating func encode(_ value: Int64, forKey key: Key) {}
        mutating func encode(_ value: UInt, forKey key: Key) {}
        mutating func encode(_ value: UInt8, forKey key: Key) {}
        mutating func encode(_ value: UInt16, forKey key: Key) {}
        mutating func encode(_ value: UInt32, forKey key: Key) {}
        mutating func encode(_ value: UInt64, forKey key: Key) {}
        mutating func encode(_ value: Double, forKey key: Key) { if !value.isFinite { state.finite = false } }
        mutating func encode(_ value: Float, forKey key: Key) { if !value.isFinite { state.finite = false } }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            var visitor = Visitor(state: state)
            try visitor.encode(value)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(state: state))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Visitor(state: state)
        }
        mutating func superEncoder() -> any Encoder { Visitor(state: state) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { Visitor(state: state) }
    }
}
