import Foundation
import KinemaCore

/// The reaction of WWDC23's "Wind your way through advanced animations in SwiftUI" (session
/// 10157), one timeline per track so each can be charted with its own axis.
///
/// The keyframes are those of the session's four-track `KeyframeTimeline` (and of
/// `kinema keyframes`): each track resolves on its own in either form, so a track here gives the
/// same values as the property it drives there. The angle is in degrees.
enum ReactionKeyframes {
    static var tracks: [PlotSubject.Track] {
        [
            PlotSubject.Track(name: "angle (°)", timeline: KeyframeTimeline(initialValue: 0.0) {
                CubicKeyframe(0.0, duration: 0.58)
                CubicKeyframe(16.0, duration: 0.125)
                CubicKeyframe(-16.0, duration: 0.125)
                CubicKeyframe(16.0, duration: 0.125)
                CubicKeyframe(0.0, duration: 0.125)
            }),
            PlotSubject.Track(name: "vertical stretch", timeline: KeyframeTimeline(initialValue: 1.0) {
                CubicKeyframe(1.0, duration: 0.1)
                CubicKeyframe(0.6, duration: 0.15)
                CubicKeyframe(1.5, duration: 0.1)
                CubicKeyframe(1.05, duration: 0.15)
                CubicKeyframe(1.0, duration: 0.88)
                CubicKeyframe(0.8, duration: 0.1)
                CubicKeyframe(1.04, duration: 0.4)
                CubicKeyframe(1.0, duration: 0.22)
            }),
            PlotSubject.Track(name: "scale", timeline: KeyframeTimeline(initialValue: 1.0) {
                LinearKeyframe(1.0, duration: 0.36)
                SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                SpringKeyframe(1.0, spring: .bouncy)
            }),
            PlotSubject.Track(name: "vertical offset", timeline: KeyframeTimeline(initialValue: 0.0) {
                LinearKeyframe(0.0, duration: 0.1)
                SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                SpringKeyframe(0.0, spring: .bouncy)
            }),
        ]
    }
}
