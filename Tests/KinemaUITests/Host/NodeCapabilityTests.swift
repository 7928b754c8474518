import Foundation
import Testing
@testable import KinemaUI

/// The engine finds the nodes of each per-node feature (geometry readers, layout observers, lazy
/// containers, frame-driven nodes, a `zIndex`, a content shape…) through their capabilities: each
/// node's bits and the engine's ``NodeCapabilityIndex`` agree, and a node that leaves takes its
/// capabilities with it.
@MainActor
@Suite struct NodeCapabilityTests {
    /// Every capability a view of `Everything` gives some node of it.
    private static let everythingHas: [NodeCapabilities] = [
        .frameDriven, .animatableBody, .geometryReader, .layoutObserver, .matchedGeometry, .lazyContainer,
        .containerRelativeFrame, .viewThatFits, .contentShape, .zIndex, .hitTestingDisabled,
    ]

    private struct Pulse: View, Animatable {
        var level: Double
        var animatableData: Double {
            get { level }
            set { level = newValue }
        }
        var body: some View { Color.yellow.opacity(level).frame(width: 10, height: 10) }
    }

    /// One view of each feature that keeps a capability.
    private struct Everything: View {
        @Namespace private var space
        var body: some View {
            VStack(spacing: 0) {
                GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }.frame(height: 10)
                Color.green.frame(width: 10, height: 10).zIndex(1)
                Color.blue.frame(width: 10, height: 10).contentShape(Rectangle())
                Color.gray.frame(width: 10, height: 10).allowsHitTesting(false)
                KeyframeAnimator(initialValue: 1.0, repeating: true) { level in
                    Color.orange.opacity(level).frame(width: 10, height: 10)
                } keyframes: { _ in
                    LinearKeyframe(0.5, duration: 1)
                    LinearKeyframe(1.0, duration: 1)
                }
                Pulse(level: 1)
                Color.pink.frame(width: 10, height: 10).onGeometryChange(for: CGFloat.self) { $0.size.width } action: { _ in }
                Color.purple.frame(width: 10, height: 10).matchedGeometryEffect(id: "dot", in: space)
                ViewThatFits { Text("A rather wide line of text"); Text("Narrow") }
                ScrollView { LazyVStack { ForEach(0..<3, id: \.self) { Text("Row \($0)") } } }.frame(height: 40)
                Color.mint.containerRelativeFrame(.horizontal).frame(height: 10)
            }
        }
    }

    /// A kept view with a `zIndex`, and `Everything` while `shows`.
    private struct Holder: View {
        var shows: Bool
        var body: some View {
            VStack {
                Color.black.frame(width: 10, height: 10).zIndex(2)
                if shows { Everything() }
            }
        }
    }

    /// Every node of the hierarchy, leaving ones included.
    private func allNodes(_ host: ViewHost<some View>) -> [ViewNode] {
        var found: [ViewNode] = []
        var stack = host.engine.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            found.append(node)
            stack.append(contentsOf: node.children + node.removingChildren)
        }
        return found
    }

    /// The subtree of the first node of view type `type`.
    private func subtree(of type: Any.Type, in host: ViewHost<some View>) -> [ViewNode] {
        guard let top = allNodes(host).first(where: { $0.viewType == ObjectIdentifier(type) }) else { return [] }
        var found: [ViewNode] = []
        var stack = [top]
        while let node = stack.popLast() {
            found.append(node)
            stack.append(contentsOf: node.children + node.removingChildren)
        }
        return found
    }

    /// The index lists, under each capability, exactly the nodes of the hierarchy with that bit.
    private func expectIndexMatchesNodes(_ host: ViewHost<some View>, sourceLocation: SourceLocation = #_sourceLocation) {
        let nodes = allNodes(host)
        for bit in 0..<NodeCapabilities.RawValue.bitWidth {
            let capability = NodeCapabilities(rawValue: 1 << bit)
            let listed = host.engine.capabilityIndex.nodes(with: capability).map(\.id)
            let marked = nodes.filter { $0.capabilities.contains(capability) }.map(\.id).sorted()
            #expect(listed == marked, "capability bit \(bit)", sourceLocation: sourceLocation)
        }
    }

    @Test func eachFeatureListsItsNodeUnderItsCapability() {
        let host = ViewHost(Holder(shows: true))
        let index = host.engine.capabilityIndex
        for capability in Self.everythingHas {
            #expect(!index.isEmpty(capability), "\(capability)")
        }
        #expect(index.isEmpty(.implicitFade))
        expectIndexMatchesNodes(host)
        // Visits are in node order.
        let driven = index.nodes(with: .frameDriven).map(\.id)
        #expect(driven.count >= 2, "the keyframe animator and the scroll view")
        #expect(driven == driven.sorted())
    }

    @Test func removingASubtreeDropsItsNodesFromEveryCapability() throws {
        let host = ViewHost(Holder(shows: true))
        let removed = subtree(of: Everything.self, in: host)
        let removedIDs = Set(removed.map(\.id))
        #expect(removed.contains { !$0.capabilities.isEmpty })
        // The repeating keyframe animator needs frames.
        #expect(host.isAnimating)

        host.rootView = Holder(shows: false)
        let index = host.engine.capabilityIndex
        for bit in 0..<NodeCapabilities.RawValue.bitWidth {
            let listed = index.nodes(with: NodeCapabilities(rawValue: 1 << bit)).map(\.id)
            #expect(removedIDs.isDisjoint(with: listed), "capability bit \(bit)")
        }
        #expect(removed.allSatisfy { $0.capabilities.isEmpty && host.engine.node(id: $0.id) == nil })
        // Only the kept view's `zIndex` is left, and nothing asks for frames.
        #expect(index.present == .zIndex)
        let kept = try #require(index.nodes(with: .zIndex).first)
        #expect(host.engine.node(id: kept.id) === kept)
        #expect(!host.isAnimating)
        expectIndexMatchesNodes(host)
    }

    @Test func aReplacedRootForgetsEveryCapability() {
        let host = ViewHost(AnyView(Everything()))
        #expect(!host.engine.capabilityIndex.present.isEmpty)
        host.rootView = AnyView(Color.red)
        #expect(host.engine.capabilityIndex.present.isEmpty)
    }

    /// A view inserted under an animation without a transition fades in on an implicit fade, which
    /// is dropped once it finished; removed under an animation, it fades out and leaves with it.
    @Test func anImplicitFadeIsListedWhileItRuns() {
        let host = ViewHost(Holder(shows: false))
        withAnimation(.linear(duration: 0.2)) { host.rootView = Holder(shows: true) }
        let fading = host.engine.capabilityIndex.nodes(with: .implicitFade)
        #expect(!fading.isEmpty)
        #expect(fading.allSatisfy { $0.implicitFade != nil })
        expectIndexMatchesNodes(host)

        host.advance(by: 0.5)
        host.advance(by: 0.1)
        #expect(host.engine.capabilityIndex.isEmpty(.implicitFade))
        #expect(fading.allSatisfy { $0.implicitFade == nil })

        withAnimation(.linear(duration: 0.2)) { host.rootView = Holder(shows: false) }
        #expect(!host.engine.capabilityIndex.isEmpty(.implicitFade))
        expectIndexMatchesNodes(host)
        host.advance(by: 0.5)
        host.advance(by: 0.1)
        #expect(host.engine.capabilityIndex.present == .zIndex)
        expectIndexMatchesNodes(host)
    }

    // MARK: - Capabilities a modifier turns on and off

    private struct Switchable: View {
        var enabled: Bool
        var interactionShape: Bool
        let log: Log
        var body: some View {
            ZStack {
                Color.red.frame(width: 200, height: 200).onTapGesture { log.taps.append("red") }
                Color.blue.frame(width: 50, height: 50).onTapGesture { log.taps.append("blue") }
                    .allowsHitTesting(enabled)
                // A row whose gaps take taps only through an interaction shape.
                HStack { Color.green.frame(width: 10, height: 10); Spacer() }
                    .frame(width: 180, height: 20)
                    .contentShape(interactionShape ? .interaction : .dragPreview, Rectangle())
                    .onTapGesture { log.taps.append("row") }
                    .offset(y: 60)
            }
        }
    }

    @MainActor
    private final class Log {
        var taps: [String] = []
    }

    @Test func allowsHitTestingAndContentShapesTurnTheirCapabilityOnAndOff() {
        let log = Log()
        let host = ViewHost(Switchable(enabled: false, interactionShape: false, log: log))
        let centre = CGPoint(x: 200, y: 200)
        // The row's gap, right of its green square.
        let gap = CGPoint(x: 250, y: 260)
        #expect(!host.engine.capabilityIndex.isEmpty(.hitTestingDisabled))
        #expect(host.engine.capabilityIndex.isEmpty(.contentShape))
        host.tap(at: centre)
        host.tap(at: gap)
        #expect(log.taps == ["red", "red"])

        host.rootView = Switchable(enabled: true, interactionShape: true, log: log)
        #expect(host.engine.capabilityIndex.isEmpty(.hitTestingDisabled))
        #expect(!host.engine.capabilityIndex.isEmpty(.contentShape))
        expectIndexMatchesNodes(host)
        host.tap(at: centre)
        host.tap(at: gap)
        #expect(log.taps == ["red", "red", "blue", "row"])

        host.rootView = Switchable(enabled: false, interactionShape: false, log: log)
        #expect(!host.engine.capabilityIndex.isEmpty(.hitTestingDisabled))
        #expect(host.engine.capabilityIndex.isEmpty(.contentShape))
        expectIndexMatchesNodes(host)
        host.tap(at: centre)
        host.tap(at: gap)
        #expect(log.taps == ["red", "red", "blue", "row", "red", "red"])

        // The shape is for interaction again: its state stays, its capability comes back.
        host.rootView = Switchable(enabled: true, interactionShape: true, log: log)
        expectIndexMatchesNodes(host)
        host.tap(at: gap)
        #expect(log.taps.last == "row")
    }

    @Test func aZIndexStillOrdersTheDrawing() {
        let host = ViewHost(ZStack { Color.red.zIndex(1); Color.green })
        let colors = host.displayList.items.compactMap { item -> Color? in
            if case .color(let color) = item.content { color } else { nil }
        }
        #expect(colors == [.green, .red])
        let node = host.engine.capabilityIndex.nodes(with: .zIndex).first
        #expect(node?.state(ZIndexState.self)?.value == 1)
    }
}
