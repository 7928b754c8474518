import Foundation
import KinemaDisplay

/// One subpath as Lottie draws it: vertices, each with the handles of the cubic segments that
/// arrive at it (`i`) and leave it (`o`), relative to the vertex, and whether it closes.
struct LottieBezier: Equatable {
    var vertices: [CGPoint] = []
    var inTangents: [CGPoint] = []
    var outTangents: [CGPoint] = []
    var closed = false

    /// The numbers of the subpath, vertex by vertex: x, y, then the in and out handles.
    var numbers: [Double] {
        var numbers: [Double] = []
        numbers.reserveCapacity(vertices.count * 6)
        for index in vertices.indices {
            for point in [vertices[index], inTangents[index], outTangents[index]] {
                numbers.append(Double(point.x))
                numbers.append(Double(point.y))
            }
        }
        return numbers
    }

    /// The subpath with every point and handle end mapped by `map` (exact for an affine map).
    func mapped(_ map: (CGPoint) -> CGPoint) -> LottieBezier {
        var result = self
        for index in vertices.indices {
            let vertex = map(vertices[index])
            let incoming = map(CGPoint(x: vertices[index].x + inTangents[index].x, y: vertices[index].y + inTangents[index].y))
            let outgoing = map(CGPoint(x: vertices[index].x + outTangents[index].x, y: vertices[index].y + outTangents[index].y))
            result.vertices[index] = vertex
            result.inTangents[index] = CGPoint(x: incoming.x - vertex.x, y: incoming.y - vertex.y)
            result.outTangents[index] = CGPoint(x: outgoing.x - vertex.x, y: outgoing.y - vertex.y)
        }
        return result
    }

    /// The shape value of `numbers` (as ``numbers`` writes them): `{"i", "o", "v", "c"}`.
    static func json(_ numbers: [Double], closed: Bool) -> LottieJSON {
        var vertices: [LottieJSON] = [], ins: [LottieJSON] = [], outs: [LottieJSON] = []
        var index = 0
        while index + 5 < numbers.count {
            vertices.append(.numbers([numbers[index], numbers[index + 1]]))
            ins.append(.numbers([numbers[index + 2], numbers[index + 3]]))
            outs.append(.numbers([numbers[index + 4], numbers[index + 5]]))
            index += 6
        }
        return .object([("i", .array(ins)), ("o", .array(outs)), ("v", .array(vertices)), ("c", .bool(closed))])
    }

    /// A path's subpaths, each mapped by `map` (control points and all: exact for an affine map).
    /// Quadratic segments become the cubic with the same curve; a closing segment back to the
    /// start is implicit in `closed`; a subpath without points is left out.
    static func subpaths(of path: Path, map: (CGPoint) -> CGPoint = { $0 }) -> [LottieBezier] {
        var result: [LottieBezier] = []
        var current = LottieBezier()
        func finish() {
            if !current.vertices.isEmpty { result.append(current) }
            current = LottieBezier()
        }
        func add(_ point: CGPoint) {
            current.vertices.append(map(point))
            current.inTangents.append(.zero)
            current.outTangents.append(.zero)
        }
        func curve(to end: CGPoint, _ control1: CGPoint, _ control2: CGPoint) {
            guard let last = current.vertices.last else { return }
            let from = last, c1 = map(control1), c2 = map(control2), to = map(end)
            current.outTangents[current.outTangents.count - 1] = CGPoint(x: c1.x - from.x, y: c1.y - from.y)
            current.vertices.append(to)
            current.inTangents.append(CGPoint(x: c2.x - to.x, y: c2.y - to.y))
            current.outTangents.append(.zero)
        }
        // The path's own current point and subpath start, before `map`.
        var unmappedLast = CGPoint.zero, unmappedStart = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let to):
                finish()
                add(to)
                unmappedLast = to
                unmappedStart = to
            case .line(let to):
                if current.vertices.isEmpty { add(unmappedLast) }
                add(to)
                unmappedLast = to
            case .quadCurve(let to, let control):
                if current.vertices.isEmpty { add(unmappedLast) }
                let from = unmappedLast
                let c1 = CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                curve(to: to, c1, c2)
                unmappedLast = to
            case .curve(let to, let control1, let control2):
                if current.vertices.isEmpty { add(unmappedLast) }
                curve(to: to, control1, control2)
                unmappedLast = to
            case .closeSubpath:
                guard !current.vertices.isEmpty else { return }
                // A last vertex on the first is the closing segment drawn out: fold it into the
                // first vertex, whose in handle it carries.
                if current.vertices.count > 1, let last = current.vertices.last,
                   abs(last.x - current.vertices[0].x) < 1e-9, abs(last.y - current.vertices[0].y) < 1e-9 {
                    current.inTangents[0] = current.inTangents.removeLast()
                    current.vertices.removeLast()
                    current.outTangents.removeLast()
                }
                current.closed = true
                finish()
                // Drawing on after a close starts from the subpath's start.
                unmappedLast = unmappedStart
            }
        }
        finish()
        return result
    }
}

/// How one of an item's drawings is painted, with the values that animate.
enum LottiePaint: Equatable {
    case fill(Color, evenOdd: Bool)
    case stroke(Color, StrokeStyle)
    case gradientFill(LottieGradient, evenOdd: Bool)
    case gradientStroke(LottieGradient, StrokeStyle)

    /// What must match for two frames' paints to be one Lottie paint with animated values.
    var signature: String {
        switch self {
        case .fill(_, let evenOdd): "fl\(evenOdd)"
        case .stroke(_, let style): "st\(Self.strokeSignature(style))"
        case .gradientFill(let gradient, let evenOdd): "gf\(gradient.signature)\(evenOdd)"
        case .gradientStroke(let gradient, let style): "gs\(gradient.signature)\(Self.strokeSignature(style))"
        }
    }

    private static func strokeSignature(_ style: StrokeStyle) -> String {
        "\(style.lineCap.rawValue)\(style.lineJoin.rawValue)d\(style.dash.count)"
    }
}

/// A linear or radial gradient in the item's layout coordinates.
struct LottieGradient: Equatable {
    var radial: Bool
    var stops: [Gradient.Stop]
    /// Linear: where the gradient starts; radial: its centre.
    var start: CGPoint
    /// Linear: where it ends; radial: a point on its outer circle.
    var end: CGPoint

    var signature: String { "\(radial ? "r" : "l")\(stops.count)" }
}

/// A piece of an item as Lottie shapes: its subpaths, in one group, and their paint.
struct LottieDrawing: Equatable {
    var subpaths: [LottieBezier]
    var paint: LottiePaint

    var signature: String { paint.signature + "/\(subpaths.count)" }
}
