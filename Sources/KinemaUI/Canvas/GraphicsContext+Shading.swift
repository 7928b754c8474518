import Foundation

extension GraphicsContext {
    /// A color or pattern that you can use to outline or fill a path.
    ///
    /// ```swift
    /// context.fill(path, with: .color(.blue))
    /// context.fill(path, with: .color(red: 1, green: 0.5, blue: 0, opacity: 0.8))
    /// context.stroke(path, with: .style(.secondary), lineWidth: 2)
    /// context.fill(path, with: .linearGradient(
    ///     Gradient(colors: [.yellow, .red]),
    ///     startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
    /// ```
    ///
    /// Gradient points and centres are in the user space of the operation that draws with the
    /// shading (they move with the context's transform); radii are in its points. A shape style
    /// with unit geometry (`LinearGradient(…, startPoint: .leading, …)`) maps the unit square onto
    /// the bounding rectangle of what is drawn: the path's bounds, grown by half the line width
    /// for a stroke.
    ///
    /// > Note: Kinema cannot draw ``backdrop`` (it draws nothing) and draws
    /// > ``tiledImage(_:origin:sourceRect:scale:)`` in a fill as the image tiled from the origin
    /// > (the source rectangle is ignored; in a stroke it draws the foreground). A ``palette(_:)``
    /// > draws its first shading. Hierarchical styles (`.secondary` …) resolve against the default
    /// > foreground, not a `foregroundStyle` set around the canvas.
    public struct Shading: Sendable {
        indirect enum Kind: Sendable {
            case foreground
            case backdrop
            case color(Color)
            /// A shape style's paint: unit geometry, mapped to the drawn object's bounds.
            case paint(ResolvedPaint)
            case linear(stops: [Gradient.Stop], start: CGPoint, end: CGPoint)
            case radial(stops: [Gradient.Stop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(stops: [Gradient.Stop], center: CGPoint, angle: Angle)
            case tiledImage(Image, origin: CGPoint, scale: CGFloat)
            case palette([Shading])
        }

        let kind: Kind

        /// A shading that fills with the foreground style from the environment: the innermost
        /// `foregroundStyle` around the canvas, else the primary colour.
        ///
        /// ```swift
        /// context.fill(path, with: .foreground)
        /// ```
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// A shading that draws a copy of the current background.
        ///
        /// ```swift
        /// context.fill(path, with: .backdrop)
        /// ```
        ///
        /// > Note: Kinema cannot read back what is drawn: operations with this shading draw
        /// > nothing.
        public static var backdrop: Shading { Shading(kind: .backdrop) }

        /// A shading made of several, for multi-layer content such as symbols.
        ///
        /// ```swift
        /// var resolved = context.resolve(Image(systemName: "heart.fill"))
        /// resolved.shading = .palette([.color(.red), .color(.pink)])
        /// ```
        ///
        /// > Note: Kinema draws with the first shading (the foreground when there is none).
        public static func palette(_ array: [Shading]) -> Shading {
            Shading(kind: .palette(array))
        }

        /// A shading that fills with a colour.
        ///
        /// ```swift
        /// context.fill(path, with: .color(.blue))
        /// ```
        public static func color(_ color: Color) -> Shading {
            Shading(kind: .color(color))
        }

        /// A shading that fills with a colour given by its components in a colour space.
        ///
        /// ```swift
        /// context.fill(path, with: .color(red: 0.2, green: 0.6, blue: 1))
        /// ```
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            Shading(kind: .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
        }

        /// A shading that fills with a grey in a colour space.
        ///
        /// ```swift
        /// context.fill(path, with: .color(white: 0.9))
        /// ```
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            Shading(kind: .color(Color(colorSpace, white: white, opacity: opacity)))
        }

        /// A shading that fills with a shape style.
        ///
        /// ```swift
        /// context.fill(path, with: .style(.tint))
        /// context.fill(path, with: .style(LinearGradient(colors: [.mint, .blue], startPoint: .top, endPoint: .bottom)))
        /// ```
        ///
        /// Styles with geometry in a unit coordinate space map it to the bounding rectangle of
        /// what is drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            if let color = style as? Color { return Shading(kind: .color(color)) }
            return Shading(kind: .paint(ResolvedPaint(style)))
        }

        /// A shading that fills a linear (axial) gradient.
        ///
        /// ```swift
        /// .linearGradient(Gradient(colors: [.white, .blue]), startPoint: .zero, endPoint: CGPoint(x: 0, y: 100))
        /// ```
        ///
        /// The gradient runs from `startPoint` to `endPoint`, in the user space of the operation;
        /// beyond them the end colours continue.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(stops: ResolvedPaint.normalized(gradient.stops), start: startPoint, end: endPoint))
        }

        /// A shading that fills a linear (axial) gradient of a gradient style.
        ///
        /// ```swift
        /// .linearGradient(Color.blue.gradient, startPoint: .zero, endPoint: CGPoint(x: 0, y: 100))
        /// ```
        public static func linearGradient(
            _ gradient: AnyGradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            linearGradient(gradient.gradient, startPoint: startPoint, endPoint: endPoint, options: options)
        }

        /// A shading that fills a radial gradient.
        ///
        /// ```swift
        /// .radialGradient(Gradient(colors: [.yellow, .orange]), center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 50)
        /// ```
        ///
        /// The colours run from `startRadius` to `endRadius` around `center` (user space of the
        /// operation; radii in its points).
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(
                stops: ResolvedPaint.normalized(gradient.stops), center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// A shading that fills a radial gradient of a gradient style.
        ///
        /// ```swift
        /// .radialGradient(Color.orange.gradient, center: center, startRadius: 0, endRadius: 40)
        /// ```
        public static func radialGradient(
            _ gradient: AnyGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            radialGradient(gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options)
        }

        /// A shading that fills a conic (angular) gradient.
        ///
        /// ```swift
        /// .conicGradient(Gradient(colors: [.red, .yellow, .green, .blue, .red]), center: CGPoint(x: 50, y: 50))
        /// ```
        ///
        /// Location 0 is at `angle` (clockwise from the positive x axis, y pointing down) and the
        /// colours go once around `center`, clockwise.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(stops: ResolvedPaint.normalized(gradient.stops), center: center, angle: angle))
        }

        /// A shading that fills a conic (angular) gradient of a gradient style.
        ///
        /// ```swift
        /// .conicGradient(Color.purple.gradient, center: center)
        /// ```
        public static func conicGradient(
            _ gradient: AnyGradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            conicGradient(gradient.gradient, center: center, angle: angle, options: options)
        }

        /// A shading that tiles an image across the plane.
        ///
        /// ```swift
        /// context.fill(Path(CGRect(origin: .zero, size: size)), with: .tiledImage(Image("brick"), scale: 0.5))
        /// ```
        ///
        /// - Parameters:
        ///   - image: The image to tile.
        ///   - origin: Where a tile's top-leading corner sits, in the operation's user space.
        ///   - sourceRect: The part of the image to tile, in unit coordinates. Kinema tiles the
        ///     whole image.
        ///   - scale: The scale of a tile (non-finite or non-positive scales count as 1).
        public static func tiledImage(
            _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
            scale: CGFloat = 1
        ) -> Shading {
            Shading(kind: .tiledImage(image, origin: origin, scale: scale.isFinite && scale > 0 ? scale : 1))
        }
    }
}

// MARK: - Resolution

/// What a shading paints with, for an object drawn in a given rectangle.
enum CanvasPaint {
    /// Nothing is drawn.
    case none
    /// The item's foreground colour.
    case foreground
    case color(Color)
    /// A gradient, its geometry in units of the object's rectangle.
    case paint(ResolvedPaint)
}

extension GraphicsContext.Shading {
    /// What the shading paints an object drawn in `rect` (user space) with. A tiled image, which
    /// no single paint draws, paints with the foreground here.
    func paint(in rect: CGRect) -> CanvasPaint {
        func unit(_ point: CGPoint) -> UnitPoint {
            UnitPoint(
                x: rect.width > 0 ? (point.x - rect.minX) / rect.width : 0,
                y: rect.height > 0 ? (point.y - rect.minY) / rect.height : 0)
        }
        switch kind {
        case .foreground, .tiledImage:
            return .foreground
        case .backdrop:
            return .none
        case .color(let color):
            return .color(color)
        case .paint(let paint):
            switch paint {
            case .color(let color): return .color(color)
            case .foreground(level: 0, opacity: 1): return .foreground
            case .foreground, .tint: return .color(paint.fallbackColor)
            default: return .paint(paint)
            }
        case let .linear(stops, start, end):
            return .paint(.linearGradient(stops: stops, startPoint: unit(start), endPoint: unit(end)))
        case let .radial(stops, center, startRadius, endRadius):
            return .paint(.radialGradient(stops: stops, center: unit(center), startRadius: startRadius, endRadius: endRadius))
        case let .conic(stops, center, angle):
            // Equal start and end angles are one full turn from there.
            return .paint(.angularGradient(stops: stops, center: unit(center), startAngle: angle, endAngle: angle))
        case .palette(let shadings):
            return shadings.first?.paint(in: rect) ?? .foreground
        }
    }

    /// The colour text or a template image is drawn in: `nil` for the foreground; a gradient's
    /// first colour (text and images draw one colour). `.none` for a shading that draws nothing.
    var itemColor: Color?? {
        switch paint(in: .zero) {
        case .none: return .none
        case .foreground: return .some(nil)
        case .color(let color): return .some(color)
        case .paint(let paint): return .some(paint.fallbackColor)
        }
    }
}
