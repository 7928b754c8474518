import Foundation

extension DisplayList {
    /// An effect that applies to a run of consecutive items together: a clip, a mask, a filter, a
    /// blend mode or a compositing group.
    ///
    /// The display list stays flat: each item lists the groups it is drawn in, outermost first
    /// (``Item/groups``). Items under one effect view come one after another in paint order and
    /// share that effect's group, so a renderer rebuilds the nesting by comparing neighbours'
    /// lists: where two consecutive items start to differ, groups close and open.
    ///
    /// ```swift
    /// // Two items blurred together, the second one also clipped to a circle.
    /// let blur = DisplayList.Group(id: 7, effect: .filter(.blur(radius: 4, opaque: false)))
    /// let clip = DisplayList.Group(id: 9, effect: .clip(Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)), eoFill: false))
    /// let list = DisplayList(items: [
    ///     .init(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 50, height: 50), groups: [blur]),
    ///     .init(content: .color(.blue), frame: CGRect(x: 0, y: 0, width: 50, height: 50), groups: [blur, clip]),
    /// ])
    /// ```
    public struct Group: Hashable, Sendable, Codable {
        /// Identifies the group within one display list: consecutive items whose groups have the
        /// same ``id`` and the same kind of ``effect`` are drawn in the same group.
        public var id: Int

        /// What the group does to the items drawn in it.
        public var effect: GroupEffect

        /// Creates a group.
        ///
        /// ```swift
        /// let faded = DisplayList.Group(id: 1, effect: .compositing(opacity: 0.5))
        /// ```
        public init(id: Int, effect: GroupEffect) {
            self.id = id
            self.effect = effect
        }

        /// Whether `other` is the same group: the same id and the same kind of effect (their
        /// values may differ only if the list was not made by one host update, which never
        /// happens for items of one list).
        public func isSameGroup(as other: Group) -> Bool {
            id == other.id && effect.kind == other.effect.kind
        }
    }

    /// What a ``Group`` does to the items drawn in it. Every geometry is in host coordinates: the
    /// effects outside the group have already been applied to it.
    public enum GroupEffect: Hashable, Sendable {
        /// Only what lies inside the path is seen (even-odd when `eoFill`).
        indirect case clip(Path, eoFill: Bool)
        /// The items are seen only where the items of the mask group with the same id are opaque:
        /// the mask's alpha multiplies theirs.
        case mask
        /// The items are not drawn: they form the mask of the ``mask`` group with the same id.
        case maskSource
        /// A filter on the group's pixels.
        case filter(Filter)
        /// How the group blends with what is drawn under it.
        case blendMode(BlendMode)
        /// The items are composited together first, then drawn with `opacity`: overlapping
        /// translucent items do not show through each other.
        case compositing(opacity: Double)

        /// The case, without its values.
        var kind: Int {
            switch self {
            case .clip: 0
            case .mask: 1
            case .maskSource: 2
            case .filter: 3
            case .blendMode: 4
            case .compositing: 5
            }
        }
    }

    /// A filter a ``GroupEffect/filter(_:)`` group applies to its pixels, as SwiftUI's
    /// colour and blur modifiers do.
    ///
    /// ```swift
    /// let soft = DisplayList.Filter.blur(radius: 6, opaque: false)
    /// let grey = DisplayList.Filter.saturation(0)
    /// ```
    public enum Filter: Hashable, Sendable, Codable {
        /// A Gaussian blur whose standard deviation is half the radius (the convention shadows
        /// use too); `opaque` blurs without letting transparency in at the edges.
        case blur(radius: CGFloat, opaque: Bool)
        /// Adds `amount` to each colour component (0 leaves colours as they are, 1 makes white).
        case brightness(Double)
        /// Scales each component's distance from mid-grey by `amount` (1 unchanged, 0 grey,
        /// negative values also invert).
        case contrast(Double)
        /// Scales saturation: 0 is grey, 1 unchanged, above 1 more vivid.
        case saturation(Double)
        /// Removes `amount` (0…1) of the saturation.
        case grayscale(Double)
        /// Rotates hues by `angle`.
        case hueRotation(Angle)
        /// Multiplies each component by the colour's.
        case colorMultiply(Color)
        /// Inverts the colours.
        case colorInvert
        /// Makes the alpha the luminance, and the colour black.
        case luminanceToAlpha
    }
}

/// Modes for compositing a view with overlapping content.
///
/// ```swift
/// Circle().fill(.red).blendMode(.multiply)
/// ```
public enum BlendMode: Sendable, Hashable, Codable, CaseIterable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    case plusDarker
    case plusLighter
}

/// The set of possible working color spaces for color-compositing operations.
///
/// Kinema draws through SVG in sRGB: the mode is accepted and does not change the output.
public enum ColorRenderingMode: Sendable, Hashable {
    /// The non-linear sRGB working color space.
    case nonLinear
    /// The linear sRGB working color space.
    case linear
    /// The extended linear sRGB working color space.
    case extendedLinear
}

// MARK: - Codable

extension DisplayList.GroupEffect: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, path, eoFill, filter, blendMode, opacity
    }

    private enum Kind: String, Codable {
        case clip, mask, maskSource, filter, blendMode, compositing
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .clip:
            self = .clip(
                try container.decode(Path.self, forKey: .path),
                eoFill: try container.decodeIfPresent(Bool.self, forKey: .eoFill) ?? false)
        case .mask: self = .mask
        case .maskSource: self = .maskSource
        case .filter: self = .filter(try container.decode(DisplayList.Filter.self, forKey: .filter))
        case .blendMode: self = .blendMode(try container.decode(BlendMode.self, forKey: .blendMode))
        case .compositing: self = .compositing(opacity: try container.decode(Double.self, forKey: .opacity))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .clip(let path, let eoFill):
            try container.encode(Kind.clip, forKey: .type)
            try container.encode(path, forKey: .path)
            try container.encode(eoFill, forKey: .eoFill)
        case .mask: try container.encode(Kind.mask, forKey: .type)
        case .maskSource: try container.encode(Kind.maskSource, forKey: .type)
        case .filter(let filter):
            try container.encode(Kind.filter, forKey: .type)
            try container.encode(filter, forKey: .filter)
        case .blendMode(let mode):
            try container.encode(Kind.blendMode, forKey: .type)
            try container.encode(mode, forKey: .blendMode)
        case .compositing(let opacity):
            try container.encode(Kind.compositing, forKey: .type)
            try container.encode(opacity, forKey: .opacity)
        }
    }
}
