import Foundation
import Kinema
import Testing

// Compile-only checks: text and font code as it is written for SwiftUI compiles unchanged. The
// test bodies assert only that the views can be hosted.

private struct Scoreboard: View {
    @State private var score = 1234
    var speed = 2.5
    var ratio = 0.25
    var date = Date(timeIntervalSince1970: 0)

    var body: some View {
        VStack(spacing: 12) {
            Text("Score: \(score)")
                .font(.largeTitle)
                .fontWeight(.heavy)
                .monospacedDigit()
            Text("\(speed, specifier: "%.1f") m/s")
                .font(.system(size: 24, weight: .semibold, design: .rounded))
                .foregroundColor(.orange)
            Text(speed, format: .number.precision(.fractionLength(2)))
                .font(.system(.title2, design: .monospaced))
            Text("Done: \(ratio, format: .percent)").italic().foregroundStyle(.secondary)
            Text(date, style: .date).font(.caption2)
            Text("Tap \(Text("here").bold().underline()) to start")
            Text("Sale").strikethrough(true, color: .red) + Text(" $9").bold().font(.headline)
            Text(verbatim: "raw").kerning(1.2).tracking(0.5).baselineOffset(3).textCase(.uppercase)
            Text("Custom").font(.custom("Avenir Next", size: 18)).font(.custom("Menlo", fixedSize: 12))
            Text("Relative").font(.custom("Georgia", size: 20, relativeTo: .title)).fontDesign(.serif).fontWidth(.condensed)
            Text("Leading").font(.body.leading(.tight).italic().bold().weight(.light).monospaced().width(.expanded))
            Text(String(score)).bold(score > 1000).italic(false).monospaced()
            Text(AttributedString("attributed"))
        }
    }
}

@MainActor
@Suite("Text API shape")
struct TextAPIShapeTests {
    @Test func swiftUITextCodeCompilesAndHosts() {
        let host = ViewHost(Scoreboard())
        #expect(host.displayList.items.count == 13)
    }

    @Test func textTypesAreSendableValues() {
        let values: [any Sendable] = [
            Text("a"), Font.body, Font.Weight.bold, Font.Design.serif, Font.TextStyle.body, Font.Width.condensed,
            Font.Leading.tight, TextAlignment.center, LocalizedStringKey("k"), ContentTransition.numericText(),
            Text.Case.uppercase, Text.TruncationMode.middle, Text.DateStyle.timer, Text.LineStyle.single,
            Text.LineStyle.Pattern.dash, DisplayList.TextLayout("x"),
        ]
        #expect(values.count == 16)
        #expect(TextAlignment.allCases == [.leading, .center, .trailing])
    }
}
