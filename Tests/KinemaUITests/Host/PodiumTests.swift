import Kinema
import Testing

/// WWDC23's Podium (seed 000, 14:40): three avatars on a circle placed by a radial layout. The
/// session shows no code, so this is written from its description.
private struct RadialLayout: Layout {
    var offsetAngle: Angle

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = 100.0
        for (index, subview) in subviews.enumerated() {
            let angle = offsetAngle.radians + 2 * .pi * Double(index) / Double(subviews.count)
            subview.place(
                at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                anchor: .center, proposal: .unspecified)
        }
    }
}

private struct Podium: View {
    var offsetAngle: Angle
    var body: some View {
        RadialLayout(offsetAngle: offsetAngle) {
            Color.red.frame(width: 20, height: 20)
            Color.green.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
    }
}

private struct AnimatablePodium: View, Animatable {
    var offsetAngle: Angle
    var animatableData: Angle.AnimatableData {
        get { offsetAngle.animatableData }
        set { offsetAngle.animatableData = newValue }
    }
    var body: some View {
        RadialLayout(offsetAngle: offsetAngle) {
            Color.red.frame(width: 20, height: 20)
            Color.green.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
    }
}

/// A radial layout whose own angle animates (a `Layout` is `Animatable`).
private struct AnimatableRadialLayout: Layout {
    var offsetAngle: Angle

    var animatableData: Angle.AnimatableData {
        get { offsetAngle.animatableData }
        set { offsetAngle.animatableData = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        RadialLayout(offsetAngle: offsetAngle).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

private struct LayoutAnimatedPodium: View {
    var offsetAngle: Angle
    var body: some View {
        AnimatableRadialLayout(offsetAngle: offsetAngle) {
            Color.red.frame(width: 20, height: 20)
            Color.green.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
    }
}

@MainActor
@Suite("Podium: radial layout and Animatable views")
struct PodiumTests {
    /// Distance from the host centre (200, 200) to an item's centre.
    private func radius(_ item: DisplayList.Item) -> Double {
        let dx = item.frame.midX - 200, dy = item.frame.midY - 200
        return (dx * dx + dy * dy).squareRoot()
    }

    @Test func placesOnTheCircle() {
        let host = ViewHost(Podium(offsetAngle: .zero))
        #expect(host.displayList.items.count == 3)
        for item in host.displayList.items {
            #expect(abs(radius(item) - 100) < 1e-9)
        }
        #expect(abs(host.displayList.items[0].frame.midX - 300) < 1e-9)
    }

    /// Not Animatable: positions interpolate in a straight line, cutting inside the circle. Turning
    /// by 120° linearly over 1 s, at 0.5 s each avatar is halfway along the chord: 100·cos(60°) = 50
    /// from the centre.
    @Test func withoutAnimatableTheAvatarsCutAcross() {
        let host = ViewHost(Podium(offsetAngle: .zero))
        withAnimation(.linear(duration: 1)) { host.rootView = Podium(offsetAngle: .degrees(120)) }
        host.advance(by: 0.5)
        for item in host.displayList.items {
            #expect(abs(radius(item) - 50) < 1e-6, "\(radius(item))")
        }
    }

    /// Animatable: the body runs every frame with the interpolated angle, so the avatars stay on the
    /// circle: at 0.5 s the first is at 60°.
    @Test func withAnimatableTheAvatarsStayOnTheCircle() {
        let host = ViewHost(AnimatablePodium(offsetAngle: .zero))
        withAnimation(.linear(duration: 1)) { host.rootView = AnimatablePodium(offsetAngle: .degrees(120)) }
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            for item in host.displayList.items {
                #expect(abs(radius(item) - 100) < 1e-6)
            }
        }
        let first = host.displayList.items[0]
        #expect(abs(first.frame.midX - (200 + 100 * cos(2 * Double.pi / 3))) < 1e-6)
    }

    /// The layout's own animatable data animates: the avatars stay on the circle at every frame, and
    /// end at 120°.
    @Test func anAnimatableLayoutKeepsTheAvatarsOnTheCircle() {
        let host = ViewHost(LayoutAnimatedPodium(offsetAngle: .zero))
        withAnimation(.linear(duration: 1)) { host.rootView = LayoutAnimatedPodium(offsetAngle: .degrees(120)) }
        for _ in 0..<30 {
            host.advance(by: 1.0 / 60)
            for item in host.displayList.items {
                #expect(abs(radius(item) - 100) < 1e-6)
            }
        }
        // Half-way: the first avatar at 60°.
        #expect(abs(host.displayList.items[0].frame.midX - (200 + 100 * cos(Double.pi / 3))) < 1e-6)
        host.advance(by: 1)
        #expect(abs(host.displayList.items[0].frame.midX - (200 + 100 * cos(2 * Double.pi / 3))) < 1e-6)
        #expect(!host.isAnimating)
    }
}
