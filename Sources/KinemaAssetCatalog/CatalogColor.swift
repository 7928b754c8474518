import Foundation

/// A colour set's colour for one appearance, as its `Contents.json` states it.
///
/// ```swift
/// let set = AssetCatalog.ColorSet(directory: brandColorSetURL)
/// set?.any      // the colour for any (light) appearance
/// set?.dark     // the dark appearance's, when the set has one
/// ```
public enum CatalogColor: Sendable, Hashable {
    /// Components in a colour space, each as the file gives it, decoded to 0…1 (extended spaces
    /// may go beyond).
    case components(space: Space, red: Double, green: Double, blue: Double, alpha: Double)
    /// A system colour by its platform name (`"systemBlueColor"`, `"labelColor"`).
    case reference(String)

    /// The colour spaces colour sets name.
    public enum Space: String, Sendable, Hashable {
        case sRGB = "srgb"
        case extendedSRGB = "extended-srgb"
        case extendedLinearSRGB = "extended-linear-srgb"
        case displayP3 = "display-p3"
        case grayGamma22 = "gray-gamma-22"
        case extendedGray = "extended-gray"
    }

    /// Reads a `"color"` object: `{"color-space": …, "components": {…}}` or `{"reference": …}`.
    init?(json: [String: Any]) {
        if let reference = json["reference"] as? String {
            self = .reference(reference)
            return
        }
        guard let components = json["components"] as? [String: Any] else { return nil }
        let space = (json["color-space"] as? String).flatMap(Space.init(rawValue:)) ?? .sRGB
        let alpha = Self.alpha(components["alpha"]) ?? 1
        if let white = Self.channel(components["white"]) {
            self = .components(space: space, red: white, green: white, blue: white, alpha: alpha)
            return
        }
        guard let red = Self.channel(components["red"]), let green = Self.channel(components["green"]),
              let blue = Self.channel(components["blue"]) else { return nil }
        self = .components(space: space, red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour channel as Xcode writes it: a float with a decimal point (`"0.502"`), an 8-bit
    /// integer (`"128"`) or 8-bit hex (`"0x80"`); JSON numbers read the same way. Non-finite
    /// values read as missing.
    static func channel(_ value: Any?) -> Double? {
        if let text = value as? String {
            let text = text.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") {
                return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            }
            if text.contains(".") || text.contains("e") || text.contains("E") {
                return Double(text).flatMap { $0.isFinite ? $0 : nil }
            }
            return Double(text).flatMap { $0.isFinite ? $0 / 255 : nil }
        }
        if let number = value as? NSNumber {
            let double = number.doubleValue
            guard double.isFinite else { return nil }
            // A JSON integer is an 8-bit component, a JSON fraction a float one.
            return double == double.rounded() && double > 1 ? double / 255 : double
        }
        return nil
    }

    /// Alpha is a float even in 8-bit sets (`"1.000"`), but a bare `"1"` or `"0"` means just that.
    static func alpha(_ value: Any?) -> Double? {
        if let text = value as? String, let whole = Int(text.trimmingCharacters(in: .whitespaces)), whole == 0 || whole == 1 {
            return Double(whole)
        }
        return channel(value)
    }
}

extension AssetCatalog {
    /// A colour set's colours: the one for any appearance and the dark one.
    ///
    /// ```swift
    /// if let set = AssetCatalog.ColorSet(directory: url) { print(set.any, set.dark as Any) }
    /// ```
    ///
    /// Of the set's entries, the universal idiom's win over a device's (iPhone first), and the
    /// plain entry over one for high contrast.
    public struct ColorSet: Sendable, Hashable {
        /// The colour for any appearance (or for the light one, when only light and dark are given).
        public let any: CatalogColor
        /// The colour for the dark appearance, if the set gives one.
        public let dark: CatalogColor?

        /// Reads the set in `directory`; `nil` when it holds no readable colour.
        public init?(directory: URL) {
            guard let json = CatalogJSON.object(at: directory.appendingPathComponent("Contents.json")),
                  let entries = json["colors"] as? [[String: Any]] else { return nil }
            var light: (rank: Int, color: CatalogColor)?
            var dark: (rank: Int, color: CatalogColor)?
            for entry in entries {
                guard let object = entry["color"] as? [String: Any], let color = CatalogColor(json: object) else { continue }
                let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
                if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
                let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
                let rank = Self.idiomRank(entry["idiom"] as? String)
                // Any appearance outranks an explicit light entry, which Xcode only writes beside it.
                if luminosity == "dark" {
                    if dark == nil || rank < dark!.rank { dark = (rank, color) }
                } else {
                    let rank = rank * 2 + (luminosity == "light" ? 1 : 0)
                    if light == nil || rank < light!.rank { light = (rank, color) }
                }
            }
            guard let chosen = light?.color ?? dark?.color else { return nil }
            any = chosen
            self.dark = dark?.color
        }

        /// Universal first, then iPhone, then anything else.
        static func idiomRank(_ idiom: String?) -> Int {
            switch idiom {
            case "universal", nil: 0
            case "iphone": 1
            default: 2
            }
        }
    }

    /// An image set's file for Kinema to draw.
    ///
    /// ```swift
    /// if let set = AssetCatalog.ImageSet(directory: url) { print(set.file.lastPathComponent, set.scale) }
    /// ```
    ///
    /// Of the set's files, the universal idiom's win over a device's, the any-appearance file over
    /// a dark one, and the highest scale up to 3× wins (its pixels divided by the scale give the
    /// natural size in points). A single-scale vector file has scale 1.
    public struct ImageSet: Sendable, Hashable {
        /// The chosen file.
        public let file: URL
        /// Pixels per point of that file.
        public let scale: Double
        /// Whether the set asks to be drawn as a template (`"template-rendering-intent": "template"`).
        public let isTemplate: Bool

        /// Reads the set in `directory`; `nil` when it names no file that exists.
        public init?(directory: URL) {
            guard let json = CatalogJSON.object(at: directory.appendingPathComponent("Contents.json")),
                  let entries = json["images"] as? [[String: Any]] else { return nil }
            var best: (rank: Int, file: URL, scale: Double)?
            for entry in entries {
                guard let filename = entry["filename"] as? String, !filename.contains("/") else { continue }
                let file = directory.appendingPathComponent(filename)
                guard FileManager.default.fileExists(atPath: file.path) else { continue }
                let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
                let isDark = appearances.contains { $0["value"] as? String == "dark" }
                let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
                let idiom = ColorSet.idiomRank(entry["idiom"] as? String)
                // Lower is better: appearance, then idiom, then closeness to 3× from below.
                let scaleRank = scale <= 3 ? Int(3 - scale) : 3
                let rank = (isDark ? 100 : 0) + idiom * 10 + scaleRank
                if best == nil || rank < best!.rank { best = (rank, file, max(scale, 1)) }
            }
            guard let best else { return nil }
            file = best.file
            scale = best.scale
            let properties = json["properties"] as? [String: Any]
            isTemplate = properties?["template-rendering-intent"] as? String == "template"
        }
    }
}
