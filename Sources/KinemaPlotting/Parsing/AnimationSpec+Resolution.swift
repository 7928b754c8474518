import Foundation
import KinemaCore

/// From parsed names to values: looks each name up in the catalog and matches its arguments.
extension AnimationSpec {
    typealias ParseError = PlotSubject.ParseError

    static func resolveSubject(_ expression: Expression) throws -> PlotSubject {
        let head = expression.calls[0]
        if !expression.hasLeadingDot {
            switch head.name {
            case "Animation":
                guard head.arguments == nil, expression.calls.count > 1 else {
                    throw ParseError("expected a member after 'Animation', as in 'Animation.bouncy'")
                }
                return .animation(try resolveAnimation(expression.calls.dropFirst()))
            case "Spring":
                return .spring(try resolveSpring(expression, implicit: false))
            case "UnitCurve":
                return .curve(try resolveCurve(expression, implicit: false))
            default:
                break
            }
        }
        // `bezier(…)` is not an animation: read it as the curve, with or without a leading dot.
        if head.name == "bezier" { return .curve(try resolveCurve(expression, implicit: true)) }
        return .animation(try resolveAnimation(expression.calls[...]))
    }

    /// An animation and its modifiers: `bouncy(duration: 0.4).delay(0.2).repeatCount(2)`.
    static func resolveAnimation(_ calls: ArraySlice<Call>) throws -> Animation {
        let head = calls[calls.startIndex]
        guard let entry = animation(named: head.name) else {
            if curve(named: head.name) != nil {
                throw ParseError(
                    "'\(head.name)' is a UnitCurve, not an animation: write 'UnitCurve.\(head.name)', or "
                        + "'timingCurve(.\(head.name), duration: 0.35)' to animate with it")
            }
            if modifierNames.contains(head.name) {
                throw ParseError("'\(head.name)' modifies an animation: write it after one, as in 'easeIn.\(head.name)(…)'")
            }
            let known = animationNames + ["Animation", "Spring", "UnitCurve", "bezier", "keyframes"]
            let hint = suggestion(for: head.name, among: known)
            throw ParseError(
                "unknown animation '\(head.name)'"
                    + (hint.isEmpty ? "; expected one of: \(animationNames.joined(separator: ", "))" : hint))
        }
        var animation = try value(of: head, in: entry)
        for call in calls.dropFirst() {
            guard let signatures = modifier(named: call.name, of: animation) else {
                let dotted = modifierNames.map { "." + $0 }
                let hint = suggestion(for: "." + call.name, among: dotted)
                throw ParseError(
                    "unknown modifier '.\(call.name)'"
                        + (hint.isEmpty ? "; expected one of: \(dotted.joined(separator: ", "))" : hint))
            }
            guard let arguments = call.arguments else {
                throw ParseError("'.\(call.name)' needs parentheses: \(signatures[0].written)")
            }
            animation = try match(arguments, toOneOf: signatures)
        }
        return animation
    }

    /// A spring: `Spring(…)`, `Spring.bouncy`, `Spring.bouncy(…)`, or, where a spring is expected
    /// (`implicit`), `.bouncy` and `.init(…)`.
    static func resolveSpring(_ expression: Expression, implicit: Bool) throws -> Spring {
        var calls = expression.calls[...]
        let expected = "a Spring such as .bouncy or Spring(duration: 0.5, bounce: 0.3)"
        if !expression.hasLeadingDot {
            guard calls.first?.name == "Spring" else { throw ParseError("expected \(expected), not '\(expression.text)'") }
            let head = calls.removeFirst()
            if let arguments = head.arguments {
                if let extra = calls.first { throw ParseError("unexpected '.\(extra.name)' after 'Spring(…)'") }
                return try match(arguments, toOneOf: springInitializers)
            }
            guard !calls.isEmpty else { throw ParseError("expected \(expected), not 'Spring'") }
        }
        let call = calls.removeFirst()
        if let extra = calls.first { throw ParseError("unexpected '.\(extra.name)' after '\(call.name)'") }
        if call.name == "init", let arguments = call.arguments {
            return try match(arguments, toOneOf: springInitializers)
        }
        guard let entry = springPreset(named: call.name) else {
            let hint = suggestion(for: call.name, among: springPresetNames)
            throw ParseError(
                "unknown spring '\(call.name)'"
                    + (hint.isEmpty ? "; expected Spring.smooth, Spring.snappy, Spring.bouncy or Spring(duration:bounce:)" : hint))
        }
        return try value(of: call, in: entry, owner: "Spring.")
    }

    /// A unit curve: `UnitCurve.easeIn`, `UnitCurve.bezier(…)`, `UnitCurve(…)`, `bezier(…)`, or,
    /// where a curve is expected (`implicit`), `.easeIn`; each optionally followed by `.inverse`.
    static func resolveCurve(_ expression: Expression, implicit: Bool) throws -> UnitCurve {
        var calls = expression.calls[...]
        var curve: UnitCurve
        if !expression.hasLeadingDot, calls.first?.name == "UnitCurve" {
            let head = calls.removeFirst()
            if let arguments = head.arguments {
                curve = try match(arguments, toOneOf: curveInitializers)
            } else {
                guard !calls.isEmpty else { throw ParseError("expected a curve after 'UnitCurve', as in 'UnitCurve.easeIn'") }
                curve = try member(calls.removeFirst(), owner: "UnitCurve.")
            }
        } else if expression.hasLeadingDot || calls.first?.name == "bezier" {
            curve = try member(calls.removeFirst(), owner: expression.hasLeadingDot ? "." : "")
        } else {
            throw ParseError("expected a UnitCurve such as .easeIn, not '\(expression.text)'")
        }
        for call in calls {
            guard call.name == "inverse", call.arguments == nil else {
                throw ParseError("unexpected '.\(call.name)' after a UnitCurve; only '.inverse' may follow one")
            }
            curve = curve.inverse
        }
        return curve

        func member(_ call: Call, owner: String) throws -> UnitCurve {
            if call.name == "init", let arguments = call.arguments {
                return try match(arguments, toOneOf: curveInitializers)
            }
            guard let entry = Self.curve(named: call.name) else {
                let hint = suggestion(for: call.name, among: curveNames)
                throw ParseError(
                    "unknown curve '\(call.name)'"
                        + (hint.isEmpty ? "; expected one of: \(curveNames.joined(separator: ", "))" : hint))
            }
            return try value(of: call, in: entry, owner: owner)
        }
    }

    /// `UnitPoint(x: 0.25, y: 0.1)` or `.init(x: 0.25, y: 0.1)`.
    static func resolvePoint(_ expression: Expression) throws -> UnitPoint {
        let calls = expression.calls
        let isPoint = expression.hasLeadingDot ? calls[0].name == "init" : calls[0].name == "UnitPoint"
        guard isPoint, calls.count == 1, let arguments = calls[0].arguments else {
            throw ParseError("expected a UnitPoint such as UnitPoint(x: 0.25, y: 0.1), not '\(expression.text)'")
        }
        return try match(arguments, toOneOf: pointInitializers)
    }

    /// The value a bare or called member stands for.
    private static func value<Value>(of call: Call, in entry: Entry<Value>, owner: String = "") throws -> Value {
        guard let arguments = call.arguments else {
            guard let bare = entry.bare else {
                let forms = entry.signatures.map { owner + $0.written }.joined(separator: " or ")
                throw ParseError("'\(owner)\(call.name)' needs arguments: \(forms)")
            }
            return bare
        }
        guard !entry.signatures.isEmpty else {
            throw ParseError("'\(owner)\(call.name)' takes no arguments: write '\(owner)\(call.name)' without parentheses")
        }
        return try match(arguments, toOneOf: entry.signatures)
    }
}
