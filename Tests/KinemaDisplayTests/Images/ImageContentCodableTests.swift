import Foundation
import KinemaDisplay
import Testing

// Image content archives by hand, like the other contents: fields beside the `type` tag, each only
// when it differs from its default, so a plain named image reads as it always did.
@Suite("Image content coding")
struct ImageContentCodableTests {
    private static func json(_ content: DisplayList.Content) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(content), as: UTF8.self)
    }

    @Test func aPlainImageEncodesItsNameOnly() throws {
        #expect(try Self.json(.image(name: "a")) == #"{"name":"a","type":"image"}"#)
    }

    @Test func everyFieldRoundTrips() throws {
        let full = DisplayList.Content.image(DisplayList.ImageContent(
            name: "brick", naturalSize: CGSize(width: 16, height: 8), resizingMode: .tile,
            capInsets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), isTemplate: true,
            interpolation: Image.Interpolation.none, isSystemSymbol: true))
        #expect(try Self.json(full) == #"{"capInsets":[1,2,3,4],"interpolation":"none","isSystemSymbol":true,"#
            + #""isTemplate":true,"name":"brick","naturalSize":[16,8],"resizingMode":"tile","type":"image"}"#)
        let decoded = try JSONDecoder().decode(DisplayList.Content.self, from: try JSONEncoder().encode(full))
        #expect(decoded == full)
        for mode in [Image.ResizingMode.stretch, .tile] {
            for interpolation in [Image.Interpolation.none, .low, .medium, .high] {
                let content = DisplayList.Content.image(DisplayList.ImageContent(
                    name: "x", resizingMode: mode, interpolation: interpolation))
                #expect(try JSONDecoder().decode(DisplayList.Content.self, from: try JSONEncoder().encode(content)) == content)
            }
        }
    }

    @Test func anUnknownResizingModeFailsToDecode() {
        let json = Data(#"{"type":"image","name":"x","resizingMode":"zoom"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DisplayList.Content.self, from: json) }
    }
}
