import Foundation
import Kinema
import Testing

// A List in the 400 × 400 host, against the metrics `List` documents (iOS's look): rows inset by
// 6 points above and below and 20 at the sides (16 in a plain list), at least 44 points tall,
// content leading-aligned and vertically centred; inset grouped sections are cards inset 16
// points, the first 20 points below the top; hairline separators (1/3 point, iOS's separator grey)
// below every row but a section's last, inset to the content's leading edge.
@MainActor
@Suite("List")
struct ListTests {
    @Test func plainRowsAreInsetAndAtLeast44PointsTall() {
        let host = ViewHost(List {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 60)
        }.listStyle(.plain))
        // Row 1: 44 tall (20 + 12 < 44), the padded content centred: y = (44 − 32) / 2 + 6 = 12.
        #expect(Containers.frames(host, color: .red) == [CGRect(x: 16, y: 12, width: 368, height: 20)])
        // Row 2: 60 + 12 = 72 tall, starting at 44.
        #expect(Containers.frames(host, color: .blue) == [CGRect(x: 16, y: 50, width: 368, height: 60)])
        // One hairline, below row 1, from the content's leading edge to the list's.
        #expect(Containers.frames(host, color: Containers.separator)
            == [CGRect(x: 16, y: 44 - 1.0 / 3.0, width: 384, height: 1.0 / 3.0)])
        // A plain list is white.
        #expect(Containers.fills(host, color: .white).first == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test func insetGroupedIsTheDefault() {
        let host = ViewHost(List {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 60)
        })
        #expect(Containers.fills(host, color: Containers.groupedBackground) == [CGRect(x: 0, y: 0, width: 400, height: 400)])
        // The card is inset 16 points and starts 20 points down; content 20 points further in.
        #expect(Containers.frames(host, color: .red) == [CGRect(x: 36, y: 32, width: 328, height: 20)])
        #expect(Containers.frames(host, color: .blue) == [CGRect(x: 36, y: 70, width: 328, height: 60)])
        #expect(Containers.frames(host, color: Containers.separator)
            == [CGRect(x: 36, y: 64 - 1.0 / 3.0, width: 348, height: 1.0 / 3.0)])
        // Each row's background is a rounded path (its card's top or bottom corners).
        #expect(Containers.pathCount(host) == 2)
    }

    @Test(arguments: [
        (ListStyleKindName.grouped, CGFloat(20), CGFloat(20)),
        (.inset, 36, 20),
        (.sidebar, 36, 20),
    ])
    func eachStylePlacesTheContent(style: ListStyleKindName, x: CGFloat, gap: CGFloat) {
        let rows = List { Color.red.frame(height: 20) }
        let host: ViewHost<AnyView> = switch style {
        case .grouped: ViewHost(AnyView(rows.listStyle(.grouped)))
        case .inset: ViewHost(AnyView(rows.listStyle(.inset)))
        case .sidebar: ViewHost(AnyView(rows.listStyle(.sidebar)))
        }
        #expect(Containers.frames(host, color: .red).first?.minX == x)
        #expect(Containers.frames(host, color: .red).first?.minY == gap + 12)
    }

    enum ListStyleKindName: CaseIterable, Sendable {
        case grouped, inset, sidebar
    }

    /// Sections: the header above its rows (grouped: capitals), the footer below; 20 points
    /// between sections; no separator after a section's last row.
    @Test func sectionsGroupRowsUnderHeaders() {
        let host = ViewHost(List {
            Section("Fruit") {
                Color.red.frame(height: 20)
                Color.orange.frame(height: 20)
            }
            Section {
                Color.blue.frame(height: 20)
            } header: {
                Text("More")
            } footer: {
                Text("Footer")
            }
        })
        #expect(Containers.texts(host) == ["FRUIT", "MORE", "Footer"])
        let fruit = try! #require(Containers.text(host, "FRUIT"))
        let red = Containers.frames(host, color: .red)[0]
        let orange = Containers.frames(host, color: .orange)[0]
        let blue = Containers.frames(host, color: .blue)[0]
        // The header is 20 points down, 6 above its card.
        #expect(fruit.frame.minY == 20)
        #expect(red.minY == fruit.frame.maxY + 6 + 12)
        #expect(orange.minY == red.minY + 44)
        // Section 2: 20 points below section 1's card, then its header, then its card.
        let more = try! #require(Containers.text(host, "MORE"))
        #expect(more.frame.minY == orange.minY - 12 + 44 + 20)
        #expect(blue.minY == more.frame.maxY + 6 + 12)
        let footer = try! #require(Containers.text(host, "Footer"))
        #expect(footer.frame.minY == blue.minY - 12 + 44 + 6)
        // One separator: between the two fruit rows only.
        #expect(Containers.frames(host, color: Containers.separator).count == 1)
    }

    @Test func rowModifiersChangeTheirRow() {
        let host = ViewHost(List {
            Color.red.frame(height: 20)
                .listRowInsets(EdgeInsets())
                .listRowBackground(Color.yellow)
                .listRowSeparatorTint(.green)
            Color.blue.frame(height: 20).listRowSeparator(.hidden, edges: .bottom)
            Color.purple.frame(height: 20).listRowSeparator(.hidden, edges: .top)
        }.listStyle(.plain))
        // No insets: the content reaches the row's edges, still centred in 44 points.
        #expect(Containers.frames(host, color: .red) == [CGRect(x: 0, y: 12, width: 400, height: 20)])
        // The yellow background fills the row; the separator below is green, from x = 0.
        #expect(Containers.frames(host, color: .yellow) == [CGRect(x: 0, y: 0, width: 400, height: 44)])
        #expect(Containers.frames(host, color: .green) == [CGRect(x: 0, y: 44 - 1.0 / 3.0, width: 400, height: 1.0 / 3.0)])
        // The blue row hides the line below it (the purple one the line above it): no grey
        // separator is left.
        #expect(Containers.frames(host, color: Containers.separator).isEmpty)
        let hidden = ViewHost(List {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 20).listRowSeparator(.hidden)
        })
        // Hiding every edge of a row also hides the line above it.
        #expect(Containers.frames(hidden, color: Containers.separator).isEmpty)
    }

    @Test func traitsOnAForEachApplyToEachRowAndTheRowsOwnWin() {
        let host = ViewHost(List {
            ForEach(0..<3) { index in
                if index == 1 {
                    Color.red.frame(height: 20).listRowBackground(Color.blue)
                } else {
                    Color.red.frame(height: 20)
                }
            }
            .listRowBackground(Color.yellow)
        }.listStyle(.plain))
        #expect(Containers.frames(host, color: .yellow).map(\.minY) == [0, 88])
        #expect(Containers.frames(host, color: .blue).map(\.minY) == [44])
    }

    @Test func aBadgeSitsAtTheTrailingEdge() {
        let host = ViewHost(List { Text("Inbox").badge(3) }.listStyle(.plain))
        let badge = try! #require(Containers.text(host, "3"))
        #expect(abs(badge.frame.maxX - 384) < 1e-9)
        #expect(Containers.text(host, "Inbox")?.frame.minX == 16)
        let none = ViewHost(List { Text("Inbox").badge(0) })
        #expect(Containers.texts(none) == ["Inbox"])
    }

    /// List-wide settings: row spacing separates the rows (each its own card, no separators),
    /// section spacing replaces the 20-point gap, the minimum row height comes from the
    /// environment, and a hidden content background leaves what is behind.
    @Test func listWideSettings() {
        let spaced = ViewHost(List {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 20)
        }.listRowSpacing(10))
        #expect(close(Containers.frames(spaced, color: .blue).first?.minY, 20 + 44 + 10 + 12))
        #expect(Containers.frames(spaced, color: Containers.separator).isEmpty)

        // Between sections only: the first still starts 20 points down.
        let compact = ViewHost(List {
            Section { Color.red.frame(height: 20) }
            Section { Color.blue.frame(height: 20) }
        }.listSectionSpacing(.compact))
        #expect(close(Containers.frames(compact, color: .red).first?.minY, 20 + 12))
        #expect(close(Containers.frames(compact, color: .blue).first?.minY, 20 + 44 + 8 + 12))

        let tall = ViewHost(List { Color.red.frame(height: 20) }.environment(\.defaultMinListRowHeight, 60).listStyle(.plain))
        #expect(Containers.frames(tall, color: .red).first?.minY == 20)

        let bare = ViewHost(List { Color.red.frame(height: 20) }.scrollContentBackground(.hidden))
        #expect(Containers.fills(bare, color: Containers.groupedBackground).isEmpty)
    }

    /// NaN, infinite and negative settings have defined outcomes: insets read as 0, spacing as
    /// none, a minimum row height as 44.
    @Test func badSettingsAreSanitised() {
        let host = ViewHost(List {
            Color.red.frame(height: 20)
                .listRowInsets(EdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: .nan))
            Color.blue.frame(height: 20)
        }
        .listRowSpacing(-.infinity)
        .listSectionSpacing(.nan)
        .environment(\.defaultMinListRowHeight, .nan)
        .listStyle(.plain))
        #expect(Containers.frames(host, color: .red) == [CGRect(x: 0, y: 12, width: 400, height: 20)])
        #expect(close(Containers.frames(host, color: .blue).first?.minY, 44 + 12))
    }

    private func close(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
        guard let value else { return false }
        return abs(value - expected) < 1e-9
    }

    @Test func anEmptyListDrawsItsBackgroundOnly() {
        let host = ViewHost(List {})
        #expect(host.displayList.items.count == 2)
        #expect(Containers.fills(host, color: Containers.groupedBackground).count == 1)
    }

    /// A form is an inset grouped list, whatever list style is set around it.
    @Test func aFormIsInsetGrouped() {
        let host = ViewHost(Form { Color.red.frame(height: 20) }.listStyle(.plain))
        #expect(Containers.frames(host, color: .red) == [CGRect(x: 36, y: 32, width: 328, height: 20)])
    }

    /// Outside a list a section shows its header, content and footer one after the other.
    @Test func aSectionOutsideAListIsItsPartsInSequence() {
        let host = ViewHost(VStack(spacing: 0) {
            Section {
                Color.red.frame(width: 10, height: 10)
            } header: {
                Color.blue.frame(width: 10, height: 10)
            } footer: {
                Color.green.frame(width: 10, height: 10)
            }
        })
        #expect(Containers.frames(host, color: .blue).first?.minY == 185)
        #expect(Containers.frames(host, color: .red).first?.minY == 195)
        #expect(Containers.frames(host, color: .green).first?.minY == 205)
    }

    struct Fruit: Identifiable {
        let id: Int
        var name: String
    }

    /// The data forms: `List(data)`, `List(data, id:)`, `List(range)`, `List($data)`.
    @Test func dataForms() {
        let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
        #expect(Containers.texts(ViewHost(List(fruits) { Text($0.name) })) == ["Apple", "Pear"])
        #expect(Containers.texts(ViewHost(List(["a", "b"], id: \.self) { Text($0) })) == ["a", "b"])
        #expect(Containers.texts(ViewHost(List(0..<3) { Text("\($0)") })) == ["0", "1", "2"])
        #expect(Containers.texts(ViewHost(BoundList())) == ["Apple", "Pear"])
        #expect(Containers.texts(ViewHost(List(fruits, selection: .constant(Set<Int>())) { Text($0.name) })) == ["Apple", "Pear"])
    }

    private struct BoundList: View {
        @State var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
        var body: some View {
            List($fruits) { $fruit in Text(fruit.name) }
        }
    }
}
