import Foundation
import KinemaCore
import KinemaPlotting

/// The animation-expression parser behind `kinema plot` and `kinema export css`, on any text:
/// it must answer (a subject or an error) without crashing, and what it accepts must sample to
/// finite numbers.
package enum FuzzParser {
    package static func check(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        let text = input.remainingText()
        guard let subject = try? PlotSubject.parse(text) else { return }
        let times = [0, 0.001, 0.016, 0.1, 0.25, 0.5, 1, 2, 5, 60, 1e6]
        switch subject {
        case .animation(let animation):
            var context = AnimationContext<Double>()
            for time in times {
                guard let value = animation.animate(value: 1.0, time: time, context: &context) else { break }
                fuzzCheck(value.isFinite, "'\(text)' at \(time): \(value)")
            }
        case .spring(let spring):
            for time in times {
                let value = spring.value(target: 1.0, time: time)
                fuzzCheck(value.isFinite, "'\(text)' at \(time): \(value)")
            }
        case .curve(let curve):
            for progress in [0, 0.1, 0.5, 0.9, 1] {
                let value = curve.value(at: progress)
                fuzzCheck(value.isFinite, "'\(text)' at progress \(progress): \(value)")
            }
        case .keyframes(_, let tracks):
            for track in tracks {
                for time in times {
                    fuzzCheck(track.timeline.value(time: time).isFinite, "'\(text)' track \(track.name) at \(time)")
                }
            }
        }
    }
}
