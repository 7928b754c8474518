import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// A stack without a spacing of its own puts between two neighbours the distance their
/// preferences agree on: ordinary views are 8 points apart; nothing separates a view from a
/// `Spacer` or a `Divider`; text asks for room by its font above and below other views, and two
/// texts in a column sit a line gap apart.
///
/// ```swift
/// let text = subviews[0].spacing, next = subviews[1].spacing
/// let gap = text.distance(to: next, along: .vertical)
/// ```
///
/// Each preference belongs to one edge and, for text, one category (text to text, an edge above
/// text, baselines…); only preferences of the same category on the two facing edges combine,
/// and the largest result wins. When none does, preferences without a category decide (the
/// larger); when there are none of those either, the standard spacing does (8 points).
public struct ViewSpacing: Sendable, Equatable {
    /// What kind of neighbour a preference is about (`nil` in ``Key``: any neighbour).
    enum Category: Hashable, Sendable {
        case textToText, edgeAboveText, edgeBelowText, textBaseline
    }

    /// A preference's edge and category.
    struct Key: Hashable, Sendable {
        var category: Category?
        var edge: Edge
    }

    /// The metrics of the text on one edge of a text view.
    struct TextMetrics: Equatable, Sendable {
        var ascend: CGFloat
        var descend: CGFloat
        var leading: CGFloat
        var pixelLength: CGFloat
    }

    /// A preferred distance, or text metrics that make one with the text on the other side.
    enum Value: Equatable, Sendable {
        case distance(CGFloat)
        /// The metrics of text whose bottom edge this is (it sits above its neighbour).
        case topTextMetrics(TextMetrics)
        /// The metrics of text whose top edge this is (it sits below its neighbour).
        case bottomTextMetrics(TextMetrics)
    }

    /// The preferences, at most one per key: a handful, so a list searched in place (cheaper to
    /// make and read than a dictionary; layout asks for every child's spacing).
    var minima: [(key: Key, value: Value)]

    /// The preference for `key`, if any.
    func value(for key: Key) -> Value? {
        for entry in minima where entry.key == key { return entry.value }
        return nil
    }

    /// Sets the preference for `key`.
    mutating func set(_ value: Value, for key: Key) {
        if let index = minima.firstIndex(where: { $0.key == key }) {
            minima[index].value = value
        } else {
            minima.append((key, value))
        }
    }

    /// The standard spacing, used when two neighbours' preferences give no distance.
    static let standardSpacing: CGFloat = 8

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(minima: Edge.allCases.map { (Key(category: nil, edge: $0), Value.distance(0)) })

    /// Initializes an instance with no spacing preferences: beside any view it is the standard
    /// spacing apart.
    public init() {
        minima = []
    }

    init(minima: [(key: Key, value: Value)]) {
        self.minima = minima
    }

    /// What an ordinary view (a colour, a shape, an image) prefers: nothing of its own, and no
    /// extra room next to text beyond what the text asks for.
    static let standard = ViewSpacing(minima: [
        (Key(category: .edgeBelowText, edge: .top), .distance(0)),
        (Key(category: .edgeAboveText, edge: .bottom), .distance(0)),
    ])

    /// A spacer's preference: nothing on the edges along `axis` (every edge outside a stack).
    static func spacer(along axis: Axis?) -> ViewSpacing {
        let edges: [Edge]
        switch axis {
        case .horizontal: edges = [.leading, .trailing]
        case .vertical: edges = [.top, .bottom]
        case nil: edges = Edge.allCases
        }
        return ViewSpacing(minima: edges.map { (Key(category: nil, edge: $0), Value.distance(0)) })
    }

    /// Gets the preferred spacing distance along the given axis to the view that returns a
    /// specified spacing preference.
    ///
    /// - Returns: The largest distance the facing edges' matching preferences give; else the
    ///   larger of their preferences for any neighbour; else the standard 8 points.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (ownEdge, nextEdge): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        var best: CGFloat?
        for (key, value) in minima where key.edge == ownEdge {
            guard let category = key.category,
                  let other = next.value(for: Key(category: category, edge: nextEdge)),
                  let distance = Self.combine(value, other) else { continue }
            best = max(best ?? distance, distance)
        }
        if let best { return best }
        let own = value(for: Key(category: nil, edge: ownEdge)).flatMap(Self.plainDistance)
        let theirs = next.value(for: Key(category: nil, edge: nextEdge)).flatMap(Self.plainDistance)
        switch (own, theirs) {
        case let (own?, theirs?): return max(own, theirs)
        case let (own?, nil): return own
        case let (nil, theirs?): return theirs
        case (nil, nil): return Self.standardSpacing
        }
    }

    /// Two facing preferences of one category combined: distances add; text above text is the
    /// lower text's line gap, rounded up to a whole pixel.
    private static func combine(_ first: Value, _ second: Value) -> CGFloat? {
        switch (first, second) {
        case let (.distance(a), .distance(b)):
            return a + b
        case let (.distance(a), _), let (_, .distance(a)):
            return a
        case let (.topTextMetrics(upper), .bottomTextMetrics(lower)), let (.bottomTextMetrics(lower), .topTextMetrics(upper)):
            let pixel = upper.pixelLength > 0 ? upper.pixelLength : 1
            return (lower.leading / pixel).rounded(.up) * pixel
        default:
            return nil
        }
    }

    private static func plainDistance(_ value: Value) -> CGFloat? {
        if case .distance(let distance) = value { return distance }
        return nil
    }

    /// Merges the spacing preferences of another spacing instance with this instance for a
    /// specified set of edges: its preferences on those edges join these, the larger kept where
    /// both have one.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (key, value) in other.minima where edges.contains(Edge.Set(key.edge)) {
            if let existing = self.value(for: key), !Self.isLess(existing, value) { continue }
            set(value, for: key)
        }
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with this
    /// instance for a specified set of edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// Drops the preferences on `edges` and puts back what an ordinary view has there: padding or
    /// a frame around a view hides its text from its neighbours on those edges.
    mutating func reset(_ edges: Edge.Set) {
        minima.removeAll { edges.contains(Edge.Set($0.key.edge)) }
        for (key, value) in Self.standard.minima where edges.contains(Edge.Set(key.edge)) {
            set(value, for: key)
        }
    }

    /// Distances order below text metrics, top metrics below bottom metrics; within a kind, by
    /// size.
    public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool {
        lhs.minima.count == rhs.minima.count && lhs.minima.allSatisfy { rhs.value(for: $0.key) == $0.value }
    }

    private static func isLess(_ a: Value, _ b: Value) -> Bool {
        func rank(_ value: Value) -> (Int, CGFloat) {
            switch value {
            case .distance(let d): return (0, d)
            case .topTextMetrics(let m): return (1, m.ascend + m.descend + m.leading)
            case .bottomTextMetrics(let m): return (2, m.ascend + m.descend + m.leading)
            }
        }
        return rank(a) < rank(b)
    }
}

extension Edge.Set {
    /// The set of one edge.
    init(_ edge: Edge) {
        switch edge {
        case .top: self = .top
        case .leading: self = .leading
        case .bottom: self = .bottom
        case .trailing: self = .trailing
        }
    }
}
