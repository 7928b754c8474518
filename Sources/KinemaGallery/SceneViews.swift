import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

// The views of the gallery's scenes: the samples of the WWDC23 sessions and the article (seeds
// 000, 001, 004), written out as apps would write them, plus the small model types they use.

// MARK: - Pet avatars (“Explore SwiftUI animation”)

struct Pet {
    var type: String
}

/// 2:14 — no animation: the scale jumps.
struct AvatarNoAnimation: View {
    var pet: Pet
    @State private var selected = false
    var body: some View {
        Image(pet.type)
            .scaleEffect(selected ? 1.5 : 1.0)
            .onTapGesture { selected.toggle() }
    }
}

/// 4:13 / 11:49 — withAnimation, with the default animation or a given one.
struct AvatarWithAnimation: View {
    var pet: Pet
    var animation: Animation = .default
    @State private var selected = false
    var body: some View {
        Image(pet.type)
            .scaleEffect(selected ? 1.5 : 1.0)
            .onTapGesture { withAnimation(animation) { selected.toggle() } }
    }
}

/// 23:44 — the shadow animates with .smooth, the scale with .bouncy.
struct AvatarTwoAnimations: View {
    var pet: Pet
    @State private var selected = false
    var body: some View {
        Image(pet.type)
            .shadow(radius: selected ? 12 : 8)
            .animation(.smooth, value: selected)
            .scaleEffect(selected ? 1.5 : 1.0)
            .animation(.bouncy, value: selected)
            .onTapGesture { selected.toggle() }
    }
}

/// 25:20 — the body-scoped animation modifiers.
struct AvatarScoped: View {
    var pet: Pet
    @State private var selected = false
    var body: some View {
        Image(pet.type)
            .animation(.smooth) { $0.shadow(radius: selected ? 12 : 8) }
            .animation(.bouncy) { $0.scaleEffect(selected ? 1.5 : 1.0) }
            .onTapGesture { selected.toggle() }
    }
}

// MARK: - The podium (“Explore SwiftUI animation”, 14 min 40 s in)

/// Places its subviews on a circle, starting at `offsetAngle`.
struct RadialLayout: Layout {
    var offsetAngle: Angle

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 3
        for (index, subview) in subviews.enumerated() {
            let angle = offsetAngle.radians + 2 * .pi * Double(index) / Double(max(subviews.count, 1))
            subview.place(
                at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                anchor: .center, proposal: .unspecified)
        }
    }
}

/// Three avatars on a circle; a tap turns them by 120°. Positions interpolate in a straight line.
struct Podium: View {
    @State private var turns = 0.0
    var body: some View {
        PodiumArc(offsetAngle: .degrees(120 * turns))
            .onTapGesture { withAnimation(.smooth(duration: 1)) { turns += 1 } }
    }
}

struct PodiumArc: View {
    var offsetAngle: Angle
    var body: some View {
        RadialLayout(offsetAngle: offsetAngle) {
            Image("cat", size: CGSize(width: 60, height: 60))
            Image("dog", size: CGSize(width: 60, height: 60))
            Image("fish", size: CGSize(width: 60, height: 60))
        }
    }
}

/// The same podium, `Animatable`: its body runs every frame, so the avatars follow the circle.
struct AnimatablePodium: View {
    @State private var turns = 0.0
    var body: some View {
        AnimatablePodiumArc(offsetAngle: .degrees(120 * turns))
            .onTapGesture { withAnimation(.smooth(duration: 1)) { turns += 1 } }
    }
}

struct AnimatablePodiumArc: View, Animatable {
    var offsetAngle: Angle
    nonisolated var animatableData: Angle.AnimatableData {
        get { offsetAngle.animatableData }
        set { offsetAngle.animatableData = newValue }
    }
    var body: some View {
        PodiumArc(offsetAngle: offsetAngle)
    }
}

// MARK: - Phases (seeds 001 and 004)

/// The timing article's three-phase emoji: up with easeInOut, a springy grow, back down smoothly.
struct PhaseEmoji: View {
    enum Phase: CaseIterable {
        case initial, move, scale
        var verticalOffset: Double {
            switch self {
            case .initial: 0
            case .move, .scale: -64
            }
        }
        var scale: Double {
            switch self {
            case .initial: 1.0
            case .move: 1.1
            case .scale: 1.8
            }
        }
    }

    @State private var likes = 1
    var body: some View {
        Text("🐶")
            .phaseAnimator(Phase.allCases, trigger: likes) { content, phase in
                content
                    .scaleEffect(phase.scale)
                    .offset(y: phase.verticalOffset)
            } animation: { phase in
                switch phase {
                case .initial: .smooth
                case .move: .easeInOut(duration: 0.3)
                case .scale: .spring(duration: 0.3, bounce: 0.7)
                }
            }
            .onTapGesture { likes += 1 }
    }
}

/// “Wind your way through advanced animations”: the overdue reminder: the text alternates red and primary, forever.
struct OverdueReminder: View {
    var body: some View {
        Text("Overdue: eat something")
            .phaseAnimator([false, true]) { content, highlighted in
                content.foregroundStyle(highlighted ? .red : .primary)
            } animation: { _ in
                .easeInOut(duration: 1.0)
            }
    }
}

// MARK: - Keyframes (seeds 001 and 004)

struct ReactionValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

/// “Wind your way through advanced animations”: the reaction: four keyframe tracks, played on tap.
struct KeyframeReaction: View {
    @State private var likes = 0
    var body: some View {
        Image("heart.fill", size: CGSize(width: 60, height: 60))
            .keyframeAnimator(initialValue: ReactionValues(), trigger: likes) { content, value in
                content
                    .foregroundStyle(.red)
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .scaleEffect(y: value.verticalStretch)
                    .offset(y: value.verticalTranslation)
            } keyframes: { _ in
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.zero, duration: 0.58)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.degrees(-16), duration: 0.125)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.zero, duration: 0.125)
                }
                KeyframeTrack(\.verticalStretch) {
                    CubicKeyframe(1.0, duration: 0.1)
                    CubicKeyframe(0.6, duration: 0.15)
                    CubicKeyframe(1.5, duration: 0.1)
                    CubicKeyframe(1.05, duration: 0.15)
                    CubicKeyframe(1.0, duration: 0.88)
                    CubicKeyframe(0.8, duration: 0.1)
                    CubicKeyframe(1.04, duration: 0.4)
                    CubicKeyframe(1.0, duration: 0.22)
                }
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.36)
                    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.verticalTranslation) {
                    LinearKeyframe(0.0, duration: 0.1)
                    SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                    SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                    SpringKeyframe(0.0, spring: .bouncy)
                }
            }
            .onTapGesture { likes += 1 }
    }
}

// MARK: - The camera tour (“Wind your way through advanced animations”, 13 min 52 s in)

/// A map camera: where it looks, which way is up, how far away it is.
struct TourCamera {
    var center = CGPoint(x: 200, y: 200)
    var heading = 0.0
    var distance = 1.0
}

/// A route drawn as dots, and a camera frame that tours it with keyframed centre, heading and
/// distance, as `mapCameraKeyframeAnimator` does in the session.
struct CameraTour: View {
    static let route: [CGPoint] = [
        CGPoint(x: 90, y: 300), CGPoint(x: 140, y: 220), CGPoint(x: 210, y: 240),
        CGPoint(x: 260, y: 150), CGPoint(x: 320, y: 110),
    ]
    let start = TourCamera()

    var body: some View {
        ZStack {
            ForEach(0..<Self.route.count) { index in
                Circle()
                    .frame(width: 10, height: 10)
                    .offset(x: Self.route[index].x - 200, y: Self.route[index].y - 200)
                    .foregroundStyle(.orange)
            }
            RoundedRectangle(cornerRadius: 6)
                .frame(width: 60, height: 40)
                .foregroundStyle(Color(red: 0, green: 0.48, blue: 1, opacity: 0.35))
                .keyframeAnimator(initialValue: start, repeating: true) { content, camera in
                    content
                        .scaleEffect(camera.distance)
                        .rotationEffect(.degrees(camera.heading))
                        .offset(x: camera.center.x - 200, y: camera.center.y - 200)
                } keyframes: { initialCamera in
                    KeyframeTrack(\TourCamera.center) {
                        let points = Self.route
                        for point in points {
                            CubicKeyframe(point, duration: 4.0 / Double(points.count))
                        }
                        CubicKeyframe(initialCamera.center, duration: 1.0)
                    }
                    KeyframeTrack(\.heading) {
                        CubicKeyframe(35, duration: 1.5)
                        CubicKeyframe(-20, duration: 2.0)
                        CubicKeyframe(initialCamera.heading, duration: 1.5)
                    }
                    KeyframeTrack(\.distance) {
                        CubicKeyframe(0.6, duration: 1.0)
                        CubicKeyframe(0.8, duration: 3.0)
                        CubicKeyframe(initialCamera.distance, duration: 1.0)
                    }
                }
        }
    }
}
