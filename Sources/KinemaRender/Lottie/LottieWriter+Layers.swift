import Foundation
import KinemaDisplay
import KinemaUI

extension LottieWriter {
    /// An item at one frame, as the layer draws it.
    struct Sample {
        var drawings: [LottieDrawing]
        /// The group transform (anchor, position, rotation, scales), or `nil` when the drawings
        /// are already in host coordinates (a sheared or projected item, drawn baked).
        var transform: (anchor: CGPoint, position: CGPoint, parts: TransformParts)?
        var opacity: Double
        /// Each clip's subpaths, outermost clip first, in host coordinates.
        var clips: [[LottieBezier]]
        var blendMode: BlendMode?
        /// For an image: its asset and the frame it is stretched over, in layout coordinates.
        var image: (asset: LottieImageAsset, frame: CGRect)?
        /// The emoji pictures of text, each with the box it fills in the item's frame (origin at
        /// the frame's corner).
        var emoji: [(asset: LottieImageAsset, box: CGRect)] = []
        /// Maps the frame's own coordinates to the host: the frame's corner, then the transform.
        var placement: CGAffineTransform = .identity

        /// What must match between neighbouring frames for one layer to draw both.
        var signature: String {
            drawings.map(\.signature).joined(separator: ",") + "|\(transform == nil)|"
                + clips.map { "\($0.count)" }.joined(separator: ",") + "|\(blendMode.map { "\($0)" } ?? "")"
                + "|\(image?.asset.id ?? "")|" + emoji.map(\.asset.id).joined(separator: ",")
        }
    }

    /// The layers that draw one item: one per run of consecutive frames with the same signature.
    mutating func layers(for track: ItemTrack) -> [LottieJSON] {
        var layers: [LottieJSON] = []
        var run: [(frame: Int, sample: Sample)] = []
        var previousDegrees: Double?
        func flush(_ writer: inout LottieWriter) {
            if !run.isEmpty { layers.append(contentsOf: writer.layers(track.label, run)) }
            run = []
        }
        for (frame, item) in track.items.enumerated() {
            guard let item, let sample = sample(of: item, previousDegrees: &previousDegrees) else {
                flush(&self)
                continue
            }
            if let last = run.last, last.frame != frame - 1 || last.sample.signature != sample.signature {
                flush(&self)
            }
            run.append((frame, sample))
        }
        flush(&self)
        return layers
    }

    // MARK: - One frame

    /// The item at one frame as drawings and effects; `nil` for an item that draws nothing here.
    mutating func sample(of item: DisplayList.Item, previousDegrees: inout Double?) -> Sample? {
        // NaN is 0, as the renderers draw it; infinities clamp.
        var opacity = item.opacity.isNaN ? 0 : min(max(item.opacity, 0), 1)
        var clips: [[LottieBezier]] = []
        var blendMode: BlendMode?
        var filters: [DisplayList.Filter] = []
        for group in item.groups {
            switch group.effect {
            case .clip(let path, let eoFill):
                if eoFill { approximate("even-odd clip", becomes: "a non-zero clip") }
                let subpaths = LottieBezier.subpaths(of: path)
                // An empty clip hides everything, as an empty clip shape does.
                guard !subpaths.isEmpty else { return nil }
                clips.append(subpaths)
            case .compositing(let groupOpacity):
                // Lottie has no offscreen group in a layer: each item takes the group's opacity.
                opacity *= groupOpacity.isNaN ? 0 : min(max(groupOpacity, 0), 1)
            case .blendMode(let mode):
                blendMode = mode
            case .filter(let filter):
                if case .blur(let radius, _) = filter, !(radius > 0) { continue }
                filters.append(filter)
            case .mask, .maskSource:
                // Drawn as a matte around the item's layers (``peeledMasks``).
                guard peeledMasks.contains(group.id) else { return nil }
            }
        }
        if item.shadow != nil { approximate("shadow", becomes: "left out") }

        let frame = item.frame.standardized
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else { return nil }
        let t = item.transform
        if case .image(let image) = item.content {
            return imageSample(image, item: item, frame: frame, opacity: opacity, clips: clips, blendMode: blendMode,
                               filters: filters, previousDegrees: &previousDegrees)
        }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let radius = Double(max(frame.width, frame.height)) / 2 + 1
        var transform: (anchor: CGPoint, position: CGPoint, parts: TransformParts)?
        if item.projection == nil, let parts = TransformParts(t, after: previousDegrees),
           parts.shearError(of: t, radius: radius) <= tolerance / 4 {
            previousDegrees = parts.degrees
            transform = (CGPoint(x: frame.width / 2, y: frame.height / 2), centre.applying(t), parts)
        }
        // Drawn in the frame's own coordinates, so a frame that layout moves moves the layer's
        // position only, and its outlines stay constant.
        var drawings = self.drawings(of: item, in: CGRect(origin: .zero, size: frame.size))
        if transform == nil {
            drawings = drawings.map { Self.baked($0, item: item, origin: frame.origin) }
            if item.projection != nil { approximate("perspective", becomes: "its outline mapped point by point") }
        }
        drawings.removeAll { $0.subpaths.isEmpty }
        // The innermost filter acts first.
        for filter in filters.reversed() {
            guard let matrix = LottieColorFilter(filter) else {
                approximate(Self.name(of: filter), becomes: "left out: the items are drawn unfiltered")
                continue
            }
            drawings = drawings.map { matrix.applied(to: $0) }
        }
        var emoji: [(asset: LottieImageAsset, box: CGRect)] = []
        if case .text(let layout) = item.content {
            emoji = emojiPictures(layout, in: CGRect(origin: .zero, size: frame.size))
        }
        guard !drawings.isEmpty || !emoji.isEmpty else { return nil }
        return Sample(drawings: drawings, transform: transform, opacity: opacity, clips: clips, blendMode: blendMode,
                      emoji: emoji,
                      placement: CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(t))
    }

    /// An image item at one frame: its asset stretched over its frame by the layer's transform.
    private mutating func imageSample(
        _ image: DisplayList.ImageContent, item: DisplayList.Item, frame: CGRect, opacity: Double,
        clips: [[LottieBezier]], blendMode: BlendMode?, filters: [DisplayList.Filter], previousDegrees: inout Double?
    ) -> Sample? {
        guard frame.width > 0, frame.height > 0 else { return nil }
        guard let asset = imageAsset(image) else {
            let reason = imageFailures[image.name] ?? ("image without bytes", "left out")
            approximate(reason.feature, becomes: reason.becomes)
            return nil
        }
        if image.isTemplate { approximate("template image", becomes: "drawn in its own colours, untinted") }
        for filter in filters { approximate(Self.name(of: filter) + " on an image", becomes: "left out: the image is drawn unfiltered") }
        if image.resizingMode == .tile || image.capInsets != EdgeInsets() {
            approximate("tiled or nine-slice image", becomes: "stretched over its frame")
        }
        let t = item.transform
        guard let parts = TransformParts(t, after: previousDegrees) else { return nil }
        previousDegrees = parts.degrees
        if item.projection != nil || parts.shearError(of: t, radius: Double(max(frame.width, frame.height))) > tolerance {
            approximate("sheared or perspective image", becomes: "its rotation and scale without the shear")
        }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        return Sample(drawings: [], transform: (centre, centre.applying(t), parts), opacity: opacity, clips: clips,
                      blendMode: blendMode, image: (asset, frame))
    }

    /// A drawing in the frame's coordinates (its origin at `origin` in the host) mapped into host
    /// coordinates by the item's projection or transform; a stroke's width scaled by the
    /// transform's mean scale.
    static func baked(_ drawing: LottieDrawing, item: DisplayList.Item, origin: CGPoint) -> LottieDrawing {
        let t = CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(item.transform)
        let map: (CGPoint) -> CGPoint
        var drawing = drawing
        if let projection = item.projection {
            map = { CGPoint(x: $0.x + origin.x, y: $0.y + origin.y).applying(projection) }
            // Curves flattened first, so the projection maps points on them rather than handles.
            drawing.subpaths = drawing.subpaths.map { Self.flattened($0) }
        } else {
            map = { $0.applying(t) }
        }
        drawing.subpaths = drawing.subpaths.map { $0.mapped(map) }
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        func mapped(_ gradient: LottieGradient) -> LottieGradient {
            var gradient = gradient
            gradient.start = map(gradient.start)
            gradient.end = map(gradient.end)
            return gradient
        }
        switch drawing.paint {
        case .fill: break
        case .stroke(let color, var style):
            style.lineWidth *= scale
            drawing.paint = .stroke(color, style)
        case .gradientFill(let gradient, let evenOdd):
            drawing.paint = .gradientFill(mapped(gradient), evenOdd: evenOdd)
        case .gradientStroke(let gradient, var style):
            style.lineWidth *= scale
            drawing.paint = .gradientStroke(mapped(gradient), style)
        }
        return drawing
    }

    /// A subpath with each curved segment replaced by eight straight ones.
    static func flattened(_ bezier: LottieBezier) -> LottieBezier {
        var result = LottieBezier()
        result.closed = bezier.closed
        let count = bezier.vertices.count
        guard count > 0 else { return result }
        func add(_ point: CGPoint) {
            result.vertices.append(point)
            result.inTangents.append(.zero)
            result.outTangents.append(.zero)
        }
        let segments = bezier.closed ? count : count - 1
        add(bezier.vertices[0])
        for segment in 0..<segments {
            let from = bezier.vertices[segment], to = bezier.vertices[(segment + 1) % count]
            let c1 = from + bezier.outTangents[segment], c2 = to + bezier.inTangents[(segment + 1) % count]
            let straight = bezier.outTangents[segment] == .zero && bezier.inTangents[(segment + 1) % count] == .zero
            let pieces = straight ? 1 : 8
            for step in 1...pieces {
                let s = CGFloat(step) / CGFloat(pieces), u = 1 - s
                let a = u * u * u, b = 3 * u * u * s, c = 3 * u * s * s, d = s * s * s
                let point = CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * to.x, y: a * from.y + b * c1.y + c * c2.y + d * to.y)
                // The closing segment ends on the first vertex, which is already there.
                if bezier.closed, segment == segments - 1, step == pieces { break }
                add(point)
            }
        }
        return result
    }

    /// A filter's name for the list of what did not translate.
    static func name(of filter: DisplayList.Filter) -> String {
        switch filter {
        case .blur: "blur"
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .saturation: "saturation"
        case .grayscale: "grayscale"
        case .hueRotation: "hue rotation"
        case .colorMultiply: "colour multiply"
        case .colorInvert: "colour invert"
        case .luminanceToAlpha: "luminance to alpha"
        }
    }
}

extension CGPoint {
    fileprivate static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
}
