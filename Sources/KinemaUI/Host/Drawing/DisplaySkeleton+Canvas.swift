import Foundation

extension DisplaySkeleton {
    /// Runs a canvas's renderer at the canvas's current size and adds an entry per operation it
    /// recorded, all under the effects around the canvas (one run of `effects`, shared).
    @MainActor
    mutating func appendCanvas(
        _ node: ViewNode, leaf: CanvasLeaf,
        around: [EffectReference], engine: ViewEngine
    ) {
        let frame = engine.animatableFrame(of: node)
        let size = frame.value.size
        let symbols = leaf.symbolTags.isEmpty ? [:] : Self.symbols(of: node, tags: leaf.symbolTags, engine: engine)
        let items = leaf.render(size: size, symbols: symbols)
        let serial = canvases.count
        canvases.append((frame, size))
        let effectStart = effects.count
        effects.append(contentsOf: around.reversed())
        entries.reserveCapacity(entries.count + items.count)
        for item in items {
            // The first draw takes the content from the canvas placement.
            appendContent(nil)
            entries.append(Entry(
                frame: frame, viewID: node.id, sampler: nil,
                effectStart: effectStart, effectCount: around.count,
                canvas: CanvasPlacement(item, serial: serial, size: size)))
        }
    }

    /// The canvas's symbol views drawn once each, by tag, relative to their top-leading corner
    /// (the first view wins where tags repeat; untagged views are left out).
    @MainActor
    private static func symbols(
        of node: ViewNode, tags: [AnyHashable?], engine: ViewEngine
    ) -> [AnyHashable: GraphicsContext.ResolvedSymbol] {
        var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for (child, tag) in zip(node.children, tags) {
            guard let tag, symbols[tag] == nil else { continue }
            var list = DisplayList()
            var skeleton = DisplaySkeleton(root: child, engine: engine)
            skeleton.draw(into: &list)
            let origin = child.frame.origin
            let toLocal = CGAffineTransform(translationX: -origin.x, y: -origin.y)
            let fromLocal = CGAffineTransform(translationX: origin.x, y: origin.y)
            let items = list.items.map { item -> DisplayList.Item in
                var item = item
                item.frame = item.frame.offsetBy(dx: -origin.x, dy: -origin.y)
                item.transform = fromLocal.concatenating(item.transform).concatenating(toLocal)
                item.groups = item.groups.map { DisplayList.Group(id: $0.id, effect: $0.effect.transformed(by: toLocal)) }
                return item
            }
            symbols[tag] = GraphicsContext.ResolvedSymbol(items: items, size: child.frame.size)
        }
        return symbols
    }
}

/// Where one operation a canvas drew sits: the operation in canvas space, and which canvas of
/// the skeleton drew it (its groups' ids are made unique in the display list from it).
final class CanvasPlacement {
    let item: CanvasItem
    let serial: Int
    /// The canvas size the renderer drew for.
    let size: CGSize

    init(_ item: CanvasItem, serial: Int, size: CGSize) {
        self.item = item
        self.serial = serial
        self.size = size
    }

    /// The display-list id of the recording's group `id`: negative, so it never meets an effect
    /// node's (positive) id, and distinct for each canvas of one display list.
    func groupID(_ id: Int) -> Int {
        -(serial << 32) - id - 1
    }

    /// Draws the operation into `item` for a canvas laid out in `canvasFrame` (host coordinates)
    /// under the effects in `state`: the canvas's origin and effects are applied after the
    /// operation's own transform, and its groups sit inside the effects' groups. The item's group
    /// storage is reused.
    func place(_ displayItem: inout DisplayList.Item, canvasFrame: CGRect, state: DrawState) {
        let origin = canvasFrame.origin
        let toCanvas = CGAffineTransform(translationX: origin.x, y: origin.y)
        let fromFrame = CGAffineTransform(translationX: -origin.x, y: -origin.y).concatenating(item.transform)
        // Canvas space → host. The effects around the canvas are finite one by one, but their
        // product with an operation's own transform may overflow (a huge scale around a
        // translated drawing): then they are left out, as an overflowing effect is for a view.
        var toHost = toCanvas.concatenating(state.transform)
        var transform = fromFrame.concatenating(toHost)
        if !transform.isFinite {
            toHost = toCanvas
            transform = fromFrame.concatenating(toHost)
        }
        displayItem.frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
        displayItem.transform = transform.isFinite ? transform : .identity
        displayItem.opacity = state.opacity * item.opacity
        displayItem.shadow = item.shadow ?? state.shadow
        displayItem.foregroundColor = item.foregroundColor ?? state.foregroundColor
        displayItem.groups.removeAll(keepingCapacity: true)
        displayItem.groups.append(contentsOf: state.groups)
        for group in item.groups {
            displayItem.groups.append(DisplayList.Group(id: groupID(group.id), effect: group.effect.transformed(by: toHost)))
        }
    }
}
