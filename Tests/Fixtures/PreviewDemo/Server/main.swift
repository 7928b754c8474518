// Written by `kinema preview --package` for the previews of PreviewDemo; rewritten when they change.
import Dispatch
import Foundation
import Kinema
import KinemaPreviewServer
@testable import PreviewDemo

/// A preview of PreviewDemo: the name it is recorded and served under, and how to make it.
struct Entry: Sendable {
    var name: String
    var title: String
    var location: String
    var make: @MainActor @Sendable () -> Preview
}

/// The previews of PreviewDemo that another module can reach, in `kinema previews` order.
let previews: [Entry] = [
    Entry(name: "preview-pulse", title: "Pulse", location: "Sources/PreviewDemo/Pulse.swift:12") { _kinemaPreview(Pulse_swift_08cb0e9b_line_12_column_1: ()) },
    Entry(name: "preview-badge", title: "Badge", location: "Sources/PreviewDemo/Pulse.swift:16") { Preview(Badge_Previews.self) },
]

let arguments = CommandLine.arguments
// `--watched`: run by `kinema preview --package`, which sends reloads and build errors on
// standard input, and closes it when it goes.
let watched = arguments.count == 5 && arguments[4] == "--watched"
guard arguments.count == 4 || watched, let port = Int(arguments[2]), let fps = Double(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: KinemaPreviewLive HOST PORT FPS [--watched]\n".utf8))
    exit(64)
}
let reload = LiveReload()
if watched { reload.followCommands(from: .standardInput) { exit(0) } }
// The tool keeps one secret across rebuilds, so open pages stay signed in; it comes in the
// environment, which other users cannot read, unlike the arguments.
let secret = ProcessInfo.processInfo.environment["KINEMA_PREVIEW_SECRET"].flatMap { $0.isEmpty ? nil : $0 }
    ?? PreviewServer.Configuration.makeSecret()

let scenes = previews.map { preview in
    GalleryScene(
        name: preview.name, title: preview.title, summary: "PreviewDemo · " + preview.location,
        size: preview.make().makeHost().size
    ) { fps in
        preview.make().makeHost(framesPerSecond: fps)
    }
}
let server = PreviewServer(configuration: .init(
    host: arguments[1], port: port, framesPerSecond: fps, previews: scenes, secret: secret, liveReload: reload))
Task {
    do {
        try await server.run { url in
            FileHandle.standardOutput.write(Data("Kinema preview: \(url.absoluteString)\nPress Ctrl-C to stop.\n".utf8))
        }
        FileHandle.standardOutput.write(Data("Kinema preview stopped.\n".utf8))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("kinema preview: cannot serve on \(arguments[1]):\(port): \(error)\n".utf8))
        exit(1)
    }
}
dispatchMain()
