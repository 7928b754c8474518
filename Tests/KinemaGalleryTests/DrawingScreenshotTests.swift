import Foundation
import Kinema
import KinemaExport
import KinemaTestSupport
import Testing

/// A real browser draws a frame that uses a gradient, a stroke, a trim, a clip, a blur and text,
/// and its pixels at known points have the colours SVG's definitions give.
///
/// The frame is Kinema's SVG for a 400 × 400 host, opened directly in headless Chromium at one
/// pixel per point; ffmpeg decodes the screenshot to raw RGB. Each part is placed with
/// `position`, so its pixels are known without running Kinema's layout in the test:
///
/// - a linear gradient from red (#ff3b30) to blue (#007aff), 160 × 60 centred at (100, 50): SVG
///   interpolates in sRGB, so the middle is the channel-wise average;
/// - a 100-point circle stroked green (#34c759) 10 wide at (100, 200): the ring covers radii
///   45…55, the centre stays white;
/// - the same circle in black trimmed to 0…0.5 at (300, 200): a SwiftUI circle starts at its
///   rightmost point and runs clockwise on screen, so the bottom half is drawn and the top is not;
/// - an orange square 80 wide clipped to a circle at (300, 60): the centre is orange, the
///   corners white;
/// - a black 80-point square blurred with radius 20 at (100, 340): a Gaussian of σ = 10 (half the
///   radius), so the middle of an edge is 50 % covered, the centre about fully, and 20 points
///   outside (2σ) about 2.3 %;
/// - bold 40-point text at (300, 340): dark pixels inside its line, none below it.
@Suite("Drawing in a browser", .serialized)
struct DrawingScreenshotTests {
    @MainActor
    private static func frameSVG() -> String {
        let view = ZStack {
            LinearGradient(colors: [Color(red: 1, green: 59 / 255, blue: 48 / 255), Color(red: 0, green: 122 / 255, blue: 1)],
                           startPoint: .leading, endPoint: .trailing)
                .frame(width: 160, height: 60)
                .position(x: 100, y: 50)
            Color.orange.frame(width: 80, height: 80).clipShape(Circle()).position(x: 300, y: 60)
            Circle().stroke(Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255), lineWidth: 10)
                .frame(width: 100, height: 100)
                .position(x: 100, y: 200)
            Circle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 10)
                .frame(width: 100, height: 100)
                .position(x: 300, y: 200)
            Rectangle().fill(Color.black).frame(width: 80, height: 80).blur(radius: 20).position(x: 100, y: 340)
            Text("KINEMA").font(.system(size: 40, weight: .bold)).position(x: 300, y: 340)
        }
        return ViewHost(view, size: CGSize(width: 400, height: 400)).svg()
    }

    @Test(.enabled(if: BrowserTools.canRun, BrowserTools.skipNote), .timeLimit(.minutes(10)))
    func chromiumDrawsEffectsWhereTheFormulasSay() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-drawing-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let page = directory.appendingPathComponent("frame.svg")
        let svg = await Self.frameSVG()
        try svg.write(to: page, atomically: true, encoding: .utf8)
        let image = try await BrowserTools.screenshot(of: page.absoluteString, in: directory, task: "taking a screenshot of the frame")

        func near(_ x: Int, _ y: Int, _ expected: (Int, Int, Int), _ tolerance: Int = 12, _ what: String) {
            let pixel = image.rgb(x, y)
            let close = abs(pixel.r - expected.0) <= tolerance && abs(pixel.g - expected.1) <= tolerance
                && abs(pixel.b - expected.2) <= tolerance
            #expect(close, "\(what) at (\(x), \(y)): \(pixel), expected \(expected) ± \(tolerance)")
        }
        let white = (255, 255, 255)

        // Gradient: red at its leading edge, blue at its trailing edge, their mean in the middle.
        near(22, 50, (255, 59, 48), 14, "gradient start")
        near(177, 50, (0, 122, 255), 14, "gradient end")
        near(100, 50, (128, 91, 152), 8, "gradient middle")
        // Clip: orange inside the circle, white in the square's corner.
        near(300, 60, (255, 149, 0), 4, "clipped centre")
        near(263, 23, white, 4, "clipped corner")
        // Stroke: green on the ring (radius 50), white at the centre and well outside.
        near(150, 200, (52, 199, 89), 6, "ring")
        near(100, 200, white, 2, "ring centre")
        near(100, 262, white, 2, "outside the ring")
        // Trim: the bottom half of the ring is drawn, the top is not.
        near(300, 250, (0, 0, 0), 8, "trimmed ring, bottom")
        near(300, 150, white, 2, "trimmed ring, top")
        // Blur: σ = 10 → fully dark inside, half at the edge, 2.3 % at 2σ outside.
        #expect(image.darkness(100, 340) >= 240, "blur centre: \(image.darkness(100, 340))")
        #expect(abs(image.darkness(60, 340) - 128) <= 16, "blur edge: \(image.darkness(60, 340))")
        #expect(image.darkness(40, 340) <= 14, "blur at 2σ: \(image.darkness(40, 340))")
        // Text: dark pixels in its line, nothing below it.
        var dark = 0
        for y in 322...358 { for x in 220...380 where image.darkness(x, y) > 128 { dark += 1 } }
        #expect(dark > 400, "text pixels: \(dark)")
        for x in 220...380 { near(x, 385, white, 2, "below the text") }
    }
}
