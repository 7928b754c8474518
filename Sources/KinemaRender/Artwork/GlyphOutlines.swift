import Foundation
import KinemaDisplay

/// The outlines of a TrueType face's glyphs (`glyf`), for drawing text as paths where SVG text
/// cannot go: through a perspective projection.
///
/// The faces are the installed DejaVu files Kinema measures text with
/// (`/usr/share/fonts/truetype/dejavu`, or the folder `KINEMA_FONT_DIR` names). Simple and
/// composite glyphs are read (composites at most eight levels deep); a glyph the face lacks, and
/// a face whose file is missing or malformed, has no outline.
final class GlyphOutlines: Sendable {
    /// The folders searched for a face's file, in order.
    static let folders: [String] = {
        var folders = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF"]
        if let chosen = ProcessInfo.processInfo.environment["KINEMA_FONT_DIR"], !chosen.isEmpty {
            folders.insert(chosen, at: 0)
        }
        return folders
    }()

    /// Each face's outlines, read once; `nil` when its file is missing or unreadable.
    private static let faces: [DisplayList.FontFace: GlyphOutlines] = {
        var faces: [DisplayList.FontFace: GlyphOutlines] = [:]
        for face in DisplayList.FontFace.allCases {
            for folder in folders {
                let path = folder + "/" + fileName(face)
                if let data = FileManager.default.contents(atPath: path), let outlines = GlyphOutlines(data: data) {
                    faces[face] = outlines
                    break
                }
            }
        }
        return faces
    }()

    /// The outlines of `face`, when its file is installed.
    static func face(_ face: DisplayList.FontFace) -> GlyphOutlines? { faces[face] }

    /// The DejaVu file of a face.
    static func fileName(_ face: DisplayList.FontFace) -> String {
        switch face {
        case .sans: "DejaVuSans.ttf"
        case .sansBold: "DejaVuSans-Bold.ttf"
        case .sansOblique: "DejaVuSans-Oblique.ttf"
        case .sansBoldOblique: "DejaVuSans-BoldOblique.ttf"
        case .sansExtraLight: "DejaVuSans-ExtraLight.ttf"
        case .serif: "DejaVuSerif.ttf"
        case .serifBold: "DejaVuSerif-Bold.ttf"
        case .serifItalic: "DejaVuSerif-Italic.ttf"
        case .serifBoldItalic: "DejaVuSerif-BoldItalic.ttf"
        case .mono: "DejaVuSansMono.ttf"
        case .monoBold: "DejaVuSansMono-Bold.ttf"
        case .monoOblique: "DejaVuSansMono-Oblique.ttf"
        case .monoBoldOblique: "DejaVuSansMono-BoldOblique.ttf"
        }
    }

    let unitsPerEm: Int
    private let data: Data
    private let characterMap: CharacterMap
    private let glyf: Int
    /// Where each glyph's data starts in `glyf`, with one more entry for the end.
    private let locations: [Int]

    init?(data: Data) {
        let bytes = ByteReader(data)
        guard let tables = bytes.tableDirectory(),
              let head = tables["head"], let unitsPerEm = bytes.u16(head + 18), unitsPerEm > 0,
              let longOffsets = bytes.u16(head + 50),
              let maxp = tables["maxp"], let glyphCount = bytes.u16(maxp + 4),
              let loca = tables["loca"], let glyf = tables["glyf"], let cmap = tables["cmap"],
              let characterMap = CharacterMap(bytes, at: cmap)
        else { return nil }
        var locations: [Int] = []
        locations.reserveCapacity(Int(glyphCount) + 1)
        for index in 0...Int(glyphCount) {
            if longOffsets == 1 {
                guard let offset = bytes.u32(loca + 4 * index) else { return nil }
                locations.append(Int(offset))
            } else {
                guard let offset = bytes.u16(loca + 2 * index) else { return nil }
                locations.append(Int(offset) * 2)
            }
        }
        self.unitsPerEm = Int(unitsPerEm)
        self.data = data
        self.characterMap = characterMap
        self.glyf = glyf
        self.locations = locations
    }

    /// The outline of `character`'s first scalar, in font units with y up, or `nil` when the face
    /// has no glyph for it. A space has an empty outline.
    func outline(of character: Character) -> Path? {
        guard let scalar = character.unicodeScalars.first else { return nil }
        let glyph = characterMap.glyph(for: scalar.value)
        guard glyph != 0 else { return nil }
        var path = Path()
        appendGlyph(Int(glyph), transform: .identity, to: &path, depth: 0)
        return path
    }

    /// Adds glyph `index`'s contours, mapped by `transform`, to `path`.
    private func appendGlyph(_ index: Int, transform: CGAffineTransform, to path: inout Path, depth: Int) {
        guard depth < 8, index + 1 < locations.count else { return }
        let start = glyf + locations[index], end = glyf + locations[index + 1]
        guard end > start else { return }   // an empty glyph (a space)
        let bytes = ByteReader(data)
        guard let contourWord = bytes.u16(start) else { return }
        let contourCount = Int(Int16(bitPattern: contourWord))
        if contourCount >= 0 {
            appendSimpleGlyph(bytes, at: start, contours: contourCount, transform: transform, to: &path)
        } else {
            appendCompositeGlyph(bytes, at: start + 10, transform: transform, to: &path, depth: depth)
        }
    }

    private func appendSimpleGlyph(
        _ bytes: ByteReader, at start: Int, contours: Int, transform: CGAffineTransform, to path: inout Path
    ) {
        var ends: [Int] = []
        for contour in 0..<contours {
            guard let end = bytes.u16(start + 10 + 2 * contour) else { return }
            ends.append(Int(end))
        }
        guard let last = ends.last, last < 65_535,
              let instructionLength = bytes.u16(start + 10 + 2 * contours) else { return }
        let pointCount = last + 1
        var offset = start + 12 + 2 * contours + Int(instructionLength)
        // Flags, run-length coded.
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            guard let flag = bytes.u8(offset) else { return }
            offset += 1
            flags.append(flag)
            if flag & 0x08 != 0 {
                guard let repeats = bytes.u8(offset) else { return }
                offset += 1
                for _ in 0..<Int(repeats) where flags.count < pointCount { flags.append(flag) }
            }
        }
        func coordinates(short: UInt8, same: UInt8) -> [Int]? {
            var values: [Int] = []
            values.reserveCapacity(pointCount)
            var value = 0
            for flag in flags {
                if flag & short != 0 {
                    guard let delta = bytes.u8(offset) else { return nil }
                    offset += 1
                    value += flag & same != 0 ? Int(delta) : -Int(delta)
                } else if flag & same == 0 {
                    guard let delta = bytes.u16(offset) else { return nil }
                    offset += 2
                    value += Int(Int16(bitPattern: delta))
                }
                values.append(value)
            }
            return values
        }
        guard let xs = coordinates(short: 0x02, same: 0x10), let ys = coordinates(short: 0x04, same: 0x20) else { return }
        var first = 0
        for end in ends {
            guard end >= first, end < pointCount else { return }
            let points = (first...end).map {
                (point: CGPoint(x: CGFloat(xs[$0]), y: CGFloat(ys[$0])).applying(transform), onCurve: flags[$0] & 0x01 != 0)
            }
            appendContour(points, to: &path)
            first = end + 1
        }
    }

    /// A closed contour of on- and off-curve points: quadratic curves, with the implied on-curve
    /// point halfway between two off-curve ones.
    private func appendContour(_ points: [(point: CGPoint, onCurve: Bool)], to path: inout Path) {
        guard let firstOn = points.firstIndex(where: \.onCurve) else {
            // All off-curve: start halfway between the first two.
            guard points.count >= 2 else { return }
            let start = midpoint(points[0].point, points[1].point)
            path.move(to: start)
            for index in 1...points.count {
                let control = points[index % points.count].point, next = points[(index + 1) % points.count].point
                path.addQuadCurve(to: midpoint(control, next), control: control)
            }
            path.closeSubpath()
            return
        }
        let count = points.count
        path.move(to: points[firstOn].point)
        var control: CGPoint?
        for step in 1...count {
            let (point, onCurve) = points[(firstOn + step) % count]
            if onCurve {
                if let pending = control { path.addQuadCurve(to: point, control: pending) } else { path.addLine(to: point) }
                control = nil
            } else {
                if let pending = control { path.addQuadCurve(to: midpoint(pending, point), control: pending) }
                control = point
            }
        }
        path.closeSubpath()
    }

    private func midpoint(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }

    private func appendCompositeGlyph(
        _ bytes: ByteReader, at start: Int, transform: CGAffineTransform, to path: inout Path, depth: Int
    ) {
        var offset = start
        for _ in 0..<64 {
            guard let flags = bytes.u16(offset), let glyph = bytes.u16(offset + 2) else { return }
            offset += 4
            var dx = 0, dy = 0
            if flags & 0x0001 != 0 {
                guard let x = bytes.u16(offset), let y = bytes.u16(offset + 2) else { return }
                dx = Int(Int16(bitPattern: x))
                dy = Int(Int16(bitPattern: y))
                offset += 4
            } else {
                guard let x = bytes.i8(offset), let y = bytes.i8(offset + 1) else { return }
                dx = Int(x)
                dy = Int(y)
                offset += 2
            }
            func f2dot14(_ at: Int) -> CGFloat? { bytes.u16(at).map { CGFloat(Int16(bitPattern: $0)) / 16384 } }
            var part = CGAffineTransform.identity
            if flags & 0x0008 != 0 {
                guard let scale = f2dot14(offset) else { return }
                part = CGAffineTransform(scaleX: scale, y: scale)
                offset += 2
            } else if flags & 0x0040 != 0 {
                guard let x = f2dot14(offset), let y = f2dot14(offset + 2) else { return }
                part = CGAffineTransform(scaleX: x, y: y)
                offset += 4
            } else if flags & 0x0080 != 0 {
                guard let a = f2dot14(offset), let b = f2dot14(offset + 2), let c = f2dot14(offset + 4),
                      let d = f2dot14(offset + 6) else { return }
                part = CGAffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0)
                offset += 8
            }
            // Offsets given as point numbers (flag 0x0002 clear) are rare; they are read as none.
            if flags & 0x0002 != 0 { part.tx = CGFloat(dx); part.ty = CGFloat(dy) }
            appendGlyph(Int(glyph), transform: part.concatenating(transform), to: &path, depth: depth + 1)
            guard flags & 0x0020 != 0 else { return }
        }
    }
}
