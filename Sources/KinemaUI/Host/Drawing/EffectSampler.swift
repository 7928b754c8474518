import Foundation

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
@usableFromInline
struct DrawState {
    var transform = CGAffineTransform.identity
    var opacity = 1.0
    var shadow: DisplayList.Shadow?
    /// The innermost foreground style around the item.
    var foregroundColor: Color?
}
