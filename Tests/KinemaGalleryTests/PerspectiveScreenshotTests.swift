import Foundation
import Kinema
import KinemaExport
import KinemaTestSupport
import Testing

/// A real browser draws a card turned 45° about the y axis (rotation3DEffect's default
/// perspective) as a trapezoid, at the corners the projection formula gives.
///
/// The card is a blue 200 × 100 colour in a 400 × 400 host, centred. By the formula (see
/// `SVGPerspectiveTests`): turning it 45° about its centre, seen from 200 points, puts its left
/// edge at x 90.6 from y 122.6 to 277.4 (nearer, taller) and its right edge at x 252.2 from y 163.1
/// to 236.9. Pixels inside the trapezoid but outside any affine drawing of the card (whose height
/// would be the same at both ends) are blue; pixels inside the affine drawing but outside the
/// trapezoid are white.
@Suite("Perspective in a browser", .serialized)
struct PerspectiveScreenshotTests {
    @MainActor
    private static func frameSVG() -> String {
        let card = Color(red: 0, green: 0, blue: 1).frame(width: 200, height: 100)
            .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        return ViewHost(card, size: CGSize(width: 400, height: 400)).svg()
    }

    @Test(.enabled(if: BrowserTools.canRun, BrowserTools.skipNote), .timeLimit(.minutes(10)))
    func chromiumDrawsTheTiltedCardAsATrapezoid() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-perspective-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("frame.svg")
        try await Self.frameSVG().write(to: page, atomically: true, encoding: .utf8)
        let image = try await BrowserTools.screenshot(of: page.absoluteString, in: directory, task: "taking a screenshot of the frame")

        func expect(_ x: Int, _ y: Int, blue: Bool, _ what: String) {
            let pixel = image.rgb(x, y)
            let isBlue = pixel.b > 200 && pixel.r < 40 && pixel.g < 40
            let isWhite = pixel.r > 230 && pixel.g > 230 && pixel.b > 230
            #expect(blue ? isBlue : isWhite, "\(what) at (\(x), \(y)): \(pixel)")
        }
        expect(100, 135, blue: true, "near the tall left edge's top")
        expect(100, 270, blue: true, "near the tall left edge's bottom")
        expect(245, 200, blue: true, "the short right edge's middle")
        expect(245, 150, blue: false, "above the short right edge")
        expect(245, 250, blue: false, "below the short right edge")
        expect(80, 200, blue: false, "left of the card")
        expect(262, 200, blue: false, "right of the card")
    }
}
