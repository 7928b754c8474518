import Foundation

/// Where a touch lands on a control: a point in the control's own layout coordinates (origin at
/// its top-leading corner) and the control's size, so a stepper can tell its halves apart and a
/// segmented picker its segments.
struct ControlTouch: Equatable {
    var location: CGPoint
    var size: CGSize

    /// The touch's position across the control, 0 at the leading edge and 1 at the trailing one
    /// (0 for a control of no width, never NaN).
    var horizontalFraction: Double {
        guard size.width > 0, size.width.isFinite, location.x.isFinite else { return 0 }
        return min(max(Double(location.x / size.width), 0), 1)
    }
}

/// What a control does with the host's input, kept on the control's node.
///
/// The host (``ViewHost/tap(at:)``, ``ViewHost/press(at:)``, ``ViewHost/setValue(_:forSliderAt:)``)
/// finds the innermost control around the item it hits and calls these, each in an event of its
/// own: a press begins (state written there is applied in one update), then ends, then the control
/// is activated. Everything is refreshed on every update of the control's node, so the closures
/// always see the latest view values.
@MainActor
class ControlResponder: NodeState {
    /// Whether the control takes input: `isEnabled` of the environment where it sits.
    var isEnabled = true
    /// A press began (`true`) or ended (`false`) at a point: pressed appearances, editing callbacks.
    var press: (@MainActor (_ isPressed: Bool, _ touch: ControlTouch) -> Void)?
    /// A press ended inside the control: the button's action, the toggle's flip, the segment's
    /// selection.
    var activate: (@MainActor (_ touch: ControlTouch) -> Void)?
    /// Sets the control's value as a drag that ends at `value` would (sliders only); returns
    /// whether the control took it.
    var setValue: (@MainActor (_ value: Double) -> Bool)?
}

/// Makes its content a control: taps and presses on anything drawn inside reach the responder.
///
/// The node keeps the `.tap` role, which the host's hit testing already walks up to, and the
/// ``ControlResponder`` as its state; the host treats a `.tap` node with a responder as a control.
struct _ControlModifier: ViewModifier, PrimitiveModifier {
    var press: (@MainActor (_ isPressed: Bool, _ touch: ControlTouch) -> Void)?
    var activate: (@MainActor (_ touch: ControlTouch) -> Void)?
    var setValue: (@MainActor (_ value: Double) -> Bool)?

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let responder = node.state(orMake: ControlResponder.init).state
        responder.isEnabled = context.environment.isEnabled
        if context.isNewValue {
            responder.press = press
            responder.activate = activate
            responder.setValue = setValue
        }
        let isEnabled = responder.isEnabled
        // A tap that reaches the role by another way than the host's control path still activates.
        node.role = .tap(count: 1, action: { [activate] in
            if isEnabled { activate?(ControlTouch(location: .zero, size: .zero)) }
        })
        context.updateChild(of: node, with: content)
    }
}

/// A control that shows whether it is pressed: its content is made from the pressed state, which
/// the control keeps as `@State`, so a press is an ordinary state change under the transaction
/// current where the host makes it.
struct _PressableControl: View {
    /// The view for a pressed state, and where the press is (`nil` when not pressed).
    let content: @MainActor (_ isPressed: Bool, _ touch: ControlTouch?) -> AnyView
    /// What a completed press does.
    let activate: @MainActor (_ touch: ControlTouch) -> Void
    /// Told when a press begins and ends (a stepper's editing callback).
    var pressChanged: (@MainActor (Bool) -> Void)?

    @State private var pressedTouch: ControlTouch?

    var body: some View {
        let pressed = $pressedTouch
        let pressChanged = self.pressChanged
        return content(pressedTouch != nil, pressedTouch)
            .modifier(_ControlModifier(
                press: { isPressed, touch in
                    pressed.wrappedValue = isPressed ? touch : nil
                    pressChanged?(isPressed)
                },
                activate: activate))
    }
}

/// Marks a change a control makes on its own behalf (a switch flipped by a tap, a segment picked):
/// the control's own moving part animates it even when the transaction carries no animation, as
/// UIKit's switch and segmented control animate themselves. Other views see the transaction as it
/// was written.
struct ControlInteractionKey: TransactionKey {
    static var defaultValue: Bool { false }
}

extension Transaction {
    /// Whether the change was made by a control's own interaction.
    var isControlInteraction: Bool {
        get { self[ControlInteractionKey.self] }
        set { self[ControlInteractionKey.self] = newValue }
    }
}

extension View {
    /// Animates what a control draws for `value` with `animation` when the change comes from the
    /// control's own interaction and the transaction animates nothing; otherwise the transaction's
    /// animation applies, as for any view.
    func controlAnimation<V: Equatable>(_ animation: Animation, value: V) -> some View {
        transaction(value: value) { transaction in
            if transaction.isControlInteraction, transaction.animation == nil, !transaction.disablesAnimations {
                transaction.animation = animation
            }
        }
    }
}
