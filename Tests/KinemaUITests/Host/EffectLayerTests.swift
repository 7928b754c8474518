import Foundation
import Testing
@testable import KinemaUI

// Drawing effects written over a view never change its layout, so Kinema keeps them as layers of
// the view's node rather than as nodes of their own. Nothing a view shows may depend on that:
// effects still apply innermost first, each group an effect opens is its own group, the content's
// state survives its effects' changes, and an effect's attribute leaves with its view.

/// A square with `effects` drawing effects over it (0 to 3).
private struct Square: View {
    var effects: Int
    var amount: Double = 1

    var body: some View {
        switch effects {
        case 0: AnyView(Color.red.frame(width: 20, height: 20))
        case 1: AnyView(Color.red.frame(width: 20, height: 20).scaleEffect(amount))
        case 2: AnyView(Color.red.frame(width: 20, height: 20).scaleEffect(amount).opacity(0.5))
        default: AnyView(Color.red.frame(width: 20, height: 20).scaleEffect(amount).opacity(0.5).offset(x: 5))
        }
    }
}

/// A counter whose label grows with its count, under an effect that animates independently.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        Color.blue.frame(width: CGFloat(10 + 10 * count), height: 10)
            .onTapGesture { count += 1 }
    }
}

@Suite("Effect layers")
@MainActor
struct EffectLayerTests {
    @Test func effectsOverAViewAddNoNodes() {
        let bare = ViewHost(Square(effects: 0)).engine.nodeCount
        for effects in 1...3 {
            #expect(ViewHost(Square(effects: effects)).engine.nodeCount == bare, "\(effects) effects")
        }
    }

    @Test func effectsStillApplyInnermostFirst() throws {
        // Scale 2 about the square's centre, then opacity, then an offset of 5: the square's
        // frame is centred in the host, so its centre is the host's.
        let host = ViewHost(Square(effects: 3, amount: 2), size: CGSize(width: 100, height: 100))
        let item = try #require(host.displayList.items.first)
        #expect(item.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
        let expected = CGAffineTransform(translationX: -50, y: -50)
            .concatenating(CGAffineTransform(scaleX: 2, y: 2))
            .concatenating(CGAffineTransform(translationX: 50, y: 50))
            .concatenating(CGAffineTransform(translationX: 5, y: 0))
        #expect(item.transform == expected)
        #expect(item.opacity == 0.5)
    }

    @Test func twoFiltersOverOneViewAreTwoGroups() throws {
        let host = ViewHost(
            Color.red.frame(width: 20, height: 20).blur(radius: 2).grayscale(1),
            size: CGSize(width: 100, height: 100))
        let item = try #require(host.displayList.items.first)
        #expect(item.groups.count == 2)
        #expect(Set(item.groups.map(\.id)).count == 2)
        // The outer effect's group encloses the inner one's: the grayscale is listed first.
        guard item.groups.count == 2 else { return }
        if case .filter(.grayscale) = item.groups[0].effect {} else { Issue.record("outer group: \(item.groups[0])") }
        if case .filter(.blur) = item.groups[1].effect {} else { Issue.record("inner group: \(item.groups[1])") }
    }

    @Test func theContentKeepsItsStateWhileItsEffectChanges() throws {
        struct Scaled: View {
            var scale: Double
            var body: some View { Counter().scaleEffect(scale) }
        }
        let host = ViewHost(Scaled(scale: 1), size: CGSize(width: 100, height: 100))
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        #expect(host.displayList.items.first?.frame.width == 20)
        withAnimation(.linear(duration: 1)) { host.rootView = Scaled(scale: 2) }
        host.advance(by: 0.5)
        let item = try #require(host.displayList.items.first)
        // Still the counter's second width, halfway through the linear scale from 1 to 2.
        #expect(item.frame.width == 20)
        #expect(abs(item.transform.a - 1.5) < 1e-9)
    }

    @Test func anEffectsAttributeLeavesWithItsView() {
        struct Toggle: View {
            var shown: Bool
            var body: some View {
                // Stacked in place: the blue square never moves (a move would give it a frame
                // attribute of its own).
                ZStack {
                    if shown { Color.red.frame(width: 10, height: 10).scaleEffect(1.5).rotationEffect(.degrees(10)) }
                    Color.blue.frame(width: 10, height: 10)
                }
            }
        }
        let host = ViewHost(Toggle(shown: false))
        let without = host.graph.attributeCount
        host.rootView = Toggle(shown: true)
        #expect(host.graph.attributeCount > without)
        host.rootView = Toggle(shown: false)
        #expect(host.graph.attributeCount == without)
    }
}
