import Foundation
import Kinema
import Testing

// Bad input never reaches the display list or the SVG as NaN: operations at non-finite
// positions or under non-finite transforms draw nothing, path elements with non-finite
// coordinates are left out. (The cap on operations per render is CanvasRecorderLimitTests'.)

@MainActor
@Suite("Canvas bad input")
struct CanvasBadInputTests {
    private func host(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> ViewHost<Canvas<EmptyView>> {
        ViewHost(Canvas(renderer: renderer), size: CGSize(width: 100, height: 100))
    }

    /// Every number of every item is finite, and so is the SVG.
    private func expectFinite(_ host: ViewHost<Canvas<EmptyView>>) {
        for item in host.displayList.items {
            let t = item.transform
            let numbers: [CGFloat] = [t.a, t.b, t.c, t.d, t.tx, t.ty, item.frame.minX, item.frame.minY, item.frame.width,
                                      item.frame.height, item.opacity]
            #expect(numbers.allSatisfy { $0.isFinite })
        }
        let svg = host.svg().lowercased()
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test func nonFiniteTransformsDrawNothing() {
        let host = host { context, _ in
            var copy = context
            copy.translateBy(x: .nan, y: 0)
            copy.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            copy.draw(Text("x"), at: .zero)
            copy.transform = CGAffineTransform(scaleX: .infinity, y: 1)
            copy.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
        }
        #expect(host.displayList.items.count == 1)
        #expect(host.displayList.items.first?.pathDrawing == .fill(.green, eoFill: false))
        expectFinite(host)
    }

    @Test func nonFinitePathElementsAreLeftOut() throws {
        let host = host { context, _ in
            var path = Path()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
            path.addLine(to: CGPoint(x: 10, y: 10))
            path.move(to: CGPoint(x: CGFloat.infinity, y: 0))
            path.addLine(to: CGPoint(x: 50, y: 50))
            context.stroke(path, with: .color(.red))
            var nothing = Path()
            nothing.move(to: CGPoint(x: CGFloat.nan, y: CGFloat.nan))
            nothing.addLine(to: CGPoint(x: 1, y: 1))
            context.fill(nothing, with: .color(.blue))
        }
        let items = host.displayList.items
        #expect(items.count == 1)
        var expected = Path()
        expected.move(to: CGPoint(x: 0, y: 0))
        expected.addLine(to: CGPoint(x: 10, y: 10))
        #expect(try #require(items.first?.hostPath) == expected)
        expectFinite(host)
    }

    @Test func nonFinitePlacesDrawNothing() {
        let host = host { context, _ in
            context.draw(Text("x"), at: CGPoint(x: CGFloat.nan, y: 0))
            context.draw(Text("x"), in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
            context.draw(Image("pet"), at: CGPoint(x: 0, y: CGFloat.infinity))
            context.draw(Image("pet"), in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            context.draw(Text("x"), at: .zero, anchor: UnitPoint(x: .nan, y: 0))
        }
        #expect(host.displayList.items.isEmpty)
        expectFinite(host)
    }

    @Test func nonFiniteShadingsAndFiltersStayFinite() {
        let host = host { context, _ in
            context.addFilter(.shadow(color: .black, radius: .nan, x: .infinity, y: 2))
            context.addFilter(.hueRotation(.radians(.nan)))
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: CGFloat.nan, y: 0), endPoint: .zero))
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                with: .radialGradient(Gradient(colors: [.red, .blue]), center: .zero, startRadius: -5, endRadius: .infinity))
        }
        #expect(host.displayList.items.count == 2)
        #expect(host.displayList.items.first?.shadow == DisplayList.Shadow(color: .black, radius: 0, x: 0, y: 2))
        expectFinite(host)
    }

    /// A canvas offered nothing or an infinite length is 10 points there; negative frames are
    /// drawn at zero size.
    @Test func unusableSizesGiveFiniteOnes() {
        final class Box { var sizes: [CGSize] = [] }
        let box = Box()
        _ = ViewHost(
            VStack {
                ScrollView { Canvas { _, size in box.sizes.append(size) } }.frame(height: 50)
                Canvas { _, size in box.sizes.append(size) }.frame(width: -10, height: 20)
            },
            size: CGSize(width: 100, height: 100)
        ).displayList
        #expect(box.sizes.count == 2)
        #expect(box.sizes.allSatisfy { $0.width.isFinite && $0.height.isFinite && $0.width >= 0 && $0.height >= 0 })
        #expect(box.sizes.first?.height == 10)
    }
}
