import ArgumentParser
import Kinema

/// The `kinema` command-line tool.
///
/// For now its one job is to sample animations over time and print them as a table, so the maths
/// can be looked at without writing code. Rendering scenes comes with the view layer.
@main
struct KinemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinema",
        abstract: "Kinema: SwiftUI's animation system, anywhere Swift runs.",
        subcommands: [Sample.self],
        defaultSubcommand: Sample.self
    )
}
