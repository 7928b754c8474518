import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A C library opened at run time (`dlopen`), so nothing links it: cairo, librsvg, SDL 2.
package struct SharedLibrary: @unchecked Sendable {
    // Unchecked: a `dlopen` handle is never closed, and `dlsym` may be called from any thread.
    private let handle: UnsafeMutableRawPointer

    /// Opens the first of `paths` that loads (a file, or a shared-object name the dynamic linker
    /// finds); `nil` when none does.
    package init?(firstOf paths: [String]) {
        guard let handle = paths.lazy.compactMap({ (path: String) in dlopen(path, RTLD_NOW | RTLD_LOCAL) }).first else {
            return nil
        }
        self.handle = handle
    }

    /// The library's function `name`, as the C function type `Function`; `nil` when it lacks it.
    /// The type must restate the C declaration: nothing checks it.
    package func function<Function>(_ name: String, as type: Function.Type = Function.self) -> Function? {
        dlsym(handle, name).map { unsafeBitCast($0, to: Function.self) }
    }
}
