import Foundation

extension ResolvedPaint: Animatable {
    /// A paint's numbers as a vector, tagged with the paint's layout (its case, stop count and
    /// foreground level) so that a value of another layout is never written into it.
    ///
    /// Components, in order: for a colour, its ``Color/animatableData`` (linear-light red, green,
    /// blue and opacity, each × 128); for a gradient, each stop's colour the same way and its
    /// location × 128, then the geometry — points and radius fractions × 128 (as ``UnitPoint``
    /// animates), radii in points, angles as ``Angle/animatableData`` (radians × 128); for the
    /// foreground and the tint, the opacity × 128.
    ///
    /// Arithmetic pads the shorter vector with zeros, and a result mixing two layouts is marked
    /// as mixed. Setting ``ResolvedPaint/animatableData`` to a vector whose layout differs from
    /// the paint's (a mixed one included) leaves the paint unchanged. So when an animation runs
    /// between paints of different layouts — a colour to a gradient, two stops to three — every
    /// frame shows the new paint: the change jumps, as SwiftUI's changes that cannot interpolate
    /// do. Equality compares the components only (zero-padded), so the vector-space laws hold
    /// between vectors of one layout.
    public struct AnimatableData: VectorArithmetic, Sendable {
        /// The paint's numbers.
        var components: [Double]
        /// Which paints the numbers fit.
        var layout: Layout

        /// The paints a vector's numbers fit.
        enum Layout: Hashable, Sendable {
            /// Any: the zero vector.
            case any
            /// Paints of one case (`kind`) and stop count or foreground level (`size`).
            case paint(kind: Int, size: Int)
            /// None: the result of arithmetic between two layouts.
            case mixed

            func combined(with other: Layout) -> Layout {
                switch (self, other) {
                case (.any, _): other
                case (_, .any): self
                default: self == other ? self : .mixed
                }
            }
        }

        init(components: [Double], layout: Layout) {
            self.components = components
            self.layout = layout
        }

        /// The zero vector: no components, fits any paint.
        public static var zero: AnimatableData { AnimatableData(components: [], layout: .any) }

        public static func + (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
            combine(lhs, rhs, +)
        }

        public static func - (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
            combine(lhs, rhs, -)
        }

        public static func += (lhs: inout AnimatableData, rhs: AnimatableData) { lhs = lhs + rhs }

        public static func -= (lhs: inout AnimatableData, rhs: AnimatableData) { lhs = lhs - rhs }

        public mutating func scale(by rhs: Double) {
            for index in components.indices { components[index] *= rhs }
        }

        public var magnitudeSquared: Double {
            components.reduce(0) { $0 + $1 * $1 }
        }

        public static func == (lhs: AnimatableData, rhs: AnimatableData) -> Bool {
            let count = max(lhs.components.count, rhs.components.count)
            for index in 0..<count where lhs.component(index) != rhs.component(index) {
                return false
            }
            return true
        }

        private func component(_ index: Int) -> Double {
            index < components.count ? components[index] : 0
        }

        private static func combine(
            _ lhs: AnimatableData, _ rhs: AnimatableData, _ operation: (Double, Double) -> Double
        ) -> AnimatableData {
            let count = max(lhs.components.count, rhs.components.count)
            var result = [Double](repeating: 0, count: count)
            for index in 0..<count {
                result[index] = operation(lhs.component(index), rhs.component(index))
            }
            return AnimatableData(components: result, layout: lhs.layout.combined(with: rhs.layout))
        }
    }

    /// The paint's numbers: see ``AnimatableData``.
    public var animatableData: AnimatableData {
        get {
            var components: [Double] = []
            switch self {
            case .color(let color):
                Self.append(color, to: &components)
            case let .linearGradient(stops, start, end):
                Self.append(stops, to: &components)
                components += [start.x * 128, start.y * 128, end.x * 128, end.y * 128].map { Double($0) }
            case let .radialGradient(stops, center, startRadius, endRadius):
                Self.append(stops, to: &components)
                components += [center.x * 128, center.y * 128, startRadius, endRadius].map { Double($0) }
            case let .ellipticalGradient(stops, center, start, end):
                Self.append(stops, to: &components)
                components += [center.x * 128, center.y * 128, start * 128, end * 128].map { Double($0) }
            case let .angularGradient(stops, center, start, end):
                Self.append(stops, to: &components)
                components += [Double(center.x * 128), Double(center.y * 128), start.animatableData, end.animatableData]
            case .foreground(_, let opacity), .tint(let opacity):
                components.append(opacity * 128)
            }
            return AnimatableData(components: components, layout: layout)
        }
        set {
            guard newValue.layout == layout, newValue.components.count == componentCount else { return }
            let values = newValue.components
            setNumbers { values[$0] }
        }
    }

    /// Sets the paint's numbers, read by index in ``AnimatableData``'s order.
    private mutating func setNumbers(_ values: (Int) -> Double) {
        // A gradient's stops are set in place: this paint lets go of them first, so when nothing
        // else holds them (a shape layer's frame releases the last drawing's) the array is unique
        // and a frame allocates nothing.
        switch self {
        case .color:
            self = .color(Self.color(values, at: 0))
        case .linearGradient(var stops, _, _):
            self = .tint(opacity: 0)
            Self.setStops(&stops, values)
            let tail = stops.count * 5
            self = .linearGradient(
                stops: stops,
                startPoint: UnitPoint(x: values(tail) / 128, y: values(tail + 1) / 128),
                endPoint: UnitPoint(x: values(tail + 2) / 128, y: values(tail + 3) / 128))
        case .radialGradient(var stops, _, _, _):
            self = .tint(opacity: 0)
            Self.setStops(&stops, values)
            let tail = stops.count * 5
            self = .radialGradient(
                stops: stops,
                center: UnitPoint(x: values(tail) / 128, y: values(tail + 1) / 128),
                startRadius: values(tail + 2), endRadius: values(tail + 3))
        case .ellipticalGradient(var stops, _, _, _):
            self = .tint(opacity: 0)
            Self.setStops(&stops, values)
            let tail = stops.count * 5
            self = .ellipticalGradient(
                stops: stops,
                center: UnitPoint(x: values(tail) / 128, y: values(tail + 1) / 128),
                startRadiusFraction: values(tail + 2) / 128, endRadiusFraction: values(tail + 3) / 128)
        case .angularGradient(var stops, _, _, _):
            self = .tint(opacity: 0)
            Self.setStops(&stops, values)
            let tail = stops.count * 5
            var start = Angle.zero, end = Angle.zero
            start.animatableData = values(tail + 2)
            end.animatableData = values(tail + 3)
            self = .angularGradient(
                stops: stops,
                center: UnitPoint(x: values(tail) / 128, y: values(tail + 1) / 128),
                startAngle: start, endAngle: end)
        case .foreground(let level, _):
            self = .foreground(level: level, opacity: values(0) / 128)
        case .tint:
            self = .tint(opacity: values(0) / 128)
        }
    }

    /// The paint's numbers, in ``AnimatableData``'s order: what a shape layer packs beside its
    /// shape's.
    package var animatableNumbers: [Double] { animatableData.components }

    /// Sets the paint's `count` numbers, read by index in ``animatableNumbers``' order (a packed
    /// layer reads them out of its vector: no array is made); a count that does not fit the paint
    /// leaves it unchanged.
    package mutating func setAnimatableNumbers(count: Int, _ number: (Int) -> Double) {
        guard count == componentCount else { return }
        setNumbers(number)
    }

    /// Whether `other` animates into this paint number by number (same case, stop count and
    /// foreground level); a paint of another layout replaces it at once.
    package func interpolates(with other: ResolvedPaint) -> Bool {
        layout == other.layout
    }

    /// This paint's layout: its case and its stop count or foreground level.
    private var layout: AnimatableData.Layout {
        switch self {
        case .color: .paint(kind: 0, size: 0)
        case .linearGradient(let stops, _, _): .paint(kind: 1, size: stops.count)
        case .radialGradient(let stops, _, _, _): .paint(kind: 2, size: stops.count)
        case .ellipticalGradient(let stops, _, _, _): .paint(kind: 3, size: stops.count)
        case .angularGradient(let stops, _, _, _): .paint(kind: 4, size: stops.count)
        case .foreground(let level, _): .paint(kind: 5, size: level)
        case .tint: .paint(kind: 6, size: 0)
        }
    }

    /// How many numbers the paint's vector holds.
    private var componentCount: Int {
        switch self {
        case .color: 4
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
            .ellipticalGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            stops.count * 5 + 4
        case .foreground, .tint: 1
        }
    }

    /// Interpolates towards `other` by `amount` (0 is this paint, 1 is `other`), as an animation's
    /// frames do.
    ///
    /// ```swift
    /// let red = ResolvedPaint.color(.red), blue = ResolvedPaint.color(.blue)
    /// red.interpolated(towards: blue, amount: 0.5)   // the linear-light midpoint
    /// ```
    ///
    /// When the two paints differ in case, stop count or foreground level, the result is `other`
    /// for every amount: the change jumps.
    public func interpolated(towards other: ResolvedPaint, amount: Double) -> ResolvedPaint {
        guard layout == other.layout else { return other }
        var result = other
        result.animatableData = animatableData.interpolated(towards: other.animatableData, amount: amount)
        return result
    }

    private static func append(_ color: Color, to components: inout [Double]) {
        let data = color.animatableData
        components += [data.first.first, data.first.second, data.second.first, data.second.second]
    }

    private static func append(_ stops: [Gradient.Stop], to components: inout [Double]) {
        components.reserveCapacity(stops.count * 5 + 4)
        for stop in stops {
            append(stop.color, to: &components)
            components.append(Double(stop.location) * 128)
        }
    }

    private static func color(_ values: (Int) -> Double, at index: Int) -> Color {
        var color = Color.clear
        color.animatableData = AnimatablePair(
            AnimatablePair(values(index), values(index + 1)), AnimatablePair(values(index + 2), values(index + 3)))
        return color
    }

    private static func setStops(_ stops: inout [Gradient.Stop], _ values: (Int) -> Double) {
        for index in stops.indices {
            stops[index] = Gradient.Stop(color: color(values, at: index * 5), location: values(index * 5 + 4) / 128)
        }
    }
}
