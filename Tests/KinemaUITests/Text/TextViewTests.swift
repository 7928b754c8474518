import Foundation
import Kinema
import Testing

// Text in a host: the display list gets the resolved runs and lines, the leaf its ideal size.

@MainActor
@Suite("Text view")
struct TextViewTests {
    @Test func theDisplayListCarriesTheLayout() {
        let text = Text("Hello ").bold() + Text("world").foregroundColor(.red)
        let item = ViewHost(text).displayList.items[0]
        guard case .text(let layout) = item.content else {
            Issue.record("not text: \(item.content)")
            return
        }
        #expect(layout == text.layout)
        #expect(layout.runs.map(\.string) == ["Hello ", "world"])
        #expect(item.frame.size == layout.size)
        // Centred in the 400 × 400 host.
        #expect(abs(item.frame.midX - 200) < 1e-9 && abs(item.frame.midY - 200) < 1e-9)
    }

    @Test func anEmptyTextTakesNoSpace() {
        let items = ViewHost(VStack(spacing: 0) {
            Text("")
            Color.red.frame(width: 10, height: 10)
        }).displayList.items
        #expect(items[0].frame.size == .zero)
    }

    @Test func contentChangesRedraw() {
        let host = ViewHost(Text("A"))
        host.rootView = Text("B").italic()
        guard case .text(let layout) = host.displayList.items[0].content else {
            Issue.record("not text")
            return
        }
        #expect(layout.string == "B" && layout.runs[0].font.face == .sansOblique)
    }

    @Test func displayListTextRoundTripsThroughCodable() throws {
        let layout = (Text("One ").font(.title).bold() + Text("two").underline(color: .red).tracking(1)
            + Text("\nthree").strikethrough(pattern: .dash).baselineOffset(2)).layout
            .fitted(to: CGSize(width: 60, height: 200))
        let list = DisplayList(items: [.init(content: .text(layout), frame: CGRect(origin: .zero, size: layout.size))])
        let data = try JSONEncoder().encode(list)
        let decoded = try JSONDecoder().decode(DisplayList.self, from: data)
        #expect(decoded == list)
        let bad = Data(#"{"type":"text","text":{"alignment":"diagonal"}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DisplayList.Content.self, from: bad) }
    }

    @Test func facesAndTheGeneratedTableAgree() {
        // One table entry per face, each drawn from the family the face names.
        #expect(DisplayList.FontFace.allCases.count == 13)
        #expect(Set(DisplayList.FontFace.allCases.map(\.familyName)) == ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"])
        #expect(DisplayList.FontFace.allCases.filter(\.isItalic).count == 6)
        #expect(DisplayList.FontFace.sansExtraLight.weight == 200)
        for face in DisplayList.FontFace.allCases {
            let font = DisplayList.ResolvedFont(face: face, size: 2048, lineHeight: .nan)
            #expect(font.advance(of: " ") > 0, "\(face)")
            #expect(font.ascent >= 1901 && font.descent == 483, "\(face)")
        }
    }
}

@Suite("Text layout coding")
struct TextLayoutCodingTests {
    @Test func decodingLaysTheTextOutAgainAndSanitises() throws {
        // An archive whose lines name a run that is not there, with a negative size and a NaN-free
        // but absurd tracking: the lines are rebuilt from the runs, the numbers clamped.
        let json = #"""
        {"runs":[{"string":"Hi","font":{"face":"sans","size":-17,"lineHeight":22},"tracking":1e300}],
         "alignment":"center","lines":[{"fragments":[{"run":5,"string":"zz","x":0,"width":1}]}],
         "size":{"width":1,"height":1},"isTruncated":false}
        """#
        let layout = try JSONDecoder().decode(DisplayList.TextLayout.self, from: Data(json.utf8))
        #expect(layout.runs[0].font.size == 0)
        #expect(layout.lines.map(\.string) == ["Hi"])
        #expect(layout.lines[0].fragments.map(\.run) == [0])
        #expect(layout.alignment == .center)
        #expect(layout.runs[0].tracking == 4096)
        #expect(layout.size.width == 8192)   // two characters of size 0, each 4096 of tracking
        let unknownFace = #"{"face":"comic","size":1,"lineHeight":1}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(DisplayList.ResolvedFont.self, from: Data(unknownFace.utf8))
        }
    }

    @Test func encodingWritesTheLinesForReaders() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(DisplayList.TextLayout("Hi\nthere"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["runs", "alignment", "truncationMode", "lines", "size", "isTruncated"])
        #expect((object["lines"] as? [[String: Any]])?.map { $0["y"] as? Double } == [0, 22])
    }

    @Test func measuringAlikeIgnoresColourAndAlignment() {
        let plain = Text("Hi").layout
        #expect(plain.measuresLike(Text("Hi").foregroundColor(.red).underline().layout))
        #expect(!plain.measuresLike(Text("Hi").bold().layout))
        #expect(!plain.measuresLike(Text("Ho").layout))
        #expect(!plain.measuresLike(Text("Hi").tracking(1).layout))
    }
}
