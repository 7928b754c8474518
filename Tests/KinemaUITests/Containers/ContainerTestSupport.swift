import Foundation
import Kinema
import Testing

// Shared by the container suites (Containers/*.swift), in one namespace so that nothing collides
// with other test files' helpers.

@MainActor
enum Containers {
    /// The frames of the items painted in `color`, in paint order.
    static func frames<Root: View>(_ host: ViewHost<Root>, color: Color) -> [CGRect] {
        host.displayList.items.compactMap { item in
            if case .color(let painted) = item.content, painted == color { return item.frame }
            return nil
        }
    }

    /// The items painted in `color`, in paint order.
    static func items<Root: View>(_ host: ViewHost<Root>, color: Color) -> [DisplayList.Item] {
        host.displayList.items.filter { item in
            if case .color(let painted) = item.content { return painted == color }
            return false
        }
    }

    /// The frames of the shapes filled with `color` (a background colour is drawn as one), in
    /// paint order.
    static func fills<Root: View>(_ host: ViewHost<Root>, color: Color) -> [CGRect] {
        host.displayList.items.compactMap { item in
            if case .shape(_, let fill) = item.content, fill == color { return item.frame }
            return nil
        }
    }

    /// The number of path items (a list row's rounded card is one).
    static func pathCount<Root: View>(_ host: ViewHost<Root>) -> Int {
        host.displayList.items.count { item in
            if case .path = item.content { return true }
            return false
        }
    }

    /// The strings of the text items, in paint order.
    static func texts<Root: View>(_ host: ViewHost<Root>) -> [String] {
        host.displayList.items.compactMap { item in
            if case .text(let layout) = item.content { return layout.string }
            return nil
        }
    }

    /// The first text item whose string is `string`.
    static func text<Root: View>(_ host: ViewHost<Root>, _ string: String) -> DisplayList.Item? {
        host.displayList.items.first { item in
            if case .text(let layout) = item.content { return layout.string == string }
            return false
        }
    }

    /// Taps the middle of the text item `string`.
    @discardableResult
    static func tap<Root: View>(_ host: ViewHost<Root>, text string: String) -> Bool {
        guard let item = text(host, string) else {
            Issue.record("no text \"\(string)\" in \(texts(host))")
            return false
        }
        return host.tap(at: CGPoint(x: item.frame.midX, y: item.frame.midY).applying(item.transform))
    }

    /// iOS's separator colour (`UIColor.separator`), as lists draw their hairlines.
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    /// iOS's `systemGroupedBackground`.
    static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
}
