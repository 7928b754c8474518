import Foundation
import Kinema
import Testing

// SwiftUI's Canvas and GraphicsContext API, spelled as SwiftUI code spells it (every overload and
// default), compiles against Kinema and draws what each call should add.

@MainActor
@Suite("Canvas API spelling")
struct CanvasSpellingTests {
    @Test func everyDrawingCallCompilesAndDraws() {
        final class Log { var notes: [String] = [] }
        let log = Log()
        let canvas = Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true) { context, size in
            let rect = CGRect(origin: .zero, size: size)
            let path = Path(ellipseIn: rect.insetBy(dx: 10, dy: 10))
            let gradient = Gradient(colors: [.red, .blue])
            context.fill(path, with: .color(.blue))
            context.fill(path, with: .color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5), style: FillStyle(eoFill: true))
            context.fill(path, with: .color(.sRGBLinear, white: 0.5))
            context.fill(path, with: .style(.tint))
            context.fill(path, with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0), options: .mirror))
            context.fill(path, with: .radialGradient(Color.blue.gradient, center: .zero, startRadius: 0, endRadius: 40))
            context.fill(path, with: .conicGradient(gradient, center: CGPoint(x: 50, y: 50), angle: .degrees(30), options: [.repeat, .linearColor]))
            context.stroke(path, with: .foreground, style: StrokeStyle(lineWidth: 2, dash: [2]))
            context.stroke(path, with: .color(.green), lineWidth: 3)
            context.stroke(path, with: .color(.green))
            context.draw(Text("A"), at: .zero)
            context.draw(Text("B"), at: .zero, anchor: .bottom)
            context.draw(Text("C"), in: rect)
            let resolved = context.resolve(Text("D"))
            log.notes.append("measured \(resolved.measure(in: size).width > 0)")
            context.draw(resolved, at: .zero)
            context.draw(resolved, in: rect)
            context.draw(Image(systemName: "star.fill"), at: .zero)
            context.draw(Image("pet"), in: rect, style: FillStyle())
            let image = context.resolve(Image("pet"))
            context.draw(image, at: CGPoint(x: 1, y: 1), anchor: .topLeading)
            context.draw(image, in: rect)
            var copy = context
            copy.opacity = 0.5
            copy.blendMode = .plusLighter
            copy.transform = .identity
            copy.translateBy(x: 1, y: 1)
            copy.scaleBy(x: 2, y: 2)
            copy.rotate(by: .degrees(10))
            copy.concatenate(CGAffineTransform(scaleX: 1, y: 1))
            copy.clip(to: path)
            copy.clip(to: path, style: FillStyle(eoFill: true), options: .inverse)
            copy.clipToLayer(opacity: 0.5, options: .inverse) { layer in layer.fill(path, with: .color(.black)) }
            copy.addFilter(.shadow(color: .black, radius: 3, x: 1, y: 1, blendMode: .multiply, options: .shadowAbove))
            copy.addFilter(.blur(radius: 2, options: [.opaque, .dithersResult]), options: .linearColor)
            copy.drawLayer { layer in layer.fill(path, with: .color(.red)) }
            log.notes.append("environment \(context.environment.colorScheme)")
        }
        let host = ViewHost(canvas, size: CGSize(width: 100, height: 100))
        // 10 fills and strokes, 5 texts, 4 images, the mask, the layer.
        #expect(host.displayList.items.count == 21)
        #expect(log.notes.contains("measured true"))
        #expect(canvas.isOpaque && canvas.rendersAsynchronously && canvas.colorMode == .linear)
    }

    /// The metaballs idiom: alpha threshold over a blur over a layer of symbols.
    @Test func metaballsIdiomCompiles() {
        let host = ViewHost(
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.5, color: .yellow))
                context.addFilter(.blur(radius: 30))
                context.drawLayer { ctx in
                    for index in [1, 2] {
                        if let symbol = ctx.resolveSymbol(id: index) {
                            ctx.draw(symbol, at: CGPoint(x: size.width / 2 + CGFloat(index) * 20, y: size.height / 2))
                        }
                    }
                }
            } symbols: {
                Circle().frame(width: 100, height: 100).tag(1)
                Circle().frame(width: 100, height: 100).tag(2)
            },
            size: CGSize(width: 300, height: 300))
        let items = host.displayList.items
        #expect(items.count == 2)
        // Both circles share the layer's blur group (σ = 30: the display list's radius 60).
        #expect(items.allSatisfy { $0.groups.contains { $0.effect == .filter(.blur(radius: 60, opaque: false)) } })
    }

    @Test func environmentIsTheCanvassOwn() {
        final class Box { var scheme: ColorScheme? }
        let box = Box()
        _ = ViewHost(
            Canvas { context, _ in box.scheme = context.environment.colorScheme }
                .environment(\.colorScheme, .dark)
        ).displayList
        #expect(box.scheme == .dark)
    }
}
