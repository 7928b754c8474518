import Foundation
import KinemaGraph

extension ViewEngine {
    /// The most rounds of "build readers whose geometry moved, then lay out again" in one update.
    /// A reader's content cannot move the reader itself, so each round settles one more level of
    /// nested readers; 8 levels is far more than real hierarchies nest.
    static let maximumGeometryRounds = 8

    /// Where `node` is: its laid-out frame in the host, the frames of the named coordinate spaces
    /// above it (innermost first), and the innermost scroll view above it.
    func geometry(of node: ViewNode) -> ReaderGeometry {
        var spaces: [ReaderGeometry.Space] = []
        var viewport: ReaderGeometry.ScrollViewport?
        var ancestor = node.parent
        while let current = ancestor {
            if let space = current.state(CoordinateSpaceName.self) {
                spaces.append(ReaderGeometry.Space(name: space.name, frame: current.frame))
            }
            if viewport == nil, case .scroll(let scroll) = current.role {
                viewport = ReaderGeometry.ScrollViewport(frame: current.frame, axes: scroll.axes)
            }
            ancestor = current.parent
        }
        return ReaderGeometry(frame: node.frame, spaces: spaces, scrollViewport: viewport)
    }

    /// After layout: builds the content of every geometry reader that has a new value or whose
    /// geometry differs from the one its content was built with, and lays out again, until nothing moves (at most
    /// ``maximumGeometryRounds`` rounds; in each, a reader is built at most once).
    ///
    /// Content is built in the context the reader was last brought up to date in, under the
    /// transaction of this update: of the reader's own visit when this update visited it (so
    /// transaction modifiers above it apply), else the update's. A `withAnimation` that resizes a
    /// reader's parent therefore animates what the reader's content derives from the size.
    func settleGeometryReaders() {
        guard !capabilityIndex.isEmpty(.geometryReader), let root else { return }
        for _ in 0..<Self.maximumGeometryRounds {
            let stale = capabilityIndex.states(.geometryReader, as: GeometryReaderState.self) { node, state in
                state.isStale(for: geometry(of: node))
            }
            guard !stale.isEmpty else { return }
            for (node, state) in stale {
                // An outer reader's new content may have removed or already rebuilt this one.
                guard nodes.contains(node) else { continue }
                let geometry = geometry(of: node)
                guard state.isStale(for: geometry) else { continue }
                var context = state.context ?? UpdateContext(engine: self, transaction: graph.transaction)
                if node.visitedUpdate != updateStamp { context.transaction = graph.transaction }
                context.isNewValue = true
                node.transaction = context.transaction
                node.visitedUpdate = updateStamp
                state.context = context
                state.build(node, geometry: geometry, in: &context)
                drainWork()
            }
            if layoutInvalidation.layout(root, in: size) { drawing.needsRebuild = true }
        }
    }
}

extension ViewEngine {
    /// After layout: shows every layout observer (``LayoutObserving``) the laid-out hierarchy, in
    /// node order. The actions of values that changed run when the update ends; observers whose
    /// content depends on what they saw (a preference overlay) are brought up to date again, and
    /// layout and the geometry readers settle again, until nothing changes (at most
    /// ``maximumGeometryRounds`` rounds).
    func settleLayoutObservers() {
        guard !capabilityIndex.isEmpty(.layoutObserver), let root else { return }
        for _ in 0..<Self.maximumGeometryRounds {
            var rebuilt = false
            for (node, state) in capabilityIndex.states(.layoutObserver, as: (any LayoutObserving).self) {
                // An earlier observer's new content may have removed this one.
                guard nodes.contains(node) else { continue }
                let observation = state.observe(node, in: self)
                if let action = observation.action { scheduleAfterUpdate(action) }
                if observation.needsUpdate, let rebuild = state as? any LayoutObservingContent {
                    var context = rebuild.context ?? UpdateContext(engine: self, transaction: graph.transaction)
                    if node.visitedUpdate != updateStamp { context.transaction = graph.transaction }
                    node.visitedUpdate = updateStamp
                    update(node, with: node.view, in: &context, isBase: true)
                    drainWork()
                    rebuilt = true
                }
            }
            guard rebuilt else { return }
            if layoutInvalidation.layout(root, in: size) { drawing.needsRebuild = true }
            settleGeometryReaders()
        }
    }
}

/// A layout observer whose node's content is built from what it observed: the engine brings the
/// node up to date again, in the context it last had, when it asks.
@MainActor
protocol LayoutObservingContent: LayoutObserving {
    var context: UpdateContext? { get }
}
