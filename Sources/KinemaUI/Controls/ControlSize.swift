import Foundation

/// The size classes, like regular or small, that you can apply to controls within a view.
///
/// ```swift
/// Button("Add") { add() }
///     .buttonStyle(.borderedProminent)
///     .controlSize(.large)
/// ```
///
/// Kinema sizes bordered buttons, switches, progress indicators and segmented pickers by it (see
/// <doc:Controls> for the numbers). `extraLarge` resolves to `large`, as on every platform but
/// visionOS.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized. The largest control size. Resolves to
    /// ``ControlSize/large`` on platforms other than visionOS.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

/// The tint set by `tint(_:)`; `nil` where none is (controls then use their own default: the
/// accent colour, or green for a switch).
private struct TintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

/// Whether `labelsHidden()` hides the labels of controls below.
private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The size to apply to controls within a view. The default is ``ControlSize/regular``.
    ///
    /// ```swift
    /// @Environment(\.controlSize) private var controlSize
    /// ```
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The tint `tint(_:)` set above, or `nil`. Not API: SwiftUI keeps it private too.
    var tintColor: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// Whether labels of controls are hidden (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// The accent of controls here: the tint set above, else the accent colour.
    var controlTint: Color { tintColor ?? .accentColor }
}

extension View {
    /// Sets the size for controls within this view.
    ///
    /// ```swift
    /// VStack {
    ///     Button("Small") {}.controlSize(.small)
    ///     Button("Large") {}.controlSize(.large)
    /// }
    /// .buttonStyle(.bordered)
    /// ```
    ///
    /// - Parameter controlSize: One of the control sizes specified in the ``ControlSize``
    ///   enumeration.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Hides the labels of any controls contained within this view.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $wifi).labelsHidden()   // only the switch
    /// ```
    ///
    /// Toggles, sliders, steppers and pickers draw their control alone, without the label.
    public func labelsHidden() -> some View {
        modifier(_EnvironmentWritingModifier { $0.labelsHidden = true })
    }
}
