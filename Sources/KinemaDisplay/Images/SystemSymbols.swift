import Foundation

/// Kinema's own vector artwork for the system symbol names animation code uses most
/// (`Image(systemName: "heart.fill")`).
///
/// Kinema has no SF Symbols font. Each name in ``names`` is drawn by original geometry written for
/// Kinema (``SymbolShapes``), in the spirit of the symbol it stands for: a `.fill` variant solid,
/// the plain name outlined. The artwork is designed in units where a full-height symbol is about
/// 100 tall, at three stroke weights that follow the font's weight; a symbol is then sized from
/// the font (``size(of:pointSize:scale:)``) and drawn as one filled path in the foreground colour.
package enum SystemSymbols {
    /// A symbol's drawing: a path whose tight bounds start at the origin.
    package struct Artwork: Sendable {
        /// The symbol as one layer (monochrome).
        package let path: Path
        /// The symbol's layers painted apart — primary, secondary, tertiary — in the same
        /// coordinates as ``path``; one layer when the symbol has only one.
        package let layers: [Path]
        /// The bounds' size, in design units.
        package let size: CGSize

        package init(path: Path, layers: [Path], size: CGSize) {
            self.path = path
            self.layers = layers
            self.size = size
        }
    }

    /// The stroke weight of the artwork, from the font's weight (Kinema's three font weights).
    package enum Weight: Int, CaseIterable, Sendable {
        case light, regular, bold

        /// Lines and outlines this many design units wide.
        package var stroke: CGFloat {
            switch self {
            case .light: 6.5
            case .regular: 9
            case .bold: 12.5
            }
        }

        /// The weight for a resolved font weight (CSS numbers: 200 light, 400 regular, 700 bold).
        package init(fontWeight: Int) {
            self = fontWeight < 300 ? .light : fontWeight < 600 ? .regular : .bold
        }
    }

    /// The height, in design units, that the font's point size maps to.
    package static let designHeight: CGFloat = 100

    /// The artwork for `name` at `weight`, or `nil` for a name Kinema has no drawing for.
    package static func artwork(named name: String, weight: Weight = .regular) -> Artwork? {
        tables[weight.rawValue][name] ?? CustomSymbols.artwork(forKey: name)
    }

    /// The size of a symbol in points: its artwork at `pointSize / 100` points per unit, times the
    /// image scale's factor. An unknown name is a square one point size wide.
    package static func size(of name: String, pointSize: CGFloat, scale: CGFloat, weight: Weight = .regular) -> CGSize {
        let factor = pointSize * scale / designHeight
        guard let artwork = artwork(named: name, weight: weight) else {
            return CGSize(width: pointSize * scale, height: pointSize * scale)
        }
        return CGSize(width: artwork.size.width * factor, height: artwork.size.height * factor)
    }

    /// Every artwork, per weight, made on first use.
    private static let tables: [[String: Artwork]] = Weight.allCases.map { weight in
        var table: [String: Artwork] = [:]
        for name in names {
            guard let contours = contours(name, weight.stroke) else { continue }
            var path = Path()
            for contour in contours where !contour.isLayeredOnly { contour.add(to: &path) }
            let bounds = path.boundingRect
            let layerCount = (contours.map(\.layer).max() ?? 0) + 1
            let layers = (0..<layerCount).map { layer in
                var layerPath = Path()
                for contour in contours where contour.layer == layer { contour.add(to: &layerPath) }
                return layerPath.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            }
            table[name] = Artwork(path: path.offsetBy(dx: -bounds.minX, dy: -bounds.minY), layers: layers, size: bounds.size)
        }
        return table
    }

    /// The inherent colours of the symbols drawn in colour by the multicolor rendering mode (and
    /// by `renderingMode(.original)`), layer by layer, primary first; other symbols draw in the
    /// foreground style there, as SwiftUI draws a symbol without multicolor annotations.
    package static let multicolor: [String: [Color]] = [
        "heart": [.red], "heart.fill": [.red],
        "flame": [.orange], "flame.fill": [.orange],
        "sun.max": [.yellow], "sun.max.fill": [.yellow],
        // Apple's example: yellow for the triangle and white for the exclamation mark.
        "exclamationmark.triangle.fill": [.white, .yellow],
    ]

    /// The names Kinema draws, in the order of ``contours(_:_:)``.
    package static let names: [String] = [
        "circle", "circle.fill", "square", "square.fill",
        "heart", "heart.fill", "star", "star.fill", "bell", "bell.fill",
        "checkmark", "checkmark.circle", "checkmark.circle.fill",
        "xmark", "xmark.circle", "xmark.circle.fill", "plus", "plus.circle", "plus.circle.fill", "minus",
        "info.circle", "info.circle.fill",
        "play", "play.fill", "pause", "pause.fill", "stop", "stop.fill",
        "arrow.right", "arrow.left", "arrow.up", "arrow.down", "arrow.clockwise", "arrow.counterclockwise",
        "chevron.right", "chevron.left", "chevron.up", "chevron.down",
        "bolt.fill", "flame", "flame.fill", "sparkles", "sun.max", "sun.max.fill", "moon", "moon.fill",
        "cloud", "cloud.fill", "drop", "drop.fill",
        "cart", "cart.fill", "person", "person.fill", "house", "house.fill",
        "gear", "gearshape", "gearshape.fill", "trash", "trash.fill",
        "hand.thumbsup", "hand.thumbsup.fill", "bookmark", "bookmark.fill", "envelope", "envelope.fill",
        "folder", "folder.fill", "lock", "lock.fill", "eye", "eye.fill", "clock", "clock.fill",
        "magnifyingglass", "music.note", "camera", "camera.fill", "ellipsis", "location.fill", "paperplane.fill", "globe",
        "exclamationmark.triangle", "exclamationmark.triangle.fill", "bubble.left.fill",
        "suit.heart", "suit.heart.fill", "suit.diamond", "suit.diamond.fill",
        "suit.spade", "suit.spade.fill", "suit.club", "suit.club.fill",
    ]
}
