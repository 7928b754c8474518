/// Which recorded frames a GIF shows, and for how long each, so that the GIF lasts exactly as
/// long as the recording.
///
/// ```swift
/// let timing = GIFTiming(frameCount: 90, framesPerSecond: 60)   // 1.5 s at 60 fps
/// timing.delays.reduce(0, +)     // 150: hundredths of a second, exactly 1.5 s
/// timing.frames.count            // 75: one frame every 2 hundredths
/// timing.frames.prefix(7)        // [0, 1, 2, 4, 5, 6, 7]
/// ```
///
/// A GIF gives each image a delay in whole hundredths of a second (centiseconds), and browsers
/// (Chromium, Firefox, Safari) show a delay of 0 or 1 hundredth as 10: an image must last at least
/// 2 hundredths to play on time. So:
///
/// - The whole GIF lasts the recording's duration, `frameCount / framesPerSecond` seconds,
///   rounded to the nearest hundredth (halves up), and at least 2 hundredths.
/// - At 50 frames per second or fewer every recorded frame is kept. Frame *k* starts at
///   *k* × 100 / `framesPerSecond` hundredths, rounded to the nearest (halves up), and lasts
///   until the next one starts (the last one until the end). Delays alternate between the two
///   whole numbers around 100 / `framesPerSecond`, and the animation never drifts: at 30 fps
///   they are 3, 4, 3, 3, 4, 3, …; at 24 fps 4, 4, 5, 4, 4, 4, ….
/// - Above 50 frames per second not every frame can last 2 hundredths, so the GIF shows one image
///   every 2 hundredths (the last may last 3, to end on time). Each image shows the recorded frame
///   whose time is nearest its start, and the last image shows the last frame, the state the
///   animation ends in. A 60 fps recording of 1.5 s (90 frames) becomes 75 images of 2
///   hundredths — 1.5 s, not the 1.8 s that giving all 90 frames 2 hundredths would take — which
///   leave out one frame in six.
package struct GIFTiming: Equatable, Sendable {
    /// The recorded frames shown, by index, in order: strictly increasing, from frame 0 to the
    /// last frame (only frame 0 when a single image is shown).
    package let frames: [Int]

    /// How long each shown frame lasts, in hundredths of a second; each at least 2.
    package let delays: [Int]

    /// The shortest delay browsers show as written, in hundredths of a second.
    package static let minimumDelay = 2

    /// The timing of a recording of `frameCount` frames at `framesPerSecond`.
    ///
    /// - Parameters:
    ///   - frameCount: The number of recorded frames; fewer than 1 counts as 1.
    ///   - framesPerSecond: The recording's frame rate; a rate that is not positive and finite
    ///     counts as 50 (so every frame lasts 2 hundredths).
    package init(frameCount: Int, framesPerSecond: Double) {
        let count = max(frameCount, 1)
        let fps = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 50
        let hundredthsPerFrame = 100 / fps
        let total = max(Self.rounded(Double(count) * hundredthsPerFrame), Self.minimumDelay)
        var starts: [Int]
        var shown: [Int]
        if hundredthsPerFrame >= Double(Self.minimumDelay) {
            shown = Array(0..<count)
            starts = shown.map { Self.rounded(Double($0) * hundredthsPerFrame) }
        } else {
            let images = max(total / Self.minimumDelay, 1)
            starts = (0..<images).map { $0 * Self.minimumDelay }
            // Each image shows the frame nearest its start; the last shows the last frame, the
            // state the animation ends in.
            shown = (0..<images).map { image in
                image == images - 1 && image > 0
                    ? count - 1 : min(Self.rounded(Double(starts[image]) / hundredthsPerFrame), count - 1)
            }
        }
        starts.append(total)
        frames = shown
        delays = (0..<shown.count).map { starts[$0 + 1] - starts[$0] }
    }

    /// The whole GIF's duration in hundredths of a second: the sum of ``delays``.
    package var duration: Int { delays.reduce(0, +) }

    /// `value` rounded to the nearest whole number, halves up; at most `Int.max / 4`.
    private static func rounded(_ value: Double) -> Int {
        let limit = Double(Int.max / 4)
        return Int(min(value.rounded(.toNearestOrAwayFromZero), limit))
    }
}
