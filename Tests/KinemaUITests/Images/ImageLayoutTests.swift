import Foundation
import Kinema
import PropertyBased
import Testing

/// Places its one child at the origin with a fixed proposal: what the child chooses for it is its
/// frame's size.
private struct Proposing: Layout {
    var width: CGFloat?
    var height: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: width, height: height))
    }
}

// SwiftUI's rules for images in layout ("Fitting images into available space"): an image is its
// natural size until `resizable()` makes it take the size it is offered; offered nothing, a
// resizable image is its natural size, which is therefore its ideal size. Kinema's documented
// edges: infinite and NaN offers count as nothing, negative ones as 0.
@MainActor
@Suite("Images in layout")
struct ImageLayoutTests {
    /// A registered 60 × 40 image (a 120 × 80 PNG at scale 2), under a name of its own.
    private let name: String = {
        let name = "layout-\(UUID().uuidString)"
        ImageRegistry.register(png: handmadePNG(width: 120, height: 80), named: name, scale: 2)
        return name
    }()

    private func frame<V: View>(_ view: V) -> CGRect {
        ViewHost(view).displayList.items.first?.frame ?? .null
    }

    @Test func aFixedImageKeepsItsNaturalSizeWhateverItIsOffered() {
        // The 50 × 80 frame is centred in the 400 × 400 host at (175, 160); the image is centred in it.
        #expect(frame(Image(name).frame(width: 50, height: 80)) == CGRect(x: 170, y: 180, width: 60, height: 40))
        #expect(frame(Image(name)) == CGRect(x: 170, y: 180, width: 60, height: 40))
        #expect(frame(Proposing(width: 5, height: 500) { Image(name) }).size == CGSize(width: 60, height: 40))
    }

    @Test func aResizableImageTakesWhatItIsOffered() {
        #expect(frame(Image(name).resizable().frame(width: 50, height: 80)) == CGRect(x: 175, y: 160, width: 50, height: 80))
        // Alone in the host it is offered the whole host.
        #expect(frame(Image(name).resizable()) == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(frame(Image(name).resizable(resizingMode: .tile).frame(width: 30, height: 300)).size == CGSize(width: 30, height: 300))
    }

    @Test func aResizableImagesIdealSizeIsItsNaturalSize() {
        // `fixedSize()` offers nothing: the image takes its natural size, centred.
        #expect(frame(Image(name).resizable().fixedSize()) == CGRect(x: 170, y: 180, width: 60, height: 40))
        // Nothing across only: the width is offered, the height natural.
        #expect(frame(Image(name).resizable().fixedSize(horizontal: false, vertical: true).frame(width: 90)).size
            == CGSize(width: 90, height: 40))
        #expect(frame(Proposing(width: nil, height: nil) { Image(name).resizable() }).size == CGSize(width: 60, height: 40))
    }

    /// In a row, a resizable image is flexible: it takes what the fixed image leaves (400 − 60 − 8)
    /// and the whole height offered.
    @Test func aResizableImageSharesAStackLikeAnyFlexibleView() {
        let host = ViewHost(HStack { Image(name); Image(name).resizable() })
        #expect(host.displayList.items.map(\.frame) == [
            CGRect(x: 0, y: 180, width: 60, height: 40), CGRect(x: 68, y: 0, width: 332, height: 400),
        ])
    }

    @Test(arguments: [
        (CGFloat.infinity, 30, CGSize(width: 60, height: 30)),
        (.nan, .nan, CGSize(width: 60, height: 40)),
        (-5, 30, CGSize(width: 0, height: 30)),
        (25, -.infinity, CGSize(width: 25, height: 40)),
        (0, 0, CGSize(width: 0, height: 0)),
    ] as [(CGFloat, CGFloat, CGSize)])
    func badOffersHaveDefinedSizes(width: CGFloat, height: CGFloat, expected: CGSize) {
        #expect(frame(Proposing(width: width, height: height) { Image(name).resizable() }).size == expected)
    }

    @Test func anUnregisteredImageIsTheDefaultSize() {
        #expect(Image.defaultSize == CGSize(width: 100, height: 100))
        #expect(frame(Image("layout-never-registered")).size == Image.defaultSize)
        #expect(frame(Image("layout-never-registered").resizable().fixedSize()).size == Image.defaultSize)
        #expect(frame(Image("any", size: CGSize(width: CGFloat.nan, height: -4))).size == .zero)
    }

    @Test func offersAreTakenExactlyByResizableImagesAndIgnoredByFixedOnes() async {
        let name = self.name
        await propertyCheck(count: 100, input: Gen.cgFloat(in: 0...1000), Gen.cgFloat(in: 0...1000)) { width, height in
            let resizable = ViewHost(Proposing(width: width, height: height) { Image(name).resizable() })
            #expect(resizable.displayList.items[0].frame.size == CGSize(width: width, height: height))
            let fixed = ViewHost(Proposing(width: width, height: height) { Image(name) })
            #expect(fixed.displayList.items[0].frame.size == CGSize(width: 60, height: 40))
        }
    }
}

/// A resizable image reports its natural size as its ideal size, so `scaledToFit` and
/// `scaledToFill` keep its proportions: a registered 200 × 100 image fitted into 100 × 100 is
/// 100 × 50; filling it, 200 × 100.
@MainActor
@Suite("Images and aspect ratios")
struct ImageAspectRatioTests {
    @Test func aResizableImageKeepsItsProportions() throws {
        let name = "aspect-\(UUID().uuidString)"
        _ = ImageRegistry.register(svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\"/>", named: name)
        defer { ImageRegistry.unregister(named: name) }
        let fit = ViewHost(Image(name).resizable().scaledToFit().frame(width: 100, height: 100))
        #expect(fit.displayList.items[0].frame.size == CGSize(width: 100, height: 50))
        let fill = ViewHost(Image(name).resizable().scaledToFill().frame(width: 100, height: 100))
        #expect(fill.displayList.items[0].frame.size == CGSize(width: 200, height: 100))
    }
}
