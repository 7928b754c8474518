import Foundation
import Kinema
@testable import KinemaRender
import Testing

/// Group effects in a Lottie document: clips as layer masks, masks as track mattes over
/// precompositions, colour filters applied to the paint, and what has no Lottie form listed.
@Suite("Recording.lottie: effects")
struct RecordingLottieEffectsTests {
    private static let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    /// The four points where an ellipse in `rect` meets its bounding box.
    private static func extremes(of rect: CGRect) -> Set<[Double]> {
        Set([[rect.maxX, rect.midY], [rect.midX, rect.maxY], [rect.minX, rect.midY], [rect.midX, rect.minY]].map { $0.map { Double($0) } })
    }

    @Test func aClipIsAnAddedLayerMaskWithTheClipsOutline() throws {
        let oval = CGRect(x: 10, y: 10, width: 50, height: 50)
        let clip = DisplayList.Group(id: 1, effect: .clip(Path(ellipseIn: oval), eoFill: false))
        let recording = lottieRecording(frames: 2) { _ in [DisplayList.Item(content: .color(.blue), frame: Self.square, groups: [clip])] }
        let layer = try #require(try ParsedLottie(recording.lottie()).layers.first)
        #expect(layer.object["hasMask"] as? Bool == true)
        let mask = try #require(layer.masks.first)
        #expect(layer.masks.count == 1)
        #expect(mask["mode"] as? String == "a" && mask["inv"] as? Bool == false)
        let outline = try ParsedProperty(mask["pt"]).shape(at: 0)
        #expect(outline.closed)
        // In host coordinates (the layer's own transform is the identity), vertices on the curve.
        let vertices = Set(outline.vertices.map { [Double($0.x), Double($0.y)] })
        #expect(vertices == Self.extremes(of: oval))
    }

    /// Nested clips: the outer clip's outline added, the inner one's intersected.
    @Test func anInnerClipIntersects() throws {
        let outer = DisplayList.Group(id: 1, effect: .clip(Path(CGRect(x: 0, y: 0, width: 80, height: 80)), eoFill: false))
        let inner = DisplayList.Group(id: 2, effect: .clip(Path(ellipseIn: CGRect(x: 20, y: 20, width: 80, height: 80)), eoFill: false))
        let recording = lottieRecording(frames: 1) { _ in [DisplayList.Item(content: .color(.blue), frame: Self.square, groups: [outer, inner])] }
        let layer = try #require(try ParsedLottie(recording.lottie()).layers.first)
        #expect(layer.masks.map { $0["mode"] as? String } == ["a", "i"])
    }

    /// An empty clip hides what it clips (as the SVG renderer draws it, and as ARCHITECTURE's
    /// "Bad input" table says of a clip by a path sanitised to nothing). With no outline there is
    /// no mask, and the item is drawn unclipped.
    @Test func anEmptyClipHidesTheItem() throws {
        let clip = DisplayList.Group(id: 1, effect: .clip(Path(), eoFill: false))
        let recording = lottieRecording(frames: 2) { _ in [DisplayList.Item(content: .color(.blue), frame: Self.square, groups: [clip])] }
        let layers = try ParsedLottie(recording.lottie()).layers
        #expect(layers.allSatisfy { !$0.masks.isEmpty }, "\(layers.count) layers drawn without a mask")
    }

    /// The masked items in one precomposition, the mask's items in another directly above it as
    /// its alpha matte (`td` on the matte, `tt` on the layer it mattes); items outside stay plain.
    @Test func aMaskIsAMattePrecompositionAboveTheMaskedOne() throws {
        let masked = DisplayList.Group(id: 7, effect: .mask), source = DisplayList.Group(id: 7, effect: .maskSource)
        var recording = lottieRecording(frames: 3) { _ in [
            DisplayList.Item(content: .color(.gray), frame: Self.square, viewID: 1),
            DisplayList.Item(content: .color(.blue), frame: Self.square, groups: [masked], viewID: 2),
            DisplayList.Item(content: .shape(.circle, fill: .black), frame: Self.square, groups: [source], viewID: 3),
        ] }
        recording.viewLabels = [1: "background", 2: "content", 3: "mask shape"]
        let document = try ParsedLottie(recording.lottie())
        let layers = document.layers
        try #require(layers.count == 3, "\(layers.map(\.name))")
        let matte = layers[0], content = layers[1]
        #expect(matte.type == 0 && matte.number("td") == 1 && matte.number("tt") == nil)
        #expect(content.type == 0 && content.number("tt") == 1 && content.number("td") == nil)
        #expect(layers[2].name == "background" && layers[2].type == 4)
        let matteID = try #require(matte.object["refId"] as? String), contentID = try #require(content.object["refId"] as? String)
        #expect(document.layers(ofAsset: matteID).map(\.name) == ["mask shape"])
        #expect(document.layers(ofAsset: contentID).map(\.name) == ["content"])
        #expect(document.layers(ofAsset: contentID).allSatisfy { $0.type == 4 })
        // The precompositions last the whole animation.
        #expect(matte.inPoint == 0 && matte.outPoint == 3 && content.inPoint == 0 && content.outPoint == 3)
    }

    /// An item that is masked only from frame 5 on (its mask appears then) is still the same
    /// item: it should be drawn in every frame, under the matte while the mask is there. Its
    /// track is read as unmasked from its first frame, so while masked it is not drawn at all.
    @Test func anItemMaskedPartWayIsDrawnThroughout() throws {
        let masked = DisplayList.Group(id: 7, effect: .mask), source = DisplayList.Group(id: 7, effect: .maskSource)
        var recording = lottieRecording(frames: 10) { k in
            k < 5 ? [DisplayList.Item(content: .color(.blue), frame: Self.square, viewID: 2)] : [
                DisplayList.Item(content: .color(.blue), frame: Self.square, groups: [masked], viewID: 2),
                DisplayList.Item(content: .shape(.circle, fill: .black), frame: Self.square, groups: [source], viewID: 3),
            ]
        }
        recording.viewLabels = [2: "content", 3: "mask shape"]
        let document = try ParsedLottie(recording.lottie())
        // Every layer named "content", at the top or inside a precomposition.
        let contentLayers = (document.layers + document.assets.compactMap { $0["id"] as? String }.flatMap(document.layers(ofAsset:)))
            .filter { $0.name == "content" }
        let shown = Set(contentLayers.flatMap { layer in Int(layer.inPoint ?? 0)..<Int(layer.outPoint ?? 0) })
        #expect(shown.isSuperset(of: 0..<5))
        #expect(shown.isSuperset(of: 5..<10), "content shown at frames \(shown.sorted())")
    }

    /// Filter Effects' hueRotate matrix (W3C Filter Effects 1, feColorMatrix): for angle θ, the
    /// rows are
    ///   [0.213 + 0.787c − 0.213s, 0.715 − 0.715c − 0.715s, 0.072 − 0.072c + 0.928s]
    ///   [0.213 − 0.213c + 0.143s, 0.715 + 0.285c + 0.140s, 0.072 − 0.072c − 0.283s]
    ///   [0.213 − 0.213c − 0.787s, 0.715 − 0.715c + 0.715s, 0.072 + 0.928c + 0.072s]
    /// with c = cos θ, s = sin θ; pure red (1, 0, 0) becomes the first column, clamped to 0…1.
    @Test(arguments: [0.0, 30, 90, 180, 270])
    func aHueRotationRecoloursTheFill(degrees: Double) throws {
        let c = cos(degrees * .pi / 180), s = sin(degrees * .pi / 180)
        let expected = [0.213 + 0.787 * c - 0.213 * s, 0.213 - 0.213 * c + 0.143 * s, 0.213 - 0.213 * c - 0.787 * s]
            .map { min(max($0, 0), 1) }
        let filter = DisplayList.Group(id: 1, effect: .filter(.hueRotation(.degrees(degrees))))
        let recording = lottieRecording(frames: 1) { _ in
            [DisplayList.Item(content: .color(Color(red: 1, green: 0, blue: 0)), frame: Self.square, groups: [filter])]
        }
        let animation = recording.lottie()
        let layer = try #require(try ParsedLottie(animation).layers.first)
        let fill = try #require(layer.paint("fl"))
        let colour = try ParsedProperty(fill["c"]).value(at: 0)
        #expect(colour.count == 4 && colour[3] == 1)
        for index in 0..<3 {
            #expect(abs(colour[index] - expected[index]) <= lottieRounding, "component \(index): \(colour) for \(expected)")
        }
        #expect(animation.approximations.isEmpty)
    }

    /// A blur and a shadow have no Lottie form every player draws: both listed, once per item; a
    /// blur of radius 0 draws nothing and is not listed.
    @Test func aBlurAndAShadowAreListedAsApproximations() throws {
        let blur = DisplayList.Group(id: 1, effect: .filter(.blur(radius: 4, opaque: false)))
        let noBlur = DisplayList.Group(id: 2, effect: .filter(.blur(radius: 0, opaque: false)))
        let recording = lottieRecording(frames: 2) { _ in [
            DisplayList.Item(content: .color(.blue), frame: Self.square, groups: [blur], viewID: 1),
            DisplayList.Item(content: .color(.red), frame: Self.square, shadow: DisplayList.Shadow(radius: 6), viewID: 2),
            DisplayList.Item(content: .color(.green), frame: Self.square, groups: [noBlur], viewID: 3),
        ] }
        let animation = recording.lottie()
        #expect(animation.approximations == [
            LottieAnimation.Approximation(feature: "blur", becomes: "left out: the items are drawn unfiltered", itemCount: 1),
            LottieAnimation.Approximation(feature: "shadow", becomes: "left out", itemCount: 1),
        ])
        // The items are still drawn, sharp.
        #expect(animation.layerCount == 3)
    }

    /// A NaN opacity: the SVG renderer draws the item at opacity 0 (`SVGFormat.fraction`), and
    /// ARCHITECTURE's "Bad input" table reads NaN opacity as 0. The Lottie writer reads it as 1.
    @Test func aNaNOpacityIsDrawnAsTheSVGRendererDrawsIt() throws {
        let recording = lottieRecording(frames: 2) { _ in [DisplayList.Item(content: .color(.blue), frame: Self.square, opacity: .nan)] }
        let layers = try ParsedLottie(recording.lottie()).layers
        let opacities = try layers.map { try $0.layerTransform("o").value(at: 0) }
        #expect(opacities.allSatisfy { $0 == [0] }, "opacities \(opacities)")
    }
}
