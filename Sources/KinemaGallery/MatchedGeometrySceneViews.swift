import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

// MARK: - A card that expands with matched geometry

/// A compact card whose artwork and title are matched with those of an expanded card: a tap
/// swaps one layout for the other under a spring, and the matched views travel between their
/// frames as if one view moved — the hero animation of `matchedGeometryEffect`.
struct ExpandingCard: View {
    @Namespace private var card
    @State private var expanded = false

    private let artwork = LinearGradient(
        colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)

    var body: some View {
        ZStack {
            if expanded {
                VStack(alignment: .leading, spacing: 14) {
                    RoundedRectangle(cornerRadius: 28)
                        .fill(artwork)
                        .matchedGeometryEffect(id: "artwork", in: card)
                        .frame(height: 220)
                    Text("Sunset Drive")
                        .font(.system(size: 30, weight: .bold))
                        .matchedGeometryEffect(id: "title", in: card)
                    Text("Tap again to close the card.")
                        .font(.system(size: 16))
                        .foregroundStyle(Color.gray)
                }
                .padding(28)
            } else {
                HStack(spacing: 14) {
                    RoundedRectangle(cornerRadius: 14)
                        .fill(artwork)
                        .matchedGeometryEffect(id: "artwork", in: card)
                        .frame(width: 72, height: 72)
                    Text("Sunset Drive")
                        .font(.system(size: 20, weight: .semibold))
                        .matchedGeometryEffect(id: "title", in: card)
                    Spacer()
                }
                .padding(16)
                .background(RoundedRectangle(cornerRadius: 22).fill(Color.gray.opacity(0.15)))
                .padding(28)
            }
        }
        .frame(width: 400, height: 400)
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.spring(duration: 0.6, bounce: 0.25)) { expanded.toggle() }
        }
    }
}
