import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Text in SVG: one <text> per item, one chunk per line, one <tspan> per run on a line, with the
// DejaVu family each run was measured with. Positions follow the layout: lines 22 points high in
// the body style, the block centred vertically in the frame.

@MainActor
@Suite("SVG text")
struct SVGTextTests {
    static let size = CGSize(width: 400, height: 300)

    /// The `<text>` element that draws the only text item of `view` in a host.
    private func textElement(_ view: some View) throws -> (SVGNode, DisplayList.Item) {
        let host = ViewHost(view, size: Self.size)
        let item = try #require(host.displayList.items.first)
        let svg = SVGRenderer().render(host.displayList, size: Self.size, background: nil)
        return (try #require(SVGNode.parse(svg).all(named: "text").first), item)
    }

    private func number(_ value: CGFloat) -> String {
        DecimalText.fixed(Double(value), decimals: 2)
    }

    @Test func eachRunIsASpanWithItsOwnStyle() throws {
        let text = Text("Bold ").bold() + Text("serif").font(.system(.body, design: .serif)).italic()
            + Text(" mono").monospaced().foregroundColor(.red)
        let (element, item) = try textElement(text)
        // The first run's style is written on the <text>.
        #expect(element["font-family"] == "'DejaVu Sans', Verdana, sans-serif")
        #expect(element["font-size"] == "17")
        #expect(element["font-weight"] == "bold")
        #expect(element["text-anchor"] == "start")
        #expect(element["xml:space"] == "preserve")
        #expect(element["fill"] == "#000000")
        let spans = element.children
        #expect(spans.map(\.text) == ["Bold ", "serif", " mono"])
        // The first span starts the line: the frame's left edge, the baseline 22-point line down.
        let ascent = 1901.0 * 17 / 2048, descent = 483.0 * 17 / 2048
        let baseline = item.frame.minY + (22 - ascent - descent) / 2 + ascent
        #expect(spans[0]["x"] == number(item.frame.minX))
        #expect(spans[0]["y"] == number(baseline))
        #expect(spans[0].attributes.keys.sorted() == ["x", "y"])
        // The others continue the line and say only how they differ.
        #expect(spans[1]["x"] == nil && spans[1]["y"] == nil)
        #expect(spans[1]["font-family"] == "'DejaVu Serif', Georgia, serif")
        #expect(spans[1]["font-weight"] == "normal")
        #expect(spans[1]["font-style"] == "italic")
        #expect(spans[2]["font-family"] == "'DejaVu Sans Mono', Menlo, Consolas, monospace")
        #expect(spans[2]["font-style"] == nil)   // siblings inherit from the <text>, not from each other
        #expect(spans[2]["fill"] == "#ff3b30")
    }

    @Test func everyFaceIsNamedAsItWasMeasured() throws {
        for face in DisplayList.FontFace.allCases {
            let run = DisplayList.TextRun("Aa", font: DisplayList.ResolvedFont(face: face, size: 20, lineHeight: 24))
            let layout = DisplayList.TextLayout(runs: [run])
            let svg = SVGRenderer().render(DisplayList(items: [.init(content: .text(layout), frame: CGRect(x: 0, y: 0, width: 50, height: 24))]),
                                           size: Self.size)
            let element = try #require(SVGNode.parse(svg).all(named: "text").first)
            #expect(element["font-family"]?.hasPrefix("'\(face.familyName)'") == true, "\(face)")
            let weight = face.weight == 400 ? nil : face.weight == 700 ? "bold" : String(face.weight)
            #expect(element["font-weight"] == weight, "\(face)")
            #expect(element["font-style"] == (face.isItalic ? "italic" : nil), "\(face)")
        }
    }

    @Test func wrappedLinesAreChunksAnchoredByAlignment() throws {
        let layout = DisplayList.TextLayout("Hello wide world", alignment: .center)
            .fitted(to: CGSize(width: DejaVuWidth.of("Hello wide") + 1, height: 100))
        #expect(layout.lines.map(\.string) == ["Hello wide", "world"])
        let frame = CGRect(x: 50, y: 40, width: layout.size.width, height: layout.size.height)
        let svg = SVGRenderer().render(DisplayList(items: [.init(content: .text(layout), frame: frame)]), size: Self.size)
        let element = try #require(SVGNode.parse(svg).all(named: "text").first)
        #expect(element["text-anchor"] == "middle")
        #expect(element.children.map(\.text) == ["Hello wide", "world"])
        #expect(element.children.allSatisfy { $0["x"] == number(frame.midX) })
        let ascent = 1901.0 * 17 / 2048, descent = 483.0 * 17 / 2048
        let first = 40 + (22 - ascent - descent) / 2 + ascent
        #expect(element.children.map { $0["y"] } == [number(first), number(first + 22)])
        // Trailing alignment anchors at the frame's right edge.
        let trailing = DisplayList.TextLayout("Hi", alignment: .trailing)
        let right = try #require(SVGNode.parse(SVGRenderer().render(
            DisplayList(items: [.init(content: .text(trailing), frame: CGRect(x: 10, y: 10, width: 100, height: 22))]),
            size: Self.size)).all(named: "text").first)
        #expect(right["text-anchor"] == "end" && right["x"] == "110")
    }

    @Test func decorationsTrackingAndBaselineOffsets() throws {
        let text = Text("under").underline() + Text("both").underline().strikethrough(color: .red)
            + Text("up").baselineOffset(5) + Text("spaced").tracking(2)
        let (element, item) = try textElement(text)
        let spans = element.children
        #expect(spans.map { $0["text-decoration"] } == ["underline", "underline line-through", nil, nil])
        // Raised by 5: a relative move up, and back down for the next run.
        #expect(spans[2]["dy"] == "-5")
        #expect(spans[3]["dy"] == "5")
        #expect(spans[3]["letter-spacing"] == "2")
        // The raised run grows the line by 5 above: the baseline is 5 lower in the 27-point line.
        let ascent = 1901.0 * 17 / 2048, descent = 483.0 * 17 / 2048
        #expect(item.frame.height == 27)
        #expect(spans[0]["y"] == number(item.frame.minY + (22 - ascent - descent) / 2 + ascent + 5))
    }

    @Test func aSingleRunIsWrittenOnTheTextAlone() throws {
        let (element, _) = try textElement(Text("Plain").underline().tracking(1).baselineOffset(2))
        #expect(element.children.isEmpty)
        #expect(element.text == "Plain")
        #expect(element["text-decoration"] == "underline")
        #expect(element["letter-spacing"] == "1")
    }

    @Test func runsAreEscapedForXML() throws {
        let (element, _) = try textElement(Text("<b>") + Text("&'\"").bold())
        #expect(element.children.map(\.text) == ["<b>", "&'\""])
    }

    @Test func invisibleTextDrawsNothing() throws {
        for text in [Text(""), Text("A").font(.system(size: 0)), Text("A").font(.system(size: -4)), Text("A").font(.system(size: .nan))] {
            let host = ViewHost(text, size: Self.size)
            let svg = SVGRenderer().render(host.displayList, size: Self.size)
            #expect(try SVGNode.parse(svg).all(named: "text").isEmpty)
        }
    }

    @Test func textSceneMatchesSnapshot() throws {
        let svg = SVGRenderer().render(Self.scene, size: Self.size)
        _ = try SVGNode.parse(svg)
        assertSnapshot(svg, named: "text")
    }

    /// A title, a wrapped centred paragraph, styled runs and a truncated line.
    static var scene: DisplayList {
        let title = (Text("Kinema ").font(.largeTitle).bold() + Text("text").font(.largeTitle).italic().foregroundColor(.orange))
        let paragraph = Text("Springs settle, keyframes play, and text is measured with DejaVu metrics.")
            .font(.system(.body, design: .serif))
        let runs = Text("bold").bold() + Text(" · ") + Text("struck").strikethrough() + Text(" · ")
            + Text("under").underline() + Text(" · ") + Text("x").monospaced() + Text("2").baselineOffset(6).font(.caption)
        var items: [DisplayList.Item] = []
        func add(_ text: Text, alignment: TextAlignment = .leading, lineLimit: Int? = nil, width: CGFloat, at origin: CGPoint) {
            let host = ViewHost(text)
            guard case .text(var layout) = host.displayList.items[0].content else { return }
            layout = DisplayList.TextLayout(runs: layout.runs, alignment: alignment, lineLimit: lineLimit)
                .fitted(to: CGSize(width: width, height: .infinity))
            items.append(.init(content: .text(layout), frame: CGRect(origin: origin, size: layout.size)))
        }
        add(title, width: 380, at: CGPoint(x: 10, y: 10))
        add(paragraph, alignment: .center, width: 240, at: CGPoint(x: 80, y: 70))
        add(runs, width: 380, at: CGPoint(x: 10, y: 160))
        add(Text("This line is far too long to fit and is cut short with an ellipsis"), lineLimit: 1, width: 200,
            at: CGPoint(x: 10, y: 220))
        return DisplayList(items: items)
    }
}

/// Widths of body text from the DejaVu Sans advances (read with Scripts/generate-font-metrics.py).
enum DejaVuWidth {
    static let advances: [Character: Int] = [
        "H": 1540, "e": 1260, "l": 569, "o": 1253, " ": 651, "w": 1675, "i": 569, "d": 1300, "r": 842,
    ]

    /// Σ advance × 17 ÷ 2048.
    static func of(_ string: String) -> CGFloat {
        CGFloat(string.reduce(0) { $0 + advances[$1]! }) * 17 / 2048
    }
}
