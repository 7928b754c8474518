import Foundation
import KinemaPreviewDiscovery
import KinemaPreviewScanning
import Testing

/// The scanner finds what a person would call the file's previews, where they are, and how the
/// runner reaches them — from the source alone.
@Suite struct PreviewScannerTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func scan(_ url: URL, as name: String) throws -> [DiscoveredPreview] {
        PreviewScanner.scan(source: try String(contentsOf: url, encoding: .utf8), fileName: name)
    }

    /// The forms file the compile tests call: the labels here are the ones those tests call, so
    /// the scanner and the macro agree on every form.
    @Test func formsFixtureMatchesTheCompiledFunctions() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PreviewFormsFixture.swift")
        let previews = try Self.scan(url, as: "Tests/KinemaPreviewsTests/PreviewFormsFixture.swift")
        let label = { (line: Int) in DiscoveredPreview.Kind.macro(argumentLabel: "PreviewFormsFixture_swift_804ed6be_line_\(line)_column_1") }
        #expect(previews.map(\.kind) == [
            label(6), label(8), label(10), label(12), label(14), label(21), label(26),
            .provider(typeName: "ContentView_Previews"), .provider(typeName: "Several_Previews"),
        ])
        #expect(previews.map(\.title) == [
            "Line 6", "Dark", "Line 10", "Card", "Toggle", "toggle", "Statements", "Main", "Several_Previews",
        ])
        #expect(previews.map(\.location).suffix(2) == [
            "Tests/KinemaPreviewsTests/PreviewFormsFixture.swift:31",
            "Tests/KinemaPreviewsTests/PreviewFormsFixture.swift:57",
        ])
        #expect(previews.allSatisfy { $0.unreachableReason == nil })
    }

    @Test func scannerCases() throws {
        let previews = try Self.scan(Self.fixtures.appendingPathComponent("ScannerCases.swift"), as: "ScannerCases.swift")
        // FNV-1a of "ScannerCases.swift".
        let hash = "a1a8e643"
        let macro = { (line: Int, column: Int) in
            DiscoveredPreview.Kind.macro(argumentLabel: "ScannerCases_swift_\(hash)_line_\(line)_column_\(column)")
        }
        let found = previews.map { "\($0.kind) \($0.name ?? "nil") \($0.line):\($0.column)" }
        #expect(found == [
            "\(macro(7, 1)) Debug only 7:1",
            "\(macro(9, 1)) Release 9:1",
            "\(macro(12, 1)) Tab\tand \"quotes\" 12:1",
            "\(macro(13, 1)) nil 13:1",
            "\(macro(14, 1)) nil 14:1",
            "\(macro(15, 1)) nil 15:1",
            "\(macro(16, 5)) nil 16:5",
            "provider(typeName: \"Catalog.Nested_Previews\") Nested 21:12",
            "provider(typeName: \"Hidden_Previews\") nil 26:16",
            "provider(typeName: \"Outer.Inner_Previews\") nil 31:12",
            "provider(typeName: \"Later_Previews\") Later 38:1",
            "provider(typeName: \"Grouped_Previews\") nil 47:8",
            "provider(typeName: \"Returning_Previews\") Returned 56:8",
        ])
        let reasons = Dictionary(uniqueKeysWithValues: previews.map { ($0.title, $0.unreachableReason) })
        #expect(reasons["Hidden_Previews"]! == "'Hidden_Previews' is private or fileprivate: make it internal so the preview runner can reach it")
        #expect(reasons["Outer.Inner_Previews"]! == "'Outer', around 'Outer.Inner_Previews', is private or fileprivate: make it internal so the preview runner can reach it")
        #expect(reasons["Nested"]! == nil)
        #expect(previews.filter { $0.unreachableReason != nil }.count == 2)
    }

    @Test func emptyAndBrokenSources() {
        #expect(PreviewScanner.scan(source: "", fileName: "Empty.swift").isEmpty)
        // Unbalanced source still parses (with errors); what is recognisable is found.
        let broken = PreviewScanner.scan(source: "#Preview(\"Half\") { Text(\n", fileName: "Broken.swift")
        #expect(broken.map(\.name) == ["Half"])
        #expect(PreviewScanner.scan(source: "#Preview", fileName: "Bare.swift").map(\.line) == [1])
    }

    @Test func titles() {
        let unnamed = DiscoveredPreview(kind: .macro(argumentLabel: "x"), name: nil, file: "A.swift", line: 12, column: 1)
        #expect(unnamed.title == "Line 12")
        let emptyName = DiscoveredPreview(kind: .macro(argumentLabel: "x"), name: "", file: "A.swift", line: 3, column: 1)
        #expect(emptyName.title == "Line 3")
        let provider = DiscoveredPreview(kind: .provider(typeName: "A_Previews"), name: nil, file: "A.swift", line: 3, column: 8)
        #expect(provider.title == "A_Previews")
        #expect(provider.location == "A.swift:3")
    }
}
