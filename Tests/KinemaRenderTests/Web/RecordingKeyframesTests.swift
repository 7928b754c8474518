import Foundation
import Kinema
import Testing

/// A recording's animated items as CSS keyframes and Web Animations JSON whose values match the
/// recording's tracks.
@Suite("Recording keyframes")
@MainActor
struct RecordingKeyframesTests {
    private func recording() -> Recording {
        let host = ViewHost(RecordingFader(), size: CGSize(width: 300, height: 300))
        return Recording.record(host, duration: 1, events: [.tap(CGPoint(x: 150, y: 130), at: 0.1)])
    }

    /// The JSON parses; the faded circle's keyframes are few, and at every frame the keyframes,
    /// joined linearly, are within 0.5% of the range of the recording's opacity and offset.
    @Test func jsonParsesAndMatchesTheTracks() throws {
        let recording = recording()
        let keyframes = RecordingKeyframes(recording, name: "fader")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(keyframes.json().utf8)) as? [String: Any])
        #expect(object["duration"] as? Double == 1000)
        let elements = try #require(object["elements"] as? [[String: Any]])
        let circle = try #require(elements.first { $0["name"] as? String == "Circle in RecordingFader" })
        #expect(circle["id"] as? String == "fader-1")
        let frames = try #require(circle["keyframes"] as? [[String: Any]])
        #expect(frames.count >= 3 && frames.count < recording.frames.count / 2, "\(frames.count) keyframes")
        let offsets = frames.compactMap { $0["offset"] as? Double }
        #expect(offsets.first == 0 && offsets.last == 1 && offsets == offsets.sorted())

        let opacity = try #require(recording.tracks.first { $0.item == "Circle in RecordingFader" && $0.attribute == .opacity })
        let offsetX = try #require(recording.tracks.first { $0.item == "Circle in RecordingFader" && $0.attribute == .offsetX })
        let opacities = frames.compactMap { $0["opacity"] as? Double }
        let xs = try frames.map { frame -> Double in
            let transform = try #require(frame["transform"] as? String)
            let number = transform.split(separator: "(")[1].split(separator: "px")[0]
            return try #require(Double(number))
        }
        #expect(opacities.count == frames.count)
        func joined(_ values: [Double], at offset: Double) -> Double {
            guard let upper = offsets.firstIndex(where: { $0 >= offset }) else { return values.last ?? 0 }
            guard upper > 0, offsets[upper] > offsets[upper - 1] else { return values[upper] }
            let t = (offset - offsets[upper - 1]) / (offsets[upper] - offsets[upper - 1])
            return values[upper - 1] + (values[upper] - values[upper - 1]) * t
        }
        let count = Double(recording.frames.count)
        for k in recording.frames.indices {
            let offset = Double(k) / count
            #expect(abs(joined(opacities, at: offset) - (opacity.values[k] ?? 0)) <= 0.005 * 0.8 + 1e-4, "opacity at frame \(k)")
            #expect(abs(joined(xs, at: offset) - (offsetX.values[k] ?? 0)) <= 0.005 * 60 + 1e-4, "offset at frame \(k)")
        }
        // The still label does not animate.
        #expect(!elements.contains { ($0["name"] as? String)?.hasPrefix("text") == true })
    }

    @Test func cssHasAKeyframesRuleAndAClassPerElement() {
        let css = RecordingKeyframes(recording(), name: "fader").css()
        #expect(css.contains("@keyframes fader-1 {"))
        #expect(css.contains(".fader-1 { animation: fader-1 1s linear both;"))
        #expect(css.contains("0% { transform: translate(0px, 0px) rotate(0deg) scale(1, 1); opacity: 1; }"))
    }

    /// A still recording has nothing to animate; an empty one likewise, with a valid JSON.
    @Test func stillAndEmptyRecordingsHaveNoElements() throws {
        let empty = Recording(size: CGSize(width: 10, height: 10), framesPerSecond: 60, frames: [])
        let keyframes = RecordingKeyframes(empty)
        #expect(keyframes.elements.isEmpty)
        #expect(try JSONSerialization.jsonObject(with: Data(keyframes.json().utf8)) is [String: Any])
    }

    @Test(arguments: [("reaction-angle (°)", "reaction-angle"), ("", "k"), ("3d", "k3d"), ("a b", "a-b")])
    func identifiersAreCSSSafe(text: String, expected: String) {
        #expect(RecordingKeyframes(Recording(size: .zero, framesPerSecond: 60, frames: []), name: text).name == expected)
    }
}
