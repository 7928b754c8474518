import Foundation

/// A view that shows a value within a range.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// .gaugeStyle(.accessoryCircular)
/// ```
///
/// The value's place in the range is `(value − lower) / (upper − lower)`, clamped to 0…1 (a NaN
/// value, or an empty range, shows 0). The linear styles (the default) draw the label, a
/// 4-point capsule track filled to that fraction in the tint, and the minimum and maximum labels
/// at its ends; the circular styles draw a 58-point ring — an open arc of 270° for
/// `.accessoryCircular`, a full ring for `.accessoryCircularCapacity` — with the current value
/// label (else the label) in its middle.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyleKind) private var style
    @Environment(\.tintColor) private var tint

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?,
        maximum: BoundsLabel?
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let place = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        fraction = place.isNaN ? 0 : min(max(place, 0), 1)
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// Creates a gauge showing a value within a range and that describes the gauge's purpose and
    /// current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }

    /// Creates a gauge showing a value within a range and describes the gauge's purpose and
    /// current value, with labels for the bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }

    /// Creates a gauge representing a value within a range, with marked values (the marks are
    /// accepted and not drawn).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where BoundsLabel == EmptyView {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }

    /// Creates a gauge representing a value within a range, with bounds labels and marked values
    /// (the marks are accepted and not drawn).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }

    /// The gauge in its style.
    public var body: some View {
        let tint = self.tint ?? .accentColor
        switch style {
        case .linear:
            VStack(alignment: .leading, spacing: 4) {
                label
                HStack(spacing: 6) {
                    minimumValueLabel?.font(.caption)
                    GaugeTrack(fraction: fraction, tint: tint)
                    maximumValueLabel?.font(.caption)
                }
                currentValueLabel?.font(.caption).foregroundStyle(.secondary)
            }
        case .circular(let capacity):
            let sweep = capacity ? 1.0 : 0.75
            ZStack {
                // The open ring's gap sits at the bottom; a full ring starts at the top.
                ZStack {
                    Circle().trim(from: 0, to: sweep)
                        .stroke(Color.gray.opacity(0.3), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    Circle().trim(from: 0, to: sweep * fraction)
                        .stroke(tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                }
                .rotationEffect(.degrees(capacity ? -90 : 135))
                Group {
                    if let currentValueLabel { currentValueLabel } else { label }
                }
                .font(.system(size: 14, weight: .medium))
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .padding(10)
            }
            .frame(width: 58, height: 58)
        }
    }
}

/// The linear gauge's track and fill.
struct GaugeTrack: View {
    let fraction: Double
    let tint: Color

    var body: some View {
        Capsule().fill(Color.gray.opacity(0.3))
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(tint).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 4)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    ///
    /// ```swift
    /// Gauge(value: progress) { Text("Upload") }
    /// ```
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

/// Defines the implementation of all gauge instances within a view hierarchy.
public protocol GaugeStyle: Sendable {}

/// The default gauge view style in the current context of the view being styled (linear).
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates a default gauge style.
    public init() {}
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's
/// current value increases.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates a linear capacity gauge style.
    public init() {}
}

/// A gauge style that displays bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value (drawn filled to the value by Kinema).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates an accessory linear gauge style.
    public init() {}
}

/// A gauge style that displays bar that fills from leading to trailing edges as the gauge's
/// current value increases.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    public init() {}
}

/// A gauge style that displays an open ring with a marker that appears at a point along the ring
/// to indicate the gauge's current value (drawn filled to the value by Kinema).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    public init() {}
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's
/// current value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker at the current value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker at the current value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

/// How gauges below a view draw.
enum GaugeStyleKind: Hashable, Sendable {
    case linear
    case circular(capacity: Bool)
}

extension EnvironmentValues {
    var gaugeStyleKind: GaugeStyleKind {
        get { self[GaugeStyleKindKey.self] }
        set { self[GaugeStyleKindKey.self] = newValue }
    }
}

private struct GaugeStyleKindKey: EnvironmentKey {
    static let defaultValue = GaugeStyleKind.linear
}

extension View {
    /// Sets the style for gauges within this view.
    ///
    /// ```swift
    /// Gauge(value: 0.4) { Text("CPU") }.gaugeStyle(.accessoryCircularCapacity)
    /// ```
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let kind: GaugeStyleKind =
            style is AccessoryCircularGaugeStyle ? .circular(capacity: false)
            : style is AccessoryCircularCapacityGaugeStyle ? .circular(capacity: true) : .linear
        return environment(\.gaugeStyleKind, kind)
    }
}
