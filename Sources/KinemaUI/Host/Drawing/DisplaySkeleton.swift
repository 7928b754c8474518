import Foundation
import KinemaGraph

/// The drawing of the last update, minus the effects' animated values: one entry per drawn item,
/// with the effects around it (innermost first), and which items each animatable attribute
/// touches. A frame patches the display list from it: only the items under an attribute that
/// moved are drawn again — without the main actor and without any view's body.
struct DisplaySkeleton {
    struct Entry {
        /// The item's frame (fixed, or animatable once layout has moved it).
        var frame: FramePresentation
        var viewID: Int
        /// Makes the content at the item's size (a shape), when it is not fixed.
        var sampler: ContentSampler?
        /// Where the effects around the item start in `effects`, innermost first.
        var effectStart: Int
        var effectCount: Int
        /// For an operation a canvas drew: where it sits in the canvas, placed with the canvas's
        /// frame and effects when drawn.
        var canvas: CanvasPlacement? = nil
        /// The item's view is in the dark appearance: its colours take their dark values.
        var isDark = false
    }

    var entries: [Entry] = []
    /// The content of each entry drawn as it is (no sampler, no canvas), for the first draw only:
    /// afterwards the display list's items hold it and frames never read it again, so it is kept
    /// apart from the entries (which frames walk) and released once drawn.
    private var contents: [DisplayList.Content] = []
    /// What `contents` holds for an entry that makes its content or takes it from its canvas.
    private static let noContent = DisplayList.Content.color(.clear)

    /// Adds the next entry's content for the first draw (`nil`: it has none of its own).
    mutating func appendContent(_ content: DisplayList.Content?) {
        contents.append(content ?? Self.noContent)
    }

    /// Where a content shape takes taps: in paint order just behind the first item of its view
    /// (`itemIndex`: the items drawn before it), with the effects around the view.
    struct HitRegion {
        var itemIndex: Int
        var viewID: Int
        var frame: FramePresentation
        var shape: ContentShapeState
        var effectStart: Int
        var effectCount: Int
    }

    /// The content shapes, in paint order. Their effects share `effects` with the entries, but no
    /// frame redraws them: a tap reads their current values.
    var hitRegions: [HitRegion] = []
    /// The effects of every entry, each entry's run contiguous (one buffer, not one per item),
    /// with the frame each effect is laid out in.
    var effects: [(sampler: EffectSampler, frame: FramePresentation, id: Int)] = []
    /// The items each attribute touches, by attribute id: `dependents[start[id]..<start[id + 1]]`.
    private var start: [Int32] = []
    private var dependents: [Int32] = []
    /// Entries already queued in the patch being made (reused storage).
    private var isQueued: [Bool] = []
    /// Entries whose content a patch must make again (their shape's attribute moved).
    private var needsContent: [Bool] = []
    /// Each entry's content attribute (a shape's), or -1: read by patches without touching the
    /// entry's sampler closure.
    private var contentAttribute: [Int32] = []
    private var queue: [Int] = []
    /// The canvases drawn, with the size each was rendered at (see `needsCanvasRender`).
    var canvases: [(frame: FramePresentation, size: CGSize)] = []
    /// A patch moved a canvas to a size other than the one it was rendered at: the skeleton
    /// must be rebuilt, so that its renderer runs at the new size.
    private(set) var needsCanvasRender = false

    init() {}

    /// Collects the drawn items in paint order (a pre-order walk, kept on an explicit stack so deep
    /// trees do not exhaust the call stack).
    @MainActor
    init(root: ViewNode?, engine: ViewEngine) {
        guard let root else { return }
        var around: [(sampler: EffectSampler, frame: FramePresentation, id: Int)] = []
        var stack: [(node: ViewNode, effectCount: Int)] = [(root, 0)]
        // Whether some node's children may be reordered (a child's chain holds the `zIndex`).
        let hasZIndices = !engine.capabilityIndex.isEmpty(.zIndex)
        while let (node, effectCount) = stack.popLast() {
            around.removeLast(around.count - effectCount)
            // What the node's capabilities change here: a bit test, then its state.
            let capabilities = node.capabilities
            // A view coming or going under the default transition fades as a whole.
            if capabilities.contains(.implicitFade), let fade = node.implicitFade {
                around.append((fade.slot.sampler, engine.animatableFrame(of: node), node.id))
            }
            if capabilities.contains(.contentShape), let shape = node.storedState as? ContentShapeState {
                hitRegions.append(HitRegion(
                    itemIndex: entries.count, viewID: node.id, frame: engine.animatableFrame(of: node), shape: shape,
                    effectStart: effects.count, effectCount: around.count))
                effects.append(contentsOf: around.reversed())
            }
            let firstEntry = entries.count
            defer {
                if node.isDarkAppearance {
                    for index in firstEntry..<entries.count { entries[index].isDark = true }
                }
            }
            switch node.role {
            case .leaf(var content, _, _):
                let frame = engine.animatableFrame(of: node)
                // Text is drawn as laid out in its frame: wrapped and cut to the size it was given.
                if case .text(let text) = content { content = .text(text.fitted(to: node.frame.size)) }
                appendContent(content)
                entries.append(Entry(
                    frame: frame, viewID: node.id, sampler: nil,
                    effectStart: effects.count, effectCount: around.count))
                effects.append(contentsOf: around.reversed())
            case .divider(let content):
                let frame = engine.animatableFrame(of: node)
                appendContent(content)
                entries.append(Entry(
                    frame: frame, viewID: node.id, sampler: nil,
                    effectStart: effects.count, effectCount: around.count))
                effects.append(contentsOf: around.reversed())
            case .shape(let sampler):
                let frame = engine.animatableFrame(of: node)
                // The first draw makes the content with the sampler.
                appendContent(nil)
                entries.append(Entry(
                    frame: frame, viewID: node.id, sampler: sampler,
                    effectStart: effects.count, effectCount: around.count))
                effects.append(contentsOf: around.reversed())
            case .image(let image):
                let frame = engine.animatableFrame(of: node)
                // A resizable symbol is drawn again at each size its frame takes (its frame
                // attribute stands for the content's); other images draw the same at any size.
                let sampler = image.drawsAtFrameSize
                    ? frame.id.map { id in ContentSampler(attributeID: id) { size, content in content = image.content(at: size) } }
                    : nil
                appendContent(sampler == nil ? image.content(at: frame.value.size) : nil)
                entries.append(Entry(
                    frame: frame, viewID: node.id, sampler: sampler,
                    effectStart: effects.count, effectCount: around.count))
                effects.append(contentsOf: around.reversed())
            case .effect(let sampler):
                around.append((sampler, engine.animatableFrame(of: node), node.id))
            case .canvas(let leaf):
                appendCanvas(node, leaf: leaf, around: around, engine: engine)
                // The children are the canvas's symbols: drawn only through the canvas.
                continue
            default:
                break
            }
            // A view that fits draws only the child it chose.
            if capabilities.contains(.viewThatFits), let fits = node.storedState as? ViewThatFitsState {
                if node.children.indices.contains(fits.chosen) {
                    stack.append((node.children[fits.chosen], around.count))
                }
                continue
            }
            // Children still leaving are drawn after (above) the others; `zIndex` reorders them all.
            if hasZIndices, node.children.count + node.removingChildren.count > 1 {
                let ordered = engine.paintOrder(of: node.children + node.removingChildren)
                for child in ordered.reversed() {
                    stack.append((child, around.count))
                }
                continue
            }
            for child in node.removingChildren.reversed() {
                stack.append((child, around.count))
            }
            for child in node.children.reversed() {
                stack.append((child, around.count))
            }
        }
        buildIndex()
    }

    /// The attributes an entry is drawn from.
    private func forEachAttribute(of entry: Entry, _ body: (Int) -> Void) {
        if let id = entry.frame.id { body(id) }
        if let sampler = entry.sampler { body(sampler.attributeID) }
        for index in entry.effectStart..<(entry.effectStart + entry.effectCount) {
            body(effects[index].sampler.attributeID)
            if let id = effects[index].frame.id { body(id) }
        }
    }

    /// Builds the attribute → items index (counted, then filled: two passes, no per-id arrays).
    private mutating func buildIndex() {
        var maximumID = -1
        for entry in entries { forEachAttribute(of: entry) { maximumID = max(maximumID, $0) } }
        var start = [Int32](repeating: 0, count: maximumID + 2)
        for entry in entries { forEachAttribute(of: entry) { start[$0 + 1] += 1 } }
        for id in 0..<(maximumID + 1) { start[id + 1] += start[id] }
        var next = start
        var dependents = [Int32](repeating: 0, count: Int(start.last ?? 0))
        for (index, entry) in entries.enumerated() {
            forEachAttribute(of: entry) { id in
                dependents[Int(next[id])] = Int32(index)
                next[id] += 1
            }
        }
        self.start = start
        self.dependents = dependents
        isQueued = [Bool](repeating: false, count: entries.count)
        needsContent = isQueued
        contentAttribute = entries.map { Int32($0.sampler?.attributeID ?? -1) }
    }

    /// What the effects around entry `index` do at their current presentation values. `state`
    /// starts empty; its group storage is reused.
    @inline(__always)
    private func drawState(at index: Int, into state: inout DrawState) {
        let start = entries[index].effectStart
        for position in start..<(start + entries[index].effectCount) {
            state.effectID = effects[position].id
            effects[position].sampler.apply(effects[position].frame.value, &state)
        }
        // Groups were opened innermost first; items list them outermost first.
        if state.groups.count > 1 { state.groups.reverse() }
    }

    /// What the effects around hit region `index` do at their current presentation values.
    func hitRegionState(at index: Int) -> DrawState {
        var state = DrawState()
        let region = hitRegions[index]
        for position in region.effectStart..<(region.effectStart + region.effectCount) {
            effects[position].sampler.apply(effects[position].frame.value, &state)
        }
        return state
    }

    /// The item of entry `index`, with its effects at their current presentation values.
    private func item(at index: Int) -> DisplayList.Item {
        var state = DrawState()
        drawState(at: index, into: &state)
        let entry = entries[index]
        let frame = entry.frame.value
        if let canvas = entry.canvas {
            var item = DisplayList.Item(content: canvas.item.content, frame: .zero, viewID: entry.viewID)
            canvas.place(&item, canvasFrame: frame, state: state)
            if entry.isDark { item.applyDarkAppearance() }
            return item
        }
        var item = DisplayList.Item(
            content: (entry.sampler?.content(frame.size) ?? contents[index]).sanitized, frame: frame,
            transform: state.transform, opacity: state.opacity, shadow: state.shadow,
            foregroundColor: state.foregroundColor, groups: state.groups, projection: state.projection,
            viewID: entry.viewID)
        if entry.isDark { item.applyDarkAppearance() }
        assert(item.hasOnlyFiniteNumbers, "a non-finite number reached the display list: \(item)")
        return item
    }

    /// Draws entry `index` again into its item, in place: only what frames change (its frame and
    /// what its effects do), so the content is neither copied nor released. `state` is the
    /// patch's one draw state, reset here: an item costs no state made and destroyed.
    @inline(__always)
    private func redraw(_ item: inout DisplayList.Item, at index: Int, state: inout DrawState) {
        state.reset()
        if entries[index].canvas != nil {
            drawState(at: index, into: &state)
            entries[index].canvas?.place(&item, canvasFrame: entries[index].frame.value, state: state)
            if entries[index].isDark { item.applyDarkAppearance() }
            return
        }
        if !item.groups.isEmpty {
            // The item's group storage is taken and refilled: a frame allocates nothing for it.
            swap(&state.groups, &item.groups)
            state.groups.removeAll(keepingCapacity: true)
        }
        drawState(at: index, into: &state)
        let frame = entries[index].frame.value
        // Content is made again only when the shape's attribute or the frame moved, not when an
        // effect around it did: making a path is the costliest step of a redraw.
        if entries[index].sampler != nil, needsContent[index] || frame.size != item.frame.size {
            entries[index].sampler?.draw(frame.size, &item.content)
            if entries[index].isDark {
                item.content = item.content.inDarkAppearance(defaultForeground: state.foregroundColor == nil)
            }
            assert(FiniteNumberCheck.holds(for: item.content), "a non-finite number reached the display list: \(item.content)")
        }
        item.frame = frame
        item.transform = state.transform
        // Most items have no perspective, shadow or foreground colour: nothing to store or release.
        if state.projection != nil || item.projectionStorage != nil { item.projection = state.projection }
        item.opacity = state.opacity
        if state.shadow != nil || item.shadow != nil { item.shadow = state.shadow }
        if state.foregroundColor != nil || item.foregroundColor != nil { item.foregroundColor = state.foregroundColor }
        if entries[index].isDark { item.applyDarkAppearanceToEffects() }
        if !state.groups.isEmpty { swap(&state.groups, &item.groups) }
        // Debug builds check what frames write (content was checked where it was made).
        assert(item.frame.hasFiniteComponents && item.transform.isFinite && item.opacity.isFinite,
            "a non-finite number reached the display list: \(item.frame), \(item.transform), \(item.opacity)")
    }

    /// Draws every item into `list`, reusing its storage. Once per skeleton: the entries'
    /// contents are released after it (frames patch the items in place).
    mutating func draw(into list: inout DisplayList) {
        if list.items.count > entries.count {
            list.items.removeLast(list.items.count - entries.count)
        }
        // Grown once to its size: appending 100,000 items one by one copied them as the buffer
        // doubled, and held two buffers at once.
        list.items.reserveCapacity(entries.count)
        for index in entries.indices {
            if index < list.items.count {
                list.items[index] = item(at: index)
            } else {
                list.items.append(item(at: index))
            }
        }
        contents = []
    }

    /// Draws again the items touched by the attributes in `changes` (a frame's moving attributes),
    /// each once, in place: a frame costs what moved, and allocates nothing.
    mutating func patch(_ list: inout DisplayList, changes: [Int]) {
        let count = start.count - 1
        for id in changes where id < count {
            for position in Int(start[id])..<Int(start[id + 1]) {
                let index = Int(dependents[position])
                if contentAttribute[index] == Int32(id) { needsContent[index] = true }
                if !isQueued[index] {
                    isQueued[index] = true
                    queue.append(index)
                }
            }
        }
        // One draw state for the whole patch, reset per item.
        var state = DrawState()
        for index in queue {
            redraw(&list.items[index], at: index, state: &state)
            isQueued[index] = false
            needsContent[index] = false
        }
        queue.removeAll(keepingCapacity: true)
        for canvas in canvases where canvas.frame.value.size != canvas.size {
            needsCanvasRender = true
        }
    }
}
