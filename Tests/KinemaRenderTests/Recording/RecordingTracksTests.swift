import Foundation
import Kinema
import Testing

@MainActor
@Suite("Recording: tracks")
struct RecordingTracksTests {
    /// A recording of hand-made frames, one item per frame (or none for `nil`).
    static func recording(_ items: [DisplayList.Item?]) -> Recording {
        Recording(
            size: CGSize(width: 200, height: 200),
            framesPerSecond: 10,
            frames: items.enumerated().map { index, item in
                RecordedFrame(time: Double(index) / 10, displayList: DisplayList(items: item.map { [$0] } ?? []))
            }
        )
    }

    static let box = CGRect(x: 50, y: 50, width: 100, height: 100)

    static func item(_ transform: CGAffineTransform = .identity, opacity: Double = 1, frame: CGRect = box) -> DisplayList.Item {
        DisplayList.Item(content: .shape(.circle, fill: .blue), frame: frame, transform: transform, opacity: opacity, viewID: 4)
    }

    /// `transform` applied about the centre of `box`.
    static func aboutCentre(_ transform: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(translationX: -100, y: -100).concatenating(transform).concatenating(CGAffineTransform(translationX: 100, y: 100))
    }

    @Test func theTappedAvatarHasOneScaleTrackFollowingTheSpring() throws {
        let recording = Recording.record(ViewHost(RecordingAvatar()), duration: 1, events: [.tap(recordingHostCentre, at: 0)])
        let tracks = recording.tracks
        #expect(tracks.map(\.attribute) == [.scale])
        let scale = try #require(tracks.first)
        #expect(scale.item == "Image “cat” in RecordingAvatar")
        #expect(scale.attribute.unit == "×")
        #expect(scale.values.count == 60)
        for (frame, (value, expected)) in zip(recording.frames, zip(scale.values, avatarScales(recording))) {
            #expect(scaleMatches(try #require(value), expected), "t = \(frame.time)")
        }
    }

    @Test func nothingMovingGivesNoTracks() {
        #expect(Recording.record(ViewHost(RecordingAvatar()), duration: 1).tracks.isEmpty)
        #expect(Self.recording([]).tracks.isEmpty)
    }

    @Test func opacityAndOffsetAreTrackedAndTheCentreScaleIsNotAnOffset() {
        let tracks = Self.recording([
            Self.item(),
            Self.item(Self.aboutCentre(CGAffineTransform(scaleX: 2, y: 2)), opacity: 0.5),
            Self.item(CGAffineTransform(translationX: 30, y: -10), opacity: 0.25),
        ]).tracks
        #expect(tracks.map(\.attribute) == [.offsetX, .offsetY, .scale, .opacity])
        #expect(tracks[0].values == [0, 0, 30])
        #expect(tracks[1].values == [0, 0, -10])
        #expect(tracks[2].values == [1, 2, 1])
        #expect(tracks[3].values == [1, 0.5, 0.25])
        #expect(tracks.allSatisfy { $0.item == "circle" && $0.viewID == 4 })
    }

    @Test func rotationIsInDegreesAndUnwrapped() throws {
        let degrees: [Double] = [0, 90, 170, 190, 270, 350, 370, 720 + 10]
        let tracks = Self.recording(degrees.map { Self.item(Self.aboutCentre(CGAffineTransform(rotationAngle: $0 * .pi / 180))) }).tracks
        #expect(tracks.map(\.attribute) == [.rotation])
        let values = try #require(tracks.first?.values).compactMap { $0 }
        #expect(values.count == degrees.count)
        let expected: [Double] = [0, 90, 170, 190, 270, 350, 370, 370]   // 730° is 10° (a whole turn from 370)
        for (value, wanted) in zip(values, expected) {
            #expect(abs(value - wanted) < 1e-9, "\(value) vs \(wanted)")
        }
    }

    @Test func nonUniformScaleSplitsIntoTwoTracks() {
        let tracks = Self.recording([
            Self.item(),
            Self.item(Self.aboutCentre(CGAffineTransform(scaleX: 2, y: 1))),
            Self.item(Self.aboutCentre(CGAffineTransform(scaleX: 1, y: -1))),
        ]).tracks
        #expect(tracks.map(\.attribute) == [.scaleX, .scaleY])
        #expect(tracks.first { $0.attribute == .scaleX }?.values == [1, 2, 1])
        #expect(tracks.first { $0.attribute == .scaleY }?.values == [1, 1, -1])
    }

    @Test func layoutFramesAndShadowsAreTracked() {
        var shadowed = Self.item(frame: CGRect(x: 40, y: 50, width: 120, height: 100))
        shadowed.shadow = DisplayList.Shadow(radius: 8, y: 2)
        let tracks = Self.recording([Self.item(), shadowed]).tracks
        #expect(tracks.map(\.attribute) == [.shadowRadius, .shadowY, .frameX, .frameWidth])
        #expect(tracks.map(\.values) == [[0, 8], [0, 2], [50, 40], [100, 120]])
    }

    @Test func anItemMissingFromAFrameHasNoValueThere() {
        let tracks = Self.recording([Self.item(opacity: 1), nil, Self.item(opacity: 0.5)]).tracks
        #expect(tracks.count == 1)
        #expect(tracks[0].values == [1, nil, 0.5])
    }

    @Test func itemsThatReadAlikeAreNumbered() {
        func frame(_ opacity: Double) -> DisplayList {
            DisplayList(items: [
                DisplayList.Item(content: .text("A long line of text, longer than the label", font: .system(size: 12)), frame: Self.box, opacity: opacity, viewID: 1),
                DisplayList.Item(content: .shape(.circle, fill: nil), frame: Self.box, opacity: opacity, viewID: 2),
                DisplayList.Item(content: .shape(.circle, fill: .red), frame: Self.box, opacity: opacity, viewID: 2),
            ])
        }
        let recording = Recording(size: CGSize(width: 200, height: 200), framesPerSecond: 60, frames: [
            RecordedFrame(time: 0, displayList: frame(1)), RecordedFrame(time: 1.0 / 60, displayList: frame(0.5)),
        ])
        #expect(recording.tracks.map(\.item) == ["text “A long line of text, lo…”", "circle", "circle (2)"])
    }
}
