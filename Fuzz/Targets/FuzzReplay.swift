import Foundation

/// Runs a fuzz target's check over files, as the fuzzer would: each argument is a file or a
/// folder of files (a corpus). This is what a fuzz target's executable does when it is built
/// without libFuzzer, so a corpus is replayed by a plain `swift run`.
package enum FuzzReplay {
    /// Replays every file named in `arguments` (after the program name); returns how many.
    @discardableResult
    package static func run(_ arguments: [String], _ check: ([UInt8]) -> Void) -> Int {
        var count = 0
        for path in arguments.dropFirst() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("no such file: \(path)\n".utf8))
                exit(66)
            }
            let files = isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
                : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                check([UInt8](data))
                count += 1
            }
        }
        print("replayed \(count) input\(count == 1 ? "" : "s")")
        return count
    }
}
