import Foundation

/// Reads a fuzzer's bytes as the choices of a generator: each call takes the next bytes, and an
/// exhausted input reads as zeros, so every input (empty included) makes a valid case.
package struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package var isExhausted: Bool { index >= bytes.count }

    package mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    /// A whole number in `range`.
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        var raw: UInt64 = 0
        for _ in 0..<4 { raw = raw << 8 | UInt64(byte()) }
        return range.lowerBound + Int(raw % span)
    }

    /// True for about one byte value in `oneIn`.
    package mutating func chance(_ oneIn: Int) -> Bool {
        int(in: 0...(max(oneIn, 1) - 1)) == 0
    }

    /// A finite number, often one of the edges (0, ±tiny, ±huge, ±1, the given `typical` range's
    /// ends), otherwise spread over `typical`.
    package mutating func double(typical: ClosedRange<Double> = -10...10) -> Double {
        let edges: [Double] = [
            0, -0.0, 1, -1, 1e-12, -1e-12, 1e-300, 1e9, -1e9, 1e300, -1e300,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, typical.lowerBound, typical.upperBound,
        ]
        if chance(4) { return edges[int(in: 0...(edges.count - 1))] }
        let fraction = Double(int(in: 0...1_000_000)) / 1_000_000
        return typical.lowerBound + (typical.upperBound - typical.lowerBound) * fraction
    }

    /// Any number, NaN and infinities included (one time in eight).
    package mutating func anyDouble(typical: ClosedRange<Double> = -10...10) -> Double {
        if chance(8) { return [Double.nan, .infinity, -.infinity][int(in: 0...2)] }
        return double(typical: typical)
    }

    /// The rest of the input as UTF-8 text (invalid bytes repaired).
    package mutating func remainingText() -> String {
        let rest = index < bytes.count ? Array(bytes[index...]) : []
        index = bytes.count
        return String(decoding: rest, as: UTF8.self)
    }
}

/// What a fuzz target found: the check that failed, in words. Reported by trapping, so libFuzzer
/// saves the input.
package func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        FileHandle.standardError.write(Data("fuzz check failed: \(message())\n".utf8))
        abort()
    }
}
