import Foundation
import KinemaAssetCatalog

/// The KinemaAssetSymbols plugin's tool:
/// `KinemaAssetSymbolGenerator OUTPUT MODULE-IMPORT module|main CATALOG...` writes OUTPUT only
/// when its text changes, so an unchanged catalogue rebuilds nothing.
///
/// SwiftPM builds plugin tools in every build of the package, the fuzzers' too (`Fuzz/run`,
/// `-DFUZZING`), where libFuzzer brings `main` and calls a fuzz entry: there the tool has an empty
/// one instead of `@main`, so that build links. It is never run there.
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }
#else
@main
enum Entry {
    static func main() { KinemaAssetSymbolGenerator.run() }
}
#endif

enum KinemaAssetSymbolGenerator {
    static func run() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 3, let bundle = AssetSymbols.BundleReference(rawValue: arguments[2]) else {
            FileHandle.standardError.write(Data("usage: KinemaAssetSymbolGenerator OUTPUT MODULE module|main CATALOG...\n".utf8))
            exit(2)
        }
        let output = URL(fileURLWithPath: arguments[0])
        let catalogs = arguments.dropFirst(3).map { AssetCatalog(contentsOf: URL(fileURLWithPath: $0)) }
        let source = AssetSymbols(catalogs: catalogs, moduleImport: arguments[1], bundle: bundle).source
        guard (try? String(contentsOf: output, encoding: .utf8)) != source else { return }
        do {
            try source.write(to: output, atomically: true, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("KinemaAssetSymbolGenerator: cannot write \(output.path): \(error)\n".utf8))
            exit(1)
        }
    }
}
