import Foundation
import Kinema
import Testing

// addFilter(_:options:) applies to later operations, each on its own: colour filters and blurs
// as filter groups (the first added innermost), a shadow as the item's shadow. drawLayer draws a
// layer whose operations share the context's opacity, blend mode and filters as one group.

@MainActor
@Suite("GraphicsContext filters and layers")
struct GraphicsContextFilterTests {
    private func draw(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayList.Item] {
        ViewHost(Canvas(renderer: renderer), size: CGSize(width: 100, height: 100)).displayList.items
    }

    private func filters(_ item: DisplayList.Item) -> [DisplayList.Filter] {
        item.groups.compactMap { group in
            if case .filter(let filter) = group.effect { return filter }
            return nil
        }
    }

    /// GraphicsContext's blur radius is the Gaussian's standard deviation; the display list's
    /// blur radius is twice it (its standard deviation is half the radius).
    @Test func blurRadiusIsTheStandardDeviation() throws {
        let items = draw { context, _ in
            context.addFilter(.blur(radius: 4))
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
            context.addFilter(.blur(radius: 1, options: .opaque))
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
        }
        #expect(filters(items[0]) == [.blur(radius: 8, opaque: false)])
        // The first filter added applies first: it is the innermost (last) group.
        #expect(filters(items[1]) == [.blur(radius: 2, opaque: true), .blur(radius: 8, opaque: false)])
    }

    @Test func colourFiltersBecomeFilterGroups() {
        let items = draw { context, _ in
            context.addFilter(.brightness(0.2))
            context.addFilter(.contrast(1.5))
            context.addFilter(.saturation(0.5))
            context.addFilter(.grayscale(0.3))
            context.addFilter(.hueRotation(.degrees(90)))
            context.addFilter(.colorMultiply(.red))
            context.addFilter(.colorInvert())
            context.addFilter(.luminanceToAlpha)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        #expect(filters(items[0]) == [
            .luminanceToAlpha, .colorInvert, .colorMultiply(.red), .hueRotation(.degrees(90)),
            .grayscale(0.3), .saturation(0.5), .contrast(1.5), .brightness(0.2),
        ])
    }

    /// colorInvert(a) maps c to a·(1 − c) + (1 − a)·c = (1 − 2a)·c + a: a contrast of 1 − 2a
    /// (slope 1 − 2a, intercept 0.5 − 0.5·(1 − 2a) = a).
    @Test func partialInvertIsAContrast() {
        let items = draw { context, _ in
            context.addFilter(.colorInvert(0.25))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        #expect(filters(items[0]) == [.contrast(0.5)])
    }

    @Test func shadowBecomesTheItemsShadow() {
        let items = draw { context, _ in
            context.addFilter(.shadow(color: .black, radius: 6, x: 2, y: 3))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            context.addFilter(.shadow(radius: 1))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        #expect(items[0].shadow == DisplayList.Shadow(color: .black, radius: 6, x: 2, y: 3))
        // The last shadow added is drawn; SwiftUI's default colour is black at 33 % in linear sRGB.
        #expect(items[1].shadow == DisplayList.Shadow(color: Color(.sRGBLinear, white: 0, opacity: 0.33), radius: 1))
        #expect(filters(items[0]).isEmpty)
    }

    @Test func acceptedFiltersDrawNothingExtra() {
        let items = draw { context, _ in
            context.addFilter(.alphaThreshold(min: 0.5), options: .linearColor)
            context.addFilter(.blur(radius: 0))
            context.addFilter(.blur(radius: .nan))
            context.addFilter(.saturation(.infinity))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        #expect(filters(items[0]).isEmpty)
        #expect(items[0].shadow == nil)
    }

    /// A projection filter moves what is drawn by its affine part, after the context's transform.
    @Test func projectionTransformAppliesItsAffinePart() throws {
        let items = draw { context, _ in
            context.translateBy(x: 10, y: 0)
            context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1))))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        #expect(close(try #require(items.first?.hostPath).boundingRect, CGRect(x: 20, y: 0, width: 20, height: 10)))
    }

    /// drawLayer: the layer's operations share one compositing group with the context's
    /// opacity, and one group per filter and blend mode; inside, they start at full opacity.
    @Test func drawLayerCompositesTheLayerAsAWhole() throws {
        let items = draw { context, _ in
            context.opacity = 0.5
            context.blendMode = .screen
            context.addFilter(.blur(radius: 2))
            context.drawLayer { layer in
                #expect(layer.opacity == 1)
                #expect(layer.blendMode == .normal)
                layer.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(.blue))
                layer.fill(Path(ellipseIn: CGRect(x: 30, y: 0, width: 60, height: 60)), with: .color(.blue))
            }
        }
        #expect(items.count == 2)
        #expect(items.allSatisfy { $0.opacity == 1 })
        #expect(items[0].groups == items[1].groups)
        let effects = items[0].groups.map(\.effect)
        #expect(effects.count == 4)
        #expect(effects.dropFirst().map { $0 } == [
            .blendMode(.screen), .filter(.blur(radius: 4, opaque: false)), .compositing(opacity: 0.5),
        ])
    }

    /// A layer drawn at full opacity with nothing to composite adds no group.
    @Test func plainLayerAddsNoGroup() {
        let items = draw { context, _ in
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            }
        }
        #expect(items.first?.groups.count == 1)
    }
}
