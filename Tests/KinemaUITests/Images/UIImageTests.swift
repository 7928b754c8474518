import Foundation
import Kinema
import KinemaTestSupport
import Testing

// The UIKit image stand-in as SwiftUI code uses it: `Image(uiImage:)` of bytes downloaded or read
// from a file, of a named image and of a symbol; anything else is `nil`, as UIKit's failable
// initialisers are.
@MainActor
@Suite("UIImage")
struct UIImageTests {
    @Test func pngBytesBecomeAnImageAtTheirPixelsOverTheScale() throws {
        let image = try #require(UIImage(data: TestPNG.data(width: 60, height: 40), scale: 2))
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == 2)
        let host = ViewHost(Image(uiImage: image), size: CGSize(width: 100, height: 100))
        let drawn = host.displayList.items.compactMap { item -> DisplayList.ImageContent? in
            if case .image(let content) = item.content { return content }
            return nil
        }
        #expect(drawn.first?.naturalSize == CGSize(width: 30, height: 20))
        #expect(image.pngData() == TestPNG.data(width: 60, height: 40))
    }

    @Test func bytesThatAreNoImageAndUnknownNamesAreNil() {
        #expect(UIImage(data: Data("hello".utf8)) == nil)
        #expect(UIImage(named: "no-such-image-\(UUID().uuidString)") == nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/\(UUID().uuidString).png") == nil)
    }

    @Test func aSymbolKinemaDrawsIsAnImage() {
        #expect(UIImage(systemName: "heart.fill") != nil)
    }

    @Test func aRegisteredNameIsAnImage() throws {
        let name = "uiimage-test-\(UUID().uuidString)"
        #expect(ImageRegistry.register(png: TestPNG.data(width: 8, height: 4), named: name))
        let image = try #require(UIImage(named: name))
        #expect(image.size == CGSize(width: 8, height: 4))
    }
}
