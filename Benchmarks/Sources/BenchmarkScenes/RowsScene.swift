import Foundation
import KinemaUI

/// Issue 28's realistic scene: `count` rows, each an `HStack` of a `Text`, a `RoundedRectangle`
/// whose fill colour animates, a `Circle` whose trim animates under a stroke, and an `offset`, all
/// started by one `withAnimation(.spring)`. Four animated values per row (colour, trim from/to,
/// offset), as real list animations have.
public struct RowsScene: View {
    let remote: RowsRemote
    let count: Int
    @State private var on = false

    public init(remote: RowsRemote, count: Int) {
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

/// The scene's state, reachable from outside its body.
@MainActor
public final class RowsRemote {
    public private(set) var on: Binding<Bool>?

    public init() {}

    func publish(_ binding: Binding<Bool>) {
        if on == nil { on = binding }
    }
}

/// A host of the rows scene with its springs running, ready for frames.
@MainActor
public final class RowsFixture {
    public let remote = RowsRemote()
    public let host: ViewHost<RowsScene>
    private var state = false

    public init(count: Int) {
        host = ViewHost(RowsScene(remote: remote, count: count), size: CGSize(width: 400, height: 800))
        retarget()
    }

    /// Flips the rows under `.spring` and produces one frame: every value is animating after it.
    public func retarget() {
        guard let on = remote.on else { preconditionFailure("the scene's body has not run") }
        state.toggle()
        let target = state
        host.perform { withAnimation(.spring) { on.wrappedValue = target } }
        host.advance(by: 1.0 / 60)
    }
}
