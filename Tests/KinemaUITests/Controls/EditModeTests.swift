import Foundation
import Kinema
import Testing

// `EditButton` and `editMode` as the Landmarks tutorial's profile host uses them: a navigation
// stack gives its content an edit mode, the button flips it, and views reading it change.
@MainActor
@Suite("Edit mode")
struct EditModeTests {
    private struct ProfileHost: View {
        @Environment(\.editMode) var editMode

        var body: some View {
            VStack(alignment: .leading, spacing: 20) {
                EditButton()
                if editMode?.wrappedValue == .inactive {
                    Color.green.frame(width: 50, height: 50)
                } else {
                    Color.orange.frame(width: 80, height: 80)
                }
            }
        }
    }

    private func texts<Root: View>(_ host: ViewHost<Root>) -> [String] {
        host.displayList.items.compactMap { item in
            if case .text(let layout) = item.content { return layout.string }
            return nil
        }
    }

    private func swatch<Root: View>(_ host: ViewHost<Root>) -> CGSize? {
        host.displayList.items.last?.frame.size
    }

    @Test func theButtonFlipsTheStacksEditModeAndTheViewsReadingIt() throws {
        let host = ViewHost(NavigationStack { ProfileHost() }, size: CGSize(width: 300, height: 400))
        #expect(texts(host).contains("Edit"))
        #expect(swatch(host) == CGSize(width: 50, height: 50))
        let button = try #require(host.displayList.items.first { item in
            if case .text(let layout) = item.content { return layout.string == "Edit" }
            return false
        })
        #expect(host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY)))
        host.advance(by: 1)
        #expect(texts(host).contains("Done"))
        #expect(swatch(host) == CGSize(width: 80, height: 80))
    }

    @Test func withoutAStackThereIsNoModeAndTheButtonDoesNothing() throws {
        let host = ViewHost(ProfileHost(), size: CGSize(width: 300, height: 400))
        // `editMode` is nil, which is not `.inactive`: the else branch.
        #expect(swatch(host) == CGSize(width: 80, height: 80))
        let button = try #require(host.displayList.items.first)
        host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        #expect(texts(host).contains("Edit"))
    }

    @Test func aModeGivenAboveIsTheOneTheStackUses() {
        let host = ViewHost(
            NavigationStack { ProfileHost() }.environment(\.editMode, .constant(.active)),
            size: CGSize(width: 300, height: 400))
        #expect(texts(host).contains("Done"))
        #expect(swatch(host) == CGSize(width: 80, height: 80))
    }

    @Test func editingIsActiveOrTransient() {
        #expect(EditMode.active.isEditing && EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }
}
