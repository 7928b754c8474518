// Written by `kinema preview-render` for the previews of PreviewDemo; rewritten when they change.
import Foundation
import Kinema
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
guard arguments.count >= 6, let fps = Double(arguments[2]), let duration = Double(arguments[3]),
      let preview = previews.first(where: { $0.name == arguments[5] }) else {
    FileHandle.standardError.write(Data("usage: KinemaPreviewRunner svg|html|lottie FPS SECONDS DESTINATION NAME [--tap X,Y@T] [--drag X,Y->X,Y@T+D]\n".utf8))
    exit(64)
}
// The input script, in the words `InputScript.arguments` wrote: read by the parser the tool used.
let script: InputScript
do {
    script = try InputScript(arguments: Array(arguments.dropFirst(6)))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(64)
}
let destination = URL(fileURLWithPath: arguments[4])
// A tap on no gesture is no error; the tool reports these lines.
let events = script.recordingEvents { event in print("missed \(event)") }
// Played, not just advanced: tasks the preview starts sleep on the host's clock.
let recording = await preview.make().play(framesPerSecond: fps, duration: duration, events: events)
do {
    if arguments[1] == "html" {
        try recording.writeHTMLPage(to: destination, title: preview.title)
    } else if arguments[1] == "lottie" {
        let lottie = recording.lottie(name: preview.title)
        try lottie.data.write(to: destination)
        for loss in lottie.approximations {
            print("lottie: \(loss.feature) → \(loss.becomes) (\(loss.itemCount) item\(loss.itemCount == 1 ? "" : "s"))")
        }
    } else {
        _ = try recording.writeSVGFrames(to: destination)
    }
} catch {
    FileHandle.standardError.write(Data("cannot write \(destination.path): \(error.localizedDescription)\n".utf8))
    exit(1)
}
print("size \(recording.size.width) \(recording.size.height)")
print("frames \(recording.frames.count)")
