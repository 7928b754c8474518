import AssetDemo
import Foundation
import Kinema
import Testing

/// Icons/Vector.imageset holds a one-page PDF, 24 × 16 points (its MediaBox). Its first page is
/// drawn through `pdftocairo` when one is installed — here a stand-in program named by
/// `KINEMA_PDFTOCAIRO` that checks it is called as Poppler's is and prints the SVG Poppler writes
/// for such a page (sizes in `pt`) — and keeps the placeholder when none is.
@MainActor
@Suite("PDF image sets", .serialized)
struct PDFImageSetTests {
    static func frame(_ image: Image) -> CGSize? {
        ViewHost(image).displayList.items.first?.frame.size
    }

    @Test func theFirstPageIsDrawnThroughPdftocairoOnePDFPointAPoint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // No converter: the placeholder, at the default size.
        setenv("KINEMA_PDFTOCAIRO", folder.appendingPathComponent("missing").path, 1)
        #expect(Self.frame(Image("Vector", bundle: AssetDemoValues.bundle)) == Image.defaultSize)
        #expect(ImageRegistry.entry(named: "Vector") == nil)

        let tool = folder.appendingPathComponent("pdftocairo")
        try """
            #!/bin/sh
            [ "$1" = "-svg" ] && [ "$2" = "-f" ] && [ "$3" = "1" ] && [ "$4" = "-l" ] && [ "$5" = "1" ] && [ "$7" = "-" ] || exit 2
            head -c 5 "$6" | grep -q '%PDF-' || exit 3
            printf '<?xml version="1.0" encoding="UTF-8"?>\\n<svg xmlns="http://www.w3.org/2000/svg" width="24pt" height="16pt" viewBox="0 0 24 16" version="1.1"><path d="M 4 4 L 12 4 L 12 12 L 4 12 Z" fill="rgb(0%%,0%%,100%%)"/></svg>\\n'
            """.write(to: tool, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        setenv("KINEMA_PDFTOCAIRO", tool.path, 1)
        defer { unsetenv("KINEMA_PDFTOCAIRO") }

        #expect(Self.frame(Image("Vector", bundle: AssetDemoValues.bundle)) == CGSize(width: 24, height: 16))
        let entry = try #require(ImageRegistry.entry(named: "Vector"))
        #expect(entry.format == .svg)
        let svg = String(decoding: entry.data, as: UTF8.self)
        #expect(svg.contains(#"width="24" height="16""#), "points, not CSS points: \(svg)")
        #expect(svg.contains(#"viewBox="0 0 24 16""#))
    }
}
