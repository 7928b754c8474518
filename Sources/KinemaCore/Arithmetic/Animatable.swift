/// A type that describes how to animate a property of a view.
///
/// The only requirement is a read-write vector of the data to animate. Kinema interpolates that
/// vector and writes the intermediate values back, one frame at a time.
///
/// ```swift
/// struct Wave: Animatable {
///     var phase: Double
///     var animatableData: Double {
///         get { phase }
///         set { phase = newValue }
///     }
/// }
/// ```
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// The data to animate: empty, so nothing animates.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The data to animate: the vector itself.
    @inlinable
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}
