import Foundation
import Kinema
import Testing

// `redacted(reason:)`: Kinema keeps the view's layout, hides its content and draws one grey
// placeholder (iOS's systemFill, 4-point corners) in its place, and sets `redactionReasons`.
@MainActor
@Suite("Redaction")
struct RedactionTests {
    private struct Reader: View {
        @Environment(\.redactionReasons) private var reasons
        var body: some View {
            Text(reasons.contains(.placeholder) ? "placeholder" : "shown")
        }
    }

    @Test func aPlaceholderHidesTheContentInPlace() {
        let plain = ViewHost(Color.red.frame(width: 40, height: 20))
        let host = ViewHost(Color.red.frame(width: 40, height: 20).redacted(reason: .placeholder))
        let content = try! #require(Containers.items(host, color: .red).first)
        #expect(content.frame == plain.displayList.items[0].frame)
        #expect(content.opacity == 0)
        let placeholder = host.displayList.items.first { item in
            if case .shape(.roundedRectangle(let radius), _) = item.content { return radius == 4 }
            return false
        }
        #expect(placeholder?.frame == content.frame)
    }

    @Test func noReasonChangesNothing() {
        let host = ViewHost(Color.red.frame(width: 40, height: 20).redacted(reason: []))
        #expect(host.displayList.items.count == 1)
        #expect(host.displayList.items[0].opacity == 1)
    }

    @Test func theReasonsReachTheEnvironment() {
        let host = ViewHost(Reader().redacted(reason: .invalidated).redacted(reason: .placeholder))
        #expect(Containers.texts(host) == ["placeholder"])
        let unredacted = ViewHost(Reader().unredacted().redacted(reason: .placeholder))
        #expect(Containers.texts(unredacted) == ["shown"])
    }
}
