import Foundation
import Kinema
import Testing

// `ShareLink`: a borderless button whose default label is `Label("Share", systemImage:
// "square.and.arrow.up")`. Linux has no share sheet, so a tap presses the button and nothing else
// happens; the item, subject, message and preview only describe what would be shared.

private let swiftOrg = URL(string: "https://www.swift.org")!

/// A recipe screen's toolbar, as an app writes it.
private struct RecipeActions: View {
    let title = "Pancakes"
    let text = "Flour, milk, eggs."

    var body: some View {
        VStack(spacing: 20) {
            ShareLink(item: swiftOrg)
            ShareLink("Share recipe", item: text, subject: Text(title), message: Text("Try this"))
            ShareLink(item: swiftOrg) {
                Label("Send", systemImage: "paperplane")
            }
        }
    }
}

@MainActor
@Suite("ShareLink")
struct ShareLinkTests {
    /// Whether the item draws a symbol: a path, or an image.
    private static func isIcon(_ item: DisplayList.Item) -> Bool {
        switch item.content {
        case .path, .image: true
        default: false
        }
    }

    @Test func theDefaultLabelIsShareWithTheShareSymbol() throws {
        let host = ViewHost(ShareLink(item: swiftOrg))
        let items = host.displayList.items
        #expect(Fidelity.texts(host) == ["Share"])
        let icon = try #require(items.first(where: Self.isIcon))
        let title = try #require(Fidelity.item(host, text: "Share"))
        #expect(icon.frame.maxX <= title.frame.minX, "the icon leads the title, as a label's does")
        #expect(abs(icon.frame.midY - title.frame.midY) < 1, "on one line")
        // The default label is the label a `Label` with that symbol draws.
        let label = ViewHost(Label("Share", systemImage: "square.and.arrow.up")).displayList.items
        #expect(items.map(\.content) == label.map(\.content))
        #expect(items.map(\.frame) == label.map(\.frame))
    }

    @Test func theLabelIsDrawnAsABorderlessButton() throws {
        let host = ViewHost(ShareLink(item: swiftOrg))
        #expect(host.displayList.items.count == 2, "no platter: the icon and the title")
        #expect(host.displayList.items.allSatisfy { $0.foregroundColor == .accentColor }, "tinted, as a borderless button is")
        let tinted = ViewHost(ShareLink(item: swiftOrg).tint(.green))
        #expect(tinted.displayList.items.allSatisfy { $0.foregroundColor == .green })
    }

    @Test func titlesAndLabelViews() {
        let host = ViewHost(RecipeActions())
        #expect(Fidelity.texts(host) == ["Share", "Share recipe", "Send"])
        let name = "Share link"
        #expect(Fidelity.texts(ViewHost(ShareLink(name, item: swiftOrg))) == ["Share link"])
    }

    @Test func aTapPressesTheButtonAndChangesNothing() throws {
        let host = ViewHost(RecipeActions())
        let before = host.displayList.items
        let title = try #require(Fidelity.item(host, text: "Share recipe"))
        #expect(host.tap(at: CGPoint(x: title.frame.midX, y: title.frame.midY)), "the button takes the tap")
        // Once the press has faded back, the screen is as it was: no sheet, nothing presented.
        host.advance(by: 1)
        #expect(host.displayList.items == before)
    }

    @Test func collectionsAndPreviewsAreAccepted() {
        let photos = [swiftOrg, URL(string: "https://www.swift.org/blog/")!]
        let host = ViewHost(VStack {
            ShareLink(items: photos)
            ShareLink(items: photos) { Text("Share all") }
            ShareLink(item: swiftOrg, preview: SharePreview("Swift", image: Image(systemName: "swift")))
            ShareLink("Share site", item: swiftOrg, preview: SharePreview("Swift"))
            ShareLink(item: swiftOrg, subject: Text("Swift"), preview: SharePreview("Swift", icon: Image(systemName: "link"))) {
                Text("Custom")
            }
        }, size: CGSize(width: 400, height: 600))
        #expect(Fidelity.texts(host) == ["Share", "Share all", "Share", "Share site", "Custom"])
    }
}
