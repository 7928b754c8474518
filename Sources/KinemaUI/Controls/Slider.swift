import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// ```swift
/// struct Volume: View {
///     @State private var level = 0.5
///     var body: some View {
///         VStack {
///             Slider(value: $level.animation(.smooth), in: 0...1, step: 0.1)
///             Circle().scaleEffect(level)
///         }
///     }
/// }
/// ```
///
/// The slider takes the width it is offered and is 28 points tall: a 4-point capsule track, filled
/// with the tint up to a white 28-point thumb, between the minimum and maximum value labels when
/// there are any (the `label` itself is not drawn, as on iOS). The thumb and the filled part move
/// under the transaction of the change, so a value changed inside `withAnimation` slides.
///
/// In a ``ViewHost``, ``ViewHost/setValue(_:forSliderAt:)`` sets the value as a drag would:
/// `onEditingChanged(true)`, the value rounded to the step and clamped to the bounds, then
/// `onEditingChanged(false)`, each in its own event.
///
/// Bad input has a defined outcome: a value outside the bounds is drawn at the nearer end (the
/// binding is left alone), a NaN value at the minimum; a step that is zero, negative, infinite or
/// NaN makes the slider continuous; bounds that are not finite (infinite, or NaN where a release
/// build lets `ClosedRange(uncheckedBounds:)` make them) draw the thumb at the minimum and take no
/// value. Disabled, the slider is drawn at half opacity and takes no value.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let lowerBound: Double
    let upperBound: Double
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let showsValueLabels: Bool
    let onEditingChanged: (Bool) -> Void
    @Environment(\.tintColor) private var tint
    @Environment(\.isEnabled) private var isEnabled

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, lowerBound: V, upperBound: V, step: Double?, label: Label,
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, showsValueLabels: Bool,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.lowerBound = Double(lowerBound)
        self.upperBound = Double(upperBound)
        self.step = step
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.showsValueLabels = showsValueLabels
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided labels.
    ///
    /// ```swift
    /// Slider(value: $speed, in: 0...100, step: 5) {
    ///     Text("Speed")
    /// } minimumValueLabel: {
    ///     Text("0")
    /// } maximumValueLabel: {
    ///     Text("100")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - step: The distance between each valid value.
    ///   - label: A view that describes the purpose of the instance (not drawn).
    ///   - minimumValueLabel: A view that describes `bounds.lowerBound`.
    ///   - maximumValueLabel: A view that describes `bounds.upperBound`.
    ///   - onEditingChanged: A callback for when editing begins and ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, step: Double(step),
            label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            showsValueLabels: true, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, which displays the provided labels.
    ///
    /// ```swift
    /// Slider(value: $level) { Text("Level") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values. Defaults to `0...1`.
    ///   - label: A view that describes the purpose of the instance (not drawn).
    ///   - minimumValueLabel: A view that describes `bounds.lowerBound`.
    ///   - maximumValueLabel: A view that describes `bounds.upperBound`.
    ///   - onEditingChanged: A callback for when editing begins and ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, step: nil,
            label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            showsValueLabels: true, onEditingChanged: onEditingChanged)
    }

    /// The slider: its value labels around a track with a thumb.
    public var body: some View {
        let lower = lowerBound, upper = upperBound
        let fraction = Self.fraction(of: value.wrappedValue, lower: lower, upper: upper)
        let value = self.value
        let step = self.step
        let onEditingChanged = self.onEditingChanged
        let tint = self.tint ?? .accentColor
        let track = GeometryReader { proxy in
            SliderTrack(width: proxy.size.width, fraction: fraction, tint: tint)
        }
        .frame(height: ControlMetrics.sliderHeight)
        .modifier(_ControlModifier(
            press: { isPressed, _ in onEditingChanged(isPressed) },
            setValue: { newValue in
                guard let stepped = Self.steppedValue(newValue, lower: lower, upper: upper, step: step) else { return false }
                value.wrappedValue = stepped
                return true
            }))
        return HStack {
            if showsValueLabels { minimumValueLabel }
            track
            if showsValueLabels { maximumValueLabel }
        }
        .opacity(isEnabled ? 1 : 0.5)
    }

    /// Where `value` sits between the bounds, 0…1: the nearer end outside them, 0 for NaN or for
    /// bounds that are not finite or have no width.
    static func fraction(of value: Double, lower: Double, upper: Double) -> Double {
        guard lower.isFinite, upper.isFinite, upper > lower, !value.isNaN else { return 0 }
        return min(max((value - lower) / (upper - lower), 0), 1)
    }

    /// `value` clamped to the bounds and rounded to the nearest step from the lower bound (never
    /// past the last step that fits); `nil` when the bounds are not finite or out of order. A step
    /// that is not positive and finite means no step.
    static func steppedValue(_ value: Double, lower: Double, upper: Double, step: Double?) -> Double? {
        guard !value.isNaN, lower.isFinite, upper.isFinite, lower <= upper else { return nil }
        let clamped = min(max(value, lower), upper)
        guard let step, step > 0, step.isFinite else { return clamped }
        let steps = ((upper - lower) / step).rounded(.down)
        let index = min(max(((clamped - lower) / step).rounded(), 0), steps)
        return lower + index * step
    }
}

/// A slider's track and thumb for a width: the thumb's centre travels from half a thumb in from
/// the leading edge to half a thumb in from the trailing one.
struct SliderTrack: View {
    let width: CGFloat
    let fraction: Double
    let tint: Color

    var body: some View {
        let thumb = ControlMetrics.sliderThumb
        let travel = max(width - thumb, 0) * CGFloat(fraction)
        return ZStack(alignment: .leading) {
            Capsule().fill(ControlMetrics.systemFill)
                .frame(width: width, height: ControlMetrics.sliderTrack)
            Capsule().fill(tint)
                .frame(width: min(travel + thumb / 2, width), height: ControlMetrics.sliderTrack)
            Circle().fill(Color.white)
                .shadow(color: ControlMetrics.knobShadow, radius: 4, x: 0, y: 2)
                .frame(width: thumb, height: thumb)
                .offset(x: travel)
        }
        .frame(width: width, height: ControlMetrics.sliderHeight, alignment: .leading)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided label.
    ///
    /// ```swift
    /// Slider(value: $rating, in: 0...5, step: 1) { Text("Rating") }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, step: Double(step),
            label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), showsValueLabels: false,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, which displays the provided label.
    ///
    /// ```swift
    /// Slider(value: $level) { Text("Level") }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, step: nil,
            label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), showsValueLabels: false,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    ///
    /// ```swift
    /// Slider(value: $speed, in: 0...100, onEditingChanged: { isEditing = $0 })
    /// ```
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values. Defaults to `0...1`.
    ///   - onEditingChanged: A callback for when editing begins and ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, step: nil,
            label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
            showsValueLabels: false, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    ///
    /// ```swift
    /// Slider(value: $size, in: 10...40, step: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - step: The distance between each valid value.
    ///   - onEditingChanged: A callback for when editing begins and ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, step: Double(step),
            label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
            showsValueLabels: false, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// Creates a slider to select a value from a given range, which displays the provided labels
    /// (the older spelling, with the label last).
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) {
    ///     Text("Volume")
    /// }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, step: nil,
            label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
            showsValueLabels: true, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided labels (the older spelling, with the label last).
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...10, step: 1, minimumValueLabel: Text("0"), maximumValueLabel: Text("10")) {
    ///     Text("Volume")
    /// }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, step: Double(step),
            label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
            showsValueLabels: true, onEditingChanged: onEditingChanged)
    }
}
