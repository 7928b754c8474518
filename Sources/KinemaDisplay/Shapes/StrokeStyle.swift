import Foundation

/// The characteristics of a stroke that traces a path.
///
/// ```swift
/// let marchingAnts = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [6, 4], dashPhase: 0)
/// ```
///
/// A style holds what it is given; ``sanitised()`` is what a renderer draws with.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroked path.
    public var lineWidth: CGFloat

    /// The endpoint style of a line.
    public var lineCap: CGLineCap

    /// The join type of a line.
    public var lineJoin: CGLineJoin

    /// A threshold used to determine whether to use a bevel instead of a miter at a join.
    public var miterLimit: CGFloat

    /// The lengths of painted and unpainted segments used to make a dashed line.
    public var dash: [CGFloat]

    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a new stroke style from the given components.
    ///
    /// ```swift
    /// StrokeStyle().lineWidth                       // 1
    /// StrokeStyle(lineWidth: 8, lineJoin: .round)   // butt caps, miter limit 10, no dash
    /// ```
    ///
    /// - Parameters:
    ///   - lineWidth: The width of the segment.
    ///   - lineCap: The endpoint style of a segment.
    ///   - lineJoin: The join type of a segment.
    ///   - miterLimit: The threshold used to determine whether to use a bevel instead of a miter at
    ///     a join.
    ///   - dash: The lengths of painted and unpainted segments used to make a dashed line.
    ///   - dashPhase: How far into the dash pattern the line starts.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle: Animatable {
    /// The line width, miter limit and dash phase, in that order; the caps, join and dash lengths
    /// do not animate, as in SwiftUI.
    ///
    /// ```swift
    /// var style = StrokeStyle(lineWidth: 2, dash: [4], dashPhase: 0)
    /// style.animatableData.second.second = 8   // the dash phase
    /// ```
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

extension StrokeStyle {
    /// The most dash lengths a drawn style keeps.
    package static let maximumDashCount = 64

    /// The style as a renderer draws it: every value drawable, and bounded.
    ///
    /// - A negative or non-finite line width becomes 0 (nothing is drawn).
    /// - A miter limit below 1 becomes 1 (SVG's minimum); a non-finite one becomes 10, the default.
    /// - The dash becomes solid (`[]`) when any length is negative or not finite, or when all are
    ///   zero, as SVG treats such a pattern; only its first 64 lengths are kept.
    /// - A non-finite dash phase becomes 0.
    ///
    /// ```swift
    /// StrokeStyle(lineWidth: .nan, dash: [4, -1]).sanitised()   // width 0, solid
    /// ```
    package func sanitised() -> StrokeStyle {
        var style = self
        style.lineWidth = lineWidth.isFinite ? max(lineWidth, 0) : 0
        style.miterLimit = miterLimit.isFinite ? max(miterLimit, 1) : 10
        let valid = dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 }
        style.dash = valid ? Array(dash.prefix(Self.maximumDashCount)) : []
        style.dashPhase = dashPhase.isFinite ? dashPhase : 0
        return style
    }
}

// Caps and joins are archived by name, so the archive reads the same whichever platform's
// CoreGraphics types they are.
extension StrokeStyle: Codable {
    private enum CodingKeys: String, CodingKey {
        case lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase
    }

    private static let capNames: [(CGLineCap, String)] = [(.butt, "butt"), (.round, "round"), (.square, "square")]
    private static let joinNames: [(CGLineJoin, String)] = [(.miter, "miter"), (.round, "round"), (.bevel, "bevel")]

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let capName = try container.decode(String.self, forKey: .lineCap)
        let joinName = try container.decode(String.self, forKey: .lineJoin)
        guard let cap = Self.capNames.first(where: { $0.1 == capName })?.0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .lineCap, in: container, debugDescription: "Unknown line cap \"\(capName)\"")
        }
        guard let join = Self.joinNames.first(where: { $0.1 == joinName })?.0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .lineJoin, in: container, debugDescription: "Unknown line join \"\(joinName)\"")
        }
        self.init(
            lineWidth: try container.decode(CGFloat.self, forKey: .lineWidth),
            lineCap: cap, lineJoin: join,
            miterLimit: try container.decode(CGFloat.self, forKey: .miterLimit),
            dash: try container.decode([CGFloat].self, forKey: .dash),
            dashPhase: try container.decode(CGFloat.self, forKey: .dashPhase))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lineWidth, forKey: .lineWidth)
        try container.encode(Self.capNames.first { $0.0 == lineCap }?.1 ?? "butt", forKey: .lineCap)
        try container.encode(Self.joinNames.first { $0.0 == lineJoin }?.1 ?? "miter", forKey: .lineJoin)
        try container.encode(miterLimit, forKey: .miterLimit)
        try container.encode(dash, forKey: .dash)
        try container.encode(dashPhase, forKey: .dashPhase)
    }
}
