import Foundation
import PackagePlugin

/// Writes the asset symbols Xcode generates (`ColorResource.brand`, `ImageResource.logo`,
/// `Color.brand`, …) for every `.xcassets` catalogue of a target, so `Color(.brand)` and
/// `Image(.logo)` compile on Linux:
///
/// ```swift
/// .executableTarget(
///     name: "MyApp",
///     dependencies: [.product(name: "SwiftUI", package: "Kinema", condition: .when(platforms: [.linux]))],
///     resources: [.process("Assets.xcassets")],
///     plugins: [.plugin(name: "KinemaAssetSymbols", package: "Kinema")]
/// )
/// ```
///
/// The generated file imports the Kinema module the target depends on (`SwiftUI`, else `Kinema`,
/// else `KinemaUI`) and names `Bundle.module` when the catalogue is a declared resource; a
/// catalogue that is not one gets `Bundle.main` and a warning saying how to declare it.
@main
struct KinemaAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var catalogs: [String] = []
        var inputs: [URL] = []
        var declared = true
        for file in target.sourceFiles {
            let path = file.url.path
            guard let range = path.range(of: ".xcassets/") ?? (path.hasSuffix(".xcassets") ? path.range(of: ".xcassets") : nil) else {
                continue
            }
            let catalog = String(path[..<path.index(range.lowerBound, offsetBy: ".xcassets".count)])
            if !catalogs.contains(catalog) { catalogs.append(catalog) }
            inputs.append(file.url)
            if file.type != .resource { declared = false }
        }
        guard !catalogs.isEmpty else { return [] }
        if !declared {
            Diagnostics.warning(
                "\(target.name): an asset catalogue is not a resource; add resources: [.process(\"Assets.xcassets\")] so Color(.name) finds it"
            )
        }
        let names = Set(target.dependencies.compactMap { dependency -> String? in
            if case .product(let product) = dependency { return product.name }
            if case .target(let target) = dependency { return target.name }
            return nil
        })
        let module = ["SwiftUI", "Kinema", "KinemaUI"].first(where: names.contains) ?? "Kinema"
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "KinemaAssetSymbolGenerator").url,
                arguments: [output.path, module, declared ? "module" : "main"] + catalogs,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
