import Foundation
import KinemaRender
import KinemaUI
import Testing

// A recording of a host labels its tracks by the views that drew them — the drawn view's type
// with the shape modifiers on it, and the app's view around it — not by what an item draws
// ("stroked path (2)"): two loaders' arcs are told apart by their views.

private struct Loader: View {
    @State private var on = false

    var body: some View {
        VStack {
            Circle().trim(from: 0, to: on ? 1 : 0.25).stroke(Color.blue, lineWidth: 4)
                .frame(width: 40, height: 40)
                .rotationEffect(.degrees(on ? 360 : 0))
            Text("Loading").scaleEffect(on ? 1.5 : 1)
            Image(systemName: "heart.fill").opacity(on ? 0.5 : 1)
        }
        .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}

@MainActor
@Suite("Recording labels")
struct RecordingViewLabelTests {
    @Test func tracksAreLabelledByTheirViews() {
        let recording = Recording.record(ViewHost(Loader()), duration: 0.5)
        let labels = Set(recording.tracks.map(\.item))
        #expect(labels == ["Circle.trim.stroke in Loader", "Text “Loading” in Loader", "Image “heart.fill” in Loader"])
    }

    /// Frames made without a host keep the labels of what they draw.
    @Test func framesWithoutAHostAreLabelledByTheirContent() {
        let host = ViewHost(Loader())
        let frames = (0..<3).map { index in
            host.advance(by: 0.1)
            return RecordedFrame(time: Double(index) / 10, displayList: host.displayList)
        }
        let recording = Recording(size: host.size, framesPerSecond: 10, frames: frames)
        #expect(recording.tracks.contains { $0.item == "stroked path" })
        #expect(!recording.tracks.contains { $0.item.contains(" in Loader") })
    }
}
