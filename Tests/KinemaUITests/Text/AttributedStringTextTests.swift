import Foundation
import Kinema
import Testing

// `Text(AttributedString)`: each run draws with its SwiftUI attributes, written as Apple's
// documentation for `AttributedString` in SwiftUI writes them (`string.font = …`,
// `string[range].foregroundColor = …`), and a Foundation link as SwiftUI draws it.

@Suite("Text from an attributed string")
struct AttributedStringTextTests {
    @Test func runsKeepTheirFontsAndColours() throws {
        var message = AttributedString("Saved. Undo")
        message.foregroundColor = .secondary
        let undo = try #require(message.range(of: "Undo"))
        message[undo].foregroundColor = .blue
        message[undo].font = .title.bold()
        let runs = Text(message).layout.runs
        #expect(runs.map(\.string) == ["Saved. ", "Undo"])
        #expect(runs.map(\.color) == [.secondary, .blue])
        // .title is 28 points; bold picks the bold face.
        #expect(runs[1].font.size == 28)
        #expect(runs[1].font.face == .sansBold)
        #expect(runs[0].font.size == 17)
    }

    @Test func decorationsAndSpacingComeFromTheirAttributes() {
        var text = AttributedString("under")
        text.underlineStyle = Text.LineStyle(pattern: .dot, color: .red)
        var struck = AttributedString("struck")
        struck.strikethroughStyle = .single
        struck.baselineOffset = 4
        let runs = Text(text + struck).layout.runs
        #expect(runs.map(\.underline) == [Text.LineStyle(pattern: .dot, color: .red), nil])
        #expect(runs.map(\.strikethrough) == [nil, .single])
        // The same as the modifiers of the same names.
        let modified = (Text("under").underline(pattern: .dot, color: .red)
            + Text("struck").strikethrough().baselineOffset(4)).layout
        #expect(Text(text + struck).layout == modified)
    }

    @Test func kerningAndTrackingMatchTheirModifiers() {
        var kerned = AttributedString("Wide")
        kerned.kern = 3
        var tracked = AttributedString("Wide")
        tracked.tracking = 2
        #expect(Text(kerned).layout == Text("Wide").kerning(3).layout)
        #expect(Text(tracked).layout == Text("Wide").tracking(2).layout)
    }

    @Test func theEnvironmentStylesRunsThatSetNothing() {
        var string = AttributedString("plain")
        var red = AttributedString(" red")
        red.foregroundColor = .red
        string.append(red)
        let runs = Text(string).foregroundColor(.green).font(.caption).layout.runs
        #expect(runs.map(\.color) == [.green, .red])
        #expect(runs.allSatisfy { $0.font.size == 12 })
    }

    @Test func aLinkDrawsInTheAccentColour() {
        var link = AttributedString("link")
        link.link = URL(string: "https://example.com")
        let runs = Text(AttributedString("see ") + link).layout.runs
        #expect(runs.map(\.color) == [nil, .accentColor])
    }

    @Test func anEmptyStringIsAnEmptyText() {
        #expect(Text(AttributedString("")).layout == Text(verbatim: "").layout)
    }
}
