import Foundation

/// The rows of a lazy container, listed without making their views.
///
/// A `ForEach` is one run of rows whose views are made only when a row is shown (its ids are
/// known without its views: a range of integers computes them, other data reads them once);
/// tuples, groups and sections are looked through; every other view is one row. A lazy stack
/// or a list keeps nodes for the rows of its window only (``LazyContainerState``).
@MainActor
struct LazyRows {
    /// Consecutive rows made on demand: a `ForEach`'s elements, or one view.
    struct Run {
        let count: Int
        /// The view of the run's row `index`.
        let view: (Int) -> any View
        /// The identity of the run's row `index`, without making its view.
        let identity: (Int) -> AnyHashable
        /// The run's row whose element id is `id` (to scroll to a row that has no view yet).
        let index: (AnyHashable) -> Int?
    }

    private(set) var runs: [Run] = []
    /// The first row of each run.
    private var starts: [Int] = []
    /// The number of rows.
    private(set) var count = 0

    mutating func append(_ run: Run) {
        guard run.count > 0 else { return }
        starts.append(count)
        runs.append(run)
        // Counts add without overflow: more rows than `Int.max` are not listed.
        count = count.addingReportingOverflow(run.count).overflow ? Int.max : count + run.count
    }

    /// One row: `view`, identified by `identity`.
    mutating func append(_ view: any View, identity: AnyHashable) {
        append(Run(count: 1, view: { _ in view }, identity: { _ in identity }, index: { $0 == identity ? 0 : nil }))
    }

    /// The view and identity of row `index` (in `0..<count`).
    func row(at index: Int) -> (view: any View, identity: AnyHashable) {
        let run = self.run(containing: index)
        let offset = index - starts[run]
        return (runs[run].view(offset), runs[run].identity(offset))
    }

    /// The row whose element id is `id`, if any.
    func index(of id: AnyHashable) -> Int? {
        for run in runs.indices {
            if let offset = runs[run].index(id) { return starts[run] + offset }
        }
        return nil
    }

    private func run(containing index: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The rows of a lazy stack's content.
    static func of(_ content: some View) -> LazyRows {
        var rows = LazyRows()
        rows.add(content, path: [])
        return rows
    }

    /// Adds `view`'s rows; `path` is its place in the content, the identity of a row that is not
    /// a `ForEach` element.
    mutating func add(_ view: any View, path: [Int]) {
        if view is EmptyView { return }
        if let listing = view as? any LazyRowListing {
            listing.addLazyRows(to: &self, path: path)
        } else {
            append(view, identity: AnyHashable(LazyRowPath(path: path)))
        }
    }
}

/// The identity of a lazy container's row that is not a `ForEach` element: its place in the
/// content. (An element's row is identified by the element's id, as `scrollTo(_:)` and
/// `scrollPosition(id:)` expect.)
struct LazyRowPath: Hashable {
    let path: [Int]
}

/// Views a lazy container looks through to find its rows.
@MainActor
protocol LazyRowListing {
    func addLazyRows(to rows: inout LazyRows, path: [Int])
}

extension TupleView: LazyRowListing {
    func addLazyRows(to rows: inout LazyRows, path: [Int]) {
        for (index, element) in elements.enumerated() {
            rows.add(element, path: path + [index])
        }
    }
}

extension Group: LazyRowListing {
    func addLazyRows(to rows: inout LazyRows, path: [Int]) {
        rows.add(content, path: path)
    }
}

extension Section: LazyRowListing where Parent: View, Content: View, Footer: View {
    func addLazyRows(to rows: inout LazyRows, path: [Int]) {
        // Outside a list a section is its header, its content and its footer in sequence.
        rows.add(header, path: path + [0])
        guard isExpanded else { return }
        rows.add(content, path: path + [1])
        rows.add(footer, path: path + [2])
    }
}

extension ForEach: LazyRowListing {
    func addLazyRows(to rows: inout LazyRows, path: [Int]) {
        rows.append(lazyRun())
    }

    /// The elements as a run of rows, each made when shown.
    func lazyRun() -> LazyRows.Run {
        let content = self.content
        // A range of integers identified by themselves: ids computed, nothing read up front.
        if identifiesByElement, let range = data as? Range<Int> {
            let lower = range.lowerBound
            return LazyRows.Run(
                count: range.count,
                view: { content(unsafeBitCast(lower + $0, to: Data.Element.self)) },
                identity: { AnyHashable(lower + $0) },
                index: { id in (id.base as? Int).flatMap { range.contains($0) ? $0 - lower : nil } })
        }
        let data = self.data
        let ids = elementIDs()
        // Repeated ids: the first is kept, as elsewhere (`ForEach.keptIndices`).
        let kept = Self.keptIndices(of: ids)
        let start = data.startIndex
        func element(_ row: Int) -> Data.Element {
            data[data.index(start, offsetBy: kept?[row] ?? row)]
        }
        return LazyRows.Run(
            count: kept?.count ?? ids.count,
            view: { content(element($0)) },
            identity: { AnyHashable(ids[kept?[$0] ?? $0]) },
            index: { target in
                guard let target = target.base as? ID, let offset = ids.firstIndex(of: target) else { return nil }
                guard let kept else { return offset }
                return kept.firstIndex(of: offset)
            })
    }
}
