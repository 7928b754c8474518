import Foundation

extension ViewEngine {
    /// Connects each `@State` of `value` (a view, or a custom modifier) to `node`'s storage, in
    /// declaration order: the node keeps the values across the view values its parent recreates.
    ///
    /// Its `@Environment` properties read `environment` (the environment where the node sits,
    /// remembered on the node for bodies that frames run again). Its object properties
    /// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) and `@AppStorage` take a slot
    /// of the same storage, and subscribe the node to what they follow.
    func attachState(in value: Any, to node: ViewNode, environment: EnvironmentBox? = nil) {
        if let environment { node.environment = environment }
        var index = 0
        for child in Mirror(reflecting: value).children {
            if let state = child.value as? any StateProperty {
                if node.stateStorage.count <= index { node.stateStorage.append(nil) }
                state.attach(
                    to: &node.stateStorage[index],
                    isUpdating: { [weak handle] in handle?.engine.isUpdating ?? false },
                    onChange: { [weak handle, id = node.id] commit in
                        // By id, not a weak reference: weak references would give every node a
                        // side table. A node no longer in the tree just takes the value.
                        guard let self = handle?.engine, let node = self.node(id: id) else { return commit() }
                        self.stateDidChange(node, commit: commit)
                    })
                index += 1
            } else if let external = child.value as? any ExternalStateProperty {
                if node.stateStorage.count <= index { node.stateStorage.append(nil) }
                external.attach(
                    to: &node.stateStorage[index],
                    environment: node.environment?.value ?? EnvironmentValues(),
                    invalidation: NodeInvalidation(inbox: observations, nodeID: node.id))
                index += 1
            } else if let property = child.value as? any EnvironmentProperty {
                property.attach(node.environment?.value ?? EnvironmentValues())
            }
        }
    }
}
