import Foundation

extension MeasuredOutline {
    /// The outline of `shape`'s path in `rect`, kept by the shape's value and the rectangle when
    /// the shape is plain data (its path, a pure function of its stored properties and the
    /// rectangle, is then neither built nor hashed again); measured from its path otherwise.
    static func outline<S: Shape>(of shape: S, in rect: CGRect) -> MeasuredOutline {
        guard let key = ShapeKey(shape, rect) else { return cache.outline(of: shape.path(in: rect)) }
        return cache.outline(for: key) { shape.path(in: rect) }
    }
}
