import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

// Scenes of controls, written as SwiftUI apps write them.

// MARK: - A button with an animated press style

/// The press style animation demos write: the label shrinks while the finger is down, with a
/// bouncy spring, and springs back when it lifts.
struct BouncyPressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .animation(.bouncy, value: configuration.isPressed)
    }
}

/// A like button: pressing shrinks the whole capsule (the style), and the release likes it — the
/// heart fills, grows and turns red under its own spring, and the count goes up.
struct LikeButtonScene: View {
    @State private var isLiked = false
    @State private var count = 41

    var body: some View {
        Button {
            withAnimation(.spring(duration: 0.4, bounce: 0.5)) {
                isLiked.toggle()
                count += isLiked ? 1 : -1
            }
        } label: {
            HStack(spacing: 12) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(isLiked ? Color.red : Color.gray)
                    .scaleEffect(isLiked ? 1.25 : 1)
                Text("\(count)")
                    .foregroundStyle(Color.primary)
            }
            .font(.largeTitle)
            .padding(.horizontal, 28)
            .padding(.vertical, 18)
            .background(Capsule().fill(Color.pink.opacity(0.15)))
        }
        .buttonStyle(BouncyPressStyle())
    }
}

/// Holds a press begun by one recording event for the event that ends it.
@MainActor
final class PressHolder {
    var press: ControlPress?
}
