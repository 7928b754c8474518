import Foundation
import Kinema
import Testing

// Fonts resolve to a DejaVu face, a size and a line height. Text-style sizes and default weights
// are iOS's at the default Dynamic Type size ("Large"); line heights are the HIG typography
// table's leading for that size. Fonts with an explicit size take the face's ascender + descender
// + line gap (DejaVu Sans: 1901 + 483 + 0 of 2048 units).

@Suite("Font")
struct FontTests {
    @Test(arguments: [
        (Font.largeTitle, CGFloat(34), CGFloat(41), DisplayList.FontFace.sans),
        (.title, 28, 34, .sans),
        (.title2, 22, 28, .sans),
        (.title3, 20, 25, .sans),
        (.headline, 17, 22, .sansBold),   // semibold: the bold face
        (.subheadline, 15, 20, .sans),
        (.body, 17, 22, .sans),
        (.callout, 16, 21, .sans),
        (.footnote, 13, 18, .sans),
        (.caption, 12, 16, .sans),
        (.caption2, 11, 13, .sans),
    ])
    func textStylesHaveAppleSizesAndLineHeights(font: Font, size: CGFloat, lineHeight: CGFloat, face: DisplayList.FontFace) {
        let resolved = Text("A").font(font).firstFont
        #expect(resolved?.size == size)
        #expect(resolved?.lineHeight == lineHeight)
        #expect(resolved?.face == face)
    }

    @Test func everyTextStyleHasAFont() {
        #expect(Font.TextStyle.allCases.count == 11)
        for style in Font.TextStyle.allCases {
            #expect(Text("A").font(.system(style)).firstFont != nil)
        }
    }

    @Test func textUsesTheBodyFontByDefault() {
        #expect(Text("A").firstFont == DisplayList.ResolvedFont(face: .sans, size: 17, lineHeight: 22))
    }

    @Test func systemFontsOfASizeTakeTheFacesLineHeight() {
        let font = Text("A").font(.system(size: 20)).firstFont
        #expect(font?.size == 20)
        #expect(font?.lineHeight == 2384.0 * 20 / 2048)
        // Serif Bold reaches higher: its ascender is 1923.
        let serif = Text("A").font(.system(size: 20, weight: .bold, design: .serif)).firstFont
        #expect(serif?.face == .serifBold)
        #expect(serif?.lineHeight == (1923.0 + 483) * 20 / 2048)
    }

    @Test(arguments: [
        (Font.Weight.ultraLight, DisplayList.FontFace.sansExtraLight),
        (.thin, .sansExtraLight),
        (.light, .sansExtraLight),
        (.regular, .sans),
        (.medium, .sans),            // no medium face: the book face, as CSS would pick
        (.semibold, .sansBold),
        (.bold, .sansBold),
        (.heavy, .sansBold),
        (.black, .sansBold),
    ])
    func weightsMapToTheNearestDejaVuFace(weight: Font.Weight, face: DisplayList.FontFace) {
        #expect(Text("A").font(.system(size: 17, weight: weight)).firstFont?.face == face)
        #expect(Text("A").font(.body.weight(weight)).firstFont?.face == face)
    }

    @Test(arguments: [
        (Font.Design.default, false, false, DisplayList.FontFace.sans),
        (.rounded, false, false, .sans),
        (.serif, false, false, .serif),
        (.monospaced, false, false, .mono),
        (.default, true, false, .sansBold),
        (.default, false, true, .sansOblique),
        (.default, true, true, .sansBoldOblique),
        (.serif, true, true, .serifBoldItalic),
        (.serif, false, true, .serifItalic),
        (.monospaced, true, true, .monoBoldOblique),
        (.monospaced, false, true, .monoOblique),
    ])
    func designsAndTraitsChooseTheFace(design: Font.Design, bold: Bool, italic: Bool, face: DisplayList.FontFace) {
        var font = Font.system(.body, design: design)
        if bold { font = font.bold() }
        if italic { font = font.italic() }
        #expect(Text("A").font(font).firstFont?.face == face)
    }

    @Test func lightItalicAndLightSerifFallBackToTheBookFace() {
        // DejaVu has no light oblique and no light serif.
        #expect(Text("A").font(.body.weight(.thin).italic()).firstFont?.face == .sansOblique)
        #expect(Text("A").font(.system(.body, design: .serif, weight: .light)).firstFont?.face == .serif)
    }

    @Test func monospacedAndMonospacedDigit() {
        #expect(Text("A").font(.title.monospaced()).firstFont?.face == .mono)
        #expect(Text("A").font(.title.bold().monospaced()).firstFont?.face == .monoBold)
        let digits = Text("1").font(.body.monospacedDigit()).firstFont
        #expect(digits?.monospacedDigits == true && digits?.face == .sans)
    }

    @Test func leadingTakesOrAddsTwoPoints() {
        // Apple: tight and loose change line spacing by 2 points on platforms other than watchOS.
        #expect(Text("A").font(.body.leading(.tight)).firstFont?.lineHeight == 20)
        #expect(Text("A").font(.body.leading(.loose)).firstFont?.lineHeight == 24)
        #expect(Text("A").font(.body.leading(.standard)).firstFont?.lineHeight == 22)
        #expect(Text("A").font(.system(size: 20).leading(.loose)).firstFont?.lineHeight == 2384.0 * 20 / 2048 + 2)
        // Never negative.
        #expect(Text("A").font(.system(size: 1).leading(.tight)).firstFont?.lineHeight == 0)
    }

    @Test func customFontsAreDrawnWithTheFaceTheirNameSuggests() {
        let georgia = Text("A").font(.custom("Georgia-BoldItalic", size: 20)).firstFont
        #expect(georgia?.face == .serifBoldItalic)
        #expect(georgia?.name == "Georgia-BoldItalic")
        #expect(georgia?.size == 20)
        #expect(Text("A").font(.custom("Menlo", fixedSize: 13)).firstFont?.face == .mono)
        #expect(Text("A").font(.custom("Avenir Next", size: 30, relativeTo: .title)).firstFont?.face == .sans)
        #expect(Text("A").font(.custom("HelveticaNeue-Light", size: 30)).firstFont?.face == .sansExtraLight)
        #expect(Text("A").font(.custom("Avenir", size: 17)).firstFont?.lineHeight == 2384.0 * 17 / 2048)
        // An explicit design or weight beats the name.
        #expect(Text("A").font(.custom("Georgia", size: 17).monospaced()).firstFont?.face == .mono)
        #expect(Text("A").font(.custom("Avenir-Heavy", size: 17).weight(.regular)).firstFont?.face == .sans)
    }

    @Test(arguments: [
        (CGFloat.nan, CGFloat(0)),
        (-5, 0),
        (0, 0),
        (.infinity, 4096),
        (-.infinity, 0),
        (1e9, 4096),
    ])
    func badSizesAreClamped(size: CGFloat, clamped: CGFloat) {
        let font = Text("A").font(.system(size: size)).firstFont
        #expect(font?.size == clamped)
        #expect(font?.lineHeight.isFinite == true)
        #expect(Font.maximumSize == 4096)
        let layout = Text("Hello").font(.custom("X", size: size)).layout
        #expect(layout.size.width.isFinite && layout.size.height.isFinite)
    }

    @Test func widthsKeepApplesValues() {
        #expect(Font.Width.compressed.value < Font.Width.condensed.value)
        #expect(Font.Width.standard.value == 0)
        #expect(Font.Width.expanded.value > 0)
        #expect(Font.Width(0.1).value == 0.1)
        // Kept, but measured at the standard width.
        #expect(Text("Wide").font(.body.width(.expanded)).layout == Text("Wide").layout)
    }

    @Test func fontsAreHashableAndSendable() {
        let fonts: Set<Font> = [.body, .body, .title, .body.bold(), .system(size: 17), .custom("A", size: 17)]
        #expect(fonts.count == 5)
        #expect(Font.body.bold() == Font.body.weight(.bold))
        #expect(Font.body != Font.headline)
        let sendable: any Sendable = Font.largeTitle
        #expect(sendable is Font)
    }
}
