import Foundation
import Kinema
import Testing

// Containers nested thousands deep: layout recurses through containers, so past what the thread's
// stack can take it stops descending (that subtree is sized zero, one line says so) instead of
// overflowing the stack. Within it, deep nests lay out exactly.

@MainActor
@Suite("Deep nesting")
struct DeepNestingTests {
    enum Kind: String, CaseIterable, Sendable {
        case vstack, padding, frame, zstackScaled, anyView
    }

    static func nest(_ kind: Kind, depth: Int) -> AnyView {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<depth {
            switch kind {
            case .vstack: view = AnyView(VStack { view })
            case .padding: view = AnyView(view.padding(0))
            case .frame: view = AnyView(view.frame(maxWidth: .infinity))
            case .zstackScaled: view = AnyView(ZStack { view }.scaleEffect(1))
            case .anyView: view = AnyView(AnyView(view))
            }
        }
        return view
    }

    /// Three thousand levels of each kind (three times what overflowed a debug build's stack in
    /// layout before the guard) build, lay out, animate and draw, with finite numbers. Ten
    /// thousand pass too, checked in a process of their own: in the suite, the nested value's own
    /// release (Swift's, recursive) would share a thread with other tests.
    @Test(arguments: Kind.allCases)
    func thousandsOfLevelsDoNotOverflow(kind: Kind) {
        let host = ViewHost(Self.nest(kind, depth: 3_000), size: CGSize(width: 200, height: 200))
        withAnimation(.linear(duration: 1)) { host.environment.colorScheme = .dark }
        host.advance(by: 0.5)
        let list = host.displayList
        #expect(list.hasOnlyFiniteNumbers)
        #expect(list.items.count <= 1)
    }

    /// Two hundred levels are far within the limit: the square sits at the centre, as SwiftUI
    /// places it (every container here hugs or centres its one child).
    @Test(arguments: Kind.allCases)
    func twoHundredLevelsLayOutExactly(kind: Kind) throws {
        let host = ViewHost(Self.nest(kind, depth: 200), size: CGSize(width: 200, height: 200))
        let item = try #require(host.displayList.items.first)
        #expect(item.frame.size == CGSize(width: 10, height: 10))
        let centre = CGPoint(x: item.frame.midX, y: item.frame.midY).applying(item.transform)
        #expect(abs(centre.x - 100) < 1e-6 && abs(centre.y - 100) < 1e-6)
    }
}
