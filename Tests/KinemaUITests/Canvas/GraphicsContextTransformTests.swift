import Foundation
import Kinema
import PropertyBased
import Testing

// The context's transform maps the coordinates of later operations to the canvas's. Like Core
// Graphics' CTM, each of translateBy, scaleBy, rotate(by:) and concatenate applies its change
// *before* the transform already in effect: new = change × old (row vectors, as
// CGAffineTransform.concatenating composes: `change.concatenating(old)`).

@MainActor
@Suite("GraphicsContext transforms")
struct GraphicsContextTransformTests {
    private func draw(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayList.Item] {
        ViewHost(Canvas(renderer: renderer), size: CGSize(width: 200, height: 200)).displayList.items
    }

    private let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    @Test func translateThenScale() throws {
        let items = draw { context, _ in
            context.translateBy(x: 10, y: 0)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        // Scaled about the translated origin: (10, 0) … (30, 20).
        let drawn = try #require(items.first?.hostPath).boundingRect
        #expect(close(drawn, CGRect(x: 10, y: 0, width: 20, height: 20)))
    }

    @Test func scaleThenTranslateMovesInScaledUnits() throws {
        let items = draw { context, _ in
            context.scaleBy(x: 2, y: 2)
            context.translateBy(x: 10, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        let drawn = try #require(items.first?.hostPath).boundingRect
        #expect(close(drawn, CGRect(x: 20, y: 0, width: 20, height: 20)))
    }

    /// A quarter turn maps (x, y) to (−y, x): clockwise on screen, y pointing down.
    @Test func rotateTurnsClockwiseAboutTheOrigin() throws {
        let items = draw { context, _ in
            context.translateBy(x: 50, y: 50)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.red))
        }
        let item = try #require(items.first)
        let drawn = try #require(item.hostPath).boundingRect
        #expect(close(drawn, CGRect(x: 40, y: 50, width: 10, height: 20), 1e-9))
        // The rectangle's far corner (20, 0) lands at (50, 70).
        #expect(close(item.hostPoint(CGPoint(x: 20, y: 0)), CGPoint(x: 50, y: 70), 1e-9))
    }

    @Test func concatenateAppliesTheMatrixFirst() throws {
        let shear = CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
        let items = draw { context, _ in
            context.translateBy(x: 100, y: 0)
            context.concatenate(shear)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        // (0, 10) shears to (10, 10), then moves to (110, 10).
        #expect(close(try #require(items.first).hostPoint(CGPoint(x: 0, y: 10)), CGPoint(x: 110, y: 10)))
    }

    @Test func settingTheTransformReplacesIt() throws {
        let items = draw { context, _ in
            context.scaleBy(x: 5, y: 5)
            context.transform = CGAffineTransform(translationX: 30, y: 40)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        #expect(close(try #require(items.first?.hostPath).boundingRect, CGRect(x: 30, y: 40, width: 10, height: 10)))
    }

    /// The path stays as given; the transform is carried by the item, so a stroke's width scales
    /// with it, as in SwiftUI.
    @Test func strokesScaleWithTheTransform() throws {
        let items = draw { context, _ in
            context.scaleBy(x: 3, y: 3)
            context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red), lineWidth: 2)
        }
        let item = try #require(items.first)
        #expect(item.pathDrawing == .stroke(.red, StrokeStyle(lineWidth: 2)))
        #expect(item.transform.a == 3 && item.transform.d == 3)
    }

    /// A copy's transform is its own (GraphicsContext overview: "You can modify the state of
    /// one context without affecting the state of any other").
    @Test func aCopysTransformIsIndependent() throws {
        let items = draw { context, _ in
            var moved = context
            moved.translateBy(x: 100, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            context.scaleBy(x: 2, y: 2)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
        }
        let drawn = try items.map { try #require($0.hostPath).boundingRect }
        #expect(close(drawn[0], CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(close(drawn[1], CGRect(x: 100, y: 0, width: 10, height: 10)))
        #expect(close(drawn[2], CGRect(x: 100, y: 0, width: 10, height: 10)))
    }

    /// For any sequence of translations, scales and rotations, a point p of the path is drawn at
    /// p × (changeₙ × … × change₁), the composition the CTM rule gives.
    @Test func anySequenceComposesAsTheCTMRule() async {
        let value = Gen.double(in: -3...3)
        let step = zip(Gen.int(in: 0...2), value, value)
        await propertyCheck(count: 100, input: step, step, step, zip(value, value)) { first, second, third, point in
            var expected = CGAffineTransform.identity
            func change(_ step: (Int, Double, Double)) -> CGAffineTransform {
                switch step.0 {
                case 0: CGAffineTransform(translationX: step.1 * 20, y: step.2 * 20)
                case 1: CGAffineTransform(scaleX: step.1, y: step.2)
                default: CGAffineTransform(rotationAngle: step.1)
                }
            }
            for step in [first, second, third] { expected = change(step).concatenating(expected) }
            let p = CGPoint(x: point.0 * 10, y: point.1 * 10)
            let items = draw { context, _ in
                for step in [first, second, third] {
                    switch step.0 {
                    case 0: context.translateBy(x: step.1 * 20, y: step.2 * 20)
                    case 1: context.scaleBy(x: step.1, y: step.2)
                    default: context.rotate(by: .radians(step.1))
                    }
                }
                var path = Path()
                path.move(to: p)
                path.addLine(to: CGPoint(x: p.x + 1, y: p.y))
                context.stroke(path, with: .color(.red))
            }
            // The line's start, in the item's coordinates.
            guard let item = items.first, case .path(let path, _) = item.content else {
                Issue.record("nothing drawn")
                return
            }
            var start: CGPoint?
            path.forEach { element in if case .move(let to) = element, start == nil { start = to } }
            guard let local = start else { return }
            let drawn = item.hostPoint(local)
            let want = p.applying(expected)
            #expect(close(drawn, want, 1e-6 * max(1, abs(want.x) + abs(want.y))), "\(first) \(second) \(third)")
        }
    }
}
