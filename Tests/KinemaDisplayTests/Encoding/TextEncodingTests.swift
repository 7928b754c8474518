import Foundation
import KinemaDisplay
import KinemaTestSupport
import PropertyBased
import Testing

/// The one home of text encoding: numbers (``DecimalText``), XML/HTML text (``MarkupText``) and
/// JSON strings (``JSONString``), checked against the formats' own rules.
@Suite("Text encoding")
struct TextEncodingTests {
    // MARK: Numbers

    @Test func fixedDecimalsRoundTiesAwayFromZeroWithoutTrailingZeros() {
        #expect(DecimalText.fixed(0.125, decimals: 2) == "0.13")
        #expect(DecimalText.fixed(-0.125, decimals: 2) == "-0.13")
        #expect(DecimalText.fixed(2.5, decimals: 0) == "3")
        #expect(DecimalText.fixed(1.5000, decimals: 3) == "1.5")
        #expect(DecimalText.fixed(100, decimals: 3) == "100")
        #expect(DecimalText.fixed(0.0105, decimals: 3) == "0.011")
        #expect(DecimalText.fixed(0.001, decimals: 3) == "0.001")
        #expect(DecimalText.fixed(CGFloat(-3.25), decimals: 1) == "-3.3")
    }

    @Test func fixedDecimalsHaveNoNegativeZeroNoExponentAndDefinedEdges() {
        #expect(DecimalText.fixed(-0.0001, decimals: 3) == "0")
        #expect(DecimalText.fixed(-0.0, decimals: 2) == "0")
        #expect(DecimalText.fixed(1e-9, decimals: 6) == "0")
        #expect(DecimalText.fixed(1e20, decimals: 2) == "1000000000000")
        #expect(DecimalText.fixed(-1e20, decimals: 0) == "-1000000000000")
        #expect(DecimalText.fixed(.nan, decimals: 2) == "0")
        #expect(DecimalText.fixed(.infinity, decimals: 2) == "0")
        // Decimals outside 0…6 are clamped to it.
        #expect(DecimalText.fixed(0.123456789, decimals: 12) == "0.123457")
        #expect(DecimalText.fixed(1.6, decimals: -3) == "2")
    }

    @Test func fixedDecimalsReadBackWithinHalfAUnitInTheLastPlace() async {
        await propertyCheck(count: 200, input: Gen.double(in: -1e6...1e6), Gen.int(in: 0...6)) { value, decimals in
            let text = DecimalText.fixed(value, decimals: decimals)
            #expect(!text.contains("e") && !text.hasPrefix("-0") || text.hasPrefix("-0."))
            let read = Double(text) ?? .nan
            #expect(abs(read - value) <= 0.5 * pow(10, -Double(decimals)) + 1e-9, "\(value) → \(text)")
            if text.contains(".") { #expect(!text.hasSuffix("0")) }
        }
    }

    @Test func shortestReadsBackAsTheSameDouble() async {
        #expect(DecimalText.shortest(3) == "3")
        #expect(DecimalText.shortest(-42) == "-42")
        #expect(DecimalText.shortest(0.1) == "0.1")
        #expect(DecimalText.shortest(.nan) == nil)
        #expect(DecimalText.shortest(-.infinity) == nil)
        await propertyCheck(count: 200, input: Gen.double(in: -1e18...1e18), Gen.int(in: -20...5)) { mantissa, exponent in
            let value = mantissa * pow(10, Double(exponent))
            let text = DecimalText.shortest(value)
            #expect(text.flatMap(Double.init) == value, "\(value) → \(text ?? "nil")")
        }
    }

    // MARK: Markup

    @Test func markupEscapesTheFiveCharactersAndReplacesDisallowedControls() {
        #expect(MarkupText.escaped("a < b & \"c\" > 'd'") == "a &lt; b &amp; &quot;c&quot; &gt; &#39;d&#39;")
        #expect(MarkupText.escaped("tab\tline\nreturn\r") == "tab\tline\nreturn\r")
        #expect(MarkupText.escaped("bell\u{7}, delete\u{7F}, C1\u{85}") == "bell\u{FFFD}, delete\u{FFFD}, C1\u{FFFD}")
        #expect(MarkupText.escaped("\u{FFFE}\u{FFFF}") == "\u{FFFD}\u{FFFD}")
        #expect(MarkupText.escaped("é 𝄞 日本 \u{A0}\u{FFFD}") == "é 𝄞 日本 \u{A0}\u{FFFD}")
        #expect(MarkupText.escaped("") == "")
    }

    @Test func escapedMarkupParsesBackToTheTextWithDisallowedCharactersReplaced() async throws {
        let scalar = Gen.int(in: 0...0x2FFF).map { Unicode.Scalar(UInt32($0)) ?? "x" }
        await propertyCheck(count: 100, input: scalar.array(of: 0...24)) { scalars in
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let document = "<t a=\"\(MarkupText.escaped(text))\">\(MarkupText.escaped(text))</t>"
            let element = try? XMLTree.parse(document)
            let allowed = scalars.map { scalar -> Unicode.Scalar in
                let value = scalar.value
                let isAllowed = value == 9 || value == 10 || value == 13 || (value >= 0x20 && !(0x7F...0x9F).contains(value))
                return isAllowed ? scalar : "\u{FFFD}"
            }
            // XML normalises a line break inside an attribute to a space and "\r\n" or "\r" in
            // content to "\n": compare the character data, whose escaping is the same. (Scalar by
            // scalar: Foundation's string replacement missed a "\r" followed by a combining mark.)
            var expected = String.UnicodeScalarView()
            for (index, scalar) in allowed.enumerated() where scalar != "\r" || allowed.dropFirst(index + 1).first != "\n" {
                expected.append(scalar == "\r" ? "\n" : scalar)
            }
            #expect((element?.text).map { Array($0.unicodeScalars) } == Array(expected), "\(scalars)")
        }
    }

    // MARK: JSON

    @Test func jsonStringsEscapeWhatJSONRequiresAndLineSeparators() {
        #expect(JSONString.literal("say \"hi\"\\") == #""say \"hi\"\\""#)
        #expect(JSONString.literal("a\nb\tc\r\u{1}") == #""a\nb\tc\r\u0001""#)
        #expect(JSONString.literal("\u{2028}\u{2029}") == #""\u2028\u2029""#)
        #expect(JSONString.literal("<b>&</b>") == #""<b>&</b>""#)
        #expect(JSONString.literal("</script>&", scriptSafe: true) == #""\u003c/script\u003e\u0026""#)
        var output = "["
        JSONString.write("é", to: &output)
        #expect(output == "[\"é\"")
    }

    @Test func jsonStringsDecodeBackToTheText() async throws {
        let scalar = Gen.int(in: 0...0x2FFF).map { Unicode.Scalar(UInt32($0)) ?? "x" }
        await propertyCheck(count: 100, input: scalar.array(of: 0...24), Gen.bool) { scalars, scriptSafe in
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let literal = JSONString.literal(text, scriptSafe: scriptSafe)
            let decoded = try? JSONDecoder().decode(String.self, from: Data(literal.utf8))
            #expect(decoded == text, "\(literal)")
            if scriptSafe { #expect(!literal.contains(where: { "<>&".contains($0) })) }
        }
    }
}
