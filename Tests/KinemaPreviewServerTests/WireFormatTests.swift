import Foundation
@testable import KinemaPreviewServer
import PropertyBased
import Testing

/// The JSON the server writes and the numbers it writes into Swift code.
@Suite("Wire format")
struct WireFormatTests {
    /// Any string survives the trip through the writer and a standard JSON parser.
    @Test func stringsRoundTrip() async {
        // Control characters, quotes, backslashes, accents, the line separators U+2028/U+2029.
        let text = Gen<Character>.character(in: "\u{0}"..."\u{2FFF}").string(of: 0...40)
        await propertyCheck(count: 300, input: text) { string in
            let json = WireJSON.object(["s": .string(string)])
            let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
            #expect(parsed?["s"] == string, "\(json)")
        }
    }

    /// The escapes themselves: JSON's two-character forms, `\u` with four lower-case hex digits
    /// for other control characters, and the line separators escaped too (a page may paste the
    /// text into a script, where raw U+2028 ended a line in older engines); other characters,
    /// multi-byte ones included, pass through.
    @Test func escapes() {
        let text = "a\"b\\c\nd\re\tf\u{1}g\u{1F}h\u{2028}i\u{2029}j\u{E9}\u{2027}\u{1F600}"
        #expect(WireJSON.object(["s": .string(text)])
            == #"{"s":"a\"b\\c\nd\re\tf\u0001g\u001fh\u2028i\u2029j"# + "\u{E9}\u{2027}\u{1F600}" + #""}"#)
    }

    /// Doubles read back exactly: a frame's time is compared at full precision.
    @Test func numbersRoundTrip() async {
        await propertyCheck(count: 300, input: Gen.double(in: -1e6...1e6)) { value in
            // Swift's (and JavaScript's) number parsing rounds correctly; Foundation's JSON parser
            // on Linux can be off by an ulp, so the text itself is checked.
            let text = WireJSON.number(value)
            #expect(Double(text) == value, "\(text)")
            #expect(text.allSatisfy { "0123456789.-e+".contains($0) }, "\(text) is a JSON number")
        }
    }

    @Test func numbers() {
        #expect(WireJSON.object(["a": .number(.nan), "b": .number(.infinity), "c": .number(2), "d": .number(0.25)])
            == #"{"a":null,"b":null,"c":2,"d":0.25}"#)
    }

    @Test(arguments: [(0.42, "0.42"), (0.4199999, "0.42"), (1, "1"), (-0.0001, "0"), (157.91367, "157.914"), (-2.5, "-2.5"), (.nan, "0")])
    func swiftLiterals(value: Double, text: String) {
        #expect(SwiftLiteral.number(value) == text)
    }
}
