import Foundation
import KinemaCore

/// The names `PlotSubject.parse(_:)` knows, with the declarations they stand for.
extension AnimationSpec {
    /// A static member of `Animation`: its value when written bare (`nil` when it needs
    /// arguments), and its function overloads (empty when it takes none), preferred first.
    struct Entry<Value> {
        var bare: Value?
        var signatures: [Signature<Value>]
    }

    private typealias P = Parameter

    /// A spring's `duration:`: greater than 0.
    private static func duration(_ value: Double = 0.5) -> Parameter {
        P("duration", default: .double(value), valid: .positive)
    }

    /// A timing curve's `duration:`: 0 or more (0 jumps to the end).
    private static func curveDuration(_ value: Double) -> Parameter {
        P("duration", default: .double(value), valid: .nonNegative)
    }

    private static func bounce() -> Parameter { P("bounce", default: .double(0), valid: .closed(-1, 1)) }
    private static func blendDuration(_ value: Double = 0) -> Parameter {
        P("blendDuration", default: .double(value), valid: .nonNegative)
    }
    private static func extraBounce(base: Double) -> Parameter {
        P("extraBounce", default: .double(0), valid: extraBounceRange(base: base))
    }
    /// A control point's x (0…1) or y (any number), unlabelled.
    private static func control(_ name: String) -> Parameter {
        P(nil, valid: name.hasSuffix("x") ? .unit : nil, name: name)
    }

    /// `Animation`'s static members, in the order messages list them.
    static var animationNames: [String] {
        ["default", "linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "spring", "smooth", "snappy", "bouncy",
         "interactiveSpring", "interpolatingSpring"]
    }

    static func animation(named name: String) -> Entry<Animation>? {
        switch name {
        case "default":
            return Entry(bare: .default, signatures: [])
        case "linear", "easeIn", "easeOut", "easeInOut":
            // The presets are SwiftUI's Bézier animations (`Animation.linear` is the Bézier through
            // (0, 0) and (1, 1)), not `timingCurve(UnitCurve)`, so a parsed preset equals the real one.
            let make: (TimeInterval) -> Animation = switch name {
            case "linear": { .linear(duration: $0) }
            case "easeIn": { .easeIn(duration: $0) }
            case "easeOut": { .easeOut(duration: $0) }
            default: { .easeInOut(duration: $0) }
            }
            return Entry(
                bare: make(Animation.defaultTimingCurveDuration),
                signatures: [Signature(name, [P("duration", valid: .nonNegative)]) { make($0[0].double) }])
        case "timingCurve":
            return Entry(bare: nil, signatures: [
                Signature(name, [control("p1x"), control("p1y"), control("p2x"), control("p2y"), curveDuration(0.35)]) {
                    .timingCurve($0[0].double, $0[1].double, $0[2].double, $0[3].double, duration: $0[4].double)
                },
                Signature(name, [P(nil, .curve), curveDuration(0.35)]) { .timingCurve($0[0].curve, duration: $0[1].double) },
            ])
        case "spring":
            return Entry(bare: .spring, signatures: [
                Signature(name, [duration(), bounce(), blendDuration()]) {
                    .spring(duration: $0[0].double, bounce: $0[1].double, blendDuration: $0[2].double)
                },
                Signature(name, [
                    P("response", default: .double(0.5), valid: .nonNegative),
                    P("dampingFraction", default: .double(0.825), valid: .nonNegative), blendDuration(),
                ]) {
                    .spring(response: $0[0].double, dampingFraction: $0[1].double, blendDuration: $0[2].double)
                },
                Signature(name, [P(nil, .spring), blendDuration()]) {
                    .spring($0[0].spring, blendDuration: $0[1].double)
                },
            ])
        case "smooth", "snappy", "bouncy":
            let make: (Double, Double) -> Animation =
                name == "smooth" ? { .smooth(duration: $0, extraBounce: $1) }
                : name == "snappy" ? { .snappy(duration: $0, extraBounce: $1) } : { .bouncy(duration: $0, extraBounce: $1) }
            return Entry(bare: make(0.5, 0), signatures: [
                Signature(name, [duration(), extraBounce(base: presetBounce(name))]) { make($0[0].double, $0[1].double) }
            ])
        case "interactiveSpring":
            return Entry(bare: .interactiveSpring, signatures: [
                Signature(name, [duration(0.15), extraBounce(base: 0.15), blendDuration(0.25)]) {
                    .interactiveSpring(duration: $0[0].double, extraBounce: $0[1].double, blendDuration: $0[2].double)
                },
                Signature(name, [
                    P("response", default: .double(0.15), valid: .nonNegative),
                    P("dampingFraction", default: .double(0.86), valid: .nonNegative), blendDuration(0.25),
                ]) {
                    .interactiveSpring(response: $0[0].double, dampingFraction: $0[1].double, blendDuration: $0[2].double)
                },
            ])
        case "interpolatingSpring":
            return Entry(bare: .interpolatingSpring, signatures: [
                Signature(name, [
                    P("mass", default: .double(1), valid: .positive), P("stiffness", valid: .positive),
                    P("damping", valid: .nonNegative), P("initialVelocity", default: .double(0)),
                ]) {
                    .interpolatingSpring(
                        mass: $0[0].double, stiffness: $0[1].double, damping: $0[2].double, initialVelocity: $0[3].double)
                },
                Signature(name, [duration(), bounce(), P("initialVelocity", default: .double(0))]) {
                    .interpolatingSpring(duration: $0[0].double, bounce: $0[1].double, initialVelocity: $0[2].double)
                },
                Signature(name, [P(nil, .spring), P("initialVelocity", default: .double(0))]) {
                    .interpolatingSpring($0[0].spring, initialVelocity: $0[1].double)
                },
            ])
        default:
            return nil
        }
    }

    /// `Animation`'s instance methods that wrap it, in the order messages list them.
    static var modifierNames: [String] { ["delay", "speed", "repeatCount", "repeatForever", "logicallyComplete"] }

    static func modifier(named name: String, of base: Animation) -> [Signature<Animation>]? {
        switch name {
        case "delay": return [Signature(name, [P(nil, valid: .nonNegative, name: "delay")]) { base.delay($0[0].double) }]
        case "speed": return [Signature(name, [P(nil, valid: .positive, name: "speed")]) { base.speed($0[0].double) }]
        case "repeatCount":
            return [
                Signature(name, [
                    P(nil, .int, valid: .atLeastOne, name: "repeatCount"), P("autoreverses", .bool, default: .bool(true)),
                ]) {
                    base.repeatCount($0[0].int, autoreverses: $0[1].bool)
                }
            ]
        case "repeatForever":
            return [
                Signature(name, [P("autoreverses", .bool, default: .bool(true))]) { base.repeatForever(autoreverses: $0[0].bool) }
            ]
        case "logicallyComplete":
            return [Signature(name, [P("after", valid: .nonNegative)]) { base.logicallyComplete(after: $0[0].double) }]
        default: return nil
        }
    }

    /// `Spring`'s initialisers, preferred first.
    static var springInitializers: [Signature<Spring>] {
        [
            Signature("Spring", [duration(), bounce()]) {
                Spring(duration: $0[0].double, bounce: $0[1].double)
            },
            Signature("Spring", [P("response", valid: .nonNegative), P("dampingRatio", valid: .nonNegative)]) {
                Spring(response: $0[0].double, dampingRatio: $0[1].double)
            },
            Signature("Spring", [
                P("mass", default: .double(1), valid: .positive), P("stiffness", valid: .positive),
                P("damping", valid: .nonNegative), P("allowOverDamping", .bool, default: .bool(false)),
            ]) {
                Spring(mass: $0[0].double, stiffness: $0[1].double, damping: $0[2].double, allowOverDamping: $0[3].bool)
            },
            Signature("Spring", [
                P("settlingDuration", valid: .positive), P("dampingRatio", valid: .nonNegative),
                P("epsilon", default: .double(0.001), valid: .openUnit),
            ]) {
                Spring(settlingDuration: $0[0].double, dampingRatio: $0[1].double, epsilon: $0[2].double)
            },
        ]
    }

    static var springPresetNames: [String] { ["smooth", "snappy", "bouncy"] }

    static func springPreset(named name: String) -> Entry<Spring>? {
        let make: (Double, Double) -> Spring
        switch name {
        case "smooth": make = { .smooth(duration: $0, extraBounce: $1) }
        case "snappy": make = { .snappy(duration: $0, extraBounce: $1) }
        case "bouncy": make = { .bouncy(duration: $0, extraBounce: $1) }
        default: return nil
        }
        return Entry(bare: make(0.5, 0), signatures: [
            Signature(name, [duration(), extraBounce(base: presetBounce(name))]) { make($0[0].double, $0[1].double) }
        ])
    }

    /// The bounce of the `smooth`, `snappy` and `bouncy` presets, which `extraBounce` adds to.
    static func presetBounce(_ name: String) -> Double {
        switch name {
        case "snappy": 0.15
        case "bouncy": 0.3
        default: 0
        }
    }

    static var curveNames: [String] {
        ["linear", "easeIn", "easeOut", "easeInOut", "circularEaseIn", "circularEaseOut", "circularEaseInOut", "bezier"]
    }

    static func curve(named name: String) -> Entry<UnitCurve>? {
        switch name {
        case "linear": return Entry(bare: .linear, signatures: [])
        case "easeIn": return Entry(bare: .easeIn, signatures: [])
        case "easeOut": return Entry(bare: .easeOut, signatures: [])
        case "easeInOut": return Entry(bare: .easeInOut, signatures: [])
        case "circularEaseIn": return Entry(bare: .circularEaseIn, signatures: [])
        case "circularEaseOut": return Entry(bare: .circularEaseOut, signatures: [])
        case "circularEaseInOut": return Entry(bare: .circularEaseInOut, signatures: [])
        case "bezier":
            return Entry(bare: nil, signatures: [
                Signature(name, [P("startControlPoint", .point, valid: .unit), P("endControlPoint", .point, valid: .unit)]) {
                    .bezier(startControlPoint: $0[0].point, endControlPoint: $0[1].point)
                },
                // Kinema's shorthand, after `timingCurve(_:_:_:_:duration:)`.
                Signature(name, [control("p1x"), control("p1y"), control("p2x"), control("p2y")]) {
                    .bezier(
                        startControlPoint: UnitPoint(x: $0[0].double, y: $0[1].double),
                        endControlPoint: UnitPoint(x: $0[2].double, y: $0[3].double))
                },
            ])
        default: return nil
        }
    }

    static var curveInitializers: [Signature<UnitCurve>] {
        [
            Signature("UnitCurve", [P("startControlPoint", .point, valid: .unit), P("endControlPoint", .point, valid: .unit)]) {
                UnitCurve(startControlPoint: $0[0].point, endControlPoint: $0[1].point)
            }
        ]
    }

    static var pointInitializers: [Signature<UnitPoint>] {
        [Signature("UnitPoint", [P("x"), P("y")]) { UnitPoint(x: $0[0].double, y: $0[1].double) }]
    }
}
