import Foundation
import Kinema

// Helpers for the text tests: the layout a text resolves to, with the default environment.

extension Text {
    /// The layout this text draws with when nothing in the environment styles it.
    var layout: DisplayList.TextLayout {
        resolve(in: TextEnvironment())
    }

    /// The resolved font of the first run.
    var firstFont: DisplayList.ResolvedFont? {
        layout.runs.first?.font
    }
}

/// A small deterministic generator for the tests that check a law over many inputs.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
