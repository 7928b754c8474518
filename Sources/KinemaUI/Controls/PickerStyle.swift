import Foundation

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(.segmented)
/// ```
///
/// Kinema draws the built-in styles: ``segmented`` as UIKit's segmented control (32 points tall,
/// the width it is offered, equal segments, 13-point titles, a white selection that slides);
/// ``menu`` (and ``automatic``) as the label and, at the trailing edge, the selected option in the
/// tint with a chevron; ``wheel`` as 32-point rows with the selected one on a grey band; ``inline``
/// as 44-point rows on white with a checkmark in the tint by the selected one;
/// ``navigationLink`` as a navigation row, the selected option in the secondary colour; ``palette``
/// (outside a menu) as the segmented control. A disabled picker is drawn at half opacity and takes
/// no taps.
@MainActor @preconcurrency
public protocol PickerStyle {}

/// What Kinema draws for a picker style.
enum PickerStyleKind {
    case menu, segmented, wheel, inline, navigationLink
}

/// The built-in styles say how they are drawn.
protocol BuiltInPickerStyle: PickerStyle {
    var kind: PickerStyleKind { get }
}

/// A picker style represented by a navigation link that presents the options by pushing a List-style
/// picker view.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates a navigation link picker style.
    public init() {}
    var kind: PickerStyleKind { .navigationLink }
}

/// A picker style that presents the options as a row of compact elements (drawn as the segmented
/// control outside a menu).
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates a palette picker style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style represented by a navigation link that presents the options by pushing a
    /// List-style picker view.
    ///
    /// ```swift
    /// Picker("Theme", selection: $theme) { … }.pickerStyle(.navigationLink)
    /// ```
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The default picker style, based on the picker's context: a menu, as on iOS.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates a default picker style.
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates a segmented picker style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// A picker style that presents the options as a menu when the user presses a button.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates a menu picker style.
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// A picker style that presents the options in a scrollable wheel that shows the selected option
/// and a few neighboring options.
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates a wheel picker style.
    public init() {}
    var kind: PickerStyleKind { .wheel }
}

/// A picker style that presents the options inline with other views in the containing view.
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates an inline picker style.
    public init() {}
    var kind: PickerStyleKind { .inline }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu when the user presses a button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline with other views in the containing view.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

private struct PickerStyleKindKey: EnvironmentKey {
    static var defaultValue: PickerStyleKind { .menu }
}

extension EnvironmentValues {
    /// How pickers below are drawn (`pickerStyle(_:)`).
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKindKey.self] }
        set { self[PickerStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) { … }
    ///     .pickerStyle(.segmented)
    /// ```
    ///
    /// A style that is not one of the built-in ones draws as ``PickerStyle/menu``.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInPickerStyle)?.kind ?? .menu
        return environment(\.pickerStyleKind, kind)
    }
}
