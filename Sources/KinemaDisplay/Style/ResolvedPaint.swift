import Foundation

/// What a shape style draws with, as plain data: a colour, a gradient, or a reference to the
/// foreground or tint style in effect where it is drawn.
///
/// Every `ShapeStyle` resolves to one (`ResolvedPaint(style)`), so a display list can carry
/// fills and strokes as values that compare, hash, encode and animate, and a renderer needs to
/// know only these cases.
///
/// ```swift
/// let paint = ResolvedPaint(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
/// // .linearGradient(stops: [red at 0, blue at 1], startPoint: (0, 0.5), endPoint: (1, 0.5))
///
/// ResolvedPaint(HierarchicalShapeStyle.secondary).resolved(foreground: [.color(.blue)])
/// // .color(blue at 60 % opacity)
/// ```
///
/// ## Geometry
///
/// Points (``UnitPoint``) and radius fractions are relative to the frame of the item drawn with
/// the paint: (0, 0) is its top-leading corner, (1, 1) its bottom-trailing one, as SwiftUI maps
/// them into "the bounding rectangle of each shape filled with the gradient". Radii of
/// ``radialGradient(stops:center:startRadius:endRadius:)`` are in points. Angles of
/// ``angularGradient(stops:center:startAngle:endAngle:)`` run clockwise from the positive x axis
/// (y points down), in the frame's own coordinates.
///
/// ## Stops
///
/// Paints made from gradient styles hold their stops sorted by location (a stable sort, so two
/// stops at one location keep their order and make a hard edge) with locations clamped to 0…1
/// and NaN read as 0. A renderer treats a gradient without stops as clear and one with a single
/// stop as that stop's colour.
///
/// ## Context
///
/// ``foreground(level:opacity:)`` and ``tint(opacity:)`` stand for styles set further up the view
/// tree; ``resolved(foreground:tint:)`` replaces them once those are known.
///
/// ## Animation
///
/// A paint is ``Animatable``: colours (in linear light, as ``Color`` animates), stop locations,
/// points, radii and angles interpolate when two paints have the same case, the same number of
/// stops and, for the foreground, the same level. Otherwise the change jumps to the new paint
/// when it happens, animation or not. See ``AnimatableData``.
public enum ResolvedPaint: Hashable, Sendable, Codable {
    /// A solid colour.
    case color(Color)

    /// A linear gradient from `startPoint` to `endPoint` (unit points of the frame). Beyond the
    /// ends the first and last colours continue.
    case linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)

    /// A radial gradient around `center` (a unit point of the frame), from `startRadius` to
    /// `endRadius` in points.
    case radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)

    /// A radial gradient drawn in the unit square and stretched to the frame, so its contours are
    /// ellipses. A radius fraction of 1 is the full width (or height) of the frame.
    case ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)

    /// An angular (conic) gradient around `center` (a unit point of the frame), location 0 at
    /// `startAngle` and 1 at `endAngle`, clockwise. Equal angles mean one full turn from there.
    case angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle)

    /// The foreground style in effect, at hierarchical `level` (0 is primary … 4 quinary), with
    /// its opacity multiplied by `opacity`.
    case foreground(level: Int, opacity: Double)

    /// The tint in effect (the accent colour unless a tint is set), with its opacity multiplied by
    /// `opacity`.
    case tint(opacity: Double)
}

// MARK: - Levels and opacity

extension ResolvedPaint {
    /// The opacity of each hierarchical level of a style that has no levels of its own: 1 for
    /// primary, then 0.6, 0.3, 0.18 and 0.1.
    ///
    /// The first four are the opacities of Apple's light-mode label colours (`label`,
    /// `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`); the fifth continues the sequence,
    /// as no light-mode `quinaryLabel` value is published that Kinema could cite.
    public static let levelOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

    /// The default foreground at each level: black, then (60, 60, 67) at the opacities of
    /// ``levelOpacities`` — ``Color/primary``, ``Color/secondary`` and the tertiary, quaternary
    /// and quinary label colours of the light appearance.
    ///
    /// Each has its dark appearance, the dark label colours: white, then (235, 235, 245) at the
    /// same opacities.
    public static let defaultForeground: [ResolvedPaint] = levelOpacities.indices.map { level in
        level == 0
            ? .color(.primary)
            : .color(Color(
                light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: levelOpacities[level]),
                dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: levelOpacities[level])))
    }

    /// This paint with every colour's opacity multiplied by `factor`.
    ///
    /// ```swift
    /// ResolvedPaint.color(.red).opacity(0.5)          // .color(red at 50 %)
    /// ResolvedPaint.tint(opacity: 0.5).opacity(0.5)   // .tint(opacity: 0.25)
    /// ```
    ///
    /// - Parameter factor: 0…1; clamped, NaN becomes 0.
    public func opacity(_ factor: Double) -> ResolvedPaint {
        let factor = factor.isNaN ? 0 : min(max(factor, 0), 1)
        switch self {
        case let .foreground(level, opacity):
            return .foreground(level: level, opacity: opacity * factor)
        case .tint(let opacity):
            return .tint(opacity: opacity * factor)
        default:
            return mappingColors { $0.opacity(factor) }
        }
    }

    /// This paint with `transform` applied to its colour or to each gradient stop's colour; the
    /// foreground and the tint, which hold no colour, are left as they are.
    func mappingColors(_ transform: (Color) -> Color) -> ResolvedPaint {
        func mapped(_ stops: [Gradient.Stop]) -> [Gradient.Stop] {
            stops.map { Gradient.Stop(color: transform($0.color), location: $0.location) }
        }
        switch self {
        case .color(let color):
            return .color(transform(color))
        case let .linearGradient(stops, start, end):
            return .linearGradient(stops: mapped(stops), startPoint: start, endPoint: end)
        case let .radialGradient(stops, center, startRadius, endRadius):
            return .radialGradient(stops: mapped(stops), center: center, startRadius: startRadius, endRadius: endRadius)
        case let .ellipticalGradient(stops, center, start, end):
            return .ellipticalGradient(
                stops: mapped(stops), center: center, startRadiusFraction: start, endRadiusFraction: end)
        case let .angularGradient(stops, center, start, end):
            return .angularGradient(stops: mapped(stops), center: center, startAngle: start, endAngle: end)
        case .foreground, .tint:
            return self
        }
    }

    /// The paint `steps` hierarchical levels below this one: the foreground moves down its
    /// levels (to quinary at most); anything else fades to that level's opacity.
    package func level(_ steps: Int) -> ResolvedPaint {
        let steps = min(max(steps, 0), Self.levelOpacities.count - 1)
        if case let .foreground(level, opacity) = self {
            return .foreground(level: min(level + steps, Self.levelOpacities.count - 1), opacity: opacity)
        }
        return opacity(Self.levelOpacities[steps])
    }

    /// Whether the paint depends on styles set elsewhere: the foreground or the tint.
    public var isContextual: Bool {
        switch self {
        case .foreground, .tint: true
        default: false
        }
    }

    /// This paint with the foreground and tint it refers to filled in.
    ///
    /// ```swift
    /// let label = ResolvedPaint.foreground(level: 1, opacity: 1)
    /// label.resolved()                                   // (60, 60, 67) at 60 %: secondary label
    /// label.resolved(foreground: [.color(.blue)])        // blue at 60 %
    /// label.resolved(foreground: [.color(.blue), .color(.green)])   // green
    /// ResolvedPaint.tint(opacity: 1).resolved()         // the accent colour
    /// ```
    ///
    /// Level *n* of the foreground is `foreground[n]` when given; a level beyond those given is
    /// the primary one at ``levelOpacities``[n]; with no foreground at all it is
    /// ``defaultForeground``[n]. A foreground or tint that is itself contextual is resolved
    /// against the defaults, so resolution always ends in a concrete paint. Levels outside 0…4
    /// are clamped.
    ///
    /// - Parameters:
    ///   - foreground: The foreground style's levels, primary first (as `foregroundStyle(_:_:_:)`
    ///     sets them); empty for the default.
    ///   - tint: The tint in effect (default ``Color/accentColor``).
    /// - Returns: A paint for which ``isContextual`` is false.
    public func resolved(
        foreground: [ResolvedPaint] = [], tint: ResolvedPaint = .color(.accentColor)
    ) -> ResolvedPaint {
        switch self {
        case let .foreground(level, opacity):
            let level = min(max(level, 0), Self.levelOpacities.count - 1)
            var base: ResolvedPaint
            if foreground.isEmpty {
                base = Self.defaultForeground[level]
            } else if level < foreground.count {
                base = foreground[level]
            } else {
                base = foreground[0].level(level)
            }
            if base.isContextual { base = base.resolved() }
            return base.opacity(opacity)
        case .tint(let opacity):
            let base = tint.isContextual ? .color(.accentColor) : tint
            return base.opacity(opacity)
        default:
            return self
        }
    }

    /// The one colour that stands for this paint where only a colour can be drawn: the colour
    /// itself, or a gradient's first stop — as SwiftUI's controls that cannot draw a gradient use
    /// "the color of the gradient's first stop" — or clear for a gradient without stops. The
    /// foreground and the tint are first resolved against the defaults.
    ///
    /// ```swift
    /// ResolvedPaint(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).fallbackColor  // red
    /// ResolvedPaint(HierarchicalShapeStyle.secondary).fallbackColor   // Color.secondary
    /// ```
    public var fallbackColor: Color {
        switch isContextual ? resolved() : self {
        case .color(let color):
            return color
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
            .ellipticalGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            // The first of the normalised stops, found without sorting: the least clamped
            // location, the earliest stop on a tie (as the stable sort would put it first).
            var first: (color: Color, location: CGFloat)?
            for stop in stops {
                let location = Self.clampedLocation(stop.location)
                if first == nil || location < first!.location { first = (stop.color, location) }
            }
            return first?.color ?? .clear
        case .foreground, .tint:
            return .primary   // not reached: resolution leaves no contextual paint
        }
    }

    /// A stop's location as drawn: in 0…1, NaN at 0.
    static func clampedLocation(_ location: CGFloat) -> CGFloat {
        location.isNaN ? 0 : min(max(location, 0), 1)
    }

    /// A gradient's stops as a paint holds them: locations clamped to 0…1 (NaN as 0), sorted
    /// stably by location.

    package static func normalized(_ stops: [Gradient.Stop]) -> [Gradient.Stop] {
        let clamped = stops.map { Gradient.Stop(color: $0.color, location: clampedLocation($0.location)) }
        // `sorted` is not documented as stable, so the original index breaks ties.
        return clamped.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
