import Foundation
import Kinema
import Testing

/// A label whose colour animates, as the gallery's overdue reminder does (WWDC23 "Wind your way
/// through advanced animations in SwiftUI": red and primary alternating with easeInOut).
struct RecordingColorShift: View {
    @State private var highlighted = false

    var body: some View {
        // The view's foreground style (after `padding`, not `Text`'s own), as the reminder's
        // phase animator sets it on its content.
        Text("Overdue")
            .padding()
            .foregroundStyle(highlighted ? .red : .primary)
            .onTapGesture { withAnimation(.easeInOut(duration: 1)) { highlighted.toggle() } }
    }
}

/// The colour an item paints with is followed like any other value: red, green, blue and colour
/// opacity tracks, which come as a set when the colour changes, so the page can draw the colour.
@MainActor
@Suite("Recording: colour tracks")
struct RecordingColorTracksTests {
    static func recording(_ items: [DisplayList.Item]) -> Recording {
        Recording(
            size: CGSize(width: 100, height: 100), framesPerSecond: 10,
            frames: items.enumerated().map { RecordedFrame(time: Double($0.offset) / 10, displayList: DisplayList(items: [$0.element])) })
    }

    static func swatch(_ color: Color) -> DisplayList.Item {
        DisplayList.Item(content: .color(color), frame: CGRect(x: 0, y: 0, width: 10, height: 10), viewID: 2)
    }

    @Test func aChangingColourGivesItsFourComponents() {
        let tracks = Self.recording([
            Self.swatch(Color(red: 1, green: 0, blue: 0)),
            Self.swatch(Color(red: 0.5, green: 0, blue: 0.5, opacity: 1)),
            Self.swatch(Color(red: 0, green: 0, blue: 1)),
        ]).tracks
        #expect(tracks.map(\.attribute) == [.red, .green, .blue, .colorOpacity])
        #expect(tracks[0].values == [1, 0.5, 0])
        // Unchanging components come too, so each frame's colour can be rebuilt.
        #expect(tracks[1].values == [0, 0, 0])
        #expect(tracks[2].values == [0, 0.5, 1])
        #expect(tracks[3].values == [1, 1, 1])
        #expect(tracks.allSatisfy { $0.item == "color" && $0.attribute.unit.isEmpty && $0.attribute.isColorComponent })
    }

    @Test func aSteadyColourGivesNoTrack() {
        #expect(Self.recording([Self.swatch(.red), Self.swatch(.red)]).tracks.isEmpty)
    }

    /// Text and fill-less shapes paint with the foreground colour, black (primary) without one;
    /// a shape's own fill wins over it; gradients have no single colour.
    @Test func thePaintedColourIsTheOneTheRendererUses() {
        func text(_ foreground: Color?) -> DisplayList.Item {
            DisplayList.Item(content: .text("Hi"), frame: CGRect(x: 0, y: 0, width: 40, height: 20), foregroundColor: foreground)
        }
        let textTracks = Self.recording([text(nil), text(.red)]).tracks
        #expect(textTracks.map(\.attribute) == [.red, .green, .blue, .colorOpacity])
        #expect(textTracks[0].values == [0, Color.red.red])
        func filled(_ foreground: Color) -> DisplayList.Item {
            DisplayList.Item(content: .shape(.circle, fill: .blue), frame: CGRect(x: 0, y: 0, width: 9, height: 9), foregroundColor: foreground)
        }
        #expect(Self.recording([filled(.red), filled(.green)]).tracks.isEmpty, "the fill is what is painted")
        let gradient = ResolvedPaint.linearGradient(
            stops: Gradient(colors: [.red, .blue]).stops, startPoint: .leading, endPoint: .trailing)
        func path(_ paint: ResolvedPaint) -> DisplayList.Item {
            DisplayList.Item(
                content: .path(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .gradientFill(paint, eoFill: false)),
                frame: CGRect(x: 0, y: 0, width: 5, height: 5), foregroundColor: .red)
        }
        #expect(Self.recording([path(gradient), path(.color(.blue))]).tracks.isEmpty)
    }

    /// A recorded colour animation: the label goes from black to red under easeInOut over 1 s,
    /// its red component rising monotonically through values strictly between the two.
    @Test func anAnimatedForegroundIsTrackedFrameByFrame() throws {
        let host = ViewHost(RecordingColorShift())
        let recording = Recording.record(host, duration: 1.5, events: [.tap(recordingHostCentre, at: 0)])
        let tracks = recording.tracks.filter(\.attribute.isColorComponent)
        #expect(tracks.map(\.attribute) == [.red, .green, .blue, .colorOpacity])
        let red = try #require(tracks.first).values.map { $0 ?? -1 }
        #expect(red.first == 0)
        #expect(abs((red.last ?? 0) - Color.red.red) < 1e-9)
        let between = red.filter { $0 > 0.01 && $0 < Color.red.red - 0.01 }
        #expect(between.count >= 30, "an easeInOut of 1 s at 60 fps passes through many colours: \(red)")
        #expect(zip(red, red.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 }, "\(red)")
    }
}
