import Foundation

/// A structure that defines the configuration of a physical glass material (iOS 26's Liquid
/// Glass).
///
/// ```swift
/// Label("Flag", systemImage: "flag.fill")
///     .padding()
///     .glassEffect(.regular.tint(.orange).interactive())
/// ```
///
/// Kinema draws glass as a translucent material in the effect's shape — `.regular` as the
/// regular material, `.clear` as the ultra-thin one — with the tint laid over it at a quarter
/// opacity and a thin light rim; it does not refract or blur what is behind. `.identity` draws
/// nothing. Interactive glass responds to nothing more than plain glass does.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }

    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The regular variant of glass.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }

    /// The clear variant of glass.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }

    /// The identity variant of glass: no glass at all.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// Returns a copy of the structure with a configured tint color.
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// Returns a copy of the glass configured to be interactive.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }
}

/// The shape glass takes when none is given: a capsule.
public struct DefaultGlassEffectShape: Shape {
    /// Creates the default glass shape.
    public init() {}

    public nonisolated func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }
}

/// Draws glass behind a view.
struct _GlassEffectModifier<GlassShape: Shape>: ViewModifier {
    let glass: Glass
    let shape: GlassShape

    func body(content: Content) -> some View {
        content.background {
            if glass.variant != .identity {
                ZStack {
                    shape.fill(glass.variant == .clear ? Material.ultraThinMaterial : Material.regularMaterial)
                    if let tint = glass.tintColor {
                        shape.fill(tint.opacity(0.25))
                    }
                    shape.stroke(Color.white.opacity(0.5), lineWidth: 0.5)
                }
            }
        }
    }
}

extension View {
    /// Applies the Liquid Glass effect to a view: glass in `shape` behind it.
    ///
    /// ```swift
    /// Text("Hello")
    ///     .padding()
    ///     .glassEffect(.regular, in: .rect(cornerRadius: 16))
    /// ```
    ///
    /// See ``Glass`` for how Kinema draws it.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(_GlassEffectModifier(glass: glass, shape: shape))
    }

    /// Associates an identity value with the view's glass, so glass effects can morph between
    /// views; Kinema matches the views' geometry (`matchedGeometryEffect`) for a non-`nil` id.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        matchedGeometryEffect(id: AnyHashable(id), in: namespace, isSource: id != nil)
    }
}

/// A view that combines the glass effects of its content (Kinema draws each view's glass on its
/// own; the spacing is accepted).
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///     HStack { pencil.glassEffect(); eraser.glassEffect() }
/// }
/// ```
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// Creates a glass effect container with the provided spacing.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content }
}

/// A button style that draws the label on glass in a capsule.
///
/// ```swift
/// Button("Play") { play() }.buttonStyle(.glass)
/// ```
public struct GlassButtonStyle: ButtonStyle {
    /// Creates a glass button style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _GlassButtonBody(configuration: configuration, prominent: false)
    }
}

/// A button style that draws the label on glass tinted with the accent colour.
public struct GlassProminentButtonStyle: ButtonStyle {
    /// Creates a prominent glass button style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _GlassButtonBody(configuration: configuration, prominent: true)
    }
}

/// A glass button: the label padded as a bordered button's, on (tinted) glass, dimmed while
/// pressed.
struct _GlassButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.controlTint) private var tint

    var body: some View {
        configuration.label
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .foregroundStyle(prominent ? Color.white : tint)
            .background {
                Capsule().fill(prominent ? tint : Color.clear)
            }
            .glassEffect(prominent ? .regular.tint(tint) : .regular, in: Capsule())
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

extension ButtonStyle where Self == GlassButtonStyle {
    /// A button style that applies glass border artwork based on the button's context.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension ButtonStyle where Self == GlassProminentButtonStyle {
    /// A button style that applies prominent glass border artwork based on the button's context.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
