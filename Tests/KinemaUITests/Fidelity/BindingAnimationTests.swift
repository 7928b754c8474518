import Kinema
import Testing

@MainActor
@Suite("Binding.animation(_:)")
struct BindingAnimationTests {
    private struct Child: View {
        @Binding var on: Bool
        var body: some View {
            Color.red.frame(width: 50, height: 50)
                .offset(x: on ? 100 : 0)
                .onTapGesture { on.toggle() }
        }
    }

    private struct Parent: View {
        @State var on = false
        let animated: Bool
        var body: some View {
            Child(on: animated ? $on.animation(.linear(duration: 1)) : $on)
        }
    }

    /// A change through `$on.animation(.linear(duration: 1))` animates: 50 at 0.5 s.
    @Test func changesThroughAnAnimatedBindingAnimate() {
        let host = ViewHost(Parent(animated: true))
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].transform.tx - 50) < 1e-9)
    }

    @Test func changesThroughAPlainBindingJump() {
        let host = ViewHost(Parent(animated: false))
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(host.displayList.items[0].transform.tx == 100)
    }
}
