import ArgumentParser
import Kinema

/// The `kinema` command-line tool.
///
/// For now it samples animations and keyframe timelines over time and prints them as tables, so
/// the maths can be looked at without writing code. Rendering scenes comes with the view layer.
@main
struct KinemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinema",
        abstract: "Kinema: SwiftUI's animation system, anywhere Swift runs.",
        subcommands: [Sample.self, KeyframesTable.self],
        defaultSubcommand: Sample.self
    )
}
