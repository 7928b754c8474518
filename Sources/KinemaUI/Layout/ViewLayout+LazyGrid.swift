import Foundation

/// Lays out a `LazyVGrid` or `LazyHGrid`: its items resolved into tracks (columns of a vertical
/// grid, rows of a horizontal one) for the length offered across the growth axis, then its views
/// dealt into the tracks line by line. The rules are in ``GridItem``'s and ``LazyVGrid``'s docs.
@MainActor
struct LazyGridArrangement {
    /// The most tracks a grid resolves to (an adaptive item with a tiny minimum must not allocate
    /// without bound).
    static let maximumTracks = 10_000

    /// One column (or row) of the grid: its length across the growth axis, the space after it and
    /// how cells are aligned in it.
    struct Track: Equatable {
        var length: CGFloat
        var spacing: CGFloat
        var alignment: Alignment
    }

    let children: [ViewNode]
    let spec: LazyGridSpec
    /// The window of built cells of a lazy grid (its first cell is `children[0]`).
    let lazy: LazyContainerState?
    /// The grid's cell the first child is: where a lazy grid's window starts.
    private let firstCell: Int

    init(children: [ViewNode], spec: LazyGridSpec, lazy: LazyContainerState? = nil) {
        self.children = children
        self.spec = spec
        self.lazy = lazy
        firstCell = lazy?.window.lowerBound ?? 0
    }

    /// The arrangement of the lazy grid `node`: its built cells, after the lines before them.
    init(node: ViewNode, spec: LazyGridSpec) {
        self.init(children: ViewLayout.arranged(node), spec: spec, lazy: node.state(LazyContainerState.self))
    }

    /// Resolves the grid's items into tracks for `available` points across the growth axis
    /// (`nil`: none offered).
    static func resolve(_ items: [LazyGridTrack], available: CGFloat?) -> [Track] {
        guard !items.isEmpty else { return [] }
        // What each item gets: its fixed size, or its share of what fixed items and spacing leave.
        var shares = [CGFloat](repeating: 0, count: items.count)
        var remaining = (available ?? 0) - items.dropLast().reduce(CGFloat(0)) { $0 + $1.spacing }
        var open: [(index: Int, minimum: CGFloat, maximum: CGFloat)] = []
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed(let length):
                shares[index] = length
                remaining -= length
            case .flexible(let minimum, let maximum):
                open.append((index, minimum, maximum))
            case .adaptive(let minimum, _):
                // An adaptive item's share holds several columns: only its minimum bounds it.
                open.append((index, minimum, .infinity))
            }
        }
        guard available != nil else {
            for item in open { shares[item.index] = item.minimum }
            return tracks(for: items, shares: shares, available: nil)
        }
        // An equal share for each; items whose bounds it breaks take their bound and the others
        // share again (the side that breaks more is settled first, so this ends).
        while !open.isEmpty {
            let share = remaining / CGFloat(open.count)
            let clamped = open.map { min(max(share, $0.minimum), $0.maximum) }
            let excess = zip(clamped, open).reduce(CGFloat(0)) { $0 + ($1.0 - share) }
            if clamped.allSatisfy({ $0 == share }) || excess.isNaN {
                for item in open { shares[item.index] = share }
                break
            }
            var kept: [(index: Int, minimum: CGFloat, maximum: CGFloat)] = []
            for (item, length) in zip(open, clamped) {
                let settles = excess > 0 ? length > share : excess < 0 ? length < share : length != share
                if settles {
                    shares[item.index] = length
                    remaining -= length
                } else {
                    kept.append(item)
                }
            }
            open = kept
        }
        return tracks(for: items, shares: shares, available: available)
    }

    /// The tracks items make with their shares: one each, except adaptive items, which make as
    /// many columns as fit in their share.
    private static func tracks(for items: [LazyGridTrack], shares: [CGFloat], available: CGFloat?) -> [Track] {
        var tracks: [Track] = []
        tracks.reserveCapacity(min(items.count, maximumTracks))
        for (index, item) in items.enumerated() where tracks.count < maximumTracks {
            guard case .adaptive(let minimum, let maximum) = item.size, available != nil else {
                tracks.append(Track(length: shares[index], spacing: item.spacing, alignment: item.alignment))
                continue
            }
            // As many columns of at least `minimum` as fit in the share, sharing it equally.
            let share = shares[index]
            let fit = ((share + item.spacing) / (minimum + item.spacing)).rounded(.down)
            let count = fit.isNaN || fit < 1 ? 1 : Int(min(fit, CGFloat(maximumTracks - tracks.count)))
            let length = min(max((share - CGFloat(count - 1) * item.spacing) / CGFloat(count), 0), maximum)
            for _ in 0..<count {
                tracks.append(Track(length: length, spacing: item.spacing, alignment: item.alignment))
            }
        }
        return tracks
    }

    /// The grid's layout for `proposal`: its size, tracks, the extent of each line along the growth
    /// axis, and each cell's size.
    /// The built cell `index`'s line, counted from the first built line.
    private func line(of index: Int, tracks: Int) -> Int {
        (firstCell + index) / tracks - firstCell / tracks
    }

    private func layout(for proposal: ProposedSize) -> (
        size: CGSize, tracks: [Track], lines: [CGFloat], cells: [CGSize], before: CGFloat
    ) {
        let vertical = spec.axis == .vertical
        let available = ViewLayout.finite(vertical ? proposal.width : proposal.height)
        let tracks = Self.resolve(spec.tracks, available: available)
        guard !tracks.isEmpty else {
            return (vertical ? CGSize(width: available ?? 0, height: 0) : CGSize(width: 0, height: available ?? 0), [], [], [], 0)
        }
        var cells: [CGSize] = []
        cells.reserveCapacity(children.count)
        let lineCount = children.isEmpty ? 0 : line(of: children.count - 1, tracks: tracks.count) + 1
        var lines = [CGFloat](repeating: 0, count: lineCount)
        for (index, child) in children.enumerated() {
            let length = tracks[(firstCell + index) % tracks.count].length
            // A cell is offered its track's length across the growth axis and nothing along it.
            let size = ViewLayout.size(of: child, proposal: vertical
                ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length))
            cells.append(size)
            let line = line(of: index, tracks: tracks.count)
            lines[line] = max(lines[line], vertical ? size.height : size.width)
        }
        var main = lines.reduce(0, +) + spec.spacing * CGFloat(max(lines.count - 1, 0))
        var before: CGFloat = 0
        if let lazy {
            // A lazy grid's lines outside its window count at the built lines' mean length.
            lazy.perLine = tracks.count
            lazy.measured(builtLength: main, spacing: spec.spacing)
            before = lazy.leadingLength { offset in
                let anchorLine = line(of: offset, tracks: tracks.count)
                return lines.prefix(anchorLine).reduce(CGFloat(0)) { $0 + $1 + spec.spacing }
            }
            main += before + lazy.trailingLength
        }
        let cross = available ?? Self.extent(of: tracks)
        return (vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross), tracks, lines, cells, before)
    }

    /// The tracks' total length with the spacing between them.
    static func extent(of tracks: [Track]) -> CGFloat {
        tracks.reduce(CGFloat(0)) { $0 + $1.length } + tracks.dropLast().reduce(CGFloat(0)) { $0 + $1.spacing }
    }

    func size(for proposal: ProposedSize) -> CGSize {
        layout(for: proposal).size
    }

    func place(in rect: CGRect) {
        let (_, tracks, lines, cells, before) = layout(for: ProposedSize(width: rect.width, height: rect.height))
        guard !tracks.isEmpty else {
            for child in children {
                ViewLayout.place(child, in: CGRect(origin: rect.origin, size: .zero), proposal: ProposedSize(.zero))
            }
            return
        }
        let vertical = spec.axis == .vertical
        // The tracks are aligned in the grid's cross length by the grid's alignment.
        let slack = (vertical ? rect.width : rect.height) - Self.extent(of: tracks)
        var trackStarts: [CGFloat] = []
        trackStarts.reserveCapacity(tracks.count)
        var cursor = (vertical ? rect.minX : rect.minY)
            + (vertical
                ? spec.alignment.horizontal.defaultValue(in: CGSize(width: slack, height: 0))
                : spec.alignment.vertical.defaultValue(in: CGSize(width: 0, height: slack)))
        for track in tracks {
            trackStarts.append(cursor)
            cursor += track.length + track.spacing
        }
        var lineStart = (vertical ? rect.minY : rect.minX) + before
        var index = 0
        for extent in lines {
            let line = self.line(of: index, tracks: tracks.count)
            while index < children.count, self.line(of: index, tracks: tracks.count) == line {
                defer { index += 1 }
                let column = (firstCell + index) % tracks.count
                let track = tracks[column]
                let cell = vertical
                    ? CGRect(x: trackStarts[column], y: lineStart, width: track.length, height: extent)
                    : CGRect(x: lineStart, y: trackStarts[column], width: extent, height: track.length)
                let cellProposal = vertical
                    ? ProposedSize(width: track.length, height: nil) : ProposedSize(width: nil, height: track.length)
                ViewLayout.place(children[index], in: track.alignment.place(cells[index], in: cell), proposal: cellProposal)
            }
            lineStart += extent + spec.spacing
        }
    }
}
