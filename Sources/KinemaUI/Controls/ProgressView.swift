import Foundation

/// A view that shows the progress toward completion of a task.
///
/// ```swift
/// struct Download: View {
///     @State private var progress = 0.5
///     var body: some View {
///         VStack {
///             ProgressView(value: progress)
///             Button("More") { withAnimation { progress += 0.05 } }
///         }
///     }
/// }
/// ```
///
/// A determinate progress view (made with a value) is drawn, by default, as a bar: a 4-point
/// capsule track as wide as offered, filled with the tint to the completed fraction, which moves
/// under the transaction of the change. An indeterminate one (no value, or a `nil` value) is an
/// activity indicator: eight grey spokes, 20 points across (37 at `.large` control size), turning
/// once a second for as long as it is shown — a host showing one keeps animating. See
/// ``ProgressViewStyle`` for the styles.
///
/// A value outside `0...total` is pinned to the nearer limit; a NaN value, or a total that is not
/// positive and finite, shows no progress (a fraction of 0).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.self) private var environment

    init(fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// Creates a progress view for showing determinate progress, with a custom label.
    ///
    /// ```swift
    /// ProgressView(value: progress, total: 100) {
    ///     Text("Downloading")
    /// } currentValueLabel: {
    ///     Text("\(Int(progress)) %")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The completed amount of the task to this point, in a range of `0.0` to `total`,
    ///     or `nil` if the progress is indeterminate.
    ///   - total: The full amount representing the complete scope of the task. The default value
    ///     is `1.0`.
    ///   - label: A view that describes the task in progress.
    ///   - currentValueLabel: A view that describes the level of completed progress of the task.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fractionCompleted: ProgressFraction.of(value, total: total), label: label(),
            currentValueLabel: currentValueLabel())
    }

    /// The progress view as its style draws it.
    public var body: some View {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: label.map { ProgressViewStyleConfiguration.Label(content: $0) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: $0) })
        return styledBody(
            configuration, stack: \.progressViewStyleStack,
            fallback: AnyStyle(DefaultProgressViewStyle()) { $0.makeBody(configuration: $1) }, in: environment)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    ///
    /// ```swift
    /// ProgressView { Text("Loading") }
    /// ```
    public init(@ViewBuilder label: () -> Label) {
        self.init(fractionCompleted: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a custom label.
    ///
    /// ```swift
    /// ProgressView(value: 0.25) { Text("Uploading") }
    /// ```
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fractionCompleted: ProgressFraction.of(value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    ///
    /// ```swift
    /// ProgressView()
    /// ```
    public init() {
        self.init(fractionCompleted: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress.
    ///
    /// ```swift
    /// ProgressView(value: 5, total: 15)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The completed amount of the task to this point, in a range of `0.0` to `total`,
    ///     or `nil` if the progress is indeterminate.
    ///   - total: The full amount representing the complete scope of the task. The default value
    ///     is `1.0`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fractionCompleted: ProgressFraction.of(value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label from a
    /// localized string.
    ///
    /// ```swift
    /// ProgressView("Loading")
    /// ```
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fractionCompleted: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from a
    /// string.
    ///
    /// ```swift
    /// ProgressView(status)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fractionCompleted: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label from a
    /// localized string.
    ///
    /// ```swift
    /// ProgressView("Downloading", value: progress, total: 100)
    /// ```
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fractionCompleted: ProgressFraction.of(value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label from a
    /// string.
    ///
    /// ```swift
    /// ProgressView(fileName, value: progress)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fractionCompleted: ProgressFraction.of(value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view based on a style configuration: inside a ``ProgressViewStyle``'s
    /// body, the progress view as the style in effect outside it draws it.
    ///
    /// ```swift
    /// struct ShadowedProgressViews: ProgressViewStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         ProgressView(configuration).shadow(color: .gray, radius: 4, x: 0, y: 2)
    ///     }
    /// }
    /// ```
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fractionCompleted: configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}

/// The completed fraction of a progress value.
enum ProgressFraction {
    /// `value / total` pinned to 0…1; `nil` for no value (indeterminate); 0 for a NaN value or a
    /// total that is not positive and finite.
    static func of<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        let completed = Double(value), whole = Double(total)
        guard !completed.isNaN, whole > 0, whole.isFinite else { return 0 }
        return min(max(completed / whole, 0), 1)
    }
}
