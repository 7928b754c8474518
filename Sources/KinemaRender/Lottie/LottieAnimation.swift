import Foundation
import KinemaDisplay

/// A recording as a Lottie (Bodymovin) animation: a JSON document that Lottie's players on iOS,
/// Android and the web, and renderers such as rlottie, play.
///
/// ```swift
/// let recording = Recording.record(ViewHost(Loader()), duration: 2)
/// let lottie = recording.lottie(name: "Loader")
/// try lottie.data.write(to: URL(fileURLWithPath: "loader.json"))
/// for loss in lottie.approximations { print(loss.feature, "→", loss.becomes) }
/// ```
///
/// See <doc:LottieExport> for what each drawing becomes and what does not translate.
public struct LottieAnimation: Sendable, Equatable {
    /// The document's text: compact JSON, the same bytes for the same recording.
    public let json: String
    /// The frame rate, the recording's.
    public let frameRate: Double
    /// How many frames the animation lasts (Lottie's `op`): the recording's frames.
    public let frameCount: Int
    /// How many layers the document holds.
    public let layerCount: Int
    /// How many keyframes all animated properties hold together.
    public let keyframeCount: Int
    /// The error allowed in positions, in points (see ``Recording/lottie(name:tolerance:svgRasterizer:)``).
    public let tolerance: Double
    /// What the recording drew that Lottie cannot say, and what it became instead; empty when
    /// everything translated.
    public let approximations: [Approximation]

    /// A feature drawn differently in the Lottie document.
    public struct Approximation: Sendable, Hashable {
        /// What Kinema drew: `blur`, `shadow`, `angular gradient`, `image`…
        public let feature: String
        /// What the document draws instead.
        public let becomes: String
        /// How many of the recording's items use it.
        public let itemCount: Int
    }

    /// The document as UTF-8 bytes, ready to write to a `.json` file.
    public var data: Data { Data(json.utf8) }
}

extension Recording {
    /// The recording as a Lottie animation.
    ///
    /// ```swift
    /// let lottie = Recording.record(ViewHost(Loader()), duration: 2).lottie()
    /// try lottie.json.write(toFile: "loader.json", atomically: true, encoding: .utf8)
    /// ```
    ///
    /// Every item becomes a shape layer for each run of frames in which it draws the same kind
    /// of thing. Its outlines (shapes, paths, the glyphs of text) are Lottie paths; its
    /// transform is a group transform (position, anchor, rotation and scale); its opacity, fills,
    /// strokes and gradients are properties. A value that changes gets keyframes joined by
    /// straight lines, kept only where leaving a frame out would move the drawing by more than
    /// `tolerance` points at that frame through that property (colours and opacities: by more
    /// than 0.2 %), so every recorded frame is within that error per property, and the frames
    /// between are interpolated. Clips are layer masks, masks alpha mattes. What has no Lottie
    /// form is listed in ``LottieAnimation/approximations``.
    ///
    /// - Parameters:
    ///   - name: The animation's name (`nm`), default `Kinema`.
    ///   - tolerance: The error allowed in positions, in points (default 0.25, a quarter of a
    ///     point); clamped to 0.001…10, NaN reads as the default.
    ///   - svgRasterizer: Draws an SVG image's document (its bytes, a pixel width and height) to
    ///     PNG bytes, for images registered as SVG: Lottie's images are pixels. PNG and JPEG
    ///     images are embedded as they are. Without it (the default), SVG images are left out.
    /// - Returns: The document and what it holds.
    public func lottie(
        name: String = "Kinema", tolerance: Double = 0.25,
        svgRasterizer: (@Sendable (_ svg: Data, _ width: Int, _ height: Int) -> Data?)? = nil
    ) -> LottieAnimation {
        let tolerance = tolerance.isNaN ? 0.25 : min(max(tolerance, 0.001), 10)
        var writer = LottieWriter(recording: self, tolerance: tolerance, svgRasterizer: svgRasterizer)
        let (document, layerCount) = writer.document(name: name)
        let approximations = writer.approximations
            .map { LottieAnimation.Approximation(feature: $0.key, becomes: $0.value.becomes, itemCount: $0.value.count) }
            .sorted { $0.feature < $1.feature }
        return LottieAnimation(
            json: document.text, frameRate: framesPerSecond, frameCount: max(frames.count, 1), layerCount: layerCount,
            keyframeCount: writer.keyframeCount, tolerance: tolerance, approximations: approximations)
    }
}
