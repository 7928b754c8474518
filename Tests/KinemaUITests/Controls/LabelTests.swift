import Foundation
import Kinema
import Testing

// Labels: an icon and a title in a row (8 points apart, the stack's default spacing), or the one
// the style keeps.

@MainActor
@Suite("Label")
struct LabelTests {
    /// A 30 × 20 icon and a 50 × 20 title, tinted apart.
    private func label() -> some View {
        Label {
            Rectangle().fill(Color.blue).frame(width: 50, height: 20)
        } icon: {
            Rectangle().fill(Color.red).frame(width: 30, height: 20)
        }
    }

    @Test func titleAndIconSitSideBySide() {
        for view in [AnyView(label()), AnyView(label().labelStyle(.titleAndIcon)), AnyView(label().labelStyle(.automatic))] {
            let items = ViewHost(view).displayList.items
            #expect(items.count == 2)
            // 30 + 8 + 50 = 88 wide, centred.
            #expect(items[0].frame == CGRect(x: 156, y: 190, width: 30, height: 20))
            #expect(items[1].frame == CGRect(x: 194, y: 190, width: 50, height: 20))
            #expect(items[0].content == .shape(.rectangle, fill: .red))
        }
    }

    @Test func theOnlyStylesKeepOnePart() {
        let title = ViewHost(label().labelStyle(.titleOnly)).displayList.items
        #expect(title.count == 1)
        #expect(title[0].content == .shape(.rectangle, fill: .blue))
        #expect(title[0].frame == CGRect(x: 175, y: 190, width: 50, height: 20))
        let icon = ViewHost(label().labelStyle(.iconOnly)).displayList.items
        #expect(icon.count == 1)
        #expect(icon[0].content == .shape(.rectangle, fill: .red))
    }

    /// A custom style arranges the parts; `Label(configuration)` inside it draws the outer style.
    @Test func customStylesAndConfigurations() {
        struct Vertical: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) {
                    configuration.icon
                    configuration.title
                }
            }
        }
        struct Faded: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                Label(configuration).opacity(0.5)
            }
        }
        let vertical = ViewHost(label().labelStyle(Vertical())).displayList.items
        #expect(vertical[0].frame.maxY == vertical[1].frame.minY)
        let faded = ViewHost(label().labelStyle(Faded()).labelStyle(.iconOnly)).displayList.items
        #expect(faded.count == 1)
        #expect(faded[0].opacity == 0.5)
        #expect(faded[0].content == .shape(.rectangle, fill: .red))
    }

    @Test func systemImageAndTitleForms() {
        let name = "Folder"
        let items = ViewHost(VStack {
            Label("Favorites", systemImage: "heart")
            Label(name, systemImage: "folder")
            Label("Cat", image: "cat")
            Label(name, image: "cat")
        }, size: CGSize(width: 400, height: 600)).displayList.items
        #expect(items.count == 8)
        guard case .path = items[0].content, case .text(let title) = items[1].content, case .image = items[4].content else {
            Issue.record("icons then titles")
            return
        }
        #expect(title.runs.map(\.string) == ["Favorites"])
    }
}
