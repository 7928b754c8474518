import ArgumentParser
import Kinema

/// `kinema keyframes`: the WWDC23 reaction timeline, sampled frame by frame.
struct KeyframesTable: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyframes",
        abstract: "Sample the four-track reaction keyframes of WWDC23 and print them as a table.",
        discussion: """
            The timeline of "Wind your way through advanced animations in SwiftUI": a wiggling \
            angle (cubic keyframes), a squash-and-stretch (cubic), a scale (linear, then springs) \
            and a jump (springs), each track with its own timing. Rows are frames at the given rate.
            """
    )

    @Option(help: "Frames per second to sample at.")
    var fps: Double = 30

    mutating func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw badArgument("--fps must be in 0 < fps ≤ 1000.") }
    }

    struct Values {
        var scale = 1.0
        var verticalStretch = 1.0
        var verticalTranslation = 0.0
        var angle = Angle.zero
    }

    func run() throws {
        let timeline = KeyframeTimeline(initialValue: Values()) {
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

        let header = pad("time", 7) + pad("angle°", 11) + pad("stretch", 11) + pad("scale", 11) + pad("offset y", 11)
        print(header)
        print(String(repeating: "-", count: header.count))
        let frames = Int((timeline.duration * fps).rounded(.up))
        for frame in 0...frames {
            let time = Double(frame) / fps
            let value = timeline.value(time: time)
            print(pad(format(time, 3), 7) + pad(format(value.angle.degrees, 4), 11)
                + pad(format(value.verticalStretch, 4), 11) + pad(format(value.scale, 4), 11)
                + pad(format(value.verticalTranslation, 3), 11))
        }
        print()
        print("duration: \(format(timeline.duration, 4)) s (the longest track: the jump, ending with a settling spring)")
    }
}
