import Foundation
import Kinema
import Testing

// Shared by the avatar tests: independent formulas for the expected values, a parent view that owns
// the selection the @Binding samples need, and small readers of the display list.

// MARK: - Formulas

/// The closed-form motion of a damped spring, written out here independently of Kinema's `Spring`,
/// so the expected values in the tests do not come from the code under test.
///
/// A unit mass with stiffness k = (2π / response)² and damping ratio ζ; ω₀ = 2π / response. This is
/// SwiftUI's `Spring(duration:bounce:)` parameterisation (WWDC23 "Animate with springs";
/// Apple's `Spring` documentation): duration = response, ζ = 1 − bounce for bounce ≥ 0. With
/// d₀ = x₀ − target:
///
/// - underdamped (ζ < 1), ω_d = ω₀·√(1 − ζ²):
///   x(t) = target + e^(−ζω₀t)·(d₀·cos ω_d t + (v₀ + ζω₀d₀)/ω_d · sin ω_d t)
/// - critically damped (ζ = 1):
///   x(t) = target + e^(−ω₀t)·(d₀ + (v₀ + ω₀d₀)·t)
///
/// The presets: `.smooth` and `.default` are (response 0.5, ζ = 1), `.bouncy` is (0.5, ζ = 0.7),
/// `.snappy` is (0.5, ζ = 0.85).
struct SpringFormula {
    var response: Double
    var dampingRatio: Double

    static let smooth = SpringFormula(response: 0.5, dampingRatio: 1)
    static let bouncy = SpringFormula(response: 0.5, dampingRatio: 0.7)

    var omega: Double { 2 * .pi / response }

    /// Position at `t` seconds, starting at `x0` with velocity `v0`, pulled toward `target`.
    func value(from x0: Double = 0, to target: Double, velocity v0: Double = 0, time t: Double) -> Double {
        guard t > 0 else { return x0 }
        let d0 = x0 - target
        let w0 = omega
        if dampingRatio < 1 {
            let a = dampingRatio * w0
            let wd = w0 * (1 - dampingRatio * dampingRatio).squareRoot()
            return target + exp(-a * t) * (d0 * cos(wd * t) + (v0 + a * d0) / wd * sin(wd * t))
        }
        return target + exp(-w0 * t) * (d0 + (v0 + w0 * d0) * t)
    }

    /// Velocity at `t` seconds (the derivative of ``value(from:to:velocity:time:)``).
    func velocity(from x0: Double = 0, to target: Double, velocity v0: Double = 0, time t: Double) -> Double {
        guard t > 0 else { return v0 }
        let d0 = x0 - target
        let w0 = omega
        if dampingRatio < 1 {
            let a = dampingRatio * w0
            let wd = w0 * (1 - dampingRatio * dampingRatio).squareRoot()
            let b = (v0 + a * d0) / wd
            // d/dt [e^(−at)(d₀ cos + b sin)] = e^(−at)((b·ωd − a·d₀) cos − (d₀·ωd + a·b) sin)
            return exp(-a * t) * ((b * wd - a * d0) * cos(wd * t) - (d0 * wd + a * b) * sin(wd * t))
        }
        let c = v0 + w0 * d0
        return exp(-w0 * t) * (c - w0 * (d0 + c * t))
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved for x by bisection (independent of
/// Kinema's Newton solver). CSS / Core Animation definition: `easeInOut` = (0.42, 0, 0.58, 1).
struct BezierFormula {
    var x1: Double, y1: Double, x2: Double, y2: Double

    static let easeInOut = BezierFormula(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    func value(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        func bx(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s }
        func by(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if bx(mid) < x { lo = mid } else { hi = mid }
        }
        return by((lo + hi) / 2)
    }
}

// MARK: - Reading frames

/// The centre of the 400 × 400 host, where a 100 × 100 image is centred.
let hostCentre = CGPoint(x: 200, y: 200)
let imageFrame = CGRect(x: 150, y: 150, width: 100, height: 100)
let frameStep = 1.0 / 60

extension DisplayList.Item {
    /// The uniform scale of a scale effect (no rotation): the transform's `a`.
    var scale: CGFloat { transform.a }
}

@MainActor
extension ViewHost {
    /// The first item's transform `a`: the avatar's scale.
    var scale: CGFloat { displayList.items[0].transform.a }
    /// The first item's shadow radius as drawn (0 when it has none).
    var shadowRadius: CGFloat { displayList.items[0].shadow?.radius ?? 0 }
    /// The first item's opacity.
    var opacity: Double { displayList.items[0].opacity }

    /// Taps the centre of the host: the avatar.
    @discardableResult
    func tapAvatar() -> Bool { tap(at: hostCentre) }
}

/// Checks one frame of a spring-animated scalar: while the host still animates, the value matches the
/// formula to 1e-9; once the spring has been removed, the value is exactly the target and the formula
/// is already within 1% of the change of it (SwiftUI's finishing rule, ARCHITECTURE.md).
func expectSpringFrame(
    _ actual: Double, expected: Double, target: Double, delta: Double, animating: Bool,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    if animating {
        #expect(abs(actual - expected) < 1e-9, "\(comment?.rawValue ?? "") \(actual) vs formula \(expected)",
                sourceLocation: sourceLocation)
    } else {
        #expect(actual == target, "\(comment?.rawValue ?? "") finished at \(actual), not \(target)",
                sourceLocation: sourceLocation)
        #expect(abs(expected - target) <= 0.01 * abs(delta) + 1e-12,
                "\(comment?.rawValue ?? "") removed while the formula is still \(expected)",
                sourceLocation: sourceLocation)
    }
}

// MARK: - A parent that owns the selection

/// Lets a test change a parent's `@State` from outside the hierarchy: the parent's body publishes its
/// binding here each time it runs.
@MainActor
final class SelectionRemote {
    var binding: Binding<Bool>?

    func publish(_ binding: Binding<Bool>) {
        self.binding = binding
    }

    func toggle() {
        guard let binding else {
            Issue.record("the parent's body has not run")
            return
        }
        binding.wrappedValue.toggle()
    }

    var selected: Bool { binding?.wrappedValue ?? false }
}

/// The parent the @Binding samples need (the session's avatar lives in a list that owns `selected`):
/// it owns `@State var selected` and passes `$selected` to its content.
struct SelectionOwner<Content: View>: View {
    let remote: SelectionRemote
    let content: (Binding<Bool>) -> Content
    @State private var selected = false

    init(remote: SelectionRemote, @ViewBuilder content: @escaping (Binding<Bool>) -> Content) {
        self.remote = remote
        self.content = content
    }

    var body: some View {
        let _ = remote.publish($selected)
        content($selected)
    }
}

let cat = Pet(type: "cat")
