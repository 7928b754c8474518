import Foundation
import KinemaDisplay
import KinemaUI

/// Turns a recording into a Lottie document: one shape layer for each run of frames in which an
/// item keeps the same kind of drawing, with its geometry, paint, transform and opacity as
/// properties fitted to every recorded frame.
///
/// Items are followed across frames as ``Recording/tracks`` follows them: by view and, among a
/// view's items, by order. Layers are stacked in an order that keeps every frame's paint order
/// where the frames agree (a topological order of "drawn after" over all frames).
struct LottieWriter {
    let recording: Recording
    /// The error allowed in positions, in points.
    let tolerance: Double
    /// The error allowed in colour components and opacities, 0…1.
    static let colorTolerance = 0.002

    var keyframeCount = 0
    /// What did not translate: each feature, what it became and how many items used it.
    private(set) var approximations: [String: (becomes: String, count: Int)] = [:]
    /// The features the item being written uses that did not translate.
    private var itemApproximations: [String: String] = [:]
    /// The masks whose groups the items being written are inside, drawn as mattes around them.
    var peeledMasks: Set<Int> = []
    /// Draws an SVG image's document to PNG bytes at a pixel size, for its asset.
    let svgRasterizer: (@Sendable (Data, Int, Int) -> Data?)?
    /// The image assets written so far, by image name; `nil` for a name without usable bytes.
    private var imageAssets: [String: LottieImageAsset?] = [:]
    /// Why a named image has no asset, for each item that draws it.
    private(set) var imageFailures: [String: (feature: String, becomes: String)] = [:]
    private var assets: [LottieJSON] = []
    var nextLayerIndex = 1

    init(recording: Recording, tolerance: Double, svgRasterizer: (@Sendable (Data, Int, Int) -> Data?)?) {
        self.recording = recording
        self.tolerance = tolerance
        self.svgRasterizer = svgRasterizer
    }

    /// The asset of an emoji's picture in the installed colour font, written once.
    mutating func emojiAsset(_ character: Character) -> (LottieImageAsset, ColorEmojiFont.Glyph)? {
        guard let font = ColorEmojiFont.installed, let glyph = font.glyph(for: character) else { return nil }
        let key = "emoji " + String(character)
        if let known = imageAssets[key] { return known.map { ($0, glyph) } }
        let asset = addImageAsset(png: glyph.png, mediaType: "image/png", width: glyph.width, height: glyph.height)
        imageAssets[key] = .some(asset)
        return (asset, glyph)
    }

    /// Adds an image asset with `bytes` embedded.
    private mutating func addImageAsset(png bytes: Data, mediaType: String, width: Int, height: Int) -> LottieImageAsset {
        let id = "image_\(assets.count)"
        assets.append(.object([
            ("id", .string(id)), ("w", .number(Double(width))), ("h", .number(Double(height))), ("u", ""),
            ("p", .string("data:\(mediaType);base64," + bytes.base64EncodedString())), ("e", 1),
        ]))
        return LottieImageAsset(id: id, width: width, height: height)
    }

    /// The asset of a named image, written once: PNG and JPEG bytes as they are, an SVG drawn to
    /// PNG at four times its natural size (at most 2,048 pixels a side) by ``svgRasterizer``.
    /// `nil` for a system symbol, a name without bytes, or an SVG with no rasteriser.
    mutating func imageAsset(_ image: DisplayList.ImageContent) -> LottieImageAsset? {
        if let known = imageAssets[image.name] { return known }
        var asset: LottieImageAsset?
        if !image.isSystemSymbol, let entry = ImageRegistry.entry(named: image.name) {
            var bytes: Data?
            var width = Int(entry.size.width.rounded()), height = Int(entry.size.height.rounded())
            switch entry.format {
            case .png, .jpeg:
                bytes = entry.data
                let pixels = entry.format == .png ? ImageHeader.pixelSize(ofPNG: entry.data) : ImageHeader.pixelSize(ofJPEG: entry.data)
                if let pixels {
                    width = Int(pixels.width)
                    height = Int(pixels.height)
                }
            case .svg:
                let scale = min(4, 2048 / max(entry.size.width, entry.size.height, 1))
                width = max(Int((entry.size.width * scale).rounded()), 1)
                height = max(Int((entry.size.height * scale).rounded()), 1)
                bytes = svgRasterizer?(entry.data, width, height)
                if bytes == nil {
                    imageFailures[image.name] = svgRasterizer == nil
                        ? ("SVG image without a rasteriser", "left out") : ("SVG image the rasteriser could not draw", "left out")
                }
            }
            if let bytes, width > 0, height > 0 {
                asset = addImageAsset(png: bytes, mediaType: entry.format == .jpeg ? "image/jpeg" : "image/png",
                                      width: width, height: height)
            }
        }
        imageAssets[image.name] = .some(asset)
        return asset
    }

    // MARK: - The document

    /// The whole document, and how many layers it has.
    mutating func document(name: String) -> (LottieJSON, layers: Int) {
        let tracks = Self.itemTracks(of: recording)
        let layers = self.layers(of: tracks, inside: [])
        let frameCount = max(recording.frames.count, 1)
        let document = LottieJSON.object([
            ("v", "5.7.4"),
            ("fr", .number(recording.framesPerSecond)),
            ("ip", 0),
            ("op", .number(Double(frameCount))),
            ("w", .number(Double(recording.size.width).rounded())),
            ("h", .number(Double(recording.size.height).rounded())),
            ("nm", .string(name)),
            ("ddd", 0),
            ("assets", .array(assets)),
            ("layers", .array(layers)),
        ])
        return (document, layers.count)
    }

    /// The layers of `tracks`, top first (Lottie draws its first layer on top; the display list
    /// paints its first item first). The items under a mask not in `masks` are drawn in a
    /// precomposition, under a precomposition of the mask's own items as its alpha matte.
    private mutating func layers(of tracks: [ItemTrack], inside masks: Set<Int>) -> [LottieJSON] {
        var bottomFirst: [LottieJSON] = []
        var written = Set<Int>()
        for track in tracks {
            guard let mask = Self.outerMask(of: track, inside: masks) else {
                peeledMasks = masks
                bottomFirst.append(contentsOf: layers(for: track))
                for (feature, becomes) in itemApproximations {
                    approximations[feature, default: (becomes, 0)].count += 1
                }
                itemApproximations = [:]
                continue
            }
            guard written.insert(mask.id).inserted else { continue }
            let inner = masks.union([mask.id])
            func part(isSource: Bool) -> [ItemTrack] {
                tracks.filter { track in
                    Self.outerMask(of: track, inside: masks).map { $0.id == mask.id && $0.isSource == isSource } == true
                }
            }
            let content = layers(of: part(isSource: false), inside: inner)
            let source = layers(of: part(isSource: true), inside: inner)
            // The matte directly above the layer it masks.
            bottomFirst.append(precomposition(content, name: "masked", matte: "tt"))
            bottomFirst.append(precomposition(source, name: "mask", matte: "td"))
        }
        return bottomFirst.reversed()
    }

    /// The first mask a track's items are drawn in (or form) that is not in `masks`: its group's
    /// id, and whether the track forms the mask. Read at the first frame that draws the track.
    private static func outerMask(of track: ItemTrack, inside masks: Set<Int>) -> (id: Int, isSource: Bool)? {
        guard let item = track.items.first(where: { $0 != nil }) ?? nil else { return nil }
        for group in item.groups {
            switch group.effect {
            case .mask where !masks.contains(group.id): return (group.id, false)
            case .maskSource where !masks.contains(group.id): return (group.id, true)
            default: continue
            }
        }
        return nil
    }

    /// A precomposition layer over the whole animation holding `layers` (top first), as an alpha
    /// matte (`td`) or matted by the layer above it (`tt`).
    private mutating func precomposition(_ layers: [LottieJSON], name: String, matte: String) -> LottieJSON {
        let id = "comp_\(assets.count)"
        assets.append(.object([("id", .string(id)), ("nm", .string(name)), ("fr", .number(recording.framesPerSecond)),
                               ("layers", .array(layers))]))
        let index = nextLayerIndex
        nextLayerIndex += 1
        func constant(_ value: LottieJSON) -> LottieJSON { .object([("a", 0), ("k", value)]) }
        return .object([
            ("ddd", 0), ("ind", .number(Double(index))), ("ty", 0), ("nm", .string(name)), ("refId", .string(id)), ("sr", 1),
            ("ks", .object([("o", constant(100)), ("r", constant(0)), ("p", constant(.numbers([0, 0, 0]))),
                            ("a", constant(.numbers([0, 0, 0]))), ("s", constant(.numbers([100, 100, 100])))])),
            ("ao", 0), (matte, .number(1)),
            ("w", .number(Double(recording.size.width).rounded())), ("h", .number(Double(recording.size.height).rounded())),
            ("ip", 0), ("op", .number(Double(max(recording.frames.count, 1)))), ("st", 0), ("bm", 0),
        ])
    }

    /// Records that the item being written uses a feature Lottie draws differently.
    mutating func approximate(_ feature: String, becomes: String) {
        itemApproximations[feature] = becomes
    }

    // MARK: - Following items

    /// An image asset: its id and its size in pixels.
    struct LottieImageAsset: Equatable {
        var id: String
        var width: Int
        var height: Int
    }

    /// One item over the recording: its item at each frame where it is drawn.
    struct ItemTrack {
        var label: String
        var items: [DisplayList.Item?]
    }

    /// The items of every frame, matched across frames and stacked in paint order.
    static func itemTracks(of recording: Recording) -> [ItemTrack] {
        // The masks an item is drawn in (or forms) are part of its identity: an item that enters a
        // mask part-way is another layer, drawn inside the mask's precomposition.
        struct Key: Hashable { var viewID: Int; var occurrence: Int; var masks: [Int] }
        var keys: [Key] = []
        var indexByKey: [Key: Int] = [:]
        var tracks: [ItemTrack] = []
        var after: [Set<Int>] = []
        for (frameIndex, frame) in recording.frames.enumerated() {
            var seen: [Int: Int] = [:]
            var previous: Int?
            for item in frame.displayList.items {
                let masks = item.groups.compactMap { group -> Int? in
                    switch group.effect {
                    case .mask: group.id
                    case .maskSource: -1 - group.id
                    default: nil
                    }
                }
                let key = Key(viewID: item.viewID, occurrence: seen[item.viewID, default: 0], masks: masks)
                seen[item.viewID] = key.occurrence + 1
                let index: Int
                if let known = indexByKey[key] {
                    index = known
                } else {
                    index = keys.count
                    keys.append(key)
                    indexByKey[key] = index
                    let named = recording.viewLabels[item.viewID].flatMap { $0.isEmpty ? nil : $0 }
                    tracks.append(ItemTrack(label: named ?? Recording.label(for: item.content),
                                            items: Array(repeating: nil, count: recording.frames.count)))
                    after.append([])
                }
                tracks[index].items[frameIndex] = item
                if let previous, previous != index { after[index].insert(previous) }
                previous = index
            }
        }
        return stackingOrder(after: after).map { tracks[$0] }
    }

    /// Indices in an order where each comes after those listed in `after[index]`, as far as the
    /// constraints allow: ready indices go first-seen first, and a cycle (two items that swap
    /// places during the recording) is broken at its first-seen member.
    static func stackingOrder(after: [Set<Int>]) -> [Int] {
        var waiting = after.map(\.count)
        var before: [[Int]] = Array(repeating: [], count: after.count)
        for (index, predecessors) in after.enumerated() {
            for predecessor in predecessors { before[predecessor].append(index) }
        }
        var placed = Array(repeating: false, count: after.count)
        var order: [Int] = []
        order.reserveCapacity(after.count)
        // A heap, so 100,000 items are ordered in n log n, not n².
        var ready = IndexHeap(after.indices.filter { waiting[$0] == 0 })
        var firstUnplaced = 0
        while order.count < after.count {
            // The smallest ready index; with none ready, the smallest unplaced (a cycle).
            let next: Int
            if let smallest = ready.popMin() {
                next = smallest
            } else {
                while placed[firstUnplaced] { firstUnplaced += 1 }
                next = firstUnplaced
            }
            guard !placed[next] else { continue }
            placed[next] = true
            order.append(next)
            for successor in before[next] where !placed[successor] {
                waiting[successor] -= 1
                if waiting[successor] == 0 { ready.insert(successor) }
            }
        }
        return order
    }
}

/// A binary min-heap of indices.
private struct IndexHeap {
    private var items: [Int] = []

    init(_ values: [Int]) {
        for value in values { insert(value) }
    }

    mutating func insert(_ value: Int) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Int? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return first }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
