import Dispatch
import Foundation

// Delayed main-queue work on the host's clock: `DispatchQueue.main.asyncAfter` called from a
// hosted view's event (an `onAppear`, a tap, a task) runs when the host's virtual time reaches the
// deadline, as one event, so headless runs and recordings see it at the same frame every time.

extension DispatchQueue {
    /// Submits a work item for execution at the specified time — on a ``ViewHost``'s virtual clock
    /// when called on the main queue from inside a hosted view.
    ///
    /// This is Dispatch's `asyncAfter(deadline:execute:)`: the same spelling resolves here, so
    /// code written for SwiftUI compiles unchanged. Outside a host, and for queues other than the
    /// main queue, it schedules on Dispatch as usual. Inside a host's event (an `onAppear`, a
    /// gesture, an `onChange`, a `.task`), work for the main queue waits for the host's time
    /// instead: the delay is measured from the call (to a tenth of a millisecond), and when
    /// ``ViewHost/advance(by:)`` reaches it the work runs as one event at that instant, so
    /// `withAnimation` in it starts its animation then.
    ///
    /// ```swift
    /// struct Toast: View {
    ///     @State private var shown = true
    ///     var body: some View {
    ///         Text("Saved").opacity(shown ? 1 : 0)
    ///             .onAppear {
    ///                 DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    ///                     withAnimation(.easeOut) { shown = false }
    ///                 }
    ///             }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Toast())
    /// host.advance(by: 2)      // the toast starts fading at 2 seconds
    /// ```
    ///
    /// A deadline already past runs at the host's next step; `.distantFuture` never runs. The
    /// work-item overload (`asyncAfter(deadline:execute: DispatchWorkItem)`) and the forms with
    /// `qos:` or `flags:` stay Dispatch's and wait real time.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMainQueue, let timers = HostTimers.current else {
            // The spelled-out form is Dispatch's own (this overload has no `qos:`).
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        guard deadline != .distantFuture else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = deadline.uptimeNanoseconds >= now
            ? Double(deadline.uptimeNanoseconds - now) : -Double(now - deadline.uptimeNanoseconds)
        // `.now() + 2` was read a few microseconds before this `now`: round that away.
        let delay = (nanoseconds / 1e5).rounded() / 1e4
        timers.schedule(after: delay, action: work)
    }
}
