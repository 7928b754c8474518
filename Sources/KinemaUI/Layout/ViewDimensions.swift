import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// An ``View/alignmentGuide(_:computeValue:)-(HorizontalAlignment,_)`` closure gets one to compute
/// a guide from; a custom ``Layout`` gets one from ``LayoutSubview/dimensions(in:)``:
///
/// ```swift
/// Text("Indented")
///     .alignmentGuide(.leading) { d in d[.leading] - 20 }   // its leading guide 20 points left of its edge
/// ```
///
/// A guide the view sets explicitly (with `alignmentGuide`, or text's baselines) reads as that
/// value; any other reads as its ``AlignmentID/defaultValue(in:)``.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    /// Where the view's explicit guides come from: a laid-out node and the proposal it was sized
    /// for (`nil`: a view that sets no guide, as in a default value's context).
    let guides: ExplicitGuides?

    init(width: CGFloat, height: CGFloat) {
        size = CGSize(width: width, height: height)
        guides = nil
    }

    init(size: CGSize, guides: ExplicitGuides?) {
        self.size = size
        self.guides = guides
    }

    /// Gets the value of the given horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.defaultValue(in: size)
    }

    /// Gets the value of the given vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.defaultValue(in: size)
    }

    /// Gets the explicit value of the given horizontal alignment guide, or `nil` when the view
    /// does not set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        guides?.value(for: guide.key)
    }

    /// Gets the explicit value of the given vertical alignment guide, or `nil` when the view does
    /// not set it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        guides?.value(for: guide.key)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.guides == rhs.guides
    }
}

/// The explicit guides of one laid-out view: its node and the proposal it was sized for.
struct ExplicitGuides: Equatable, Sendable {
    let node: ViewNode
    let proposal: ProposedSize

    /// The guide's explicit value in the node's coordinates, or `nil`.
    func value(for key: AlignmentKey) -> CGFloat? {
        // Guides are read only while laying out, on the main actor; a dimensions value just does
        // not carry that isolation in its type (SwiftUI's layouts are nonisolated).
        let node = self.node
        let proposal = self.proposal
        return MainActor.assumeIsolated { ViewLayout.explicitGuide(key, of: node, proposal: proposal) }
    }

    static func == (lhs: ExplicitGuides, rhs: ExplicitGuides) -> Bool {
        lhs.node === rhs.node && lhs.proposal == rhs.proposal
    }
}
