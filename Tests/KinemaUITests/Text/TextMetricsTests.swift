import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Widths are Σ advance × size ÷ 2048 over the DejaVu advances (DejaVuReference.swift, read from the
// fonts with Scripts/generate-font-metrics.py); heights are line heights (FontTests).

@Suite("Text metrics")
struct TextMetricsTests {
    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(b))
    }

    @Test func widthIsTheSumOfAdvances() {
        // "Hi" at 17 points: (H 1540 + i 569) × 17 / 2048.
        let hi = Text("Hi").layout
        #expect(close(hi.size.width, (1540 + 569) * 17 / 2048))
        #expect(hi.size.height == 22)
        #expect(close(Text("Hello, world!").layout.size.width, DejaVuReference.width("Hello, world!")))
        #expect(close(Text("Kinema").font(.largeTitle).layout.size.width, DejaVuReference.width("Kinema", size: 34)))
    }

    @Test func eachFaceHasItsOwnAdvances() {
        #expect(close(Text("Bold").bold().layout.size.width, DejaVuReference.width("Bold", in: DejaVuReference.sansBold)))
        #expect(close(Text("Serif").font(.system(.body, design: .serif)).layout.size.width,
                      DejaVuReference.width("Serif", in: DejaVuReference.serif)))
        // Oblique advances are DejaVu Sans's.
        #expect(close(Text("Slant").italic().layout.size.width, DejaVuReference.width("Slant")))
        // Every monospaced character is 1233 units.
        #expect(close(Text("iiWW").monospaced().layout.size.width, 4 * 1233 * 17 / 2048))
    }

    @Test func resolvedFontsReportTheirMetrics() {
        let font = DisplayList.ResolvedFont(face: .sans, size: 17, lineHeight: 22)
        #expect(close(font.advance(of: "H"), 1540 * 17 / 2048))
        #expect(close(font.ascent, 1901 * 17 / 2048))
        #expect(close(font.descent, 483 * 17 / 2048))
        #expect(close(font.capHeight, 1493 * 17 / 2048))   // the top of "H"
        #expect(close(font.width(of: "Hi"), 2109 * 17 / 2048))
    }

    @Test func symbolsAndPunctuationHaveTheirOwnAdvances() {
        for character in ["…", "•", "€", "°", "×", "÷", "–", "—", "★", "\u{A0}"] as [Character] {
            #expect(close(Text(String(character)).layout.size.width, DejaVuReference.width(String(character))),
                    "\(character)")
        }
    }

    @Test func clustersMeasureAsTheirBaseCharacter() {
        // e + combining acute is one character, as wide as "e"; so is precomposed é.
        #expect(close(Text("e\u{301}").layout.size.width, 1260 * 17 / 2048))
        #expect(close(Text("\u{E9}").layout.size.width, 1260 * 17 / 2048))
        // ř is not in the table: it is measured as its base letter r (842).
        #expect(close(Text("ř").layout.size.width, 842 * 17 / 2048))
    }

    @Test func wideCharactersAreOneEmAndEmojiTheEmojiFontsAdvance() {
        for string in ["漢", "한"] {
            #expect(close(Text(string).layout.size.width, 17), "\(string)")
        }
        // Noto Color Emoji gives every glyph 2550 units of 2048 (its hmtx); a sequence is one glyph.
        for string in ["🐶", "👍🏽", "❤️", "👩‍💻", "🇫🇷", "1️⃣"] {
            #expect(close(Text(string).layout.size.width, 2550 * 17 / 2048), "\(string)")
        }
        // Without the emoji selector, ❤ is DejaVu's own glyph.
        #expect(Text("❤").layout.size.width < 17)
    }

    @Test func zeroWidthCharactersTakeNoSpace() {
        #expect(close(Text("a\u{200B}b").layout.size.width, DejaVuReference.width("ab")))
        #expect(close(Text("a\u{FEFF}b").layout.size.width, DejaVuReference.width("ab")))
    }

    @Test func unlistedCharactersTakeTheMeanLowercaseAdvance() {
        // Cyrillic ж is outside the table: the mean of DejaVu Sans's a…z advances, rounded.
        let letters = "abcdefghijklmnopqrstuvwxyz"
        let mean = (Double(DejaVuReference.units(letters)) / 26).rounded()
        #expect(close(Text("ж").layout.size.width, mean * 17 / 2048))
    }

    @Test func tabsAndControlsMeasureAsASpace() {
        #expect(close(Text("a\tb").layout.size.width, DejaVuReference.width("a b")))
    }

    @Test func trackingAndKerningAddToEveryCharacter() {
        let plain = DejaVuReference.width("Track")
        #expect(close(Text("Track").tracking(2).layout.size.width, plain + 5 * 2))
        #expect(close(Text("Track").kerning(1.5).layout.size.width, plain + 5 * 1.5))
        // Both: tracking wins, as in SwiftUI.
        #expect(close(Text("Track").kerning(10).tracking(1).layout.size.width, plain + 5))
        // A negative tracking never makes an advance negative.
        #expect(Text("Track").tracking(-1000).layout.size.width == 0)
        // NaN and infinite tracking count as 0.
        #expect(close(Text("Track").tracking(.nan).layout.size.width, plain))
        #expect(close(Text("Track").tracking(.infinity).layout.size.width, plain))
    }

    @Test func monospacedDigitsTakeTheWidestDigit() {
        // DejaVu's digits are already all 1303 units: proportional and tabular agree.
        let tabular = Text("1111").monospacedDigit().layout
        #expect(tabular.runs[0].font.monospacedDigits)
        #expect(close(tabular.size.width, 4 * 1303 * 17 / 2048))
        #expect(close(Text("1111").layout.size.width, Text("8888").layout.size.width))
    }

    @Test func baselineOffsetGrowsTheLine() {
        // Raised 6 points: the line keeps its 22 below... plus 6 above.
        let raised = Text("x").baselineOffset(6).layout
        #expect(close(raised.size.height, 28))
        #expect(close(Text("x").baselineOffset(-4).layout.size.height, 26))
        #expect(close(Text("x").baselineOffset(.nan).layout.size.height, 22))
    }

    @Test func linesStackTheirHeights() {
        let layout = Text("one\ntwo\n\nfour").layout
        #expect(layout.lines.map(\.string) == ["one", "two", "", "four"])
        #expect(layout.size.height == 88)
        #expect(layout.lines.map(\.y) == [0, 22, 44, 66])
        #expect(close(layout.size.width, DejaVuReference.width("four")))
        // Windows line breaks and the Unicode line separator break lines too.
        #expect(Text("a\r\nb\u{2028}c").layout.lines.map(\.string) == ["a", "b", "c"])
    }

    @Test func theBaselineSharesTheExtraLeadingEvenly() {
        // Body: 22-point lines, DejaVu Sans 1901 + 483 units at 17 points: (22 − 2384 × 17 / 2048) / 2
        // above the ascender.
        let line = Text("Hi").layout.lines[0]
        let ascent = 1901.0 * 17 / 2048, descent = 483.0 * 17 / 2048
        #expect(close(line.baseline, (22 - ascent - descent) / 2 + ascent))
        #expect(line.height == 22)
    }

    @Test func mixedSizesTakeTheTallestRun() {
        let layout = (Text("Big").font(.largeTitle) + Text("small").font(.caption)).layout
        #expect(layout.lines.count == 1)
        // The large title's 41-point line holds the caption's.
        #expect(close(layout.size.height, 41))
        #expect(close(layout.size.width, DejaVuReference.width("Big", size: 34) + DejaVuReference.width("small", size: 12)))
        #expect(layout.lines[0].fragments.map(\.run) == [0, 1])
        #expect(close(layout.lines[0].fragments[1].x, DejaVuReference.width("Big", size: 34)))
    }

    @Test func emptyTextHasNoSize() {
        #expect(Text("").layout.size == .zero)
        #expect(Text("").layout.lines.isEmpty)
        #expect(Text(verbatim: "").layout.runs.isEmpty)
        // A line break alone makes two empty lines.
        #expect(Text("\n").layout.size == CGSize(width: 0, height: 44))
    }

    /// Law: without line breaks, the width of a concatenation is the sum of the widths.
    @Test func widthIsAdditive() {
        var generator = SeededGenerator(seed: 12)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789.,;:!?-éü€…")
        for _ in 0..<200 {
            let a = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let b = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let sum = Text(verbatim: a).layout.size.width + Text(verbatim: b).layout.size.width
            #expect(abs(Text(verbatim: a + b).layout.size.width - sum) < 1e-9, "\(a) + \(b)")
        }
    }
}
