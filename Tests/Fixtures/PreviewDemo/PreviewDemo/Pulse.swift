import Kinema

struct Pulse: View {
    var body: some View {
        Circle()
            .phaseAnimator([0.5, 1.0]) { content, scale in
                content.scaleEffect(scale)
            } animation: { _ in .linear(duration: 0.25) }
    }
}

#Preview("Pulse", traits: .fixedLayout(width: 120, height: 80)) {
    Pulse()
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Capsule().frame(width: 50, height: 20).previewDisplayName("Badge").previewLayout(.sizeThatFits)
    }
}

/// Listed, but no other module can reach it: the runner leaves it out.
private struct Hidden_Previews: PreviewProvider {
    static var previews: some View { Circle() }
}
