import Foundation
import Kinema
import Testing

// `GroupBox`, drawn as iOS draws it: the label in the headline font above the content,
// leading-aligned, 8 points between them, all inset 16 points in a rounded rectangle (corner radius
// 8) of the secondary system background, as wide as offered.

/// UIColor.secondarySystemBackground: (242, 242, 247).
private let secondarySystemBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)

/// A dashboard card an app writes.
private struct TodayCard: View {
    var body: some View {
        GroupBox("Today") {
            Text("Steps: 8,214")
            Text("Distance: 6.1 km")
        }
    }
}

@MainActor
@Suite("GroupBox")
struct GroupBoxTests {
    /// The box's background: the first item, a filled rounded rectangle.
    private static func box<V: View>(_ host: ViewHost<V>) -> DisplayList.Item? {
        guard let first = host.displayList.items.first else { return nil }
        switch first.content {
        case .shape(.roundedRectangle, let fill) where fill == secondarySystemBackground: return first
        case .path(_, .fill(let fill, _)) where fill == secondarySystemBackground: return first
        default: return nil
        }
    }

    /// The font a `Text` in `font` is drawn in.
    private static func resolved(_ font: Font) -> DisplayList.ResolvedFont? {
        guard case .text(let layout)? = ViewHost(Text("Aa").font(font)).displayList.items.first?.content else { return nil }
        return layout.runs.first?.font
    }

    private static let headline = resolved(.headline)
    private static let bodyFont = resolved(.body)

    @Test func theLabelAndContentAreInsetInARoundedBox() throws {
        let host = ViewHost(TodayCard())
        let box = try #require(Self.box(host))
        let title = try #require(Fidelity.item(host, text: "Today"))
        let steps = try #require(Fidelity.item(host, text: "Steps"))
        let distance = try #require(Fidelity.item(host, text: "Distance"))
        #expect(box.frame.minX == 0 && box.frame.width == 400, "as wide as offered")
        #expect(title.frame.minX == 16 && title.frame.minY == box.frame.minY + 16)
        #expect(steps.frame.minX == 16 && distance.frame.minX == 16, "leading-aligned")
        #expect(steps.frame.minY == title.frame.maxY + 8)
        #expect(distance.frame.minY > steps.frame.maxY)
        #expect(distance.frame.maxY == box.frame.maxY - 16)
        #expect(abs(box.frame.midY - 200) < 1e-9, "the box is as tall as its content, centred")
    }

    @Test func theLabelIsAHeadline() throws {
        let host = ViewHost(TodayCard())
        guard case .text(let title)? = Fidelity.item(host, text: "Today")?.content,
              case .text(let steps)? = Fidelity.item(host, text: "Steps")?.content
        else {
            Issue.record("label and content are text items")
            return
        }
        #expect(title.runs[0].font == Self.headline)
        #expect(title.runs[0].font.size == 17)
        #expect(title.runs[0].font.face.weight > 400, "semibold, drawn bolder than the content")
        #expect(steps.runs[0].font == Self.bodyFont, "the content keeps the body font")
    }

    @Test func theBoxIsRoundedByEightPoints() throws {
        let host = ViewHost(TodayCard())
        let box = try #require(Self.box(host))
        switch box.content {
        case .shape(.roundedRectangle(let radius), _):
            #expect(radius == 8)
        case .path(let path, _):
            // An 8-point corner leaves (2, 2) outside (a 4-point one would take it in) and the
            // middle of each edge inside.
            #expect(!path.contains(CGPoint(x: 2, y: 2)))
            #expect(path.contains(CGPoint(x: box.frame.width / 2, y: 0.5)))
            #expect(path.contains(CGPoint(x: 0.5, y: box.frame.height / 2)))
            #expect(path.boundingRect.size == box.frame.size)
        default:
            Issue.record("a rounded rectangle, not \(box.content)")
        }
    }

    @Test func anUnlabelledBoxInsetsItsContent() throws {
        let host = ViewHost(GroupBox { Text("Nothing to report") })
        let box = try #require(Self.box(host))
        let text = try #require(Fidelity.item(host, text: "Nothing"))
        #expect(Fidelity.texts(host) == ["Nothing to report"])
        #expect(text.frame.minX == 16 && text.frame.minY == box.frame.minY + 16)
        #expect(text.frame.maxY == box.frame.maxY - 16)
        #expect(box.frame.width == 400)
    }

    @Test func theOtherSpellingsOfTheLabel() throws {
        let sync = Binding.constant(true)
        let older = ViewHost(GroupBox(label: Text("Account")) { Toggle("Sync", isOn: sync) })
        #expect(Fidelity.texts(older).prefix(2) == ["Account", "Sync"])
        let builder = ViewHost(GroupBox { Text("Signed in") } label: { Label("Account", systemImage: "person") })
        #expect(Fidelity.texts(builder) == ["Account", "Signed in"])
        let headline = try #require(Fidelity.item(builder, text: "Account"))
        guard case .text(let layout) = headline.content else {
            Issue.record("the label's title is a text item")
            return
        }
        #expect(layout.runs[0].font == Self.headline, "a label view is a headline too")
        let title = "Weekly"
        #expect(Fidelity.texts(ViewHost(GroupBox(title) { Text("Report") })) == ["Weekly", "Report"])
    }

    @Test func theDefaultStyleIsDrawn() {
        let plain = ViewHost(TodayCard()).displayList.items
        let styled = ViewHost(TodayCard().groupBoxStyle(.automatic)).displayList.items
        #expect(styled.map(\.content) == plain.map(\.content))
        #expect(styled.map(\.frame) == plain.map(\.frame))
    }

    @Test func aPaddedBoxIsInsetFromItsContainer() throws {
        let host = ViewHost(VStack { TodayCard() }.padding())
        let box = try #require(Self.box(host))
        #expect(box.frame.minX == 16 && box.frame.width == 368)
        #expect(try #require(Fidelity.item(host, text: "Today")).frame.minX == 32)
    }
}
