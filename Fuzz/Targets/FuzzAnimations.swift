import Foundation
import KinemaCore

/// Random animation trees — a base curve or spring under delays, speeds and repeats — stepped at
/// random increasing times, with a second animation arriving part-way that merges (as springs
/// do) or runs beside the first. Every parameter is finite (bad input included: negative and
/// zero durations, huge and tiny numbers, any repeat count); every value must be finite, and
/// every velocity too, except where a timing curve is vertical (±∞, as SwiftUI documents).
package enum FuzzAnimations {
    /// The most frames one input steps.
    static let maximumFrames = 48

    package static func check(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        let first = animation(&input)
        let delta = input.double(typical: -100...100)
        var context = AnimationContext<Double>()
        var current = first
        var time = 0.0
        let mergeFrame = input.int(in: 0...maximumFrames)
        for frame in 0..<maximumFrames {
            if frame == mergeFrame {
                let second = animation(&input)
                if second.shouldMerge(previous: current, value: delta, time: time, context: &context) {
                    current = second
                } else {
                    // Not merged: the second runs beside the first, from its own start.
                    step(second, delta: input.double(typical: -100...100), from: time, input: &input)
                }
            }
            guard let value = current.animate(value: delta, time: time, context: &context) else { return }
            fuzzCheck(value.isFinite, "\(current) at \(time): value \(value)")
            if let velocity = current.velocity(value: delta, time: time, context: context) {
                // A timing curve whose tangent is vertical there has an infinite velocity, as in
                // SwiftUI (`UnitCurve.velocity(at:)` documents it); never NaN.
                fuzzCheck(!velocity.isNaN, "\(current) at \(time): velocity \(velocity)")
            }
            time += abs(input.double(typical: 0...0.5))
            if !time.isFinite { time = .greatestFiniteMagnitude }
        }
    }

    /// Steps `animation` alone for a few frames from `start`.
    private static func step(_ animation: Animation, delta: Double, from start: Double, input: inout FuzzInput) {
        var context = AnimationContext<Double>()
        var time = start
        for _ in 0..<8 {
            guard let value = animation.animate(value: delta, time: time - start, context: &context) else { return }
            fuzzCheck(value.isFinite, "\(animation) at \(time - start): value \(value)")
            time += abs(input.double(typical: 0...0.5))
            if !time.isFinite { return }
        }
    }

    /// A random animation: a base, then up to four higher-order modifiers.
    static func animation(_ input: inout FuzzInput) -> Animation {
        var animation = base(&input)
        for _ in 0..<input.int(in: 0...4) {
            switch input.int(in: 0...3) {
            case 0: animation = animation.delay(input.double(typical: -1...2))
            case 1: animation = animation.speed(input.double(typical: -2...4))
            case 2: animation = animation.repeatCount(repeatCount(&input), autoreverses: input.chance(2))
            default: animation = animation.repeatForever(autoreverses: input.chance(2))
            }
        }
        return animation
    }

    private static func repeatCount(_ input: inout FuzzInput) -> Int {
        let edges = [Int.min, Int.min + 1, -1, 0, 1, 2, Int.max - 1, Int.max, 1_000_000_000]
        return input.chance(3) ? edges[input.int(in: 0...(edges.count - 1))] : input.int(in: -3...6)
    }

    private static func base(_ input: inout FuzzInput) -> Animation {
        func duration() -> Double { input.double(typical: 0...3) }
        switch input.int(in: 0...13) {
        case 0: return .linear(duration: duration())
        case 1: return .easeIn(duration: duration())
        case 2: return .easeOut(duration: duration())
        case 3: return .easeInOut(duration: duration())
        case 4:
            return .timingCurve(
                input.double(typical: 0...1), input.double(typical: -1...2), input.double(typical: 0...1),
                input.double(typical: -1...2), duration: duration())
        case 5: return .spring(duration: duration(), bounce: input.double(typical: -1...1), blendDuration: duration())
        case 6:
            return .spring(response: duration(), dampingFraction: input.double(typical: 0...2), blendDuration: duration())
        case 7:
            return .interpolatingSpring(
                mass: input.double(typical: 0...5), stiffness: input.double(typical: 0...500),
                damping: input.double(typical: 0...50), initialVelocity: input.double(typical: -10...10))
        case 8: return .interpolatingSpring(duration: duration(), bounce: input.double(typical: -1...1))
        case 9: return .bouncy(duration: duration(), extraBounce: input.double(typical: -1...1))
        case 10: return .smooth(duration: duration(), extraBounce: input.double(typical: -1...1))
        case 11: return .snappy(duration: duration(), extraBounce: input.double(typical: -1...1))
        case 12:
            return .spring(Spring(
                mass: input.double(typical: 0...5), stiffness: input.double(typical: 0...500),
                damping: input.double(typical: 0...50), allowOverDamping: input.chance(2)))
        default: return .default
        }
    }
}
