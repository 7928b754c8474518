import Foundation

/// One keyframe as written, in the value's animatable-data space, before a track resolves it
/// against its start value.
package struct KeyframeSpec<Data: VectorArithmetic> {
    /// How the segment ending at this keyframe interpolates.
    package enum Kind: Sendable {
        case linear(UnitCurve)
        case cubic
        case spring(Spring)
        case move
    }

    package var kind: Kind
    /// The value reached at the end of the segment (for a spring, the value it pulls toward).
    package var target: Data
    /// The segment's length in seconds, as written; `nil` for a spring means "until settled".
    package var duration: TimeInterval?
    /// The velocity leaving the previous keyframe, per second; `nil` means "keep motion smooth".
    package var startVelocity: Data?
    /// The velocity arriving at this keyframe (cubic keyframes only), per second.
    package var endVelocity: Data?

    package init(
        kind: Kind, target: Data, duration: TimeInterval?,
        startVelocity: Data? = nil, endVelocity: Data? = nil
    ) {
        self.kind = kind
        self.target = target
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }
}

extension KeyframeSpec: Sendable where Data: Sendable {}
