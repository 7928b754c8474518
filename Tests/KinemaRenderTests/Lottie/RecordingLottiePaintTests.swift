import Foundation
import Kinema
@testable import KinemaRender
import Testing

/// Paints and layer-wide looks: strokes with their caps, joins and dashes, fill rules, linear
/// gradients, the layer's opacity and blend mode.
@Suite("Recording.lottie: paint")
struct RecordingLottiePaintTests {
    private static let box = CGRect(x: 10, y: 10, width: 100, height: 50)

    private static func onlyLayer(_ items: [DisplayList.Item]) throws -> (ParsedLayer, LottieAnimation) {
        let animation = lottieRecording(frames: 2) { _ in items }.lottie()
        let layers = try ParsedLottie(animation).layers
        try #require(layers.count == 1)
        return (layers[0], animation)
    }

    private static var line: Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 25))
        path.addLine(to: CGPoint(x: 100, y: 25))
        return path
    }

    /// Lottie numbers caps 1 butt, 2 round, 3 square and joins 1 miter, 2 round, 3 bevel, and
    /// takes dashes as dash–gap pairs: an odd list is repeated to be even, as SVG does.
    @Test func aStrokeKeepsItsWidthCapJoinAndDashes() throws {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [4, 2, 1], dashPhase: 1)
        let (layer, _) = try Self.onlyLayer([
            DisplayList.Item(content: .path(Self.line, .stroke(Color(red: 0, green: 0, blue: 1), style)), frame: Self.box),
        ])
        let stroke = try #require(layer.paint("st"))
        #expect(try ParsedProperty(stroke["w"]).value(at: 0) == [3])
        #expect(lottieNumber(stroke["lc"]) == 2 && lottieNumber(stroke["lj"]) == 3 && lottieNumber(stroke["ml"]) == 4)
        #expect(try ParsedProperty(stroke["c"]).value(at: 0) == [0, 0, 1, 1])
        #expect(try ParsedProperty(stroke["o"]).value(at: 0) == [100])
        let dashes = try #require(stroke["d"] as? [[String: Any]])
        #expect(dashes.map { $0["n"] as? String } == ["d", "g", "d", "g", "d", "g", "o"])
        #expect(try dashes.map { try ParsedProperty($0["v"]).value(at: 0)[0] } == [4, 2, 1, 4, 2, 1, 1])
    }

    @Test(arguments: [(false, 1.0), (true, 2.0)])
    func aFillKeepsItsRule(evenOdd: Bool, rule: Double) throws {
        let (layer, _) = try Self.onlyLayer([
            DisplayList.Item(content: .path(Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50)), .fill(.red, eoFill: evenOdd)), frame: Self.box),
        ])
        #expect(lottieNumber(layer.paint("fl")?["r"]) == rule)
    }

    /// A linear gradient from the leading to the trailing edge: its ends in the frame's own
    /// coordinates, and its stops as Lottie lists them — offset, red, green, blue for each stop,
    /// then offset, opacity for each.
    @Test func aLinearGradientKeepsItsEndsAndStops() throws {
        let stops = [Gradient.Stop(color: Color(red: 1, green: 0, blue: 0), location: 0),
                     Gradient.Stop(color: Color(red: 0, green: 0.5, blue: 1, opacity: 0.25), location: 1)]
        let paint = ResolvedPaint.linearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)
        let (layer, _) = try Self.onlyLayer([
            DisplayList.Item(content: .path(Path(CGRect(x: 0, y: 0, width: 100, height: 50)), .gradientFill(paint, eoFill: false)), frame: Self.box),
        ])
        let gradient = try #require(layer.paint("gf"))
        #expect(lottieNumber(gradient["t"]) == 1)
        #expect(try ParsedProperty(gradient["s"]).value(at: 0) == [0, 25])
        #expect(try ParsedProperty(gradient["e"]).value(at: 0) == [100, 25])
        let g = try #require(gradient["g"] as? [String: Any])
        #expect(lottieNumber(g["p"]) == 2)
        #expect(try ParsedProperty(g["k"]).value(at: 0) == [0, 1, 0, 0, 1, 0, 0.5, 1, 0, 1, 1, 0.25])
    }

    /// The layer's opacity is the item's times its compositing groups', in percent.
    @Test func opacityIsTheItemsTimesItsCompositingGroups() throws {
        let group = DisplayList.Group(id: 1, effect: .compositing(opacity: 0.4))
        let (layer, _) = try Self.onlyLayer([DisplayList.Item(content: .color(.red), frame: Self.box, opacity: 0.5, groups: [group])])
        let opacity = try layer.layerTransform("o").value(at: 0)[0]
        #expect(abs(opacity - 20) <= lottieRounding)
    }

    /// Lottie's `bm` numbers for the modes it has (0 normal … 15 luminosity); a Porter–Duff mode
    /// draws normally and is listed.
    @Test(arguments: [(BlendMode.normal, 0.0), (.multiply, 1), (.screen, 2), (.hardLight, 8), (.softLight, 9), (.luminosity, 15)])
    func aBlendModeIsTheLayersMode(mode: BlendMode, number: Double) throws {
        let group = DisplayList.Group(id: 1, effect: .blendMode(mode))
        let (layer, animation) = try Self.onlyLayer([DisplayList.Item(content: .color(.red), frame: Self.box, groups: [group])])
        #expect(layer.number("bm") == number)
        #expect(animation.approximations.isEmpty)
    }

    @Test func aPorterDuffModeDrawsNormally() throws {
        let group = DisplayList.Group(id: 1, effect: .blendMode(.destinationOut))
        let (layer, animation) = try Self.onlyLayer([DisplayList.Item(content: .color(.red), frame: Self.box, groups: [group])])
        #expect(layer.number("bm") == 0)
        #expect(animation.approximations.map(\.becomes) == ["normal"])
    }
}
