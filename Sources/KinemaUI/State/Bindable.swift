import Foundation
import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// ```swift
/// @Observable final class Book {
///     var title = "Sample Book Title"
///     var isAvailable = true
/// }
///
/// struct BookEditView: View {
///     @Bindable var book: Book
///
///     var body: some View {
///         Form {
///             TextField("Title", text: $book.title)
///             Toggle("Book is available", isOn: $book.isAvailable)
///         }
///     }
/// }
/// ```
///
/// `$book.title` is a ``Binding`` that reads and writes the object's property. A write through it
/// goes to the object, whose observation invalidates every view that read the property, under
/// the transaction current where the write was made (a binding's `animation(_:)` included).
/// Inside a body, `@Bindable var book = book` or `Bindable(book).title` make the same bindings.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object that creates bindings to its properties using dynamic
    /// member lookup.
    public var projectedValue: Bindable<Value> {
        self
    }

    /// Creates a bindable object from an observable object.
    ///
    /// ```swift
    /// @Bindable var book: Book
    /// ```
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable object from an observable object.
    ///
    /// ```swift
    /// TextField("Title", text: Bindable(book).title)
    /// ```
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// Returns a binding to the value of a given key path.
    ///
    /// ```swift
    /// Toggle("Available", isOn: $book.isAvailable)
    /// ```
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The identity of the bound object.
    public var id: Value.ID {
        wrappedValue.id
    }
}

extension Bindable: Sendable where Value: Sendable {}
