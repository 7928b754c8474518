import Foundation

/// The Swift that Xcode's "generated asset symbols" give a target, written for a catalogue:
/// `ColorResource` and `ImageResource` members for every colour and image set, and `Color`,
/// `ShapeStyle` and `UIColor` members for the colours whose names do not clash.
///
/// ```swift
/// let source = AssetSymbols(catalogs: [catalog], moduleImport: "SwiftUI", bundle: .module).source
/// // extension ColorResource { static let brand = ColorResource(name: "BrandColor", bundle: resourceBundle) }
/// ```
///
/// Names become identifiers as Xcode makes them: words split at anything not a letter or digit,
/// the first word's leading capitals lowered (`DSAction` → `dsAction`), later words capitalised
/// (`bear_no_background` → `bearNoBackground`), a final `Color` (colours) or `Image` (images) word
/// dropped when something remains (`AccentColor` → `accent`), a leading digit prefixed with `_`
/// (`10_arm` → `_10Arm`), keywords escaped. Sets in namespaces become members of nested enums
/// named after the folders.
public struct AssetSymbols: Sendable {
    /// Which bundle the generated resources name.
    public enum BundleReference: String, Sendable {
        /// `Bundle.module`: the catalogue is a resource of the target.
        case module
        /// `Bundle.main`: the catalogue is not a declared resource; Kinema's lookup with the main
        /// bundle also searches the resource bundles beside the program.
        case main
    }

    public let catalogs: [AssetCatalog]
    public let moduleImport: String
    public let bundle: BundleReference

    public init(catalogs: [AssetCatalog], moduleImport: String, bundle: BundleReference) {
        self.catalogs = catalogs
        self.moduleImport = moduleImport
        self.bundle = bundle
    }

    /// Members `Color` and `ShapeStyle where Self == Color` already have: a colour set whose
    /// identifier is one of these gets a resource but no `Color` member, with a warning, as in Xcode.
    static let colorMembers: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
        "brown", "white", "gray", "black", "clear", "primary", "secondary", "tertiary", "quaternary",
        "quinary", "accentColor", "background", "foreground", "tint", "separator", "selection",
        "placeholder", "link", "fill", "windowBackground", "bar", "ultraThinMaterial", "thinMaterial",
        "regularMaterial", "thickMaterial", "ultraThickMaterial", "init", "self", "Type",
    ]

    /// Members Kinema's `UIColor` already has.
    static let uiColorMembers: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link",
        "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground",
        "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
        "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
        "quaternarySystemFill", "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint",
        "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink",
        "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
        "systemGray6", "tintColor", "black", "darkGray", "lightGray", "white", "gray", "red", "green",
        "blue", "cyan", "yellow", "magenta", "orange", "purple", "brown", "clear", "init", "self", "Type",
    ]

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super",
        "throws", "true", "try", "Any", "Self",
    ]

    /// The identifier Xcode gives an asset named `name`; `suffix` is the word dropped from its
    /// end (`"Color"` or `"Image"`).
    public static func identifier(for name: String, dropping suffix: String?) -> String {
        var words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        if words.isEmpty { return "_" }
        if let suffix, words.count > 1, words.last!.lowercased() == suffix.lowercased() {
            words.removeLast()
        }
        var result = lowered(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        // A camel-case tail (`AccentColor`, `backgroundColor`), but not `VCimage`.
        if let suffix, result.count > suffix.count, result.hasSuffix(suffix) {
            result.removeLast(suffix.count)
        }
        if result.first!.isNumber { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// A namespace's enum name: its words capitalised (`app icons` → `AppIcons`).
    static func typeName(for name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        var result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if result.isEmpty { result = "_" }
        if result.first!.isNumber { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// `DSAction` → `dsAction`, `URL` → `url`, `Brand` → `brand`.
    private static func lowered(_ word: String) -> String {
        let characters = Array(word)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        if capitals == 0 { return word }
        let lowerCount = capitals == characters.count || capitals == 1 ? capitals : capitals - 1
        return String(characters[..<lowerCount]).lowercased() + String(characters[lowerCount...])
    }

    /// A node of the namespace tree: members at this level, then nested namespaces.
    private final class Namespace {
        var members: [(identifier: String, name: String)] = []
        var children: [(name: String, node: Namespace)] = []

        func child(_ name: String) -> Namespace {
            if let found = children.first(where: { $0.name == name }) { return found.node }
            let node = Namespace()
            children.append((name, node))
            return node
        }
    }

    /// The generated file.
    public var source: String {
        var out = """
        // Generated by Kinema's KinemaAssetSymbols plugin from the target's asset catalogues, as
        // Xcode's generated asset symbols are. Do not edit: it is written again on every build.
        // Apple platforms keep Xcode's own symbols.
        #if !canImport(DeveloperToolsSupport)
        import Foundation
        import \(moduleImport)

        private let resourceBundle = Foundation.Bundle.\(bundle.rawValue)


        """
        var warnings: [String] = []
        for kind in [AssetCatalog.Kind.color, .image] {
            let typeName = kind == .color ? "ColorResource" : "ImageResource"
            let root = Namespace()
            var seen: Set<String> = []
            for catalog in catalogs {
                for asset in catalog.assets where asset.kind == kind || (kind == .image && asset.kind == .symbol) {
                    guard seen.insert(asset.name).inserted else { continue }
                    var node = root
                    for namespace in asset.namespaces { node = node.child(namespace) }
                    let identifier = Self.identifier(for: asset.baseName, dropping: kind == .color ? "Color" : "Image")
                    if node.members.contains(where: { $0.identifier == identifier }) {
                        warnings.append("The \\\"\(Self.escaped(asset.name))\\\" asset name resolves to the same symbol as another; rename one.")
                        continue
                    }
                    node.members.append((identifier, asset.name))
                }
            }
            out += "extension \(typeName) {\n"
            out += Self.members(of: root, typeName: typeName, kind: kind == .color ? "color" : "image", indent: "    ")
            out += "}\n\n"
            if kind == .color {
                out += colorExtensions(root.members, warnings: &warnings)
            }
        }
        for warning in warnings { out += "#warning(\"\(warning)\")\n" }
        out += "#endif\n"
        return out
    }

    private static func members(of node: Namespace, typeName: String, kind: String, indent: String) -> String {
        var out = ""
        for member in node.members {
            out += "\(indent)/// The \"\(escaped(member.name))\" asset catalog \(kind) resource.\n"
            out += "\(indent)static let \(member.identifier) = \(typeName)(name: \"\(escaped(member.name))\", bundle: resourceBundle)\n"
        }
        for (name, child) in node.children {
            out += "\(indent)/// The \"\(escaped(name))\" asset catalog resource namespace.\n"
            out += "\(indent)enum \(Self.typeName(for: name)) {\n"
            out += members(of: child, typeName: typeName, kind: kind, indent: indent + "    ")
            out += "\(indent)}\n"
        }
        return out
    }

    private func colorExtensions(_ members: [(identifier: String, name: String)], warnings: inout [String]) -> String {
        var color = "", uiColor = ""
        for member in members {
            let bare = member.identifier.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let name = Self.escaped(member.name)
            if Self.colorMembers.contains(bare) {
                warnings.append("The \\\"\(name)\\\" color asset name resolves to a conflicting Color symbol \\\"\(bare)\\\". Try renaming the asset.")
            } else {
                color += "    /// The \"\(name)\" asset catalog color.\n"
                color += "    static var \(member.identifier): Color { Color(ColorResource.\(member.identifier)) }\n"
            }
            if !Self.uiColorMembers.contains(bare) {
                uiColor += "    /// The \"\(name)\" asset catalog color.\n"
                uiColor += "    static var \(member.identifier): UIColor { UIColor(resource: ColorResource.\(member.identifier)) }\n"
            }
        }
        var out = "extension Color {\n\(color)}\n\n"
        out += "extension ShapeStyle where Self == Color {\n\(color)}\n\n"
        out += "extension UIColor {\n\(uiColor)}\n\n"
        return out
    }

    /// A name inside a Swift string literal.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }
}
