import Foundation
import Kinema

// Helpers shared by the canvas tests: where an item is drawn in the host, read from its frame
// and transform by DisplayList.Item's documented rule (a point p of the frame is drawn at
// p.applying(transform)).

extension DisplayList.Item {
    /// Where a point of the item's content (relative to its frame's origin, as a path item's
    /// path is) is drawn in the host.
    func hostPoint(_ local: CGPoint) -> CGPoint {
        CGPoint(x: frame.minX + local.x, y: frame.minY + local.y).applying(transform)
    }

    /// The item's path, if it draws one, moved to where it is drawn in the host.
    var hostPath: Path? {
        guard case .path(let path, _) = content else { return nil }
        return path.offsetBy(dx: frame.minX, dy: frame.minY).applying(transform)
    }

    /// How the item's path is painted, if it draws one.
    var pathDrawing: DisplayList.PathDrawing? {
        guard case .path(_, let drawing) = content else { return nil }
        return drawing
    }

    /// The clip paths around the item, outermost first.
    var clipPaths: [Path] {
        groups.compactMap { group in
            if case .clip(let path, _) = group.effect { return path }
            return nil
        }
    }
}

// `close(_:_:_:)` for numbers, points and rectangles comes from the Path tests' support file.
