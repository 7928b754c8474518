import Foundation
import KinemaUI

/// One recorded frame: its time and its drawing.
///
/// ```swift
/// let recording = Recording.record(host, duration: 1)
/// let middle = recording.frames[30]
/// middle.time                                   // 0.5
/// middle.displayList.items[0].transform.a       // the avatar's scale half a second in
/// ```
public struct RecordedFrame: Sendable, Equatable {
    /// Seconds from the start of the recording: frame k of a recording at f frames per second is
    /// at k / f.
    public let time: TimeInterval

    /// What the host drew at that time.
    public let displayList: DisplayList

    /// Creates a frame, to build a ``Recording`` from display lists made some other way.
    ///
    /// ```swift
    /// let frame = RecordedFrame(time: 0, displayList: host.displayList)
    /// ```
    public init(time: TimeInterval, displayList: DisplayList) {
        self.time = time
        self.displayList = displayList
    }
}
