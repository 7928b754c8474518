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
///
/// A handle outlives its attribute harmlessly but cannot be used after
/// ``AttributeGraph/remove(_:)``: the graph gives the removed attribute's ``id`` to the next one it
/// makes, and each handle also carries the *generation* of its slot, so a stale handle is told
/// apart from the new attribute. Reading or setting through a stale handle stops the program with
/// a precondition failure naming the attribute ("`Attribute<Double>` #3 (generation 0) was
/// removed …"); ``AttributeGraph/contains(_:)`` asks first, and removing it again does nothing.
///
/// ```swift
/// let old = graph.makeInput(1.0)
/// graph.remove(old)
/// let new = graph.makeInput(2.0)   // new.id == old.id, but new != old
/// graph.contains(old)              // false
/// ```
public struct Attribute<Value>: Hashable, Sendable {
    /// The attribute's number in its graph; stable for the attribute's lifetime, and given to a
    /// new attribute once this one is removed.
    public let id: Int
    /// How many attributes held the slot `id` before this one, so a handle to a removed attribute
    /// is never mistaken for the attribute that took its slot (wraps after 2³² reuses of a slot).
    let generation: UInt32

    init(id: Int, generation: UInt32) {
        self.id = id
        self.generation = generation
    }
}

extension Attribute: CustomStringConvertible {
    /// `Attribute<Double> #3 (generation 1)`: what the graph's diagnostics call the attribute.
    public var description: String {
        "Attribute<\(Value.self)> #\(id) (generation \(generation))"
    }
}
