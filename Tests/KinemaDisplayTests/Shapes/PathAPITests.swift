import Foundation
import KinemaDisplay
import Testing

// Compile-time checks: SwiftUI code drawing with paths and stroke styles builds unchanged. Each test
// also asserts one fact so it can fail at run time too.

@Suite("Path: SwiftUI API shape")
struct PathAPITests {
    /// A pie slice as SwiftUI tutorials write it.
    func slice(in rect: CGRect, from start: Angle, to end: Angle) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: rect.width / 2, startAngle: start, endAngle: end, clockwise: false)
        path.closeSubpath()
        return path
    }

    @Test func swiftUIStyleDrawingCodeCompiles() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let wave = Path { p in
            p.move(to: CGPoint(x: 0, y: 50))
            p.addQuadCurve(to: CGPoint(x: 50, y: 50), control: CGPoint(x: 25, y: 0))
            p.addCurve(to: CGPoint(x: 100, y: 50), control1: CGPoint(x: 60, y: 100), control2: CGPoint(x: 90, y: 100))
            p.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, delta: .degrees(45))
            p.addArc(tangent1End: CGPoint(x: 100, y: 100), tangent2End: CGPoint(x: 0, y: 100), radius: 10)
            p.addRect(rect.insetBy(dx: 10, dy: 10))
            p.addRoundedRect(in: rect, cornerSize: CGSize(width: 8, height: 8))
            p.addRoundedRect(in: rect, cornerSize: CGSize(width: 8, height: 8), style: .circular)
            p.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(topLeading: 4, bottomTrailing: 4))
            p.addEllipse(in: rect)
            p.addLines([.zero, CGPoint(x: 1, y: 1)])
            p.addRects([rect])
            p.addPath(Path(rect), transform: .identity)
        }
        let pieces: [Path] = [
            Path(), Path(rect), Path(ellipseIn: rect), Path(roundedRect: rect, cornerRadius: 12),
            Path(roundedRect: rect, cornerSize: CGSize(width: 8, height: 4), style: .continuous),
            Path(roundedRect: rect, cornerRadii: .init(topLeading: 20, topTrailing: 20)),
            slice(in: rect, from: .degrees(0), to: .degrees(120)),
            wave.trimmedPath(from: 0, to: 0.5), wave.applying(CGAffineTransform(scaleX: 2, y: 2)),
            wave.offsetBy(dx: 1, dy: 2),
        ]
        let styles = [
            StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round),
            StrokeStyle(lineWidth: 2, dash: [5, 10], dashPhase: 3),
            StrokeStyle(lineWidth: 1, lineCap: .square, lineJoin: .bevel, miterLimit: 4),
        ]
        let fill = FillStyle(eoFill: true)
        let corner: RoundedCornerStyle = .continuous
        var count = 0
        wave.forEach { element in
            if case .move = element { count += 1 }
        }
        #expect(count > 1)
        #expect(pieces.allSatisfy { $0.boundingRect.width >= 0 })
        #expect(styles.count == 3 && fill.isEOFilled && corner == .continuous)
        #expect(!wave.contains(CGPoint(x: -1, y: -1)))
        #expect(wave.currentPoint != nil && !wave.isEmpty)
    }

    @Test func valueTypesAreSendable() {
        func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }
        #expect(requireSendable(Path.self) && requireSendable(Path.Element.self))
        #expect(requireSendable(StrokeStyle.self) && requireSendable(FillStyle.self))
        #expect(requireSendable(RoundedCornerStyle.self) && requireSendable(RectangleCornerRadii.self))
    }
}
