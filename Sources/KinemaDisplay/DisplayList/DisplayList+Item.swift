import Foundation
import KinemaCore

extension DisplayList {
    /// One drawing command: a piece of content in a frame, with its effects.
    ///
    /// ```swift
    /// // A 100 × 100 circle laid out at (50, 50), scaled 1.5× about its centre (100, 100),
    /// // at half opacity, with a soft shadow.
    /// let scale = CGAffineTransform(translationX: -100, y: -100)
    ///     .concatenating(CGAffineTransform(scaleX: 1.5, y: 1.5))
    ///     .concatenating(CGAffineTransform(translationX: 100, y: 100))
    /// let avatar = DisplayList.Item(
    ///     content: .shape(.circle, fill: .orange),
    ///     frame: CGRect(x: 50, y: 50, width: 100, height: 100),
    ///     transform: scale,
    ///     opacity: 0.5,
    ///     shadow: .init(radius: 10),
    ///     viewID: 3
    /// )
    /// ```
    ///
    /// ## How the fields combine
    ///
    /// Content is drawn into ``frame``, in host coordinates. ``transform`` maps each point p of the
    /// item as laid out (a point of ``frame``, in host coordinates) to the host point where it
    /// is drawn: `p.applying(transform)`, with CoreGraphics' convention
    /// (x′ = a·x + c·y + tx, y′ = b·x + d·y + ty). It is the identity when the item has no effect,
    /// and it already contains each effect's anchor: a scale by s about the anchor point q (in host
    /// coordinates) is translate(−q) · scale(s) · translate(q). `frame.applying(transform)` is the
    /// item's drawn bounding box.
    ///
    /// ``shadow`` is drawn after the transform, in host coordinates: its offset and radius are not
    /// scaled or rotated by the transform. ``opacity`` applies last, to the content and its shadow
    /// together.
    public struct Item: Equatable, Sendable {
        /// What to draw.
        public var content: Content

        /// Where layout placed the item, in host coordinates, before any effect.
        public var frame: CGRect

        /// The combined scale, rotation and offset effects: maps a point of ``frame`` (host
        /// coordinates, as laid out) to the host point where it is drawn. Identity when none.
        public var transform: CGAffineTransform

        /// The opacity of the item and its shadow, 0…1 (1 when there is no opacity effect).
        public var opacity: Double

        /// The shadow cast by the item's content, or `nil` for none.
        public var shadow: Shadow? {
            get { rare?.shadow }
            set { setRareEffects(shadow: newValue, foregroundColor: foregroundColor, projection: projection) }
        }

        /// The foreground colour in effect (from `foregroundStyle`), or `nil` for the default.
        ///
        /// Text is drawn in it, and so is a shape without a fill of its own. Renderers use
        /// ``Color/primary`` (black) when it is `nil`.
        public var foregroundColor: Color? {
            get { rare?.foregroundColor }
            set { setRareEffects(shadow: shadow, foregroundColor: newValue, projection: projection) }
        }

        /// The groups the item is drawn in, outermost first: clips, masks, filters, blend modes
        /// and compositing groups that apply to it together with its neighbours (see
        /// ``DisplayList/Group``). Empty for most items.
        public var groups: [Group]

        /// The exact perspective map of a 3-D effect (`rotation3DEffect`, a perspective
        /// `projectionEffect` or `GeometryEffect`), or `nil` when ``transform`` is exact.
        ///
        /// Like ``transform``, it maps a point of ``frame`` to the host point where it is drawn
        /// (`p.applying(projection)`), every effect included; ``transform`` then holds its closest
        /// affine map over the frame, for renderers and code that draw affinely. The SVG renderer
        /// draws colours, shapes, paths and text through the projection itself, so a tilted card
        /// is a trapezoid.
        public var projection: ProjectionTransform? {
            get { rare?.projection }
            set { setRareEffects(shadow: shadow, foregroundColor: foregroundColor, projection: newValue) }
        }

        /// The shadow, foreground colour and projection, boxed: most items have none of them, and
        /// a display list of 100,000 items should not carry their 177 empty bytes each through
        /// every frame. `nil` when all three are.
        package private(set) var rare: RareEffects?

        /// An opaque number that identifies the view that produced the item.
        ///
        /// The host chooses it and uses it to route a tap found by ``DisplayList/hitTest(_:)`` to
        /// that view's gesture; several items may share one ID. It has no meaning outside the host
        /// that made the display list, and is not stable across hosts or runs.
        public var viewID: Int

        /// Creates a drawing command.
        ///
        /// ```swift
        /// let label = DisplayList.Item(
        ///     content: .text("Hello"),
        ///     frame: CGRect(x: 0, y: 0, width: 80, height: 22),
        ///     foregroundColor: .secondary
        /// )
        /// ```
        ///
        /// - Parameters:
        ///   - content: What to draw.
        ///   - frame: Where layout placed it, in host coordinates.
        ///   - transform: The combined effects, mapping laid-out host points to drawn host
        ///     points (default identity).
        ///   - opacity: The opacity of the item and its shadow, 0…1 (default 1).
        ///   - shadow: The shadow, if any (default none).
        ///   - foregroundColor: The foreground colour in effect, if any (default none).
        ///   - groups: The groups the item is drawn in, outermost first (default none).
        ///   - projection: The exact perspective map, when ``transform`` only approximates it
        ///     (default none).
        ///   - viewID: The host's number for the view that produced the item (default 0).
        public init(
            content: Content,
            frame: CGRect,
            transform: CGAffineTransform = .identity,
            opacity: Double = 1,
            shadow: Shadow? = nil,
            foregroundColor: Color? = nil,
            groups: [Group] = [],
            projection: ProjectionTransform? = nil,
            viewID: Int = 0
        ) {
            self.content = content
            self.frame = frame
            self.transform = transform
            self.opacity = opacity
            self.groups = groups
            self.viewID = viewID
            if shadow != nil || foregroundColor != nil || projection != nil {
                rare = RareEffects(shadow: shadow, foregroundColor: foregroundColor, projection: projection)
            }
        }

        /// Sets the shadow, foreground colour and projection together: in place when this item
        /// alone holds their box (a frame that moves an animated shadow allocates nothing), in a
        /// new box otherwise, and no box when all three are `nil`.
        package mutating func setRareEffects(shadow: Shadow?, foregroundColor: Color?, projection: ProjectionTransform?) {
            guard shadow != nil || foregroundColor != nil || projection != nil else {
                rare = nil
                return
            }
            if rare != nil, isKnownUniquelyReferenced(&rare!) {
                rare!.shadow = shadow
                rare!.foregroundColor = foregroundColor
                rare!.projection = projection
            } else {
                rare = RareEffects(shadow: shadow, foregroundColor: foregroundColor, projection: projection)
            }
        }
    }
}

extension DisplayList.Item: Codable {
    private enum CodingKeys: String, CodingKey {
        case content, frame, transform, opacity, shadow, foregroundColor, groups, projection, viewID
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            content: try container.decode(DisplayList.Content.self, forKey: .content),
            frame: try container.decode(CGRect.self, forKey: .frame),
            transform: try container.decode(CGAffineTransform.self, forKey: .transform),
            opacity: try container.decode(Double.self, forKey: .opacity),
            shadow: try container.decodeIfPresent(DisplayList.Shadow.self, forKey: .shadow),
            foregroundColor: try container.decodeIfPresent(Color.self, forKey: .foregroundColor),
            // Archives from before groups existed have none.
            groups: try container.decodeIfPresent([DisplayList.Group].self, forKey: .groups) ?? [],
            projection: try container.decodeIfPresent(ProjectionTransform.self, forKey: .projection),
            viewID: try container.decode(Int.self, forKey: .viewID))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(content, forKey: .content)
        try container.encode(frame, forKey: .frame)
        try container.encode(transform, forKey: .transform)
        try container.encode(opacity, forKey: .opacity)
        try container.encodeIfPresent(shadow, forKey: .shadow)
        try container.encodeIfPresent(foregroundColor, forKey: .foregroundColor)
        if !groups.isEmpty { try container.encode(groups, forKey: .groups) }
        try container.encodeIfPresent(projection, forKey: .projection)
        try container.encode(viewID, forKey: .viewID)
    }
}

/// An item's shadow, foreground colour and perspective map, shared between copies of the item
/// and copied before one of them changes it.
// Unchecked: the fields change only through `DisplayList.Item.setRareEffects`, on a box no other
// item holds (replaced when shared, as an array's storage is copied on write).
package final class RareEffects: Equatable, @unchecked Sendable {
    var shadow: DisplayList.Shadow?
    var foregroundColor: Color?
    var projection: ProjectionTransform?

    init(shadow: DisplayList.Shadow?, foregroundColor: Color?, projection: ProjectionTransform?) {
        self.shadow = shadow
        self.foregroundColor = foregroundColor
        self.projection = projection
    }

    package static func == (lhs: RareEffects, rhs: RareEffects) -> Bool {
        lhs === rhs
            || (lhs.shadow == rhs.shadow && lhs.foregroundColor == rhs.foregroundColor && lhs.projection == rhs.projection)
    }
}
