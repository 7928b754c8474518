import Foundation

extension GraphicsContext {
    /// Adds a path to the context's array of clip shapes: later drawing operations are seen only
    /// inside it.
    ///
    /// ```swift
    /// let halfSize = size.applying(CGAffineTransform(scaleX: 0.5, y: 0.5))
    /// context.clip(to: Path(CGRect(origin: .zero, size: halfSize)))
    /// context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
    /// ```
    ///
    /// The path is placed with the context's transform at the time of the call; clips
    /// intersect. Elements with a non-finite coordinate are left out. Under a transform with a
    /// non-finite component the clip hides everything.
    ///
    /// - Parameters:
    ///   - path: The clip shape, in the context's user space.
    ///   - style: The fill rule that decides what is inside.
    ///   - options: `inverse` keeps what lies outside the shape instead.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard transform.isFinite else {
            addClip(Path(), eoFill: false, bounds: .null)
            return
        }
        var shape = path.droppingNonFiniteElements().applying(transform)
        var eoFill = style.isEOFilled
        if options.contains(.inverse) {
            // Outside the shape: the canvas's bounds (nothing outside them is seen anyway) with the
            // shape cut out, under the even-odd rule.
            var inverse = Path(CGRect(origin: .zero, size: recorder.size).insetBy(dx: -1, dy: -1))
            inverse.addPath(shape)
            shape = inverse
            eoFill = true
            addClip(shape, eoFill: eoFill, bounds: clipBounds)
        } else {
            addClip(shape, eoFill: eoFill, bounds: shape.isEmpty ? .null : clipBounds.intersection(shape.boundingRect))
        }
    }

    private mutating func addClip(_ path: Path, eoFill: Bool, bounds: CGRect) {
        groups.append(DisplayList.Group(id: recorder.makeGroupID(), effect: .clip(path, eoFill: eoFill)))
        clipBounds = bounds
    }

    /// Adds a clip shape that you define in a new layer to the context's array of clip shapes:
    /// later drawing operations are seen where the layer is opaque.
    ///
    /// ```swift
    /// context.clipToLayer { mask in
    ///     mask.draw(Text("KINEMA").font(.largeTitle.bold()), at: CGPoint(x: size.width / 2, y: size.height / 2))
    /// }
    /// context.fill(Path(CGRect(origin: .zero, size: size)), with: .linearGradient(
    ///     Gradient(colors: [.pink, .purple]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
    /// ```
    ///
    /// The layer's context starts with this context's transform and clips, full opacity, the
    /// normal blend mode and no filters; what it draws is never seen itself. Its alpha, times
    /// `opacity`, masks everything drawn afterwards through this context. A layer that draws
    /// nothing hides everything.
    ///
    /// - Parameters:
    ///   - opacity: Multiplies the layer's alpha (clamped to 0…1, NaN is 0).
    ///   - options: Accepted. > Note: Kinema does not invert a layer clip.
    ///   - content: Draws the layer.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        let id = recorder.makeGroupID()
        var layer = self
        layer.groups.append(DisplayList.Group(id: id, effect: .maskSource))
        layer.opacity = opacity.clampedOpacity
        layer.blendMode = .normal
        layer.filters = []
        layer.layerShadow = nil
        let before = recorder.count
        try content(&layer)
        if recorder.count == before {
            // A mask with nothing in it: nothing shows (an empty clip, which a renderer can draw,
            // rather than a reference to a mask that was never written).
            addClip(Path(), eoFill: false, bounds: .null)
        } else {
            groups.append(DisplayList.Group(id: id, effect: .mask))
        }
    }

    /// Draws a new layer, created by drawing code that you provide, into the context.
    ///
    /// ```swift
    /// context.opacity = 0.5
    /// context.drawLayer { layer in
    ///     // Two overlapping circles, faded together: the overlap is not darker.
    ///     layer.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(.blue))
    ///     layer.fill(Path(ellipseIn: CGRect(x: 30, y: 0, width: 60, height: 60)), with: .color(.blue))
    /// }
    /// ```
    ///
    /// The layer's context starts with this context's transform and clips, full opacity, the
    /// normal blend mode and no filters. When it is drawn into this context, this context's
    /// opacity, blend mode and filters apply to the layer as a whole (a compositing group).
    ///
    /// > Note: A shadow filter is cast by each operation of the layer, not by the layer as a
    /// > whole.
    ///
    /// - Parameter content: Draws the layer, through the context it is given.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        layer.opacity = 1
        layer.blendMode = .normal
        layer.filters = []
        let opacity = self.opacity.clampedOpacity
        if opacity <= 0 {
            // Nothing of the layer is seen; its operations still run, and draw nothing.
            layer.opacity = 0
        } else {
            if let mode = blendMode.displayMode {
                layer.groups.append(DisplayList.Group(id: recorder.makeGroupID(), effect: .blendMode(mode)))
            }
            // The first filter added applies first: it is the innermost group.
            for filter in filters.reversed() {
                if case .group(let effect) = filter.kind {
                    layer.groups.append(DisplayList.Group(id: recorder.makeGroupID(), effect: .filter(effect)))
                }
            }
            for filter in filters {
                switch filter.kind {
                case .shadow(let shadow): layer.layerShadow = shadow
                case .projection(let projection): layer.transform = layer.transform.concatenating(projection)
                case .group, .ignored: break
                }
            }
            if opacity < 1 {
                layer.groups.append(DisplayList.Group(id: recorder.makeGroupID(), effect: .compositing(opacity: opacity)))
            }
        }
        try content(&layer)
    }
}
