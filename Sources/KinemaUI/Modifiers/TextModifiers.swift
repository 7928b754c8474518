import Foundation

/// Sets how text is set in a subtree: the font, weight, alignment or line limit that `Text` views
/// below use unless they set their own.
struct _TextEnvironmentModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout TextEnvironment) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        transform(&context.text)
        context.updateChild(of: node, with: content)
    }
}

extension View {
    /// Sets the default font for text in this view.
    ///
    /// ```swift
    /// VStack { Text("Title"); Text("Subtitle") }.font(.title)
    /// ```
    public func font(_ font: Font?) -> some View {
        modifier(_TextEnvironmentModifier { $0.font = font })
    }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_TextEnvironmentModifier { $0.fontWeight = weight })
    }

    /// Sets the font design of the text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(_TextEnvironmentModifier { $0.fontDesign = design })
    }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(_TextEnvironmentModifier { $0.isBold = isActive })
    }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(_TextEnvironmentModifier { $0.isItalic = isActive })
    }

    /// Modifies the fonts of all child views to use fixed-width digits, if possible.
    public func monospacedDigit() -> some View {
        modifier(_TextEnvironmentModifier { $0.isMonospacedDigit = true })
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_TextEnvironmentModifier { $0.multilineTextAlignment = alignment })
    }

    /// Sets the amount of space between lines of text in this view.
    ///
    /// ```swift
    /// Text(poem).lineSpacing(6)   // 6 points more between each pair of lines
    /// ```
    ///
    /// The space goes between lines, not above the first or below the last; a negative or
    /// non-finite amount reads as 0.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(_TextEnvironmentModifier { $0.lineSpacing = lineSpacing })
    }

    /// Controls whether people can hold a button down to repeat its action (iOS 17's button
    /// repeat behavior). Kinema accepts it: a held button fires once, when it is released.
    ///
    /// ```swift
    /// Button("+") { count += 1 }.buttonRepeatBehavior(.enabled)
    /// ```
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        self
    }

    /// Sets the maximum number of lines that text can occupy in this view (`nil`: no limit).
    public func lineLimit(_ number: Int?) -> some View {
        modifier(_TextEnvironmentModifier { $0.lineLimit = number.map { max($0, 1) } })
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    ///
    /// ```swift
    /// Text(title).lineLimit(1).minimumScaleFactor(0.5)
    /// ```
    ///
    /// Accepted: Kinema does not shrink text yet; text that does not fit is cut off as
    /// ``View/truncationMode(_:)`` says, as it would be with a factor of 1.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        self
    }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(_TextEnvironmentModifier { $0.truncationMode = mode })
    }

    /// Sets a transform for the case of the text contained in this view when displayed.
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(_TextEnvironmentModifier { $0.textCase = textCase })
    }

    /// Sets the color of the foreground elements displayed by this view (`nil`: the primary
    /// colour). The colour animates, as a foreground style does.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").foregroundColor(.red)
    /// ```
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_AnimatableEffectModifier(effect: ForegroundEffect(color: color ?? .primary)))
    }

    /// Modifies the view to use a given transition as its method of animating changes to the
    /// contents of its views. Kinema draws the new content at once: the modifier is accepted and
    /// leaves the view as it is.
    ///
    /// ```swift
    /// Text(score, format: .number).contentTransition(.numericText())
    /// ```
    public func contentTransition(_ transition: ContentTransition) -> some View {
        self
    }
}

/// The options for controlling the repeatability of button actions.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let kind: Int

    /// The automatic repeat behavior.
    public static let automatic = ButtonRepeatBehavior(kind: 0)
    /// Repeating button actions will be enabled.
    public static let enabled = ButtonRepeatBehavior(kind: 1)
    /// Repeating button actions will be disabled.
    public static let disabled = ButtonRepeatBehavior(kind: 2)
}
