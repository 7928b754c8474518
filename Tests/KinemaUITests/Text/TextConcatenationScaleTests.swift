import Foundation
import Kinema
import Testing

// `Text + Text` in a loop, as code that builds a text part by part writes it: 100,000 parts
// concatenate in linear time (each `+` appends to a buffer the texts share, where a copy of every
// part per `+` made it quadratic), and every text keeps the parts it had.

@MainActor
@Suite("Text concatenation at scale")
struct TextConcatenationScaleTests {
    static func string<V: View>(_ host: ViewHost<V>) -> String {
        host.displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content { return layout.string }
            return nil
        }.joined()
    }

    @Test func aHundredThousandPartsConcatenate() {
        var text = Text("a")
        for _ in 0..<100_000 { text = text + Text("b") }
        let host = ViewHost(text.frame(width: 300), size: CGSize(width: 300, height: 400))
        let shown = Self.string(host).filter { $0 != "\n" }
        #expect(shown.count == 100_001)
        #expect(shown.first == "a" && shown.dropFirst().allSatisfy { $0 == "b" })
    }

    @Test func concatenationsOfOneTextStayApart() {
        let base = Text("Hello, ")
        let world = base + Text("world").bold()
        let kinema = base + Text("Kinema").italic()
        let again = world + Text("!")
        #expect(Self.string(ViewHost(base)) == "Hello, ")
        #expect(Self.string(ViewHost(world)) == "Hello, world")
        #expect(Self.string(ViewHost(kinema)) == "Hello, Kinema")
        #expect(Self.string(ViewHost(again)) == "Hello, world!")
        #expect(world == base + Text("world").bold())
        #expect(world != kinema)
    }

    @Test func modifiersOnAConcatenationStyleEachPart() {
        var text = Text("x").foregroundColor(.red)
        for _ in 0..<1_000 { text = text + Text("y") }
        let styled = text.foregroundColor(.blue)
        let host = ViewHost(styled.frame(width: 300), size: CGSize(width: 300, height: 400))
        guard case .text(let layout)? = host.displayList.items.first?.content else {
            Issue.record("no text drawn")
            return
        }
        let colours: [Color?] = layout.runs.map(\.color)
        #expect(colours.first == Color.red, "the innermost modifier wins: the first part red")
        #expect(colours.dropFirst().allSatisfy { $0 == Color.blue }, "the rest blue")
        #expect(layout.runs.map(\.string).joined() == "x" + String(repeating: "y", count: 1_000))
    }
}
