import Foundation
import Kinema
import Observation
import Testing

private struct AccentSpeedKey: EnvironmentKey {
    static let defaultValue: Double = 1
}

extension EnvironmentValues {
    fileprivate var accentSpeed: Double {
        get { self[AccentSpeedKey.self] }
        set { self[AccentSpeedKey.self] = newValue }
    }
}

// `@Environment` reads the values the host and the modifiers above a view set; writing them with
// `environment(_:_:)` or on the host runs the bodies that read them again.
@MainActor
@Suite("Environment")
struct EnvironmentTests {
    private struct Scheme: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View {
            (colorScheme == .dark ? Color.black : Color.white).frame(width: 10, height: 10)
        }
    }

    /// The default scheme is light; the host's environment and a modifier change it.
    @Test func colorSchemeFromTheHostAndModifiers() {
        let host = ViewHost(Scheme())
        #expect(host.displayList.items[0].content == .color(.white))
        host.environment.colorScheme = .dark
        #expect(host.displayList.items[0].content == .color(.black))
        let local = ViewHost(VStack { Scheme(); Scheme().environment(\.colorScheme, .dark) })
        #expect(local.displayList.items.map(\.content) == [.color(.white), .color(.black)])
    }

    private struct Speed: View {
        @Environment(\.accentSpeed) private var speed
        var body: some View { Color.red.frame(width: 10 * speed, height: 10) }
    }

    /// A custom key reads its default until set; the innermost setting wins; transforms see the
    /// outer value.
    @Test func customKeys() {
        #expect(ViewHost(Speed()).displayList.items[0].frame.width == 10)
        #expect(ViewHost(Speed().environment(\.accentSpeed, 3).environment(\.accentSpeed, 5)).displayList.items[0].frame.width == 30)
        let transformed = ViewHost(Speed().transformEnvironment(\.accentSpeed) { $0 *= 2 }.environment(\.accentSpeed, 4))
        #expect(transformed.displayList.items[0].frame.width == 80)
    }

    private struct Enabled: View {
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { (isEnabled ? Color.green : Color.gray).frame(width: 10, height: 10) }
    }

    /// `disabled(true)` disables everything below; an inner `disabled(false)` cannot re-enable.
    @Test func disabledPropagates() {
        #expect(ViewHost(Enabled()).displayList.items[0].content == .color(.green))
        #expect(ViewHost(Enabled().disabled(true)).displayList.items[0].content == .color(.gray))
        #expect(ViewHost(Enabled().disabled(false).disabled(true)).displayList.items[0].content == .color(.gray))
    }

    private struct Pulse: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var large = false
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .scaleEffect(large ? 2 : 1)
                .onTapGesture { withAnimation(reduceMotion ? nil : .linear(duration: 1)) { large.toggle() } }
        }
    }

    /// With reduced motion set on the host, the same tap jumps instead of animating.
    @Test func reducedMotionCanBeRendered() {
        let normal = ViewHost(Pulse())
        normal.tap(at: CGPoint(x: 200, y: 200))
        normal.advance(by: 0.5)
        #expect(abs(normal.displayList.items[0].transform.a - 1.5) < 1e-9)
        let reduced = ViewHost(Pulse())
        reduced.environment.accessibilityReduceMotion = true
        reduced.tap(at: CGPoint(x: 200, y: 200))
        #expect(reduced.displayList.items[0].transform.a == 2)
        #expect(!reduced.isAnimating)
    }

    /// A custom animation that finishes at once under reduced motion.
    struct CalmLinear: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            if context.environment.accessibilityReduceMotion { return nil }
            return time < 1 ? value.scaled(by: time) : nil
        }
    }

    private struct CalmPulse: View {
        @State private var large = false
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .scaleEffect(large ? 2 : 1)
                .onTapGesture { withAnimation(Animation(CalmLinear())) { large.toggle() } }
        }
    }

    /// The animation's context carries the environment of the view it animates.
    @Test func animationsSeeTheEnvironment() {
        let normal = ViewHost(CalmPulse())
        normal.tap(at: CGPoint(x: 200, y: 200))
        normal.advance(by: 0.5)
        #expect(abs(normal.displayList.items[0].transform.a - 1.5) < 1e-9)
        let reduced = ViewHost(CalmPulse().environment(\.accessibilityReduceMotion, true))
        reduced.tap(at: CGPoint(x: 200, y: 200))
        reduced.advance(by: 1.0 / 60)
        #expect(reduced.displayList.items[0].transform.a == 2)
    }

    /// Dynamic Type sizes order, and a range clamps the size within it.
    @Test func dynamicTypeSizes() {
        #expect(DynamicTypeSize.large < .xLarge)
        #expect(DynamicTypeSize.accessibility2.isAccessibilitySize)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
        var values = EnvironmentValues()
        #expect(values.dynamicTypeSize == .large)
        values.dynamicTypeSize = .accessibility5
        #expect(values.dynamicTypeSize == .accessibility5)
        #expect(values.pixelLength == 1)
    }

    @Observable
    final class Library {
        var count = 3
    }

    private struct Shelf: View {
        @Environment(Library.self) private var library
        var body: some View { Color.red.frame(width: CGFloat(library.count) * 10, height: 10) }
    }

    /// An observable object in the environment is read by type.
    @Test func observableObjectsByType() {
        let library = Library()
        let host = ViewHost(Shelf().environment(library))
        #expect(host.displayList.items[0].frame.width == 30)
    }
}

/// Bodies that read `@Observable` properties run again when those properties change, under the
/// transaction of the change.
@MainActor
@Suite("Observation")
struct ObservationTests {
    @Observable
    final class Counter {
        var count = 1
    }

    private struct Bar: View {
        let counter: Counter
        var body: some View {
            Color.red.frame(width: CGFloat(counter.count) * 10, height: 10)
                .onTapGesture { withAnimation(.linear(duration: 1)) { counter.count = 3 } }
        }
    }

    /// A change inside a tap under `withAnimation` animates the frame: 10 → 30 wide, 20 at 0.5 s.
    @Test func anObservedChangeAnimates() {
        let counter = Counter()
        let host = ViewHost(Bar(counter: counter))
        #expect(host.displayList.items[0].frame.width == 10)
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].frame.width - 20) < 1e-9)
    }

    /// A change made outside any event is applied before the host is next read.
    @Test func aChangeOutsideAnEventIsApplied() {
        let counter = Counter()
        let host = ViewHost(Bar(counter: counter))
        counter.count = 5
        #expect(host.displayList.items[0].frame.width == 50)
    }
}
