import Foundation

/// Up to sixteen numbers animated as one concrete vector: what the view layer animates a drawn
/// shape's geometry, colour and stroke as, instead of a nest of `AnimatablePair`s whose every
/// operation looks up generic type metadata when run from unspecialised code.
///
/// The animation machinery is pre-specialised for this type (see `stepAnimators`), so a frame of
/// packed data runs concrete code: four SIMD operations per step, no lookups, no allocation. The
/// operations are always inlined: called out of line, each passed two 128-byte values through
/// memory, and a spring's step spent more on that than on its arithmetic.
@usableFromInline
package struct PackedAnimatableData: VectorArithmetic, Sendable, Hashable {
    /// The numbers, in slots the packer assigns.
    @usableFromInline package var storage: SIMD16<Double>

    @inlinable
    package init(_ storage: SIMD16<Double> = SIMD16()) {
        self.storage = storage
    }

    @inlinable
    package static var zero: PackedAnimatableData { PackedAnimatableData() }

    @inlinable @inline(__always)
    package static func + (lhs: PackedAnimatableData, rhs: PackedAnimatableData) -> PackedAnimatableData {
        PackedAnimatableData(lhs.storage + rhs.storage)
    }

    @inlinable @inline(__always)
    package static func += (lhs: inout PackedAnimatableData, rhs: PackedAnimatableData) {
        lhs.storage += rhs.storage
    }

    @inlinable @inline(__always)
    package static func - (lhs: PackedAnimatableData, rhs: PackedAnimatableData) -> PackedAnimatableData {
        PackedAnimatableData(lhs.storage - rhs.storage)
    }

    @inlinable @inline(__always)
    package static func -= (lhs: inout PackedAnimatableData, rhs: PackedAnimatableData) {
        lhs.storage -= rhs.storage
    }

    @inlinable @inline(__always)
    package mutating func scale(by rhs: Double) {
        storage *= rhs
    }

    @inlinable @inline(__always)
    package var magnitudeSquared: Double { (storage * storage).sum() }

    /// Stores `value`'s numbers in slots `offset…`; `value` must be ``PackableAnimatableData``
    /// (a nest of `Double`s, `CGFloat`s and empty data, laid out as consecutive doubles).
    @inlinable @inline(__always)
    package mutating func store<V>(_ value: V, at offset: Int) {
        withUnsafeBytes(of: value) { raw in
            for index in 0..<(raw.count / 8) {
                storage[offset + index] = raw.load(fromByteOffset: index * 8, as: Double.self)
            }
        }
    }

    /// Writes slots `offset…` into `value`'s numbers; the reverse of ``store(_:at:)``. (Both are
    /// always inlined: specialised, they are a few moves, and a call costs more than the copy.)
    @inlinable @inline(__always)
    package func load<V>(into value: inout V, at offset: Int) {
        withUnsafeMutableBytes(of: &value) { raw in
            for index in 0..<(raw.count / 8) {
                raw.storeBytes(of: storage[offset + index], toByteOffset: index * 8, as: Double.self)
            }
        }
    }
}

extension PackedAnimatableData {
    /// Slots 0–7, read straight from memory (the standard library's `lowHalf` copies lane by lane
    /// through the stack).
    @inlinable @inline(__always)
    package var lowSlots: SIMD8<Double> {
        withUnsafeBytes(of: storage) { $0.load(as: SIMD8<Double>.self) }
    }

    /// Whether every slot holds the same bits as `other`'s (see `SIMD.hasSameBits(as:)`).
    @inlinable @inline(__always)
    package func hasSameBits(as other: PackedAnimatableData) -> Bool {
        storage.hasSameBits(as: other.storage)
    }
}

extension SIMD where Scalar == Double {
    /// Whether every lane holds the same bits as `other`'s: what a frame asks to learn whether
    /// numbers moved. One pass of integer operations, where `==` on a vector compiles to a lane by
    /// lane loop through the stack. (Bits, not values: a NaN that stays is no change; a zero whose
    /// sign flips is one.)
    @inlinable @inline(__always)
    package func hasSameBits(as other: Self) -> Bool {
        withUnsafeBytes(of: self) { a in
            withUnsafeBytes(of: other) { b in
                var difference: UInt64 = 0
                for lane in 0..<scalarCount {
                    difference |= a.load(fromByteOffset: lane * 8, as: UInt64.self) ^ b.load(fromByteOffset: lane * 8, as: UInt64.self)
                }
                return difference == 0
            }
        }
    }
}

/// Animatable data made only of `Double`s and `CGFloat`s (in any nest of `AnimatablePair`s, with
/// `EmptyAnimatableData` anywhere): its memory is consecutive doubles, so it can be packed into a
/// ``PackedAnimatableData`` and back by copying bytes.
package protocol PackableAnimatableData: VectorArithmetic {}

extension Double: PackableAnimatableData {}
extension CGFloat: PackableAnimatableData {}
extension EmptyAnimatableData: PackableAnimatableData {}
extension AnimatablePair: PackableAnimatableData where First: PackableAnimatableData, Second: PackableAnimatableData {}

/// How many slots of a ``PackedAnimatableData`` data of type `V` takes, or `nil` when it cannot
/// be packed. A conformance check: ask once per type and keep the answer.
package func packedSlotCount<V: VectorArithmetic>(of type: V.Type) -> Int? {
    guard type is any PackableAnimatableData.Type, MemoryLayout<V>.size % 8 == 0 else { return nil }
    return MemoryLayout<V>.size / 8
}
