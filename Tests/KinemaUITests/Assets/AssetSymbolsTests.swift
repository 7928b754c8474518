import Foundation
import KinemaAssetCatalog
import Testing

/// The identifiers Xcode's generated asset symbols give asset names. The pairs are Xcode's own
/// output as published in open-source projects' `GeneratedAssetSymbols.swift` files.
@Suite("Generated asset symbols")
struct AssetSymbolsTests {
    @Test(arguments: [
        ("AccentColor", "accent"), ("backgroundColor", "background"), ("DSAction", "dsAction"),
        ("DSActionForeground", "dsActionForeground"), ("pastelbabyblue", "pastelbabyblue"),
        ("PrimarySoft", "primarySoft"), ("LaunchBackground", "launchBackground"),
        ("chip_aqua_pastel", "chipAquaPastel"),
    ])
    func colourNames(name: String, identifier: String) {
        #expect(AssetSymbols.identifier(for: name, dropping: "Color") == identifier)
    }

    @Test(arguments: [
        ("Frame 74", "frame74"), ("HomeBackground", "homeBackground"), ("Trip_Status_Bar", "tripStatusBar"),
        ("bear_no_background", "bearNoBackground"), ("10_back_arm", "_10BackArm"),
        ("custom.cloud.badge.play", "customCloudBadgePlay"), ("adult_products_image", "adultProducts"),
        ("Initial-Image", "initial"), ("welcomeVCimage", "welcomeVCimage"), ("Image", "image"),
        ("Coffee-Mocha", "coffeeMocha"), ("DeathKnightIcon", "deathKnightIcon"),
    ])
    func imageNames(name: String, identifier: String) {
        #expect(AssetSymbols.identifier(for: name, dropping: "Image") == identifier)
    }

    @Test func keywordsAreEscapedAndEmptyNamesStayIdentifiers() {
        #expect(AssetSymbols.identifier(for: "default", dropping: "Color") == "`default`")
        #expect(AssetSymbols.identifier(for: "---", dropping: "Color") == "_")
    }

    @Test func aClashingColourGetsAResourceAndAWarningNotAColorMember() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["Primary", "PrimarySoft"] {
            let set = root.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try #"{"colors":[{"color":{"components":{"red":"1.0","green":"0.0","blue":"0.0","alpha":"1.0"}}}]}"#
                .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        let source = AssetSymbols(catalogs: [AssetCatalog(contentsOf: root)], moduleImport: "SwiftUI", bundle: .module).source
        #expect(source.contains("import SwiftUI"))
        #expect(source.contains("private let resourceBundle = Foundation.Bundle.module"))
        #expect(source.contains(#"static let primary = ColorResource(name: "Primary", bundle: resourceBundle)"#))
        #expect(source.contains(#"static var primarySoft: Color { Color(ColorResource.primarySoft) }"#))
        #expect(!source.contains("static var primary: Color"))
        #expect(source.contains(#"#warning("The \"Primary\" color asset name resolves to a conflicting Color symbol \"primary\". Try renaming the asset.")"#))
        // Apple platforms keep Xcode's symbols: the whole file is for the others.
        #expect(source.hasPrefix("//"))
        #expect(source.contains("#if !canImport(DeveloperToolsSupport)"))
    }
}
