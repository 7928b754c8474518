import Foundation

// Metal shaders (`ShaderLibrary`, `colorEffect`, `distortionEffect`, `layerEffect`) name functions
// compiled into a Metal library. Linux has no Metal, so Kinema keeps the whole vocabulary — code
// that builds shaders from its animation state compiles and runs — and draws the content the
// effect is applied to unchanged: a colour, distortion or layer effect is the identity, a shader
// used as a fill is transparent. `Shader.isSupported` (Kinema's) says so, for code that wants a
// fallback of its own.

/// A Metal shader library.
///
/// ```swift
/// Image("photo")
///     .colorEffect(ShaderLibrary.default.sepia(.float(strength)))
/// ```
///
/// Functions are looked up by name (`ShaderLibrary.ripple`, `ShaderLibrary.default.ripple`) and
/// called with their arguments to make a ``Shader``.
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
    private enum Source: Hashable, Sendable {
        case main, bundle(String), url(URL), data(Data)
    }

    private let source: Source

    /// The default shader library of the main bundle.
    public static let `default` = ShaderLibrary(source: .main)

    /// Returns the default shader library of the specified bundle.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: .bundle(bundle.bundlePath))
    }

    /// Creates a new Metal shader library from the contents of `url`.
    public init(url: URL) {
        source = .url(url)
    }

    /// Creates a new Metal shader library from `data`.
    public init(data: Data) {
        source = .data(data)
    }

    private init(source: Source) {
        self.source = source
    }

    /// Returns a new shader function representing the stitchable function in the default library
    /// called `name`.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// Returns a new shader function representing the stitchable function in this library called
    /// `name`.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }
}

/// A reference to a function in a Metal shader library.
///
/// ```swift
/// let wave = ShaderLibrary.wave       // a ShaderFunction
/// let shader = wave(.float(time))     // a Shader
/// ```
@dynamicCallable
public struct ShaderFunction: Hashable, Sendable {
    /// The shader library storing the function.
    public var library: ShaderLibrary
    /// The name of the shader function in the library.
    public var name: String

    /// Creates a new function reference from the provided shader library and function name.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// Returns a new shader by applying the provided argument values to the referenced function.
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A reference to a shader function with the values of its arguments.
///
/// ```swift
/// Text("Hello").colorEffect(ShaderLibrary.rainbow(.float(seconds)))
/// ```
///
/// Kinema has no Metal: effects made with a shader draw their content unchanged, and a shader
/// used as a fill is transparent.
public struct Shader: Equatable, Sendable {
    /// The shader function called by the shader.
    public var function: ShaderFunction
    /// The uniform argument values passed to the shader function.
    public var arguments: [Shader.Argument]
    /// Whether the shader dithers its output colours (accepted).
    public var dithersColor = false

    /// Creates a new shader from a function and the uniform argument values to bind to the
    /// function.
    public init(function: ShaderFunction, arguments: [Shader.Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// Whether shaders are drawn on this platform: `false` in Kinema (there is no Metal).
    public static var isSupported: Bool { false }

    /// A single uniform argument value to a shader function.
    public struct Argument: Equatable, Sendable {
        private enum Value: Equatable, Sendable {
            case floats([Double])
            case floatArray([Float])
            case colors([Color])
            case image(Image)
            case data(Data)
            case boundingRect
        }

        private let value: Value

        /// Returns an argument value representing the floating-point number `x`.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
            Argument(value: .floats([Double(x)]))
        }

        /// Returns an argument value representing a two-element vector.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y)]))
        }

        /// Returns an argument value representing a point as a two-element vector.
        public static func float2(_ point: CGPoint) -> Argument {
            .float2(point.x, point.y)
        }

        /// Returns an argument value representing a size as a two-element vector.
        public static func float2(_ size: CGSize) -> Argument {
            .float2(size.width, size.height)
        }

        /// Returns an argument value representing a vector as a two-element vector.
        public static func float2(_ vector: CGVector) -> Argument {
            .float2(vector.dx, vector.dy)
        }

        /// Returns an argument value representing a three-element vector.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z)]))
        }

        /// Returns an argument value representing a four-element vector.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }

        /// Returns an argument value defined by the provided array of floating-point numbers.
        public static func floatArray(_ array: [Float]) -> Argument {
            Argument(value: .floatArray(array))
        }

        /// Returns an argument value representing a color, as a premultiplied four-element vector.
        public static func color(_ color: Color) -> Argument {
            Argument(value: .colors([color]))
        }

        /// Returns an argument value defined by the provided array of colors.
        public static func colorArray(_ array: [Color]) -> Argument {
            Argument(value: .colors(array))
        }

        /// Returns an argument value defined by the provided image.
        public static func image(_ image: Image) -> Argument {
            Argument(value: .image(image))
        }

        /// Returns an argument value defined by the provided data value.
        public static func data(_ data: Data) -> Argument {
            Argument(value: .data(data))
        }

        /// Returns an argument value representing the bounding rect of the shape or view being
        /// drawn into.
        public static var boundingRect: Argument {
            Argument(value: .boundingRect)
        }
    }
}

extension Shader: ShapeStyle {
    /// Transparent: a shader fill is not drawn without Metal.
    public var _paint: ResolvedPaint { .color(.clear) }
}

extension View {
    /// Returns a new view that applies `shader` to `self` as a filter effect on the color of each
    /// pixel.
    ///
    /// ```swift
    /// Image(systemName: "figure.run").colorEffect(ShaderLibrary.glow(.float(intensity)))
    /// ```
    ///
    /// Kinema draws the view unchanged (there is no Metal to run the shader).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        self
    }

    /// Returns a new view that applies `shader` to `self` as a geometric distortion effect on the
    /// location of each pixel.
    ///
    /// ```swift
    /// Text("Wavy").distortionEffect(ShaderLibrary.wave(.float(time)), maxSampleOffset: CGSize(width: 0, height: 10))
    /// ```
    ///
    /// Kinema draws the view undistorted.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        self
    }

    /// Returns a new view that applies `shader` to `self` as a filter on the raster layer created
    /// from `self`.
    ///
    /// ```swift
    /// content.layerEffect(ShaderLibrary.pixellate(.float(8)), maxSampleOffset: .zero)
    /// ```
    ///
    /// Kinema draws the view unfiltered.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        self
    }
}

extension VisualEffect {
    /// Returns a new visual effect that applies `shader` as a filter effect on the color of each
    /// pixel (the identity in Kinema).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        self
    }

    /// Returns a new visual effect that applies `shader` as a geometric distortion effect on the
    /// location of each pixel (the identity in Kinema).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        self
    }

    /// Returns a new visual effect that applies `shader` as a filter on the raster layer created
    /// from the view (the identity in Kinema).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        self
    }
}

extension GraphicsContext.Filter {
    /// Returns a filter that applies `shader` to the color of each source pixel (draws the
    /// layer unchanged in Kinema).
    public static func colorShader(_ shader: Shader) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .ignored)
    }

    /// Returns a filter that applies `shader` as a geometric distortion effect on the location of
    /// each pixel (draws the layer unchanged in Kinema).
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .ignored)
    }

    /// Returns a filter that applies `shader` to the contents of the source layer (draws the
    /// layer unchanged in Kinema).
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .ignored)
    }
}
