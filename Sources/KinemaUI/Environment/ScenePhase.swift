import Foundation

/// An indication of a scene's operational state.
///
/// Views read it to pause work, such as an endless animation, while their scene is not in the
/// foreground:
///
/// ```swift
/// struct Spinner: View {
///     @Environment(\.scenePhase) private var scenePhase
///     @State private var spinning = false
///
///     var body: some View {
///         Image(systemName: "arrow.triangle.2.circlepath")
///             .rotationEffect(.degrees(spinning ? 360 : 0))
///             .onChange(of: scenePhase, initial: true) {
///                 withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
///                     spinning = scenePhase == .active
///                 }
///             }
///     }
/// }
/// ```
///
/// Phases are ordered from the least to the most engaged: `background < inactive < active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    /// The current phase of the scene (default `.active`: a host draws a scene in the foreground).
    ///
    /// ```swift
    /// let host = ViewHost(Spinner())
    /// host.environment.scenePhase = .background   // views reading it update, as on a real device
    /// ```
    ///
    /// A Kinema host has no app life cycle; it sets the phase through ``ViewHost/environment`` to
    /// show what a view does when its scene leaves the foreground.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
