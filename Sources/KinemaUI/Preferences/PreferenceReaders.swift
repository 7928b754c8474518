import Foundation

/// What an `onPreferenceChange` modifier keeps: the action, and the value last delivered.
@MainActor
final class PreferenceChangeState<K: PreferenceKey>: LayoutObserving where K.Value: Equatable {
    var action: (K.Value) -> Void
    private var last: K.Value?

    init(action: @escaping (K.Value) -> Void) {
        self.action = action
    }

    /// After layout: the content's value; the action runs (when the update ends) the first time
    /// there is one and whenever it changes. Content that never sets the key never runs it.
    func observe(_ node: ViewNode, in engine: ViewEngine) -> LayoutObservation {
        guard let child = node.children.first, let value = PreferenceValues.value(K.self, of: child) else {
            return LayoutObservation()
        }
        if let last, last == value { return LayoutObservation() }
        last = value
        let action = self.action
        return LayoutObservation(action: { action(value) })
    }
}

struct _PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    let action: (K.Value) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        context.updateLayoutObserver(node, content: content) {
            PreferenceChangeState<K>(action: action)
        } refresh: { state in
            state.action = action
        }
    }
}

/// What a preference overlay or background keeps: the value its decoration was last built from.
@MainActor
final class PreferenceDecorationState<K: PreferenceKey>: LayoutObservingContent {
    var context: UpdateContext?
    /// The value the decoration shows (`nil`: not yet read; the default is shown).
    private(set) var value: K.Value?
    /// The update in which a value that cannot be compared last rebuilt the decoration.
    private var rebuiltInUpdate = -1
    /// Where the content is among the node's children.
    let contentIndex: Int

    init(contentIndex: Int) {
        self.contentIndex = contentIndex
    }

    /// After layout: the content's value (the default when it sets none); a new one rebuilds the
    /// decoration. A value that is not `Equatable` rebuilds it once per update.
    func observe(_ node: ViewNode, in engine: ViewEngine) -> LayoutObservation {
        guard contentIndex < node.children.count else { return LayoutObservation() }
        let current = PreferenceValues.value(K.self, of: node.children[contentIndex]) ?? K.defaultValue
        if let value, Self.equal(value, current) { return LayoutObservation() }
        if value != nil, !Self.isComparable, rebuiltInUpdate == engine.updateNumber { return LayoutObservation() }
        value = current
        rebuiltInUpdate = engine.updateNumber
        return LayoutObservation(needsUpdate: true)
    }

    private static var isComparable: Bool { K.Value.self is any Equatable.Type }

    private static func equal(_ a: K.Value, _ b: K.Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}

struct _PreferenceDecorationModifier<K: PreferenceKey, Decoration: View>: ViewModifier, PrimitiveModifier {
    let alignment: Alignment
    let isBackground: Bool
    let transform: (K.Value) -> Decoration

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let contentIndex = isBackground ? 1 : 0
        let state = context.engine.state(of: node, orMake: { PreferenceDecorationState<K>(contentIndex: contentIndex) }).state
        state.context = context
        node.role = .decorated(primary: contentIndex, alignment: alignment)
        let decoration = _DecorationModifier<Decoration>.layered(transform(state.value ?? K.defaultValue), alignment: alignment)
        context.updateChildren(of: node, with: isBackground ? [decoration, content] : [content, decoration])
    }
}

extension View {
    /// Adds an action to perform when the specified preference key's value changes.
    ///
    /// ```swift
    /// Text("Measured")
    ///     .background(GeometryReader { Color.clear.preference(key: HeightKey.self, value: $0.size.height) })
    ///     .onPreferenceChange(HeightKey.self) { height = $0 }
    /// ```
    ///
    /// The action runs after the update that laid the view out: the first time its content sets
    /// the key, and whenever the value changes. The value still flows on to views above.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(_PreferenceChangeModifier<K>(action: action))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view.
    ///
    /// ```swift
    /// tabs.overlayPreferenceValue(SelectedTabKey.self) { anchor in
    ///     GeometryReader { proxy in
    ///         if let anchor { Capsule().frame(width: proxy[anchor].width, height: 3).offset(x: proxy[anchor].minX) }
    ///     }
    /// }
    /// ```
    ///
    /// The overlay is built from the value the view's content produces once it is laid out (the
    /// key's default value before that, or when nothing sets it), and built again when the value
    /// changes; it is offered the view's size and aligned on it. The values of the view and of
    /// the overlay both flow on to views above.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceDecorationModifier<K, V>(alignment: .center, isBackground: false, transform: transform))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view, aligned by `alignment`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceDecorationModifier<K, V>(alignment: alignment, isBackground: false, transform: transform))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view.
    ///
    /// ```swift
    /// list.backgroundPreferenceValue(RowBoundsKey.self) { rows in
    ///     GeometryReader { proxy in ForEach(rows.indices, id: \.self) { Color.yellow.frame(height: proxy[rows[$0]].height) } }
    /// }
    /// ```
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceDecorationModifier<K, V>(alignment: .center, isBackground: true, transform: transform))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view, aligned by `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceDecorationModifier<K, V>(alignment: alignment, isBackground: true, transform: transform))
    }
}
