import Foundation
import KinemaUI

extension Recording {
    /// One attribute of one drawn item, read from every frame: a curve of its presentation value
    /// over time, as the HTML page plots it.
    ///
    /// ```swift
    /// let recording = Recording.record(host, duration: 1, events: [.tap(CGPoint(x: 200, y: 200), at: 0)])
    /// let scale = recording.tracks.first { $0.attribute == .scale }
    /// scale?.item                                  // "image “cat”"
    /// scale?.values[30]                            // the avatar's scale at 0.5 s
    /// ```
    public struct Track: Sendable, Equatable {
        /// A presentation value read from a display-list item.
        public enum Attribute: String, Sendable, CaseIterable {
            /// How far the transform moves the centre of the item's frame, horizontally, in points:
            /// offsets, and scales or rotations about another anchor. A scale or rotation about
            /// the centre (the default anchor) leaves it at 0.
            case offsetX = "offset x"
            /// How far the transform moves the centre of the item's frame, vertically, in points.
            case offsetY = "offset y"
            /// The scale, when it is the same along both axes at every frame: the length of the
            /// transform's first column, √(a² + b²).
            case scale
            /// The horizontal scale, √(a² + b²), when the scale is not uniform.
            case scaleX = "scale x"
            /// The vertical scale, (a·d − b·c) / √(a² + b²), when the scale is not uniform
            /// (negative for a mirrored item).
            case scaleY = "scale y"
            /// The rotation in degrees, atan2(b, a), unwrapped from frame to frame so a spin
            /// past 180° keeps counting (0, 90, 180, 270, 360 rather than jumping back to −180).
            case rotation
            /// The item's opacity, 0…1.
            case opacity
            /// The shadow's blur radius in points (0 without a shadow).
            case shadowRadius = "shadow radius"
            /// The shadow's horizontal offset in points (0 without a shadow).
            case shadowX = "shadow x"
            /// The shadow's vertical offset in points (0 without a shadow).
            case shadowY = "shadow y"
            /// The x of the frame's origin, as laid out, in points.
            case frameX = "frame x"
            /// The y of the frame's origin, as laid out, in points.
            case frameY = "frame y"
            /// The width of the frame, as laid out, in points.
            case frameWidth = "width"
            /// The height of the frame, as laid out, in points.
            case frameHeight = "height"
            /// The red component, 0…1 in sRGB, of the colour the item paints with: a colour's own, a
            /// shape's or path's fill or stroke, text's first run's colour, else the foreground
            /// colour (black when there is none). Absent for gradients and images without a
            /// foreground colour.
            case red
            /// The green component, 0…1 in sRGB, of the colour the item paints with (see ``red``).
            case green
            /// The blue component, 0…1 in sRGB, of the colour the item paints with (see ``red``).
            case blue
            /// The opacity, 0…1, of the colour the item paints with (see ``red``); the item's own
            /// opacity effect is ``opacity``.
            case colorOpacity = "color opacity"

            /// The unit written after a value: `pt`, `°`, `×` or nothing.
            public var unit: String {
                switch self {
                case .scale, .scaleX, .scaleY: "×"
                case .rotation: "°"
                case .opacity, .red, .green, .blue, .colorOpacity: ""
                default: "pt"
                }
            }

            /// Whether the attribute is a component of the painted colour: ``red``, ``green``,
            /// ``blue`` or ``colorOpacity``. They come as a set: when the colour changes, all four
            /// are tracked, so each frame's colour can be put back together.
            public var isColorComponent: Bool {
                switch self {
                case .red, .green, .blue, .colorOpacity: true
                default: false
                }
            }
        }

        /// A name for the item, from its content (`image “cat”`, `circle`, `text “Hello”`),
        /// numbered when several items would read alike (`circle (2)`).
        public let item: String

        /// The ``DisplayList/Item/viewID`` of the item.
        public let viewID: Int

        /// Which value the track follows.
        public let attribute: Attribute

        /// The value at each frame, `nil` where the item is not drawn; as many as the frames.
        public let values: [Double?]
    }
}
