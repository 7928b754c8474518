import Foundation

/// A type that applies a custom appearance to all tables within a view (Kinema draws every
/// table the one way SwiftUI draws it on iPhone; see ``Table``).
///
/// ```swift
/// Table(people) {
///     TableColumn("Given Name", value: \.givenName)
/// }
/// .tableStyle(.inset)
/// ```
public protocol TableStyle: Sendable {}

/// The default table style in the current context.
public struct AutomaticTableStyle: TableStyle {
    /// Creates the default table style.
    public init() {}
}

/// The table style that describes the behavior and appearance of a table with its content and
/// selection inset from the table edges.
public struct InsetTableStyle: TableStyle {
    /// Creates a default inset table style, with alternating row backgrounds.
    public init() {}

    /// Creates an inset table style with optional alternating row backgrounds (macOS; accepted).
    public init(alternatesRowBackgrounds: Bool) {}
}

/// The table style that describes the behavior and appearance of a table with standard border
/// (macOS; accepted, and drawn as a compact table).
public struct BorderedTableStyle: TableStyle {
    /// Creates a default bordered table style, with alternating row backgrounds.
    public init() {}

    /// Creates a bordered table style with optional alternating row backgrounds.
    public init(alternatesRowBackgrounds: Bool) {}
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The default table style in the current context.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The table style with its content and selection inset from the table edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }

    /// The inset table style, with or without alternating row backgrounds (macOS; accepted).
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
        InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

extension TableStyle where Self == BorderedTableStyle {
    /// The table style with standard border (macOS).
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }

    /// The bordered table style, with or without alternating row backgrounds (macOS; accepted).
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
        BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

extension View {
    /// Sets the style for tables within this view (accepted: on iPhone every style draws a
    /// table's first column as a plain list).
    ///
    /// ```swift
    /// Table(people) { TableColumn("Given Name", value: \.givenName) }
    ///     .tableStyle(.inset)
    /// ```
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        self
    }
}
