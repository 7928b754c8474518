import Foundation

/// Gives a view a tag: a picker selects its value when the view is chosen.
struct _TagModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable
    let includeOptional: Bool

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        context.updateChild(of: node, with: content)
    }
}

extension View {
    /// Sets the unique tag value of this view.
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) {
    ///     Text("Chocolate").tag(Flavor.chocolate)
    ///     Text("Vanilla").tag(Flavor.vanilla)
    /// }
    /// ```
    ///
    /// A ``Picker`` reads the tags of its options, through any modifiers applied after the tag.
    ///
    /// - Parameters:
    ///   - tag: A `Hashable` value to use as the view's tag.
    ///   - includeOptional: If the tag value for `Optional<V>` should also be set: a picker whose
    ///     selection is optional matches a tag of the wrapped type only when this is `true`.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag), includeOptional: includeOptional))
    }
}

/// One option of a picker: the view it shows and the value choosing it selects.
struct PickerOption {
    let view: any View
    /// The tag: an explicit `tag(_:)`, else the id of the `ForEach` element that made the view.
    let tag: AnyHashable?
    let includeOptional: Bool

    /// The tag as a value of the selection's type, if it is one.
    func value<Selection: Hashable>(as type: Selection.Type) -> Selection? {
        guard let tag else { return nil }
        let base = tag.base
        guard let value = base as? Selection else { return nil }
        // A tag of `V` selects in an `Optional<V>` picker only if it asked to.
        if Swift.type(of: base) != Selection.self && !includeOptional { return nil }
        return value
    }
}

/// Views that expand into several views when a container lists its options.
@MainActor
protocol OptionListing {
    /// The views, each with the id it was made for when the container gives them ids.
    var listedOptions: [(view: any View, id: AnyHashable?)] { get }
}

/// A modified view, looked through for the tag a modifier applied further in.
@MainActor
protocol TagCarrying {
    /// The tag set on the view or within the content it modifies, with its optional rule.
    var carriedTag: (tag: AnyHashable, includeOptional: Bool)? { get }
}

extension ForEach: OptionListing {
    var listedOptions: [(view: any View, id: AnyHashable?)] {
        let isIdentity = (\Data.Element.self as? KeyPath<Data.Element, ID>) == id
        return data.prefix(PickerOptions.limit).map { element in
            let elementID: ID = isIdentity ? element as! ID : element[keyPath: id]
            return (content(element), AnyHashable(elementID))
        }
    }
}

extension TupleView: OptionListing {
    var listedOptions: [(view: any View, id: AnyHashable?)] {
        elements.map { ($0, nil) }
    }
}

extension Group: OptionListing {
    var listedOptions: [(view: any View, id: AnyHashable?)] {
        [(content, nil)]
    }
}

extension Optional: OptionListing where Wrapped: View {
    var listedOptions: [(view: any View, id: AnyHashable?)] {
        map { [($0, nil)] } ?? []
    }
}

extension _ConditionalContent: OptionListing {
    var listedOptions: [(view: any View, id: AnyHashable?)] {
        switch storage {
        case .trueContent(let view): [(view, nil)]
        case .falseContent(let view): [(view, nil)]
        }
    }
}

extension ModifiedContent: TagCarrying where Content: View, Modifier: ViewModifier {
    var carriedTag: (tag: AnyHashable, includeOptional: Bool)? {
        if let tag = modifier as? _TagModifier { return (tag.tag, tag.includeOptional) }
        return (content as? any TagCarrying)?.carriedTag
    }
}

@MainActor
enum PickerOptions {
    /// The options of a picker's content: tuples, groups, conditionals and `ForEach`es are
    /// expanded (at most `limit` options, so an absurd `ForEach` cannot stall an update), empty
    /// views dropped; each option's tag is its own `tag(_:)` or its `ForEach` id.
    /// The most options a picker lists.
    nonisolated static let limit = 10_000

    static func options(of content: any View, limit: Int = PickerOptions.limit) -> [PickerOption] {
        var result: [PickerOption] = []
        var pending: [(view: any View, id: AnyHashable?)] = [(content, nil)]
        // Depth-first, in order: a stack with the first view last.
        pending.reverse()
        while let (view, id) = pending.popLast(), result.count < limit {
            if view is EmptyView { continue }
            if let listing = view as? any OptionListing {
                let inner = listing.listedOptions.map { ($0.view, $0.id ?? id) }
                pending.append(contentsOf: inner.reversed())
                continue
            }
            let carried = (view as? any TagCarrying)?.carriedTag
            result.append(PickerOption(view: view, tag: carried?.tag ?? id, includeOptional: carried?.includeOptional ?? true))
        }
        return result
    }
}
