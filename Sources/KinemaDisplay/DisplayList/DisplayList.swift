import Foundation
import KinemaCore

/// The drawing commands of one frame: what to paint, where, and with which effects.
///
/// A host emits a display list at the end of each update and each animation frame. Its items are
/// in paint order, back to front: later items are painted over earlier ones.
///
/// ```swift
/// let list = DisplayList(items: [
///     .init(content: .color(.white), frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
///     .init(
///         content: .shape(.circle, fill: .blue),
///         frame: CGRect(x: 50, y: 50, width: 100, height: 100),
///         transform: CGAffineTransform(translationX: 10, y: 0),
///         viewID: 7
///     ),
/// ])
/// list.hitTest(CGPoint(x: 110, y: 100))?.viewID   // 7
/// let svg = SVGRenderer().render(list, size: CGSize(width: 200, height: 200))
/// ```
///
/// A display list is a plain value: two frames that draw the same thing compare equal, and it
/// encodes to and decodes from any `Codable` format, so frames can be stored and compared.
///
/// ## Coordinates
///
/// Everything is in host coordinates: points, origin at the top-left corner of the host, y
/// pointing down. Each item's ``Item/frame`` is where layout placed it, before any effect;
/// ``Item/transform`` then maps that laid-out item to where it is drawn. See ``Item`` for the
/// exact rule.
public struct DisplayList: Equatable, Sendable {
    /// The items, in paint order: the first is painted first, at the back.
    public var items: [Item]

    /// Creates a display list from items in paint order, back to front.
    ///
    /// ```swift
    /// let empty = DisplayList()
    /// let one = DisplayList(items: [.init(content: .text("Hi"), frame: .zero)])
    /// ```
    public init(items: [Item] = []) {
        self.items = items
    }
}

extension DisplayList: Codable {
    private enum CodingKeys: String, CodingKey {
        case items
    }
}
