import Kinema
import Testing

/// A type that animates nothing: it relies on the default `animatableData`, whose type is inferred.
private struct Inert: Animatable {
    var label = "static"
}

/// A type that spells out `EmptyAnimatableData` and still takes the default implementation.
private struct ExplicitlyInert: Animatable {
    typealias AnimatableData = EmptyAnimatableData
    var count = 3
}

/// A one-dimensional vector that animates itself through the default `animatableData`.
private struct Meters: VectorArithmetic, Animatable {
    var value: Double

    static var zero: Meters { Meters(value: 0) }
    static func + (lhs: Meters, rhs: Meters) -> Meters { Meters(value: lhs.value + rhs.value) }
    static func - (lhs: Meters, rhs: Meters) -> Meters { Meters(value: lhs.value - rhs.value) }
    mutating func scale(by rhs: Double) { value *= rhs }
    var magnitudeSquared: Double { value * value }
}

/// Reads `animatableData` through the protocol, as an animation engine does.
private func data<T: Animatable>(of value: T) -> T.AnimatableData { value.animatableData }

/// Writes `animatableData` through the protocol.
private func setting<T: Animatable>(_ value: T, to data: T.AnimatableData) -> T {
    var copy = value
    copy.animatableData = data
    return copy
}

@Suite("Animatable default implementations")
struct AnimatableTests {
    @Test func typesWithoutDataGetEmptyAnimatableData() {
        #expect(Inert.AnimatableData.self == EmptyAnimatableData.self)
        #expect(ExplicitlyInert.AnimatableData.self == EmptyAnimatableData.self)
        #expect(data(of: Inert()) == EmptyAnimatableData())
    }

    @Test func settingEmptyAnimatableDataChangesNothing() {
        let inert = setting(Inert(label: "kept"), to: EmptyAnimatableData())
        #expect(inert.label == "kept")
        let explicit = setting(ExplicitlyInert(count: 7), to: .zero)
        #expect(explicit.count == 7)
    }

    @Test func vectorConformersAnimateThemselves() {
        #expect(Meters.AnimatableData.self == Meters.self)
        #expect(data(of: Meters(value: 2.5)).value == 2.5)
        #expect(setting(Meters(value: 2.5), to: Meters(value: -1)).value == -1)
    }

    @Test func scalarsAnimateThemselves() {
        #expect(Double.AnimatableData.self == Double.self)
        #expect(Float.AnimatableData.self == Float.self)
        #expect(CGFloat.AnimatableData.self == CGFloat.self)
        #expect(data(of: 4.25) == 4.25)
        #expect(data(of: Float(-3)) == -3)
        #expect(data(of: CGFloat(0.5)) == 0.5)
        #expect(setting(1.0, to: 9.0) == 9)
        #expect(setting(Float(1), to: 2) == 2)
        #expect(setting(CGFloat(1), to: -8) == -8)
    }
}
