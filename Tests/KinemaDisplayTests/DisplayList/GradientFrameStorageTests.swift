import Foundation
@testable import KinemaDisplay
import Testing

/// A frame of a gradient animation allocates nothing: the shape layer lets go of the last
/// drawing's gradient (keeping its path) before it sets new numbers, and the paint then sets its
/// stops in place.
@Suite("A gradient frame's storage")
struct GradientFrameStorageTests {
    private let path = Path(CGRect(x: 0, y: 0, width: 10, height: 20))
    private let gradient = ResolvedPaint.linearGradient(
        stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)],
        startPoint: .top, endPoint: .bottom)

    @Test func aGradientFillOrStrokeKeepsItsPathAndDropsThePaint() {
        for drawing in [DisplayList.PathDrawing.gradientFill(gradient, eoFill: true), .gradientStroke(gradient, StrokeStyle(lineWidth: 3))] {
            var content = DisplayList.Content.path(path, drawing)
            content.releaseGradient()
            #expect(content == .path(path, .fill(nil, eoFill: false)))
        }
    }

    @Test func otherContentIsLeftAsItIs() {
        let others: [DisplayList.Content] = [
            .path(path, .fill(.green, eoFill: false)), .path(path, .stroke(.red, StrokeStyle(lineWidth: 2))), .color(.blue),
        ]
        for original in others {
            var content = original
            content.releaseGradient()
            #expect(content == original)
        }
    }

    @Test func unsharedStopsAreSetInPlace() {
        var paint = ResolvedPaint.linearGradient(
            stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)],
            startPoint: .top, endPoint: .bottom)
        let before = Self.stopsAddress(paint)
        var numbers = paint.animatableNumbers
        numbers[4] = 0.25 * 128   // the first stop's location
        paint.setAnimatableNumbers(count: numbers.count) { numbers[$0] }
        #expect(Self.stopsAddress(paint) == before)
        guard case .linearGradient(let stops, _, _) = paint else { Issue.record("not a gradient"); return }
        #expect(stops.map(\.location) == [0.25, 1])
    }

    /// Where the paint's stops live (the copy made to read it is gone when this returns).
    private static func stopsAddress(_ paint: ResolvedPaint) -> UnsafeRawPointer? {
        guard case .linearGradient(let stops, _, _) = paint else { return nil }
        return stops.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}
