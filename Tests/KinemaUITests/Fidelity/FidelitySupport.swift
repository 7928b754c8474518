import Foundation
import Kinema
import Testing

// Shared by the fidelity suites (Fidelity/*.swift). Everything lives in the `Fidelity` namespace so
// that nothing collides with the helpers of the other test files in this target.

@MainActor
enum Fidelity {
    /// One 60 Hz frame.
    static let frame = 1.0 / 60

    /// The strings of the text items, in paint order.
    static func texts<Root: View>(_ host: ViewHost<Root>) -> [String] {
        host.displayList.items.compactMap { item in
            if case .text(let layout) = item.content { return layout.string }
            return nil
        }
    }

    /// The first item whose text starts with `prefix`.
    static func item<Root: View>(_ host: ViewHost<Root>, text prefix: String) -> DisplayList.Item? {
        host.displayList.items.first { item in
            if case .text(let layout) = item.content { return layout.string.hasPrefix(prefix) }
            return false
        }
    }

    /// Taps the middle of the (drawn) text item whose text starts with `prefix`; records an issue
    /// when there is no such item or nothing took the tap.
    @discardableResult
    static func tap<Root: View>(
        _ host: ViewHost<Root>, text prefix: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        guard let item = item(host, text: prefix) else {
            Issue.record("no text item starting with \"\(prefix)\" in \(texts(host))", sourceLocation: sourceLocation)
            return false
        }
        let point = CGPoint(x: item.frame.midX, y: item.frame.midY).applying(item.transform)
        let handled = host.tap(at: point)
        #expect(handled, "the tap on \"\(prefix)\" was not handled", sourceLocation: sourceLocation)
        return handled
    }

    /// Advances one frame at a time until `done()` holds; returns the number of frames it took
    /// (1 = the first frame after now), or `nil` when it does not hold within `limit` frames.
    static func framesUntil<Root: View>(_ host: ViewHost<Root>, limit: Int = 600, _ done: () -> Bool) -> Int? {
        for index in 1...limit {
            host.advance(by: frame)
            if done() { return index }
        }
        return nil
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    static func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
        close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
            && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }

    static func close(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: Double = 1e-9) -> Bool {
        close(a.a, b.a, tolerance) && close(a.b, b.b, tolerance) && close(a.c, b.c, tolerance)
            && close(a.d, b.d, tolerance) && close(a.tx, b.tx, tolerance) && close(a.ty, b.ty, tolerance)
    }

    /// A scale by (sx, sy) about `point`: translate(−p) · scale · translate(p), CoreGraphics order.
    static func scale(_ sx: Double, _ sy: Double, about point: CGPoint) -> CGAffineTransform {
        CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: point.x - sx * point.x, ty: point.y - sy * point.y)
    }

    /// A rotation by `radians` about `point`.
    static func rotation(_ radians: Double, about point: CGPoint) -> CGAffineTransform {
        let c = cos(radians), s = sin(radians)
        // p ↦ R(p − q) + q: tx = qx − (c·qx − s·qy), ty = qy − (s·qx + c·qy).
        return CGAffineTransform(a: c, b: s, c: -s, d: c,
                                 tx: point.x - (c * point.x - s * point.y), ty: point.y - (s * point.x + c * point.y))
    }

}

/// A reference-type log views and callbacks can append to.
final class FidelityLog<Entry> {
    var entries: [Entry] = []
    func append(_ entry: Entry) { entries.append(entry) }
    var count: Int { entries.count }
}
