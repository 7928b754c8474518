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
guard arguments.count == 4, let port = Int(arguments[2]), let fps = Double(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: KinemaPreviewLive HOST PORT FPS\n".utf8))
    exit(64)
}

let scenes = previews.map { preview in
    GalleryScene(
        name: preview.name, title: preview.title, summary: "PreviewDemo · " + preview.location,
        size: preview.make().makeHost().size
    ) { fps in
        preview.make().makeHost(framesPerSecond: fps)
    }
}
let server = PreviewServer(configuration: .init(
    host: arguments[1], port: port, framesPerSecond: fps, previews: scenes,
    secret: PreviewServer.Configuration.makeSecret()))
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
