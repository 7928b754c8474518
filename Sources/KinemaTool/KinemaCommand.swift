import ArgumentParser
import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

/// The `kinema` command-line tool: renders the animations of the WWDC23 sessions and the article
/// into a gallery (the default), renders one scene in a chosen format, plots animations, prints
/// tables of values, and lists and renders the previews of a package.
@main
struct KinemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinema",
        abstract: "Kinema: SwiftUI's animation system, anywhere Swift runs.",
        discussion: OutputRules.help,
        subcommands: [
            GalleryCommand.self, ListCommand.self, RenderCommand.self, PlotCommand.self, Sample.self,
            KeyframesTable.self, PreviewsCommand.self, PreviewRenderCommand.self, PreviewCommand.self,
            ExportCommand.self, WindowCommand.self,
        ],
        defaultSubcommand: GalleryCommand.self
    )

    /// Parses and runs the command line; a first word that names no command fails with a
    /// suggestion rather than a usage of the default command, which takes no words.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let message = unknownCommand(in: arguments) {
            Self.exit(withError: badArgument(message))
        }
        main(nil)
    }

    /// The names a first word may take: the subcommands and `help`.
    static var commandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// Why the first word of `arguments` is not a command, or `nil` when it is one or is an
    /// option (the default command's): `unknown command 'lsit' — did you mean 'list'? …`.
    static func unknownCommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else { return nil }
        let hint = Suggestion.closest(to: first, among: commandNames).map { " — did you mean '\($0)'?" } ?? "."
        return "unknown command '\(first)'\(hint) `kinema --help` lists the commands."
    }
}
