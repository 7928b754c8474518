import Foundation
import KinemaGraph

/// The drawing of the last update, minus the effects' animated values: one entry per drawn item,
/// with the effects around it (innermost first). A frame turns it into a ``DisplayList`` by
/// sampling the effects — without the main actor and without any view's body.
struct DisplaySkeleton {
    struct Entry {
        var content: DisplayList.Content
        /// The item's frame (animatable: layout changes can animate).
        var frame: Attribute<CGRect>
        var viewID: Int
        /// Where the effects around the item start in `effects`, innermost first.
        var effectStart: Int
        var effectCount: Int
    }

    var entries: [Entry] = []
    /// The effects of every entry, each entry's run contiguous (one buffer, not one per item).
    var effects: [(EffectSampler, Attribute<CGRect>)] = []

    init() {}

    /// Collects the drawn items in paint order (a pre-order walk, kept on an explicit stack so deep
    /// trees do not exhaust the call stack).
    @MainActor
    init(root: ViewNode?, engine: ViewEngine) {
        guard let root else { return }
        var around: [(EffectSampler, Attribute<CGRect>)] = []
        var stack: [(node: ViewNode, effectCount: Int)] = [(root, 0)]
        while let (node, effectCount) = stack.popLast() {
            around.removeLast(around.count - effectCount)
            switch node.role {
            case .leaf(let content, _, _):
                let frame = engine.animatableFrame(of: node)
                entries.append(Entry(
                    content: content, frame: frame, viewID: node.id, effectStart: effects.count, effectCount: around.count))
                effects.append(contentsOf: around.reversed())
            case .effect(let sampler):
                around.append((sampler, engine.animatableFrame(of: node)))
            default:
                break
            }
            for child in node.children.reversed() {
                stack.append((child, around.count))
            }
        }
    }

    /// Draws every item with its effects at their current presentation values into `list`,
    /// reusing its storage: a frame of a steady animation allocates nothing.
    func draw(in graph: AttributeGraph, into list: inout DisplayList) {
        if list.items.count > entries.count {
            list.items.removeLast(list.items.count - entries.count)
        }
        for index in entries.indices {
            let entry = entries[index]
            var state = DrawState()
            for index in entry.effectStart..<(entry.effectStart + entry.effectCount) {
                let (effect, rect) = effects[index]
                effect.apply(graph, graph[rect], &state)
            }
            let item = DisplayList.Item(
                content: entry.content, frame: graph[entry.frame], transform: state.transform,
                opacity: state.opacity, shadow: state.shadow,
                foregroundColor: state.foregroundColor, viewID: entry.viewID)
            if index < list.items.count {
                list.items[index] = item
            } else {
                list.items.append(item)
            }
        }
    }
}
