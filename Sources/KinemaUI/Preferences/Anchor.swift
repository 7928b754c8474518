import Foundation

/// An opaque value derived from an anchor source and a particular view: a rectangle or a point of
/// the view, resolved in the coordinate space of a ``GeometryProxy``.
///
/// ```swift
/// Text("Selected")
///     .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
///     .overlayPreferenceValue(BoundsKey.self) { anchor in
///         GeometryReader { proxy in
///             if let anchor {
///                 let frame = proxy[anchor]   // the text's frame in the overlay's coordinates
///                 Rectangle().frame(width: frame.width, height: 2).offset(x: frame.minX, y: frame.maxY)
///             }
///         }
///     }
/// ```
///
/// > Note: Kinema resolves an anchor with the view's laid-out frame; geometry effects such as
/// > `offset` and `scaleEffect`, which SwiftUI's anchors include, are not applied.
public struct Anchor<Value> {
    /// The view's frame in host coordinates when the anchor was made.
    let frame: CGRect
    let source: Source

    /// A type-erased geometry value that produces an anchored value of a given type: a rectangle
    /// or point of the view it is applied to.
    public struct Source {
        /// The value for a view whose frame, in the coordinate space asked for, is the argument.
        let value: (CGRect) -> Value

        init(_ value: @escaping (CGRect) -> Value) {
            self.value = value
        }
    }

    /// The value in a coordinate space whose origin is at `origin` in host coordinates.
    func resolved(relativeTo origin: CGPoint) -> Value {
        source.value(frame.offsetBy(dx: -origin.x, dy: -origin.y))
    }
}

// An anchor and its source hold only immutable values and closures over them.
extension Anchor: @unchecked Sendable where Value: Sendable {}
extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.resolved(relativeTo: .zero) == rhs.resolved(relativeTo: .zero)
    }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(resolved(relativeTo: .zero))
    }
}

extension Anchor.Source {
    /// A source of an array of values, one for each of `array`'s sources.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { frame in array.map { $0.value(frame) } }
    }

    /// A source of an optional value: `nil` when `anchor` is `nil`.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { frame in anchor?.value(frame) }
    }
}

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<CGRect>.Source { frame in r.offsetBy(dx: frame.minX, dy: frame.minY) }
    }

    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in frame }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame in CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) }
    }

    /// A point of the view given as a fraction of its size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame in
            CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)
        }
    }

    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's center.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// Resolves the value of an anchor to the container view's coordinate space.
    ///
    /// ```swift
    /// let frame = proxy[anchor]   // a view's bounds, in this reader's coordinates
    /// ```
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolved(relativeTo: geometry.frame.origin)
    }
}
