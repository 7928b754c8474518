import Foundation

/// A type that applies standard interaction behavior to all progress views within a view
/// hierarchy.
///
/// ```swift
/// struct GaugeStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Circle()
///             .trim(from: 0, to: configuration.fractionCompleted ?? 0)
///             .stroke(.tint, lineWidth: 6)
///             .rotationEffect(.degrees(-90))
///     }
/// }
/// ```
///
/// The built-in styles: ``linear`` draws the bar (an indeterminate one, its empty track);
/// ``circular`` draws the activity indicator when indeterminate, and a ring filled clockwise from
/// the top to the fraction when determinate; ``automatic`` is linear for determinate progress and
/// circular otherwise. Labels go above a bar and below a circle; the current value label, in the
/// secondary colour, below the bar.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View

    /// Creates a view representing the body of a progress view.
    ///
    /// - Parameter configuration: The properties of the progress view being created.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View, ErasedContentView {
        let content: any View

        /// The label draws the progress view's label.
        public var body: Never { primitiveBody() }
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View, ErasedContentView {
        let content: any View

        /// The label draws the progress view's current value label.
        public var body: Never { primitiveBody() }
    }

    /// The completed fraction of the task represented by the progress view, from `0.0` (not yet
    /// started) to `1.0` (fully complete), or `nil` if the progress is indeterminate.
    public let fractionCompleted: Double?

    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?

    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The default progress view style in the current context: linear when determinate, circular
/// otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates a default progress view style.
    public init() {}

    /// A bar or an activity indicator.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInProgress(configuration: configuration, isCircular: configuration.fractionCompleted == nil, tint: nil)
    }
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// Creates a linear progress view style.
    public init() {
        tint = nil
    }

    /// Creates a linear progress view style with a tint color.
    public init(tint: Color) {
        self.tint = tint
    }

    /// The bar.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInProgress(configuration: configuration, isCircular: false, tint: tint)
    }
}

/// The style of a progress view that uses a circular gauge to indicate the partial completion of
/// an activity.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// Creates a circular progress view style.
    public init() {
        tint = nil
    }

    /// Creates a circular progress view style with a tint color.
    public init(tint: Color) {
        self.tint = tint
    }

    /// The activity indicator, or a ring.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInProgress(configuration: configuration, isCircular: true, tint: tint)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial completion
    /// of an activity.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension EnvironmentValues {
    /// The progress view styles set above, outermost first: a progress view takes the last one.
    var progressViewStyleStack: [AnyStyle<ProgressViewStyleConfiguration>] {
        get { self[StyleStackKey<ProgressViewStyleConfiguration>.self] }
        set { self[StyleStackKey<ProgressViewStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the style for progress views in this view.
    ///
    /// ```swift
    /// ProgressView(value: 0.4).progressViewStyle(.circular)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) }, onto: \.progressViewStyleStack)
    }
}

/// A progress view drawn by a built-in style.
struct _BuiltInProgress: View {
    let configuration: ProgressViewStyleConfiguration
    let isCircular: Bool
    /// A tint of the style's own.
    let tint: Color?
    @Environment(\.tintColor) private var environmentTint
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let tint = self.tint ?? environmentTint ?? .accentColor
        let fraction = configuration.fractionCompleted
        if isCircular {
            let side = ControlMetrics.spinnerSide(controlSize)
            VStack(spacing: 8) {
                if let fraction {
                    ProgressRing(fraction: fraction, tint: tint).frame(width: side, height: side)
                } else {
                    ActivitySpinner(side: side)
                }
                if let label = configuration.label { label.foregroundStyle(Color.secondary) }
            }
        } else {
            VStack(alignment: .leading, spacing: 4) {
                if let label = configuration.label { label }
                GeometryReader { proxy in
                    ProgressBar(width: proxy.size.width, fraction: fraction ?? 0, tint: tint)
                }
                .frame(height: ControlMetrics.progressBarHeight)
                if let current = configuration.currentValueLabel {
                    current.font(.caption).foregroundStyle(Color.secondary)
                }
            }
        }
    }
}

/// A progress bar for a width: the track and the filled part.
struct ProgressBar: View {
    let width: CGFloat
    let fraction: Double
    let tint: Color

    var body: some View {
        let height = ControlMetrics.progressBarHeight
        return ZStack(alignment: .leading) {
            Capsule().fill(ControlMetrics.systemFill).frame(width: width, height: height)
            Capsule().fill(tint).frame(width: width * CGFloat(fraction), height: height)
        }
        .frame(width: width, height: height, alignment: .leading)
    }
}

/// A determinate circular progress view: a ring filled clockwise from the top.
struct ProgressRing: View {
    let fraction: Double
    let tint: Color

    var body: some View {
        ZStack {
            Circle().stroke(ControlMetrics.systemFill, lineWidth: 3)
            Circle().trim(from: 0, to: fraction).stroke(tint, lineWidth: 3).rotationEffect(.degrees(-90))
        }
    }
}

/// UIKit's activity indicator: eight spokes fading round the circle, turning once a second.
struct ActivitySpinner: View {
    let side: CGFloat
    @State private var isTurning = false

    var body: some View {
        ZStack {
            ForEach(0..<8) { spoke in
                Capsule()
                    .fill(Color.gray)
                    .frame(width: side * 0.12, height: side * 0.3)
                    .offset(y: -side * 0.33)
                    .rotationEffect(.degrees(Double(spoke) * 45))
                    .opacity(1 - Double(spoke) * 0.1)
            }
        }
        .frame(width: side, height: side)
        .rotationEffect(.degrees(isTurning ? 360 : 0))
        .animation(
            .linear(duration: ControlMetrics.spinnerPeriod).repeatForever(autoreverses: false), value: isTurning)
        .onAppear { isTurning = true }
    }
}
