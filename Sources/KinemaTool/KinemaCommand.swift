import ArgumentParser
import Kinema

/// The `kinema` command-line tool: renders the seeds' animations into a gallery (the default),
/// renders one scene in a chosen format, plots animations, prints tables of values, and lists and
/// renders the previews of a package.
@main
struct KinemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinema",
        abstract: "Kinema: SwiftUI's animation system, anywhere Swift runs.",
        subcommands: [
            GalleryCommand.self, ListCommand.self, RenderCommand.self, PlotCommand.self, Sample.self,
            KeyframesTable.self, PreviewsCommand.self, PreviewRenderCommand.self,
        ],
        defaultSubcommand: GalleryCommand.self
    )
}
