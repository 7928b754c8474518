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
        /// A system symbol Kinema has artwork for, at a stroke weight.
        case symbol(String, SystemSymbols.Weight)
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
                isTemplate: image.renderingMode == .template, interpolation: image.interpolation,
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
            drawing = SystemSymbols.artwork(named: name, weight: weight) != nil
                ? .symbol(name, weight) : content(name, naturalSize, isSystemSymbol: true)
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
        case .symbol(let name, let weight):
            guard let artwork = SystemSymbols.artwork(named: name, weight: weight) else { return .image(name: name) }
            let target = isResizable ? size : naturalSize
            func factor(_ length: CGFloat, _ design: CGFloat) -> CGFloat {
                length.isFinite && length > 0 && design > 0 ? length / design : 0
            }
            let scale = CGAffineTransform(
                scaleX: factor(target.width, artwork.size.width), y: factor(target.height, artwork.size.height))
            return .path(artwork.path.applying(scale), .fill(nil, eoFill: false))
        }
    }
}
