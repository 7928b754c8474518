// The keyframe samples of WWDC23 "Wind your way through advanced animations in SwiftUI" (seed 004)
// and the article "Controlling the timing and movements of your animations" (seed 001), copied
// with no change but the import line. Their `keyframes:` closures become the bodies of
// `@KeyframesBuilder` functions, since the `keyframeAnimator` modifier belongs to the view layer;
// MapKit's types get a minimal stand-in below the samples.
import Kinema

// MARK: - Seed 004, the reaction (8:12)

struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

@KeyframesBuilder<AnimationValues>
func seed004ReactionKeyframes(_: AnimationValues) -> some Keyframes<AnimationValues> {
            KeyframeTrack(\.angle) {
                CubicKeyframe(.zero, duration: 0.58)
                CubicKeyframe(.degrees(16), duration: 0.125)
                CubicKeyframe(.degrees(-16), duration: 0.125)
                CubicKeyframe(.degrees(16), duration: 0.125)
                CubicKeyframe(.zero, duration: 0.125)
            }

            KeyframeTrack(\.verticalStretch) {
                CubicKeyframe(1.0, duration: 0.1)
                CubicKeyframe(0.6, duration: 0.15)
                CubicKeyframe(1.5, duration: 0.1)
                CubicKeyframe(1.05, duration: 0.15)
                CubicKeyframe(1.0, duration: 0.88)
                CubicKeyframe(0.8, duration: 0.1)
                CubicKeyframe(1.04, duration: 0.4)
                CubicKeyframe(1.0, duration: 0.22)
            }
            
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.0, duration: 0.36)
                SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                SpringKeyframe(1.0, spring: .bouncy)
            }

            KeyframeTrack(\.verticalTranslation) {
                LinearKeyframe(0.0, duration: 0.1)
                SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                SpringKeyframe(0.0, spring: .bouncy)
            }
}

func seed004ReactionTimeline() -> KeyframeTimeline<AnimationValues> {
    KeyframeTimeline(initialValue: AnimationValues()) {
        seed004ReactionKeyframes(AnimationValues())
    }
}

// MARK: - Seed 004, KeyframeTimeline (16:26)

/// The sample's tracks are elided (`{ ... }`); these keyframes fill them.
func seed004Timeline() -> (duration: TimeInterval, value: CGPoint) {
// Keyframes
let myKeyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
  KeyframeTrack(\.x) {
      LinearKeyframe(100, duration: 1)
      CubicKeyframe(40, duration: 0.5)
  }
  KeyframeTrack(\.y) {
      SpringKeyframe(50, duration: 2, spring: .bouncy)
  }
}

// Duration in seconds
let duration: TimeInterval = myKeyframes.duration

// Value for time
let value = myKeyframes.value(time: 1.2)
    return (duration, value)
}

// MARK: - Seed 004, the race map's camera tour (13:52)

@KeyframesBuilder<MapCamera>
func seed004CameraTour(route: Route, initialCamera: MapCamera) -> some Keyframes<MapCamera> {
            KeyframeTrack(\MapCamera.centerCoordinate) {
                let points = route.points
                for point in points {
                    CubicKeyframe(point.coordinate, duration: 16.0 / Double(points.count))
                }
                CubicKeyframe(initialCamera.centerCoordinate, duration: 4.0)
            }
            KeyframeTrack(\.heading) {
                CubicKeyframe(heading(from: route.start.coordinate, to: route.end.coordinate), duration: 6.0)
                CubicKeyframe(heading(from: route.end.coordinate, to: route.end.coordinate), duration: 8.0)
                CubicKeyframe(initialCamera.heading, duration: 6.0)
            }
            KeyframeTrack(\.distance) {
                CubicKeyframe(24000, duration: 4)
                CubicKeyframe(18000, duration: 12)
                CubicKeyframe(initialCamera.distance, duration: 4)
            }
}

// MARK: - Seed 001, the emoji's keyframes ("Gain more control with a keyframe animator")

private struct Seed001AnimationValues {
var scale = 1.0
var verticalStretch = 1.0
var verticalOffset = 0.0
var angle = Angle.zero
}

private func seed001Keyframes() -> KeyframeTimeline<Seed001AnimationValues> {
    KeyframeTimeline(initialValue: Seed001AnimationValues()) {
KeyframeTrack(\.scale) {
LinearKeyframe(1.0, duration: 0.36)
SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
SpringKeyframe(1.0, spring: .bouncy)
}
KeyframeTrack(\.verticalOffset) {
LinearKeyframe(0.0, duration: 0.1)
SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
SpringKeyframe(0.0, spring: .bouncy)
}
KeyframeTrack(\.verticalStretch) {
CubicKeyframe(1.0, duration: 0.1)
CubicKeyframe(0.6, duration: 0.15)
CubicKeyframe(1.5, duration: 0.1)
CubicKeyframe(1.05, duration: 0.15)
CubicKeyframe(1.0, duration: 0.88)
CubicKeyframe(0.8, duration: 0.1)
CubicKeyframe(1.04, duration: 0.4)
CubicKeyframe(1.0, duration: 0.22)
}
KeyframeTrack(\.angle) {
CubicKeyframe(.zero, duration: 0.58)
CubicKeyframe(.degrees(16), duration: 0.125)
CubicKeyframe(.degrees(-16), duration: 0.125)
CubicKeyframe(.degrees(16), duration: 0.125)
CubicKeyframe(.zero, duration: 0.125)
}
    }
}

/// Seed 001's timeline sampled at `time`, as (scale, verticalStretch, verticalOffset, angle in degrees).
func seed001Sample(time: Double) -> (scale: Double, stretch: Double, offset: Double, degrees: Double) {
    let value = seed001Keyframes().value(time: time)
    return (value.scale, value.verticalStretch, value.verticalOffset, value.angle.degrees)
}

func seed001Duration() -> TimeInterval {
    seed001Keyframes().duration
}

// MARK: - MapKit stand-ins

/// A latitude/longitude pair that animates as a vector, as MapKit's coordinate does for
/// `mapCameraKeyframeAnimator`.
struct CLLocationCoordinate2D: Animatable, Equatable {
    var latitude: Double
    var longitude: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(latitude, longitude) }
        set { (latitude, longitude) = (newValue.first, newValue.second) }
    }
}

typealias CLLocationDirection = Double
typealias CLLocationDistance = Double

struct MapCamera {
    var centerCoordinate: CLLocationCoordinate2D
    var heading: CLLocationDirection
    var distance: CLLocationDistance
}

struct RoutePoint {
    var coordinate: CLLocationCoordinate2D
}

struct Route {
    var points: [RoutePoint]
    var start: RoutePoint { points[0] }
    var end: RoutePoint { points[points.count - 1] }
}

/// The compass bearing, in degrees, of the straight line from one coordinate to another (the
/// sample's helper; a flat-earth approximation is enough here).
func heading(from: CLLocationCoordinate2D, to: CLLocationCoordinate2D) -> CLLocationDirection {
    let degrees = atan2(to.longitude - from.longitude, to.latitude - from.latitude) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
}
