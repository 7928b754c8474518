import KinemaPreviewDiscovery
import Testing

/// The label a `#Preview`'s function carries: the file's name made an identifier, the FNV-1a
/// hash of the name (offset basis 0x811c9dc5, prime 0x01000193, over its UTF-8 bytes, as
/// published by Fowler, Noll and Vo), the line and the column.
@Suite struct PreviewSymbolTests {
    @Test(arguments: [
        ("ContentView.swift", 12, 1, "ContentView_swift_3ab63532_line_12_column_1"),
        ("Sources/App/ContentView.swift", 12, 1, "ContentView_swift_3ab63532_line_12_column_1"),
        ("App/ContentView.swift", 3, 5, "ContentView_swift_3ab63532_line_3_column_5"),
        ("a-b.swift", 1, 1, "a_b_swift_bdb1e02a_line_1_column_1"),
        ("a_b.swift", 1, 1, "a_b_swift_3ba33140_line_1_column_1"),
        ("1.swift", 1, 1, "file_1_swift_cf1eb5d1_line_1_column_1"),
        ("test.swift", -4, 0, "test_swift_e7658b74_line_0_column_0"),
    ])
    func label(fileName: String, line: Int, column: Int, expected: String) {
        #expect(PreviewSymbol.argumentLabel(fileName: fileName, line: line, column: column) == expected)
    }

    /// Names that sanitize alike stay apart by their hash.
    @Test func namesThatSanitizeAlikeDiffer() {
        let first = PreviewSymbol.argumentLabel(fileName: "a-b.swift", line: 1, column: 1)
        let second = PreviewSymbol.argumentLabel(fileName: "a_b.swift", line: 1, column: 1)
        #expect(first != second)
    }

    /// Non-ASCII names become underscores but still make an identifier.
    @Test func nonASCIIName() {
        let label = PreviewSymbol.argumentLabel(fileName: "Café.swift", line: 2, column: 1)
        #expect(label.hasPrefix("Caf__swift_"))
        #expect(label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
    }

    @Test func functionName() {
        #expect(PreviewSymbol.functionName == "_kinemaPreview")
    }
}
