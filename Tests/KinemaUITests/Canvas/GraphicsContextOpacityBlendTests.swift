import Foundation
import Kinema
import Testing

// `opacity` applies to each later operation on its own (the item's opacity); `blendMode` wraps
// each later operation in a blend-mode group of its own, for the modes SVG can draw.

@MainActor
@Suite("GraphicsContext opacity and blend mode")
struct GraphicsContextOpacityBlendTests {
    private func draw(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayList.Item] {
        ViewHost(Canvas(renderer: renderer), size: CGSize(width: 100, height: 100)).displayList.items
    }

    private let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    @Test func opacityFadesLaterOperations() {
        let square = self.square
        let items = draw { context, _ in
            context.fill(square, with: .color(.red))
            context.opacity = 0.25
            context.fill(square, with: .color(.red))
            var copy = context
            copy.opacity = 0.5
            copy.fill(square, with: .color(.red))
            context.fill(square, with: .color(.red))
        }
        #expect(items.map(\.opacity) == [1, 0.25, 0.5, 0.25])
    }

    /// An opacity effect around the canvas multiplies each operation's own.
    @Test func anOuterOpacityMultiplies() {
        let square = self.square
        let items = ViewHost(
            Canvas { context, _ in
                context.opacity = 0.5
                context.fill(square, with: .color(.red))
            }
            .opacity(0.4),
            size: CGSize(width: 100, height: 100)
        ).displayList.items
        #expect(items.count == 1)
        #expect(close(items[0].opacity, 0.2))
    }

    /// Out-of-range opacities are clamped; NaN and zero draw nothing.
    @Test func opacityIsClamped() {
        let square = self.square
        let items = draw { context, _ in
            context.opacity = 3
            context.fill(square, with: .color(.red))
            context.opacity = -1
            context.fill(square, with: .color(.green))
            context.opacity = .nan
            context.fill(square, with: .color(.blue))
            context.opacity = 0
            context.fill(square, with: .color(.yellow))
        }
        #expect(items.map(\.opacity) == [1])
        #expect(items.first?.pathDrawing == .fill(.red, eoFill: false))
    }

    @Test func blendModeWrapsEachOperation() throws {
        let square = self.square
        let items = draw { context, _ in
            context.blendMode = .multiply
            context.fill(square, with: .color(.red))
            context.fill(square, with: .color(.blue))
            context.blendMode = .normal
            context.fill(square, with: .color(.green))
        }
        #expect(items.count == 3)
        let modes = items.map { $0.groups.compactMap { group -> BlendMode? in
            if case .blendMode(let mode) = group.effect { return mode }
            return nil
        } }
        #expect(modes == [[.multiply], [.multiply], []])
        // Two operations, two groups: each is blended with what is under it on its own.
        let ids = items.prefix(2).map { $0.groups.last?.id }
        #expect(ids[0] != ids[1])
    }

    /// The raw values are Core Graphics' blend modes; the Porter–Duff modes SVG cannot draw
    /// are accepted and drawn normally.
    @Test func blendModesMapToTheDisplayList() {
        #expect(GraphicsContext.BlendMode.multiply.rawValue == 1)
        #expect(GraphicsContext.BlendMode.plusLighter.rawValue == 27)
        #expect(GraphicsContext.BlendMode(rawValue: 2) == .screen)
        let square = self.square
        let items = draw { context, _ in
            context.blendMode = .xor
            context.fill(square, with: .color(.red))
            context.blendMode = .plusLighter
            context.fill(square, with: .color(.red))
        }
        #expect(items[0].groups.count == 1)   // the canvas's bounds only
        #expect(items[1].groups.last?.effect == .blendMode(.plusLighter))
    }
}
