/// The name of the declaration a `#Preview` expands to, which the macro writes and the tool calls.
///
/// A freestanding macro at file scope may not introduce arbitrary names (SE-0397), and a type
/// cannot be declared twice under one name, so every `#Preview` in a module declares a function
/// with the same base name, ``functionName``, told apart by its one argument label: the file's
/// name, a hash of it, and the line and column of the `#`. Both sides derive the label from the same three
/// facts, so the tool can call a preview it found by reading the source without compiling it:
///
/// ```swift
/// PreviewSymbol.argumentLabel(fileName: "ContentView.swift", line: 12, column: 1)
/// // "ContentView_swift_3ab63532_line_12_column_1"
/// // the macro declares   func _kinemaPreview(ContentView_swift_3ab63532_line_12_column_1 _: Void = ()) -> Preview
/// // the runner calls     _kinemaPreview(ContentView_swift_3ab63532_line_12_column_1: ())
/// ```
public enum PreviewSymbol {
    /// The base name of every function a `#Preview` declares.
    public static let functionName = "_kinemaPreview"

    /// The argument label of the function a `#Preview` declares in `fileName` (a file name or a
    /// path: only its last component counts) at `line` and `column` (1-based, columns in UTF-8
    /// bytes, as the compiler counts them).
    ///
    /// Characters that cannot appear in an identifier become `_`; the FNV-1a hash of the whole
    /// file name keeps `a-b.swift` and `a_b.swift` apart. Lines and columns below 1 read as 0.
    public static func argumentLabel(fileName: String, line: Int, column: Int) -> String {
        let name = lastPathComponent(fileName)
        var sanitized = ""
        for scalar in name.unicodeScalars {
            let isIdentifierCharacter = scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            sanitized.unicodeScalars.append(isIdentifierCharacter ? scalar : "_")
        }
        // A label starting with a digit is no identifier; one starting with a letter never clashes
        // with a keyword once the suffix is on.
        if sanitized.first.map({ !$0.isLetter }) ?? true { sanitized = "file_" + sanitized }
        let hash = String(fnv1a(name), radix: 16)
        let paddedHash = String(repeating: "0", count: max(0, 8 - hash.count)) + hash
        return "\(sanitized)_\(paddedHash)_line_\(max(0, line))_column_\(max(0, column))"
    }

    /// `fileName`'s last path component (`/` or `\` separated).
    static func lastPathComponent(_ fileName: String) -> String {
        let component = fileName.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last
        return component.map(String.init) ?? fileName
    }

    /// The 32-bit FNV-1a hash of `text`'s UTF-8 bytes: stable across runs and platforms, unlike
    /// `Hasher`.
    static func fnv1a(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }
}
