import Foundation

extension DisplayList {
    /// A named image drawn in an item's frame: what an `Image` of a registered (or unregistered)
    /// name, or of an unknown system symbol, puts in the display list.
    ///
    /// ```swift
    /// let photo = DisplayList.ImageContent(name: "photo", naturalSize: CGSize(width: 640, height: 480))
    /// var tiles = photo
    /// tiles.resizingMode = .tile
    /// let item = DisplayList.Item(content: .image(tiles), frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    /// ```
    ///
    /// The renderer finds the bytes by ``name`` (bytes handed to it directly first, then the
    /// ``ImageRegistry``), draws them stretched to the frame, or tiled at ``naturalSize`` from the
    /// frame's top-left corner, and tints them with the item's foreground colour when
    /// ``isTemplate``. Without bytes — and always for a system symbol Kinema has no artwork
    /// for — it draws a labelled placeholder. (Symbols with artwork are `.path` content.)
    public struct ImageContent: Hashable, Sendable {
        /// The image's name: a registry name, or a system symbol's name.
        public var name: String
        /// The size the image has when not resized, in points: what layout gave a fixed-size
        /// image, and the size of one tile.
        public var naturalSize: CGSize
        /// How the image fills its frame: `nil` when it is not resizable (its frame is its
        /// natural size), `.stretch` or `.tile`.
        public var resizingMode: Image.ResizingMode?
        /// The parts of the image kept unscaled at its edges when stretched.
        public var capInsets: EdgeInsets
        /// Whether every non-transparent pixel is drawn in the item's foreground colour
        /// (`renderingMode(.template)`).
        public var isTemplate: Bool
        /// The scaling quality asked for, or `nil` for the viewer's default.
        public var interpolation: Image.Interpolation?
        /// Whether the name is a system symbol's (never looked up in the registry).
        public var isSystemSymbol: Bool

        /// Creates image content.
        ///
        /// ```swift
        /// let icon = DisplayList.ImageContent(name: "bolt.horizontal", naturalSize: CGSize(width: 17, height: 17), isSystemSymbol: true)
        /// ```
        ///
        /// - Parameters:
        ///   - name: The image's name.
        ///   - naturalSize: Its size when not resized (default ``Image/defaultSize``).
        ///   - resizingMode: `nil` (the default) for a fixed-size image, else how it is resized.
        ///   - capInsets: Edges kept unscaled when stretched (default none).
        ///   - isTemplate: Whether it is drawn in the foreground colour (default `false`).
        ///   - interpolation: The scaling quality (default `nil`).
        ///   - isSystemSymbol: Whether the name is a system symbol's (default `false`).
        public init(
            name: String,
            naturalSize: CGSize = Image.defaultSize,
            resizingMode: Image.ResizingMode? = nil,
            capInsets: EdgeInsets = EdgeInsets(),
            isTemplate: Bool = false,
            interpolation: Image.Interpolation? = nil,
            isSystemSymbol: Bool = false
        ) {
            self.name = name
            self.naturalSize = naturalSize
            self.resizingMode = resizingMode
            self.capInsets = capInsets
            self.isTemplate = isTemplate
            self.interpolation = interpolation
            self.isSystemSymbol = isSystemSymbol
        }
    }
}

extension DisplayList.Content {
    /// A named image of the default size, not resized, drawn as it is: the content of
    /// `Image(name)` for a name that is not registered.
    ///
    /// ```swift
    /// let avatar = DisplayList.Content.image(name: "avatar")
    /// ```
    public static func image(name: String) -> Self {
        .image(DisplayList.ImageContent(name: name))
    }
}

// MARK: - Codable

// Written out, each field only when it differs from its default, so a plain named image encodes
// as `{"name": …}` inside its content.

extension DisplayList.ImageContent: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, naturalSize, resizingMode, capInsets, isTemplate, interpolation, isSystemSymbol
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        let size = try container.decodeIfPresent([CGFloat].self, forKey: .naturalSize)
        naturalSize = size.map { CGSize(width: $0.first ?? 0, height: $0.dropFirst().first ?? 0) } ?? Image.defaultSize
        resizingMode = try container.decodeIfPresent(String.self, forKey: .resizingMode).map {
            guard let mode = Self.resizingModes[$0] else {
                throw DecodingError.dataCorruptedError(
                    forKey: .resizingMode, in: container, debugDescription: "unknown resizing mode \($0)")
            }
            return mode
        }
        let insets = try container.decodeIfPresent([CGFloat].self, forKey: .capInsets) ?? []
        capInsets = insets.count == 4
            ? EdgeInsets(top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3]) : EdgeInsets()
        isTemplate = try container.decodeIfPresent(Bool.self, forKey: .isTemplate) ?? false
        interpolation = try container.decodeIfPresent(String.self, forKey: .interpolation).flatMap { Self.interpolations[$0] }
        isSystemSymbol = try container.decodeIfPresent(Bool.self, forKey: .isSystemSymbol) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        if naturalSize != Image.defaultSize {
            try container.encode([naturalSize.width, naturalSize.height], forKey: .naturalSize)
        }
        if let resizingMode {
            try container.encode(resizingMode == .tile ? "tile" : "stretch", forKey: .resizingMode)
        }
        if capInsets != EdgeInsets() {
            try container.encode(
                [capInsets.top, capInsets.leading, capInsets.bottom, capInsets.trailing], forKey: .capInsets)
        }
        if isTemplate { try container.encode(true, forKey: .isTemplate) }
        if let interpolation, let key = Self.interpolations.first(where: { $0.value == interpolation })?.key {
            try container.encode(key, forKey: .interpolation)
        }
        if isSystemSymbol { try container.encode(true, forKey: .isSystemSymbol) }
    }

    private static let resizingModes: [String: Image.ResizingMode] = ["stretch": .stretch, "tile": .tile]
    private static let interpolations: [String: Image.Interpolation] = [
        "none": Image.Interpolation.none, "low": .low, "medium": .medium, "high": .high,
    ]
}
