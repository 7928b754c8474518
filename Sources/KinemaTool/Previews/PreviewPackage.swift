import ArgumentParser
import Foundation
import KinemaPreviewDiscovery

/// A Swift package as the preview commands see it: its targets and their sources (from
/// `swift package describe`), and how its manifest names its dependencies (from
/// `swift package dump-package`). Neither resolves nor builds anything.
struct PreviewPackage {
    /// One target that can hold previews: a library or executable Swift target.
    struct Target {
        var name: String
        /// The module name (`c99name`): what `@testable import` takes.
        var moduleName: String
        /// The target's folder, relative to the package.
        var path: String
        /// Its Swift files, relative to `path`.
        var sources: [String]
        /// The library products that contain it.
        var libraryProducts: [String]
    }

    /// A package dependency, as a runner's manifest would declare it again.
    struct Dependency {
        var identity: String
        /// The `.package(…)` line.
        var declaration: String
    }

    /// The package's folder, absolute.
    let root: URL
    /// Its identity (the folder's name, lowercased, as SwiftPM names a path dependency).
    let identity: String
    let targets: [Target]
    /// The JSON of `dump-package`, read on demand.
    private let manifest: [String: Any]

    /// Reads the package in `path`.
    static func load(at path: String) throws -> PreviewPackage {
        let root = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw failure("no Package.swift in \(root.path): --package names a Swift package's folder")
        }
        let swift = try ChildProcess.swift()
        let description = try json(swift, ["package", "describe", "--type", "json"], in: root)
        let manifest = try json(swift, ["package", "dump-package"], in: root)
        let products = (description["products"] as? [[String: Any]]) ?? []
        let libraries = Set(products.filter { ($0["type"] as? [String: Any])?["library"] != nil }.compactMap { $0["name"] as? String })
        let targets = ((description["targets"] as? [[String: Any]]) ?? []).compactMap { entry -> Target? in
            guard let name = entry["name"] as? String, let type = entry["type"] as? String,
                  ["library", "executable"].contains(type), entry["module_type"] as? String == "SwiftTarget"
            else { return nil }
            let memberships = (entry["product_memberships"] as? [String]) ?? []
            return Target(
                name: name, moduleName: (entry["c99name"] as? String) ?? name, path: (entry["path"] as? String) ?? "Sources/\(name)",
                sources: ((entry["sources"] as? [String]) ?? []).filter { $0.hasSuffix(".swift") },
                libraryProducts: memberships.filter(libraries.contains).sorted())
        }
        return PreviewPackage(root: root, identity: root.lastPathComponent.lowercased(), targets: targets, manifest: manifest)
    }

    private init(root: URL, identity: String, targets: [Target], manifest: [String: Any]) {
        self.root = root
        self.identity = identity
        self.targets = targets
        self.manifest = manifest
    }

    /// Runs `swift arguments` in `root` and parses what it prints as a JSON object.
    private static func json(_ swift: URL, _ arguments: [String], in root: URL) throws -> [String: Any] {
        let result = try ChildProcess.run(swift, arguments, in: root)
        guard result.succeeded else {
            let reason = result.error.split(separator: "\n").first { $0.contains("error") } ?? result.error.split(separator: "\n").first ?? ""
            throw failure("cannot read the package in \(root.path) (swift \(arguments.prefix(2).joined(separator: " ")) failed): \(reason)")
        }
        // SwiftPM may print warnings before the JSON; it starts at the first line that is "{".
        let text = result.output
        let start = text.range(of: "\n{")?.lowerBound ?? (text.hasPrefix("{") ? text.startIndex : nil)
        guard let start, let object = try? JSONSerialization.jsonObject(with: Data(text[start...].utf8)) as? [String: Any] else {
            throw failure("cannot read the package in \(root.path): swift \(arguments.prefix(2).joined(separator: " ")) printed no JSON")
        }
        return object
    }

    /// The target called `name`, or every target when `name` is nil.
    func targets(named name: String?) throws -> [Target] {
        guard let name else { return targets }
        guard let target = targets.first(where: { $0.name == name }) else {
            let names = targets.map(\.name).joined(separator: ", ")
            throw badArgument("no Swift library or executable target '\(name)' in \(root.path)" + (names.isEmpty ? "" : " (targets: \(names))"))
        }
        return [target]
    }

    /// The previews in `target`'s sources, file by file in path order, each in source order.
    func previews(in target: Target) throws -> [DiscoveredPreview] {
        var files: [String] = []
        for source in target.sources.sorted() {
            let relative = target.path + "/" + source
            let url = root.appendingPathComponent(relative)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw failure("cannot read \(url.path)")
            }
            // Files that never mention a preview are not parsed.
            if text.contains("Preview") { files.append(relative) }
        }
        return try SourceReader.previews(in: files, root: root)
    }

    /// The identities of the packages the manifest depends on, lowercased.
    var dependencyIdentities: [String] {
        ((manifest["dependencies"] as? [[String: Any]]) ?? []).flatMap { declared in
            declared.values.compactMap { ((($0 as? [[String: Any]])?.first)?["identity"] as? String)?.lowercased() }
        }
    }

    /// The dependency that provides `product` to `target`, as the manifest declares it.
    func dependency(providing product: String, to target: Target) -> Dependency? {
        let targetEntries = (manifest["targets"] as? [[String: Any]]) ?? []
        guard let entry = targetEntries.first(where: { $0["name"] as? String == target.name }),
              let dependencies = entry["dependencies"] as? [[String: Any]] else { return nil }
        var packageName: String?
        for dependency in dependencies {
            if let productEntry = dependency["product"] as? [Any], productEntry.first as? String == product {
                packageName = productEntry.count > 1 ? productEntry[1] as? String : nil
                break
            }
        }
        guard let packageName else { return nil }
        for declared in (manifest["dependencies"] as? [[String: Any]]) ?? [] {
            for (kind, value) in declared {
                guard let details = (value as? [[String: Any]])?.first, let identity = details["identity"] as? String else { continue }
                let alias = details["nameForTargetDependencyResolutionOnly"] as? String
                guard identity == packageName.lowercased() || alias == packageName else { continue }
                return Self.declaration(kind: kind, details: details).map { Dependency(identity: identity, declaration: $0) }
            }
        }
        return nil
    }

    /// A `.package(…)` line for a dependency of `dump-package`.
    private static func declaration(kind: String, details: [String: Any]) -> String? {
        switch kind {
        case "fileSystem":
            return (details["path"] as? String).map { ".package(path: \(literal($0)))" }
        case "sourceControl":
            let location = details["location"] as? [String: Any]
            let url = ((location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
                ?? ((location?["local"] as? [Any])?.first as? String)
            guard let url, let requirement = details["requirement"] as? [String: Any] else { return nil }
            if let range = (requirement["range"] as? [[String: Any]])?.first,
               let lower = range["lowerBound"] as? String, let upper = range["upperBound"] as? String {
                return ".package(url: \(literal(url)), \(literal(lower))..<\(literal(upper)))"
            }
            if let exact = (requirement["exact"] as? [String])?.first {
                return ".package(url: \(literal(url)), exact: \(literal(exact)))"
            }
            if let branch = (requirement["branch"] as? [String])?.first {
                return ".package(url: \(literal(url)), branch: \(literal(branch)))"
            }
            if let revision = (requirement["revision"] as? [String])?.first {
                return ".package(url: \(literal(url)), revision: \(literal(revision)))"
            }
            return nil
        default:
            return nil
        }
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        PreviewRunnerSource.literal(text)
    }
}
