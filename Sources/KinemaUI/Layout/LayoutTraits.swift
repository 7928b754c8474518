import Foundation

/// What a view tells the layout that holds it besides its size: its priority, the alignment
/// guides it sets, and the values custom layouts read (`LayoutValueKey`).
///
/// A trait modifier's node carries one; layout reads a child's traits through the single-view
/// modifiers around it (`.layoutPriority(1).padding()` still has priority 1 in its stack), the
/// outermost setting of each winning, and stops at containers.
final class LayoutTraits {
    /// `layoutPriority(_:)`, when set here.
    let priority: Double?
    /// `alignmentGuide(_:computeValue:)`: the guide and how to compute it from the view's
    /// dimensions.
    let guide: (key: AlignmentKey, compute: (ViewDimensions) -> CGFloat)?
    /// `layoutValue(key:value:)`: the key's type and the value.
    let value: (key: ObjectIdentifier, value: Any)?
    /// A preference modifier's value for its key (``PreferenceValues``): carried up like the
    /// others, it does not change layout.
    let preference: (any PreferenceWriting)?

    init(
        priority: Double? = nil, guide: (key: AlignmentKey, compute: (ViewDimensions) -> CGFloat)? = nil,
        value: (key: ObjectIdentifier, value: Any)? = nil, preference: (any PreferenceWriting)? = nil
    ) {
        self.priority = priority
        self.guide = guide
        self.value = value
        self.preference = preference
    }

    /// Whether layout treats both alike: the same priority and nothing computed (a guide's
    /// closure or a layout value may give something new each update).
    func isLayoutEquivalent(to other: LayoutTraits) -> Bool {
        guide == nil && other.guide == nil && value == nil && other.value == nil && priority == other.priority
    }
}

/// Sets a trait on the view it modifies; lays out as its content.
struct _LayoutTraitModifier: ViewModifier, PrimitiveModifier {
    let traits: LayoutTraits

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        if traits.guide != nil { ViewLayout.explicitGuidesInUse = true }
        node.role = .traits(traits)
        context.updateChild(of: node, with: content)
    }
}

@MainActor
extension ViewLayout {
    /// The node that sets `node`'s traits: `node` and the single-view modifiers below it, down to
    /// the first container or leaf.
    static func traitChain(of node: ViewNode) -> some Sequence<ViewNode> {
        sequence(first: node) { current in
            guard current.role.passesTraits else { return nil }
            if case .decorated(let primary, _) = current.role {
                return primary < current.children.count ? current.children[primary] : nil
            }
            return current.children.count == 1 ? current.children[0] : nil
        }
    }

    /// The layout priority of a container's child: the outermost `layoutPriority(_:)` on it; a
    /// spacer without one comes after everything (−∞); other views 0.
    static func priority(of node: ViewNode) -> Double {
        var last = node
        for link in traitChain(of: node) {
            if case .traits(let traits) = link.role, let priority = traits.priority { return priority }
            last = link
        }
        if case .spacer = last.role { return -.infinity }
        return 0
    }

    /// The outermost `layoutValue(key:value:)` of `key` on a container's child.
    static func layoutValue(_ key: ObjectIdentifier, of node: ViewNode) -> Any? {
        for link in traitChain(of: node) {
            if case .traits(let traits) = link.role, let value = traits.value, value.key == key { return value.value }
        }
        return nil
    }
}

extension ViewNode.Role {
    /// Whether traits set below a node of this role belong to the node too: single-view modifiers
    /// pass them up; containers, leaves and views that lay out several children do not.
    var passesTraits: Bool {
        switch self {
        case .group, .effect, .tap, .traits, .padding, .frame, .flexFrame, .fixedSize, .aspectRatio, .decorated,
             .position, .gridCell:
            return true
        default:
            return false
        }
    }
}

/// A key for accessing a layout value of a layout container's subviews.
///
/// ```swift
/// private struct Rank: LayoutValueKey {
///     static let defaultValue = 0
/// }
///
/// extension View {
///     func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
/// }
///
/// // In a custom layout: subviews.sorted { $0[Rank.self] < $1[Rank.self] }
/// ```
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value of the key: what a subview that never set it reads.
    static var defaultValue: Value { get }
}

extension View {
    /// Sets the priority by which a parent layout should apportion space to this child.
    ///
    /// Stacks size their children in groups of equal priority, highest first; a lower-priority
    /// group keeps only its minimum size while a higher one is sized. A `ZStack` sizes itself by
    /// its highest-priority children. Views have priority 0 by default; the outermost setting wins.
    ///
    /// ```swift
    /// HStack {
    ///     Text("This is a moderately long string.")
    ///     Text("This is a higher priority string.").layoutPriority(1)
    /// }
    /// ```
    ///
    /// - Parameter value: The priority; NaN reads as 0.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutTraitModifier(traits: LayoutTraits(priority: value.isNaN ? 0 : value)))
    }

    /// Sets a value for the specified layout key, which a custom layout reads from its subviews.
    ///
    /// ```swift
    /// CardView().layoutValue(key: Rank.self, value: 3)
    /// ```
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutTraitModifier(traits: LayoutTraits(value: (ObjectIdentifier(key), value))))
    }

    /// Sets the view's horizontal alignment guide: stacks, frames and overlays that align by this
    /// guide put the view's `computeValue(d)` where other views have theirs.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Today")
    ///     Text("Tomorrow").alignmentGuide(.leading) { d in d[.leading] - 20 }   // 20 points in
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - g: The guide to set.
    ///   - computeValue: The guide's position in the view's own coordinates, from its dimensions
    ///     (which read guides set inside this modifier). A non-finite result reads as the guide's
    ///     default value.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(_LayoutTraitModifier(traits: LayoutTraits(guide: (g.key, computeValue))))
    }

    /// Sets the view's vertical alignment guide: stacks, frames and overlays that align by this
    /// guide put the view's `computeValue(d)` where other views have theirs.
    ///
    /// ```swift
    /// HStack(alignment: .top) {
    ///     Image(systemName: "star")
    ///     Text("Raised").alignmentGuide(.top) { d in d[.top] + 6 }   // 6 points higher
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - g: The guide to set.
    ///   - computeValue: The guide's position in the view's own coordinates, from its dimensions.
    ///     A non-finite result reads as the guide's default value.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(_LayoutTraitModifier(traits: LayoutTraits(guide: (g.key, computeValue))))
    }
}
