import Foundation
import KinemaAssetCatalog

// The KinemaAssetSymbols plugin's tool:
//   KinemaAssetSymbolGenerator OUTPUT MODULE-IMPORT module|main CATALOG...
// writes OUTPUT only when its text changes, so an unchanged catalogue rebuilds nothing.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let bundle = AssetSymbols.BundleReference(rawValue: arguments[2]) else {
    FileHandle.standardError.write(Data("usage: KinemaAssetSymbolGenerator OUTPUT MODULE module|main CATALOG...\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[0])
let catalogs = arguments.dropFirst(3).map { AssetCatalog(contentsOf: URL(fileURLWithPath: $0)) }
let source = AssetSymbols(catalogs: catalogs, moduleImport: arguments[1], bundle: bundle).source
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    do {
        try source.write(to: output, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("KinemaAssetSymbolGenerator: cannot write \(output.path): \(error)\n".utf8))
        exit(1)
    }
}
