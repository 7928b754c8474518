import Foundation
import KinemaUI

/// Issue 28's realistic scene: `count` rows, each an `HStack` of a `Text`, a `RoundedRectangle`
/// whose fill colour animates, a `Circle` whose trim animates under a stroke, and an `offset`, all
/// started by one `withAnimation(.spring)`. Four animated values per row (colour, trim from/to,
/// offset), as real list animations have.
public struct RowsScene: View {
    let remote: SceneRemote
    let count: Int
    @State private var on = false

    public init(remote: SceneRemote, count: Int) {
        self.remote = remote
        self.count = count
    }

    public var body: some View {
        let _ = remote.publish($on)
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                HStack {
                    Text("Row \(index)")
                    RoundedRectangle(cornerRadius: 6)
                        .fill(on ? Color.orange : Color.blue)
                        .frame(width: 40, height: 20)
                    Circle()
                        .trim(from: 0, to: on ? 0.9 : 0.1)
                        .stroke(Color.green, lineWidth: 3)
                        .frame(width: 20, height: 20)
                }
                .offset(x: on ? 20 : 0)
            }
        }
    }
}

/// A benchmark scene's one `@State` flag, reachable from outside its body.
@MainActor
public final class SceneRemote {
    public private(set) var on: Binding<Bool>?

    public init() {}

    public func publish(_ binding: Binding<Bool>) {
        if on == nil { on = binding }
    }
}

/// A host of a benchmark scene with its animations running, ready for frames: the scene's flag
/// flips under `.spring` and one frame follows.
@MainActor
public final class SceneFixture<Scene: View> {
    public let remote = SceneRemote()
    public let host: ViewHost<Scene>
    private var state = false

    public init(size: CGSize = CGSize(width: 400, height: 800), scene: (SceneRemote) -> Scene) {
        host = ViewHost(scene(remote), size: size)
        retarget()
    }

    /// Flips the flag under `.spring` and produces one frame: every value is animating after it.
    public func retarget() {
        guard let on = remote.on else { preconditionFailure("the scene's body has not run") }
        state.toggle()
        let target = state
        host.perform { withAnimation(.spring) { on.wrappedValue = target } }
        host.advance(by: 1.0 / 60)
    }
}

extension SceneFixture where Scene == RowsScene {
    /// The rows scene of `count` rows.
    public convenience init(rows count: Int) {
        self.init { RowsScene(remote: $0, count: count) }
    }
}

extension SceneFixture where Scene == CardsScene {
    /// The card grid of `count` cards.
    public convenience init(cards count: Int) {
        self.init { CardsScene(remote: $0, count: count) }
    }
}
