import Foundation
import Kinema
import Testing

// Concatenated texts keep each part's style: one run per style in the display list. A modifier on
// a concatenation styles the parts that have not set that style themselves (the innermost wins).

@Suite("Text concatenation")
struct TextConcatenationTests {
    @Test func eachPartKeepsItsStyle() {
        let text = (Text("Bold").bold() + Text(" italic").italic() + Text(" red").foregroundColor(.red)).font(.title)
        let runs = text.layout.runs
        #expect(runs.map(\.string) == ["Bold", " italic", " red"])
        #expect(runs.map(\.font.face) == [.sansBold, .sansOblique, .sans])
        #expect(runs.allSatisfy { $0.font.size == 28 && $0.font.lineHeight == 34 })
        #expect(runs.map(\.color) == [nil, nil, .red])
        // One line, as wide as the three runs.
        let expected = DejaVuReference.width("Bold", size: 28, in: DejaVuReference.sansBold)
            + DejaVuReference.width(" italic red", size: 28)
        #expect(abs(text.layout.size.width - expected) < 1e-9)
        #expect(text.layout.lines[0].fragments.map(\.run) == [0, 1, 2])
    }

    @Test func theInnermostModifierWins() {
        let runs = (Text("a").font(.caption) + Text("b")).font(.title).layout.runs
        #expect(runs.map(\.font.size) == [12, 28])
        let colours = (Text("a").foregroundColor(.blue) + Text("b")).foregroundColor(.green).layout.runs
        #expect(colours.map(\.color) == [.blue, .green])
        // bold(false) keeps an outer bold away; fontWeight and bold: the inner one wins.
        let weights = (Text("a").bold(false) + Text("b") + Text("c").fontWeight(.light)).bold().layout.runs
        #expect(weights.map(\.font.face) == [.sans, .sansBold, .sansExtraLight])
        #expect(Text("x").fontWeight(.light).bold().layout.runs[0].font.face == .sansExtraLight)
        #expect(Text("x").bold().fontWeight(.light).layout.runs[0].font.face == .sansBold)
        #expect((Text("a").italic(false) + Text("b")).italic().layout.runs.map(\.font.face) == [.sans, .sansOblique])
    }

    @Test func partsWithTheSameStyleShareARun() {
        let runs = (Text("a") + Text("b") + Text("c").bold() + Text("d").bold()).layout.runs
        #expect(runs.map(\.string) == ["ab", "cd"])
        #expect((Text("") + Text("x") + Text("")).layout.runs.map(\.string) == ["x"])
    }

    @Test func designsWeightsAndMonospacing() {
        let runs = (Text("serif").fontDesign(.serif) + Text("mono").monospaced() + Text("wide").fontWidth(.expanded)
            + Text("digits").monospacedDigit()).layout.runs
        #expect(runs.map(\.font.face) == [.serif, .mono, .sans, .sans])
        #expect(runs.map(\.font.monospacedDigits) == [false, false, false, true])
        #expect(Text("x").fontDesign(nil).font(nil).fontWeight(nil).foregroundColor(nil).fontWidth(nil) == Text("x"))
        #expect(Text("x").monospaced(false).font(.body.monospaced()).layout.runs[0].font.face == .mono)
    }

    @Test func decorationsKeepTheirPatternAndColour() {
        let runs = (Text("under").underline() + Text("struck").strikethrough(color: .red)
            + Text("dotted").underline(pattern: .dot, color: .blue) + Text("off").underline(false)).underline().layout.runs
        #expect(runs.map(\.underline) == [.single, .single, Text.LineStyle(pattern: .dot, color: .blue), nil])
        #expect(runs.map(\.strikethrough) == [nil, Text.LineStyle(color: .red), nil, nil])
        #expect(Text("x").strikethrough(pattern: .dashDot).layout.runs[0].strikethrough?.pattern == .dashDot)
        #expect(Text("x").strikethrough(false).layout.runs[0].strikethrough == nil)
    }

    @Test func trackingKerningAndBaselineOffsetAreKeptPerRun() {
        let runs = (Text("a").tracking(2) + Text("b").kerning(1) + Text("c").baselineOffset(4)).layout.runs
        #expect(runs.map(\.tracking) == [2, 1, 0])
        #expect(runs.map(\.baselineOffset) == [0, 0, 4])
    }

    @Test func textCaseTransformsTheCharacters() {
        #expect(Text("Done").textCase(.uppercase).layout.string == "DONE")
        #expect(Text("LOUD").textCase(.lowercase).layout.string == "loud")
        #expect((Text("Keep").textCase(nil) + Text("up")).textCase(.uppercase).layout.string == "KeepUP")
        // The width follows the transformed characters.
        #expect(abs(Text("ab").textCase(.uppercase).layout.size.width - DejaVuReference.width("AB")) < 1e-9)
    }

    @Test func foregroundStyleWithAColourColoursTheText() {
        #expect(Text("x").foregroundStyle(.orange).layout.runs[0].color == .orange)
        #expect(Text("x").foregroundStyle(Color.mint).foregroundStyle(.red).layout.runs[0].color == .mint)
    }

    @Test func theEnvironmentStylesWhatTheTextLeavesOpen() {
        var environment = TextEnvironment()
        environment.font = .headline
        environment.isItalic = true
        environment.fontDesign = .serif
        environment.textCase = .uppercase
        let runs = (Text("a") + Text("b").font(.caption).italic(false) + Text("c").textCase(nil)).resolve(in: environment).runs
        #expect(runs.map(\.string) == ["A", "B", "c"])
        #expect(runs.map(\.font.face) == [.serifBoldItalic, .serif, .serifBoldItalic])
        #expect(runs.map(\.font.size) == [17, 12, 17])
        environment = TextEnvironment()
        environment.fontWeight = .bold
        environment.isMonospacedDigit = true
        let weighted = (Text("a") + Text("b").font(.body.weight(.light))).resolve(in: environment).runs
        // The environment's weight applies to fonts without their own.
        #expect(weighted.map(\.font.face) == [.sansBold, .sansExtraLight])
        #expect(weighted.allSatisfy { $0.font.monospacedDigits })
        environment = TextEnvironment()
        environment.isBold = true
        #expect(Text("a").resolve(in: environment).runs[0].font.face == .sansBold)
    }
}
