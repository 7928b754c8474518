import ArgumentParser
import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

/// `kinema sample`: a table of value and velocity over time for a few animations.
struct Sample: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Sample springs, curves and animations over time and print them as a table.",
        discussion: """
            Each column is an animation moving a value from 0 to 1, sampled at the given rate \
            the way a frame clock would step it. The last rows show when each one finishes \
            ("done") and its spring or curve velocity at each time.
            """
    )

    @Option(parsing: .unconditional, help: "Frames per second to sample at.")
    var fps: Double = 30

    @Option(parsing: .unconditional, help: "Seconds to sample.")
    var duration: Double = 1.0

    mutating func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw badArgument("--fps must be in 0 < fps ≤ 1000.") }
        guard duration.isFinite, duration > 0, duration <= 60 else {
            throw badArgument("--duration must be in 0 < duration ≤ 60 seconds.")
        }
    }

    func run() throws {
        let spring = Spring(duration: 1.0, bounce: 0)
        let curve = UnitCurve(
            startControlPoint: UnitPoint(x: 0.25, y: 0.1),
            endControlPoint: UnitPoint(x: 0.25, y: 1))
        let animations: [(String, Animation)] = [
            ("easeInOut", .easeInOut),
            ("smooth", .smooth),
            ("bouncy", .bouncy),
            ("interp.spring", .interpolatingSpring(duration: 0.5, bounce: 0.3)),
        ]
        var contexts = animations.map { _ in AnimationContext<Double>() }
        var finished = animations.map { _ in false }

        var header = pad("time", 7) + pad("spring", 10) + pad("spring v", 10) + pad("curve", 10) + pad("curve v", 10)
        for (name, _) in animations { header += pad(name, 14) }
        print(header)
        print(String(repeating: "-", count: header.count))

        let frames = Int((duration * fps).rounded())
        for frame in 0...frames {
            let t = Double(frame) / fps
            let progress = min(t / duration, 1)
            var row = pad(format(t, 3), 7)
            row += pad(format(spring.value(target: 1.0, time: t)), 10)
            row += pad(format(spring.velocity(target: 1.0, time: t)), 10)
            row += pad(format(curve.value(at: progress)), 10)
            row += pad(format(curve.velocity(at: progress)), 10)
            for index in animations.indices {
                if finished[index] {
                    row += pad("done", 14)
                    continue
                }
                if let value = animations[index].1.animate(value: 1.0, time: t, context: &contexts[index]) {
                    row += pad(format(value), 14)
                } else {
                    finished[index] = true
                    row += pad("done", 14)
                }
            }
            print(row)
        }
        print()
        print("spring: Spring(duration: 1.0, bounce: 0), target 1; settles in \(format(spring.settlingDuration, 3)) s")
        print("curve: UnitCurve(startControlPoint: (0.25, 0.1), endControlPoint: (0.25, 1)) over \(format(duration, 3)) s")
    }
}
