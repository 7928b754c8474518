import Foundation

/// A frame with minimum, ideal and maximum sizes per axis: what
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` lays out.
///
/// Per axis, for a proposal `p`: with both a minimum and a maximum (minimum ≤ maximum), the frame
/// is `p` clamped to them and does not ask its child; proposed nothing, it is its ideal length
/// when it has one. Otherwise it offers its child `p` (or its ideal) clamped to its limits and
/// takes the child's answer: clamped to both limits; with a minimum only, at least the minimum
/// and no more than the offer; with a maximum only, no more than the maximum and at least the
/// offer. So `maxWidth: .infinity` takes all the width offered, and `minWidth: 100` at least 100
/// points.
struct FlexFrame: Equatable {
    var minWidth, idealWidth, maxWidth: CGFloat?
    var minHeight, idealHeight, maxHeight: CGFloat?
    var alignment: Alignment

    /// One axis's limits.
    struct Limits {
        var minimum, ideal, maximum: CGFloat?

        /// Both limits, in order: the frame is the proposal clamped to them.
        var isClamp: Bool {
            guard let minimum, let maximum else { return false }
            return minimum <= maximum
        }

        /// The length settled without the child, if any.
        func settled(_ proposal: CGFloat?) -> CGFloat? {
            if let proposal, isClamp, let minimum, let maximum { return min(max(proposal, minimum), maximum) }
            if proposal == nil, let ideal { return ideal }
            return nil
        }

        /// What the child is offered.
        func childProposal(_ proposal: CGFloat?) -> CGFloat? {
            guard var offer = proposal ?? ideal else { return nil }
            if let minimum { offer = max(minimum, offer) }
            if let maximum { offer = min(maximum, offer) }
            return offer
        }

        /// The frame's length when the child answers `answer` to `childProposal(proposal)`.
        func length(child answer: CGFloat, proposal: CGFloat?) -> CGFloat {
            if let settled = settled(proposal) { return settled }
            let offer = childProposal(proposal)
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

        /// What the child is offered when placed in a frame `length` long: that length, unless
        /// the frame was proposed nothing, has no ideal and lies strictly between its limits.
        func placementProposal(_ proposal: CGFloat?, length: CGFloat) -> CGFloat? {
            if proposal == nil, ideal == nil, length > (minimum ?? -.infinity), length < (maximum ?? .infinity) { return nil }
            return length
        }
    }

    var horizontal: Limits { Limits(minimum: minWidth, ideal: idealWidth, maximum: maxWidth) }
    var vertical: Limits { Limits(minimum: minHeight, ideal: idealHeight, maximum: maxHeight) }

    func childProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
    }

    /// Whether the frame's size for `proposal` needs the child's.
    func asksChild(for proposal: ProposedSize) -> Bool {
        horizontal.settled(proposal.width) == nil || vertical.settled(proposal.height) == nil
    }

    func size(for proposal: ProposedSize, child: CGSize) -> CGSize {
        CGSize(
            width: horizontal.length(child: child.width, proposal: proposal.width),
            height: vertical.length(child: child.height, proposal: proposal.height))
    }

    /// What the child is offered when the frame, proposed `proposal`, is placed at `size`.
    func placementProposal(for proposal: ProposedSize, size: CGSize) -> ProposedSize {
        ProposedSize(
            width: horizontal.placementProposal(proposal.width, length: size.width),
            height: vertical.placementProposal(proposal.height, length: size.height))
    }
}

struct _FlexFrameLayout: ViewModifier, PrimitiveModifier {
    let frame: FlexFrame

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .flexFrame(frame)
        context.updateChild(of: node, with: content)
    }
}

struct _FixedSizeLayout: ViewModifier, PrimitiveModifier {
    let horizontal: Bool
    let vertical: Bool

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .fixedSize(horizontal: horizontal, vertical: vertical)
        context.updateChild(of: node, with: content)
    }
}

struct _PositionLayout: ViewModifier, PrimitiveModifier {
    let position: CGPoint

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .position(position)
        context.updateChild(of: node, with: content)
    }
}

extension View {
    /// Positions this view within an invisible frame having the specified size constraints.
    ///
    /// ```swift
    /// Text("Wide").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    ///
    /// As SwiftUI's initializer does, a negative minimum reads as 0, the ideal is raised to the
    /// minimum and the maximum to the ideal (`frame(idealWidth: 30, maxWidth: 20)` has a maximum
    /// of 30). NaN reads as unset.
    ///
    /// > Note: An infinite minimum or ideal also reads as unset, where SwiftUI keeps it: no
    /// > infinite length reaches the screen.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        // As SwiftUI's initializer: a minimum is at least 0, an ideal at least the minimum, a
        // maximum at least the ideal (not the minimum). NaN reads as unset.
        func limits(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
            func valid(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isNaN ? nil : $0 } }
            let minimum = valid(minimum).map { max($0, 0) }
            let ideal = valid(ideal).map { max(minimum ?? 0, $0) }
            let maximum = valid(maximum).map { max(ideal ?? 0, $0) }
            // A length is finite; a maximum may be infinite.
            return (minimum.flatMap { $0.isFinite ? $0 : nil }, ideal.flatMap { $0.isFinite ? $0 : nil }, maximum)
        }
        let (minWidth, idealWidth, maxWidth) = limits(minWidth, idealWidth, maxWidth)
        let (minHeight, idealHeight, maxHeight) = limits(minHeight, idealHeight, maxHeight)
        return modifier(_FlexFrameLayout(frame: FlexFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    /// Fixes this view at its ideal size in both dimensions.
    public func fixedSize() -> some View {
        modifier(_FixedSizeLayout(horizontal: true, vertical: true))
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Positions the center of this view at the specified point in its parent's coordinate space;
    /// the view takes all the space it is offered.
    ///
    /// ```swift
    /// Circle().frame(width: 10, height: 10).position(x: 50, y: 20)
    /// ```
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate
    /// space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
