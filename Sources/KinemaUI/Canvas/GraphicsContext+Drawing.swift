import Foundation

extension GraphicsContext {
    // MARK: - Paths

    /// Draws a path into the context and fills the area it encloses with a shading.
    ///
    /// ```swift
    /// context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.blue))
    /// context.fill(ring, with: .color(.orange), style: FillStyle(eoFill: true))
    /// ```
    ///
    /// The path is drawn with the context's transform, opacity, blend mode, clips and filters.
    /// Elements with a non-finite coordinate are left out; an empty path draws nothing.
    ///
    /// - Parameters:
    ///   - path: The outline of the region to fill, in the context's user space.
    ///   - shading: The colour or pattern to fill it with.
    ///   - style: The fill rule (non-zero by default; even-odd with `FillStyle(eoFill: true)`).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let path = path.droppingNonFiniteElements()
        guard !path.isEmpty else { return }
        let bounds = path.boundingRect
        if case let .tiledImage(image, origin, scale) = shading.kind,
           fillTiled(path, bounds: bounds, image: image, origin: origin, scale: scale, eoFill: style.isEOFilled) {
            return
        }
        let drawing: DisplayList.PathDrawing
        switch shading.paint(in: bounds) {
        case .none: return
        case .foreground: drawing = .fill(nil, eoFill: style.isEOFilled)
        case .color(let color): drawing = .fill(color, eoFill: style.isEOFilled)
        case .paint(let paint): drawing = .gradientFill(paint, eoFill: style.isEOFilled)
        }
        record(Operation(content: .path(path.offsetBy(dx: -bounds.minX, dy: -bounds.minY), drawing), frame: bounds))
    }

    /// Draws a path into the context with a stroke style.
    ///
    /// ```swift
    /// context.stroke(
    ///     Path(ellipseIn: CGRect(origin: .zero, size: size)),
    ///     with: .color(.green),
    ///     style: StrokeStyle(lineWidth: 4, dash: [8, 4]))
    /// ```
    ///
    /// The line width scales with the context's transform. Elements with a non-finite
    /// coordinate are left out; an empty path, or a line width that is not positive and finite,
    /// draws nothing.
    ///
    /// - Parameters:
    ///   - path: The path to outline, in the context's user space.
    ///   - shading: The colour or pattern of the line.
    ///   - style: Width, caps, joins and dashes.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let path = path.droppingNonFiniteElements()
        guard !path.isEmpty else { return }
        // The drawn object's rectangle, for styles with unit geometry: the line's extent.
        let half = style.lineWidth.isFinite && style.lineWidth > 0 ? style.lineWidth / 2 : 0
        let rect = path.boundingRect.insetBy(dx: -half, dy: -half)
        let drawing: DisplayList.PathDrawing
        switch shading.paint(in: rect) {
        case .none: return
        case .foreground: drawing = .stroke(nil, style)
        case .color(let color): drawing = .stroke(color, style)
        case .paint(let paint): drawing = .gradientStroke(paint, style)
        }
        record(Operation(content: .path(path.offsetBy(dx: -rect.minX, dy: -rect.minY), drawing), frame: rect))
    }

    /// Draws a path into the context with a line of a given width.
    ///
    /// ```swift
    /// context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green), lineWidth: 4)
    /// ```
    ///
    /// - Parameters:
    ///   - path: The path to outline, in the context's user space.
    ///   - shading: The colour or pattern of the line.
    ///   - lineWidth: The width of the line (default 1).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Fills `path` with `image` tiled from `origin`: the image, in a clip to the path. Returns
    /// `false` when the image cannot be tiled (a symbol), for the caller to fill it otherwise.
    private func fillTiled(
        _ path: Path, bounds: CGRect, image: Image, origin: CGPoint, scale: CGFloat, eoFill: Bool
    ) -> Bool {
        let resolved = ResolvedImage(image, in: recorder.text)
        guard case .image(var content) = resolved.leaf.drawing else { return false }
        let tile = CGSize(width: resolved.size.width * scale, height: resolved.size.height * scale)
        guard tile.width > 0, tile.height > 0, tile.width.isFinite, tile.height.isFinite,
              origin.x.isFinite, origin.y.isFinite else { return true }
        // The image's frame starts on a tile boundary and covers the path.
        let minX = origin.x + (((bounds.minX - origin.x) / tile.width).rounded(.down)) * tile.width
        let minY = origin.y + (((bounds.minY - origin.y) / tile.height).rounded(.down)) * tile.height
        let frame = CGRect(x: minX, y: minY, width: bounds.maxX - minX, height: bounds.maxY - minY)
        // Too many tiles to be worth drawing cannot come from sane input: cap the count.
        guard (frame.width / tile.width) * (frame.height / tile.height) <= 1_000_000 else { return true }
        content.naturalSize = tile
        content.resizingMode = .tile
        let color = resolved.shading?.itemColor ?? .some(nil)
        guard case .some(let tint) = color else { return true }
        record(Operation(
            content: .image(content), frame: frame, color: tint,
            innerGroups: [DisplayList.Group(id: recorder.makeGroupID(), effect: .clip(path, eoFill: eoFill))]))
        return true
    }

    // MARK: - Text

    /// Gets a version of a text view that's fixed with the current values of the graphics
    /// context's environment.
    ///
    /// ```swift
    /// let label = context.resolve(Text("Score").font(.headline))
    /// let width = label.measure(in: size).width
    /// ```
    ///
    /// Fonts, weights, alignment and line limits set around the canvas apply, as they do to a
    /// `Text` view there.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(layout: text.resolve(in: recorder.text))
    }

    /// Draws resolved text into the context, aligning an anchor within the ideal size of the
    /// text to a point.
    ///
    /// ```swift
    /// context.draw(context.resolve(Text("Centre")), at: CGPoint(x: size.width / 2, y: size.height / 2))
    /// context.draw(label, at: .zero, anchor: .topLeading)
    /// ```
    ///
    /// - Parameters:
    ///   - text: The resolved text.
    ///   - point: Where `anchor` goes, in the context's user space.
    ///   - anchor: The unit point of the text's ideal size placed at `point` (default centre).
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.layout.size
        draw(text.layout, shading: text.shading, in: CGRect(
            x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
            width: size.width, height: size.height))
    }

    /// Draws resolved text into the context using a rectangle as its layout frame.
    ///
    /// ```swift
    /// context.draw(context.resolve(Text(longString)), in: CGRect(x: 10, y: 10, width: 120, height: 200))
    /// ```
    ///
    /// The text wraps to the rectangle's width and is cut to its height (at least one line is
    /// kept), starting at its top; lines align by the text's alignment in its width.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard rect.hasFiniteComponents else { return }
        let rect = rect.standardized
        let layout = text.layout.fitted(to: rect.size)
        draw(layout, shading: text.shading, in: CGRect(
            x: rect.minX, y: rect.minY, width: rect.width, height: layout.size.height))
    }

    /// Draws a text view into the context, aligning an anchor within its ideal size to a point.
    ///
    /// ```swift
    /// context.draw(Text("Hello").font(.title), at: CGPoint(x: 100, y: 40))
    /// ```
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws a text view into the context using a rectangle as its layout frame.
    ///
    /// ```swift
    /// context.draw(Text("A caption that wraps"), in: CGRect(x: 0, y: 0, width: 80, height: 60))
    /// ```
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    func draw(_ layout: DisplayList.TextLayout, shading: Shading, in frame: CGRect) {
        guard !layout.runs.isEmpty, case .some(let color) = shading.itemColor else { return }
        record(Operation(content: .text(layout), frame: frame, color: color))
    }

    // MARK: - Images

    /// Gets a version of an image that's fixed with the current values of the graphics
    /// context's environment.
    ///
    /// ```swift
    /// let icon = context.resolve(Image(systemName: "bolt.fill"))
    /// icon.size   // sized like the body font, as in a Text
    /// ```
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image, in: recorder.text)
    }

    /// Draws a resolved image into the context, aligning an anchor within the image to a point.
    ///
    /// ```swift
    /// context.draw(context.resolve(Image("pet")), at: CGPoint(x: 50, y: 50), anchor: .topLeading)
    /// ```
    ///
    /// - Parameters:
    ///   - image: The resolved image, drawn at its ``ResolvedImage/size``.
    ///   - point: Where `anchor` goes, in the context's user space.
    ///   - anchor: The unit point of the image placed at `point` (default centre).
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, frame: CGRect(
            x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
            width: size.width, height: size.height))
    }

    /// Draws a resolved image into the context, using a rectangle as its layout frame.
    ///
    /// ```swift
    /// context.draw(context.resolve(Image("pet")), in: CGRect(origin: .zero, size: size))
    /// ```
    ///
    /// The image is stretched to the rectangle (a symbol's artwork too). `style` is accepted.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image, frame: rect.standardized)
    }

    /// Draws an image into the context, aligning an anchor within the image to a point.
    ///
    /// ```swift
    /// context.draw(Image(systemName: "heart.fill"), at: CGPoint(x: 20, y: 20))
    /// ```
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws an image into the context, using a rectangle as its layout frame.
    ///
    /// ```swift
    /// context.draw(Image("tile"), in: CGRect(x: 0, y: 0, width: 64, height: 64))
    /// ```
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    private func draw(_ image: ResolvedImage, frame: CGRect) {
        guard frame.hasFiniteComponents else { return }
        var color: Color?
        if let shading = image.shading {
            guard case .some(let tint) = shading.itemColor else { return }
            color = tint
        }
        record(Operation(content: image.leaf.content(stretchedTo: frame.size), frame: frame, color: color))
    }

    // MARK: - Symbols

    /// Returns the canvas's symbol view tagged `id`, drawn once, or `nil` when no symbol has that
    /// tag.
    ///
    /// ```swift
    /// if let dot = context.resolveSymbol(id: "dot") {
    ///     context.draw(dot, at: CGPoint(x: 30, y: 30))
    /// }
    /// ```
    ///
    /// Tags are compared as `AnyHashable`s: `tag(1)` is found by `resolveSymbol(id: 1)`.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols[AnyHashable(id)]
    }

    /// Draws a resolved symbol into the context, aligning an anchor within the symbol to a point.
    ///
    /// ```swift
    /// for index in 0..<5 {
    ///     context.draw(star, at: CGPoint(x: 20 + CGFloat(index) * 30, y: 20))
    /// }
    /// ```
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(symbol, in: CGRect(
            x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
            width: size.width, height: size.height))
    }

    /// Draws a resolved symbol into the context, using a rectangle as its layout frame.
    ///
    /// ```swift
    /// context.draw(star, in: CGRect(x: 0, y: 0, width: 40, height: 40))
    /// ```
    ///
    /// > Note: The symbol is drawn as it was laid out, at its ideal size, and scaled to fill the
    /// > rectangle (SwiftUI lays the view out again in it).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard rect.hasFiniteComponents, !symbol.items.isEmpty else { return }
        let rect = rect.standardized
        let size = symbol.size
        let placement = CGAffineTransform(
            scaleX: size.width > 0 ? rect.width / size.width : 1,
            y: size.height > 0 ? rect.height / size.height : 1)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        // Each draw gets groups of its own: two copies must not share one clip.
        var ids: [Int: Int] = [:]
        for item in symbol.items {
            let groups = item.groups.map { group -> DisplayList.Group in
                let id = ids[group.id] ?? recorder.makeGroupID()
                ids[group.id] = id
                return DisplayList.Group(id: id, effect: group.effect.transformed(by: placement))
            }
            record(Operation(
                content: item.content, frame: item.frame, color: item.foregroundColor,
                local: item.transform.concatenating(placement), opacity: item.opacity, shadow: item.shadow,
                innerGroups: groups))
        }
    }
}

// MARK: - Recording

extension GraphicsContext {
    /// One drawing operation, before the context's state is applied.
    struct Operation {
        var content: DisplayList.Content
        /// In the operation's own coordinates (before `local`).
        var frame: CGRect
        var color: Color?
        /// Applied before the context's transform (a symbol's own item transform and placement).
        var local: CGAffineTransform = .identity
        /// Multiplies the context's opacity.
        var opacity: Double = 1
        /// The operation's own shadow, which wins over a shadow filter.
        var shadow: DisplayList.Shadow?
        /// Groups inside the context's, geometry in user space (after `local`).
        var innerGroups: [DisplayList.Group] = []
    }

    /// Records `operation` with the context's transform, opacity, blend mode, clips and filters.
    func record(_ operation: Operation) {
        guard recorder.count < CanvasRecorder.maximumItems else { return }
        let opacity = self.opacity.clampedOpacity * operation.opacity.clampedOpacity
        guard opacity > 0, operation.frame.hasFiniteComponents else { return }
        var space = transform
        var shadow = layerShadow
        for filter in filters {
            switch filter.kind {
            case .projection(let projection): space = space.concatenating(projection)
            case .shadow(let filterShadow): shadow = filterShadow
            default: break
            }
        }
        let transform = operation.local.concatenating(space)
        guard transform.isFinite, space.isFinite else { return }
        var groups = self.groups
        if let mode = blendMode.displayMode {
            groups.append(DisplayList.Group(id: recorder.makeGroupID(), effect: .blendMode(mode)))
        }
        // The first filter added applies first: it is the innermost group.
        for filter in filters.reversed() {
            if case .group(let effect) = filter.kind {
                groups.append(DisplayList.Group(id: recorder.makeGroupID(), effect: .filter(effect)))
            }
        }
        for group in operation.innerGroups {
            groups.append(DisplayList.Group(id: group.id, effect: group.effect.transformed(by: space)))
        }
        recorder.append(CanvasItem(
            content: operation.content, frame: operation.frame, transform: transform, opacity: opacity,
            shadow: operation.shadow ?? shadow, foregroundColor: operation.color, groups: groups))
    }
}

extension DisplayList.GroupEffect {
    /// The effect with its geometry mapped by `transform`: a clip's path moves; a blur's radius
    /// scales by the transform's length scale, as a blur inside a scale effect does.
    func transformed(by transform: CGAffineTransform) -> Self {
        switch self {
        case .clip(let path, let eoFill):
            return .clip(path.applying(transform), eoFill: eoFill)
        case .filter(.blur(let radius, let opaque)):
            let factor = transform.lengthScale
            return .filter(.blur(radius: factor.isFinite ? radius * factor : radius, opaque: opaque))
        default:
            return self
        }
    }
}

extension ImageLeaf {
    /// The content drawn stretched to a frame of `size`: images are stretched by the renderer;
    /// a symbol's artwork is scaled to the size, unevenly if need be.
    func content(stretchedTo size: CGSize) -> DisplayList.Content {
        switch drawing {
        case .image(let image):
            return .image(image)
        case .symbol:
            return symbolContent(scaledTo: size)
        }
    }
}
