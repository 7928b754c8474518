import Foundation
import KinemaCore

extension DisplayList {
    /// Returns the top-most item drawn at `point`, or `nil` when none is.
    ///
    /// ```swift
    /// let list = DisplayList(items: [
    ///     .init(content: .color(.white), frame: CGRect(x: 0, y: 0, width: 100, height: 100), viewID: 1),
    ///     .init(
    ///         content: .shape(.circle, fill: .red),
    ///         frame: CGRect(x: 25, y: 25, width: 50, height: 50),
    ///         transform: CGAffineTransform(translationX: 20, y: 0),
    ///         viewID: 2
    ///     ),
    /// ])
    /// list.hitTest(CGPoint(x: 70, y: 50))?.viewID   // 2: the circle, moved right by 20
    /// list.hitTest(CGPoint(x: 30, y: 50))?.viewID   // 1: where the circle was laid out
    /// ```
    ///
    /// Items are tried front to back (the reverse of paint order). A point is mapped through the
    /// inverse of each item's ``Item/transform`` back to layout coordinates and tested against
    /// the item's content as drawn in its ``Item/frame``: a filled shape (a circle, ellipse,
    /// capsule, rounded rectangle or path) takes taps only inside its outline, and a stroked one
    /// only on its line, as a SwiftUI shape does; colours, text and images take them anywhere in
    /// the frame. Points on an edge count as inside.
    ///
    /// An item drawn under a clip (see ``Item/groups``) takes taps only inside the clip's
    /// outline; the items that form a mask take none.
    ///
    /// As in SwiftUI, what cannot be seen cannot be tapped: items with zero opacity, and content
    /// painted in a fully transparent colour (`Color.clear`), are skipped. So are items whose
    /// transform collapses them (a zero scale) or whose frame or transform is not finite.
    ///
    /// - Parameter point: A point in host coordinates.
    /// - Returns: The item that takes a tap at `point`, or `nil`.
    public func hitTest(_ point: CGPoint) -> Item? {
        hitTest(point) { _ in false }
    }

    /// ``hitTest(_:)``, with the items `takesWholeFrame` picks taking taps anywhere in their
    /// frame: the host's symbols, drawn as paths, are images to a tap, as in SwiftUI.
    func hitTest(
        _ point: CGPoint, skipping isSkipped: (Item) -> Bool = { _ in false }, wholeFrame takesWholeFrame: (Item) -> Bool
    ) -> Item? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return items.last { !isSkipped($0) && $0.contains(point, wholeFrame: takesWholeFrame($0)) }
    }
}

extension DisplayList.Item {
    /// Whether a tap at the host point `point` lands on this item, as ``DisplayList/hitTest(_:)``
    /// defines it.
    package func contains(_ point: CGPoint, wholeFrame: Bool = false) -> Bool {
        guard opacity > 0, isPaintVisible else { return false }
        // A mask's own items are never seen; a clip takes taps only inside its outline.
        for group in groups {
            switch group.effect {
            case .maskSource: return false
            case .clip(let path, let eoFill): if !path.contains(point, eoFill: eoFill) { return false }
            case .compositing(let groupOpacity): if groupOpacity <= 0 { return false }
            default: break
            }
        }
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        // A singular matrix has no inverse (CoreGraphics' `inverted()` then returns it unchanged),
        // and a collapsed item covers no area, so nothing hits it.
        guard determinant != 0, determinant.isFinite, t.tx.isFinite, t.ty.isFinite else { return false }
        let local = point.applying(t.inverted())
        let rect = frame.standardized
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return false }
        if wholeFrame {
            return rect.minX <= local.x && local.x <= rect.maxX && rect.minY <= local.y && local.y <= rect.maxY
        }
        return content.outlineContains(local, in: rect)
    }

    /// Whether the content's paint is not fully transparent.
    private var isPaintVisible: Bool {
        switch content {
        case .color(let color): color.opacity > 0
        case .shape(_, let fill): (fill ?? foregroundColor ?? .primary).opacity > 0
        case .text: (foregroundColor ?? .primary).opacity > 0
        case .image: true
        case .path(_, .fill(let color, _)), .path(_, .stroke(let color, _)): (color ?? foregroundColor ?? .primary).opacity > 0
        case .path(_, .gradientFill), .path(_, .gradientStroke): true
        case .path(_, .layers(let layers)):
            layers.contains { $0.opacity > 0 && ($0.color ?? foregroundColor ?? .primary).opacity > 0 }
        }
    }
}

extension DisplayList.Content {
    /// Whether `point` (layout coordinates) lies inside the content as drawn in `rect`, edges
    /// included.
    fileprivate func outlineContains(_ point: CGPoint, in rect: CGRect) -> Bool {
        guard rect.minX <= point.x, point.x <= rect.maxX, rect.minY <= point.y, point.y <= rect.maxY
        else { return false }
        if case .path(let path, let drawing) = self {
            // A filled path takes taps inside it; a stroke only on its line.
            let local = CGPoint(x: point.x - rect.minX, y: point.y - rect.minY)
            switch drawing {
            case .fill(_, let evenOdd), .gradientFill(_, let evenOdd):
                return path.contains(local, eoFill: evenOdd)
            case .layers:
                return path.contains(local, eoFill: false)
            case .stroke(_, let style), .gradientStroke(_, let style):
                return path.strokeContains(local, lineWidth: style.lineWidth)
            }
        }
        guard case .shape(let shape, _) = self else { return true }
        let shorter = min(rect.width, rect.height)
        switch shape {
        case .rectangle:
            return true
        case .circle:
            let radius = shorter / 2
            let dx = point.x - rect.midX, dy = point.y - rect.midY
            return dx * dx + dy * dy <= radius * radius
        case .ellipse:
            let rx = rect.width / 2, ry = rect.height / 2
            guard rx > 0, ry > 0 else { return false }
            let nx = (point.x - rect.midX) / rx, ny = (point.y - rect.midY) / ry
            return nx * nx + ny * ny <= 1
        case .roundedRectangle(let cornerRadius):
            return Self.roundedRect(rect, radius: cornerRadius, contains: point)
        case .capsule:
            return Self.roundedRect(rect, radius: shorter / 2, contains: point)
        }
    }

    /// Whether a point already inside `rect` is also inside its rounded corners.
    private static func roundedRect(_ rect: CGRect, radius: CGFloat, contains point: CGPoint) -> Bool {
        let r = radius.isNaN ? 0 : min(max(radius, 0), min(rect.width, rect.height) / 2)
        guard r > 0 else { return true }
        // Outside the corner squares the edge is straight; inside one, measure from the centre of
        // that corner's arc.
        let cx = min(max(point.x, rect.minX + r), rect.maxX - r)
        let cy = min(max(point.y, rect.minY + r), rect.maxY - r)
        let dx = point.x - cx, dy = point.y - cy
        return dx * dx + dy * dy <= r * r
    }
}
