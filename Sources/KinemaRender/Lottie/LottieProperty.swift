import Foundation

/// One animatable Lottie property, written from its value at every frame of a run of frames: a
/// constant (`{"a":0,"k":…}`) when it never changes, else keyframes joined by straight lines, kept
/// only where a line from the previous kept frame would miss a frame's value by more than the
/// component's bound (the piecewise fit of the CSS export, ``PiecewiseLinearFit``).
///
/// Values that cannot be interpolated into each other (a path whose points change in number,
/// a value that jumps) are marked with `breaks`: the frame before the change is kept as a hold
/// keyframe, so the player shows each side exactly rather than a blend.
struct LottieProperty {
    /// The Lottie frame number of each sample.
    let frames: [Int]
    /// The value at each frame, as numbers; neighbours not separated by a break have the same count.
    let values: [[Double]]
    /// The error allowed in each component; a component whose bound is 0 is matched exactly.
    let bounds: [Double]
    /// `breaks[k]`: the value jumps between sample k and k + 1.
    var breaks: [Bool]
    /// Writes one value as a constant's `k`: a number, `[x, y]`, a shape.
    let encode: ([Double]) -> LottieJSON
    /// Whether a keyframe's `s` wraps the value in an array, as Lottie writes numbers and shapes
    /// (`[5]`, `[{shape}]`) but not points (`[x, y]`).
    let wrapsKeyframeValue: Bool

    init(frames: [Int], values: [[Double]], bounds: [Double], breaks: [Bool]? = nil,
         encode: (([Double]) -> LottieJSON)? = nil) {
        self.frames = frames
        self.values = values
        self.bounds = bounds
        self.breaks = breaks ?? Array(repeating: false, count: values.count)
        self.encode = encode ?? { $0.count == 1 ? .number($0[0]) : LottieJSON.numbers($0) }
        wrapsKeyframeValue = encode != nil || values.first?.count == 1
        // Neighbours of different lengths cannot be interpolated.
        for index in values.indices.dropLast() where values[index].count != values[index + 1].count {
            self.breaks[index] = true
        }
    }

    /// A scalar property: one number per frame.
    static func scalar(frames: [Int], _ values: [Double], bound: Double) -> LottieProperty {
        LottieProperty(frames: frames, values: values.map { [$0] }, bounds: [bound])
    }

    /// The property's JSON and how many keyframes it holds (0 for a constant).
    func json() -> (LottieJSON, keyframes: Int) {
        guard let first = values.first else { return (.object([("a", 0), ("k", 0)]), 0) }
        if values.allSatisfy({ Self.same($0, first) }) {
            return (.object([("a", 0), ("k", encode(first))]), 0)
        }
        let kept = keptIndices()
        var keyframes: [LottieJSON] = []
        for (position, index) in kept.enumerated() {
            let value = encode(values[index])
            var fields: [(String, LottieJSON)] = [
                ("t", .number(Double(frames[index]))), ("s", wrapsKeyframeValue ? .array([value]) : value),
            ]
            if position < kept.count - 1 {
                if breaks[index] {
                    fields.append(("h", 1))
                } else {
                    // Linear: both handles on the diagonal of the unit square.
                    fields.append(("o", .object([("x", 0), ("y", 0)])))
                    fields.append(("i", .object([("x", 1), ("y", 1)])))
                }
            }
            keyframes.append(.object(fields))
        }
        return (.object([("a", 1), ("k", .array(keyframes))]), kept.count)
    }

    /// The samples kept: each run between breaks fitted on its own, both ends of a break kept.
    func keptIndices() -> [Int] {
        var kept: [Int] = []
        var start = 0
        for end in values.indices where end == values.count - 1 || breaks[end] {
            let run = Array(start...end)
            let x = run.map { Double(frames[$0]) }
            let series: [[Double]] = (0..<(values[start].count)).map { component in
                let bound = component < bounds.count ? bounds[component] : bounds.last ?? 0
                return run.map { index in
                    let value = values[index][component]
                    return bound > 0 ? value / bound : value * 1e9
                }
            }
            for offset in PiecewiseLinearFit.indices(x: x, series: series, within: 1) {
                kept.append(run[offset])
            }
            start = end + 1
        }
        return kept
    }

    /// Whether two values are equal to within rounding noise.
    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0)) }
    }
}
