import Foundation

/// What a preference modifier puts into the values flowing up from its view, whatever its key.
@MainActor
protocol PreferenceWriting: AnyObject {
    /// The key's type.
    var key: ObjectIdentifier { get }
    /// Whether the writer folds its content's value in (`transformPreference`) rather than
    /// replacing it (`preference(key:value:)`).
    var readsContent: Bool { get }
}

/// One preference modifier's contribution to `K`.
@MainActor
final class PreferenceWriter<K: PreferenceKey>: PreferenceWriting {
    enum Kind {
        /// `preference(key:value:)`: this value, whatever the content sets.
        case value(K.Value)
        /// `transformPreference`: the content's value (or the default) changed by the closure.
        case transform((inout K.Value) -> Void)
        /// `anchorPreference`: a value made from an anchor of the view's frame.
        case anchor((CGRect) -> K.Value)
        /// `transformAnchorPreference`: the content's value changed with an anchor of the view.
        case transformAnchor((inout K.Value, CGRect) -> Void)
    }

    let kind: Kind
    var key: ObjectIdentifier { ObjectIdentifier(K.self) }

    init(_ kind: Kind) {
        self.kind = kind
    }

    var readsContent: Bool {
        switch kind {
        case .value, .anchor: false
        case .transform, .transformAnchor: true
        }
    }

    /// The writer's value, given its content's (`nil` when nothing below sets `K`) and the
    /// host-space frame of the view it is applied to.
    func value(content: K.Value?, frame: CGRect) -> K.Value {
        switch kind {
        case .value(let value):
            return value
        case .transform(let transform):
            var value = content ?? K.defaultValue
            transform(&value)
            return value
        case .anchor(let make):
            return make(frame)
        case .transformAnchor(let transform):
            var value = content ?? K.defaultValue
            transform(&value, frame)
            return value
        }
    }
}

/// Values of preference keys, read from the laid-out hierarchy.
@MainActor
enum PreferenceValues {
    /// The value of `key` that `root`'s subtree produces, or `nil` when no view in it sets the
    /// key.
    ///
    /// A writer's value replaces (or, for a transform, folds in) its content's; a view with
    /// several children combines the values of those that produce one, the first as it is and
    /// each later one reduced into it, in child order. The walk is iterative: hierarchies
    /// thousands of views deep must not exhaust the stack.
    static func value<K: PreferenceKey>(_ key: K.Type, of root: ViewNode) -> K.Value? {
        let id = ObjectIdentifier(key)
        func writer(of node: ViewNode) -> PreferenceWriter<K>? {
            guard case .traits(let traits) = node.role, let writer = traits.preference, writer.key == id else { return nil }
            return writer as? PreferenceWriter<K>
        }
        func fold(_ value: K.Value?, into combined: inout K.Value?) {
            guard let value else { return }
            if combined == nil {
                combined = value
            } else {
                K.reduce(value: &combined!, nextValue: { value })
            }
        }
        var stack: [(node: ViewNode, next: Int, combined: K.Value?)] = [(root, 0, nil)]
        while let top = stack.last {
            let node = top.node
            if top.next == 0, let writer = writer(of: node), !writer.readsContent {
                // Replaces whatever its content sets: the content is not walked.
                let value = writer.value(content: nil, frame: node.frame)
                stack.removeLast()
                if stack.isEmpty { return value }
                fold(value, into: &stack[stack.count - 1].combined)
                continue
            }
            if top.next < node.children.count {
                stack[stack.count - 1].next += 1
                stack.append((node.children[top.next], 0, nil))
                continue
            }
            var value = top.combined
            if let writer = writer(of: node) { value = writer.value(content: value, frame: node.frame) }
            stack.removeLast()
            if stack.isEmpty { return value }
            fold(value, into: &stack[stack.count - 1].combined)
        }
        return nil
    }
}

extension View {
    /// Sets a value for the given preference: it replaces the values the view's content sets for
    /// the key.
    ///
    /// ```swift
    /// Text(title).preference(key: TitleKey.self, value: title)
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_LayoutTraitModifier(traits: LayoutTraits(preference: PreferenceWriter<K>(.value(value)))))
    }

    /// Applies a transformation to a preference value: the value the content sets (or the key's
    /// default, when it sets none) passed through `callback`.
    ///
    /// ```swift
    /// content.transformPreference(CountKey.self) { $0 += 1 }
    /// ```
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(_LayoutTraitModifier(traits: LayoutTraits(preference: PreferenceWriter<K>(.transform(callback)))))
    }

    /// Sets a value for the specified preference key, the value is a function of a geometry value
    /// tied to the current coordinate space, allowing readers of the value to convert the geometry
    /// to their local coordinates (``GeometryProxy/subscript(_:)``).
    ///
    /// ```swift
    /// Text(tab.title)
    ///     .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [tab.id: $0] }
    /// ```
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        let source = value
        return modifier(_LayoutTraitModifier(traits: LayoutTraits(preference: PreferenceWriter<K>(.anchor { frame in
            transform(Anchor(frame: frame, source: source))
        }))))
    }

    /// Sets a value for the specified preference key by transforming the value the content sets
    /// with an anchor of this view.
    ///
    /// ```swift
    /// row.transformAnchorPreference(key: RowsKey.self, value: .bounds) { rows, anchor in rows.append(anchor) }
    /// ```
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        let source = value
        return modifier(_LayoutTraitModifier(traits: LayoutTraits(preference: PreferenceWriter<K>(.transformAnchor { value, frame in
            transform(&value, Anchor(frame: frame, source: source))
        }))))
    }
}
