import Foundation

/// Reads an effect's presentation value during a frame and applies it to a drawn item.
///
/// Frames run outside the view layer's update: samplers read only the effect's attribute. The
/// common effects name their kind, with their attribute's node, so the display skeleton keeps
/// them in dense arrays by kind and works each out once per frame in a plain loop (a row's offset
/// moves every item of the row: one read, not one per item); any other effect applies through a
/// closure.
struct EffectSampler {
    /// The effect's attribute: a frame that moves it redraws the items under the effect.
    let attributeID: Int
    let kind: Kind

    enum Kind {
        /// A `scaleEffect`, a transform about an anchor of the effect's frame.
        case scale(AnimatableNode<ScaleEffect>)
        /// A `rotationEffect`, a transform about an anchor of the effect's frame.
        case rotation(AnimatableNode<RotationEffect>)
        /// An `offset`: a translation, whatever the frame.
        case offset(AnimatableNode<OffsetEffect>)
        /// An `opacity`, or the fade of a view coming or going.
        case opacity(AnimatableNode<OpacityEffect>)
        /// Any other effect: applies itself, as laid out in the rectangle, to what the inner
        /// effects have produced (`transform` accumulates from the innermost effect outwards).
        case other((CGRect, inout DrawState) -> Void)
    }

    init(attributeID: Int, kind: Kind) {
        self.attributeID = attributeID
        self.kind = kind
    }

    /// An effect of no particular kind, applied by `apply`.
    init(attributeID: Int, apply: @escaping (CGRect, inout DrawState) -> Void) {
        self.init(attributeID: attributeID, kind: .other(apply))
    }
}

/// What the effects around an item have done to it so far.
@usableFromInline
struct DrawState {
    var transform = CGAffineTransform.identity
    /// The exact map when a perspective was applied (`transform` is then its affine fit).
    var projection: ProjectionTransform?
    var opacity = 1.0
    var shadow: DisplayList.Shadow?
    /// The innermost foreground style around the item.
    var foregroundColor: Color?
    /// The groups around the item so far, innermost first; their geometry is in the coordinates
    /// of the effects applied so far, and moves with each transform applied after them.
    var groups: [DisplayList.Group] = []
    /// The node of the effect being applied: the id of a group it opens.
    var effectID = 0
    /// The outermost compositing group so far: opacity applied outside it fades the group.
    var compositingGroup: Int?
}

extension DrawState {
    /// Back to the state before any effect, keeping the group storage: a frame's patch resets
    /// one state per item rather than making and destroying one.
    @inline(__always)
    mutating func reset() {
        transform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        if projection != nil { projection = nil }
        opacity = 1
        if shadow != nil { shadow = nil }
        if foregroundColor != nil { foregroundColor = nil }
        if !groups.isEmpty { groups.removeAll(keepingCapacity: true) }
        effectID = 0
        compositingGroup = nil
    }

    /// Applies `transform` after everything applied so far, to the item and to the geometry of
    /// the groups around it (a clip outside a scale is not scaled; one inside it is). Returns
    /// whether it applied.
    ///
    /// This is where effect values become geometry, so it is where bad ones stop: a transform with
    /// a non-finite coefficient (a NaN scale, an infinite offset), or one whose product with the
    /// effects so far overflows (a scale of 1e308 inside another), is left out — the effect draws
    /// as the identity.
    @inline(__always) @discardableResult
    mutating func concatenate(_ transform: CGAffineTransform) -> Bool {
        guard let combined = Self.concatenation(of: self.transform, then: transform) else { return false }
        self.transform = combined
        if let projection {
            // A perspective that overflows is dropped: the affine fit stands alone.
            let next = projection.concatenating(ProjectionTransform(transform))
            self.projection = next.hasFiniteEntries ? next : nil
        }
        if !groups.isEmpty { transformGroups(by: transform) }
        return true
    }

    /// `current` then `next`, or `nil` when the product is not finite; onto the identity, `next` as
    /// it is. (The identity is compared by component: reading the `identity` constant of another
    /// module is a call, and frames run this for every moving item.)
    @inline(__always)
    static func concatenation(of current: CGAffineTransform, then next: CGAffineTransform) -> CGAffineTransform? {
        let isIdentity = current.a == 1 && current.b == 0 && current.c == 0 && current.d == 1
            && current.tx == 0 && current.ty == 0
        let combined = isIdentity ? next : current.concatenating(next)
        return combined.isFinite ? combined : nil
    }

    private mutating func transformGroups(by transform: CGAffineTransform) {
        for index in groups.indices {
            switch groups[index].effect {
            case .clip(let path, let eoFill):
                groups[index].effect = .clip(path.applying(transform).sanitized, eoFill: eoFill)
            case .filter(.blur(let radius, let opaque)):
                let factor = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
                let scaled = radius * factor
                groups[index].effect = .filter(.blur(radius: scaled.isFinite ? scaled : radius, opaque: opaque))
            default:
                break
            }
        }
    }

    /// Opens a group around the item, with the current effect's id.
    mutating func open(_ effect: DisplayList.GroupEffect, id: Int? = nil) {
        if case .compositing = effect { compositingGroup = groups.count }
        groups.append(DisplayList.Group(id: id ?? effectID, effect: effect))
    }

    /// Fades the item by `opacity`, or the compositing group around it when there is one.
    mutating func fade(by opacity: Double) {
        // Opacity effects clamp to 0…1 themselves; anything else non-finite leaves the item as is.
        guard opacity.isFinite else { return }
        if let index = compositingGroup, case .compositing(let groupOpacity) = groups[index].effect {
            groups[index].effect = .compositing(opacity: groupOpacity * opacity)
        } else {
            self.opacity *= opacity
        }
    }
}
