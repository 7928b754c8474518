import Foundation

/// The contrast between the app's foreground and background colors.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// SwiftUI displays views with standard contrast between the app's foreground and background
    /// colors.
    case standard
    /// SwiftUI displays views with increased contrast between the app's foreground and background
    /// colors.
    case increased
}

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// A left-to-right layout direction.
    case leftToRight
    /// A right-to-left layout direction.
    case rightToLeft
}

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}

/// A Dynamic Type size, which specifies how large scalable content should be.
///
/// ```swift
/// @Environment(\.dynamicTypeSize) private var size
/// var spacing: CGFloat { size.isAccessibilitySize ? 24 : 12 }
/// ```
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: the default.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size.
    case accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? .current }

// The values views read around animations. Defaults are a light, left-to-right, compact-width
// phone at the default text size, with no accessibility setting on, so runs are reproducible;
// a host sets them (`ViewHost.environment`) to render another case, such as reduced motion.
extension EnvironmentValues {
    /// The color scheme of this environment (default `.light`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The contrast associated with the color scheme of this environment (default `.standard`).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The layout direction associated with the current environment (default `.leftToRight`).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The current Dynamic Type size (default `.large`).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The horizontal size class of this environment (default `.compact`, a phone in portrait).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment (default `.regular`).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment allows
    /// user interaction (default `true`; `disabled(_:)` sets it).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether the system preference for Reduce Motion is enabled (default `false`). Settable
    /// here, so a host can render a reduced-motion run.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the system preference for Reduce Transparency is enabled (default `false`).
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the system preference for Differentiate without Color is enabled (default `false`).
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether VoiceOver is on (default `false`). Settable here, so a host can render that variant:
    /// `host.environment.accessibilityVoiceOverEnabled = true`.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityFlagKey<AccessibilityFlag.voiceOverEnabled>.self] }
        set { self[AccessibilityFlagKey<AccessibilityFlag.voiceOverEnabled>.self] = newValue }
    }

    /// Whether Switch Control is on (default `false`). Settable here, so a host can render that variant:
    /// `host.environment.accessibilitySwitchControlEnabled = true`.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilityFlagKey<AccessibilityFlag.switchControlEnabled>.self] }
        set { self[AccessibilityFlagKey<AccessibilityFlag.switchControlEnabled>.self] = newValue }
    }


    /// Whether the system preference for Button Shapes is enabled (default `false`). Settable here, so a host can render that variant:
    /// `host.environment.accessibilityShowButtonShapes = true`.
    public var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityFlagKey<AccessibilityFlag.showButtonShapes>.self] }
        set { self[AccessibilityFlagKey<AccessibilityFlag.showButtonShapes>.self] = newValue }
    }

    /// Whether the system preference for Dim Flashing Lights is enabled (default `false`). Settable here, so a host can render that variant:
    /// `host.environment.accessibilityDimFlashingLights = true`.
    public var accessibilityDimFlashingLights: Bool {
        get { self[AccessibilityFlagKey<AccessibilityFlag.dimFlashingLights>.self] }
        set { self[AccessibilityFlagKey<AccessibilityFlag.dimFlashingLights>.self] = newValue }
    }

    /// Whether the system preference for Animated Images is enabled (default `true`). Settable here, so a host can render that variant:
    /// `host.environment.accessibilityPlayAnimatedImages = false`.
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[AccessibilityFlagKey<AccessibilityFlag.playAnimatedImages>.self] }
        set { self[AccessibilityFlagKey<AccessibilityFlag.playAnimatedImages>.self] = newValue }
    }


    /// Whether the large content viewer is enabled (default `false`). Settable here, so a host can render that variant:
    /// `host.environment.accessibilityLargeContentViewerEnabled = true`.
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[AccessibilityFlagKey<AccessibilityFlag.largeContentViewerEnabled>.self] }
        set { self[AccessibilityFlagKey<AccessibilityFlag.largeContentViewerEnabled>.self] = newValue }
    }

    /// Whether accessibility quick actions are enabled (default `false`). Settable here, so a host can render that variant:
    /// `host.environment.accessibilityQuickActionsEnabled = true`.
    public var accessibilityQuickActionsEnabled: Bool {
        get { self[AccessibilityFlagKey<AccessibilityFlag.quickActionsEnabled>.self] }
        set { self[AccessibilityFlagKey<AccessibilityFlag.quickActionsEnabled>.self] = newValue }
    }

    /// Whether the system preference for Invert Colors is enabled (default `false`).
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the user has enabled an assistive technology
    /// (default `false`).
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// The display scale of this environment (default 1: one pixel per point, as Kinema renders).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of a pixel on the screen: one over the display scale.
    public var pixelLength: CGFloat { 1 / max(displayScale, .leastNonzeroMagnitude) }

    /// The current locale that views should use (default `en_US`, for reproducible formatting).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates (default Gregorian).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates (default UTC).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

/// The accessibility flags' environment keys: one key type per flag, told apart by a tag.
private protocol AccessibilityFlagTag {
    static var defaultValue: Bool { get }
}

private enum AccessibilityFlag {
    enum voiceOverEnabled: AccessibilityFlagTag { static let defaultValue = false }
    enum switchControlEnabled: AccessibilityFlagTag { static let defaultValue = false }
    enum showButtonShapes: AccessibilityFlagTag { static let defaultValue = false }
    enum dimFlashingLights: AccessibilityFlagTag { static let defaultValue = false }
    enum playAnimatedImages: AccessibilityFlagTag { static let defaultValue = true }
    enum largeContentViewerEnabled: AccessibilityFlagTag { static let defaultValue = false }
    enum quickActionsEnabled: AccessibilityFlagTag { static let defaultValue = false }
}

private struct AccessibilityFlagKey<Tag: AccessibilityFlagTag>: EnvironmentKey {
    static var defaultValue: Bool { Tag.defaultValue }
}
