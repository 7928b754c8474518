import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much of the main thread's stack layout may still use. Layout recurses through the
/// hierarchy (a stack sizes its children, which size theirs); chains of modifiers are walked
/// without recursion, but containers nested thousands deep are not. Rather than overflow the
/// stack, layout stops descending when less than ``reserve`` is left: that subtree is sized zero
/// and left unplaced, and the host says so once.
@MainActor
enum StackRoom {
    /// The stack kept free for the work below the deepest laid-out view (text layout, drawing,
    /// a debug build's large frames): 1 MiB, or a quarter of a smaller stack (a dispatch
    /// thread's, where the main actor may run).
    static let reserve = 1 << 20

    /// The thread whose stack ``lowest`` describes: the main actor does not always run on one
    /// thread (a test runner may hop), so it is checked on every call, and read again on a change.
    private static var thread: pthread_t?
    private static var lowest: UInt = 0
    private static var highest: UInt = 0
    private static var room: UInt = UInt(reserve)

    /// The lowest usable address of the current thread's stack (stacks grow down), or 0 when
    /// the platform does not say.
    private static func bounds() -> (lowest: UInt, size: UInt) {
        #if os(Linux)
        // glibc's `pthread_getattr_np` is a GNU extension the Glibc module does not declare:
        // looked up by name.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return (0, 0) }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return (0, 0) }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return (0, 0) }
        return (UInt(bitPattern: base), UInt(size))
        #elseif canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = UInt(pthread_get_stacksize_np(pthread_self()))
        return (top - size, size)
        #else
        return (0, 0)
        #endif
    }

    /// Whether the stack has more than the reserve left below the caller.
    static var isEnough: Bool {
        let current = pthread_self()
        if thread.map({ pthread_equal($0, current) == 0 }) ?? true {
            thread = current
            let (low, size) = bounds()
            lowest = low
            highest = low + size
            room = min(UInt(reserve), size / 4)
        }
        let low = lowest
        guard low != 0 else { return true }
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        // A local that is not on the thread's stack (AddressSanitizer keeps locals on a "fake
        // stack" of its own) says nothing about the room left: go on.
        guard here > low, here <= highest else { return true }
        return here - low > room
    }
}
