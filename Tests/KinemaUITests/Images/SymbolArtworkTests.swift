import Foundation
import Kinema
import Testing

// Kinema's own symbol artwork: every name in the table draws, at every weight, a non-empty path
// that fills its bounds exactly (so a symbol's frame is its drawing's box), and a `.fill` variant
// covers more than its outlined sibling.
@MainActor
@Suite("Symbol artwork")
struct SymbolArtworkTests {
    @Test func theTableCoversTheCommonNames() {
        let names = SystemSymbols.names
        #expect(names.count >= 40)
        #expect(Set(names).count == names.count)
        for name in [
            "heart", "heart.fill", "star", "star.fill", "bell", "bell.fill", "circle", "circle.fill", "checkmark",
            "checkmark.circle.fill", "xmark", "plus", "minus", "play.fill", "pause.fill", "arrow.right", "arrow.left",
            "arrow.up", "arrow.down", "chevron.right", "chevron.left", "chevron.up", "chevron.down", "bolt.fill",
            "flame.fill", "sparkles", "sun.max.fill", "moon.fill", "cloud.fill", "cart", "person.fill", "house.fill",
            "gear", "gearshape.fill", "trash", "hand.thumbsup.fill", "arrow.clockwise",
        ] {
            #expect(names.contains(name), "\(name)")
        }
    }

    @Test(arguments: SystemSymbols.Weight.allCases)
    func everySymbolFillsItsBounds(weight: SystemSymbols.Weight) throws {
        for name in SystemSymbols.names {
            let artwork = try #require(SystemSymbols.artwork(named: name, weight: weight), "\(name)")
            #expect(!artwork.path.isEmpty, "\(name)")
            let bounds = artwork.path.boundingRect
            #expect(abs(bounds.minX) < 1e-9 && abs(bounds.minY) < 1e-9, "\(name) starts at the origin")
            #expect(abs(bounds.width - artwork.size.width) < 1e-9 && abs(bounds.height - artwork.size.height) < 1e-9)
            // Every symbol has some width and height, and none is much taller than a full line.
            #expect(artwork.size.width > 5 && artwork.size.height > 5, "\(name) \(artwork.size)")
            #expect(artwork.size.width <= 130 && artwork.size.height <= 115, "\(name) \(artwork.size)")
        }
    }

    /// Drawn through a host, a symbol's path fills its item's frame.
    @Test func aDrawnSymbolFillsItsFrame() {
        for name in SystemSymbols.names {
            let item = ViewHost(Image(systemName: name).font(.largeTitle)).displayList.items[0]
            guard case .path(let path, .fill(nil, eoFill: false)) = item.content else {
                Issue.record("\(name) is not a path filled with the foreground")
                continue
            }
            let bounds = path.boundingRect
            #expect(abs(bounds.minX) < 1e-9 && abs(bounds.minY) < 1e-9, "\(name)")
            #expect(abs(bounds.width - item.frame.width) < 1e-9 && abs(bounds.height - item.frame.height) < 1e-9, "\(name)")
        }
    }

    /// The path's subpaths as polygons: each curve cut into eight chords (enough to tell filled
    /// from outlined, and far cheaper than `Path.contains` at thousands of points).
    private func polygons(_ path: Path) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        path.forEach { element in
            switch element {
            case .move(let to):
                if current.count > 2 { polygons.append(current) }
                current = [to]
            case .line(let to):
                current.append(to)
            case .quadCurve(let to, let control):
                let p0 = current.last ?? to
                for step in 1...8 {
                    let t = CGFloat(step) / 8, u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * control.x + t * t * to.x,
                                           y: u * u * p0.y + 2 * u * t * control.y + t * t * to.y))
                }
            case .curve(let to, let c1, let c2):
                let p0 = current.last ?? to
                for step in 1...8 {
                    let t = CGFloat(step) / 8, u = 1 - t
                    current.append(CGPoint(
                        x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x,
                        y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y))
                }
            case .closeSubpath:
                break
            }
        }
        if current.count > 2 { polygons.append(current) }
        return polygons
    }

    /// The share of a 24 × 24 grid over the symbol's box that its non-zero fill covers.
    private func coverage(_ artwork: SystemSymbols.Artwork) -> Double {
        let polygons = polygons(artwork.path)
        var inside = 0
        for row in 0..<24 {
            for column in 0..<24 {
                let p = CGPoint(x: (CGFloat(column) + 0.5) / 24 * artwork.size.width,
                                y: (CGFloat(row) + 0.5) / 24 * artwork.size.height)
                var winding = 0
                for polygon in polygons {
                    for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
                        let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                        if a.y <= p.y, b.y > p.y, side > 0 { winding += 1 }
                        if b.y <= p.y, a.y > p.y, side < 0 { winding -= 1 }
                    }
                }
                if winding != 0 { inside += 1 }
            }
        }
        return Double(inside) / (24 * 24)
    }

    @Test func aFilledVariantCoversMoreThanItsOutline() throws {
        let pairs = SystemSymbols.names.filter { $0.hasSuffix(".fill") }.compactMap { filled -> (String, String)? in
            let outline = String(filled.dropLast(5))
            return SystemSymbols.names.contains(outline) ? (outline, filled) : nil
        }
        #expect(pairs.count >= 20)
        for (outline, filled) in pairs {
            let outlined = try #require(SystemSymbols.artwork(named: outline))
            let solid = try #require(SystemSymbols.artwork(named: filled))
            #expect(outlined.path != solid.path, "\(outline)")
            #expect(coverage(solid) > coverage(outlined) + 0.02, "\(filled) \(coverage(solid)) vs \(outline) \(coverage(outlined))")
        }
    }

    /// Outlines are drawn as rings, not as strokes: the middle of an outlined circle is empty
    /// and the middle of a filled one is not.
    @Test func outlinesHaveHoles() throws {
        let ring = try #require(SystemSymbols.artwork(named: "circle"))
        let disc = try #require(SystemSymbols.artwork(named: "circle.fill"))
        let middle = CGPoint(x: ring.size.width / 2, y: ring.size.height / 2)
        #expect(!ring.path.contains(middle))
        #expect(disc.path.contains(middle))
        #expect(ring.path.contains(CGPoint(x: 2, y: ring.size.height / 2)))
    }

    @Test func unknownNamesHaveNoArtwork() {
        #expect(SystemSymbols.artwork(named: "no.such.symbol") == nil)
        #expect(SystemSymbols.artwork(named: "") == nil)
        #expect(SystemSymbols.artwork(named: "Heart.Fill") == nil)
    }
}
