import Foundation
import Kinema
import Testing

// Examples from Apple's SwiftUI reference for APIs added for real-world files, pasted unchanged
// but the import, each hosted once so it must compile and draw.
@MainActor
@Suite("Apple's documentation examples: shapes and decoration")
struct AppleDocExampleTests {
    /// `View.overlay(_:alignment:)`.
    @Test func overlayAlignment() {
        let host = ViewHost(
            Image(systemName: "folder")
                .font(.system(size: 55, weight: .thin))
                .overlay(Text("❤️"), alignment: .bottom)
        )
        // The heart sits on the bottom edge of the folder image.
        #expect(host.displayList.items.count == 2)
        #expect(abs(host.displayList.items[1].frame.maxY - host.displayList.items[0].frame.maxY) < 1e-9)
    }

    /// `Shape.stroke(_:lineWidth:)`.
    @Test func strokeLineWidth() {
        let host = ViewHost(Circle().stroke(Color.purple, lineWidth: 5))
        guard case .path(_, .stroke(let color, let style)) = host.displayList.items[0].content else {
            Issue.record("expected a stroked path")
            return
        }
        #expect(color == .purple)
        #expect(style.lineWidth == 5)
    }

    /// `ShapeView`: a fill and a stroke applied to a capsule.
    @Test func fillThenStroke() {
        let host = ViewHost(
            Capsule()
                .fill(.yellow)
                .stroke(.blue, lineWidth: 8)
        )
        #expect(host.displayList.items.count == 2)
    }
}
