import Foundation
import Kinema
import Testing

private struct Stretching: View {
    @State var wide = false
    var body: some View {
        Image(systemName: "heart.fill")
            .resizable()
            .frame(width: wide ? 200 : 100, height: 50)
            .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
    }
}

private struct Liking: View {
    @State var liked = false
    var body: some View {
        Image(systemName: liked ? "heart.fill" : "heart")
            .font(.system(size: 100))
            .onTapGesture { liked.toggle() }
    }
}

// What an `Image` puts in the display list, through a host: registered images as image content
// carrying their name, natural size, resizing and rendering mode; symbols as filled paths in the
// foreground colour, made at the frame's size when resizable.
@MainActor
@Suite("Images in the display list")
struct ImageDisplayListTests {
    private let name: String = {
        let name = "display-\(UUID().uuidString)"
        ImageRegistry.register(png: handmadePNG(width: 60, height: 40), named: name)
        return name
    }()

    private func content<V: View>(_ view: V) -> DisplayList.Content? {
        ViewHost(view).displayList.items.first?.content
    }

    @Test func aRegisteredImageCarriesItsNameAndNaturalSize() {
        let host = ViewHost(Image(name))
        let item = host.displayList.items[0]
        #expect(item.content == .image(DisplayList.ImageContent(name: name, naturalSize: CGSize(width: 60, height: 40))))
        #expect(item.frame == CGRect(x: 170, y: 180, width: 60, height: 40))
    }

    @Test func resizingRenderingAndInterpolationReachTheContent() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let view = Image(name)
            .resizable(capInsets: insets, resizingMode: .tile)
            .renderingMode(.template)
            .interpolation(.none)
            .antialiased(false)
        #expect(content(view) == .image(DisplayList.ImageContent(
            name: name, naturalSize: CGSize(width: 60, height: 40), resizingMode: .tile, capInsets: insets,
            isTemplate: true, interpolation: Image.Interpolation.none)))
        #expect(content(Image(name).resizable()) == .image(DisplayList.ImageContent(
            name: name, naturalSize: CGSize(width: 60, height: 40), resizingMode: .stretch)))
        #expect(content(Image(name).renderingMode(.original)) == content(Image(name)))
    }

    @Test func anUnregisteredNameIsAPlainImageOfTheDefaultSize() {
        #expect(content(Image("display-never-registered")) == .image(name: "display-never-registered"))
        #expect(content(Image(decorative: "x", bundle: nil)) == .image(name: "x"))
        #expect(content(Image("x", bundle: .main, label: Text("Label"))) == .image(name: "x"))
    }

    @Test func anUnknownSymbolIsAnImageMarkedAsASymbol() {
        #expect(content(Image(systemName: "no.such.symbol")) == .image(DisplayList.ImageContent(
            name: "no.such.symbol", naturalSize: CGSize(width: 17, height: 17), isSystemSymbol: true)))
    }

    /// A symbol is its artwork scaled by point size ÷ 100, filled with the foreground colour.
    @Test func aSymbolIsAPathInTheForegroundColour() throws {
        let host = ViewHost(Image(systemName: "star.fill").font(.title).foregroundStyle(.yellow))
        let item = host.displayList.items[0]
        let artwork = try #require(SystemSymbols.artwork(named: "star.fill"))
        let scale = CGAffineTransform(scaleX: 0.28, y: 0.28)
        #expect(item.content == .path(artwork.path.applying(scale), .fill(nil, eoFill: false)))
        #expect(item.foregroundColor == .yellow)
        #expect(ViewHost(Image(systemName: "star.fill").foregroundColor(.red)).displayList.items[0].foregroundColor == .red)
    }

    @Test func aResizableSymbolIsStretchedToItsFrame() {
        let item = ViewHost(Image(systemName: "heart.fill").resizable().frame(width: 200, height: 50)).displayList.items[0]
        guard case .path(let path, _) = item.content else {
            Issue.record("expected a path")
            return
        }
        #expect(item.frame == CGRect(x: 100, y: 175, width: 200, height: 50))
        let bounds = path.boundingRect
        #expect(abs(bounds.width - 200) < 1e-9 && abs(bounds.height - 50) < 1e-9)
    }

    /// While its frame animates (linearly from 100 to 200 wide over 1 s), a resizable symbol's
    /// path is made at each frame's size: 150 wide half-way.
    @Test func aResizableSymbolFollowsItsAnimatedFrame() {
        let host = ViewHost(Stretching())
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        let item = host.displayList.items[0]
        #expect(abs(item.frame.width - 150) < 1e-9)
        guard case .path(let path, _) = item.content else {
            Issue.record("expected a path")
            return
        }
        #expect(abs(path.boundingRect.width - 150) < 1e-9)
        #expect(abs(path.boundingRect.height - 50) < 1e-9)
    }

    /// An outlined heart is a ring with a hole in the middle, yet a tap there reaches its gesture:
    /// an image takes taps anywhere in its frame.
    @Test func aTapInsideAnOutlinedSymbolReachesItsGesture() throws {
        let host = ViewHost(Liking())
        let before = host.displayList.items[0]
        guard case .path(let path, _) = before.content else {
            Issue.record("expected a path")
            return
        }
        let middle = CGPoint(x: before.frame.midX, y: before.frame.midY)
        #expect(!path.contains(CGPoint(x: middle.x - before.frame.minX, y: middle.y - before.frame.minY)))
        #expect(host.tap(at: middle))
        let after = try #require(SystemSymbols.artwork(named: "heart.fill"))
        #expect(host.displayList.items[0].content == .path(after.path, .fill(nil, eoFill: false)))
    }

    @Test func symbolAndPlainImagesTakeTapsLikeImagesOnlyInTheHost() {
        // The display list on its own still hit-tests a path by its outline.
        let list = ViewHost(Image(systemName: "circle").font(.system(size: 100))).displayList
        #expect(list.hitTest(CGPoint(x: 200, y: 200)) == nil)
        #expect(list.hitTest(CGPoint(x: 152, y: 200)) != nil)
    }
}
