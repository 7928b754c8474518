import Foundation
import Kinema
import Testing

// Text fields bound to a value, as SwiftUI code writes them: `TextField("Amount", value: $amount,
// format: .number)` and `TextField("Count", value: $count, formatter: formatter)`. The field shows
// the value's formatted text; typing edits that text only, and the value is written when editing
// ends (Return, or focus moving away) if the text parses. Text that does not parse leaves the value
// as it was and the field shows the value's text again.
//
// The styles name their locale (`en_US`), so the expected strings do not depend on the machine's.

private let enUS = Locale(identifier: "en_US")

/// A tip calculator's inputs, written as an app would: a decimal amount and an integer head count,
/// each echoed in a label so a test can read the bound value.
private struct TipCalculator: View {
    @State private var amount = 12.5
    @State private var people = 2
    @State private var submits = 0

    var body: some View {
        VStack(spacing: 20) {
            TextField("Amount", value: $amount, format: .number.locale(enUS))
            TextField("People", value: $people, format: .number.locale(enUS))
                .onSubmit { submits += 1 }
            Text(verbatim: "amount=\(amount)")
            Text(verbatim: "people=\(people)")
            Text(verbatim: "submits=\(submits)")
            Button("Reset") { amount = 99 }
        }
        .padding()
    }
}

@MainActor
@Suite("TextField bound to a value")
struct TextFieldValueTests {
    private static let size = CGSize(width: 300, height: 400)

    /// Deletes `count` characters from the focused field.
    private static func delete<V: View>(_ count: Int, in host: ViewHost<V>) {
        for _ in 0..<count { host.pressKey(.delete) }
    }

    /// Focuses the field showing `text`, clears it and types `replacement`.
    private static func retype<V: View>(_ text: String, as replacement: String, in host: ViewHost<V>) {
        Fidelity.tap(host, text: text)
        #expect(host.isEditingText, "a tap on the field focuses it")
        delete(text.count, in: host)
        host.type(replacement)
    }

    @Test func theFieldShowsTheFormattedValue() {
        let host = ViewHost(TipCalculator(), size: Self.size)
        let texts = Fidelity.texts(host)
        #expect(texts.contains("12.5"))
        #expect(texts.contains("2"))
        // Grouping separators come from the format style, not from the value's description.
        let large = ViewHost(TextField("Total", value: .constant(1234.5), format: .number.locale(enUS)))
        #expect(Fidelity.texts(large) == ["1,234.5"])
    }

    @Test func typingChangesTheTextButNotTheValue() {
        let host = ViewHost(TipCalculator(), size: Self.size)
        Self.retype("12.5", as: "3.25", in: host)
        let texts = Fidelity.texts(host)
        #expect(texts.contains("3.25"), "the field shows what was typed")
        #expect(texts.contains("amount=12.5"), "the value waits for editing to end")
        #expect(host.isEditingText)
    }

    @Test func returnWritesTheParsedValue() {
        let host = ViewHost(TipCalculator(), size: Self.size)
        Self.retype("12.5", as: "3.25", in: host)
        host.pressKey(.return)
        #expect(!host.isEditingText)
        let texts = Fidelity.texts(host)
        #expect(texts.contains("amount=3.25"))
        #expect(texts.contains("3.25"))
    }

    @Test func aNewlineTypedIsReturn() {
        let host = ViewHost(TipCalculator(), size: Self.size)
        Self.retype("12.5", as: "8\n", in: host)
        #expect(!host.isEditingText)
        #expect(Fidelity.texts(host).contains("amount=8.0"))
    }

    @Test func focusMovingAwayWritesTheValue() {
        let host = ViewHost(TipCalculator(), size: Self.size)
        Self.retype("12.5", as: "40", in: host)
        // A tap on the other field ends editing in this one.
        Fidelity.tap(host, text: "2")
        #expect(host.isEditingText, "the people field has focus now")
        #expect(Fidelity.texts(host).contains("amount=40.0"))
        // Escape ends editing too.
        Self.delete(1, in: host)
        host.type("6")
        #expect(Fidelity.texts(host).contains("people=2"))
        host.pressKey(.escape)
        #expect(!host.isEditingText)
        #expect(Fidelity.texts(host).contains("people=6"))
    }

    @Test func textThatDoesNotParseLeavesTheValue() {
        let host = ViewHost(TipCalculator(), size: Self.size)
        Self.retype("12.5", as: "abc", in: host)
        #expect(Fidelity.texts(host).contains("abc"))
        host.pressKey(.return)
        let texts = Fidelity.texts(host)
        #expect(texts.contains("amount=12.5"), "the value is unchanged")
        #expect(texts.contains("12.5"), "the field shows the value's text again")
        #expect(!texts.contains("abc"))
    }

    @Test func aCommittedValueIsShownFormatted() {
        let host = ViewHost(TipCalculator(), size: Self.size)
        Self.retype("12.5", as: "1234.5", in: host)
        host.pressKey(.return)
        let texts = Fidelity.texts(host)
        #expect(texts.contains("amount=1234.5"))
        #expect(texts.contains("1,234.5"), "the committed value is formatted again")
        #expect(!texts.contains("1234.5"))
    }

    @Test func endingEditingWithoutTypingKeepsTheValue() {
        let host = ViewHost(TipCalculator(), size: Self.size)
        Fidelity.tap(host, text: "12.5")
        host.pressKey(.escape)
        let texts = Fidelity.texts(host)
        #expect(texts.contains("12.5"))
        #expect(texts.contains("amount=12.5"))
    }

    @Test func codeChangesToTheValueShowInTheField() {
        let host = ViewHost(TipCalculator(), size: Self.size)
        Fidelity.tap(host, text: "Reset")
        let texts = Fidelity.texts(host)
        #expect(texts.contains("99"))
        #expect(!texts.contains("12.5"))
        // The next edit starts from the new value's text.
        Fidelity.tap(host, text: "99")
        host.type("9")
        host.pressKey(.return)
        #expect(Fidelity.texts(host).contains("amount=999.0"))
    }

    @Test func onSubmitRunsOnReturnAndTheValueIsWritten() {
        let host = ViewHost(TipCalculator(), size: Self.size)
        Self.retype("2", as: "4", in: host)
        host.pressKey(.return)
        let texts = Fidelity.texts(host)
        #expect(texts.contains("submits=1"))
        #expect(texts.contains("people=4"))
        // Focus loss ends editing without submitting.
        Self.retype("4", as: "5", in: host)
        host.pressKey(.escape)
        #expect(Fidelity.texts(host).contains("submits=1"))
        #expect(Fidelity.texts(host).contains("people=5"))
    }

    @Test func aLabelAndPromptForm() {
        struct AgeRow: View {
            @State private var age = 30
            var body: some View {
                VStack {
                    TextField(value: $age, format: .number.locale(enUS), prompt: Text("Required")) {
                        Text("Age")
                    }
                    Text(verbatim: "age=\(age)")
                }
            }
        }
        let host = ViewHost(AgeRow())
        #expect(Fidelity.texts(host) == ["30", "age=30"])
        Self.retype("30", as: "31", in: host)
        host.pressKey(.return)
        #expect(Fidelity.texts(host) == ["31", "age=31"])
    }

    @Test func aTitleStringForm() {
        struct Row: View {
            let fieldName: String
            @State private var count = 7
            var body: some View {
                VStack {
                    TextField(fieldName, value: $count, format: .number.locale(enUS))
                    Text(verbatim: "count=\(count)")
                }
            }
        }
        let host = ViewHost(Row(fieldName: "Count"))
        #expect(Fidelity.texts(host) == ["7", "count=7"])
        Self.retype("7", as: "12", in: host)
        host.pressKey(.return)
        #expect(Fidelity.texts(host) == ["12", "count=12"])
    }

    @Test func aNumberFormatterBindsAnInteger() {
        struct Stock: View {
            @State private var units = 1500
            let formatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.locale = enUS
                formatter.numberStyle = .decimal
                return formatter
            }()
            var body: some View {
                VStack {
                    TextField("Units", value: $units, formatter: formatter)
                    Text(verbatim: "units=\(units)")
                }
            }
        }
        let host = ViewHost(Stock())
        #expect(Fidelity.texts(host) == ["1,500", "units=1500"])
        Self.retype("1,500", as: "2,750", in: host)
        #expect(Fidelity.texts(host) == ["2,750", "units=1500"], "written only when editing ends")
        host.pressKey(.return)
        #expect(Fidelity.texts(host) == ["2,750", "units=2750"])
        Self.retype("2,750", as: "lots", in: host)
        host.pressKey(.return)
        #expect(Fidelity.texts(host) == ["2,750", "units=2750"], "text the formatter cannot read changes nothing")
    }

    @Test func aNumberFormatterBindsADouble() {
        struct Price: View {
            @State private var price = 2.5
            let formatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.locale = enUS
                formatter.numberStyle = .decimal
                formatter.minimumFractionDigits = 2
                return formatter
            }()
            var body: some View {
                VStack {
                    TextField("Price", value: $price, formatter: formatter, prompt: Text("0.00"))
                    Text(verbatim: "price=\(price)")
                }
            }
        }
        let host = ViewHost(Price())
        #expect(Fidelity.texts(host) == ["2.50", "price=2.5"])
        Self.retype("2.50", as: "0.75", in: host)
        host.pressKey(.return)
        #expect(Fidelity.texts(host) == ["0.75", "price=0.75"])
    }
}
