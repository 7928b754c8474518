import Foundation
import KinemaCore

extension AnimationSpec {
    /// What a parameter accepts.
    enum Kind {
        case double, int, bool, spring, curve, point
    }

    /// A matched argument.
    enum ArgumentValue {
        case double(Double)
        case int(Int)
        case bool(Bool)
        case spring(Spring)
        case curve(UnitCurve)
        case point(UnitPoint)

        var double: Double {
            if case .double(let value) = self { return value }
            return 0
        }
        var int: Int {
            if case .int(let value) = self { return value }
            return 0
        }
        var bool: Bool {
            if case .bool(let value) = self { return value }
            return false
        }
        var spring: Spring {
            if case .spring(let value) = self { return value }
            return Spring()
        }
        var curve: UnitCurve {
            if case .curve(let value) = self { return value }
            return .linear
        }
        var point: UnitPoint {
            if case .point(let value) = self { return value }
            return .zero
        }
    }

    /// A parameter: its label (`nil` for `_`), what it accepts and its default, if any.
    struct Parameter {
        var label: String?
        var kind: Kind
        var defaultValue: ArgumentValue?
        /// The numbers accepted (for a point, its x); `nil` for any finite number.
        var valid: ValidRange?
        /// The parameter's name in Apple's declaration, for messages about an unlabelled one.
        var name: String?

        init(
            _ label: String?, _ kind: Kind = .double, default defaultValue: ArgumentValue? = nil,
            valid: ValidRange? = nil, name: String? = nil
        ) {
            self.label = label
            self.kind = kind
            self.defaultValue = defaultValue
            self.valid = valid
            self.name = name
        }

        /// `duration:` or `_:`.
        var written: String { (label ?? "_") + ":" }
    }

    /// One declaration of a function or initialiser: `spring(duration:bounce:blendDuration:)`.
    struct Signature<Result> {
        var name: String
        var parameters: [Parameter]
        var make: ([ArgumentValue]) -> Result

        init(_ name: String, _ parameters: [Parameter], make: @escaping ([ArgumentValue]) -> Result) {
            self.name = name
            self.parameters = parameters
            self.make = make
        }

        /// `spring(duration:bounce:blendDuration:)`.
        var written: String { name + "(" + parameters.map(\.written).joined() + ")" }
    }

    /// Why arguments did not fit a signature.
    struct Mismatch: Error {
        /// True when the labels themselves do not fit (another overload may take them); false when
        /// the labels fit but a value does not (the caller meant this overload).
        var labelsDiffer: Bool
        var message: String
    }

    /// Matches `arguments` to `signature` the way Swift does: in order, each by its label, skipping
    /// parameters with defaults.
    static func match<Result>(
        _ arguments: [Argument], to signature: Signature<Result>
    ) -> Swift.Result<Result, Mismatch> {
        let labels = signature.parameters.map(\.label)
        var values: [ArgumentValue] = []
        var next = 0
        for (position, parameter) in signature.parameters.enumerated() {
            if next < arguments.count, arguments[next].label == parameter.label {
                do {
                    values.append(try convert(arguments[next], to: parameter, position: position, in: signature.written))
                } catch let error as PlotSubject.ParseError {
                    return .failure(Mismatch(labelsDiffer: false, message: error.message))
                } catch {
                    return .failure(Mismatch(labelsDiffer: false, message: "\(error)"))
                }
                next += 1
            } else if let value = parameter.defaultValue {
                values.append(value)
            } else if next < arguments.count {
                return .failure(labelMismatch(arguments[next], expected: parameter, labels: labels, in: signature.written))
            } else {
                let what = parameter.label.map { "'\($0):'" } ?? "argument \(position + 1)"
                return .failure(Mismatch(labelsDiffer: false, message: "missing \(what) in \(signature.written)"))
            }
        }
        if next < arguments.count {
            let argument = arguments[next]
            if let label = argument.label, !labels.contains(label) {
                return .failure(unknownLabel(label, labels: labels, in: signature.written))
            }
            let message: String
            if argument.label == nil, !labels.contains(nil) {
                message = "unexpected unlabelled argument '\(argument.text)' in \(signature.written)"
            } else if argument.label == nil {
                message = "too many arguments in \(signature.written)"
            } else {
                message = "'\(argument.label!):' is repeated or out of order in \(signature.written)"
            }
            return .failure(Mismatch(labelsDiffer: true, message: message))
        }
        return .success(signature.make(values))
    }

    /// Matches `arguments` to the first of several overloads that takes them.
    static func match<Result>(_ arguments: [Argument], toOneOf signatures: [Signature<Result>]) throws -> Result {
        var mismatches: [Mismatch] = []
        for signature in signatures {
            switch match(arguments, to: signature) {
            case .success(let result): return result
            case .failure(let mismatch): mismatches.append(mismatch)
            }
        }
        if signatures.count == 1 { throw PlotSubject.ParseError(mismatches[0].message) }
        // An overload takes these labels but not these values: say what is wrong with the values.
        if let meant = mismatches.first(where: { !$0.labelsDiffer }) { throw PlotSubject.ParseError(meant.message) }
        // Exactly one overload has every label given (in another order, say): it was meant.
        let given = arguments.compactMap(\.label)
        let unlabelled = arguments.count - given.count
        let fitting = zip(signatures, mismatches).filter { signature, _ in
            let labels = signature.parameters.map(\.label)
            return given.allSatisfy(labels.contains) && labels.filter { $0 == nil }.count >= unlabelled
        }
        if fitting.count == 1 { throw PlotSubject.ParseError(fitting[0].1.message) }
        let name = signatures[0].name
        let allLabels = Set(signatures.flatMap { $0.parameters.compactMap(\.label) }).sorted()
        for label in arguments.compactMap(\.label) where !allLabels.contains(label) {
            throw PlotSubject.ParseError(
                "unknown label '\(label):' in \(name)(…)\(suggestion(for: label, among: allLabels, suffix: ":"))")
        }
        let written = arguments.map { ($0.label ?? "_") + ":" }.joined()
        let forms = signatures.map(\.written)
        let list = forms.dropLast().joined(separator: ", ") + " or " + forms.last!
        throw PlotSubject.ParseError("no \(name) takes (\(written)); expected \(list)")
    }

    private static func labelMismatch(
        _ argument: Argument, expected parameter: Parameter, labels: [String?], in written: String
    ) -> Mismatch {
        let message: String
        if let label = argument.label, !labels.contains(label) {
            return unknownLabel(label, labels: labels, in: written)
        } else if argument.label == nil, let label = parameter.label {
            message = "missing label '\(label):' before '\(argument.text)' in \(written)"
        } else if parameter.label == nil {
            message = "'\(argument.label!):' is in the place of an unlabelled argument in \(written)"
        } else {
            message = "'\(argument.label!):' is out of order in \(written); expected '\(parameter.label!):' first"
        }
        return Mismatch(labelsDiffer: true, message: message)
    }

    private static func unknownLabel(_ label: String, labels: [String?], in written: String) -> Mismatch {
        let known = labels.compactMap { $0 }
        let hint = suggestion(for: label, among: known, suffix: ":")
        return Mismatch(labelsDiffer: true, message: "unknown label '\(label):' in \(written)\(hint)")
    }

    private static func convert(
        _ argument: Argument, to parameter: Parameter, position: Int, in written: String
    ) throws -> ArgumentValue {
        let what = parameter.label.map { "'\($0):'" }
            ?? parameter.name.map { "'\($0)' (argument \(position + 1))" } ?? "argument \(position + 1)"
        func wrong(_ expected: String) -> PlotSubject.ParseError {
            PlotSubject.ParseError("\(what) of \(written) must be \(expected), not '\(argument.text)'")
        }
        switch (parameter.kind, argument.value) {
        case (.double, .number(let value, _)):
            if let valid = parameter.valid, !valid.contains(value) { throw wrong(valid.written) }
            return .double(value)
        case (.double, _):
            throw wrong("a number")
        case (.int, .number(let value, isInteger: true)):
            guard let int = Int(exactly: value) else { throw wrong("a whole number that fits in an Int") }
            if let valid = parameter.valid, !valid.contains(value) { throw wrong("a whole number \(valid.written)") }
            return .int(int)
        case (.int, _):
            throw wrong("a whole number")
        case (.bool, .boolean(let value)):
            return .bool(value)
        case (.bool, _):
            throw wrong("true or false")
        case (.spring, .expression(let expression)):
            return .spring(try resolveSpring(expression, implicit: true))
        case (.spring, _):
            throw wrong("a Spring such as .bouncy or Spring(duration: 0.5, bounce: 0.3)")
        case (.curve, .expression(let expression)):
            return .curve(try resolveCurve(expression, implicit: true))
        case (.curve, _):
            throw wrong("a UnitCurve such as .easeIn")
        case (.point, .expression(let expression)):
            let point = try resolvePoint(expression)
            if let valid = parameter.valid, !valid.contains(Double(point.x)) {
                throw PlotSubject.ParseError(
                    "the x of \(what) of \(written) must be \(valid.written), not \(ValidRange.number(Double(point.x)))"
                        + " (in '\(argument.text)')")
            }
            return .point(point)
        case (.point, _):
            throw wrong("a UnitPoint such as UnitPoint(x: 0.25, y: 0.1)")
        }
    }

    /// ` — did you mean 'bouncy'?` when a known name is close to `name` (an edit distance of at most
    /// a third of its length, ignoring case), else an empty string.
    static func suggestion(for name: String, among known: [String], suffix: String = "") -> String {
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(1, name.count / 3) else { return "" }
        return " — did you mean '\(best.name)\(suffix)'?"
    }

    /// The Levenshtein distance between two strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
