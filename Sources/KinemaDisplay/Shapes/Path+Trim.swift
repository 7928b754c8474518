import Foundation

extension Path {
    /// Returns a partial copy of the path.
    ///
    /// The returned path contains the region between `from` and `to`, fractions of the path's
    /// total arc length: all its drawn segments laid end to end, subpath after subpath, each close
    /// counting as the line it draws and moves counting nothing. Each run of the result starts with
    /// a move; a subpath kept whole keeps its close, and a close cut short becomes a line.
    ///
    /// ```swift
    /// let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    /// square.trimmedPath(from: 0, to: 0.5).description   // "0 0 m 10 0 l 10 10 l"
    /// ```
    ///
    /// Curves are measured by adaptive flattening with Gauss–Legendre quadrature on each nearly
    /// straight piece; a cut falls at the parameter whose arc length matches, found by Newton's
    /// method, and splits the curve exactly (de Casteljau's construction), so a trimmed curve lies
    /// on the original.
    ///
    /// Edge cases: `from` and `to` are clamped to 0…1. When `from` is not below `to`, or either is
    /// NaN, the result is empty (SwiftUI's trim does not wrap around); `from: 0, to: 1` returns the
    /// path unchanged. A path whose total length is zero or not finite trims to an empty path;
    /// segments with a non-finite coordinate have no length and are left out of the result.
    ///
    /// - Parameters:
    ///   - from: The fraction of the path's length where the result starts.
    ///   - to: The fraction of the path's length where the result ends.
    /// - Returns: The part of the path between the two fractions.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard !from.isNaN, !to.isNaN else { return Path() }
        let lower = min(max(from, 0), 1)
        let upper = min(max(to, 0), 1)
        guard lower < upper else { return Path() }
        if lower == 0 && upper == 1 { return self }

        // The outline's segments and arc-length tables depend on the path alone: a trim animation
        // cuts the same outline at new lengths every frame, so it is measured once and kept.
        return Path.trimmed(MeasuredOutline.cache.outline(of: self), from: lower, to: upper)
    }

    /// The part of a measured outline between the fractions `lower` < `upper` of its length,
    /// both in 0…1 (what ``trimmedPath(from:to:)`` cuts once the outline is measured).
    package static func trimmed(_ outline: MeasuredOutline, from lower: CGFloat, to upper: CGFloat) -> Path {
        var result = Path()
        trimmed(outline, from: lower, to: upper, into: &result)
        return result
    }

    /// Writes the part of `outline` between `lower` < `upper` into `result`, replacing what it
    /// held but keeping its storage: a trim animation cuts a path every frame, and reusing the
    /// last frame's elements makes that cut allocate nothing.
    package static func trimmed(_ outline: MeasuredOutline, from lower: CGFloat, to upper: CGFloat, into result: inout Path) {
        result.elements.removeAll(keepingCapacity: true)
        result.subpathStart = .zero
        let total = outline.total
        guard total > 0, total.isFinite else { return }
        let startLength = lower * total
        let endLength = upper * total
        let checksSegments = !outline.isFinite

        result.elements.reserveCapacity(outline.walks.count + 2)
        // Read in place through buffers: no segment, measure or sample table is copied, and so
        // nothing is retained, however many segments the outline has.
        outline.walks.withUnsafeBufferPointer { walks in
            outline.measures.withUnsafeBufferPointer { measures in
                outline.samples.withUnsafeBufferPointer { samples in
                    var offset: CGFloat = 0
                    var drawing = false
                    var subpathWhole = false
                    for index in walks.indices {
                        let segmentStart = offset
                        let length = measures[index].length
                        offset += length
                        if walks[index].startsSubpath {
                            drawing = false
                            subpathWhole = segmentStart >= startLength
                        }
                        if segmentStart >= endLength { break }
                        if checksSegments, !walks[index].segment.isFinite {
                            // Nothing is drawn across it: what follows starts afresh.
                            drawing = false
                            subpathWhole = false
                            continue
                        }
                        guard length > 0, segmentStart + length > startLength else { continue }

                        let localStart = max(startLength - segmentStart, 0)
                        let localEnd = min(endLength - segmentStart, length)
                        let isWhole = localStart == 0 && localEnd >= length
                        let segment = walks[index].segment
                        let table = UnsafeBufferPointer(rebasing: samples[measures[index].samples])
                        let piece =
                            isWhole
                            ? segment
                            : segment.subsegment(
                                from: segment.parameter(atLength: localStart, samples: table),
                                to: segment.parameter(atLength: localEnd, samples: table))
                        if !drawing {
                            result.move(to: piece.start)
                            drawing = true
                        }
                        if walks[index].isClose && isWhole && subpathWhole {
                            result.closeSubpath()
                            continue
                        }
                        switch piece {
                        case .line(_, let p1): result.addLine(to: p1)
                        case .quad(_, let p1, let p2): result.addQuadCurve(to: p2, control: p1)
                        case .cubic(_, let p1, let p2, let p3): result.addCurve(to: p3, control1: p1, control2: p2)
                        }
                    }
                }
            }
        }
    }
}

/// A path's segments with their arc-length tables and total length: what trimming needs.
///
/// Immutable and shared (by the cache and every layer that cuts it), so a layer keeps it by one
/// reference and a cut reads it in place: as a value of three arrays, handing it out and cutting
/// it retained and released each array, six reference counts per frame of a trim.
package final class MeasuredOutline: Sendable {
    let walks: [Path.Walk]
    let measures: [Measure]
    /// Every segment's arc-length samples, one run per segment (``Measure/samples``).
    let samples: [PathSegment.Sample]
    package let total: CGFloat
    /// Every segment's coordinates are finite, so every cut of the outline is finite too: a
    /// trim checks no segment, and what it draws needs no check either.
    package let isFinite: Bool

    init(_ path: Path) {
        walks = path.segments
        var measures: [Measure] = []
        var samples: [PathSegment.Sample] = []
        measures.reserveCapacity(walks.count)
        for walk in walks {
            let first = samples.count
            let length: CGFloat
            if case .line = walk.segment {
                length = walk.segment.length
                samples.append(PathSegment.Sample(t: 0, length: 0))
                samples.append(PathSegment.Sample(t: 1, length: length))
            } else {
                samples.append(contentsOf: walk.segment.samples())
                length = samples.last?.length ?? 0
            }
            measures.append(Measure(length: length, samples: first..<samples.count))
        }
        self.measures = measures
        self.samples = samples
        total = measures.reduce(0) { $0 + $1.length }
        isFinite = walks.allSatisfy(\.segment.isFinite)
    }

    /// The outlines of recently trimmed paths, shared by every thread.
    package static let cache = Cache()

    /// A plain-data shape's type, bytes and rectangle.
    package struct ShapeKey: Hashable {
        let type: ObjectIdentifier
        let bytes: SIMD8<UInt64>
        let rect: SIMD4<Double>

        /// The key of a shape of type `type` whose bytes (at most 64) are `bytes`, in `rect`. The
        /// view layer reads a shape's bytes itself, in code specialised for the shape: a generic
        /// reader here ran unspecialised on every frame of a trim.
        package init(type: ObjectIdentifier, bytes: SIMD8<UInt64>, rect: CGRect) {
            self.type = type
            self.bytes = bytes
            self.rect = SIMD4(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }

        /// Whether two keys are equal, compared directly (`==` on optionals went through the
        /// generic `Equatable` witness on every frame of a trim).
        @inline(__always)
        package static func same(_ a: ShapeKey?, _ b: ShapeKey?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.type == b.type && all(a.bytes .== b.bytes) && all(a.rect .== b.rect)
        }
    }

    /// Recently measured outlines by path. Bounded: at most ``capacity`` paths of at most
    /// ``maximumElements`` elements each are kept (a larger path is measured on every trim, which
    /// is linear in its size anyway); when full, the table starts again.
    package final class Cache: @unchecked Sendable {
        static let capacity = 256
        static let maximumElements = 4_096

        // `outlines` and `shapeOutlines` are read and written only while `lock` is held.
        private let lock = NSLock()
        private var outlines: [Key: MeasuredOutline] = [:]
        private var shapeOutlines: [ShapeKey: MeasuredOutline] = [:]

        package func outline(for key: ShapeKey, path: () -> Path) -> MeasuredOutline {
            if let found = lock.withLock({ shapeOutlines[key] }) { return found }
            let measured = outline(of: path())
            lock.withLock {
                if shapeOutlines.count >= Self.capacity { shapeOutlines.removeAll(keepingCapacity: true) }
                shapeOutlines[key] = measured
            }
            return measured
        }

        package func outline(of path: Path) -> MeasuredOutline {
            guard path.elements.count <= Self.maximumElements else { return MeasuredOutline(path) }
            let key = Key(path: path)
            if let found = lock.withLock({ outlines[key] }) { return found }
            let measured = MeasuredOutline(path)
            lock.withLock {
                if outlines.count >= Self.capacity { outlines.removeAll(keepingCapacity: true) }
                outlines[key] = measured
            }
            return measured
        }

        /// A path compared in full but hashed by its size and ends: hashing every element on
        /// every frame cost as much as the trim itself.
        struct Key: Hashable {
            let path: Path

            static func == (lhs: Key, rhs: Key) -> Bool { lhs.path == rhs.path }

            func hash(into hasher: inout Hasher) {
                hasher.combine(path.elements.count)
                hasher.combine(path.elements.first)
                hasher.combine(path.elements.last)
                if path.elements.count > 2 { hasher.combine(path.elements[path.elements.count / 2]) }
            }
        }
    }
}

/// A segment's length and where its arc-length samples are in the outline's table (its segment
/// is the outline's walk beside it).
struct Measure: Sendable {
    var length: CGFloat
    var samples: Range<Int>
}
