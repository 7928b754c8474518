import Foundation
import Kinema
@testable import KinemaPreviewServer
import Testing

/// Frames on the wire: the SVG only when it changed, and each item's presentation values read
/// from its transform as the recordings read them.
@MainActor
@Suite("Frame messages")
struct FrameEncoderTests {
    struct Turned: View {
        var body: some View {
            Rectangle().frame(width: 100, height: 100).scaleEffect(1.5).rotationEffect(.degrees(30)).opacity(0.5)
        }
    }

    struct Stretched: View {
        var body: some View {
            Rectangle().frame(width: 100, height: 100).scaleEffect(x: 2, y: 0.5).offset(x: 10, y: -5)
        }
    }

    func values(_ view: some View) throws -> [String: Double] {
        let items = FrameEncoder.trackedValues(ViewHost(view).displayList)
        let item = try #require(items.first)
        #expect(item.label == "rectangle")
        return Dictionary(uniqueKeysWithValues: item.values)
    }

    @Test func uniformScaleRotationAndOpacity() throws {
        let values = try values(Turned())
        #expect(abs(values["scale", default: 0] - 1.5) < 1e-9)
        #expect(abs(values["rotation", default: 0] - 30) < 1e-9)
        #expect(values["opacity"] == 0.5)
        #expect(abs(values["offsetX", default: 1]) < 1e-9 && abs(values["offsetY", default: 1]) < 1e-9)
        #expect(values["scaleX"] == nil)
    }

    @Test func nonUniformScaleAndOffset() throws {
        let values = try values(Stretched())
        #expect(abs(values["scaleX", default: 0] - 2) < 1e-9)
        #expect(abs(values["scaleY", default: 0] - 0.5) < 1e-9)
        #expect(abs(values["offsetX", default: 0] - 10) < 1e-9)
        #expect(abs(values["offsetY", default: 0] + 5) < 1e-9)
        #expect(values["scale"] == nil)
    }

    @Test func unchangedFramesLeaveTheSVGOut() throws {
        let host = ViewHost(Turned())
        var encoder = FrameEncoder()
        let tick = SceneTick(time: 0, size: host.size, displayList: host.displayList, messages: [])
        let first = encoder.message(for: tick)
        let second = encoder.message(for: SceneTick(time: 1.0 / 60, size: host.size, displayList: host.displayList, messages: []))
        let decoded = try [first, second].map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(decoded[0]["type"] as? String == "frame")
        #expect((decoded[0]["svg"] as? String)?.contains("<svg") == true)
        #expect(decoded[1]["svg"] == nil)
        #expect(decoded[1]["n"] as? Int == 1)
        let items = try #require(decoded[1]["items"] as? [[String: Any]])
        #expect(items.first?["label"] as? String == "rectangle")
        #expect(items.first?["opacity"] as? Double == 0.5)
    }
}
