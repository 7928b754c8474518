import Foundation

/// The reasons to apply a redaction to data displayed on screen.
///
/// ```swift
/// ArticleRow(article).redacted(reason: isLoading ? .placeholder : [])
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension View {
    /// Adds a reason to apply a redaction to this view hierarchy.
    ///
    /// ```swift
    /// Text(headline).redacted(reason: isLoading ? .placeholder : [])
    /// ```
    ///
    /// Kinema adds the reasons to the environment's `redactionReasons`; with `.placeholder` or
    /// `.privacy` the view keeps its layout but is drawn as one grey placeholder (iOS's
    /// `systemFill`, corners of 4 points) instead of its content.
    ///
    /// > Note: SwiftUI draws a placeholder per text line and image; Kinema draws one for the whole
    /// > redacted view, and ``View/unredacted()`` inside it cannot bring content back.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_RedactionModifier(reasons: reason))
    }

    /// Removes any reason to apply a redaction to this view hierarchy (from the environment; see
    /// ``View/redacted(reason:)``).
    ///
    /// ```swift
    /// Text("Always visible").unredacted()
    /// ```
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}

extension EnvironmentValues {
    /// The current redaction reasons applied to the view hierarchy.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

/// Redacts its content: the content keeps its layout and is hidden under a placeholder.
struct _RedactionModifier: ViewModifier {
    let reasons: RedactionReasons

    func body(content: Content) -> some View {
        let hides = !reasons.isDisjoint(with: [.placeholder, .privacy])
        return content
            .transformEnvironment(\.redactionReasons) { $0.formUnion(reasons) }
            .opacity(hides ? 0 : 1)
            .overlay {
                if hides {
                    RoundedRectangle(cornerRadius: 4).fill(_RedactionModifier.placeholder)
                }
            }
    }

    /// iOS's `systemFill`: grey at 20 %.
    static let placeholder = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
}
