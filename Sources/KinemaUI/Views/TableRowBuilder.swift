import Foundation

/// A result builder that creates table row content from closures.
///
/// The `rows` closure of the ``Table`` initializers that take columns and rows is one of these:
/// up to ten rows or `ForEach`es of rows, and an `if` around rows.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Given Name", value: \.givenName)
/// } rows: {
///     TableRow(owner)
///     if showsGuests {
///         ForEach(guests) { TableRow($0) }
///     }
/// }
/// ```
///
/// > Note: `if`–`else` between rows (SwiftUI's `buildEither`) is not supported.
@MainActor @preconcurrency @resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// Builds an expression within the builder.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Value == Content.TableRowValue {
        content
    }

    /// Creates a single row result.
    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where Value == C.TableRowValue {
        content
    }

    /// Creates a row result for an `if` without `else`: the rows when the condition holds.
    public static func buildIf<C: TableRowContent>(_ content: C?) -> C? where Value == C.TableRowValue {
        content
    }

    /// Creates a row result from two sources.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableRowContent<Value, (C0, C1)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C0.TableRowValue == C1.TableRowValue {
        TupleTableRowContent(value: (c0, c1), parts: [c0, c1])
    }

    /// Creates a row result from three sources.
    public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2), parts: [c0, c1, c2])
    }

    /// Creates a row result from four sources.
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3), parts: [c0, c1, c2, c3])
    }

    /// Creates a row result from five sources.
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4), parts: [c0, c1, c2, c3, c4])
    }

    /// Creates a row result from six sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5), parts: [c0, c1, c2, c3, c4, c5])
    }

    /// Creates a row result from seven sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6), parts: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// Creates a row result from eight sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), parts: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// Creates a row result from nine sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
        C8: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// Creates a row result from ten sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
        C8: TableRowContent, C9: TableRowContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
        C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue {
        TupleTableRowContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
            parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}
