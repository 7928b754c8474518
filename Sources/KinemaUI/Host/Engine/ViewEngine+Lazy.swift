import Foundation
import KinemaGraph

// Lazy containers (`LazyVStack`, `LazyHStack`, `List`) keep nodes only for the rows in their
// viewport, as SwiftUI makes rows as they come into view. An update lists the rows without
// making their views (``LazyRows``) and builds the rows of the container's window; layout places
// them after the rows before the window, each estimated at the mean length of the built rows;
// after layout the engine compares the window with the rows the viewport shows (the nearest scroll
// views' frames within the host) and, where they differ, builds the shown rows, releases the
// others and lays out again. Scrolling moves the viewport a frame at a time, so rows come and go
// as they scroll in and out (`onAppear`, `onDisappear`).

/// A lazy container's rows and the window of them that has nodes.
///
/// Rows are laid out in lines along the container's axis: one row a line in a stack, a row of
/// cells a line in a grid (`perLine`, known after layout). The window is whole lines. Its node is
/// listed among the engine's lazy containers (``NodeCapabilities/lazyContainer``).
@MainActor
final class LazyContainerState: NodeState {
    static let capabilities = NodeCapabilities.lazyContainer
    /// Every row, listed without views.
    var rows = LazyRows()
    /// The rows with nodes: the container's children, in order.
    var window: Range<Int> = 0..<0
    /// The context of the container's last update, to build other rows with.
    var context: UpdateContext?
    /// The update that last listed the rows.
    var listedIn = 0
    /// How many rows share a line: 1 in a stack, the number of tracks in a grid.
    var perLine = 1
    /// The length along the axis of one line and the spacing after it, the mean of the built lines
    /// at the last layout: what each line outside the window is taken to be.
    var lineExtent: CGFloat = 0
    /// The spacing between lines at the last layout.
    var spacing: CGFloat = 0
    /// A built row that keeps its place when the window moves (its position from the container's
    /// origin): rows scrolled in are measured around it, so what is in view does not jump when
    /// the estimate of the rows outside changes.
    var anchor: (row: Int, position: CGFloat)?

    /// At most this many rows have nodes at once, however small the rows: rows of no length in a
    /// tall viewport would otherwise all be built.
    static let maximumWindow = 2_000

    private func lines(upTo rows: Int) -> Int { rows / perLine + (rows % perLine == 0 ? 0 : 1) }
    private var lineCount: Int { lines(upTo: rows.count) }
    /// The lines of the window.
    private var windowLines: Range<Int> { (window.lowerBound / perLine)..<max(lines(upTo: window.upperBound), window.lowerBound / perLine) }
    var linesBefore: Int { window.lowerBound / perLine }
    var linesAfter: Int { lineCount - windowLines.upperBound }

    /// Builds the window's rows as `node`'s children: the window kept within the rows and starting
    /// a line; an empty window of a container with rows shows a line, measured to estimate the
    /// others.
    func showWindow(of node: ViewNode, in context: inout UpdateContext) {
        let count = rows.count
        var window = self.window.clamped(to: 0..<count)
        if window.isEmpty, count > 0 {
            let first = min(self.window.lowerBound, count - 1)
            window = first..<min(first + perLine, count)
        }
        let start = window.lowerBound - window.lowerBound % perLine
        self.window = start..<max(window.upperBound, start)
        var views: [any View] = []
        var identities: [AnyHashable] = []
        views.reserveCapacity(self.window.count)
        identities.reserveCapacity(self.window.count)
        for index in self.window {
            let row = rows.row(at: index)
            views.append(row.view)
            identities.append(row.identity)
        }
        context.reconcileChildren(of: node, with: views, identities: identities)
    }

    /// Records what layout measured: the window's lines took `builtLength` along the axis,
    /// spacing between them included. Sets the estimate of a line outside the window.
    func measured(builtLength: CGFloat, spacing: CGFloat) {
        self.spacing = spacing.isFinite ? spacing : 0
        let built = windowLines.count
        guard built > 0 else { return }
        let extent = (builtLength + self.spacing) / CGFloat(built)
        lineExtent = extent.isFinite ? max(extent, 0) : 0
    }

    /// The length before the window's first line: none at the first line; else what puts the
    /// anchor row where it was, or the lines before at the estimate. `preceding(offset)` is the
    /// length, spacing included, of what the container places before the window's row `offset`.
    func leadingLength(preceding: (Int) -> CGFloat) -> CGFloat {
        guard window.lowerBound > 0 else { return 0 }
        let estimate = lineExtent * CGFloat(linesBefore)
        guard let anchor, window.contains(anchor.row) else { return estimate.isFinite ? estimate : 0 }
        let leading = anchor.position - preceding(anchor.row - window.lowerBound)
        return leading.isFinite ? max(leading, 0) : 0
    }

    /// The length after the window's last line, the lines there at the estimate.
    var trailingLength: CGFloat {
        let length = lineExtent * CGFloat(linesAfter)
        return length.isFinite ? length : 0
    }

    /// Where the built lines are along `axis`, from the container's origin, in order, and the
    /// extent they cover (where the window's first line would start when none places a view).
    private func builtLines(of node: ViewNode, axis: Axis) -> (spans: [(line: Int, low: CGFloat, high: CGFloat)], low: CGFloat, high: CGFloat) {
        let origin = axis == .vertical ? node.frame.minY : node.frame.minX
        var spans: [(line: Int, low: CGFloat, high: CGFloat)] = []
        spans.reserveCapacity(node.children.count / perLine + 1)
        for (offset, child) in node.children.enumerated() {
            guard let span = ViewLayout.span(of: child, axis: axis) else { continue }
            let line = (window.lowerBound + offset) / perLine
            if let last = spans.last, last.line == line {
                spans[spans.count - 1] = (line, min(last.low, span.lowerBound - origin), max(last.high, span.upperBound - origin))
            } else {
                spans.append((line, span.lowerBound - origin, span.upperBound - origin))
            }
        }
        let low = spans.first?.low ?? lineExtent * CGFloat(linesBefore)
        return (spans, low, spans.last?.high ?? low)
    }

    /// The rows `viewport` (host coordinates) shows of the container `node` laid out along `axis`
    /// (whole lines), or `nil` when the container is out of view (its window then stays).
    func shownRows(of node: ViewNode, axis: Axis, viewport: CGRect) -> Range<Int>? {
        let count = rows.count
        guard count > 0, !viewport.isNull, !viewport.isEmpty else { return nil }
        let frame = node.frame
        let vertical = axis == .vertical
        let origin = vertical ? frame.minY : frame.minX
        let length = vertical ? frame.height : frame.width
        let low = (vertical ? viewport.minY : viewport.minX) - origin
        let high = (vertical ? viewport.maxY : viewport.maxX) - origin
        let crossShown = vertical
            ? frame.maxX > viewport.minX && frame.minX < viewport.maxX
            : frame.maxY > viewport.minY && frame.minY < viewport.maxY
        guard crossShown, high > 0, low < length, low.isFinite, high.isFinite else { return nil }
        let shownLow = max(low, 0)
        let shownHigh = min(high, length)
        let (spans, builtLow, builtHigh) = builtLines(of: node, axis: axis)
        let lineCount = self.lineCount
        let windowed = windowLines
        let extent = max(lineExtent, 1)
        // Line `upper + j` after the window starts at builtHigh + spacing + j × extent, line
        // `lower − j` before it at builtLow − j × extent; each is shown from its start to the start
        // of the next, less the spacing.
        func linesIn(_ distance: CGFloat, _ rounding: FloatingPointRoundingRule) -> Int {
            let lines = (distance / extent).rounded(rounding)
            return lines <= 0 ? 0 : lines < CGFloat(lineCount) ? Int(lines) : lineCount
        }
        let first: Int
        if shownLow < builtLow {
            first = windowed.lowerBound - linesIn(builtLow - spacing - shownLow, .up)
        } else if shownLow >= builtHigh {
            first = windowed.upperBound + linesIn(shownLow - builtHigh - spacing, .down)
        } else {
            first = spans.first(where: { $0.high > shownLow })?.line ?? windowed.lowerBound
        }
        let last: Int
        if shownHigh <= builtLow {
            last = windowed.lowerBound - 1 - linesIn(builtLow - shownHigh, .down)
        } else if shownHigh > builtHigh {
            last = windowed.upperBound - 1 + linesIn(shownHigh - builtHigh - spacing, .up)
        } else {
            last = spans.last(where: { $0.low < shownHigh })?.line ?? (windowed.upperBound - 1)
        }
        let lower = min(max(first, 0), lineCount - 1)
        let upper = min(max(last, lower), lineCount - 1, lower + max(Self.maximumWindow / perLine, 1) - 1)
        return (lower * perLine)..<min((upper + 1) * perLine, count)
    }

    /// Makes `window` the window, anchoring a row: a row in both windows stays where it is; after
    /// a jump the new first row is where the estimate that chose it put it. Either way the next
    /// round of layout only adds or drops rows at the edges, so the rounds settle.
    func move(to window: Range<Int>, in node: ViewNode, axis: Axis) {
        let kept = self.window.clamped(to: window)
        let origin = axis == .vertical ? node.frame.minY : node.frame.minX
        let offset = kept.lowerBound - self.window.lowerBound
        if !kept.isEmpty, offset < node.children.count, let span = ViewLayout.span(of: node.children[offset], axis: axis) {
            anchor = (kept.lowerBound, span.lowerBound - origin)
        } else {
            anchor = (window.lowerBound, estimatedSpan(ofRow: window.lowerBound, in: node, axis: axis).lowerBound - origin)
        }
        self.window = window
    }

    /// The estimated frame along `axis` (host coordinates) of row `index` outside the window (for
    /// scrolling to it).
    func estimatedSpan(ofRow index: Int, in node: ViewNode, axis: Axis) -> ClosedRange<CGFloat> {
        let origin = axis == .vertical ? node.frame.minY : node.frame.minX
        let length = max(lineExtent - spacing, 0)
        let (_, builtLow, builtHigh) = builtLines(of: node, axis: axis)
        let windowed = windowLines
        let line = index / perLine
        let start = line < windowed.lowerBound
            ? builtLow - lineExtent * CGFloat(windowed.lowerBound - line)
            : builtHigh + spacing + lineExtent * CGFloat(line - windowed.upperBound)
        return (origin + start)...(origin + start + length)
    }
}

extension UpdateContext {
    /// Brings a lazy container's children up to date: `rows` lists every row, and only the rows
    /// of the container's window get nodes (see ``LazyContainerState``).
    mutating func updateLazyChildren(of node: ViewNode, rows: @autoclosure () -> LazyRows) {
        guard isNewValue else { return revisitChildren(of: node) }
        let (state, _) = engine.state(of: node, orMake: LazyContainerState.init)
        state.rows = rows()
        state.context = self
        state.listedIn = engine.updateNumber
        state.showWindow(of: node, in: &self)
    }
}

extension ViewEngine {
    /// At most this many rounds of building shown rows and laying out again per update: estimates
    /// of rows not yet built settle in one or two.
    static let maximumLazyRounds = 8

    /// After layout: builds the rows each lazy container shows and releases the rest, laying out
    /// again until every window is what its viewport shows (at most ``maximumLazyRounds``).
    func settleLazyContainers() {
        guard !capabilityIndex.isEmpty(.lazyContainer), let root else { return }
        for _ in 0..<Self.maximumLazyRounds {
            var moved = false
            for (node, state) in capabilityIndex.states(.lazyContainer, as: LazyContainerState.self) {
                // An outer container's new window may have removed this one.
                guard nodes.contains(node), let axis = node.role.lazyAxis,
                      let shown = state.shownRows(of: node, axis: axis, viewport: viewport(of: node)),
                      shown != state.window
                else { continue }
                state.move(to: shown, in: node, axis: axis)
                // Rows scrolled into view appear without a transition; rows the data brought into
                // view in this update (an element appended under `withAnimation`) take its
                // transaction, and so their transitions.
                let stored = state.context ?? UpdateContext(engine: self, transaction: graph.transaction)
                var context = stored.resumed(under: state.listedIn == updateNumber ? stored.transaction : Transaction())
                node.visitedUpdate = updateStamp
                state.showWindow(of: node, in: &context)
                drainWork()
                moved = true
            }
            guard moved else { return }
            if layoutInvalidation.layout(root, in: size) { drawing.needsRebuild = true }
        }
    }

    /// What of `node` can be seen: the host's bounds within the frames of the scroll views around
    /// it.
    func viewport(of node: ViewNode) -> CGRect {
        var rect = CGRect(origin: .zero, size: size)
        var ancestor = node.parent
        while let current = ancestor {
            if case .scroll = current.role { rect = rect.intersection(current.frame) }
            ancestor = current.parent
        }
        return rect
    }
}

extension ViewLayout {
    /// Where a lazy container's row lies along `axis`: the extent of the views it places (a row of
    /// several views spans them all), or `nil` when it places none.
    static func span(of row: ViewNode, axis: Axis) -> ClosedRange<CGFloat>? {
        var low = CGFloat.infinity
        var high = -CGFloat.infinity
        forEachArranged(in: row) { view in
            low = min(low, axis == .vertical ? view.frame.minY : view.frame.minX)
            high = max(high, axis == .vertical ? view.frame.maxY : view.frame.maxX)
        }
        return low <= high ? low...high : nil
    }

    /// How many views a lazy container's row places.
    static func arrangedCount(of row: ViewNode) -> Int {
        var count = 0
        forEachArranged(in: row) { _ in count += 1 }
        return count
    }
}

extension ViewNode.Role {
    /// The axis a lazy stack or grid grows along.
    var lazyAxis: Axis? {
        switch self {
        case .lazyStack(let axis, _, _): axis
        case .lazyGrid(let spec): spec.axis
        default: nil
        }
    }
}
