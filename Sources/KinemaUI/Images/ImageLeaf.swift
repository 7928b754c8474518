import Foundation

/// What an `Image` contributes to layout and drawing (a node's role `.image`): its natural size,
/// whether it resizes, and what it draws at a size.
///
/// Resolved once per update from the image and the environment above it: a named image's size
/// from the registry, a symbol's from the font, the image scale and the symbol's artwork.
struct ImageLeaf: Equatable {
    enum Drawing: Equatable {
        /// Image content the renderer draws in the frame: registered bytes, or a placeholder.
        case image(DisplayList.ImageContent)
        /// A system symbol Kinema has artwork for, at a stroke weight, painted as `layers` says.
        case symbol(String, SystemSymbols.Weight, SymbolLayers)
    }

    /// How a symbol's layers are painted.
    enum SymbolLayers: Equatable {
        /// One layer in the foreground colour.
        case monochrome
        /// Each layer its own colour (`nil`: the foreground) at its opacity, primary first.
        case painted([(color: Color?, opacity: Double)])

        static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case (.monochrome, .monochrome): true
            case let (.painted(a), .painted(b)):
                a.count == b.count && zip(a, b).allSatisfy { $0.color == $1.color && $0.opacity == $1.opacity }
            default: false
            }
        }

        /// The painting for `name` in `mode` (`.original` images are multicolor), with the
        /// secondary and tertiary styles `colors`. A symbol with one layer, and a multicolor one
        /// Kinema has no colours for, is monochrome.
        init(name: String, mode: SymbolRenderingMode?, original: Bool, colors: [Color], layerCount: Int) {
            let mode = original ? .multicolor : mode ?? .monochrome
            switch mode {
            case .hierarchical:
                // The given styles, else the foreground at the hierarchical levels' opacities.
                var paints: [(color: Color?, opacity: Double)] = [(nil, 1)]
                for layer in 1..<3 {
                    if colors.indices.contains(layer - 1) {
                        paints.append((colors[layer - 1], 1))
                    } else {
                        paints.append((nil, ResolvedPaint.levelOpacities[layer]))
                    }
                }
                self = .painted(paints)
            case .palette:
                // Each layer its style; a layer without one takes the last style given.
                var paints: [(color: Color?, opacity: Double)] = [(nil, 1)]
                for layer in 1..<3 {
                    let color: Color? = colors.isEmpty ? nil : colors[min(layer - 1, colors.count - 1)]
                    paints.append((color, 1))
                }
                self = .painted(paints)
            case .multicolor:
                guard let own = SystemSymbols.multicolor[name] else { self = .monochrome; return }
                self = .painted(own.map { (color: Optional($0), opacity: 1.0) })
            default:
                self = .monochrome
            }
            if layerCount < 2, case .painted(let layers) = self, layers.first?.color == nil { self = .monochrome }
        }
    }

    let drawing: Drawing
    /// The size when not resized, in points.
    let naturalSize: CGSize
    let isResizable: Bool

    init(_ image: Image, in environment: TextEnvironment) {
        isResizable = image.resizing != nil
        func content(_ name: String, _ size: CGSize, isSystemSymbol: Bool = false) -> Drawing {
            .image(DisplayList.ImageContent(
                name: name, naturalSize: size, resizingMode: image.resizing?.mode,
                capInsets: image.resizing?.capInsets ?? EdgeInsets(),
                isTemplate: image.drawsAsTemplate, interpolation: image.interpolation,
                isSystemSymbol: isSystemSymbol))
        }
        switch image.source {
        case .named(let name):
            naturalSize = ImageRegistry.naturalSize(named: name) ?? Image.defaultSize
            drawing = content(name, naturalSize)
        case .sized(let name, let size):
            naturalSize = size
            drawing = content(name, size)
        case .system(let name):
            // A symbol is sized and weighted like text in the same place: the font resolved as a
            // `Text` there resolves it.
            let font = Text.Style().resolve("", in: environment).font
            let weight = SystemSymbols.Weight(fontWeight: font.face.weight)
            naturalSize = SystemSymbols.size(
                of: name, pointSize: font.size, scale: environment.imageScale.factor, weight: weight)
            if let artwork = SystemSymbols.artwork(named: name, weight: weight) {
                let layers = SymbolLayers(
                    name: name, mode: image.symbolRenderingMode ?? environment.symbolRenderingMode,
                    original: image.renderingMode == .original, colors: environment.symbolLayerColors,
                    layerCount: artwork.layers.count)
                drawing = .symbol(name, weight, layers)
            } else {
                drawing = content(name, naturalSize, isSystemSymbol: true)
            }
        }
    }

    /// The size chosen for a proposal: the natural size, or, when resizable, the proposal (the
    /// natural size where it proposes nothing, an infinite or a NaN length; 0 for a negative one).
    func size(for proposal: ProposedSize) -> CGSize {
        guard isResizable else { return naturalSize }
        func side(_ proposed: CGFloat?, _ natural: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return natural }
            return max(proposed, 0)
        }
        return CGSize(width: side(proposal.width, naturalSize.width), height: side(proposal.height, naturalSize.height))
    }

    /// Whether what the image draws depends on its frame's size: a resizable symbol's path is
    /// made at the frame's size.
    var drawsAtFrameSize: Bool {
        if isResizable, case .symbol = drawing { true } else { false }
    }

    /// The content drawn in a frame of `size`. A symbol is its artwork scaled to the frame when
    /// resizable (unevenly if need be), else to its natural size; a non-finite or negative size
    /// draws it collapsed.
    func content(at size: CGSize) -> DisplayList.Content {
        switch drawing {
        case .image(let image):
            return .image(image)
        case .symbol:
            return symbolContent(scaledTo: isResizable ? size : naturalSize)
        }
    }

    /// A symbol's artwork scaled to `target` (unevenly if need be), its layers painted apart
    /// when the rendering mode asks; a non-finite or negative size draws it collapsed.
    func symbolContent(scaledTo target: CGSize) -> DisplayList.Content {
        guard case .symbol(let name, let weight, let layers) = drawing,
              let artwork = SystemSymbols.artwork(named: name, weight: weight) else {
            if case .symbol(let name, _, _) = drawing { return .image(name: name) }
            return .image(name: "")
        }
        func factor(_ length: CGFloat, _ design: CGFloat) -> CGFloat {
            length.isFinite && length > 0 && design > 0 ? length / design : 0
        }
        let scale = CGAffineTransform(
            scaleX: factor(target.width, artwork.size.width), y: factor(target.height, artwork.size.height))
        guard case .painted(let paints) = layers else {
            return .path(artwork.path.applying(scale), .fill(nil, eoFill: false))
        }
        let painted = artwork.layers.enumerated().map { index, path in
            let paint = paints[min(index, paints.count - 1)]
            return DisplayList.PathLayer(path: path.applying(scale), color: paint.color, opacity: paint.opacity)
        }
        return .path(artwork.path.applying(scale), .layers(painted))
    }
}
