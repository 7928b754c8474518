// The phase and keyframe samples of the article "Controlling the timing and movements of your
// animations" (seed 001) and of WWDC23 "Wind your way through advanced animations in SwiftUI"
// (seed 004), copied with no change but the import line. Each sample lives in its own namespace
// (several declare `struct TwoPhaseAnimationView`, `AnimationValues`, …). Seed 004's samples are
// expressions (`ReactionView().phaseAnimator(…)`), not declarations: each is the body of a small
// wrapper view, marked as such. Types the samples use but do not show (EmojiView, ReactionView,
// OverdueReminderView, the reaction count) are minimal stand-ins, at the end of the file.
//
// Not here: seed 004's `RaceMap` (MapKit's Map, MapPolyline, Marker, MapCamera and
// `mapCameraKeyframeAnimation`; it also reads an undeclared `playTrigger` and calls an unshown
// `heading(from:to:)`), and its `KeyframeTimeline` fragment, whose tracks are elided (`...`). The
// timeline itself is exercised by the tests, which build one for each keyframe sample.
import Kinema

// MARK: - Seed 001: withAnimation

/// "Create a simple bounce animation" — one step, up on tap.
enum Seed001SimpleBounce {
struct SimpleAnimationView: View {
var emoji: String
@State private var offset = 0.0
var body: some View {
EmojiView(emoji: emoji)
.offset(y: offset)
.onTapGesture {
withAnimation(.bouncy) {
offset = -40.0
}
}
}
}
}

/// Up on tap, back down in the completion.
enum Seed001SimpleBounceCompletion {
struct SimpleAnimationView: View {
var emoji: String
@State private var offset = 0.0
var body: some View {
EmojiView(emoji: emoji)
.offset(y: offset)
.onTapGesture {
withAnimation(.bouncy) {
offset = -40.0
} completion: {
withAnimation {
offset = 0.0
}
}
}
}
}
}

// MARK: - Seed 001: phase animators

/// "Bounce with a phase animator" — two phases, no trigger: repeats while shown.
enum Seed001TwoPhaseRepeating {
struct TwoPhaseAnimationView: View {
var emoji: String
var body: some View {
EmojiView(emoji: emoji)
.phaseAnimator([false, true]) { content, phase in
content.offset(y: phase ? -40.0 : 0.0)
}
}
}
}

/// Two phases with a trigger: each tap moves up and back.
enum Seed001TwoPhaseTrigger {
struct TwoPhaseAnimationView: View {
var emoji: String
@State private var likeCount = 1
var body: some View {
EmojiView(emoji: emoji)
.phaseAnimator([false, true], trigger: likeCount) { content, phase in
content.offset(y: phase ? -40.0 : 0.0)
}
.onTapGesture {
likeCount += 1
}
}
}
}

/// Two phases with a trigger and an animation closure: bouncy up, default down.
enum Seed001TwoPhaseAnimation {
struct TwoPhaseAnimationView: View {
var emoji: String
@State private var likeCount = 1
var body: some View {
EmojiView(emoji: emoji)
.phaseAnimator([false, true], trigger: likeCount) { content, phase in
content.offset(y: phase ? -40.0 : 0.0)
} animation: { phase in
phase ? .bouncy : .default
}
.onTapGesture {
likeCount += 1
}
}
}
}

/// "Add more phases to the animation" — the phase type as it grows (first two listings).
enum Seed001AnimationPhaseCases {
private enum AnimationPhase: CaseIterable {
case initial
case move
case scale
}
}

enum Seed001AnimationPhaseOffset {
private enum AnimationPhase: CaseIterable {
case initial
case move
case scale
var verticalOffset: Double {
switch self {
case .initial: 0
case .move, .scale: -64
}
}
}
}

/// The three-phase emoji: its phase type (third listing) and view.
enum Seed001ThreePhase {
private enum AnimationPhase: CaseIterable {
case initial
case move
case scale
var verticalOffset: Double {
switch self {
case .initial: 0
case .move, .scale: -64
}
}
var scaleEffect: Double {
switch self {
case .initial: 1
case .move, .scale: 1.5
}
}
}

struct ThreePhaseAnimationView: View {
var emoji: String
@State private var likeCount = 1
var body: some View {
EmojiView(emoji: emoji)
.phaseAnimator(AnimationPhase.allCases, trigger: likeCount) { content, phase in
content
.scaleEffect(phase.scaleEffect)
.offset(y: phase.verticalOffset)
} animation: { phase in
switch phase {
case .initial: .smooth
case .move: .easeInOut(duration: 0.3)
case .scale: .spring(duration: 0.3, bounce: 0.7)
}
}
.onTapGesture {
likeCount += 1
}
}
}
}

// MARK: - Seed 001: keyframe animator

/// "Gain more control with a keyframe animator" — the value type, then the view as it grows.
enum Seed001Keyframes {
private struct AnimationValues {
var scale = 1.0
var verticalStretch = 1.0
var verticalOffset = 0.0
var angle = Angle.zero
}

/// The modifier with its closures still elided.
enum Skeleton {
struct KeyframeAnimationView: View {
var emoji: String
@State private var likeCount = 1
var body: some View {
EmojiView(emoji: emoji)
.keyframeAnimator(
initialValue: AnimationValues(),
trigger: likeCount
) { content, value in
// ...
} keyframes: { _ in
// ...
}
.onTapGesture {
likeCount += 1
}
}
}
}

/// The content closure: rotate, scale, stretch and move.
enum Content {
struct KeyframeAnimationView: View {
var emoji: String
@State private var likeCount = 1
var body: some View {
EmojiView(emoji: emoji)
.keyframeAnimator(
initialValue: AnimationValues(),
trigger: likeCount
) { content, value in
content
.rotationEffect(value.angle)
.scaleEffect(value.scale)
.scaleEffect(y: value.verticalStretch)
.offset(y: value.verticalOffset)
} keyframes: { _ in
// ...
}
.onTapGesture {
likeCount += 1
}
}
}
}

/// An empty track for the scale.
enum EmptyTrack {
struct KeyframeAnimationView: View {
var emoji: String
@State private var likeCount = 1
var body: some View {
EmojiView(emoji: emoji)
.keyframeAnimator(
initialValue: AnimationValues(),
trigger: likeCount
) { content, value in
content
.rotationEffect(value.angle)
.scaleEffect(value.scale)
.scaleEffect(y: value.verticalStretch)
.offset(y: value.verticalOffset)
} keyframes: { _ in
KeyframeTrack(\.scale) {
// ...
}
}
.onTapGesture {
likeCount += 1
}
}
}
}

/// The scale track: linear, then two springs.
enum ScaleTrack {
struct KeyframeAnimationView: View {
var emoji: String
@State private var likeCount = 1
var body: some View {
EmojiView(emoji: emoji)
.keyframeAnimator(
initialValue: AnimationValues(),
trigger: likeCount
) { content, value in
content
.rotationEffect(value.angle)
.scaleEffect(value.scale)
.scaleEffect(y: value.verticalStretch)
.offset(y: value.verticalOffset)
} keyframes: { _ in
KeyframeTrack(\.scale) {
LinearKeyframe(1.0, duration: 0.36)
SpringKeyframe(1.5, duration: 0.8,
spring: .bouncy)
SpringKeyframe(1.0, spring: .bouncy)
}
}
.onTapGesture {
likeCount += 1
}
}
}
}

/// The keyframe emoji with four tracks.
enum FourTracks {
struct KeyframeAnimationView: View {
var emoji: String
@State private var likeCount = 1
var body: some View {
EmojiView(emoji: emoji)
.keyframeAnimator(
initialValue: AnimationValues(),
trigger: likeCount
) { content, value in
content
.rotationEffect(value.angle)
.scaleEffect(value.scale)
.scaleEffect(y: value.verticalStretch)
.offset(y: value.verticalOffset)
} keyframes: { _ in
KeyframeTrack(\.scale) {
LinearKeyframe(1.0, duration: 0.36)
SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
SpringKeyframe(1.0, spring: .bouncy)
}
KeyframeTrack(\.verticalOffset) {
LinearKeyframe(0.0, duration: 0.1)
SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
SpringKeyframe(0.0, spring: .bouncy)
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
KeyframeTrack(\.angle) {
CubicKeyframe(.zero, duration: 0.58)
CubicKeyframe(.degrees(16), duration: 0.125)
CubicKeyframe(.degrees(-16), duration: 0.125)
CubicKeyframe(.degrees(16), duration: 0.125)
CubicKeyframe(.zero, duration: 0.125)
}
}
.onTapGesture {
likeCount += 1
}
}
}
}
}

// MARK: - Seed 004: phases

/// 3:13 — Boolean phases: the overdue reminder alternates red and primary.
enum Seed004BooleanPhases {
/// Stand-in wrapper: the sample is an expression; here it is a body.
struct Sample: View {
var body: some View {
        OverdueReminderView()
            .phaseAnimator([false, true]) { content, value in
                content
                    .foregroundStyle(value ? .red : .primary)
            } animation: { _ in
                .easeInOut(duration: 1.0)
            }
}
}
}

/// 6:20 — custom phases with a trigger.
enum Seed004CustomPhases {
/// Stand-in wrapper: the sample is an expression; `reactionCount` is the app's, not shown.
struct Sample: View {
var reactionCount: Int
var body: some View {
ReactionView()
    .phaseAnimator(
        Phase.allCases, 
        trigger: reactionCount
    ) { content, phase in
        content
            .scaleEffect(phase.scale)
            .offset(y: phase.verticalOffset)
    } animation: { phase in
        switch phase {
        case .initial: .smooth
        case .move: .easeInOut(duration: 0.3)
        case .scale: .spring(
            duration: 0.3, bounce: 0.7)
        } 
    }
}
}

enum Phase: CaseIterable {
    case initial
    case move
    case scale

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
}

// MARK: - Seed 004: keyframes

/// 9:48 — keyframes: ReactionView with four tracks, repeating (no trigger).
enum Seed004Keyframes {
/// Stand-in wrapper: the sample is an expression; here it is a body.
struct Sample: View {
var body: some View {
ReactionView()
    .keyframeAnimator(initialValue: AnimationValues()) { content, value in
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
}
}

struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}
}

// MARK: - Stand-ins (not from the seeds)

/// Stand-in: the articles' emoji view, which they use but do not show — the emoji as text.
struct EmojiView: View {
    var emoji: String
    var body: some View {
        Text(emoji)
    }
}

/// Stand-in: seed 004's reaction view, not shown — a heart symbol.
struct ReactionView: View {
    var body: some View {
        Image(systemName: "heart.fill")
    }
}

/// Stand-in: seed 004's overdue reminder, not shown — its label.
struct OverdueReminderView: View {
    var body: some View {
        Text("Overdue")
    }
}
