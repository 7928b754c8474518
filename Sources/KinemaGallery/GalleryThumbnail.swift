import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

/// A scene's thumbnail for the gallery's index: one SVG file that plays a few frames of the
/// recording on a loop (SMIL, which browsers animate even in an `<img>`), and shows a still a
/// third of the way in where SMIL does not run.
enum GalleryThumbnail {
    /// Frames per second of the thumbnail's loop.
    static let framesPerSecond = 15.0
    /// At most this many frames; fewer when they would pass ``byteBudget``.
    static let maximumFrameCount = 60
    /// Thumbnails stay under about this many bytes (a canvas scene's frames are large), with at
    /// least ``minimumFrameCount`` frames whatever their size.
    static let byteBudget = 400_000
    static let minimumFrameCount = 6

    /// The thumbnail of `recording`, drawn on white: ``Recording/animatedSVG(framesPerSecond:loops:maximumBytes:minimumFrameCount:still:background:renderer:)``
    /// at 15 frames a second (fewer for a long scene, so at most 60 frames), within the byte
    /// budget, showing the frame a third of the way in where SMIL does not run.
    static func svg(of recording: Recording) -> String {
        let duration = max(recording.duration, 1 / recording.framesPerSecond)
        return recording.animatedSVG(
            framesPerSecond: min(framesPerSecond, Double(maximumFrameCount) / duration),
            maximumBytes: byteBudget, minimumFrameCount: minimumFrameCount, still: recording.duration / 3)
    }
}
