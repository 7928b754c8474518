import Foundation
import KinemaGraph

/// What flows down the hierarchy while an update brings nodes up to date.
@MainActor
struct UpdateContext {
    /// Unowned and unchecked: the engine runs every update, so it outlives every context, and a
    /// checked unowned reference costs two atomic operations on each of the many copies.
    unowned(unsafe) let engine: ViewEngine
    /// The transaction that applies to this subtree (modifiers rewrite it for their content).
    var transaction: Transaction { didSet { stored = nil } }
    /// Transactions to restore when a body-scoped modifier's placeholder is reached, innermost
    /// last; `nil` while there are none. (An empty array is the runtime's shared empty storage,
    /// whose retain and release take the slow path on every copy of every context: 0.7 % of the
    /// update that starts 100,000 animations.)
    private(set) var placeholderTransactions: [Transaction]? { didSet { stored = nil } }
    /// Where the work list keeps the context this one is an unchanged copy of (its index in
    /// `WorkList.contexts`, good while the list's epoch lasts), or `nil` once anything that flows
    /// down changed. A modifier's content scheduled in an unchanged context then shares the stored
    /// one: storing a copy per modifier retained its transaction and boxes each time (2.8 % of the
    /// update that starts 100,000 animations). (`isNewValue` does not count: every node sets it.)
    var stored: (index: Int32, epoch: UInt32)?
    /// Whether the view value for this subtree is new in this update (its parent's body ran).
    var isNewValue = true
    /// How text in this subtree is set (fonts, alignment, line limits), as modifiers above set it.
    var text: TextEnvironment {
        get { textBox?.value ?? TextEnvironment() }
        set { textBox = TextEnvironmentBox(newValue) }
    }
    /// `text`, boxed: most subtrees never set it, and every scheduled node copies its context.
    private var textBox: TextEnvironmentBox? { didSet { stored = nil } }
    /// The environment values in effect here, as the host and the modifiers above set them.
    /// Setting them also puts them in the transaction, so animations this subtree starts see them
    /// (``AnimationContext/environment``).
    var environment: EnvironmentValues {
        get { environmentBox?.value ?? EnvironmentValues() }
        set {
            environmentBox = EnvironmentBox(newValue)
            transaction.animationEnvironment = newValue
            isDarkAppearance = newValue.colorScheme == .dark
        }
    }
    /// Whether `environment.colorScheme` is dark, kept as a flag so that every node can note it
    /// without reading the environment (see ``ViewNode/isDarkAppearance``).
    private(set) var isDarkAppearance = false
    /// `environment`, boxed, as `text` is.
    private(set) var environmentBox: EnvironmentBox? { didSet { stored = nil } }

    init(engine: ViewEngine, transaction: Transaction) {
        self.engine = engine
        self.transaction = transaction
        if let box = engine.environmentBox {
            environmentBox = box
            self.transaction.animationEnvironment = box.value
            isDarkAppearance = box.value.colorScheme == .dark
        }
    }

    var graph: AttributeGraph { engine.graph }

    /// Saves the transaction for the placeholder of a body-scoped modifier's content.
    mutating func pushPlaceholderTransaction(_ transaction: Transaction) {
        if placeholderTransactions == nil { placeholderTransactions = [transaction] } else { placeholderTransactions!.append(transaction) }
    }

    /// The transaction the innermost placeholder restores, taken off the list.
    mutating func popPlaceholderTransaction() -> Transaction? {
        guard let last = placeholderTransactions?.popLast() else { return nil }
        if placeholderTransactions?.isEmpty == true { placeholderTransactions = nil }
        return last
    }

    /// This context in a later update under `transaction`: text settings and environment stay,
    /// body-scoped modifiers' saved transactions become `transaction` (an earlier update's
    /// animation must not apply again), and the views given are new values.
    func resumed(under transaction: Transaction) -> UpdateContext {
        var context = self
        context.transaction = transaction
        if let box = environmentBox { context.transaction.animationEnvironment = box.value }
        if let placeholderTransactions {
            context.placeholderTransactions = placeholderTransactions.map { _ in transaction }
        }
        context.isNewValue = true
        return context
    }

    /// Brings `node`'s children up to date with `views`, matching by identity and type; unmatched
    /// old children leave the hierarchy, unmatched views get new nodes.
    mutating func reconcileChildren(of node: ViewNode, with views: [any View], identities: [AnyHashable]? = nil) {
        if reuseChildren(of: node, with: views, identities: identities) { return }
        engine.childrenDidChange(of: node)
        var old: [ViewIdentity: [ViewNode]] = [:]
        for child in node.children {
            old[child.identity, default: []].append(child)
        }
        // A child still leaving may come back: the same identity and type revive it.
        var leaving: [ViewIdentity: [ViewNode]] = [:]
        for child in node.removingChildren {
            leaving[child.identity, default: []].append(child)
        }
        var revived: Set<ObjectIdentifier> = []
        let engine = self.engine, transaction = self.transaction
        // The child for each view, in order (made straight into the node's children: a modifier's
        // one child took an array made and dropped per node).
        let children = NodeChildren(count: views.count) { index in
            let view = views[index]
            let identity: ViewIdentity = identities.map { .explicit($0[index]) } ?? .position(index)
            let type = ObjectIdentifier(Swift.type(of: view))
            if var candidates = old[identity], let match = candidates.firstIndex(where: { $0.viewType == type }) {
                let child = candidates.remove(at: match)
                old[identity] = candidates
                return child
            }
            if var candidates = leaving[identity], let match = candidates.firstIndex(where: { $0.viewType == type }) {
                let child = candidates.remove(at: match)
                leaving[identity] = candidates
                revived.insert(ObjectIdentifier(child))
                engine.revive(child, transaction: transaction)
                return child
            }
            let child = engine.makeNode(view: view, identity: identity)
            child.parent = node
            if transaction.animation != nil { engine.noteInsertion(of: child, into: node, transaction: transaction) }
            return child
        }
        if !revived.isEmpty { node.removingChildren.removeAll { revived.contains(ObjectIdentifier($0)) } }
        for leftovers in old.values {
            for child in leftovers { engine.removeChild(child, of: node, transaction: transaction) }
        }
        node.children = children
        scheduleChildren(of: node, with: views)
    }

    /// The common case: the same identities, in the same order, with the same types. Each child
    /// keeps its node, without a dictionary of the old ones.
    private func reuseChildren(of node: ViewNode, with views: [any View], identities: [AnyHashable]?) -> Bool {
        let children = node.children
        guard children.count == views.count else { return false }
        for index in children.indices {
            let child = children[index]
            guard child.viewType == ObjectIdentifier(Swift.type(of: views[index])) else { return false }
            switch child.identity {
            case .position(let position):
                guard identities == nil, position == index else { return false }
            case .integer, .boxed:
                guard let identities, child.identity.isExplicit(identities[index]) else { return false }
            }
        }
        scheduleChildren(of: node, with: views)
        return true
    }

    /// Brings `node`'s children up to date with `views`, one for each child in order: the caller
    /// knows the identities did not change (a `ForEach` over the same ids).
    ///
    /// Children are brought up to date by the engine's work loop, not by recursion, so a tree
    /// thousands of views deep does not exhaust the stack.
    func scheduleChildren(of node: ViewNode, with views: [any View]) {
        precondition(views.count == node.children.count, "one view for each child")
        // A leaf has nothing to schedule: no context is kept for it.
        guard !views.isEmpty else { return }
        let children = node.children
        let engine = self.engine
        engine.work.push(self)
        var index = children.count
        while index > 0 {
            index -= 1
            engine.work.append(children[index], view: views[index])
        }
    }

    /// Brings `node`'s children up to date: with `views` when the node's own value is new, otherwise
    /// by revisiting the existing children (so unchanged subtrees do no work).
    mutating func updateChildren(of node: ViewNode, with views: @autoclosure () -> [any View], identities: [AnyHashable]? = nil) {
        if isNewValue {
            reconcileChildren(of: node, with: views(), identities: identities)
        } else {
            revisitChildren(of: node)
        }
    }

    /// ``updateChildren(of:with:identities:)`` for a node with one child, a modifier's content:
    /// when the node's one child already shows a view of this type (the common case), it is
    /// scheduled without an array of views — every modifier of every update made one.
    mutating func updateChild(of node: ViewNode, with view: @autoclosure () -> any View) {
        guard isNewValue else { return revisitChildren(of: node) }
        let view = view()
        if node.children.count == 1, let child = node.children.first,
           child.viewType == ObjectIdentifier(Swift.type(of: view)), case .position(0) = child.identity {
            engine.work.push(self)
            engine.work.append(child, view: view)
        } else {
            reconcileChildren(of: node, with: [view])
        }
    }

    /// Brings `node`'s existing children up to date without new view values (their parent's body
    /// did not run); only subtrees with changed state do any work.
    mutating func revisitChildren(of node: ViewNode) {
        var pushed = false
        for child in node.children.reversed() where child.needsBody || child.hasDirtyDescendant {
            if !pushed {
                engine.work.push(self)
                pushed = true
            }
            engine.work.appendRevisit(child)
        }
    }
}

/// Environment values set by the host or a modifier, shared by the contexts below it.
final class EnvironmentBox {
    let value: EnvironmentValues

    init(_ value: EnvironmentValues) {
        self.value = value
    }
}

/// A text environment set by a modifier, shared by the contexts below it.
final class TextEnvironmentBox {
    let value: TextEnvironment

    init(_ value: TextEnvironment) {
        self.value = value
    }
}
