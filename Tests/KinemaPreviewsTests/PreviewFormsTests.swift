import Foundation
import Kinema
import Testing

/// The forms of `PreviewFormsFixture.swift` compile against `import Kinema` alone, and the
/// functions they declare make their views, named and sized as SwiftUI documents.
///
/// Each function's label is the fixture's file name, the FNV-1a hash of
/// `PreviewFormsFixture.swift` (804ed6be: offset basis 0x811c9dc5, prime 0x01000193), and the
/// `#`'s line and column.
@MainActor @Suite struct PreviewFormsTests {
    @Test func unnamedPreviewUsesTheDevice() {
        let preview = _kinemaPreview(PreviewFormsFixture_swift_804ed6be_line_6_column_1: ())
        #expect(preview.displayName == nil)
        #expect(preview.traits.isEmpty)
        #expect(preview.makeView() is ContentView)
        // "defaultLayout: Center the preview in a container the size of the device."
        #expect(preview.record(framesPerSecond: 10, duration: 0.2).size == Preview.deviceSize)
    }

    @Test func namedPreview() {
        let preview = _kinemaPreview(PreviewFormsFixture_swift_804ed6be_line_8_column_1: ())
        #expect(preview.displayName == "Dark")
        #expect(preview.makeView() is ContentView)
    }

    /// "sizeThatFitsLayout: Fit the container to the size of the preview when offered the size
    /// of the device": a 50 × 20 frame offered 400 × 400 takes 50 × 20.
    @Test func sizeThatFitsTraitTakesTheViewsSize() {
        let preview = _kinemaPreview(PreviewFormsFixture_swift_804ed6be_line_10_column_1: ())
        #expect(preview.traits.count == 1)
        #expect(preview.makeView() is Badge)
        #expect(preview.record(framesPerSecond: 10, duration: 0.2).size == CGSize(width: 50, height: 20))
    }

    /// "fixedLayout(width:height:): Center the preview in a fixed size container with the given
    /// dimensions"; the orientation trait after it changes nothing.
    @Test func fixedLayoutTraitWithAnOrientation() {
        let preview = _kinemaPreview(PreviewFormsFixture_swift_804ed6be_line_12_column_1: ())
        #expect(preview.displayName == "Card")
        #expect(preview.traits.count == 2)
        #expect(preview.record(framesPerSecond: 10, duration: 0.2).size == CGSize(width: 300, height: 200))
    }

    /// `@Previewable @State` is state of the preview's view: a tap changes it and the view shows
    /// the change (no animation: at once).
    @Test func previewableStateWorks() {
        let preview = _kinemaPreview(PreviewFormsFixture_swift_804ed6be_line_14_column_1: ())
        #expect(preview.displayName == "Toggle")
        let host = preview.makeHost()
        #expect(host.displayList.items.first?.transform.a == 1)
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(host.displayList.items.first?.transform.a == 1.5)
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(host.displayList.items.first?.transform.a == 1)
    }

    /// Apple's `@Previewable` example, with an explicit `return`.
    @Test func previewableWithReturn() {
        let preview = _kinemaPreview(PreviewFormsFixture_swift_804ed6be_line_21_column_1: ())
        #expect(preview.displayName == "toggle")
        #expect(preview.makeHost().displayList.items.first?.opacity == 1)
    }

    /// A body with a declaration before its view is a view builder body.
    @Test func severalStatements() {
        let preview = _kinemaPreview(PreviewFormsFixture_swift_804ed6be_line_26_column_1: ())
        #expect(preview.displayName == "Statements")
        let host = preview.makeHost()
        #expect(host.size == Preview.deviceSize)
        #expect(host.displayList.items.first?.frame.size == CGSize(width: 30, height: 30))
    }

    /// A provider's name and layout come from its preview modifiers.
    @Test func previewProvider() {
        let preview = Preview(ContentView_Previews.self)
        #expect(preview.displayName == "Main")
        #expect(preview.traits.isEmpty)
        #expect(preview.record(framesPerSecond: 10, duration: 0.2).size == CGSize(width: 80, height: 40))
        #expect(ContentView_Previews.platform == nil)
    }

    /// A provider listing several views without a `Group` records them as one view, on the device.
    @Test func previewProviderWithSeveralViews() {
        let preview = Preview(Several_Previews.self)
        #expect(preview.displayName == nil)
        let host = preview.makeHost()
        #expect(host.size == Preview.deviceSize)
        #expect(host.displayList.items.count == 2)
    }
}
