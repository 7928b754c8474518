import Foundation
@testable import KinemaCore
import Testing

/// The packed vector the view layer animates drawn shapes as: packing is a byte copy of data made
/// only of doubles, so it must round-trip exactly and keep the components in declaration order,
/// and its arithmetic must be the vector arithmetic of its sixteen slots.
@Suite("Packed animatable data")
struct PackedAnimatableDataTests {
    typealias Nested = AnimatablePair<CGFloat, AnimatablePair<Double, Double>>

    @Test func packingRoundTripsInDeclarationOrder() {
        let value = Nested(1.5, AnimatablePair(-2.25, 1e300))
        var packed = PackedAnimatableData()
        packed.store(value, at: 3)
        #expect(packed.storage[3] == 1.5)
        #expect(packed.storage[4] == -2.25)
        #expect(packed.storage[5] == 1e300)
        #expect(packed.storage[2] == 0 && packed.storage[6] == 0)
        var unpacked = Nested.zero
        packed.load(into: &unpacked, at: 3)
        #expect(unpacked == value)
    }

    @Test func onlyDataMadeOfDoublesPacks() {
        #expect(packedSlotCount(of: Double.self) == 1)
        #expect(packedSlotCount(of: CGFloat.self) == 1)
        #expect(packedSlotCount(of: EmptyAnimatableData.self) == 0)
        #expect(packedSlotCount(of: Nested.self) == 3)
        // A trimmed circle's data: empty geometry, then the two ends.
        #expect(packedSlotCount(of: AnimatablePair<EmptyAnimatableData, AnimatablePair<CGFloat, CGFloat>>.self) == 2)
        // Floats are not doubles; an array is not inline.
        #expect(packedSlotCount(of: Float.self) == nil)
        #expect(packedSlotCount(of: AnimatablePair<Double, Float>.self) == nil)
        #expect(packedSlotCount(of: ArrayVector.self) == nil)
    }

    @Test func arithmeticIsSlotwise() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let a = Self.random(&generator), b = Self.random(&generator)
            let factor = Double.random(in: -3...3, using: &generator)
            var scaled = a
            scaled.scale(by: factor)
            var sum = a
            sum += b
            for slot in 0..<16 {
                #expect((a + b).storage[slot] == a.storage[slot] + b.storage[slot])
                #expect((a - b).storage[slot] == a.storage[slot] - b.storage[slot])
                #expect(scaled.storage[slot] == a.storage[slot] * factor)
                #expect(sum.storage[slot] == a.storage[slot] + b.storage[slot])
            }
            let squares = (0..<16).reduce(0.0) { $0 + a.storage[$1] * a.storage[$1] }
            #expect(abs(a.magnitudeSquared - squares) <= 1e-12 * max(squares, 1))
            #expect(a - a == .zero)
        }
    }

    private static func random(_ generator: inout SystemRandomNumberGenerator) -> PackedAnimatableData {
        var storage = SIMD16<Double>()
        for slot in 0..<16 { storage[slot] = Double.random(in: -100...100, using: &generator) }
        return PackedAnimatableData(storage)
    }
}

/// Vector data held in an array: animatable, but not packable.
private struct ArrayVector: VectorArithmetic {
    var values: [Double] = []
    static var zero: ArrayVector { ArrayVector() }
    static func + (lhs: ArrayVector, rhs: ArrayVector) -> ArrayVector { lhs }
    static func - (lhs: ArrayVector, rhs: ArrayVector) -> ArrayVector { lhs }
    mutating func scale(by rhs: Double) {}
    var magnitudeSquared: Double { 0 }
}
