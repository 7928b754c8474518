import Foundation
import KinemaDisplay
import Testing

/// KinemaDisplay's landing-page example: a frame made, hit-tested and encoded with no host.
@Suite("A display list without a host")
struct DisplayListWithoutHostTests {
    @Test func theCatalogueExampleHitTestsAndRoundTrips() throws {
        var triangle = Path()
        triangle.move(to: CGPoint(x: 50, y: 0))
        triangle.addLine(to: CGPoint(x: 100, y: 100))
        triangle.addLine(to: CGPoint(x: 0, y: 100))
        triangle.closeSubpath()

        let list = DisplayList(items: [
            .init(content: .color(.white), frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
            .init(content: .path(triangle.trimmedPath(from: 0, to: 0.5), .stroke(.blue, StrokeStyle(lineWidth: 4))),
                  frame: CGRect(x: 50, y: 50, width: 100, height: 100)),
            .init(content: .text(DisplayList.TextLayout("Half a triangle")),
                  frame: CGRect(x: 0, y: 160, width: 200, height: 22)),
        ])

        #expect(list.hitTest(CGPoint(x: 10, y: 10))?.content == .color(.white))
        #expect(list.hitTest(CGPoint(x: 10, y: 170))?.content == list.items[2].content)
        let decoded = try JSONDecoder().decode(DisplayList.self, from: JSONEncoder().encode(list))
        #expect(decoded == list)
    }
}
