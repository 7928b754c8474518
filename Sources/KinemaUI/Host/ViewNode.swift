import Foundation
import KinemaGraph

/// One view's place in the hierarchy, kept across updates: the node holds the view's latest value,
/// its `@State` storage, its children, and what the view does in layout and drawing.
///
/// View values are recreated every time their parent's body runs; nodes persist as long as the view
/// keeps its structural identity (its position and type, or its explicit id).
///
/// The fields the engine touches on every update are `@exclusivity(unchecked)`: the engine reads
/// and writes them one at a time, never overlapping, and dynamic checks on a class's fields cost
/// as much as the work of a small view's update.
@MainActor
final class ViewNode {
    let id: Int
    /// The parent. Not `weak`: a weak reference gives every node a side table and slows every
    /// retain. A parent always outlives the children still in the tree; a removed node's parent
    /// is never read (the engine checks a node is still in the tree before walking up from it).
    unowned(unsafe) var parent: ViewNode?
    /// The latest view value.
    @exclusivity(unchecked)
    var view: any View
    /// The view's type: a different type at the same position is a different view.
    let viewType: ObjectIdentifier
    /// The node's identity among its siblings.
    var identity: ViewIdentity
    @exclusivity(unchecked)
    var children: [ViewNode] = []
    /// What the node does in layout and drawing. Setting it notes what the change invalidates
    /// (compared in place, without copying the old role): see `roleChange`.
    var role: Role {
        get { storedRole }
        set {
            if !isNew {
                if !roleChange.layout, !storedRole.isLayoutEquivalent(to: newValue) { roleChange.layout = true }
                if !roleChange.drawing, !storedRole.isDrawingEquivalent(to: newValue) { roleChange.drawing = true }
            }
            storedRole = newValue
        }
    }
    @exclusivity(unchecked)
    private var storedRole: Role = .group
    /// Whether role changes since the engine last looked matter to layout or to drawing.
    @exclusivity(unchecked)
    var roleChange: (layout: Bool, drawing: Bool) = (false, false)
    /// `@State` storage, by the property's order in the view.
    var stateStorage: [AnyObject?] = []
    /// A `@State` this view owns changed: its body must run again.
    @exclusivity(unchecked)
    var needsBody = true
    /// Some descendant's state changed.
    @exclusivity(unchecked)
    var hasDirtyDescendant = false
    /// Per-role persistent data (effect attributes, a value-scoped modifier's last value…).
    @exclusivity(unchecked)
    var storage: AnyObject?
    /// The layout frame, in host coordinates.
    var frame: CGRect = .zero
    /// The layout pass `layoutCache` belongs to.
    var layoutPass = 0
    /// The node changed since the last layout (a new view value, a new node): its remembered sizes
    /// and placement no longer hold.
    /// (Set through the engine, which clears it after layout; a new node is marked when it gets
    /// its first view value.)
    var layoutDirty = false
    /// Something below the node changed since the last layout.
    var layoutDescendantDirty = false
    /// Sizes computed in that pass, by proposal.
    var layoutCache: [(proposal: ProposedSize, size: CGSize)] = []
    /// The layout frame as an animatable attribute (drawn nodes only).
    var frameSlot: FrameSlot?
    /// The transaction that applied to the node in the update that last visited it.
    @exclusivity(unchecked)
    var transaction: Transaction?
    /// The node has not been brought up to date yet: everything about it is a change.
    @exclusivity(unchecked)
    var isNew = true
    /// The update that last visited the node (see `transaction`).
    @exclusivity(unchecked)
    var visitedUpdate = 0
    /// Called when the node leaves the hierarchy: releases graph attributes.
    var onRemove: (() -> Void)?

    init(id: Int, view: any View, identity: ViewIdentity) {
        self.id = id
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        self.identity = identity
        if let primitive = type(of: view) as? any PrimitiveView.Type {
            kind = .primitive(primitive)
        } else {
            kind = view is any Animatable ? .animatableBody : .body
        }
    }

    /// How the engine brings the node up to date. Looked up once: a node's view type never
    /// changes, and a conformance cast per update was the costliest step of a small view's update.
    let kind: Kind

    enum Kind {
        /// A view Kinema implements itself.
        case primitive(any PrimitiveView.Type)
        /// A view with a body.
        case body
        /// An `Animatable` view with a body: the body sees the presentation value.
        case animatableBody
    }

    /// For a `ModifiedContent` node: its modifier's type if Kinema implements the modifier,
    /// looked up on the first update (see `kind`).
    @exclusivity(unchecked)
    var primitiveModifier: PrimitiveModifierLookup = .unknown

    enum PrimitiveModifierLookup {
        case unknown
        case known((any PrimitiveModifier.Type)?)
    }

    /// What the node contributes to layout and drawing.
    enum Role {
        /// Transparent: lays out its children (stacked vertically when several).
        case group
        /// Draws content of an ideal size (`nil` dimension: takes what it is offered).
        case leaf(DisplayList.Content, width: CGFloat?, height: CGFloat?)
        /// A horizontal or vertical stack.
        case stack(Axis, spacing: CGFloat)
        /// Children on top of one another, centred.
        case zstack
        /// A fixed width and/or height, the child aligned in it.
        case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
        /// Insets around the child.
        case padding(EdgeInsets)
        /// An animatable drawing effect on everything below.
        case effect(EffectSampler)
        /// Receives taps on what it contains; the action runs on every `count`-th tap in a row.
        case tap(count: Int, action: () -> Void)
        /// Measures and places its children with a custom ``Layout``.
        case layout(any CustomLayoutProtocol)
    }
}

/// A node's identity among its siblings: its position, or an explicit id (a `ForEach` element's,
/// an `.id(_:)`). Positions compare as integers: most children are positional, and an update
/// compares every child's identity.
enum ViewIdentity: Hashable {
    case position(Int)
    case explicit(AnyHashable)
}

/// The axis of a stack.
public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical
}

/// Insets along the four edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates edge insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Reads an effect's presentation value during a frame and applies it to a drawn item.
///
/// Frames run outside the view layer's update: samplers read only the effect's attribute.
struct EffectSampler {
    /// The effect's attribute: a frame that moves it redraws the items under the effect.
    let attributeID: Int
    /// Applies the effect, as laid out in `rect`, to `item`; `transform` accumulates from the
    /// innermost effect outwards.
    let apply: (CGRect, inout DrawState) -> Void
}

/// What the effects around an item have done to it so far.
struct DrawState {
    var transform = CGAffineTransform.identity
    var opacity = 1.0
    var shadow: DisplayList.Shadow?
    /// The innermost foreground style around the item.
    var foregroundColor: Color?
}

extension ViewNode.Role {
    /// Whether layout treats `self` and `other` alike: an update that leaves a node's role
    /// layout-equivalent (an effect's new value, a colour's new shade) keeps the sizes and
    /// placements remembered below and above it.
    func isLayoutEquivalent(to other: Self) -> Bool {
        switch (self, other) {
        case (.group, .group), (.zstack, .zstack), (.effect, .effect), (.tap, .tap):
            return true
        case let (.leaf(_, width, height), .leaf(_, otherWidth, otherHeight)):
            return width == otherWidth && height == otherHeight
        case let (.stack(axis, spacing), .stack(otherAxis, otherSpacing)):
            return axis == otherAxis && spacing == otherSpacing
        case let (.frame(width, height, alignment), .frame(otherWidth, otherHeight, otherAlignment)):
            return width == otherWidth && height == otherHeight && alignment == otherAlignment
        case let (.padding(insets), .padding(otherInsets)):
            return insets == otherInsets
        default:
            // A custom layout's properties are its own: every new value may lay out differently.
            return false
        }
    }

    /// Whether drawing treats `self` and `other` alike: the same content for a leaf, the same
    /// attribute for an effect (a slot keeps its sampler for the node's lifetime). A drawing-
    /// equivalent update keeps the display list's skeleton; only the values it draws change.
    func isDrawingEquivalent(to other: Self) -> Bool {
        switch (self, other) {
        case let (.leaf(content, _, _), .leaf(otherContent, _, _)):
            return content == otherContent
        case let (.effect(sampler), .effect(otherSampler)):
            return sampler.attributeID == otherSampler.attributeID
        case (.leaf, _), (_, .leaf), (.effect, _), (_, .effect):
            return false
        default:
            return true
        }
    }
}
