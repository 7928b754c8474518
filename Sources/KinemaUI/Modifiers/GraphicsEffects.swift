import Foundation

// The blur and colour effects, blend modes and compositing groups: each is a drawing effect that
// opens a group around the items under it (see `DisplayList.Group`), so a renderer applies it to
// them together. The amounts are animatable attributes, as SwiftUI's are.

/// A filter over the items under the effect, with one animatable amount.
struct FilterEffect: DrawingEffect {
    enum Kind: Equatable {
        case blur(opaque: Bool)
        case brightness, contrast, saturation, grayscale, hueRotation
    }

    var kind: Kind
    /// The radius, amount or angle in degrees.
    var amount: Double

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func apply(in rect: CGRect, to state: inout DrawState) {
        // Non-finite amounts draw as if there were no effect (a blur of 0, an identity filter).
        guard amount.isFinite else { return }
        let filter: DisplayList.Filter
        switch kind {
        case .blur(let opaque):
            guard amount > 0 else { return }
            filter = .blur(radius: CGFloat(amount), opaque: opaque)
        case .brightness: filter = .brightness(amount)
        case .contrast: filter = .contrast(amount)
        case .saturation: filter = .saturation(max(amount, 0))
        case .grayscale: filter = .grayscale(min(max(amount, 0), 1))
        case .hueRotation: filter = .hueRotation(.degrees(amount))
        }
        state.open(.filter(filter))
    }
}

/// Multiplies the colours of the items under it by an animatable colour.
struct ColorMultiplyEffect: DrawingEffect {
    var color: Color

    var animatableData: Color.AnimatableData {
        get { color.animatableData }
        set { color.animatableData = newValue }
    }

    func apply(in rect: CGRect, to state: inout DrawState) {
        state.open(.filter(.colorMultiply(color)))
    }
}

/// A group effect with nothing to animate: an inversion, a blend mode, a compositing group, or
/// one side of a mask.
struct StaticGroupEffect: DrawingEffect {
    var effect: DisplayList.GroupEffect
    /// The group's id when it is not the effect's own (the two sides of a mask share one).
    var id: Int?

    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func apply(in rect: CGRect, to state: inout DrawState) {
        state.open(effect, id: id)
    }
}

extension View {
    /// Applies a Gaussian blur to this view.
    ///
    /// ```swift
    /// Text("Loading").blur(radius: isLoading ? 6 : 0)
    /// ```
    ///
    /// The radius animates. Kinema draws a Gaussian whose standard deviation is half the radius;
    /// a radius of 0, a negative one or a non-finite one draws no blur.
    ///
    /// - Parameters:
    ///   - radius: The radial size of the blur. A blur is more diffuse when its radius is large.
    ///   - opaque: A Boolean value that indicates whether the blur renderer permits transparency
    ///     in the blur output. Set to `true` to create an opaque blur.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_AnimatableEffectModifier(effect: FilterEffect(kind: .blur(opaque: opaque), amount: Double(radius))))
    }

    /// Brightens this view by the specified amount.
    ///
    /// ```swift
    /// Color.red.frame(width: 60, height: 60).brightness(pressed ? 0.3 : 0)
    /// ```
    ///
    /// - Parameter amount: A value between 0 (no effect) and 1 (full white brightening) that
    ///   represents the intensity of the brightness effect. It animates.
    public func brightness(_ amount: Double) -> some View {
        modifier(_AnimatableEffectModifier(effect: FilterEffect(kind: .brightness, amount: amount)))
    }

    /// Sets the contrast and separation between similar colors in this view.
    ///
    /// ```swift
    /// Image("photo").contrast(0.5)
    /// ```
    ///
    /// - Parameter amount: The intensity of color contrast to apply. Negative values invert
    ///   colors in addition to applying contrast. It animates.
    public func contrast(_ amount: Double) -> some View {
        modifier(_AnimatableEffectModifier(effect: FilterEffect(kind: .contrast, amount: amount)))
    }

    /// Adjusts the color saturation of this view.
    ///
    /// ```swift
    /// Circle().fill(.orange).saturation(enabled ? 1 : 0)
    /// ```
    ///
    /// - Parameter amount: The amount of saturation to apply to this view: 0 is grey, 1 leaves
    ///   the colours as they are. Negative amounts count as 0. It animates.
    public func saturation(_ amount: Double) -> some View {
        modifier(_AnimatableEffectModifier(effect: FilterEffect(kind: .saturation, amount: amount)))
    }

    /// Adds a grayscale effect to this view.
    ///
    /// ```swift
    /// Image("photo").grayscale(disabled ? 1 : 0)
    /// ```
    ///
    /// - Parameter amount: The intensity of grayscale to apply from 0.0 to less than 1.0. Values
    ///   closer to 0.0 are more colorful, and values closer to 1.0 are less colorful. Clamped to
    ///   0…1. It animates.
    public func grayscale(_ amount: Double) -> some View {
        modifier(_AnimatableEffectModifier(effect: FilterEffect(kind: .grayscale, amount: amount)))
    }

    /// Applies a hue rotation effect to this view.
    ///
    /// ```swift
    /// Rectangle().fill(.red).hueRotation(.degrees(spin ? 360 : 0))
    /// ```
    ///
    /// - Parameter angle: The hue rotation angle to apply to the colors in this view. It animates.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(_AnimatableEffectModifier(effect: FilterEffect(kind: .hueRotation, amount: angle.degrees)))
    }

    /// Adds a color multiplication effect to this view.
    ///
    /// ```swift
    /// Image("photo").colorMultiply(.blue)
    /// ```
    ///
    /// - Parameter color: The color to bias this view toward. It animates.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_AnimatableEffectModifier(effect: ColorMultiplyEffect(color: color)))
    }

    /// Inverts the colors in this view.
    ///
    /// ```swift
    /// Text("Night").colorInvert()
    /// ```
    public func colorInvert() -> some View {
        modifier(_AnimatableEffectModifier(effect: StaticGroupEffect(effect: .filter(.colorInvert))))
    }

    /// Adds a luminance to alpha effect to this view: dark regions become transparent, bright
    /// ones opaque.
    ///
    /// ```swift
    /// Image("stencil").luminanceToAlpha()
    /// ```
    public func luminanceToAlpha() -> some View {
        modifier(_AnimatableEffectModifier(effect: StaticGroupEffect(effect: .filter(.luminanceToAlpha))))
    }

    /// Sets the blend mode for compositing this view with overlapping views.
    ///
    /// ```swift
    /// ZStack {
    ///     Circle().fill(.red)
    ///     Circle().fill(.blue).offset(x: 40).blendMode(.screen)
    /// }
    /// ```
    ///
    /// The SVG renderer writes CSS `mix-blend-mode`; the Porter–Duff modes that CSS lacks
    /// (`sourceAtop`, `destinationOver`, `destinationOut`, `plusDarker`) draw as `normal`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_AnimatableEffectModifier(effect: StaticGroupEffect(effect: .blendMode(blendMode))))
    }

    /// Wraps this view in a compositing group: it is drawn as one layer first, so the opacity
    /// and blend mode of views around it apply to that layer as a whole.
    ///
    /// ```swift
    /// ZStack {
    ///     Circle().fill(.red)
    ///     Circle().fill(.red).offset(x: 30)
    /// }
    /// .compositingGroup()
    /// .opacity(0.5)   // the overlap is not darker
    /// ```
    public func compositingGroup() -> some View {
        modifier(_AnimatableEffectModifier(effect: StaticGroupEffect(effect: .compositing(opacity: 1))))
    }

    /// Composites this view's contents into an offscreen image before final display.
    ///
    /// ```swift
    /// ZStack {
    ///     ForEach(0..<200) { index in
    ///         Circle().fill(.orange.opacity(0.3)).frame(width: 8, height: 8).offset(x: CGFloat(index))
    ///     }
    /// }
    /// .drawingGroup()
    /// ```
    ///
    /// Headless, drawing is already offscreen: this is a compositing group (see
    /// ``View/compositingGroup()``), and `opaque` and `colorMode` do not change the output.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }
}
