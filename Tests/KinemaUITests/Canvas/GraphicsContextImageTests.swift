import Foundation
import Kinema
import Testing

// Images drawn into a canvas are the items an Image view makes: registered bytes or a
// placeholder as image content stretched to the frame, a system symbol as its artwork's path,
// sized like text (its design size × the font's point size ÷ 100).

@MainActor
@Suite("GraphicsContext images")
struct GraphicsContextImageTests {
    private func draw(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayList.Item] {
        ViewHost(Canvas(renderer: renderer), size: CGSize(width: 300, height: 300)).displayList.items
    }

    /// An image nobody registered is 100 × 100 points.
    @Test func namedImageAtAPoint() throws {
        let items = draw { context, _ in
            context.draw(Image("pet"), at: CGPoint(x: 150, y: 150))
            context.draw(Image("pet"), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
        }
        #expect(items.map(\.frame) == [
            CGRect(x: 100, y: 100, width: 100, height: 100), CGRect(x: 0, y: 0, width: 100, height: 100),
        ])
        guard case .image(let content) = items[0].content else {
            Issue.record("not an image")
            return
        }
        #expect(content.name == "pet")
    }

    @Test func namedImageInARectIsStretched() throws {
        let items = draw { context, _ in
            context.draw(Image("pet"), in: CGRect(x: 10, y: 20, width: 40, height: 30))
        }
        #expect(items.first?.frame == CGRect(x: 10, y: 20, width: 40, height: 30))
    }

    @Test func resolvedImageReportsItsSize() {
        final class Box { var sizes: [CGSize] = []; var baselines: [CGFloat] = []; var shaded: [Bool] = [] }
        let box = Box()
        _ = draw { context, _ in
            let pet = context.resolve(Image("pet"))
            let heart = context.resolve(Image(systemName: "heart.fill"))
            box.sizes += [pet.size, heart.size]
            box.baselines += [pet.baseline]
            box.shaded += [pet.shading != nil, heart.shading != nil]
        }
        let artwork = SystemSymbols.artwork(named: "heart.fill")!
        #expect(box.sizes[0] == CGSize(width: 100, height: 100))
        #expect(close(box.sizes[1].width, artwork.size.width * 17 / 100))
        #expect(close(box.sizes[1].height, artwork.size.height * 17 / 100))
        #expect(box.baselines == [100])
        // Symbols are templates: shaded with the foreground; plain images are not.
        #expect(box.shaded == [false, true])
    }

    /// A symbol is its artwork's path, filled with the shading (the foreground by default).
    @Test func symbolImageIsAFilledPath() throws {
        let items = draw { context, _ in
            var heart = context.resolve(Image(systemName: "heart.fill"))
            context.draw(heart, at: CGPoint(x: 50, y: 50))
            heart.shading = .color(.red)
            context.draw(heart, in: CGRect(x: 0, y: 0, width: 60, height: 30))
        }
        #expect(items.count == 2)
        #expect(items[0].pathDrawing == .fill(nil, eoFill: false))
        #expect(items[0].foregroundColor == nil)
        #expect(items[1].foregroundColor == .red)
        // Drawn in a rectangle, the artwork is stretched to it.
        let artwork = SystemSymbols.artwork(named: "heart.fill")!
        let stretched = artwork.path.applying(CGAffineTransform(scaleX: 60 / artwork.size.width, y: 30 / artwork.size.height))
        #expect(items[1].content == .path(stretched, .fill(nil, eoFill: false)))
        #expect(items[1].frame == CGRect(x: 0, y: 0, width: 60, height: 30))
    }
}
