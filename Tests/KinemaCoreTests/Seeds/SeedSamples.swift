// The code samples of WWDC23 "Explore SwiftUI animation" (seed 000 and its notes, seed 003) that
// KinemaCore serves, copied with no change but the import line. SwiftUI types they extend
// (`ScaleEffect`) get a minimal Kinema-side stand-in below the samples.
import Kinema

// MARK: - "UnitCurve Model" (16:00)

func seedUnitCurveModel() -> (value: Double, velocity: Double) {
    let curve = UnitCurve(
        startControlPoint: UnitPoint(x: 0.25, y: 0.1),
        endControlPoint: UnitPoint(x: 0.25, y: 1))
    return (curve.value(at: 0.25), curve.velocity(at: 0.25))
}

// MARK: - "Spring Model" (16:50)

func seedSpringModel() -> (value: Double, velocity: Double) {
    let spring = Spring(duration: 1.0, bounce: 0)
    return (spring.value(target: 1, time: 0.25), spring.velocity(target: 1, time: 0.25))
}

// MARK: - "MyLinearAnimation" (17:25) and "MyLinearAnimation with Velocity" (19:50)

/// Seed 000/003, "MyLinearAnimation" (17:25), verbatim; namespaced so both seed versions can live
/// in one module.
enum SeedLinearWithoutVelocity {
    struct MyLinearAnimation: CustomAnimation {
        var duration: TimeInterval

        func animate<V: VectorArithmetic>(
            value: V, time: TimeInterval, context: inout AnimationContext<V>
        ) -> V? {
            if time <= duration {
                value.scaled(by: time / duration)
            } else {
                nil // animation has finished
            }
        }
    }
}

/// Seed 000/003, "MyLinearAnimation with Velocity" (19:50), verbatim.
enum SeedLinearWithVelocity {
    struct MyLinearAnimation: CustomAnimation {
        var duration: TimeInterval

        func animate<V: VectorArithmetic>(
            value: V, time: TimeInterval, context: inout AnimationContext<V>
        ) -> V? {
            if time <= duration {
                value.scaled(by: time / duration)
            } else {
                nil // animation has finished
            }
        }

        func velocity<V: VectorArithmetic>(
            value: V, time: TimeInterval, context: AnimationContext<V>
        ) -> V? {
            value.scaled(by: 1.0 / duration)
        }
    }
}

// MARK: - AnimatablePair: scaleEffect's animatable data (seed 003, "Animatable")

/// Stand-in for SwiftUI's scale effect, so the seed's conformance compiles as written.
struct ScaleEffect {
    var scale: CGSize
    var anchor: UnitPoint
}

extension ScaleEffect: Animatable {
    var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(scale.animatableData, anchor.animatableData) }
        set {
            scale.animatableData = newValue.first
            anchor.animatableData = newValue.second
        }
    }
}
