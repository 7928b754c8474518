import Foundation
import KinemaUI

/// The bare scene: `count` rectangles, each scaled by one shared state, so one change animates
/// them all (`ViewHost.start.bouncy-scaleEffect-100000`, the 100,000-spring frames, and
/// `scene-profile field` and `build`).
public struct SpringField: View {
    let remote: SceneRemote
    let count: Int
    @State private var large = false

    public init(remote: SceneRemote, count: Int) {
        self.remote = remote
        self.count = count
    }

    public var body: some View {
        let _ = remote.publish($large)
        VStack(spacing: 0) {
            ForEach(0..<count) { _ in
                Rectangle()
                    .frame(width: 2, height: 2)
                    .scaleEffect(large ? 1.5 : 1)
            }
        }
    }
}
