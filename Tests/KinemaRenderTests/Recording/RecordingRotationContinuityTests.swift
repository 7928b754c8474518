import Foundation
import Kinema
import Testing

/// A transform reads as a rotation and two scales in two ways, (θ, sx, sy) and (θ + 180°, −sx,
/// −sy); the tracks take the one continuous with the previous frame, so a scale that passes
/// through zero (a springy removal) charts as a scale going negative, not as a half turn.
@MainActor
@Suite("Recording: rotation continuity")
struct RecordingRotationContinuityTests {
    static func recording(_ transforms: [CGAffineTransform]) -> Recording {
        Recording(
            size: CGSize(width: 100, height: 100), framesPerSecond: 10,
            frames: transforms.enumerated().map { index, transform in
                let item = DisplayList.Item(
                    content: .color(.red), frame: CGRect(x: 0, y: 0, width: 10, height: 10), transform: transform, viewID: 2)
                return RecordedFrame(time: Double(index) / 10, displayList: DisplayList(items: [item]))
            })
    }

    @Test func aScalePassingThroughZeroIsNotAHalfTurn() throws {
        let scales: [CGFloat] = [1, 0.5, 0.1, 0, -0.15, -0.05, 0]
        let tracks = Self.recording(scales.map { CGAffineTransform(scaleX: $0, y: $0) }).tracks
        #expect(!tracks.contains { $0.attribute == .rotation }, "no rotation: \(tracks.map(\.attribute))")
        let scale = try #require(tracks.first { $0.attribute == .scale })
        #expect(scale.values.map { $0 ?? .nan } == scales.map(Double.init))
    }

    @Test func aSpinStillCountsItsTurnsAndAMirrorStaysAScale() throws {
        // Four frames a quarter turn apart: 0°, 90°, 180°, 270°, 360°.
        let spin = (0...4).map { CGAffineTransform(rotationAngle: CGFloat($0) * .pi / 2) }
        let rotation = try #require(Self.recording(spin).tracks.first { $0.attribute == .rotation })
        let degrees = rotation.values.compactMap { $0 }
        #expect(zip(degrees, [0.0, 90, 180, 270, 360]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(degrees)")
        // A rotation of 30° with the scale going from 1 to −1 through 0: still 30°.
        let turned = [1.0, 0.4, -0.2, -1].map { CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: $0, y: $0) }
        let tracks = Self.recording(turned).tracks
        #expect(!tracks.contains { $0.attribute == .rotation })
        let scale = try #require(tracks.first { $0.attribute == .scale })
        #expect(zip(scale.values.compactMap { $0 }, [1.0, 0.4, -0.2, -1]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(scale.values)")
    }
}
