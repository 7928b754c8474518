import Foundation

// How a list finds its rows: its content is walked as SwiftUI builds a view list — tuples,
// groups, conditionals, `ForEach`es and type-erased views are looked through, each `Section`
// opens a section, and every other view is one row. A row's identity is its path through that
// structure (a `ForEach` contributes its element's id), so rows keep their state where they move
// and come and go with their transitions.

/// The rows of a list, grouped in sections.
@MainActor
struct ListContent {
    struct Row {
        var view: any View
        var path: [AnyHashable]
        var traits: ListRowTraits
    }

    /// Rows of a `ForEach` whose elements are one row each, made when shown.
    struct RowRun {
        let count: Int
        let row: (Int) -> Row
        /// The row's path, without making its view.
        let path: (Int) -> [AnyHashable]
        /// The row whose element id is `id`.
        let index: (AnyHashable) -> Int?
    }

    enum Item {
        case row(Row)
        case run(RowRun)

        var count: Int {
            switch self {
            case .row: 1
            case .run(let run): run.count
            }
        }
    }

    struct Section {
        var path: [AnyHashable]
        var header: (any View)?
        var footer: (any View)?
        var items: [Item] = []
        /// The first row of each item.
        private var starts: [Int] = []
        private(set) var rowCount = 0

        init(path: [AnyHashable], header: (any View)? = nil, footer: (any View)? = nil) {
            self.path = path
            self.header = header
            self.footer = footer
        }

        mutating func append(_ item: Item) {
            starts.append(rowCount)
            items.append(item)
            rowCount = rowCount.addingReportingOverflow(item.count).overflow ? Int.max : rowCount + item.count
        }

        /// Row `index` of the section, its view made now.
        func row(at index: Int) -> Row {
            let (item, offset) = locate(index)
            switch items[item] {
            case .row(let row): return row
            case .run(let run): return run.row(offset)
            }
        }

        /// Row `index`'s path.
        func path(at index: Int) -> [AnyHashable] {
            let (item, offset) = locate(index)
            switch items[item] {
            case .row(let row): return row.path
            case .run(let run): return run.path(offset)
            }
        }

        /// The row whose `ForEach` element id is `id`.
        func index(of id: AnyHashable) -> Int? {
            for item in items.indices {
                if case .run(let run) = items[item], let offset = run.index(id) { return starts[item] + offset }
            }
            return nil
        }

        private func locate(_ index: Int) -> (item: Int, offset: Int) {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= index { low = middle } else { high = middle - 1 }
            }
            return (low, index - starts[low])
        }
    }

    /// The most rows made up front (a `ForEach` whose elements are several rows each makes its
    /// rows when the list is listed): an absurd one cannot stall an update. A `ForEach` of single
    /// rows makes its rows when they are shown, so it has no limit.
    static let rowLimit = 100_000

    private(set) var sections: [Section] = []
    /// Rows made up front.
    private(set) var madeRows = 0
    /// The section loose rows go to: an explicit one while its content is walked, otherwise an
    /// implicit one opened by the first loose row after a section (or at the start).
    private var open: Int?
    /// Modifiers applied to a `ForEach`, `Group` or `Section` apply to each of its rows:
    /// outermost first.
    private var rowModifiers: [(any View) -> any View] = []

    var isFull: Bool { madeRows >= Self.rowLimit }

    /// The rows of `content`.
    static func of(_ content: some View) -> ListContent {
        var list = ListContent()
        list.add(content, path: [], traits: ListRowTraits())
        return list
    }

    /// Adds what `view` contributes: rows, sections, or nothing.
    mutating func add(_ view: any View, path: [AnyHashable], traits: ListRowTraits) {
        guard !isFull, !(view is EmptyView) else { return }
        if let listing = view as? any ListContentListing, listing.isListing {
            listing.addRows(to: &self, path: path, traits: traits)
        } else {
            sections[openSection()].append(.row(Self.row(view, path: path, traits: traits, modifiers: rowModifiers)))
            madeRows += 1
        }
    }

    /// Adds `count` rows made when shown: `view(index)` is one row (not a listing), at
    /// `path(index)`.
    mutating func addRun(
        count: Int, view: @escaping (Int) -> any View, path: @escaping (Int) -> [AnyHashable],
        index: @escaping (AnyHashable) -> Int?, traits: ListRowTraits
    ) {
        guard count > 0 else { return }
        let modifiers = rowModifiers
        sections[openSection()].append(.run(RowRun(
            count: count,
            row: { Self.row(view($0), path: path($0), traits: traits, modifiers: modifiers) },
            path: path, index: index)))
    }

    /// A row of `view`: its traits read through its modifiers, the modifiers around it applied.
    private static func row(
        _ view: any View, path: [AnyHashable], traits: ListRowTraits, modifiers: [(any View) -> any View]
    ) -> Row {
        var traits = traits
        (view as? any ListRowTraitCarrying)?.applyRowTraits(to: &traits)
        let modified = modifiers.reversed().reduce(view) { row, modifier in modifier(row) }
        return Row(view: modified, path: path, traits: traits)
    }

    /// The section loose rows go to, opened if none is.
    private mutating func openSection() -> Int {
        if let open { return open }
        sections.append(Section(path: [AnyHashable("rows"), AnyHashable(sections.count)]))
        open = sections.count - 1
        return sections.count - 1
    }

    mutating func addSection(header: any View, content: any View, footer: any View, path: [AnyHashable], traits: ListRowTraits) {
        sections.append(Section(
            path: path,
            header: header is EmptyView ? nil : applyingModifiers(to: header),
            footer: footer is EmptyView ? nil : applyingModifiers(to: footer)))
        open = sections.count - 1
        add(content, path: path, traits: traits)
        // Loose rows after the section start a new implicit one.
        open = nil
    }

    /// Walks `content` with `modifier` applied to each row it makes.
    mutating func add(_ content: any View, rowModifier: @escaping (any View) -> any View, path: [AnyHashable], traits: ListRowTraits) {
        rowModifiers.append(rowModifier)
        add(content, path: path, traits: traits)
        rowModifiers.removeLast()
    }

    private func applyingModifiers(to view: any View) -> any View {
        rowModifiers.reversed().reduce(view) { row, modifier in modifier(row) }
    }
}

/// A view that contributes rows to a list in its own way.
@MainActor
protocol ListContentListing {
    /// Whether the view is a structure to look through (a modified view is only when the view it
    /// modifies is).
    var isListing: Bool { get }
    func addRows(to list: inout ListContent, path: [AnyHashable], traits: ListRowTraits)
}

extension ListContentListing {
    var isListing: Bool { true }
}

extension TupleView: ListContentListing {
    func addRows(to list: inout ListContent, path: [AnyHashable], traits: ListRowTraits) {
        for (index, element) in elements.enumerated() {
            list.add(element, path: path + [AnyHashable(index)], traits: traits)
        }
    }
}

extension Group: ListContentListing {
    func addRows(to list: inout ListContent, path: [AnyHashable], traits: ListRowTraits) {
        list.add(content, path: path, traits: traits)
    }
}

extension AnyView: ListContentListing {
    func addRows(to list: inout ListContent, path: [AnyHashable], traits: ListRowTraits) {
        // A type-erased view of another type is another view: its rows start over.
        list.add(view, path: path + [AnyHashable(ObjectIdentifier(type(of: view)))], traits: traits)
    }
}

extension Optional: ListContentListing where Wrapped: View {
    func addRows(to list: inout ListContent, path: [AnyHashable], traits: ListRowTraits) {
        if let self { list.add(self, path: path, traits: traits) }
    }
}

extension _ConditionalContent: ListContentListing {
    func addRows(to list: inout ListContent, path: [AnyHashable], traits: ListRowTraits) {
        // The two branches are different views, as in SwiftUI.
        switch storage {
        case .trueContent(let view): list.add(view, path: path + [AnyHashable(true)], traits: traits)
        case .falseContent(let view): list.add(view, path: path + [AnyHashable(false)], traits: traits)
        }
    }
}

extension ForEach: ListContentListing {
    func addRows(to list: inout ListContent, path: [AnyHashable], traits: ListRowTraits) {
        let run = lazyRun()
        guard run.count > 0 else { return }
        // Elements that are one row each (the first tells) are made as they are shown; elements
        // that are several rows or sections are listed now.
        let first = run.view(0)
        if !(first is EmptyView), !((first as? any ListContentListing)?.isListing ?? false) {
            list.addRun(
                count: run.count, view: run.view, path: { path + [run.identity($0)] }, index: run.index, traits: traits)
            return
        }
        for index in 0..<run.count {
            guard !list.isFull else { return }
            list.add(index == 0 ? first : run.view(index), path: path + [run.identity(index)], traits: traits)
        }
    }
}

extension Section: ListContentListing where Parent: View, Content: View, Footer: View {
    func addRows(to list: inout ListContent, path: [AnyHashable], traits: ListRowTraits) {
        list.addSection(
            header: header, content: isExpanded ? content : EmptyView(), footer: isExpanded ? footer : EmptyView(),
            path: path + [AnyHashable("section")], traits: traits)
    }
}

extension ModifiedContent: ListContentListing where Content: View, Modifier: ViewModifier {
    var isListing: Bool {
        (content as? any ListContentListing)?.isListing ?? false
    }

    func addRows(to list: inout ListContent, path: [AnyHashable], traits: ListRowTraits) {
        if let trait = modifier as? _ListRowTraitModifier {
            var traits = traits
            trait.apply(&traits)
            list.add(content, path: path, traits: traits)
        } else if modifier is _ListEditActionModifier {
            list.add(content, path: path, traits: traits)
        } else {
            let modifier = self.modifier
            list.add(content, rowModifier: { row in Self.wrap(row, in: modifier) }, path: path, traits: traits)
        }
    }

    /// `row` with `modifier` applied.
    static func wrap(_ row: any View, in modifier: Modifier) -> any View {
        func apply<V: View>(_ view: V) -> any View {
            ModifiedContent<V, Modifier>(content: view, modifier: modifier)
        }
        return apply(row)
    }
}

// MARK: - What a row carries

/// A modified row, read for the list traits and the transition set on it.
@MainActor
protocol ListRowTraitCarrying {
    /// Applies the traits set along the modifier chain, outermost first (the innermost wins).
    func applyRowTraits(to traits: inout ListRowTraits)
    /// The transition set along the chain, and the row without it: a list applies it to the
    /// whole row, so that the row (with its background and separator) comes and goes with it.
    func hoistingTransition() -> (transition: AnyTransition, row: any View)?
}

extension ModifiedContent: ListRowTraitCarrying where Content: View, Modifier: ViewModifier {
    func applyRowTraits(to traits: inout ListRowTraits) {
        (modifier as? _ListRowTraitModifier)?.apply(&traits)
        (content as? any ListRowTraitCarrying)?.applyRowTraits(to: &traits)
    }

    func hoistingTransition() -> (transition: AnyTransition, row: any View)? {
        if let transition = modifier as? _TransitionModifier { return (transition.transition, content) }
        guard let (transition, inner) = (content as? any ListRowTraitCarrying)?.hoistingTransition() else { return nil }
        return (transition, Self.wrap(inner, in: modifier))
    }
}
