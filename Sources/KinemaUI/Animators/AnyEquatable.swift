import Foundation

/// Whether two type-erased equatable values are equal (different types are different).
func areEqual(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
    func open<T: Equatable>(_ lhs: T) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
    return open(lhs)
}
