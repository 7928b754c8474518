import Foundation
import Kinema
import Testing

// clip(to:style:options:) adds a clip group (in host coordinates, placed with the transform of
// the time of the call) around every later operation; clips nest, so they intersect.
// clipToLayer draws a mask: its operations form a `.maskSource` group, and later operations
// are drawn in the `.mask` group with the same id.

@MainActor
@Suite("GraphicsContext clips")
struct GraphicsContextClipTests {
    private func draw(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayList.Item] {
        ViewHost(Canvas(renderer: renderer), size: CGSize(width: 200, height: 100)).displayList.items
    }

    /// GraphicsContext's overview example: the rectangular mask "hides all but one quadrant of
    /// the ellipse", and the order of operations matters.
    @Test func appleQuadrantExample() throws {
        let items = draw { context, size in
            let full = Path(ellipseIn: CGRect(origin: .zero, size: size))
            context.fill(full, with: .color(.blue))
            let halfSize = size.applying(CGAffineTransform(scaleX: 0.5, y: 0.5))
            context.clip(to: Path(CGRect(origin: .zero, size: halfSize)))
            context.fill(full, with: .color(.green))
        }
        #expect(items.count == 2)
        #expect(items[0].clipPaths.count == 1)   // the canvas's bounds only: drawn before the clip
        #expect(items[1].clipPaths.count == 2)
        #expect(items[1].clipPaths.last == Path(CGRect(x: 0, y: 0, width: 100, height: 50)))
    }

    @Test func clipIsPlacedWithTheTransformOfItsTime() {
        let items = draw { context, _ in
            context.translateBy(x: 30, y: 10)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
            context.translateBy(x: 100, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
        }
        #expect(items.first?.clipPaths.last?.boundingRect == CGRect(x: 30, y: 10, width: 20, height: 20))
    }

    @Test func clipsNestAndCopiesKeepTheirOwn() {
        let items = draw { context, _ in
            var masked = context
            masked.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
            masked.clip(to: Path(ellipseIn: CGRect(x: 10, y: 10, width: 30, height: 30)), style: FillStyle(eoFill: true))
            masked.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.green))
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.blue))
        }
        #expect(items[0].clipPaths.count == 3)
        if case .clip(_, let eoFill) = items[0].groups.last?.effect { #expect(eoFill) } else { Issue.record("no clip") }
        #expect(items[1].clipPaths.count == 1)
    }

    /// `inverse` keeps what is outside the shape: the canvas's bounds with the shape cut out,
    /// under the even-odd rule.
    @Test func inverseClipKeepsTheOutside() throws {
        let items = draw { context, _ in
            context.clip(to: Path(CGRect(x: 40, y: 40, width: 20, height: 20)), options: .inverse)
            context.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 100)), with: .color(.red))
        }
        let group = try #require(items.first?.groups.last)
        guard case .clip(let path, let eoFill) = group.effect else {
            Issue.record("no clip")
            return
        }
        #expect(eoFill)
        #expect(path.contains(CGPoint(x: 10, y: 10), eoFill: true))
        #expect(!path.contains(CGPoint(x: 50, y: 50), eoFill: true))
    }

    @Test func clipBoundingRectIsInTheCurrentUserSpace() {
        final class Box { var rects: [CGRect] = [] }
        let box = Box()
        _ = draw { context, _ in
            box.rects.append(context.clipBoundingRect)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
            context.translateBy(x: 10, y: 0)
            box.rects.append(context.clipBoundingRect)
            context.scaleBy(x: 0, y: 1)
            box.rects.append(context.clipBoundingRect)
        }
        #expect(box.rects.first == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(box.rects.dropFirst().first == CGRect(x: -10, y: 0, width: 50, height: 50))
        #expect(box.rects.last == .null)
    }

    @Test func clipToLayerMasksLaterOperations() throws {
        let items = draw { context, _ in
            context.clipToLayer(opacity: 0.5) { mask in
                mask.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.black))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        #expect(items.count == 3)
        guard case .maskSource = items[0].groups.last?.effect else {
            Issue.record("the mask's own operation is not a mask source")
            return
        }
        // The mask is drawn at the layer's opacity: its alpha is multiplied by it.
        #expect(items[0].opacity == 0.5)
        let id = try #require(items[0].groups.last?.id)
        for item in items.dropFirst() {
            #expect(item.groups.last == DisplayList.Group(id: id, effect: .mask))
        }
    }

    /// A layer clip that draws nothing leaves nothing to see: an empty clip path.
    @Test func emptyLayerClipHidesEverything() {
        let items = draw { context, _ in
            context.clipToLayer { _ in }
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        #expect(items.count == 1)
        #expect(items.first?.clipPaths.last?.isEmpty == true)
    }
}
