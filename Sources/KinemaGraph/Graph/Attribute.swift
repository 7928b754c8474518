import Foundation
import KinemaCore

/// A typed handle to a value in an ``AttributeGraph``.
///
/// An attribute is either an *input*, whose value is set from outside (by state changes inside an
/// update), or a *rule*, whose value is computed from the attributes it reads. Handles are cheap
/// values; the graph owns the storage.
///
/// ```swift
/// let graph = AttributeGraph()
/// let count = graph.makeInput(1)
/// let doubled = graph.makeRule { graph[count] * 2 }
/// graph.update { graph.setValue(5, for: count) }
/// graph[doubled] // 10
/// ```
public struct Attribute<Value>: Hashable, Sendable {
    /// The attribute's number in its graph; stable for the attribute's lifetime.
    public let id: Int

    init(id: Int) {
        self.id = id
    }
}
