import Foundation

/// A control that performs increment and decrement actions.
///
/// ```swift
/// struct Quantity: View {
///     @State private var count = 1
///     var body: some View {
///         Stepper("Quantity: \(count)", value: $count.animation(.snappy), in: 1...10)
///     }
/// }
/// ```
///
/// It draws its label and, at the trailing edge of the full width, UIKit's 94 × 32 control: a
/// rounded background with a minus half and a plus half. In a ``ViewHost``, ``ViewHost/tap(at:)``
/// on the leading half decrements and on the trailing half increments, under the transaction
/// current where the host is called; ``ViewHost/press(at:)`` highlights the half and calls
/// `onEditingChanged(true)`, and releasing calls `onEditingChanged(false)` and steps.
///
/// With a value and bounds, a step never leaves the bounds: incrementing writes
/// `min(value + step, upper)`, decrementing `max(value − step, lower)`, and a half whose step
/// cannot move the value (at its bound) is drawn grey and does nothing. A step that is zero,
/// negative or NaN disables both halves; so does a NaN value without bounds, while with bounds a
/// NaN value steps to the lower bound. `onIncrement` or `onDecrement` `nil` disables its half.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    /// Creates a stepper instance that performs the closures you provide when the user increments
    /// or decrements the stepper.
    ///
    /// ```swift
    /// Stepper {
    ///     Text("Value: \(value)")
    /// } onIncrement: {
    ///     value += 1
    /// } onDecrement: {
    ///     value -= 1
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - label: A view describing the purpose of this stepper.
    ///   - onIncrement: The closure to execute when the user taps the control's plus button.
    ///   - onDecrement: The closure to execute when the user taps the control's minus button.
    ///   - onEditingChanged: A closure called when editing begins and ends.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper instance that performs the closures you provide when the user increments
    /// or decrements the stepper (the older spelling, with the label last).
    ///
    /// ```swift
    /// Stepper(onIncrement: { page += 1 }, onDecrement: { page -= 1 }) { Text("Page \(page)") }
    /// ```
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value you provide.
    ///
    /// ```swift
    /// Stepper(value: $count, step: 2) { Text("Count: \(count)") }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The binding to a value that you provide.
    ///   - step: The amount to increment or decrement `value` each time. Defaults to `1`.
    ///   - label: A view describing the purpose of this stepper.
    ///   - onEditingChanged: A closure that's called when editing begins and ends.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        let (increment, decrement) = StepperSteps.actions(value: value, bounds: nil, step: step)
        self.init(label: label, onIncrement: increment, onDecrement: decrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value and within a range of values you provide.
    ///
    /// ```swift
    /// Stepper(value: $count, in: 0...10) { Text("Count: \(count)") }
    /// ```
    ///
    /// - Parameters:
    ///   - value: A binding to a value that you provide.
    ///   - bounds: A closed range that describes the upper and lower bounds permitted by the stepper.
    ///   - step: The amount to increment or decrement the stepper each time. Defaults to `1`.
    ///   - label: A view describing the purpose of this stepper.
    ///   - onEditingChanged: A closure that's called when editing begins and ends.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        let (increment, decrement) = StepperSteps.actions(
            value: value, bounds: (bounds.lowerBound, bounds.upperBound), step: step)
        self.init(label: label, onIncrement: increment, onDecrement: decrement, onEditingChanged: onEditingChanged)
    }

    /// The label and the control.
    public var body: some View {
        let onIncrement = isEnabled ? self.onIncrement : nil
        let onDecrement = isEnabled ? self.onDecrement : nil
        let control = _PressableControl(
            content: { isPressed, touch in
                let pressedHalf: Bool? = isPressed ? (touch.map { $0.horizontalFraction >= 0.5 }) : nil
                return AnyView(StepperControl(
                    canDecrement: onDecrement != nil, canIncrement: onIncrement != nil,
                    pressedIncrement: pressedHalf))
            },
            activate: { touch in
                if touch.horizontalFraction >= 0.5 { onIncrement?() } else { onDecrement?() }
            },
            pressChanged: { onEditingChanged($0) })
        return HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            control
        }
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper that uses a title key and executes the closures you provide when the user
    /// taps the stepper's increment and decrement buttons.
    ///
    /// ```swift
    /// Stepper("Zoom", onIncrement: { zoom *= 2 }, onDecrement: { zoom /= 2 })
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper using a title string and that executes the closures you provide when the
    /// user taps the stepper's increment and decrement buttons.
    ///
    /// ```swift
    /// Stepper(name, onIncrement: { level += 1 }, onDecrement: { level -= 1 })
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key and configured to increment and decrement a binding to a
    /// value and step amount you provide.
    ///
    /// ```swift
    /// Stepper("Count: \(count)", value: $count)
    /// ```
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title and configured to increment and decrement a binding to a
    /// value and step amount you provide.
    ///
    /// ```swift
    /// Stepper(title, value: $count, step: 5)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step
    /// size and within a closed range that you provide.
    ///
    /// ```swift
    /// Stepper("Guests: \(guests)", value: $guests, in: 1...12)
    /// ```
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step
    /// size and within a closed range that you provide.
    ///
    /// ```swift
    /// Stepper(title, value: $guests, in: 1...12)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// The increment and decrement actions of a value stepper, `nil` for a half that cannot move the
/// value now.
enum StepperSteps {
    @MainActor
    static func actions<V: Strideable>(
        value: Binding<V>, bounds: (lower: V, upper: V)?, step: V.Stride
    ) -> (increment: (() -> Void)?, decrement: (() -> Void)?) {
        guard step > .zero else { return (nil, nil) }
        let current = value.wrappedValue
        // A value that is not equal to itself is NaN: it steps to the lower bound, or not at all.
        if current != current {
            guard let bounds else { return (nil, nil) }
            let reset = { value.wrappedValue = bounds.lower }
            return (reset, reset)
        }
        guard let bounds else {
            return ({ value.wrappedValue = value.wrappedValue.advanced(by: step) },
                    { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
        }
        let clamp = { (v: V) -> V in min(max(v, bounds.lower), bounds.upper) }
        let increment: (() -> Void)? = current < bounds.upper
            ? { value.wrappedValue = clamp(value.wrappedValue.advanced(by: step)) } : nil
        let decrement: (() -> Void)? = current > bounds.lower
            ? { value.wrappedValue = clamp(value.wrappedValue.advanced(by: -step)) } : nil
        return (increment, decrement)
    }
}

/// UIKit's stepper: a rounded background, a minus half and a plus half, a separator between.
struct StepperControl: View {
    let canDecrement: Bool
    let canIncrement: Bool
    /// The pressed half: `true` the plus half, `false` the minus half, `nil` none.
    let pressedIncrement: Bool?

    var body: some View {
        let size = ControlMetrics.stepperSize
        let half = size.width / 2
        let highlight = Color.black.opacity(0.08)
        return HStack(spacing: 0) {
            Image(systemName: "minus")
                .foregroundStyle(canDecrement ? Color.primary : ControlMetrics.tertiaryLabel)
                .frame(width: half, height: size.height)
                .background(pressedIncrement == false && canDecrement ? highlight : .clear)
            Image(systemName: "plus")
                .foregroundStyle(canIncrement ? Color.primary : ControlMetrics.tertiaryLabel)
                .frame(width: half, height: size.height)
                .background(pressedIncrement == true && canIncrement ? highlight : .clear)
        }
        .background(ControlMetrics.tertiarySystemFill)
        .overlay(ControlMetrics.separator.frame(width: 1, height: size.height * 0.55))
        .clipShape(RoundedRectangle(cornerRadius: ControlMetrics.stepperCornerRadius))
    }
}
