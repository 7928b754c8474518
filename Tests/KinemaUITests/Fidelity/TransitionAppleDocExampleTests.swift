import Foundation
import Kinema
import Testing

// Apple's documentation examples for transitions and the environment, pasted unchanged but the
// import (and `MyView`, which the examples leave to the reader), built and hosted.
@MainActor
@Suite("Apple's examples: transitions and environment")
struct TransitionAppleDocExampleTests {
    struct MyView: View {
        var body: some View { Color.red.frame(width: 40, height: 40) }
    }

    struct RotatingFadeTransition: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
              .opacity(phase.isIdentity ? 1.0 : 0.0)
              .rotationEffect(phase.rotation)
        }
    }

    struct SlideExample: View {
        @State private var isActive = false
        var body: some View {
            VStack {
                if isActive {
                    MyView()
                        .transition(.slide)
                }
                Button("Toggle") {
                    withAnimation {
                        isActive.toggle()
                    }
                }
            }
        }
    }

    struct CustomExample: View {
        @State private var isActive = false
        var body: some View {
            VStack {
                if isActive {
                    MyView()
                        .transition(RotatingFadeTransition())
                }
                Button("Toggle") {
                    withAnimation {
                        isActive.toggle()
                    }
                }
            }
        }
    }

    private func tapToggle(_ host: ViewHost<some View>) {
        let button = host.displayList.items.last { if case .text = $0.content { true } else { false } }!
        host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
    }

    /// The slide transition: the view enters from the leading edge, by its own width at first.
    @Test func slide() {
        let host = ViewHost(SlideExample())
        tapToggle(host)
        let square = host.displayList.items.first { $0.content == .color(.red) }
        #expect(square?.transform.tx == -40)
        host.advance(by: 2)
        #expect(host.displayList.items.first { $0.content == .color(.red) }?.transform == .identity)
    }

    /// The custom transition starts transparent and turned by 30°.
    @Test func customTransition() {
        let host = ViewHost(CustomExample())
        tapToggle(host)
        let square = host.displayList.items.first { $0.content == .color(.red) }
        #expect(square?.opacity == 0)
        let t = square?.transform ?? .identity
        #expect(abs(atan2(t.b, t.a) * 180 / .pi - 30) < 1e-9)
    }

    struct SchemeExample: View {
        @Environment(\.colorScheme) var colorScheme: ColorScheme

        var body: some View {
            Text(colorScheme == .dark ? "Dark" : "Light")
        }
    }

    @Test func colorScheme() {
        let host = ViewHost(SchemeExample())
        guard case .text(let light) = host.displayList.items[0].content else { Issue.record("not text"); return }
        #expect(light.runs.map(\.string).joined() == "Light")
        host.environment.colorScheme = .dark
        guard case .text(let dark) = host.displayList.items[0].content else { Issue.record("not text"); return }
        #expect(dark.runs.map(\.string).joined() == "Dark")
    }
}

extension TransitionPhase {
    fileprivate var rotation: Angle {
        switch self {
        case .willAppear: return .degrees(30)
        case .identity: return .zero
        case .didDisappear: return .degrees(-30)
        }
    }
}
