import Foundation

// Accessibility information describes a view to assistive technologies. A Kinema host renders
// frames and has no accessibility tree, so these modifiers are accepted and change nothing that
// is drawn; their actions never run.

/// A set of accessibility traits that describe how an element behaves.
///
/// ```swift
/// Text("Settings").accessibilityAddTraits(.isHeader)
/// ```
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var bits: UInt32

    private init(bits: UInt32) {
        self.bits = bits
    }

    /// Creates an empty set of traits.
    public init() {
        bits = 0
    }

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The accessibility element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The accessibility element is modal.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }

    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let present = contains(newMember)
        bits |= newMember.bits
        return present ? newMember : nil
    }

    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// Defines the behavior for the child elements of the new parent element.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let value: Int

    /// Any child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(value: 0)
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(value: 1)
    /// Combine any child accessibility element's properties for the new accessibility element.
    public static let combine = AccessibilityChildBehavior(value: 2)
}

/// The structure that defines the kinds of available accessibility actions.
public struct AccessibilityActionKind: Hashable, Sendable {
    private let name: String

    /// The value that represents the default accessibility action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The value that represents a magic tap accessibility action.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// The value that represents a delete accessibility action.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// The value that represents a show-menu accessibility action.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// Creates an action kind with a name.
    public init(named name: Text) {
        self.name = "named"
    }

    private init(name: String) {
        self.name = name
    }
}

/// A directional indicator you use when making an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Increment an adjustable component.
    case increment
    /// Decrement an adjustable component.
    case decrement
}

extension View {
    /// Adds a label to the view that describes its contents (accepted).
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").accessibilityLabel("Liked")
    /// ```
    public func accessibilityLabel(_ label: Text) -> some View { self }

    /// Adds a label to the view that describes its contents (accepted).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// Adds a label to the view that describes its contents (accepted).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// Adds a textual description of the value that the view contains (accepted).
    ///
    /// ```swift
    /// Slider(value: $volume).accessibilityValue("\(Int(volume * 100)) percent")
    /// ```
    public func accessibilityValue(_ valueDescription: Text) -> some View { self }

    /// Adds a textual description of the value that the view contains (accepted).
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }

    /// Adds a textual description of the value that the view contains (accepted).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Communicates to the user what happens after performing the view's action (accepted).
    ///
    /// ```swift
    /// Button("Play") { play() }.accessibilityHint("Plays the selected track")
    /// ```
    public func accessibilityHint(_ hint: Text) -> some View { self }

    /// Communicates to the user what happens after performing the view's action (accepted).
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }

    /// Communicates to the user what happens after performing the view's action (accepted).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// Uses the string you specify to identify the view (accepted).
    ///
    /// ```swift
    /// Button("Save") { save() }.accessibilityIdentifier("saveButton")
    /// ```
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Specifies whether to hide this view from system accessibility features (accepted).
    ///
    /// ```swift
    /// Image("decoration").accessibilityHidden(true)
    /// ```
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Adds the given traits to the view (accepted).
    ///
    /// ```swift
    /// Text("Settings").accessibilityAddTraits(.isHeader)
    /// ```
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes the given traits from this view (accepted).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Creates a new accessibility element, or modifies the accessibility element of the view
    /// (accepted).
    ///
    /// ```swift
    /// HStack { Image(systemName: "star"); Text("Favourite") }
    ///     .accessibilityElement(children: .combine)
    /// ```
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Sets the sort priority order for this view's accessibility element (accepted).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Adds an accessibility action to the view (accepted; the handler never runs).
    ///
    /// ```swift
    /// Card().accessibilityAction { open() }
    /// ```
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View {
        self
    }

    /// Adds an accessibility action labelled by the named string to the view (accepted).
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        self
    }

    /// Adds an accessibility action labelled by the named string to the view (accepted).
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        self
    }

    /// Adds an accessibility adjustable action to the view (accepted; the handler never runs).
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        self
    }

    /// Sets alternate input labels with which users identify a view (accepted).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// Adds help text to a view using a localized string (accepted: no tooltips are drawn).
    ///
    /// ```swift
    /// Button("Sync") { sync() }.help("Synchronise now")
    /// ```
    public func help(_ textKey: LocalizedStringKey) -> some View { self }

    /// Adds help text to a view using a text view (accepted).
    public func help(_ text: Text) -> some View { self }

    /// Adds help text to a view using a string (accepted).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Marks the view as containing sensitive, private user data (accepted: nothing is redacted).
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}
