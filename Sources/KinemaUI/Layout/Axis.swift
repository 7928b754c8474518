import Foundation

/// The axis of a stack.
public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical
}
