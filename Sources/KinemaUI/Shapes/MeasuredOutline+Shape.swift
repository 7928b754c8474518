import Foundation

extension MeasuredOutline {
    /// The outline of `shape`'s path in `rect`, kept by the shape's value and the rectangle when
    /// the shape is plain data (its path, a pure function of its stored properties and the
    /// rectangle, is then neither built nor hashed again); measured from its path otherwise.
    static func outline<S: Shape>(of shape: S, in rect: CGRect) -> MeasuredOutline {
        guard let key = ShapeKey.of(shape, in: rect) else { return cache.outline(of: shape.path(in: rect)) }
        return cache.outline(for: key) { shape.path(in: rect) }
    }

    /// Writes `shape`'s path in `rect`, trimmed to the fractions `from…to` of its length, into
    /// `path` (its storage reused): what `trim(from:to:)` draws. Fractions are clamped to 0…1; a
    /// NaN, or `from` not below `to`, draws nothing; `0…1` is the shape's own path. The outline is
    /// taken from `slot` when given (a layer's own), from the shared cache otherwise. Returns
    /// whether the path written is known to be finite (a cut of a finite outline, or nothing),
    /// so a frame need not check it again.
    @discardableResult
    static func trim<S: Shape>(
        _ shape: S, in rect: CGRect, from: CGFloat, to: CGFloat, slot: OutlineSlot?, into path: inout Path
    ) -> Bool {
        guard !from.isNaN, !to.isNaN else {
            path = Path()
            return true
        }
        let lower = min(max(from, 0), 1), upper = min(max(to, 0), 1)
        guard lower < upper else {
            path = Path()
            return true
        }
        if lower == 0 && upper == 1 {
            path = shape.path(in: rect)
            return false
        }
        // A trim animation cuts the same outline every frame: it is kept by the shape's value and
        // the rectangle, so neither the shape's path nor its measurement is made again. (Cut
        // where the slot keeps it, unretained: the slot holds it until the cut is done.)
        if let slot {
            return slot.outline(of: shape, in: rect)._withUnsafeGuaranteedRef { outline in
                Path.trimmed(outline, from: lower, to: upper, into: &path)
                return outline.isFinite
            }
        }
        let outline = outline(of: shape, in: rect)
        Path.trimmed(outline, from: lower, to: upper, into: &path)
        return outline.isFinite
    }
}

/// One shape layer's last measured outline, and the shape its last path was made from. A trim
/// animation cuts the same outline every frame; kept by the layer, a frame finds it by comparing
/// the shape's bytes and rectangle with the last ones, without hashing or locking the shared
/// cache. A frame that moves only the paint finds the path it made last unchanged.
///
/// Not `Sendable`: only its layer's sampler uses it, and one host draws a frame at a time.
final class OutlineSlot {
    private var key: MeasuredOutline.ShapeKey?
    private var outline: MeasuredOutline?
    /// `outline`, read without retaining it (a frame's trim reads it once per moving shape).
    private var kept: Unmanaged<MeasuredOutline>?
    private var pathKey: MeasuredOutline.ShapeKey?

    /// Whether the last path drawn was `shape`'s in `rect` (a plain-data shape whose bytes and
    /// rectangle are the last ones); notes them as the ones drawn now either way.
    func drewPath<S: Shape>(of shape: S, in rect: CGRect) -> Bool {
        let key = MeasuredOutline.ShapeKey.of(shape, in: rect)
        defer { pathKey = key }
        return key != nil && MeasuredOutline.ShapeKey.same(key, pathKey)
    }

    /// The outline of `shape` in `rect`, kept by the slot until it is asked for another (so a
    /// caller that uses it before asking again reads it without retaining it).
    func outline<S: Shape>(of shape: S, in rect: CGRect) -> Unmanaged<MeasuredOutline> {
        // A shape that is not plain data has no key: its path is measured through the shared
        // cache, keyed by the path itself.
        let key = MeasuredOutline.ShapeKey.of(shape, in: rect)
        if let key, let kept, MeasuredOutline.ShapeKey.same(key, self.key) { return kept }
        let measured = key.map { key in MeasuredOutline.cache.outline(for: key) { shape.path(in: rect) } }
            ?? MeasuredOutline.outline(of: shape, in: rect)
        self.key = key
        outline = measured
        kept = .passUnretained(measured)
        return .passUnretained(measured)
    }
}

extension MeasuredOutline.ShapeKey {
    /// The key of `shape` in `rect` when the shape is plain data of at most 64 bytes (its path is
    /// then a function of its bytes and the rectangle), `nil` otherwise. Specialised with its
    /// caller, so a trim keys its shape without type metadata.
    @inline(__always)
    static func of<S>(_ shape: S, in rect: CGRect) -> Self? {
        guard _isPOD(S.self), MemoryLayout<S>.size <= 64 else { return nil }
        var bytes = SIMD8<UInt64>()
        withUnsafeBytes(of: shape) { raw in
            withUnsafeMutableBytes(of: &bytes) { $0.copyMemory(from: raw) }
        }
        return Self(type: ObjectIdentifier(S.self), bytes: bytes, rect: rect)
    }
}
