import Foundation
import Testing
@testable import KinemaUI

/// Content that frames rebuild without running its parents' bodies (an `Animatable` view's body,
/// a keyframe animator's or timeline's content) still sees what the views above it set: SwiftUI
/// keeps a view's inherited font and environment for every frame.
@MainActor
@Suite struct FrameContextTests {
    private struct Fade: View, Animatable {
        var level: Double
        var animatableData: Double {
            get { level }
            set { level = newValue }
        }
        var body: some View { Image(systemName: "wifi").opacity(level) }
    }

    private struct FadingSymbol: View {
        @State var level = 1.0
        var body: some View {
            Fade(level: level)
                .font(.system(size: 60))
                .onTapGesture { withAnimation(.linear(duration: 1)) { level = 0.2 } }
        }
    }

    /// Reads `FrameContextAccent` and draws a square that wide, at `level` opacity (a new value
    /// on each frame, so its body runs on each frame).
    private struct AccentSquare: View {
        var level: Double
        @Environment(\.frameContextAccent) var width
        var body: some View { Color.red.frame(width: width, height: width).opacity(level) }
    }

    private func firstSize(_ host: ViewHost<some View>) -> CGSize? {
        host.displayList.items.first?.frame.size
    }

    @Test func anAnimatableViewsFramesKeepTheOuterFont() throws {
        let host = ViewHost(FadingSymbol())
        let size = try #require(firstSize(host))
        #expect(size.height > 40, "a 60-point symbol")
        host.tap(at: CGPoint(x: host.size.width / 2, y: host.size.height / 2))
        host.advance(by: 0.5)
        #expect(firstSize(host) == size)
    }

    @Test func aTimelinesFramesKeepTheOuterFont() throws {
        let host = ViewHost(
            TimelineView(.animation) { _ in Image(systemName: "wifi").opacity(0.5) }
                .font(.system(size: 60)))
        let size = try #require(firstSize(host))
        host.advance(by: 0.5)
        #expect(firstSize(host) == size)
    }

    @Test func aPhaseAnimatorsFramesKeepTheOuterFont() throws {
        let host = ViewHost(
            Image(systemName: "wifi")
                .phaseAnimator([0.2, 1.0]) { content, phase in content.opacity(phase) }
                .font(.system(size: 60)))
        let size = try #require(firstSize(host))
        host.advance(by: 0.5)
        #expect(firstSize(host) == size)
        host.advance(by: 1.5)
        #expect(firstSize(host) == size)
    }

    @Test func aKeyframeAnimatorsFramesKeepTheEnvironment() throws {
        let host = ViewHost(
            KeyframeAnimator(initialValue: 1.0, repeating: true) { level in
                // The square appears on a frame: its node is made by the frame's rebuild.
                if level < 0.8 { AccentSquare(level: level) }
            } keyframes: { _ in
                LinearKeyframe(0.5, duration: 1)
                LinearKeyframe(1.0, duration: 1)
            }
            .environment(\.frameContextAccent, 40))
        #expect(host.displayList.items.isEmpty)
        host.advance(by: 0.5)
        #expect(firstSize(host) == CGSize(width: 40, height: 40))
    }

    @Test func aKeyframeAnimatorsFramesKeepTheOuterFont() throws {
        let host = ViewHost(
            KeyframeAnimator(initialValue: 1.0, repeating: true) { level in
                Image(systemName: "wifi").opacity(level)
            } keyframes: { _ in
                LinearKeyframe(0.5, duration: 1)
                LinearKeyframe(1.0, duration: 1)
            }
            .font(.system(size: 60)))
        let size = try #require(firstSize(host))
        host.advance(by: 0.5)
        #expect(firstSize(host) == size)
    }
}

private struct FrameContextAccent: EnvironmentKey {
    static let defaultValue = 10.0
}

extension EnvironmentValues {
    fileprivate var frameContextAccent: Double {
        get { self[FrameContextAccent.self] }
        set { self[FrameContextAccent.self] = newValue }
    }
}
