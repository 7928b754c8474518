import Foundation
import Kinema
import Testing

/// A preview's layout decides its host's size, as `PreviewLayout` documents: the device is
/// 400 × 400 points, `sizeThatFits` is the size the view takes when offered the device's size,
/// `fixed` is the given size; each side is clamped to 1…8,192, NaN and infinite sides are the
/// device's.
@MainActor @Suite struct PreviewLayoutTests {
    func size(of preview: Preview) -> CGSize {
        preview.makeHost().size
    }

    @Test func deviceIsFourHundredSquare() {
        #expect(Preview.deviceSize == CGSize(width: 400, height: 400))
        #expect(size(of: Preview { Rectangle().frame(width: 10, height: 10) }) == Preview.deviceSize)
        #expect(size(of: Preview(traits: .defaultLayout) { Rectangle().frame(width: 10, height: 10) }) == Preview.deviceSize)
    }

    @Test(arguments: [
        (CGFloat(300), CGFloat(200), CGSize(width: 300, height: 200)),
        (.nan, -5, CGSize(width: 400, height: 1)),
        (.infinity, 1e9, CGSize(width: 400, height: 8192)),
        (0.25, -.infinity, CGSize(width: 1, height: 400)),
    ])
    func fixedLayout(width: CGFloat, height: CGFloat, expected: CGSize) {
        #expect(size(of: Preview(traits: .fixedLayout(width: width, height: height)) { Color.red }) == expected)
    }

    /// A flexible view offered the device takes all of it; a fixed frame takes its size; an empty
    /// view, which takes no room, gets the smallest host.
    @Test func sizeThatFits() {
        #expect(size(of: Preview(traits: .sizeThatFitsLayout) { Color.red }) == Preview.deviceSize)
        #expect(size(of: Preview(traits: .sizeThatFitsLayout) { Circle().frame(width: 30, height: 70) }) == CGSize(width: 30, height: 70))
        #expect(size(of: Preview(traits: .sizeThatFitsLayout) { Rectangle().frame(width: 30, height: 70).padding(10) })
            == CGSize(width: 50, height: 90))
        #expect(size(of: Preview(traits: .sizeThatFitsLayout) { EmptyView() }) == CGSize(width: 1, height: 1))
    }

    /// Among traits the last layout wins; orientations change nothing on the square device.
    @Test func lastLayoutTraitWins() {
        let preview = Preview(traits: .sizeThatFitsLayout, .landscapeRight, .fixedLayout(width: 120, height: 60), .portraitUpsideDown) {
            Circle().frame(width: 30, height: 70)
        }
        #expect(size(of: preview) == CGSize(width: 120, height: 60))
        #expect(size(of: Preview(traits: .landscapeLeft) { Color.red }) == Preview.deviceSize)
    }

    /// `PreviewTrait(_:)` composes traits in order.
    @Test func composedTraits() {
        let card = PreviewTrait(.fixedLayout(width: 300, height: 200), .landscapeLeft)
        #expect(size(of: Preview(traits: card) { Color.red }) == CGSize(width: 300, height: 200))
        let overridden = PreviewTrait(card, .sizeThatFitsLayout)
        #expect(size(of: Preview(traits: overridden) { Circle().frame(width: 30, height: 70) }) == CGSize(width: 30, height: 70))
    }

    /// `previewLayout(_:)` is found wherever it is applied in the view value; a layout trait
    /// takes precedence over it; the one applied nearest the view wins.
    @Test func previewLayoutModifier() {
        let nested = Preview {
            VStack {
                Circle().frame(width: 30, height: 70)
            }
            .padding(5)
            .previewLayout(.fixed(width: 222, height: 111))
            .previewInterfaceOrientation(.landscapeLeft)
            .previewDevice("iPad Pro (11-inch)")
        }
        #expect(size(of: nested) == CGSize(width: 222, height: 111))
        let traitWins = Preview(traits: .sizeThatFitsLayout) {
            Circle().frame(width: 30, height: 70).previewLayout(.fixed(width: 222, height: 111))
        }
        #expect(size(of: traitWins) == CGSize(width: 30, height: 70))
        let nearestWins = Preview {
            Circle().frame(width: 30, height: 70).previewLayout(.sizeThatFits).previewLayout(.fixed(width: 222, height: 111))
        }
        #expect(size(of: nearestWins) == CGSize(width: 30, height: 70))
    }

    /// The preview modifiers change nothing on screen.
    @Test func previewModifiersDrawNothing() {
        let plain = Preview(traits: .fixedLayout(width: 100, height: 100)) { Circle().frame(width: 30, height: 30) }
        let modified = Preview(traits: .fixedLayout(width: 100, height: 100)) {
            Circle().frame(width: 30, height: 30)
                .previewDisplayName("Named").previewLayout(.device).previewDevice(nil).previewInterfaceOrientation(.portrait)
        }
        let draw = { (preview: Preview) in
            let host = preview.makeHost()
            return SVGRenderer().render(host.displayList, size: host.size)
        }
        #expect(draw(plain) == draw(modified))
        #expect(draw(plain).contains("<circle"))
    }

    /// A view value nested far deeper than the search goes still records.
    @Test func deeplyNestedValue() {
        let preview = Preview(traits: .fixedLayout(width: 50, height: 50)) {
            var view: AnyView = AnyView(Circle())
            for _ in 0..<200 { view = AnyView(view.padding(0)) }
            return view
        }
        #expect(size(of: preview) == CGSize(width: 50, height: 50))
    }

    /// Recording follows `Recording`'s rules: duration × rate frames; a bad duration records none.
    @Test func recordingLength() {
        let preview = Preview { Color.red }
        #expect(preview.record(framesPerSecond: 30, duration: 0.5).frames.count == 15)
        #expect(preview.record().frames.count == Int(Preview.defaultDuration * 60))
        #expect(preview.record(duration: .nan).frames.isEmpty)
        #expect(preview.record(duration: -1).frames.isEmpty)
    }
}
