import Foundation
internal import KinemaAssetCatalog

extension CustomSymbols {
    /// Makes the artwork of a symbol set's glyph and keeps it under `name`'s key; `false` when no
    /// path of the glyph reads.
    static func register(_ set: AssetCatalog.SymbolSet, named name: String) -> Bool {
        let m = set.glyph.transform
        let transform = CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        var path = Path()
        for data in set.glyph.pathData {
            guard let part = Path(svgPathData: data) else { continue }
            path.addPath(part, transform: transform)
        }
        let bounds = path.boundingRect
        guard !path.isEmpty, bounds.width.isFinite, bounds.height.isFinite else { return false }
        let placed = path.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        let artwork = SystemSymbols.Artwork(path: placed, layers: [placed], size: bounds.size)
        store(artwork, forKey: key(for: name))
        return true
    }
}
