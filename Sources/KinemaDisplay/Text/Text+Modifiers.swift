import Foundation

// Text's own modifiers return `Text`, so styled texts can still be concatenated. Each one styles
// the parts of the text that have not set that style themselves: the innermost modifier wins.

extension Text {
    /// Sets the default font for text in the view.
    ///
    /// ```swift
    /// Text("Title").font(.largeTitle)
    /// ```
    ///
    /// - Parameter font: The font to use, or `nil` to leave the font to the environment.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return modifyingStyle { if $0.font == nil { $0.font = font } }
    }

    /// Sets the font weight of the text.
    ///
    /// ```swift
    /// Text("Heavy").fontWeight(.heavy)
    /// ```
    ///
    /// - Parameter weight: The weight, or `nil` to leave it to the font.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return modifyingStyle { if $0.weight == nil && $0.isBold == nil { $0.weight = weight } }
    }

    /// Sets the font design of the text.
    ///
    /// ```swift
    /// Text("Code").fontDesign(.monospaced)
    /// ```
    ///
    /// - Parameter design: The design, or `nil` to leave it to the font.
    public func fontDesign(_ design: Font.Design?) -> Text {
        guard let design else { return self }
        return modifyingStyle { if $0.design == nil { $0.design = design } }
    }

    /// Sets the font width of the text.
    ///
    /// ```swift
    /// Text("Wide").fontWidth(.expanded)
    /// ```
    ///
    /// > Note: Kinema keeps the width but measures and draws the standard width.
    public func fontWidth(_ width: Font.Width?) -> Text {
        guard let width else { return self }
        return modifyingStyle { if $0.width == nil { $0.width = width } }
    }

    /// Applies a bold font weight to the text.
    ///
    /// ```swift
    /// Text("Important").bold()
    /// ```
    public func bold() -> Text {
        bold(true)
    }

    /// Applies a bold font weight to the text, or keeps outer bolding away with `false`.
    ///
    /// ```swift
    /// Text("Maybe").bold(isEmphasised)
    /// ```
    public func bold(_ isActive: Bool) -> Text {
        modifyingStyle { if $0.isBold == nil && $0.weight == nil { $0.isBold = isActive } }
    }

    /// Applies italics to the text.
    ///
    /// ```swift
    /// Text("Aside").italic()
    /// ```
    public func italic() -> Text {
        italic(true)
    }

    /// Applies italics to the text, or keeps outer italics away with `false`.
    ///
    /// ```swift
    /// Text("Maybe").italic(isQuoted)
    /// ```
    public func italic(_ isActive: Bool) -> Text {
        modifyingStyle { if $0.isItalic == nil { $0.isItalic = isActive } }
    }

    /// Modifies the font of the text to use the fixed-width variant of the current font
    /// (DejaVu Sans Mono), if `isActive` is true.
    ///
    /// ```swift
    /// Text("0x2A").monospaced()
    /// ```
    public func monospaced(_ isActive: Bool = true) -> Text {
        modifyingStyle { if $0.isMonospaced == nil { $0.isMonospaced = isActive } }
    }

    /// Modifies the text view's font to use fixed-width digits, while leaving other characters
    /// proportionally spaced.
    ///
    /// ```swift
    /// Text("\(seconds)").monospacedDigit()
    /// ```
    public func monospacedDigit() -> Text {
        modifyingStyle { if $0.isMonospacedDigit == nil { $0.isMonospacedDigit = true } }
    }

    /// Sets the color of the text.
    ///
    /// ```swift
    /// Text("Error").foregroundColor(.red)
    /// ```
    ///
    /// - Parameter color: The colour, or `nil` to leave it to the environment's foreground style.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return modifyingStyle { if $0.color == nil { $0.color = color } }
    }

    /// Applies a strikethrough to the text.
    ///
    /// ```swift
    /// Text("$24.00").strikethrough()
    /// ```
    ///
    /// - Parameters:
    ///   - isActive: Whether the text has a strikethrough (default `true`); `false` keeps outer
    ///     strikethroughs away.
    ///   - color: The colour of the line, or `nil` (default) for the text's colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// Applies a strikethrough to the text, with a pattern.
    ///
    /// ```swift
    /// Text("Draft").strikethrough(pattern: .dash, color: .gray)
    /// ```
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        let decoration = isActive ? Decoration.on(LineStyle(pattern: pattern, color: color)) : .off
        return modifyingStyle { if $0.strikethrough == nil { $0.strikethrough = decoration } }
    }

    /// Applies an underline to the text.
    ///
    /// ```swift
    /// Text("Link").underline(color: .blue)
    /// ```
    ///
    /// - Parameters:
    ///   - isActive: Whether the text is underlined (default `true`); `false` keeps outer
    ///     underlines away.
    ///   - color: The colour of the line, or `nil` (default) for the text's colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// Applies an underline to the text, with a pattern.
    ///
    /// ```swift
    /// Text("Maybe").underline(pattern: .dot)
    /// ```
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        let decoration = isActive ? Decoration.on(LineStyle(pattern: pattern, color: color)) : .off
        return modifyingStyle { if $0.underline == nil { $0.underline = decoration } }
    }

    /// Sets the spacing, or kerning, between characters.
    ///
    /// ```swift
    /// Text("SPACED").kerning(2)   // 2 points after every character
    /// ```
    ///
    /// Kinema adds the kerning to every character's advance, as it does tracking; when both are
    /// set, tracking wins, as in SwiftUI. NaN and ±∞ count as 0, other values are clamped to
    /// ±4096. A character never gets a negative advance.
    public func kerning(_ kerning: CGFloat) -> Text {
        modifyingStyle { if $0.kerning == nil { $0.kerning = kerning } }
    }

    /// Sets the tracking for the text: space added after every character.
    ///
    /// ```swift
    /// Text("HEADLINE").tracking(1.5)
    /// ```
    ///
    /// NaN and ±∞ count as 0, other values are clamped to ±4096. A character never gets a negative
    /// advance.
    public func tracking(_ tracking: CGFloat) -> Text {
        modifyingStyle { if $0.tracking == nil { $0.tracking = tracking } }
    }

    /// Sets the vertical offset for the text relative to its baseline.
    ///
    /// ```swift
    /// Text("2").baselineOffset(6)   // raised 6 points, like an exponent
    /// ```
    ///
    /// A positive offset raises the text. The line grows to hold it. NaN and ±∞ count as 0, other
    /// values are clamped to ±4096.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        modifyingStyle { if $0.baselineOffset == nil { $0.baselineOffset = baselineOffset } }
    }

    /// Transforms the case of the text.
    ///
    /// ```swift
    /// Text("Done").textCase(.uppercase)
    /// ```
    ///
    /// > Note: In SwiftUI, `textCase(_:)` is a view modifier that returns `some View`; Kinema's
    /// > also exists on `Text` and returns `Text`, so the result can still be concatenated.
    ///
    /// - Parameter textCase: The case, or `nil` to keep the text as written (and outer case
    ///   changes away).
    public func textCase(_ textCase: Text.Case?) -> Text {
        let setting = textCase.map(CaseSetting.transformed) ?? .unchanged
        return modifyingStyle { if $0.textCase == nil { $0.textCase = setting } }
    }

    /// Concatenates the text in two text views in a new text view, each part keeping its style.
    ///
    /// ```swift
    /// Text("Total: ").bold() + Text(total, format: .currency(code: "EUR"))
    /// ```
    public static func + (lhs: Text, rhs: Text) -> Text {
        lhs.appending(rhs)
    }
}
