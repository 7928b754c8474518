import Foundation

/// A flexible space that expands along the major axis of its containing stack layout, or on both
/// axes if not contained in a stack.
///
/// ```swift
/// HStack {
///     Text("Left")
///     Spacer()
///     Text("Right")
/// }
/// ```
public struct Spacer: View, PrimitiveView {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion
    /// (`nil`: 8 points, the default spacing).
    public var minLength: CGFloat?

    /// Creates a spacer; a negative or non-finite minimum length reads as 0.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// A spacer has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        let length = minLength.map { $0.isFinite ? max($0, 0) : 0 } ?? ViewLayout.defaultSpacing
        node.role = .spacer(minLength: length)
        context.updateChildren(of: node, with: [])
    }
}

/// A visual element that can be used to separate other content: a one-point line across the
/// axis of its stack (horizontal outside stacks).
///
/// ```swift
/// VStack { Text("Title"); Divider(); Text("Body") }
/// ```
public struct Divider: View, PrimitiveView {
    /// The separator colour (iOS's `separator`: grey at 29 % opacity).
    static let color = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)

    /// Creates a divider.
    public init() {}

    /// A divider has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .divider(Self.color)
        context.updateChildren(of: node, with: [])
    }
}
