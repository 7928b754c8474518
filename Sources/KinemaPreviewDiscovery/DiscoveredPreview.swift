/// A preview found in a source file by ``PreviewScanner``: what it is called, where it is, and
/// how to reach it from another module.
///
/// ```swift
/// let previews = PreviewScanner.scan(source: text, fileName: "Sources/App/ContentView.swift")
/// previews[0].title        // "Dark"
/// previews[0].location     // "Sources/App/ContentView.swift:12"
/// previews[0].kind         // .macro(argumentLabel: "ContentView_swift_…_line_12_column_1")
/// ```
public struct DiscoveredPreview: Sendable, Hashable, Codable {
    /// How the preview is declared, and so how a runner makes its view.
    public enum Kind: Sendable, Hashable, Codable {
        /// A `#Preview` at file scope: the module declares
        /// `_kinemaPreview(<argumentLabel>: ())` (see ``PreviewSymbol``), which returns it.
        case macro(argumentLabel: String)
        /// A type conforming to `PreviewProvider`, by its name qualified with the types around it
        /// (`Outer.Inner_Previews`): its static `previews` is the view.
        case provider(typeName: String)
    }

    /// How the preview is declared.
    public var kind: Kind
    /// The name written in the source: a `#Preview`'s string literal, or a provider's outermost
    /// `previewDisplayName` literal; `nil` when there is none, or when it is computed (a string
    /// with interpolations, a variable).
    public var name: String?
    /// The file, as given to the scanner.
    public var file: String
    /// The line of the `#` or of the provider type's name, 1-based.
    public var line: Int
    /// The column of the `#` or of the provider type's name, 1-based, in UTF-8 bytes.
    public var column: Int
    /// Why another module cannot reach the preview (a `private` provider type, say), or `nil`
    /// when it can.
    public var unreachableReason: String?

    /// Creates a description of a preview.
    public init(kind: Kind, name: String?, file: String, line: Int, column: Int, unreachableReason: String? = nil) {
        self.kind = kind
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.unreachableReason = unreachableReason
    }

    /// What a person calls it: the name; else a provider's type name; else, as Xcode's canvas
    /// labels an unnamed preview, its line (`Line 12`).
    public var title: String {
        if let name, !name.isEmpty { return name }
        switch kind {
        case .provider(let typeName): return typeName
        case .macro: return "Line \(line)"
        }
    }

    /// `file:line`.
    public var location: String {
        "\(file):\(line)"
    }
}
