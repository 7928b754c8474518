import Foundation
import Kinema
import Testing

// Symbol effects as Kinema draws them (documented on `symbolEffect(_:options:value:)` and
// `symbolEffect(_:options:isActive:)`): keyframes on the host's clock, on the whole modified view.
// A bounce reaches its peak scale (1.2, or 0.8 downward) at the end of its first 0.15 s cubic
// keyframe and settles back to 1; a pulse's opacity reaches 0.3 at 0.5 s and 1 at 1 s, looping
// while active.
@MainActor
@Suite("Symbol effects")
struct SymbolEffectTests {
    private struct Bouncing<E: DiscreteSymbolEffect & SymbolEffect>: View {
        let effect: E
        var options: SymbolEffectOptions = .default
        @State private var count = 0
        var body: some View {
            Image(systemName: "heart")
                .symbolEffect(effect, options: options, value: count)
                .onTapGesture { count += 1 }
        }
    }

    private func tap(_ host: ViewHost<some View>) {
        let frame = host.displayList.items[0].frame
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    private func scale(_ host: ViewHost<some View>) -> CGFloat {
        host.displayList.items[0].transform.a
    }

    @Test func nothingPlaysWhenTheViewAppears() {
        let host = ViewHost(Bouncing(effect: .bounce))
        host.advance(by: 0.15)
        #expect(scale(host) == 1)
        #expect(!host.isAnimating)
    }

    @Test(arguments: [(false, 1.2), (true, 0.8)])
    func aBounceScalesToItsPeakAndBack(down: Bool, peak: Double) {
        let host = down ? ViewHost(AnyView(Bouncing(effect: .bounce.down))) : ViewHost(AnyView(Bouncing(effect: .bounce)))
        tap(host)
        host.advance(by: 0.15)
        #expect(abs(scale(host) - peak) < 1e-6)
        host.advance(by: 1)
        #expect(abs(scale(host) - 1) < 1e-6)
    }

    /// Speed 0.5 doubles the keyframes' durations: the peak comes at 0.3 s.
    @Test func theSpeedOptionScalesTime() {
        let host = ViewHost(Bouncing(effect: .bounce, options: .speed(0.5)))
        tap(host)
        host.advance(by: 0.3)
        #expect(abs(scale(host) - 1.2) < 1e-6)
    }

    /// Played twice, the second peak comes one play (0.5 s) after the first.
    @Test func theRepeatCountPlaysItAgain() {
        let host = ViewHost(Bouncing(effect: .bounce, options: .repeat(2)))
        tap(host)
        host.advance(by: 0.65)
        #expect(abs(scale(host) - 1.2) < 1e-6)
    }

    @Test func aValuePulseDipsTheOpacity() {
        let host = ViewHost(Bouncing(effect: .pulse))
        tap(host)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].opacity - 0.3) < 1e-6)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].opacity - 1) < 1e-6)
    }

    /// A wiggle turns by the angle at its first keyframe (0.1 s): cos 15° on the diagonal.
    @Test func aWiggleRotates() {
        let host = ViewHost(Bouncing(effect: .wiggle))
        tap(host)
        host.advance(by: 0.1)
        #expect(abs(host.displayList.items[0].transform.a - cos(15 * .pi / 180)) < 1e-6)
    }

    private struct Active<E: IndefiniteSymbolEffect & SymbolEffect>: View {
        let effect: E
        @State var isActive: Bool
        var body: some View {
            Image(systemName: "wifi")
                .symbolEffect(effect, isActive: isActive)
                .onTapGesture { isActive.toggle() }
        }
    }

    @Test func anActivePulseLoops() {
        let host = ViewHost(Active(effect: .pulse, isActive: true))
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].opacity - 0.3) < 1e-6)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].opacity - 1) < 1e-6)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].opacity - 0.3) < 1e-6)
    }

    @Test func anInactivePulseStaysStill() {
        let host = ViewHost(Active(effect: .pulse, isActive: false))
        host.advance(by: 0.5)
        #expect(host.displayList.items[0].opacity == 1)
        #expect(!host.isAnimating)
    }

    /// `.scale` holds 1.2 while active, springing there; `.disappear` holds an invisible pose.
    @Test func heldPosesSpringInWhileActive() {
        let scaled = ViewHost(Active(effect: .scale, isActive: false))
        tap(scaled)
        #expect(scaled.isAnimating)
        scaled.advance(by: 3)
        #expect(abs(scale(scaled) - 1.2) < 1e-3)
        let hidden = ViewHost(Active(effect: .disappear, isActive: true))
        #expect(hidden.displayList.items.allSatisfy { $0.opacity == 0 })
    }

    /// Frames re-render the content with the settings above the effect: a font set outside keeps
    /// the symbol's size through the animation.
    @Test func framesKeepTheEnvironmentAbove() {
        let host = ViewHost(Image(systemName: "wifi").symbolEffect(.pulse, isActive: true).font(.system(size: 60)))
        let size = host.displayList.items[0].frame.size
        host.advance(by: 0.5)
        #expect(host.displayList.items[0].frame.size == size)
        #expect(abs(host.displayList.items[0].opacity - 0.3) < 1e-6)
    }

    @Test func removedEffectsDoNotMove() {
        let host = ViewHost(Active(effect: .pulse, isActive: true).symbolEffectsRemoved())
        host.advance(by: 0.5)
        #expect(host.displayList.items[0].opacity == 1)
    }

    /// The spellings SwiftUI code uses compile.
    @Test func spellings() {
        let views: [AnyView] = [
            AnyView(Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, options: .repeating)),
            AnyView(Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, options: .nonRepeating, value: 1)),
            AnyView(Image(systemName: "bell").symbolEffect(.pulse.wholeSymbol, options: .repeat(.periodic(delay: 1)))),
            AnyView(Image(systemName: "bell").symbolEffect(.wiggle.custom(angle: .degrees(30)), value: 2)),
            AnyView(Image(systemName: "arrow.clockwise").symbolEffect(.rotate.counterClockwise, options: .repeat(.continuous))),
            AnyView(Image(systemName: "heart").symbolEffect(.breathe.pulse, options: .speed(0.5).repeating)),
            AnyView(Image(systemName: "play").contentTransition(.symbolEffect(.replace.downUp))),
            AnyView(Image(systemName: "play").contentTransition(.symbolEffect)),
            AnyView(Image(systemName: "star").transition(.symbolEffect(.appear.up))),
            AnyView(Image(systemName: "star").symbolEffect(.appear, isActive: true).symbolEffect(.scale.down)),
        ]
        let host = ViewHost(VStack { ForEach(0..<views.count, id: \.self) { views[$0] } })
        #expect(host.displayList.items.count >= views.count - 1)
    }
}
