import Foundation

extension DisplayList {
    /// What a display-list item draws into its frame.
    ///
    /// ```swift
    /// let background = DisplayList.Content.color(.white)
    /// let badge = DisplayList.Content.shape(.roundedRectangle(cornerRadius: 8), fill: .red)
    /// let title = DisplayList.Content.text("Kinema", font: .title)
    /// let avatar = DisplayList.Content.image(name: "avatar")
    /// ```
    public enum Content: Hashable, Sendable {
        /// A colour filling the whole frame.
        case color(Color)

        /// A shape fitted to the frame, filled with `fill`, or with the item's foreground colour
        /// when `fill` is `nil`.
        case shape(Shape, fill: Color?)

        /// Text laid out in lines: styled runs, measured with DejaVu metrics. The block of lines is
        /// centred vertically in the frame; each line is aligned in the frame's width by the
        /// layout's alignment. Runs without a colour of their own take the item's foreground
        /// colour.
        // Indirect, as `path`: the large payloads live in a box, so every item, role and copy of a
        // content stays small (frames move items by the hundred thousand).
        indirect case text(TextLayout)

        /// A named image drawn in the frame: stretched or tiled, tinted when a template, or a
        /// labelled placeholder when nothing is registered under its name (``ImageContent``).
        /// Indirect, as `text`: its payload lives in a box.
        indirect case image(ImageContent)

        /// A path in the item's own coordinates (the frame's origin is the path's origin), filled
        /// or stroked: a shape's outline at the item's size. Stored inline, not boxed: an animated
        /// shape is drawn again every frame, and a box would be one allocation per shape per frame.
        case path(Path, PathDrawing)

        /// Text in one font, laid out as a `Text` with no other modifiers: one line per paragraph,
        /// leading-aligned.
        ///
        /// ```swift
        /// let label = DisplayList.Content.text("Hello", font: .headline)
        /// ```
        public static func text(_ string: String, font: Font = .body) -> Content {
            .text(TextLayout(string, font: font))
        }
    }

    /// How a path item is painted; a `nil` colour paints with the item's foreground colour.
    ///
    /// ```swift
    /// let ring = DisplayList.PathDrawing.stroke(.blue, StrokeStyle(lineWidth: 4))
    /// ```
    public enum PathDrawing: Hashable, Sendable, Codable {
        /// Fills the path (even-odd when `eoFill`, otherwise non-zero winding).
        case fill(Color?, eoFill: Bool)
        /// Strokes the path's outline.
        case stroke(Color?, StrokeStyle)
        /// Fills the path with a gradient (or any paint that is not one colour).
        case gradientFill(ResolvedPaint, eoFill: Bool)
        /// Strokes the path's outline with a gradient.
        case gradientStroke(ResolvedPaint, StrokeStyle)
        /// Fills each layer of a multi-layer symbol with its own colour and opacity, in order
        /// (the item's path is the layers' union, what takes taps).
        case layers([PathLayer])
    }

    /// One layer of a multi-layer symbol (hierarchical, palette or multicolor rendering): a path,
    /// in the same coordinates as the item's, filled with its colour (`nil`: the item's
    /// foreground colour) at its opacity.
    ///
    /// ```swift
    /// let mark = DisplayList.PathLayer(path: checkmark, color: .white)
    /// let disc = DisplayList.PathLayer(path: circle, color: nil, opacity: 0.6)
    /// ```
    public struct PathLayer: Hashable, Sendable, Codable {
        /// The layer's outline.
        public var path: Path
        /// Its colour, or `nil` for the item's foreground colour.
        public var color: Color?
        /// Its opacity, 0…1.
        public var opacity: Double

        /// Creates a layer.
        public init(path: Path, color: Color? = nil, opacity: Double = 1) {
            self.path = path
            self.color = color
            self.opacity = opacity
        }
    }

    /// A shape a display-list item can draw, fitted to the item's frame as SwiftUI fits it.
    ///
    /// ```swift
    /// let pill = DisplayList.Shape.capsule
    /// let card = DisplayList.Shape.roundedRectangle(cornerRadius: 12)
    /// ```
    public enum Shape: Hashable, Sendable {
        /// The whole frame.
        case rectangle
        /// The largest circle centred in the frame: its diameter is the frame's shorter side.
        case circle
        /// The ellipse inscribed in the frame.
        case ellipse
        /// The frame with rounded corners; the radius is limited to half the shorter side.
        case roundedRectangle(cornerRadius: CGFloat)
        /// The frame with fully rounded ends: a corner radius of half the shorter side.
        case capsule
    }
}

// MARK: - Codable

// Written out, with a `type` tag, so the archive reads well and does not depend on the shape of
// the compiler's synthesised coding of associated values (`_0` keys).

extension DisplayList.Content: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, color, shape, fill, text, path, drawing
    }

    private enum Kind: String, Codable {
        case color, shape, text, image, path
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .color:
            self = .color(try container.decode(Color.self, forKey: .color))
        case .shape:
            self = .shape(
                try container.decode(DisplayList.Shape.self, forKey: .shape),
                fill: try container.decodeIfPresent(Color.self, forKey: .fill)
            )
        case .text:
            self = .text(try container.decode(DisplayList.TextLayout.self, forKey: .text))
        case .image:
            // The image's fields sit beside `type`, as the plain name always did.
            self = .image(try DisplayList.ImageContent(from: decoder))
        case .path:
            self = .path(
                try container.decode(Path.self, forKey: .path),
                try container.decode(DisplayList.PathDrawing.self, forKey: .drawing))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .color(let color):
            try container.encode(Kind.color, forKey: .type)
            try container.encode(color, forKey: .color)
        case .shape(let shape, let fill):
            try container.encode(Kind.shape, forKey: .type)
            try container.encode(shape, forKey: .shape)
            try container.encodeIfPresent(fill, forKey: .fill)
        case .text(let layout):
            try container.encode(Kind.text, forKey: .type)
            try container.encode(layout, forKey: .text)
        case .image(let image):
            try container.encode(Kind.image, forKey: .type)
            try image.encode(to: encoder)
        case .path(let path, let drawing):
            try container.encode(Kind.path, forKey: .type)
            try container.encode(path, forKey: .path)
            try container.encode(drawing, forKey: .drawing)
        }
    }
}

extension DisplayList.Shape: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, cornerRadius
    }

    private enum Kind: String, Codable {
        case rectangle, circle, ellipse, roundedRectangle, capsule
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .rectangle: self = .rectangle
        case .circle: self = .circle
        case .ellipse: self = .ellipse
        case .roundedRectangle:
            self = .roundedRectangle(cornerRadius: try container.decode(CGFloat.self, forKey: .cornerRadius))
        case .capsule: self = .capsule
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .rectangle: try container.encode(Kind.rectangle, forKey: .type)
        case .circle: try container.encode(Kind.circle, forKey: .type)
        case .ellipse: try container.encode(Kind.ellipse, forKey: .type)
        case .roundedRectangle(let cornerRadius):
            try container.encode(Kind.roundedRectangle, forKey: .type)
            try container.encode(cornerRadius, forKey: .cornerRadius)
        case .capsule: try container.encode(Kind.capsule, forKey: .type)
        }
    }
}

extension DisplayList.Content {
    /// Lets go of the gradient the content paints its path with, keeping the path: a frame of a
    /// gradient animation calls this before setting the new numbers, so the stops it sets are
    /// held nowhere else and change in place.
    package mutating func releaseGradient() {
        switch consume self {
        case .path(let path, .gradientFill), .path(let path, .gradientStroke):
            self = .path(path, .fill(nil, eoFill: false))
        case let other:
            self = other
        }
    }
}
