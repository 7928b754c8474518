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
        /// Makes the content at the item's size (a shape), when it is not fixed: boxed, the box
        /// kept by `owners`, and read unretained (a copy of the sampler out of its entry retained
        /// and released its closure's context for every shape a frame drew).
        var sampler: Unmanaged<SamplerBox>?
        /// Where the effects around the item start in `effects`, innermost first.
        var effectStart: Int
        var effectCount: Int
        /// For an operation a canvas drew: where it sits in the canvas, placed with the canvas's
        /// frame and effects when drawn.
        var canvas: CanvasPlacement? = nil
        /// The item's view is in the dark appearance: its colours take their dark values.
        var isDark = false
        /// Only transforms and opacities are around the item (no canvas, no dark colours): a
        /// redraw composes them alone, as no shadow, colour, group or perspective can arise.
        var hasPlainEffects = false
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

    /// An effect that applies itself, however many items it is around: its attribute, how it
    /// applies, the frame it is laid out in, and its node (the id of a group it opens).
    struct OtherEffect {
        let attributeID: Int
        let apply: (CGRect, inout DrawState) -> Void
        let frame: FramePresentation
        let id: Int
    }

    /// Where an item's effect is: its kind, and its place in that kind's arrays.
    struct EffectReference {
        enum Kind: UInt8 {
            /// A transform about an anchor (scale, rotation): `transforms[index]`, which moves a
            /// shadow inside it.
            case transform
            /// An offset: `transforms[index]`, a translation.
            case translation
            /// `opacities[index]`.
            case opacity
            /// `otherEffects[index]`, applied through its sampler's closure.
            case other
        }
        var kind: Kind
        var index: Int32
    }

    /// Where a transform effect reads its value. Unowned: `owners` keeps the nodes.
    struct TransformSource {
        enum Node {
            case scale(Unmanaged<AnimatableNode<ScaleEffect>>)
            case rotation(Unmanaged<AnimatableNode<RotationEffect>>)
            case offset(Unmanaged<AnimatableNode<OffsetEffect>>)
        }
        let node: Node
        let frame: UnretainedFramePresentation

        /// The effect's transform at its current value, moved to its anchor.
        @inline(__always)
        var transform: CGAffineTransform {
            switch node {
            case .scale(let node): node._withUnsafeGuaranteedRef { $0.presentation }.anchoredTransform(in: frame.value)
            case .rotation(let node): node._withUnsafeGuaranteedRef { $0.presentation }.anchoredTransform(in: frame.value)
            case .offset(let node): node._withUnsafeGuaranteedRef { $0.presentation }.transform
            }
        }
    }

    /// The effects that apply themselves, once each.
    private var otherEffects: [OtherEffect] = []
    /// The nodes the arrays by kind read without owning (an effect's, its frame's), kept alive
    /// for as long as the skeleton: frames read them with no reference counting.
    private var owners: [AnyObject] = []
    /// The effects of every entry and hit region, innermost first, each run contiguous (one
    /// buffer, not one per item).
    var effects: [EffectReference] = []
    /// The transform effects, contiguous; their values as of the latest draw or patch are
    /// `buffers.transforms`: a patch works out each that moved once, then every item under it
    /// composes the value.
    private var transformSources: [TransformSource] = []
    /// The opacity effects, the same way (`buffers.opacities`, clamped).
    private var opacitySources: [Unmanaged<AnimatableNode<OpacityEffect>>] = []
    /// What frames write, made with the index.
    private var buffers = FrameBuffers(entries: 0, transforms: 0, opacities: 0)

    /// The items each attribute touches, by attribute id: `dependents[start[id]..<start[id + 1]]`.
    private var start: [Int32] = []
    private var dependents: [Int32] = []
    /// The effects of the arrays by kind each attribute moves, by attribute id, the same way.
    private var effectStart: [Int32] = []
    private var effectDependents: [EffectReference] = []
    /// Each entry's content attribute (a shape's), or -1: read by patches without touching the
    /// entry's sampler closure.
    private var contentAttribute: [Int32] = []
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
        var around: [EffectReference] = []
        var stack: [(node: ViewNode, effectCount: Int)] = [(root, 0)]
        // Whether some node's children may be reordered (a child's chain holds the `zIndex`).
        let hasZIndices = !engine.capabilityIndex.isEmpty(.zIndex)
        while let (node, effectCount) = stack.popLast() {
            around.removeLast(around.count - effectCount)
            // What the node's capabilities change here: a bit test, then its state.
            let capabilities = node.capabilities
            // A view coming or going under the default transition fades as a whole.
            if capabilities.contains(.implicitFade), let fade = node.implicitFade {
                around.append(addEffect(fade.slot.sampler, frame: engine.animatableFrame(of: node), id: node.id))
            }
            // The effects written over the node's view, outermost first, around all it draws.
            if let layers = node.layers {
                let frame = engine.animatableFrame(of: node)
                layers.forEach { around.append(addEffect($0.sampler, frame: frame, id: $0.groupID)) }
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
            case .leaf(let leaf, _, _):
                if case .text = leaf, (node.storedState as? TextLayoutState)?.isDrawnByRenderer == true { break }
                let frame = engine.animatableFrame(of: node)
                // Text is drawn as laid out in its frame: wrapped and cut to the size it was given.
                if case .text(let text) = leaf {
                    appendContent(.text(text.fitted(to: node.frame.size)))
                } else {
                    appendContent(leaf.displayContent)
                }
                entries.append(Entry(
                    frame: frame, viewID: node.id, sampler: nil,
                    effectStart: effects.count, effectCount: around.count))
                effects.append(contentsOf: around.reversed())
            case .divider(let color):
                let frame = engine.animatableFrame(of: node)
                appendContent(.color(color))
                entries.append(Entry(
                    frame: frame, viewID: node.id, sampler: nil,
                    effectStart: effects.count, effectCount: around.count))
                effects.append(contentsOf: around.reversed())
            case .shape(let sampler, _, _):
                let frame = engine.animatableFrame(of: node)
                // The first draw makes the content with the sampler.
                appendContent(nil)
                entries.append(Entry(
                    frame: frame, viewID: node.id, sampler: boxed(sampler),
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
                    frame: frame, viewID: node.id, sampler: boxed(sampler),
                    effectStart: effects.count, effectCount: around.count))
                effects.append(contentsOf: around.reversed())
            case .effect(let sampler):
                around.append(addEffect(sampler, frame: engine.animatableFrame(of: node), id: node.id))
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
        // Kept until the hierarchy changes shape: what appending grew is cut to size.
        Self.fit(&entries)
        Self.fit(&effects)
        Self.fit(&transformSources)
        Self.fit(&owners)
        buildIndex()
    }

    /// Copies a large array into storage of its size. Appending doubles an array's storage as it
    /// grows, so a skeleton of 100,000 items held a third more than it used until the next change
    /// of shape; the copy costs about as much as the appends did.
    private static func fit<Element>(_ array: inout [Element]) {
        guard array.count >= 1_024, array.capacity - array.count > array.count / 8 else { return }
        var fitted: [Element] = []
        fitted.reserveCapacity(array.count)
        fitted.append(contentsOf: array)
        array = fitted
    }

    /// A content sampler in a box the skeleton keeps (see ``Entry/sampler``).
    final class SamplerBox {
        let sampler: ContentSampler

        init(_ sampler: ContentSampler) {
            self.sampler = sampler
        }
    }

    /// `sampler` boxed for an entry, its box kept in `owners`.
    mutating func boxed(_ sampler: ContentSampler?) -> Unmanaged<SamplerBox>? {
        guard let sampler else { return nil }
        let box = SamplerBox(sampler)
        owners.append(box)
        return .passUnretained(box)
    }

    /// Records an effect, in the arrays of its kind.
    private mutating func addEffect(_ sampler: EffectSampler, frame: FramePresentation, id: Int) -> EffectReference {
        func transform(_ node: TransformSource.Node, _ kind: EffectReference.Kind, owner: AnyObject) -> EffectReference {
            owners.append(owner)
            if let frameNode = frame.node { owners.append(frameNode) }
            transformSources.append(TransformSource(node: node, frame: frame.unretained))
            return EffectReference(kind: kind, index: Int32(transformSources.count - 1))
        }
        switch sampler.kind {
        case .scale(let node): return transform(.scale(.passUnretained(node)), .transform, owner: node)
        case .rotation(let node): return transform(.rotation(.passUnretained(node)), .transform, owner: node)
        case .offset(let node): return transform(.offset(.passUnretained(node)), .translation, owner: node)
        case .opacity(let node):
            owners.append(node)
            opacitySources.append(.passUnretained(node))
            return EffectReference(kind: .opacity, index: Int32(opacitySources.count - 1))
        case .other(let apply):
            otherEffects.append(OtherEffect(attributeID: sampler.attributeID, apply: apply, frame: frame, id: id))
            return EffectReference(kind: .other, index: Int32(otherEffects.count - 1))
        }
    }

    /// The attributes effect `reference` is drawn from: its own, and its frame's when it is
    /// laid out in one that moves.
    private func forEachAttribute(of reference: EffectReference, _ body: (Int) -> Void) {
        let index = Int(reference.index)
        switch reference.kind {
        case .transform, .translation:
            let source = transformSources[index]
            switch source.node {
            case .scale(let node): body(node._withUnsafeGuaranteedRef { $0.id })
            case .rotation(let node): body(node._withUnsafeGuaranteedRef { $0.id })
            case .offset(let node): body(node._withUnsafeGuaranteedRef { $0.id })
            }
            if let id = source.frame.id { body(id) }
        case .opacity:
            body(opacitySources[index]._withUnsafeGuaranteedRef { $0.id })
        case .other:
            body(otherEffects[index].attributeID)
            if let id = otherEffects[index].frame.id { body(id) }
        }
    }

    /// The attributes an entry is drawn from.
    private func forEachAttribute(of entry: Entry, _ body: (Int) -> Void) {
        if let id = entry.frame.id { body(id) }
        if let sampler = entry.sampler { body(sampler._withUnsafeGuaranteedRef { $0.sampler.attributeID }) }
        for index in entry.effectStart..<(entry.effectStart + entry.effectCount) {
            forEachAttribute(of: effects[index], body)
        }
    }

    /// Builds the attribute → items and attribute → effects indexes.
    private mutating func buildIndex() {
        (start, dependents) = Self.index(entries.count) { index, body in forEachAttribute(of: entries[index], body) }
        // The effects a patch works out: the transforms, then the opacities.
        let transformCount = transformSources.count
        let (effectStart, effectMembers) = Self.index(transformCount + opacitySources.count) { member, body in
            let reference = member < transformCount
                ? EffectReference(kind: .transform, index: Int32(member))
                : EffectReference(kind: .opacity, index: Int32(member - transformCount))
            forEachAttribute(of: reference, body)
        }
        self.effectStart = effectStart
        effectDependents = effectMembers.map { member in
            member < transformCount
                ? EffectReference(kind: .transform, index: member)
                : EffectReference(kind: .opacity, index: member - Int32(transformCount))
        }
        for index in entries.indices where entries[index].canvas == nil && !entries[index].isDark {
            let run = entries[index].effectStart..<(entries[index].effectStart + entries[index].effectCount)
            entries[index].hasPlainEffects = effects[run].allSatisfy { $0.kind != .other }
        }
        buffers = FrameBuffers(entries: entries.count, transforms: transformSources.count, opacities: opacitySources.count)
        contentAttribute = entries.map { entry in Int32(entry.sampler?._withUnsafeGuaranteedRef { $0.sampler.attributeID } ?? -1) }
    }

    /// Which of `count` members each attribute touches (`attributes` lists a member's), by
    /// attribute id: `members[start[id]..<start[id + 1]]`. Counted, then filled: two passes, no
    /// per-id arrays.
    private static func index(
        _ count: Int, attributes: (Int, (Int) -> Void) -> Void
    ) -> (start: [Int32], members: [Int32]) {
        var maximumID = -1
        for member in 0..<count { attributes(member) { maximumID = max(maximumID, $0) } }
        var start = [Int32](repeating: 0, count: maximumID + 2)
        for member in 0..<count { attributes(member) { start[$0 + 1] += 1 } }
        for id in 0..<(maximumID + 1) { start[id + 1] += start[id] }
        var next = start
        var members = [Int32](repeating: 0, count: Int(start.last ?? 0))
        for member in 0..<count {
            attributes(member) { id in
                members[Int(next[id])] = Int32(member)
                next[id] += 1
            }
        }
        return (start, members)
    }

    /// Works out every transform and opacity effect at its current value (a skeleton's first draw).
    private func resolveAllEffects() {
        for index in transformSources.indices { buffers.transforms[index] = transformSources[index].transform }
        for index in opacitySources.indices { buffers.opacities[index] = Self.opacity(of: opacitySources[index]) }
    }

    @inline(__always)
    private static func opacity(of node: Unmanaged<AnimatableNode<OpacityEffect>>) -> Double {
        node._withUnsafeGuaranteedRef { $0.presentation.opacity.clampedOpacity }
    }

    /// Applies the effect `reference` to `state`: a transform or opacity from its array (as of the
    /// latest draw or patch), another effect through its sampler.
    @inline(__always)
    private func apply(_ reference: EffectReference, to state: inout DrawState) {
        switch reference.kind {
        case .transform: state.apply(anchored: buffers.transforms[Int(reference.index)])
        case .translation: state.concatenate(buffers.transforms[Int(reference.index)])
        case .opacity: state.fade(by: buffers.opacities[Int(reference.index)])
        case .other:
            let effect = otherEffects[Int(reference.index)]
            state.effectID = effect.id
            effect.apply(effect.frame.value, &state)
        }
    }

    /// What the effects around entry `index` do at their current presentation values. `state`
    /// starts empty; its group storage is reused.
    @inline(__always)
    private func drawState(at index: Int, into state: inout DrawState) {
        let start = entries[index].effectStart
        for position in start..<(start + entries[index].effectCount) {
            apply(effects[position], to: &state)
        }
        // Groups were opened innermost first; items list them outermost first.
        if state.groups.count > 1 { state.groups.reverse() }
    }

    /// What the effects around hit region `index` do at their current presentation values.
    func hitRegionState(at index: Int) -> DrawState {
        var state = DrawState()
        let region = hitRegions[index]
        // Worked out afresh: a tap may come before the next patch.
        for position in region.effectStart..<(region.effectStart + region.effectCount) {
            let reference = effects[position]
            let index = Int(reference.index)
            switch reference.kind {
            case .transform: state.apply(anchored: transformSources[index].transform)
            case .translation: state.concatenate(transformSources[index].transform)
            case .opacity: state.fade(by: Self.opacity(of: opacitySources[index]))
            case .other: apply(reference, to: &state)
            }
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
            content: (entry.sampler?._withUnsafeGuaranteedRef { $0.sampler.content(frame.size) } ?? contents[index]).sanitized,
            frame: frame,
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
        if entries[index].hasPlainEffects {
            redrawPlain(&item, at: index)
            return
        }
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
        if entries[index].sampler != nil, buffers.needsContent[index] || frame.size != item.frame.size {
            entries[index].sampler?._withUnsafeGuaranteedRef { $0.sampler.draw(frame.size, &item.content) }
            if entries[index].isDark {
                item.content = item.content.inDarkAppearance(defaultForeground: state.foregroundColor == nil)
            }
            assert(FiniteNumberCheck.holds(for: item.content), "a non-finite number reached the display list: \(item.content)")
        }
        item.frame = frame
        item.transform = state.transform
        // Most items have no perspective, shadow or foreground colour: nothing to store or release.
        if state.projection != nil || state.shadow != nil || state.foregroundColor != nil || item.rare != nil {
            item.setRareEffects(shadow: state.shadow, foregroundColor: state.foregroundColor, projection: state.projection)
        }
        item.opacity = state.opacity
        if entries[index].isDark { item.applyDarkAppearanceToEffects() }
        if !state.groups.isEmpty { swap(&state.groups, &item.groups) }
        // Debug builds check what frames write (content was checked where it was made).
        assert(item.frame.hasFiniteComponents && item.transform.isFinite && item.opacity.isFinite,
            "a non-finite number reached the display list: \(item.frame), \(item.transform), \(item.opacity)")
    }

    /// `redraw` for an entry with plain effects: what `DrawState` does for transforms and
    /// opacities (a transform whose product overflows is left out; the first one is taken as it
    /// is), without the state's shadow, colour and group bookkeeping.
    @inline(__always)
    private func redrawPlain(_ item: inout DisplayList.Item, at index: Int) {
        var transform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        var opacity = 1.0
        let start = entries[index].effectStart
        for position in start..<(start + entries[index].effectCount) {
            let reference = effects[position]
            if reference.kind == .opacity {
                opacity *= buffers.opacities[Int(reference.index)]
                continue
            }
            if let combined = DrawState.concatenation(of: transform, then: buffers.transforms[Int(reference.index)]) {
                transform = combined
            }
        }
        let frame = entries[index].frame.value
        if entries[index].sampler != nil, buffers.needsContent[index] || frame.size != item.frame.size {
            entries[index].sampler?._withUnsafeGuaranteedRef { $0.sampler.draw(frame.size, &item.content) }
            assert(FiniteNumberCheck.holds(for: item.content), "a non-finite number reached the display list: \(item.content)")
        }
        item.frame = frame
        item.transform = transform
        item.opacity = opacity
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
        resolveAllEffects()
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
        let effectCount = effectStart.count - 1
        let buffers = self.buffers
        var queued = 0
        for id in changes {
            if id < count {
                for position in Int(start[id])..<Int(start[id + 1]) {
                    let index = Int(dependents[position])
                    if contentAttribute[index] == Int32(id) { buffers.needsContent[index] = true }
                    if !buffers.isQueued[index] {
                        buffers.isQueued[index] = true
                        buffers.queue[queued] = Int32(index)
                        queued += 1
                    }
                }
            }
            // The effects that moved, worked out once each here; the items under them compose
            // the values below.
            if id < effectCount {
                for position in Int(effectStart[id])..<Int(effectStart[id + 1]) {
                    let reference = effectDependents[position]
                    let index = Int(reference.index)
                    if reference.kind == .opacity {
                        buffers.opacities[index] = Self.opacity(of: opacitySources[index])
                    } else {
                        buffers.transforms[index] = transformSources[index].transform
                    }
                }
            }
        }
        // One draw state for the whole patch, reset per item.
        var state = DrawState()
        for position in 0..<queued {
            let index = Int(buffers.queue[position])
            redraw(&list.items[index], at: index, state: &state)
            buffers.isQueued[index] = false
            buffers.needsContent[index] = false
        }
        for canvas in canvases where canvas.frame.value.size != canvas.size {
            needsCanvasRender = true
        }
    }
}

/// The storage a skeleton's frames write, allocated once at its size: which entries a patch has
/// queued (and in what order) and must make content for, and the values of the transform and
/// opacity effects. Written through its buffers, a frame pays no uniqueness check or growth per
/// item. A skeleton's copies share it; only the one the engine keeps is ever patched.
private final class FrameBuffers {
    let isQueued: UnsafeMutableBufferPointer<Bool>
    let needsContent: UnsafeMutableBufferPointer<Bool>
    /// Each entry at most once (`isQueued`), so `entries` places are enough.
    let queue: UnsafeMutableBufferPointer<Int32>
    let transforms: UnsafeMutableBufferPointer<CGAffineTransform>
    let opacities: UnsafeMutableBufferPointer<Double>

    init(entries: Int, transforms: Int, opacities: Int) {
        isQueued = .allocate(capacity: entries)
        isQueued.initialize(repeating: false)
        needsContent = .allocate(capacity: entries)
        needsContent.initialize(repeating: false)
        queue = .allocate(capacity: entries)
        queue.initialize(repeating: 0)
        self.transforms = .allocate(capacity: transforms)
        self.transforms.initialize(repeating: .identity)
        self.opacities = .allocate(capacity: opacities)
        self.opacities.initialize(repeating: 1)
    }

    deinit {
        isQueued.deallocate()
        needsContent.deallocate()
        queue.deallocate()
        transforms.deallocate()
        opacities.deallocate()
    }
}
