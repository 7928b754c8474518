import Foundation
import Kinema
@testable import KinemaRender
import KinemaTestSupport
import Testing

/// One animatable property from its value at every frame: a constant, or linear keyframes kept
/// only where a frame left out would be more than its bound off the line, with holds at jumps.
@Suite("LottieProperty")
struct LottiePropertyTests {
    private static func parsed(_ property: LottieProperty) throws -> ParsedProperty {
        try ParsedProperty(json: property.json().0.text)
    }

    @Test func aConstantSeriesIsNotAnimated() throws {
        let property = LottieProperty.scalar(frames: Array(0..<30), Array(repeating: 42.5, count: 30), bound: 0.25)
        let (json, keyframes) = property.json()
        #expect(json.text == #"{"a":0,"k":42.5}"#)
        #expect(keyframes == 0)
    }

    /// A straight ramp is its two ends: every frame between lies on the line joining them.
    @Test func aStraightRampKeepsItsTwoEnds() throws {
        let frames = Array(0..<60)
        let property = LottieProperty(frames: frames, values: frames.map { [3 * Double($0), 100 - 0.5 * Double($0)] }, bounds: [0.01])
        let parsed = try Self.parsed(property)
        #expect(parsed.isAnimated)
        #expect(parsed.keyframes.map(\.time) == [0, 59])
        #expect(parsed.keyframes.map(\.value) == [[0, 100], [177, 70.5]])
        #expect(property.json().keyframes == 2)
        // Linear: the outgoing handle at (0, 0), the incoming at (1, 1); none on the last keyframe.
        let handles = try #require(parsed.keyframes[0].handles)
        #expect(handles == (0, 0, 1, 1))
        #expect(parsed.keyframes[1].handles == nil && !parsed.keyframes[0].hold)
    }

    /// A ramp up to frame 20, then flat: the line from end to end passes frame 20 at 40 · 20/59 ≈
    /// 13.6, far from its 40, so the corner is kept; both pieces are then straight, so nothing else.
    @Test func aKinkIsKept() throws {
        let frames = Array(0..<60)
        let values = frames.map { Double(min($0, 20)) * 2 }
        let parsed = try Self.parsed(.scalar(frames: frames, values, bound: 0.1))
        #expect(parsed.keyframes.map(\.time) == [0, 20, 59])
        #expect(parsed.keyframes.map(\.value) == [[0], [40], [40]])
    }

    /// A jump between frames 9 and 10: frame 9 is a hold keyframe, frame 10 starts the other side,
    /// so the player shows 5 up to frame 10 and 50 from it, never a blend.
    @Test func aBreakIsAHoldAtTheFrameBeforeTheJump() throws {
        let frames = Array(0..<20)
        var breaks = Array(repeating: false, count: 20)
        breaks[9] = true
        let property = LottieProperty(frames: frames, values: frames.map { [$0 < 10 ? 5 : 50] }, bounds: [0.1], breaks: breaks)
        let parsed = try Self.parsed(property)
        #expect(parsed.keyframes.map(\.time) == [0, 9, 10, 19])
        #expect(parsed.keyframes.map(\.hold) == [false, true, false, false])
        #expect(parsed.keyframes.map(\.value) == [[5], [5], [50], [50]])
        #expect(parsed.value(at: 9.5) == [5])
    }

    /// Values of different lengths cannot be interpolated: the property breaks between them by
    /// itself.
    @Test func valuesOfDifferentLengthsBreak() {
        let property = LottieProperty(frames: [0, 1, 2, 3], values: [[1, 2], [1, 2], [1, 2, 3], [1, 2, 3]], bounds: [0.1])
        #expect(property.breaks == [false, true, false, false])
    }

    /// Keyframes are written at the sample's own frame numbers, not their indices.
    @Test func keyframesAreAtTheSamplesFrames() throws {
        let frames = Array(5..<15)
        let parsed = try Self.parsed(.scalar(frames: frames, frames.map { Double($0 * $0) }, bound: 0.5))
        #expect(parsed.keyframes.first?.time == 5 && parsed.keyframes.last?.time == 14)
        #expect(parsed.value(at: 5) == [25] && parsed.value(at: 14) == [196])
    }

    /// Law: whatever the series, the bounds and the breaks, the keyframes read back from the JSON
    /// and joined as a player joins them (linearly, holding after `"h": 1`) are within each
    /// component's bound of every frame's value, give or take the fourth-decimal rounding.
    @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003] as [UInt64])
    func everyFrameIsWithinItsBound(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var sparseTrials = 0
        for trial in 0..<40 {
            let count = Int.random(in: 2...90, using: &random)
            let start = Int.random(in: 0...30, using: &random)
            let frames = Array(start..<(start + count))
            let components = Int.random(in: 1...3, using: &random)
            let noisy = Bool.random(using: &random)
            // Smooth: a sum of two sines. Noisy: a random walk with jitter. Both at any scale,
            // with bounds from exact (0) to a fifth of the scale.
            let phases = (0..<(components * 2)).map { _ in Double.random(in: 0...(2 * .pi), using: &random) }
            let scale = [0.01, 1, 100, 10_000].randomElement(using: &random)!
            let level = [0, 0.001, 0.01, 0.05, 0.2].randomElement(using: &random)!
            let bounds = (0..<components).map { _ in scale * level * Double.random(in: 0.5...1.5, using: &random) }
            var walk = Array(repeating: 0.0, count: components)
            var values: [[Double]] = []
            for (index, _) in frames.enumerated() {
                let x = Double(index) / Double(count)
                values.append((0..<components).map { c in
                    if noisy {
                        walk[c] += Double.random(in: -1...1, using: &random) * scale * 0.05
                        return walk[c] + Double.random(in: -1...1, using: &random) * scale * 0.01
                    }
                    return scale * (sin(3 * x + phases[2 * c]) + 0.3 * sin(17 * x + phases[2 * c + 1]))
                })
            }
            let breaks = (0..<count).map { $0 < count - 1 && Int.random(in: 0..<40, using: &random) == 0 }
            // A jump at each break, as where the writer breaks a property (a path changing its points).
            for index in breaks.indices where breaks[index] {
                for later in (index + 1)..<count { values[later] = values[later].map { $0 + scale } }
            }
            let property = LottieProperty(frames: frames, values: values, bounds: bounds, breaks: breaks)
            let (json, keyframeCount) = property.json()
            let parsed = try ParsedProperty(json: json.text)
            #expect(keyframeCount == (parsed.isAnimated ? parsed.keyframes.count : 0), "trial \(trial)")
            #expect(parsed.keyframes.count <= count, "trial \(trial)")
            if parsed.keyframes.count * 2 < count { sparseTrials += 1 }
            // The worst frame, checked once per trial (an expectation per frame is slow).
            var worst: (excess: Double, frame: Int, component: Int) = (-.infinity, 0, 0)
            for (index, frame) in frames.enumerated() {
                let shown = parsed.value(at: Double(frame))
                for c in 0..<components {
                    let error = abs(shown[c] - values[index][c])
                    let allowed = bounds[c] * (1 + 1e-9) + lottieRounding + 1e-12 * abs(values[index][c])
                    if error - allowed > worst.excess { worst = (error - allowed, frame, c) }
                }
            }
            #expect(worst.excess <= 0, "seed \(seed) trial \(trial): frame \(worst.frame), component \(worst.component) beyond its bound by \(worst.excess)")
        }
        // The law is not met by keeping every frame: many trials leave most to interpolation.
        #expect(sparseTrials >= 8, "\(sparseTrials) of 40 trials keep fewer than half their frames")
    }
}
