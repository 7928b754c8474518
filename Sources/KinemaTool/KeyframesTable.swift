import ArgumentParser
import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaPlotting
import KinemaRender
import KinemaUI

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

    @Option(parsing: .unconditional, help: "Frames per second to sample at.")
    var fps: Double = 30

    mutating func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw badArgument("--fps must be in 0 < fps ≤ 1000.") }
    }

    func run() throws {
        // The session's four tracks, shared with `kinema plot keyframes:reaction`.
        guard let tracks = PlotSubject.keyframeTracks(named: "reaction") else { return }
        let duration = tracks.map(\.timeline.duration).max() ?? 0

        var header = pad("time", 7)
        for track in tracks { header += pad(track.name, 18) }
        print(header)
        print(String(repeating: "-", count: header.count))
        let frames = Int((duration * fps).rounded(.up))
        for frame in 0...frames {
            let time = Double(frame) / fps
            var row = pad(format(time, 3), 7)
            for track in tracks { row += pad(format(track.timeline.value(time: time), 4), 18) }
            print(row)
        }
        print()
        print("duration: \(format(duration, 4)) s (the longest track: the jump, ending with a settling spring)")
    }
}
