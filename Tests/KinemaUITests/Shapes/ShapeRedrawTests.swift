import Foundation
import Kinema
import Testing

// A view draws its current value: a shape whose stored property changes redraws at once, whether
// or not the property is part of its animatableData (SwiftUI compares the new view value with the
// old and redraws what differs; only animatableData animates). The same holds for a canvas's
// captured values and a geometry effect's stored properties.

/// A face whose mouth is drawn from `smile`, which is not animatable data.
private struct Face: Shape {
    var smile: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY + smile * rect.height / 2))
        return path
    }
}

/// A bar whose width animates and whose height does not.
private struct Bar: Shape {
    var fraction: Double
    var tall: Bool
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: tall ? rect.height : rect.height / 2))
    }
}

/// Moves its content right by `distance` points: not animatable data.
private struct Shift: GeometryEffect {
    var distance: Double
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: distance, y: 0))
    }
}

@MainActor
@Suite("Shapes redraw their stored properties")
struct ShapeRedrawTests {
    private func bounds(_ host: ViewHost<some View>) -> CGRect? {
        guard case .path(let path, _) = host.displayList.items.first?.content else { return nil }
        return path.boundingRect
    }

    @Test func aShapeWithoutAnimatableDataRedrawsAtOnce() {
        struct Rating: View {
            @State private var smile = -1.0
            var body: some View {
                Face(smile: smile).stroke().frame(width: 100, height: 40)
                    .contentShape(Rectangle())
                    .onTapGesture { withAnimation(.linear(duration: 1)) { smile = 1 } }
            }
        }
        let host = ViewHost(Rating())
        // Frowning: the mouth ends 20 above the middle (y 0 of 40).
        #expect(bounds(host)?.minY == 0)
        host.tap(at: CGPoint(x: 200, y: 200))
        // Nothing animates: the new face is drawn in the same update.
        #expect(bounds(host)?.maxY == 40)
        #expect(!host.isAnimating)
    }

    @Test func aStoredPropertyOutsideAnimatableDataRedrawsWhileTheDataAnimates() {
        struct Meter: View {
            @State private var full = false
            var body: some View {
                Bar(fraction: full ? 1 : 0.5, tall: full).fill(.blue).frame(width: 100, height: 40)
                    .contentShape(Rectangle())
                    .onTapGesture { withAnimation(.linear(duration: 1)) { full.toggle() } }
            }
        }
        let host = ViewHost(Meter())
        #expect(bounds(host)?.size == CGSize(width: 50, height: 20))
        host.tap(at: CGPoint(x: 200, y: 200))
        // The height (not animatable) is new at once; the width animates from 50.
        #expect(bounds(host)?.size == CGSize(width: 50, height: 40))
        host.advance(by: 0.5)
        #expect(bounds(host)?.size == CGSize(width: 75, height: 40))
    }

    @Test func aCanvasRedrawsWhatItCaptures() {
        struct Dots: View {
            @State private var count = 1
            var body: some View {
                Canvas { context, _ in
                    for index in 0..<count {
                        context.fill(Path(CGRect(x: index * 10, y: 0, width: 5, height: 5)), with: .color(.red))
                    }
                }
                .frame(width: 100, height: 20)
                .contentShape(Rectangle())
                .onTapGesture { count = 3 }
            }
        }
        let host = ViewHost(Dots())
        #expect(host.displayList.items.count == 1)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(host.displayList.items.count == 3)
    }

    @Test func aGeometryEffectRedrawsItsStoredProperties() {
        struct Shifted: View {
            @State private var far = false
            var body: some View {
                Color.red.frame(width: 20, height: 20).modifier(Shift(distance: far ? 30 : 0))
                    .onTapGesture { far = true }
            }
        }
        let host = ViewHost(Shifted())
        #expect(host.displayList.items[0].transform.tx == 0)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(host.displayList.items[0].transform.tx == 30)
    }
}
