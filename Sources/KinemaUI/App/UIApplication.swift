import Foundation

#if !canImport(UIKit)
/// UIKit's application object, as far as SwiftUI code on iOS reaches for it: the key window's
/// safe area and bounds, opening a URL, the idle timer.
///
/// ```swift
/// let top = UIApplication.shared.connectedScenes
///     .compactMap { $0 as? UIWindowScene }
///     .first?.keyWindow?.safeAreaInsets.top ?? 0
/// UIApplication.shared.open(URL(string: "https://developer.apple.com")!)
/// ```
///
/// Kinema has no UIKit; a host is the one window. Its window is as large as ``UIScreen/main``
/// (the updating host's size), with no safe-area insets, as Kinema's hosts have none. Opening a
/// URL opens nothing: it reports `false` to its completion handler. Only exists where UIKit does
/// not.
@MainActor
public final class UIApplication {
    /// The app instance.
    public static let shared = UIApplication()

    /// The URL string of the app's settings page in the Settings app.
    public static let openSettingsURLString = "app-settings:"

    private let scene = UIWindowScene()

    private init() {}

    /// The scenes the app has: one window scene.
    public var connectedScenes: Set<UIScene> { [scene] }

    /// The app's windows: the one window.
    public var windows: [UIWindow] { scene.windows }

    /// The key window: the one window.
    public var keyWindow: UIWindow? { scene.keyWindow }

    /// Whether the idle timer is disabled; kept, with no effect.
    public var isIdleTimerDisabled = false

    /// The number on the app's icon badge; kept, with no effect.
    public var applicationIconBadgeNumber = 0

    /// Options for ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app handles it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Attempts to open a URL: a headless host opens nothing, so `completion` receives `false`.
    ///
    /// ```swift
    /// UIApplication.shared.open(url) { opened in print(opened) }   // false
    /// ```
    public func open(
        _ url: URL,
        options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    /// Whether an app can open the URL: `false`, as nothing is opened.
    public func canOpenURL(_ url: URL) -> Bool { false }
}

/// A scene of the app.
@MainActor
public class UIScene: Hashable {
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Whether the scene is in the foreground: always active, as Kinema's `scenePhase` is.
    public var activationState: ActivationState { .foregroundActive }

    /// A scene's activation state.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }
}

/// A scene with windows: Kinema's one host window.
@MainActor
public final class UIWindowScene: UIScene {
    private let window = UIWindow()

    /// The scene's windows.
    public var windows: [UIWindow] { [window] }

    /// The scene's key window.
    public var keyWindow: UIWindow? { window }

    /// The screen the scene is on.
    public var screen: UIScreen { .main }
}

/// A window: the host's rectangle.
@MainActor
public final class UIWindow {
    /// The window's bounds: the screen's.
    public var bounds: CGRect { UIScreen.main.bounds }

    /// The window's frame: its bounds.
    public var frame: CGRect { bounds }

    /// The safe area insets: none, as Kinema's hosts have none.
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// Whether this is the key window.
    public var isKeyWindow: Bool { true }
}

/// UIKit's edge insets.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// UIKit's haptic feedback for an impact: accepted so that code tapping out haptics runs; a
/// headless host has no motor, so nothing is felt.
///
/// ```swift
/// UIImpactFeedbackGenerator(style: .medium).impactOccurred()
/// ```
@MainActor
public final class UIImpactFeedbackGenerator {
    /// How strong the impact is.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// Creates a generator for impacts of the given style.
    public init(style: FeedbackStyle = .medium) {}

    /// Prepares the generator: nothing to prepare.
    public func prepare() {}

    /// Triggers an impact: nothing is felt.
    public func impactOccurred() {}

    /// Triggers an impact of the given intensity, 0…1: nothing is felt.
    public func impactOccurred(intensity: CGFloat) {}
}

/// UIKit's haptic feedback for a task's outcome: accepted, nothing is felt.
///
/// ```swift
/// UINotificationFeedbackGenerator().notificationOccurred(.success)
/// ```
@MainActor
public final class UINotificationFeedbackGenerator {
    /// The outcome.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    public init() {}

    /// Prepares the generator: nothing to prepare.
    public func prepare() {}

    /// Triggers the feedback for an outcome: nothing is felt.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// UIKit's haptic feedback for a change of selection: accepted, nothing is felt.
///
/// ```swift
/// UISelectionFeedbackGenerator().selectionChanged()
/// ```
@MainActor
public final class UISelectionFeedbackGenerator {
    public init() {}

    /// Prepares the generator: nothing to prepare.
    public func prepare() {}

    /// Triggers the feedback for a selection change: nothing is felt.
    public func selectionChanged() {}
}
#endif
