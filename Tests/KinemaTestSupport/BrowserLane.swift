import Foundation

/// Lets one headless Chromium run at a time in the test process.
///
/// Every browser test of every test target runs in the one test process, side by side with the
/// rest of the suite; several browsers starting at once on a two-core CI machine each took longer
/// than their time limit. Tests queue here instead, so each browser gets the machine's share the
/// others leave, and a test's time limit must cover its wait in the queue (browser tests allow
/// ten minutes).
///
/// ```swift
/// let dom = try await BrowserLane.shared.run { try await launchChromium() }
/// ```
public final class BrowserLane: @unchecked Sendable {
    /// The process's one lane.
    public static let shared = BrowserLane()

    private let lock = NSLock()
    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Waits until no other browser runs, then takes the lane: call ``release()`` when done.
    public func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let enter = lock.withLock { () -> Bool in
                guard busy else {
                    busy = true
                    return true
                }
                waiters.append(continuation)
                return false
            }
            if enter { continuation.resume() }
        }
    }

    /// Hands the lane to the next waiting test, in the order they asked.
    public func release() {
        let next = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            guard !waiters.isEmpty else {
                busy = false
                return nil
            }
            return waiters.removeFirst()
        }
        next?.resume()
    }

    /// Runs `body` holding the lane.
    public func run<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        await acquire()
        defer { release() }
        return try await body()
    }
}
