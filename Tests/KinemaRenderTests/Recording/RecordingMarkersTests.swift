import Foundation
import Kinema
import Testing

@MainActor
@Suite("Recording: markers")
struct RecordingMarkersTests {
    @Test func labelledEventsBecomeMarkersInTimeOrder() {
        let host = ViewHost(RecordingAvatar())
        let recording = Recording.record(host, duration: 1, framesPerSecond: 10, events: [
            .tap(recordingHostCentre, at: 0.5),
            RecordingEvent(at: 0.2, label: "press") { _ in },
            RecordingEvent(at: 0.3, label: nil) { _ in },   // unlabelled: no marker
            RecordingEvent(at: -1) { _ in },                 // runs at 0, labelled "change"
            RecordingEvent(at: 5, label: "late") { _ in },   // after the last frame: never runs
            RecordingEvent(at: .nan, label: "never") { _ in },
        ])
        #expect(recording.markers == [
            Recording.Marker(time: 0, label: "change"),
            Recording.Marker(time: 0.2, label: "press"),
            Recording.Marker(time: 0.5, label: "tap"),
        ])
    }

    @Test func initialiserSortsAndDropsNonFiniteMarkers() {
        let recording = Recording(size: CGSize(width: 10, height: 10), framesPerSecond: 10, frames: [], markers: [
            .init(time: 0.7, label: "b"), .init(time: .infinity, label: "x"), .init(time: 0.1, label: "a"),
            .init(time: .nan, label: "y"), .init(time: 0.7, label: "c"),
        ])
        #expect(recording.markers.map(\.label) == ["a", "b", "c"])
    }

    @Test func pageDataCarriesTheMarkers() throws {
        let recording = Recording.record(ViewHost(RecordingAvatar()), duration: 1, events: [.tap(recordingHostCentre, at: 0.25)])
        let page = recording.htmlPage(title: "Avatar")
        #expect(page.contains(#""markers":[{"time":0.25,"label":"tap"}]"#))
    }
}
