import Foundation

/// SwiftUI's per-frame algorithms written out a second time, independently of Kinema's sources,
/// so tests that drive Kinema through a runtime (graph, host, recordings) have expected values
/// that do not come from the code under test. The same algorithms, in Python, produced the pinned
/// numbers in `docs/research/swiftui_reference_output.txt`; the rules are in
/// `docs/research/swiftui-animation-maths.md` (§2.4 curves, §3.2 the persistent spring).
public enum SwiftUIReference {}

extension SwiftUIReference {
    /// The persistent spring behind `.spring(response:dampingFraction:)`, `.smooth`, `.snappy`,
    /// `.bouncy` and `.default`: fixed 1/300 s velocity-Verlet steps from rest with zero force.
    ///
    /// Drive it with the same times a host passes its animations (seconds since the animation
    /// began): `value(delta:time:)` returns the covered part of `delta`, or `nil` on the frame the
    /// spring finishes (the host then shows the target).
    public struct FluidSpring: Sendable {
        public var response: Double
        public var dampingFraction: Double
        public var offset = 0.0
        public var velocity = 0.0
        public var force = 0.0
        public var clock = 0.0
        public var startTime = 0.0
        /// How many equal components the animated vector moves (2 for a uniform scale effect's
        /// width and height): each moves as this scalar, but the finishing rule reads the vector's
        /// squared lengths, n·v², n·F² and n·(Δ − x)² against n·(0.01·Δ)².
        public var components = 1
        public private(set) var isLogicallyComplete = false

        public init(response: Double, dampingFraction: Double) {
            self.response = response
            self.dampingFraction = dampingFraction
        }

        public static var smooth: FluidSpring { FluidSpring(response: 0.5, dampingFraction: 1) }
        public static var snappy: FluidSpring { FluidSpring(response: 0.5, dampingFraction: 0.85) }
        public static var bouncy: FluidSpring { FluidSpring(response: 0.5, dampingFraction: 0.7) }
        /// `Animation.default`: response 0.55, critically damped (Apple's documentation).
        public static var `default`: FluidSpring { FluidSpring(response: 0.55, dampingFraction: 1) }

        /// One frame at `time`: integrate up to the first grid point at or after it, then apply the
        /// finishing rule (speed and force at most 0.06, within 1% of the delta).
        public mutating func value(delta: Double, time: Double) -> Double? {
            let q = 2 * Double.pi / response
            let k = response > 0 ? min(q * q, 45_000) : 45_000
            let c = -dampingFraction * 2 * k.squareRoot()
            if time - startTime >= response { isLogicallyComplete = true }
            if time - clock > 1 { clock = time - 1.0 / 60 }
            while clock < time {
                let half = force * (1.0 / 600) + velocity
                offset += half * (1.0 / 300)
                force = half * c + (delta - offset) * k
                velocity = force * (1.0 / 600) + half
                clock += 1.0 / 300
            }
            if Double(components) * max(velocity * velocity, force * force) > 0.0036 { return offset }
            let tolerance = (delta * 0.01) * (delta * 0.01)
            if tolerance > 0, tolerance < (delta - offset) * (delta - offset) { return offset }
            return nil
        }

        /// A merge at `time`: a new spring takes over position, velocity and force, and restarts
        /// its clocks there (it keeps the same time base: seconds since the first spring began).
        public mutating func retarget(response: Double, dampingFraction: Double, at time: Double) {
            self.response = response
            self.dampingFraction = dampingFraction
            clock = time
            startTime = time
            isLogicallyComplete = false
        }

        /// The frames a host at `fps` shows for a change of `delta` starting at 0, until the spring
        /// finishes: `frames[n]` is the covered part at n / fps (frame 0 is the start, 0).
        public static func frames(_ spring: FluidSpring, delta: Double, fps: Double = 60) -> [Double] {
            var spring = spring
            var frames = [0.0]
            var n = 1.0
            while let covered = spring.value(delta: delta, time: n / fps), n < 100_000 {
                frames.append(covered)
                n += 1
            }
            return frames
        }
    }
}

extension SwiftUIReference {
    /// SwiftUI's cubic Bézier timing curve: x's of the control points clamped to 0…1, t solved to
    /// within 2⁻²⁰ (t = x if close enough, else Newton from x, else bisection), and the output
    /// rounded to the 2⁻²⁰ grid.
    public struct Bezier: Sendable {
        public var x1: Double, y1: Double, x2: Double, y2: Double

        public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
            self.x1 = min(max(x1, 0), 1)
            self.y1 = y1
            self.x2 = min(max(x2, 0), 1)
            self.y2 = y2
        }

        public static let easeIn = Bezier(0.42, 0, 1, 1)
        public static let easeOut = Bezier(0, 0, 0.58, 1)
        public static let easeInOut = Bezier(0.42, 0, 0.58, 1)
        /// `Animation.linear`: SwiftUI's linear animation is this Bézier, not the identity.
        public static let linear = Bezier(0, 0, 1, 1)

        private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
            let c = 3 * p1
            let b = 3 * (p2 - p1) - c
            return (1 - c - b, b, c)
        }

        private static let epsilon = 1.0 / 1_048_576

        private func parameter(_ x: Double) -> Double {
            let k = Self.coefficients(x1, x2)
            func xAt(_ t: Double) -> Double { ((k.a * t + k.b) * t + k.c) * t }
            if abs(xAt(x) - x) < Self.epsilon { return x }
            var t = x
            for _ in 0..<8 {
                let slope = (3 * k.a * t + 2 * k.b) * t + k.c
                if abs(slope) < Self.epsilon { break }
                t -= (xAt(t) - x) / slope
                if !(t >= 0 && t <= 1) { break }
                if abs(xAt(t) - x) < Self.epsilon { return t }
            }
            var low = 0.0, high = 1.0
            t = x
            for _ in 0..<64 {
                let value = xAt(t)
                if abs(value - x) < Self.epsilon { return t }
                if value < x { low = t } else { high = t }
                t = low + (high - low) * 0.5
            }
            return t
        }

        /// The output at progress `x` (clamped to 0…1), on the 2⁻²⁰ grid.
        public func value(at x: Double) -> Double {
            let x = min(max(x, 0), 1)
            let t = parameter(x)
            let k = Self.coefficients(y1, y2)
            return (t * (k.c + t * (k.b + k.a * t)) * 1_048_576).rounded(.toNearestOrAwayFromZero) / 1_048_576
        }
    }
}

extension SwiftUIReference {
    /// SwiftUI's repeat rule (issue 10; research notes §4.3), restated for a timing-curve base: a pass
    /// ends on the frame where its base returns nil (its local time past the duration); that frame
    /// shows the pass's end value (the whole delta, or none for a reversed pass) and the next pass
    /// starts at that frame's time. Its values are fractions of the delta; the curve is SwiftUI's
    /// (`SwiftUIReference.Bezier`), so a 1 s linear pass at 60 frames per second lasts 61 frames.
    public struct RepeatedCurve: Sendable {
        public var curve: SwiftUIReference.Bezier
        public var duration: Double
        public var count: Int?
        public var autoreverses: Bool
        public var pass = 0
        public var passStart = 0.0

        public init(_ curve: SwiftUIReference.Bezier, duration: Double, count: Int?, autoreverses: Bool) {
            self.curve = curve
            self.duration = duration
            self.count = count
            self.autoreverses = autoreverses
        }

        public mutating func value(at time: Double) -> Double? {
            let reversed = autoreverses && pass % 2 == 1
            let local = time - passStart
            if local <= duration {
                let g = curve.value(at: local / duration)
                return reversed ? 1 - g : g
            }
            pass += 1
            passStart = time
            if let count, pass >= count { return nil }
            return reversed ? 0 : 1
        }
    }
}
