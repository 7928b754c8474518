import Foundation
import KinemaUI

/// Issue 28's second realistic scene: a grid of `count` cards, each a rounded rectangle filled
/// with a linear gradient whose colours animate, under a shadow and a blur whose radii animate,
/// with a title and a subtitle — the kind of card a dashboard animates on selection.
public struct CardsScene: View {
    let remote: SceneRemote
    let count: Int
    @State private var on = false

    public init(remote: SceneRemote, count: Int) {
        self.remote = remote
        self.count = count
    }

    public var body: some View {
        let _ = remote.publish($on)
        VStack(spacing: 8) {
            ForEach(0..<(count + 3) / 4, id: \.self) { row in
                HStack(spacing: 8) {
                    ForEach(0..<4, id: \.self) { column in
                        ZStack(alignment: .bottomLeading) {
                            RoundedRectangle(cornerRadius: 12)
                                .fill(LinearGradient(
                                    colors: on ? [.purple, .pink] : [.blue, .teal],
                                    startPoint: .topLeading, endPoint: .bottomTrailing))
                                .shadow(color: .black.opacity(0.3), radius: on ? 12 : 4, y: on ? 6 : 2)
                            VStack(alignment: .leading) {
                                Text("Card \(row * 4 + column)").font(.headline)
                                Text("Updated just now").font(.caption)
                            }
                            .padding(8)
                        }
                        .frame(width: 90, height: 70)
                        .blur(radius: on ? 0 : 2)
                    }
                }
            }
        }
    }
}
