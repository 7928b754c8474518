import Foundation
import Kinema
@testable import KinemaRender
import Testing

/// The document as a whole: its header, its summary numbers, its edges (no frames, bad numbers)
/// and its bytes.
@Suite("Recording.lottie: document")
struct RecordingLottieDocumentTests {
    private static func moving(frames: Int) -> Recording {
        lottieRecording(frames: frames, size: CGSize(width: 200, height: 150), framesPerSecond: 24) { k in
            let phase = Double(k) / Double(max(frames - 1, 1)) * .pi
            return [
                DisplayList.Item(content: .color(.blue), frame: CGRect(x: 10 + 80 * sin(phase), y: 20, width: 30, height: 30),
                                 opacity: 0.5 + 0.5 * cos(phase), viewID: 1),
                DisplayList.Item(content: .shape(.circle, fill: .red), frame: CGRect(x: 100, y: 60, width: 40, height: 40),
                                 transform: lottieTransform(about: CGPoint(x: 120, y: 80), degrees: 90 * phase), viewID: 2),
            ]
        }
    }

    /// Bodymovin 5.7's header: the frame rate, frames 0 up to the frame count, the size in points.
    @Test func theHeaderHasTheRecordingsRateFramesAndSize() throws {
        let animation = Self.moving(frames: 12).lottie(name: "Spinner")
        let document = try ParsedLottie(animation)
        #expect(document.root["v"] as? String == "5.7.4")
        #expect(document.number("fr") == 24)
        #expect(document.number("ip") == 0 && document.number("op") == 12)
        #expect(document.number("w") == 200 && document.number("h") == 150)
        #expect(document.root["nm"] as? String == "Spinner")
        #expect(document.number("ddd") == 0)
        #expect(animation.frameRate == 24 && animation.frameCount == 12)
        #expect(animation.layerCount == document.layers.count && animation.layerCount == 2)
        #expect(animation.data == Data(animation.json.utf8))
    }

    /// `keyframeCount` counts what the document holds: every keyframe of every animated property.
    @Test func theKeyframeCountIsTheDocuments() throws {
        let animation = Self.moving(frames: 40).lottie()
        let counted = try ParsedLottie(animation).keyframeCount
        #expect(animation.keyframeCount == counted)
        #expect(counted > 0)
    }

    /// Documented: clamped to 0.001…10, NaN reads as the default 0.25.
    @Test(arguments: [(Double.nan, 0.25), (0.25, 0.25), (0, 0.001), (-3, 0.001), (100, 10), (.infinity, 10), (0.5, 0.5)])
    func theToleranceIsClamped(asked: Double, used: Double) {
        #expect(Self.moving(frames: 2).lottie(tolerance: asked).tolerance == used)
    }

    @Test func anEmptyRecordingIsAValidDocumentWithoutLayers() throws {
        let animation = Recording(size: CGSize(width: 64, height: 48), framesPerSecond: 30, frames: []).lottie()
        let document = try ParsedLottie(animation)
        #expect(document.layers.isEmpty && document.assets.isEmpty)
        #expect(animation.layerCount == 0 && animation.keyframeCount == 0 && animation.approximations.isEmpty)
        // One frame at least, so a player has something to show.
        #expect(document.number("op") == 1 && animation.frameCount == 1)
        #expect(document.number("w") == 64 && document.number("h") == 48)
    }

    /// NaN and infinities anywhere in the frames (the display list's promise broken by a list
    /// built by hand) never reach the text: JSON has no NaN, and JSONSerialization would reject it.
    @Test func nonFiniteNumbersNeverReachTheText() throws {
        var nanPath = Path()
        nanPath.move(to: CGPoint(x: 0, y: 0))
        nanPath.addLine(to: CGPoint(x: Double.nan, y: 5))
        nanPath.addLine(to: CGPoint(x: 5, y: Double.infinity))
        let box = CGRect(x: 10, y: 10, width: 20, height: 20)
        let bad: [Double] = [.nan, .infinity, -.infinity]
        let recording = lottieRecording(frames: 4, size: CGSize(width: Double.nan, height: 100), framesPerSecond: .nan) { k in
            let value = k == 0 ? 1 : bad[(k - 1) % bad.count]
            return [
                DisplayList.Item(content: .color(.red), frame: CGRect(x: value, y: 0, width: 10, height: value), viewID: 1),
                DisplayList.Item(content: .color(.red), frame: box, transform: CGAffineTransform(a: value, b: 0, c: 0, d: 1, tx: 0, ty: 0), viewID: 2),
                DisplayList.Item(content: .color(.red), frame: box, transform: CGAffineTransform(translationX: value * 10, y: value), viewID: 3),
                DisplayList.Item(content: .color(.red), frame: box, opacity: value, viewID: 4),
                DisplayList.Item(content: .path(nanPath, .fill(.blue, eoFill: false)), frame: box, viewID: 5),
                DisplayList.Item(content: .path(nanPath, .stroke(.blue, StrokeStyle(lineWidth: value))), frame: box, viewID: 6),
                DisplayList.Item(content: .color(.red), frame: box, shadow: DisplayList.Shadow(radius: value, x: value),
                                 groups: [DisplayList.Group(id: 1, effect: .clip(nanPath, eoFill: false)),
                                          DisplayList.Group(id: 2, effect: .compositing(opacity: value)),
                                          DisplayList.Group(id: 3, effect: .filter(.hueRotation(.radians(value)))),
                                          DisplayList.Group(id: 4, effect: .filter(.blur(radius: value, opaque: false)))],
                                 viewID: 7),
                DisplayList.Item(content: .color(.red), frame: box,
                                 transform: lottieTransform(about: CGPoint(x: 20, y: 20), scaleX: 1e300 * value, y: 1e300), viewID: 8),
            ]
        }
        for tolerance in [0.25, .nan, .infinity] {
            let animation = recording.lottie(tolerance: tolerance)
            let text = animation.json.lowercased()
            #expect(!text.contains("nan") && !text.contains("inf"), "tolerance \(tolerance)")
            #expect(throws: Never.self) { try ParsedLottie(animation) }
            #expect(animation.tolerance.isFinite && animation.frameRate.isFinite)
        }
    }

    /// The same recording gives the same bytes: keys in a fixed order, numbers in fixed decimals,
    /// nothing taken from a hash order.
    @Test func theSameRecordingGivesTheSameBytes() throws {
        let name = "RecordingLottieDocumentTests.pixels"
        try #require(ImageRegistry.register(png: lottieTestPNG(width: 3, height: 5), named: name))
        var recording = Self.moving(frames: 30)
        let clip = DisplayList.Group(id: 9, effect: .clip(Path(ellipseIn: CGRect(x: 0, y: 0, width: 90, height: 90)), eoFill: false))
        let frames = recording.frames.enumerated().map { k, frame in
            RecordedFrame(time: frame.time, displayList: DisplayList(items: frame.displayList.items + [
                DisplayList.Item(content: .image(DisplayList.ImageContent(name: name, naturalSize: CGSize(width: 3, height: 5))),
                                 frame: CGRect(x: Double(k), y: 0, width: 30, height: 50), groups: [clip], viewID: 3),
                DisplayList.Item(content: .color(.green), frame: CGRect(x: 0, y: 0, width: 20, height: 20),
                                 groups: [DisplayList.Group(id: 4, effect: .filter(.blur(radius: 3, opaque: false)))], viewID: 4),
                DisplayList.Item(content: .color(.green), frame: CGRect(x: 0, y: 0, width: 20, height: 20),
                                 groups: [DisplayList.Group(id: 5, effect: .mask)], viewID: 5),
                DisplayList.Item(content: .shape(.capsule, fill: .black), frame: CGRect(x: 0, y: 0, width: 20, height: 10 + Double(k)),
                                 groups: [DisplayList.Group(id: 5, effect: .maskSource)], viewID: 6),
            ]))
        }
        recording = Recording(size: recording.size, framesPerSecond: recording.framesPerSecond, frames: frames)
        let first = recording.lottie(), second = recording.lottie()
        #expect(first.json == second.json)
        #expect(first == second)
        #expect(first.layerCount >= 5 && !first.approximations.isEmpty, "the recording exercises layers and approximations")
    }
}
