import Foundation
import Kinema
@testable import KinemaRender
import Testing

/// An item's transform as its group's `tr` — anchor at the frame's centre, position where the
/// transform takes that centre, rotation and scales — fitted so every recorded frame is within
/// the tolerance; a shear drawn baked instead.
@Suite("Recording.lottie: transforms")
struct RecordingLottieTransformTests {
    /// The one layer of a recording of one item.
    private static func onlyLayer(_ recording: Recording, tolerance: Double = 0.25) throws -> ParsedLayer {
        let layers = try ParsedLottie(recording.lottie(tolerance: tolerance)).layers
        try #require(layers.count == 1, "one layer, not \(layers.count)")
        return layers[0]
    }

    /// A colour moving right 2 points a frame: one shape layer, its path still, its position a
    /// straight line, so two keyframes hold every frame.
    @Test func aColourMovingAtConstantSpeedIsTwoPositionKeyframes() throws {
        let recording = lottieRecording(frames: 60) { k in
            [DisplayList.Item(content: .color(.blue), frame: CGRect(x: 10 + 2 * Double(k), y: 20, width: 30, height: 40))]
        }
        let layer = try Self.onlyLayer(recording)
        #expect(layer.type == 4)
        #expect(layer.inPoint == 0 && layer.outPoint == 60)
        let position = try layer.groupTransform("p")
        #expect(position.isAnimated)
        #expect(position.keyframes.map(\.time) == [0, 59])
        for k in 0..<60 {
            // The centre of the frame: (10 + 2k + 15, 20 + 20).
            let shown = position.value(at: Double(k))
            #expect(abs(shown[0] - (25 + 2 * Double(k))) <= 0.25 + lottieRounding && abs(shown[1] - 40) <= lottieRounding, "frame \(k)")
        }
        // The outline stays in the frame's own coordinates, anchored at its centre.
        #expect(try layer.groupTransform("a").value(at: 0) == [15, 20])
        let path = try #require(try layer.paths().first)
        #expect(!path.isAnimated)
        #expect(path.shape(at: 0).vertices == [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 0, y: 40)])
    }

    /// An eased path: every frame within the tolerance asked for, and a finer tolerance keeps at
    /// least the keyframes of a coarser one (the fit splits at the same worst frames first).
    @Test func anEasedMoveIsWithinTheToleranceAtEveryFrame() throws {
        let centres = (0..<60).map { k -> CGPoint in
            let phase = Double(k) / 59 * .pi
            return CGPoint(x: 30 + 100 * (1 - cos(phase)) / 2, y: 50 + 30 * sin(phase))
        }
        let recording = lottieRecording(frames: 60) { k in
            [DisplayList.Item(content: .color(.green), frame: CGRect(x: centres[k].x - 10, y: centres[k].y - 10, width: 20, height: 20))]
        }
        var counts: [Int] = []
        for tolerance in [0.05, 0.25, 1.0] {
            let position = try Self.onlyLayer(recording, tolerance: tolerance).groupTransform("p")
            counts.append(position.keyframes.count)
            for k in 0..<60 {
                let shown = position.value(at: Double(k))
                #expect(lottieClose(CGPoint(x: shown[0], y: shown[1]), centres[k], within: tolerance + lottieRounding),
                        "tolerance \(tolerance), frame \(k)")
            }
        }
        #expect(counts[0] >= counts[1] && counts[1] >= counts[2] && counts[2] > 2, "\(counts)")
        #expect(counts[0] < 60)
    }

    /// A scale by s about the centre leaves the centre where it is: the position is a constant,
    /// and the scale is 100·s in both axes, within what moves the farthest corner by the
    /// tolerance (tolerance / half-diagonal · 100 percent).
    @Test func aScaleAboutTheCentreIsScaleKeyframesOnly() throws {
        let frame = CGRect(x: 50, y: 50, width: 40, height: 20), centre = CGPoint(x: 70, y: 60)
        let scales = (0..<60).map { 1 + 0.8 * sin(2 * .pi * Double($0) / 59) }
        let recording = lottieRecording(frames: 60) { k in
            [DisplayList.Item(content: .color(.red), frame: frame, transform: lottieTransform(about: centre, scaleX: scales[k], y: scales[k]))]
        }
        let layer = try Self.onlyLayer(recording)
        let position = try layer.groupTransform("p")
        #expect(!position.isAnimated)
        #expect(lottieClose(CGPoint(x: position.value(at: 0)[0], y: position.value(at: 0)[1]), centre))
        #expect(try !layer.groupTransform("r").isAnimated)
        let scale = try layer.groupTransform("s")
        #expect(scale.isAnimated && scale.keyframes.count < 60)
        let bound = 0.25 / hypot(20, 10) * 100
        for k in 0..<60 {
            let shown = scale.value(at: Double(k))
            #expect(shown.count == 2)
            #expect(shown.allSatisfy { abs($0 - 100 * scales[k]) <= bound + lottieRounding }, "frame \(k): \(shown) for \(100 * scales[k])")
        }
    }

    /// A spin of 20° a frame to 580°: read continuously (atan2 alone would jump from 180° to
    /// −160°), so the rotation climbs at every frame and is one straight line.
    @Test func aSpinPastAHalfTurnIsUnwrapped() throws {
        let frame = CGRect(x: 80, y: 80, width: 40, height: 40), centre = CGPoint(x: 100, y: 100)
        let recording = lottieRecording(frames: 30) { k in
            [DisplayList.Item(content: .color(.orange), frame: frame, transform: lottieTransform(about: centre, degrees: 20 * Double(k)))]
        }
        let layer = try Self.onlyLayer(recording)
        let rotation = try layer.groupTransform("r")
        #expect(rotation.keyframes.map(\.time) == [0, 29])
        let shown = (0..<30).map { rotation.value(at: Double($0))[0] }
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 < $1 }, "\(shown)")
        #expect(abs(shown[29] - 580) <= lottieRounding)
        #expect(try !layer.groupTransform("s").isAnimated && !layer.groupTransform("p").isAnimated)
        // Every corner is drawn within the tolerance of where the transform puts it.
        for k in 0..<30 {
            for corner in [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 40), CGPoint(x: 0, y: 40)] {
                let drawn = try lottieDrawnPoint(corner, layer: layer, at: Double(k))
                let truth = CGPoint(x: corner.x + 80, y: corner.y + 80).applying(lottieTransform(about: centre, degrees: 20 * Double(k)))
                #expect(hypot(drawn.x - truth.x, drawn.y - truth.y) <= 0.25 + 1e-3, "frame \(k), corner \(corner)")
            }
        }
    }

    /// The documented error for rotations: "what would move the item's farthest point by that
    /// much". A 20-point square scaled 4× has its corners 56.6 points from the centre, but the
    /// bound is taken from the unscaled outline (14.1 points): a wobble of 0.9° is dropped, and the
    /// corners are drawn 0.89 points from where they are.
    @Test func aRotationsErrorCountsTheScale() throws {
        let frame = CGRect(x: 90, y: 90, width: 20, height: 20), centre = CGPoint(x: 100, y: 100)
        let degrees = (0..<9).map { $0 % 2 == 1 ? 0.9 : 0 }
        let recording = lottieRecording(frames: 9) { k in
            [DisplayList.Item(content: .color(.orange), frame: frame, transform: lottieTransform(about: centre, scaleX: 4, y: 4, degrees: degrees[k]))]
        }
        let layer = try Self.onlyLayer(recording)
        var worst = 0.0
        for k in 0..<9 {
            for corner in [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 20), CGPoint(x: 0, y: 20)] {
                let drawn = try lottieDrawnPoint(corner, layer: layer, at: Double(k))
                let truth = CGPoint(x: corner.x + 90, y: corner.y + 90)
                    .applying(lottieTransform(about: centre, scaleX: 4, y: 4, degrees: degrees[k]))
                worst = max(worst, hypot(drawn.x - truth.x, drawn.y - truth.y))
            }
        }
        #expect(worst <= 0.25 + 1e-3, "corners drawn up to \(worst) points away")
    }

    @Test func anItemDrawnInFramesFiveToNineIsShownFromFiveToTen() throws {
        let recording = lottieRecording(frames: 15) { k in
            (5...9).contains(k) ? [DisplayList.Item(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 10, height: 10))] : []
        }
        let layer = try Self.onlyLayer(recording)
        #expect(layer.inPoint == 5 && layer.outPoint == 10)
    }

    /// An item that comes and goes has a layer for each stay.
    @Test func eachStayIsALayer() throws {
        let recording = lottieRecording(frames: 12) { k in
            (2...4).contains(k) || (8...10).contains(k)
                ? [DisplayList.Item(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 10, height: 10))] : []
        }
        let layers = try ParsedLottie(recording.lottie()).layers
        #expect(Set(layers.compactMap { layer in layer.inPoint.flatMap { i in layer.outPoint.map { [i, $0] } } }) == [[2, 5], [8, 11]])
    }

    /// A shear has no rotation-and-scale reading: the outline is drawn mapped into the host (each
    /// corner of the frame through the transform: x′ = x + 0.5y + 5, y′ = y), under an identity
    /// group transform.
    @Test func aShearIsBakedIntoTheOutline() throws {
        let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 5, ty: 0)
        let recording = lottieRecording(frames: 3) { _ in
            [DisplayList.Item(content: .color(.purple), frame: CGRect(x: 10, y: 20, width: 30, height: 40), transform: shear)]
        }
        let layer = try Self.onlyLayer(recording)
        #expect(try layer.groupTransform("p").value(at: 0) == [0, 0])
        #expect(try layer.groupTransform("a").value(at: 0) == [0, 0])
        #expect(try layer.groupTransform("s").value(at: 0) == [100, 100])
        #expect(try layer.groupTransform("r").value(at: 0) == [0])
        let outline = try #require(try layer.paths().first).shape(at: 0)
        #expect(outline.closed)
        let corners = [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60)]
        #expect(outline.vertices.count == 4)
        for (vertex, corner) in zip(outline.vertices, corners) {
            #expect(lottieClose(vertex, CGPoint(x: corner.x + 0.5 * corner.y + 5, y: corner.y)), "\(vertex) for \(corner)")
        }
        #expect(outline.inTangents.allSatisfy { $0 == .zero } && outline.outTangents.allSatisfy { $0 == .zero })
    }
}
