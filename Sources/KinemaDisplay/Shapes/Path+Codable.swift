import Foundation

// A path is archived as its list of elements, each an array of its operator (the letter its
// description uses) followed by its coordinates at full precision, in the description's order:
// `[["m", 0, 0], ["l", 10, 0], ["h"]]`. Decoding rebuilds the path element by element, so the
// rules of building apply (a line before any move is dropped).

extension Path: Codable {
    public init(from decoder: any Decoder) throws {
        self.init()
        var list = try decoder.unkeyedContainer()
        while !list.isAtEnd {
            var element = try list.nestedUnkeyedContainer()
            let kind = try element.decode(String.self)
            func point() throws -> CGPoint {
                CGPoint(x: try element.decode(CGFloat.self), y: try element.decode(CGFloat.self))
            }
            switch kind {
            case "m":
                move(to: try point())
            case "l":
                addLine(to: try point())
            case "q":
                let control = try point()
                addQuadCurve(to: try point(), control: control)
            case "c":
                let control1 = try point()
                let control2 = try point()
                addCurve(to: try point(), control1: control1, control2: control2)
            case "h":
                closeSubpath()
            default:
                throw DecodingError.dataCorruptedError(
                    in: element, debugDescription: "Unknown path element \"\(kind)\"")
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        for element in elements {
            var entry = list.nestedUnkeyedContainer()
            switch element {
            case .move(let to):
                try entry.encode("m")
                try entry.encode(contentsOf: [to.x, to.y])
            case .line(let to):
                try entry.encode("l")
                try entry.encode(contentsOf: [to.x, to.y])
            case .quadCurve(let to, let control):
                try entry.encode("q")
                try entry.encode(contentsOf: [control.x, control.y, to.x, to.y])
            case .curve(let to, let control1, let control2):
                try entry.encode("c")
                try entry.encode(contentsOf: [control1.x, control1.y, control2.x, control2.y, to.x, to.y])
            case .closeSubpath:
                try entry.encode("h")
            }
        }
    }
}
