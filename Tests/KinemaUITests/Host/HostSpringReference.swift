import Foundation
import KinemaTestSupport

// Expected values for springs seen through a `ViewHost`, from `SwiftUIReference.FluidSpring`
// (SwiftUI's integrator restated independently of Kinema's sources), never from Kinema itself.

extension SwiftUIReference.FluidSpring {
    /// What a host at `fps` frames per second shows of `delta` on its frame at `time`, for this
    /// spring begun from rest at host time `begin`: the reference is driven through every host frame
    /// k / fps after `begin` up to `time`, with the time since the animation began (k / fps − begin),
    /// as the host drives its animations. Once the spring has finished (the scalar rule; for a
    /// vector of several moving components see `finishingFrame`), the whole `delta`.
    func hostValue(delta: Double, at time: TimeInterval, begin: TimeInterval = 0, fps: Double = 60) -> Double {
        var spring = self
        // The host's first frame is the first grid point strictly after the time it began.
        var frame = (begin * fps).rounded(.down)
        while frame / fps <= begin { frame += 1 }
        // Half a frame of slack for the host's own rounding of `time`.
        while frame / fps <= time + 0.5 / fps {
            guard let covered = spring.value(delta: delta, time: frame / fps - begin) else { return delta }
            if frame / fps >= time - 0.5 / fps { return covered }
            frame += 1
        }
        return 0
    }
}

extension SwiftUIReference.FluidSpring {
    /// The frame (k ≥ 1, at k / fps after the spring began from rest) on which a spring moving
    /// `dimensions` equal components, each by `delta`, finishes: SwiftUI's rule on the vector —
    /// speed² and force² (summed over the components, so `dimensions` times one component's) at most
    /// 0.0036, and the distance within 1% of the delta (the same ratio for every component).
    /// Returns nil when it has not finished within `limit` frames.
    func finishingFrame(delta: Double, dimensions: Int = 1, fps: Double = 60, limit: Int = 10_000) -> Int? {
        var spring = self
        spring.components = dimensions
        for frame in 1...limit where spring.value(delta: delta, time: Double(frame) / fps) == nil {
            return frame
        }
        return nil
    }
}
