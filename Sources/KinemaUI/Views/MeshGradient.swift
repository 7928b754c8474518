import Foundation

/// A two-dimensional gradient defined by a 2D grid of positioned colors.
///
/// ```swift
/// MeshGradient(width: 3, height: 3, points: [
///     [0, 0], [0.5, 0], [1, 0],
///     [0, 0.5], [0.5, 0.5], [1, 0.5],
///     [0, 1], [0.5, 1], [1, 1],
/// ], colors: [
///     .red, .purple, .indigo,
///     .orange, .white, .blue,
///     .yellow, .green, .mint,
/// ])
/// ```
///
/// Points are unit coordinates of the frame, rows from the top. As a view, the mesh fills its
/// frame: first with `background`, then each cell of the grid as a patch whose edges join its
/// four vertices in straight lines (explicit Bézier control points are accepted and not
/// followed), with the vertex colours interpolated bilinearly in sRGB across it — drawn as
/// 12 × 12 flat facets a patch, each the colour at its centre. `smoothsColors` and `colorSpace`
/// are accepted. As a shape style (a fill, a foreground style) it paints the mean of its
/// colours. A mesh whose arrays do not hold `width × height` elements, or narrower than 2 × 2,
/// draws only its background.
public struct MeshGradient: Sendable {
    /// The width of the mesh, i.e. the number of vertices per row.
    public var width: Int
    /// The height of the mesh, i.e. the number of vertices per column.
    public var height: Int
    /// The array of locations. Must contain `width x height` elements.
    public var locations: Locations
    /// The array of colors. Must contain `width x height` elements.
    public var colors: Colors
    /// The background color, this fills any points outside the defined vertex mesh.
    public var background: Color
    /// Whether cubic (smooth) interpolation should be used for the colors in the mesh (accepted).
    public var smoothsColors: Bool
    /// The color space in which to interpolate vertex colors (accepted: Kinema interpolates in sRGB).
    public var colorSpace: Gradient.ColorSpace

    /// Creates a new gradient mesh specified as a 2D grid of colored points.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Creates a new gradient mesh specified as a 2D grid of colored points, specifying the
    /// Bezier control points explicitly.
    public init(
        width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Creates a new gradient mesh specified as a 2D grid of colored vertices.
    public init(
        width: Int, height: Int, locations: MeshGradient.Locations, colors: MeshGradient.Colors,
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A type representing the vertex locations of the mesh.
    public enum Locations: Equatable, Sendable {
        /// An array of vertex positions with implicit control points.
        case points([SIMD2<Float>])
        /// An array of Bezier points.
        case bezierPoints([MeshGradient.BezierPoint])

        var positions: [SIMD2<Float>] {
            switch self {
            case .points(let points): points
            case .bezierPoints(let points): points.map(\.position)
            }
        }
    }

    /// A type representing the vertex colors of the mesh.
    public enum Colors: Equatable, Sendable {
        /// An array of colors.
        case colors([Color])

        var values: [Color] {
            switch self {
            case .colors(let colors): colors
            }
        }
    }

    /// A single vertex in the mesh, with its position and the control points of the Bézier
    /// curves to its neighbours.
    public struct BezierPoint: Equatable, Sendable {
        /// The position of the vertex.
        public var position: SIMD2<Float>
        /// The Bezier control point of the curve to the vertex's leading neighbour.
        public var leadingControlPoint: SIMD2<Float>
        /// The Bezier control point of the curve to the vertex's top neighbour.
        public var topControlPoint: SIMD2<Float>
        /// The Bezier control point of the curve to the vertex's trailing neighbour.
        public var trailingControlPoint: SIMD2<Float>
        /// The Bezier control point of the curve to the vertex's bottom neighbour.
        public var bottomControlPoint: SIMD2<Float>

        /// Creates a new Bezier point.
        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The facets a patch is drawn as, along each side.
    static let facetsPerSide = 12

    /// The vertices and colours, when the mesh is well formed.
    var grid: (points: [SIMD2<Float>], colors: [Color])? {
        let points = locations.positions, colors = self.colors.values
        guard width >= 2, height >= 2, width <= 1_000, height <= 1_000, points.count == width * height,
              colors.count == width * height, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
        else { return nil }
        return (points, colors)
    }

    /// Draws the mesh into `size`, as the view does.
    func draw(in context: GraphicsContext, size: CGSize) {
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(background))
        guard let (points, colors) = grid else { return }
        let facets = Self.facetsPerSide
        func vertex(_ column: Int, _ row: Int) -> (x: Double, y: Double) {
            let point = points[row * width + column]
            return (Double(point.x) * size.width, Double(point.y) * size.height)
        }
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                let corners = [vertex(column, row), vertex(column + 1, row), vertex(column, row + 1), vertex(column + 1, row + 1)]
                let tints = [colors[row * width + column], colors[row * width + column + 1],
                             colors[(row + 1) * width + column], colors[(row + 1) * width + column + 1]]
                func place(_ u: Double, _ v: Double) -> CGPoint {
                    let top = (corners[0].x + (corners[1].x - corners[0].x) * u, corners[0].y + (corners[1].y - corners[0].y) * u)
                    let bottom = (corners[2].x + (corners[3].x - corners[2].x) * u, corners[2].y + (corners[3].y - corners[2].y) * u)
                    return CGPoint(x: top.0 + (bottom.0 - top.0) * v, y: top.1 + (bottom.1 - top.1) * v)
                }
                for j in 0..<facets {
                    for i in 0..<facets {
                        let u0 = Double(i) / Double(facets), u1 = Double(i + 1) / Double(facets)
                        let v0 = Double(j) / Double(facets), v1 = Double(j + 1) / Double(facets)
                        var facet = Path()
                        facet.move(to: place(u0, v0))
                        facet.addLine(to: place(u1, v0))
                        facet.addLine(to: place(u1, v1))
                        facet.addLine(to: place(u0, v1))
                        facet.closeSubpath()
                        let color = Self.bilinear(tints, (u0 + u1) / 2, (v0 + v1) / 2)
                        // A hairline stroke of the same colour closes the anti-aliasing seams
                        // between neighbouring facets.
                        context.fill(facet, with: .color(color))
                        context.stroke(facet, with: .color(color), lineWidth: 0.5)
                    }
                }
            }
        }
    }

    /// The colour at (`u`, `v`) of a patch whose corners are top leading, top trailing, bottom
    /// leading, bottom trailing.
    static func bilinear(_ corners: [Color], _ u: Double, _ v: Double) -> Color {
        func mix(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let top = a + (b - a) * u, bottom = c + (d - c) * u
            return top + (bottom - top) * v
        }
        return Color(
            red: mix(corners[0].red, corners[1].red, corners[2].red, corners[3].red),
            green: mix(corners[0].green, corners[1].green, corners[2].green, corners[3].green),
            blue: mix(corners[0].blue, corners[1].blue, corners[2].blue, corners[3].blue),
            opacity: mix(corners[0].opacity, corners[1].opacity, corners[2].opacity, corners[3].opacity))
    }
}

extension MeshGradient: View {
    /// The mesh, filling the frame.
    public var body: some View {
        let mesh = self
        return Canvas { context, size in mesh.draw(in: context, size: size) }
    }
}

extension MeshGradient: ShapeStyle {
    /// The mean of the mesh's colours (Kinema's display list has no mesh paint).
    public var _paint: ResolvedPaint {
        let colors = self.colors.values
        guard !colors.isEmpty else { return .color(background) }
        let count = Double(colors.count)
        return .color(Color(
            red: colors.map(\.red).reduce(0, +) / count, green: colors.map(\.green).reduce(0, +) / count,
            blue: colors.map(\.blue).reduce(0, +) / count, opacity: colors.map(\.opacity).reduce(0, +) / count))
    }
}
