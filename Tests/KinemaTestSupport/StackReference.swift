import Foundation

/// SwiftUI's `HStack` / `VStack` sizing, written out a second time from the published rules and
/// independently of Kinema's sources, so stack tests have expected frames that do not come from
/// the code under test.
///
/// The rules are `docs/research/layout.md` §1 (three reverse-engineerings agree: OpenSwiftUI's
/// `StackLayout`, pookjw's decompilation, DanceUI), §0 (a view without a layout of its own answers
/// `nil` with 10) and §6 (flexible frames); Apple's summary is the `layoutPriority(_:)` page: a
/// parent offers its highest-priority children all its space minus the minimum space of every
/// lower-priority child (https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)).
///
/// A child is abstract: its layout priority and the length it takes along the stack's axis for an
/// offer (`nil` asks for its ideal length). Nothing here knows about views.
///
/// ```swift
/// let red = StackReference.Child.flexibleFrame(maxLength: 100)
/// let green = StackReference.Child.flexibleFrame(minLength: 100)
/// let sizing = StackReference.size([red, green], gaps: [0], proposal: 150)
/// sizing.lengths   // [75, 100]: red (less flexible) goes first and is offered 150 / 2
/// ```
public enum StackReference {
    /// One child of a stack, as the stack sees it along its axis.
    public struct Child: Sendable {
        /// Its layout priority: 0 by default, −∞ for a `Spacer` without one of its own.
        public var priority: Double
        /// The length it takes along the axis when offered a length (`nil`: its ideal length).
        public var length: @Sendable (CGFloat?) -> CGFloat

        public init(priority: Double = 0, length: @escaping @Sendable (CGFloat?) -> CGFloat) {
            self.priority = priority
            self.length = length
        }

        /// The same child with another layout priority (`layoutPriority(_:)`).
        public func priority(_ value: Double) -> Child {
            Child(priority: value, length: length)
        }
    }

    /// What a stack decided for one proposal along its axis.
    public struct Sizing: Equatable, Sendable {
        /// The length each child was offered (`nil` when the stack was offered none).
        public var offers: [CGFloat?]
        /// The length each child took.
        public var lengths: [CGFloat]
        /// Where each child starts, from the stack's leading (or top) edge.
        public var positions: [CGFloat]
        /// The stack's own length: the children's lengths and the gaps between them.
        public var length: CGFloat
    }

    /// Sizes `children` along the stack's axis for `proposal`, with `gaps[i]` between child `i`
    /// and child `i + 1` (the stack's `spacing:`, or what the pair prefers).
    ///
    /// - A `nil` proposal offers every child `nil` (its ideal length): no priorities, no order.
    /// - Otherwise, from `proposal − Σ gaps`, the minimum lengths (offered 0) of every child below the
    ///   highest priority are set aside; groups of equal priority are sized highest first, each
    ///   getting its own minimums back as its turn comes; inside a group the least flexible child
    ///   (length offered ∞ − length offered 0; of two infinitely flexible, the larger minimum) goes
    ///   first, ties keeping declaration order; each is offered `max(remaining / children left, 0)`
    ///   and the remaining length loses what it took — unless that is NaN (∞ − ∞), when it is kept.
    public static func size(_ children: [Child], gaps: [CGFloat], proposal: CGFloat?) -> Sizing {
        precondition(gaps.count == max(children.count - 1, 0), "one gap between each pair of children")
        var offers = [CGFloat?](repeating: nil, count: children.count)
        var lengths = [CGFloat](repeating: 0, count: children.count)
        if let proposal {
            let minimums = children.map { $0.length(0) }
            let maximums = children.map { $0.length(.infinity) }
            let priorities = Array(Set(children.map(\.priority))).sorted(by: >)
            var remaining = proposal - gaps.reduce(0, +)
            for (index, child) in children.enumerated() where child.priority != priorities.first {
                remaining -= minimums[index]
            }
            for (groupIndex, priority) in priorities.enumerated() {
                var group = children.indices.filter { children[$0].priority == priority }
                if groupIndex > 0 {
                    for index in group { remaining += minimums[index] }
                }
                insertionSort(&group) { a, b in
                    lessFlexible(a, b, minimums: minimums, maximums: maximums)
                }
                for (done, index) in group.enumerated() {
                    let offer = max(remaining / CGFloat(group.count - done), 0)
                    offers[index] = offer
                    lengths[index] = children[index].length(offer)
                    let next = remaining - lengths[index]
                    if !next.isNaN { remaining = next }
                }
            }
        } else {
            lengths = children.map { $0.length(nil) }
        }
        var positions: [CGFloat] = []
        var cursor: CGFloat = 0
        for index in children.indices {
            positions.append(cursor)
            cursor += lengths[index] + (index < gaps.count ? gaps[index] : 0)
        }
        return Sizing(offers: offers, lengths: lengths, positions: positions, length: cursor)
    }

    /// Lines children up across the stack's axis: each child's guide (its value for the stack's
    /// alignment, from its own top or leading edge) on one line; the stack reaches from the
    /// highest to the lowest child — and always includes the line itself (the union starts from
    /// the empty range at the line). Returns each child's origin from the stack's edge and the
    /// stack's thickness.
    ///
    /// ```swift
    /// // HStack(alignment: .top) { child 50 high whose top guide is −20 }: 70 high, child at 20.
    /// StackReference.crossAxis(thicknesses: [50], guides: [-20])   // ([20], 70)
    /// ```
    public static func crossAxis(thicknesses: [CGFloat], guides: [CGFloat]) -> (origins: [CGFloat], thickness: CGFloat) {
        precondition(thicknesses.count == guides.count)
        var low: CGFloat = 0
        var high: CGFloat = 0
        for (thickness, guide) in zip(thicknesses, guides) {
            low = min(low, -guide)
            high = max(high, thickness - guide)
        }
        return (guides.map { -$0 - low }, high - low)
    }

    /// `a` is sized before `b` in their group: smaller flexibility first; of two infinitely
    /// flexible children, the one with the larger minimum.
    private static func lessFlexible(_ a: Int, _ b: Int, minimums: [CGFloat], maximums: [CGFloat]) -> Bool {
        let flexA = maximums[a] - minimums[a]
        let flexB = maximums[b] - minimums[b]
        if flexA == .infinity, flexB == .infinity { return minimums[a] > minimums[b] }
        return flexA < flexB
    }

    /// A stable sort: equal elements keep their order (SwiftUI sorts up to 32 children by insertion).
    private static func insertionSort(_ items: inout [Int], by less: (Int, Int) -> Bool) {
        guard items.count > 1 else { return }
        for i in 1..<items.count {
            let item = items[i]
            var j = i
            while j > 0, less(item, items[j - 1]) {
                items[j] = items[j - 1]
                j -= 1
            }
            items[j] = item
        }
    }
}

// MARK: - Children with known behaviour

extension StackReference.Child {
    /// What a view without a layout of its own (a `Color`, a shape) does: it takes the length it
    /// is offered, and 10 when offered none (layout.md §0; `ProposedViewSize.replacingUnspecifiedDimensions()`).
    public static var color: Self {
        Self { $0 ?? 10 }
    }

    /// A fixed frame along the axis, `frame(width: length)`: always `length`.
    public static func fixed(_ length: CGFloat) -> Self {
        Self { _ in length }
    }

    /// `Spacer(minLength:)` in a stack: at least its minimum, as long as offered; its minimum when
    /// offered nothing. Priority −∞ (OpenSwiftUI `Spacer.swift`, layout.md §1 edge cases). SwiftUI's
    /// default minimum is the standard spacing, 8.
    public static func spacer(minLength: CGFloat = 8) -> Self {
        Self(priority: -.infinity) { offer in offer.map { max($0, minLength) } ?? minLength }
    }

    /// `frame(minWidth:idealWidth:maxWidth:)` (along the axis) around `content` (a `Color` unless
    /// given): the initializer's clamping, then the frame's sizing rule (layout.md §6).
    public static func flexibleFrame(
        minLength: CGFloat? = nil, idealLength: CGFloat? = nil, maxLength: CGFloat? = nil, around content: Self = .color
    ) -> Self {
        let limits = FlexibleFrameLimits(minimum: minLength, ideal: idealLength, maximum: maxLength)
        let inner = content.length
        return Self(priority: content.priority) { limits.length(for: $0, child: inner) }
    }
}

/// One axis of SwiftUI's flexible frame, as its initializer stores it and as its layout sizes it
/// (layout.md §6: pookjw's decompilation and DanceUI agree; the clamping is pinned by
/// OpenSwiftUI's `FrameLayoutTests`).
///
/// ```swift
/// let frame = FlexibleFrameLimits(minimum: nil, ideal: 30, maximum: 20)   // the maximum becomes 30
/// frame.length(for: nil) { $0 ?? 10 }   // 30: its ideal
/// frame.length(for: 10) { $0 ?? 10 }    // 10
/// ```
public struct FlexibleFrameLimits: Sendable, Equatable {
    public var minimum: CGFloat?
    public var ideal: CGFloat?
    public var maximum: CGFloat?

    /// The limits as `frame(minWidth:idealWidth:maxWidth:)` stores them: a negative minimum is 0,
    /// the ideal is raised to the minimum, the maximum to the ideal (not to the minimum).
    public init(minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) {
        let minimum = minimum.map { $0 <= 0 ? 0 : $0 }
        let ideal = ideal.map { max(minimum ?? 0, $0) }
        self.minimum = minimum
        self.ideal = ideal
        self.maximum = maximum.map { max(ideal ?? 0, $0) }
    }

    /// The frame's length when proposed `proposal`, around a child that answers `child(offer)`.
    ///
    /// 1. Proposed a length, with a minimum and a maximum in order: the proposal clamped to them.
    /// 2. Proposed nothing, with an ideal: the ideal.
    /// 3. Otherwise the child is offered `proposal ?? ideal` clamped to the limits (nothing if
    ///    both are `nil`) and answers `a`: with both limits in order, `a` clamped to them; with a
    ///    minimum (or a minimum above the maximum), `max(min, min(offer ?? ∞, a))`; with a maximum
    ///    only, `min(max, max(offer ?? −∞, a))`; with neither, `a`.
    public func length(for proposal: CGFloat?, child: (CGFloat?) -> CGFloat) -> CGFloat {
        if let proposal, let minimum, let maximum, minimum <= maximum {
            return min(max(proposal, minimum), maximum)
        }
        if proposal == nil, let ideal { return ideal }
        var offer: CGFloat?
        if var value = proposal ?? ideal {
            if let minimum { value = max(minimum, value) }
            if let maximum { value = min(maximum, value) }
            offer = value
        }
        let answer = child(offer)
        switch (minimum, maximum) {
        case let (minimum?, maximum?) where minimum <= maximum:
            return min(max(answer, minimum), maximum)
        case let (minimum?, _):
            return max(minimum, min(offer ?? .infinity, answer))
        case let (nil, maximum?):
            return min(maximum, max(offer ?? -.infinity, answer))
        case (nil, nil):
            return answer
        }
    }
}
