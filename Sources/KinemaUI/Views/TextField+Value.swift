import Foundation

/// How a text field bound to a value shows it, and how it writes edited text back.
struct TextFieldFormatting {
    let display: () -> String
    let commit: (String) -> Void

    init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        display = { format.format(value.wrappedValue) }
        commit = { text in
            if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        }
    }

    init<V>(value: Binding<V>, formatter: Formatter) {
        display = { formatter.string(for: value.wrappedValue) ?? "" }
        commit = { text in
            // Foundation on Linux keeps `getObjectValue(_:for:errorDescription:)` internal, so
            // the two formatters SwiftUI code binds fields through read their own way.
            if let formatter = formatter as? NumberFormatter, let number = formatter.number(from: text) {
                if let parsed = number as? V ?? Self.number(number, as: V.self) { value.wrappedValue = parsed }
            } else if let formatter = formatter as? DateFormatter, let date = formatter.date(from: text),
                      let parsed = date as? V {
                value.wrappedValue = parsed
            } else if let parsed = text as? V {
                value.wrappedValue = parsed
            }
        }
    }

    /// A parsed number as the bound value's numeric type (formatters give `NSNumber`s).
    private static func number<V>(_ number: NSNumber, as type: V.Type) -> V? {
        switch type {
        case is Int.Type: return number.intValue as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
        case is Int64.Type: return number.int64Value as? V
        case is Int32.Type: return number.int32Value as? V
        case is UInt.Type: return number.uintValue as? V
        case is Decimal.Type: return number.decimalValue as? V
        default: return nil
        }
    }
}

extension TextField {
    /// Creates a text field that applies a format style to a bound value, with a label you
    /// provide.
    ///
    /// ```swift
    /// TextField(value: $age, format: .number) { Text("Age") }
    /// ```
    ///
    /// The field shows `format`'s text for the value. Edits change the text only; when editing
    /// ends (Return, or focus moving away) the text is parsed with the style's parse strategy and,
    /// when it parses, written to the value. Text that does not parse leaves the value as it was,
    /// and the field shows the value's text again.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, label: label)
        formatting = TextFieldFormatting(value: value, format: format)
    }

    /// Creates a text field that applies a formatter to a bound value, with a label you provide.
    ///
    /// ```swift
    /// TextField(value: $price, formatter: currency) { Text("Price") }
    /// ```
    ///
    /// Edited text is read when editing ends — a `NumberFormatter`'s `number(from:)`, a
    /// `DateFormatter`'s `date(from:)`, else as a string value; text it cannot read leaves the
    /// value as it was.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: .constant(""), prompt: prompt, label: label)
        formatting = TextFieldFormatting(value: value, formatter: formatter)
    }
}

extension TextField where Label == Text {
    /// Creates a text field that applies a format style to a bound value, with a label generated
    /// from a localized title string.
    ///
    /// ```swift
    /// @State private var amount = 12.5
    /// var body: some View {
    ///     TextField("Amount", value: $amount, format: .number)
    /// }
    /// ```
    ///
    /// The value is written when editing ends, if the edited text parses (see
    /// ``init(value:format:prompt:label:)``).
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, label: Text(titleKey), placeholder: Text(titleKey))
        formatting = TextFieldFormatting(value: value, format: format)
    }

    /// Creates a text field that applies a format style to a bound value, with a label generated
    /// from a title string.
    ///
    /// ```swift
    /// TextField(fieldName, value: $count, format: .number)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, label: Text(title), placeholder: Text(title))
        formatting = TextFieldFormatting(value: value, format: format)
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated from
    /// a localized title string.
    ///
    /// ```swift
    /// TextField("Price", value: $price, formatter: NumberFormatter())
    /// ```
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: .constant(""), prompt: nil, label: Text(titleKey), placeholder: Text(titleKey))
        formatting = TextFieldFormatting(value: value, formatter: formatter)
    }

    /// Creates a text field that applies a formatter to a bound value, with a localized title and
    /// a prompt.
    ///
    /// ```swift
    /// TextField("Price", value: $price, formatter: currency, prompt: Text("0.00"))
    /// ```
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: .constant(""), prompt: prompt, label: Text(titleKey), placeholder: Text(titleKey))
        formatting = TextFieldFormatting(value: value, formatter: formatter)
    }

    /// Creates a text field that applies a formatter to a bound value, with a title string.
    ///
    /// ```swift
    /// TextField(title, value: $count, formatter: NumberFormatter())
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: .constant(""), prompt: nil, label: Text(title), placeholder: Text(title))
        formatting = TextFieldFormatting(value: value, formatter: formatter)
    }
}
