import Foundation
import Kinema
@testable import KinemaRender
import Testing

// A Lottie document read back with Foundation's JSONSerialization — not with the writer's own
// types — so the tests check what a player would read: layers, the group transform `tr`, and
// each property's value at a frame (linear between keyframes, held after an `"h": 1` keyframe).

/// A JSON number as a Double, whichever way JSONSerialization boxed it.
func lottieNumber(_ value: Any?) -> Double? {
    switch value {
    case let number as Double: number
    case let number as Int: Double(number)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
}

/// A parsed Lottie document.
struct ParsedLottie {
    let root: [String: Any]

    init(json: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        root = try #require(object as? [String: Any], "the document is a JSON object")
    }

    init(_ animation: LottieAnimation) throws {
        try self.init(json: animation.json)
    }

    func number(_ key: String) -> Double? { lottieNumber(root[key]) }

    /// The top-level layers, top first.
    var layers: [ParsedLayer] { (root["layers"] as? [[String: Any]] ?? []).map(ParsedLayer.init) }

    var assets: [[String: Any]] { root["assets"] as? [[String: Any]] ?? [] }

    func asset(id: String) -> [String: Any]? { assets.first { $0["id"] as? String == id } }

    /// The layers of a precomposition asset.
    func layers(ofAsset id: String) -> [ParsedLayer] {
        (asset(id: id)?["layers"] as? [[String: Any]] ?? []).map(ParsedLayer.init)
    }

    /// Every keyframe of every animated property anywhere in the document (`"a": 1` objects).
    var keyframeCount: Int {
        func count(_ value: Any) -> Int {
            if let object = value as? [String: Any] {
                if lottieNumber(object["a"]) == 1, let keyframes = object["k"] as? [Any] { return keyframes.count }
                return object.values.reduce(0) { $0 + count($1) }
            }
            if let array = value as? [Any] { return array.reduce(0) { $0 + count($1) } }
            return 0
        }
        return count(root)
    }
}

/// One layer of a parsed document.
struct ParsedLayer {
    let object: [String: Any]

    func number(_ key: String) -> Double? { lottieNumber(object[key]) }
    var type: Int? { number("ty").map { Int($0) } }
    var name: String? { object["nm"] as? String }
    var inPoint: Double? { number("ip") }
    var outPoint: Double? { number("op") }

    /// The layer's own transform (`ks`): `o`, `r`, `p`, `a`, `s`.
    func layerTransform(_ key: String) throws -> ParsedProperty {
        let ks = try #require(object["ks"] as? [String: Any], "layer has ks")
        return try ParsedProperty(ks[key])
    }

    /// The item's group: the one group in `shapes`.
    private var itemGroupItems: [[String: Any]] {
        let shapes = object["shapes"] as? [[String: Any]] ?? []
        return shapes.first?["it"] as? [[String: Any]] ?? []
    }

    /// The item group's transform (`tr`), its last entry.
    func groupTransform(_ key: String) throws -> ParsedProperty {
        let tr = try #require(itemGroupItems.last, "item group has a transform")
        #expect(tr["ty"] as? String == "tr")
        return try ParsedProperty(tr[key])
    }

    /// The drawing groups, top first, each as its entries (`sh`…, the paint, `tr`).
    var drawingGroups: [[[String: Any]]] {
        itemGroupItems.dropLast().map { $0["it"] as? [[String: Any]] ?? [] }
    }

    /// The paths (`sh`) of every drawing group, as properties.
    func paths() throws -> [ParsedProperty] {
        try drawingGroups.flatMap { group in try group.filter { $0["ty"] as? String == "sh" }.map { try ParsedProperty($0["ks"]) } }
    }

    /// The first paint of type `type` (`fl`, `st`, `gf`, `gs`) in the drawing groups.
    func paint(_ type: String) -> [String: Any]? {
        drawingGroups.lazy.compactMap { $0.first { $0["ty"] as? String == type } }.first
    }

    var masks: [[String: Any]] { object["masksProperties"] as? [[String: Any]] ?? [] }
}

/// An animatable property (`{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`), each value
/// flattened to numbers: a number as `[n]`, a point or colour as its components, a shape as
/// x, y, in x, in y, out x, out y for each vertex and then 1 or 0 for closed.
struct ParsedProperty {
    struct Keyframe {
        var time: Double
        var value: [Double]
        var hold: Bool
        /// The `o` and `i` handles' x and y, when given (`nil` on the last keyframe and on holds).
        var handles: (outX: Double, outY: Double, inX: Double, inY: Double)?
    }

    let isAnimated: Bool
    /// The keyframes; a constant has one, at time 0.
    let keyframes: [Keyframe]

    init(_ value: Any?) throws {
        let object = try #require(value as? [String: Any], "a property object")
        isAnimated = lottieNumber(object["a"]) == 1
        if !isAnimated {
            keyframes = [Keyframe(time: 0, value: try Self.flatten(object["k"]), hold: false)]
            return
        }
        let list = try #require(object["k"] as? [[String: Any]], "keyframes")
        keyframes = try list.map { keyframe in
            let handles: (Double, Double, Double, Double)?
            if let o = keyframe["o"] as? [String: Any], let i = keyframe["i"] as? [String: Any] {
                handles = (lottieNumber(o["x"]) ?? .nan, lottieNumber(o["y"]) ?? .nan,
                           lottieNumber(i["x"]) ?? .nan, lottieNumber(i["y"]) ?? .nan)
            } else {
                handles = nil
            }
            return Keyframe(time: try #require(lottieNumber(keyframe["t"])), value: try Self.flatten(keyframe["s"]),
                            hold: lottieNumber(keyframe["h"]) == 1, handles: handles)
        }
    }

    /// Parses a property's compact JSON text.
    init(json: String) throws {
        try self.init(try JSONSerialization.jsonObject(with: Data(json.utf8)))
    }

    /// The value at `frame`: the first keyframe's before it, the last's after, linear between
    /// two keyframes, the earlier one's after a hold.
    func value(at frame: Double) -> [Double] {
        guard let first = keyframes.first, let last = keyframes.last else { return [] }
        if frame <= first.time { return first.value }
        if frame >= last.time { return last.value }
        let upper = keyframes.firstIndex { $0.time > frame }!
        let a = keyframes[upper - 1], b = keyframes[upper]
        if a.hold || b.time <= a.time { return a.value }
        let t = (frame - a.time) / (b.time - a.time)
        return zip(a.value, b.value).map { $0 + ($1 - $0) * t }
    }

    /// The value at `frame` read as a shape.
    func shape(at frame: Double) -> ParsedShape { ParsedShape(numbers: value(at: frame)) }

    /// A keyframe's `s` or a constant's `k` as numbers. Keyframes wrap numbers and shapes in an
    /// array (`[5]`, `[{shape}]`) and write points as they are.
    static func flatten(_ value: Any?) throws -> [Double] {
        if let number = lottieNumber(value) { return [number] }
        if let shape = value as? [String: Any] { return try flattenShape(shape) }
        let array = try #require(value as? [Any], "a number, an array or a shape")
        if array.count == 1, let shape = array[0] as? [String: Any] { return try flattenShape(shape) }
        return try array.map { try #require(lottieNumber($0), "numbers") }
    }

    private static func flattenShape(_ shape: [String: Any]) throws -> [Double] {
        let v = try #require(shape["v"] as? [[Any]]), i = try #require(shape["i"] as? [[Any]]), o = try #require(shape["o"] as? [[Any]])
        #expect(v.count == i.count && v.count == o.count, "as many handles as vertices")
        var numbers: [Double] = []
        for index in v.indices {
            for point in [v[index], i[index], o[index]] {
                numbers += try point.map { try #require(lottieNumber($0)) }
            }
        }
        let closed = try #require(shape["c"] as? Bool)
        return numbers + [closed ? 1 : 0]
    }
}

/// A Lottie shape value: vertices with in and out handles relative to them.
struct ParsedShape {
    var vertices: [CGPoint] = []
    var inTangents: [CGPoint] = []
    var outTangents: [CGPoint] = []
    var closed = false

    init(numbers: [Double]) {
        var index = 0
        while index + 5 < numbers.count {
            vertices.append(CGPoint(x: numbers[index], y: numbers[index + 1]))
            inTangents.append(CGPoint(x: numbers[index + 2], y: numbers[index + 3]))
            outTangents.append(CGPoint(x: numbers[index + 4], y: numbers[index + 5]))
            index += 6
        }
        closed = numbers.last == 1
    }
}

/// Half a unit in the fourth decimal, the rounding of every number the document writes, plus a
/// little for the arithmetic of checking.
let lottieRounding = 0.5e-4 + 1e-9

/// Whether two points are within `tolerance` of each other in each coordinate.
func lottieClose(_ a: CGPoint, _ b: CGPoint, within tolerance: Double = lottieRounding) -> Bool {
    abs(Double(a.x - b.x)) <= tolerance && abs(Double(a.y - b.y)) <= tolerance
}

/// A recording of `count` frames at `framesPerSecond`, frame k drawing `items(k)`.
func lottieRecording(
    frames count: Int, size: CGSize = CGSize(width: 200, height: 200), framesPerSecond: Double = 30,
    items: (Int) -> [DisplayList.Item]
) -> Recording {
    Recording(size: size, framesPerSecond: framesPerSecond, frames: (0..<count).map { k in
        RecordedFrame(time: Double(k) / framesPerSecond, displayList: DisplayList(items: items(k)))
    })
}

/// A scale by `s` (or `sx`, `sy`) and a rotation by `degrees` about `centre`, in host coordinates:
/// translate(−c) · scale · rotate · translate(c), as `DisplayList.Item.transform` holds effects.
func lottieTransform(about centre: CGPoint, scaleX sx: Double = 1, y sy: Double = 1, degrees: Double = 0) -> CGAffineTransform {
    CGAffineTransform(translationX: -centre.x, y: -centre.y)
        .concatenating(CGAffineTransform(scaleX: sx, y: sy))
        .concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
        .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
}

/// Where a shape layer's group transform draws the point `local` (in the frame's own coordinates,
/// its corner at the origin) at `frame`: Lottie's transform order, translate(−anchor), scale,
/// rotate (degrees, clockwise on screen), translate(position).
func lottieDrawnPoint(_ local: CGPoint, layer: ParsedLayer, at frame: Double) throws -> CGPoint {
    let p = try layer.groupTransform("p").value(at: frame), a = try layer.groupTransform("a").value(at: frame)
    let s = try layer.groupTransform("s").value(at: frame), r = try layer.groupTransform("r").value(at: frame)[0] * .pi / 180
    let x = (Double(local.x) - a[0]) * s[0] / 100, y = (Double(local.y) - a[1]) * s[1] / 100
    return CGPoint(x: p[0] + x * cos(r) - y * sin(r), y: p[1] + x * sin(r) + y * cos(r))
}
