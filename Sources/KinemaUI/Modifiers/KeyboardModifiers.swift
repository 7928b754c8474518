import Foundation

// The keyboard and pointer around a view: which software keyboard a field asks for, shortcuts,
// hover. A Kinema host has no software keyboard and no pointer hovering, so these are accepted
// and change nothing that is drawn; `ViewHost.type(_:)` and `pressKey(_:)` type into fields.

/// The type of keyboard to display for a given text-based view.
///
/// ```swift
/// TextField("Amount", text: $amount).keyboardType(.decimalPad)
/// ```
public enum UIKeyboardType: Int, Sendable {
    /// The default type for the current input method.
    case `default` = 0
    /// Displays a keyboard which can enter ASCII characters.
    case asciiCapable = 1
    /// Numbers and assorted punctuation.
    case numbersAndPunctuation = 2
    /// A type optimized for URL entry.
    case URL = 3
    /// A numeric keypad designed for PIN entry.
    case numberPad = 4
    /// A keypad designed for entering telephone numbers.
    case phonePad = 5
    /// A keypad designed for entering a person's name or phone number.
    case namePhonePad = 6
    /// A keyboard optimized for specifying email addresses.
    case emailAddress = 7
    /// A keyboard with numbers and a decimal point.
    case decimalPad = 8
    /// A keyboard optimized for Twitter text entry.
    case twitter = 9
    /// A keyboard optimized for web search terms and URL entry.
    case webSearch = 10
    /// A number pad that outputs only ASCII digits.
    case asciiCapableNumberPad = 11
}

/// The auto-capitalization behavior applied during text input (UIKit's older spelling).
///
/// ```swift
/// TextField("Username", text: $name).autocapitalization(.none)
/// ```
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Doesn't capitalize any text automatically.
    case none = 0
    /// Capitalizes the first letter of each word automatically.
    case words = 1
    /// Capitalizes the first letter of each sentence automatically.
    case sentences = 2
    /// Capitalizes all characters automatically.
    case allCharacters = 3
}

/// The semantic meaning of a text input area (`UITextContentType`), for autofill.
///
/// ```swift
/// TextField("Email", text: $email).textContentType(.emailAddress)
/// ```
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// Modifier keys that a person presses together with another key (`EventModifiers`).
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s", modifiers: [.command, .shift])
/// ```
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The Option key.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Command key.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// All possible modifier keys.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// Keyboard shortcuts describe combinations of keys on a keyboard that people can press to
/// activate a button or toggle.
///
/// ```swift
/// Button("Done") { finish() }.keyboardShortcut(.defaultAction)
/// ```
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key equivalent that people press in conjunction with any specified modifier keys.
    public let key: KeyEquivalent
    /// The modifier keys that people press in conjunction with a key equivalent.
    public let modifiers: EventModifiers

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The standard keyboard shortcut for the default button: Return, no modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling: Escape, no modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// An effect applied when the pointer hovers over a view.
///
/// ```swift
/// Button("Play") {}.hoverEffect(.lift)
/// ```
public struct HoverEffect: Sendable {
    private let kind: Int

    /// An effect that attempts to determine the effect automatically.
    public static let automatic = HoverEffect(kind: 0)
    /// An effect that morphs the pointer into a platter behind the view.
    public static let highlight = HoverEffect(kind: 1)
    /// An effect that slides the pointer under the view and disappears as the view scales up.
    public static let lift = HoverEffect(kind: 2)
}

/// The manner in which the keyboard is dismissed when scrolling.
///
/// ```swift
/// ScrollView { form }.scrollDismissesKeyboard(.interactively)
/// ```
public struct ScrollDismissesKeyboardMode: Sendable {
    private let kind: Int

    /// Determine the mode automatically based on the surrounding context.
    public static let automatic = ScrollDismissesKeyboardMode(kind: 0)
    /// Dismiss the keyboard as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(kind: 1)
    /// Enable people to interactively dismiss the keyboard as part of the scroll operation.
    public static let interactively = ScrollDismissesKeyboardMode(kind: 2)
    /// Never dismiss the keyboard automatically as a result of scrolling.
    public static let never = ScrollDismissesKeyboardMode(kind: 3)
}

extension View {
    /// Sets the keyboard type for this view (accepted: a Kinema host has no software keyboard).
    ///
    /// ```swift
    /// TextField("Phone", text: $phone).keyboardType(.phonePad)
    /// ```
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        self
    }

    /// Sets whether to disable autocorrection for this view (the older spelling; accepted).
    ///
    /// ```swift
    /// TextField("Username", text: $name).disableAutocorrection(true)
    /// ```
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        self
    }

    /// Sets whether to apply auto-capitalization to this view (the older spelling; accepted).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        self
    }

    /// Sets the text content type for this view, which the system uses to offer suggestions while
    /// the user enters text (accepted).
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        self
    }

    /// Assigns a keyboard shortcut to the modified control (accepted: Kinema's hosts take keys
    /// into text fields only).
    ///
    /// ```swift
    /// Button("Refresh") { reload() }.keyboardShortcut("r")
    /// ```
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        self
    }

    /// Assigns a keyboard shortcut to the modified control (accepted).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        self
    }

    /// Assigns an optional keyboard shortcut to the modified control (accepted).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        self
    }

    /// Applies a hover effect to this view (accepted: a Kinema host has no hovering pointer).
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        self
    }

    /// Configures the behavior in which scrollable content interacts with the software keyboard
    /// (accepted: there is no software keyboard).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        self
    }
}
