import Foundation
import Kinema
import Testing

/// The value labels of a page's charts fit in the chart: a long negative value keeps its minus
/// sign ("-12345.7 pt", which used to be clipped to "·2345.7 pt" by a fixed 56-point margin).
/// Measured in real Chromium with `getBBox`.
@Suite("Scene page axis labels", .serialized, .enabled(if: BrowserProbe.canRun, BrowserProbe.skipNote))
struct ScenePageAxisLabelTests {
    /// A square sliding far to the left: its offset track runs from 0 to −12,345.678 points.
    static func page() -> String {
        let frames = (0..<5).map { index in
            let item = DisplayList.Item(
                content: .shape(.rectangle, fill: .blue), frame: CGRect(x: 10, y: 10, width: 20, height: 20),
                transform: CGAffineTransform(translationX: -12_345.678 * Double(index) / 4, y: -0.5 * Double(index)),
                viewID: 1)
            return RecordedFrame(time: Double(index) / 10, displayList: DisplayList(items: [item]))
        }
        return Recording(size: CGSize(width: 100, height: 100), framesPerSecond: 10, frames: frames).htmlPage(title: "Far")
    }

    @Test(.timeLimit(.minutes(10)))
    func everyLabelFitsInsideItsChart() async throws {
        let report = try await BrowserProbe.run(page: Self.page(), probe: """
            var labels = [];
            Array.prototype.forEach.call(document.querySelectorAll(".plot svg"), function (svg) {
              var width = Number(svg.getAttribute("viewBox").split(" ")[2]);
              Array.prototype.forEach.call(svg.querySelectorAll(".plot-label"), function (text) {
                var box = text.getBBox();
                labels.push({ text: text.textContent, left: box.x, right: box.x + box.width, width: width });
              });
            });
            report(labels);
            """) as? [[String: Any]]
        let labels = try #require(report)
        let texts = labels.compactMap { $0["text"] as? String }
        #expect(texts.contains("-12345.7 pt"), "\(texts)")
        #expect(texts.contains("-2 pt"), "\(texts)")
        for label in labels {
            let left = try #require(label["left"] as? Double), right = try #require(label["right"] as? Double)
            let width = try #require(label["width"] as? Double)
            #expect(left >= 0 && right <= width, "“\(label["text"] ?? "")” spans \(left)…\(right) in a chart \(width) wide")
        }
    }
}
