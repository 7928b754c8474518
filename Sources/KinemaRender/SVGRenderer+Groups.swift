import Foundation
import KinemaDisplay

/// Rebuilds the nesting of a display list's groups while its items are written: where an item's
/// ``DisplayList/Item/groups`` start to differ from the previous item's, the groups that ended
/// are closed and the new ones opened, each as an SVG element.
///
/// - A clip is a `<clipPath>` written just before the `<g clip-path>` it serves (its path is in
///   host coordinates, as the items are).
/// - A mask's source items are written inside a `<mask>` whose content goes through a filter
///   that keeps only alpha (SwiftUI masks by alpha, SVG by luminance); the masked items are in a
///   `<g mask>` that refers to it.
/// - A filter is a `<filter>` over the whole canvas: blur as `feGaussianBlur` with a standard
///   deviation of half the radius, colour effects as `feColorMatrix`/`feComponentTransfer`.
/// - A blend mode is CSS `mix-blend-mode`; a compositing group is an isolated `<g>` with the
///   opacity applied to it as a whole.
struct SVGGroupWriter {
    let format: SVGFormat
    let canvas: CGSize
    /// The groups open now, outermost first.
    private var open: [DisplayList.Group] = []
    private var nextDefinition = 0
    /// Whether a mask was written: the document then needs the alpha filter in `<defs>`.
    private(set) var usesAlphaMask = false

    /// The id of the filter that turns a mask's content into white with its alpha.
    static let alphaMaskFilterID = "kinema-alpha-mask"

    init(format: SVGFormat, canvas: CGSize) {
        self.format = format
        self.canvas = canvas
    }

    /// Whether any group is open.
    var isOpen: Bool { !open.isEmpty }

    /// The tags that close and open groups so that the next item is drawn in `groups`.
    mutating func transition(to groups: [DisplayList.Group]) -> String {
        var common = 0
        while common < open.count, common < groups.count, open[common].isSameGroup(as: groups[common]) {
            common += 1
        }
        var text = ""
        while open.count > common {
            text += closing(open.removeLast())
        }
        for group in groups[common...] {
            text += opening(group)
            open.append(group)
        }
        return text
    }

    /// The tags that close every open group.
    mutating func finish() -> String {
        transition(to: [])
    }

    private mutating func definitionID(_ prefix: String) -> String {
        nextDefinition += 1
        return "\(prefix)-\(nextDefinition)"
    }

    private var canvasRegion: String {
        "x=\"0\" y=\"0\" width=\"\(format.number(canvas.width))\" height=\"\(format.number(canvas.height))\""
    }

    private mutating func opening(_ group: DisplayList.Group) -> String {
        switch group.effect {
        case .clip(let path, let eoFill):
            let id = definitionID("clip")
            let data = path.svgPathData { format.number($0) }
            let rule = eoFill ? " clip-rule=\"evenodd\"" : ""
            // An empty clip path hides everything, as an empty SwiftUI clip shape does.
            return "  <clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\"><path d=\"\(data)\"\(rule)/></clipPath>\n"
                + "  <g clip-path=\"url(#\(id))\">\n"
        case .mask:
            return "  <g mask=\"url(#mask-\(group.id))\">\n"
        case .maskSource:
            usesAlphaMask = true
            return "  <mask id=\"mask-\(group.id)\" maskUnits=\"userSpaceOnUse\" \(canvasRegion)>\n"
                + "  <g filter=\"url(#\(Self.alphaMaskFilterID))\">\n"
        case .filter(let filter):
            guard let primitives = Self.primitives(filter, format) else { return "  <g>\n" }
            let id = definitionID("effect")
            return "  <filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" \(canvasRegion) "
                + "color-interpolation-filters=\"sRGB\">\(primitives)</filter>\n"
                + "  <g filter=\"url(#\(id))\">\n"
        case .blendMode(let mode):
            guard let css = Self.css(mode) else { return "  <g>\n" }
            return "  <g style=\"mix-blend-mode:\(css)\">\n"
        case .compositing(let opacity):
            let fade = opacity < 1 ? " opacity=\"\(format.fraction(opacity))\"" : ""
            return "  <g style=\"isolation:isolate\"\(fade)>\n"
        }
    }

    private func closing(_ group: DisplayList.Group) -> String {
        if case .maskSource = group.effect { return "  </g>\n  </mask>\n" }
        return "  </g>\n"
    }

    /// The definition of the alpha-only filter masks use, for `<defs>`.
    var alphaMaskDefinition: String {
        "    <filter id=\"\(Self.alphaMaskFilterID)\" filterUnits=\"userSpaceOnUse\" \(canvasRegion) "
            + "color-interpolation-filters=\"sRGB\">"
            + "<feColorMatrix type=\"matrix\" values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/></filter>\n"
    }

    /// The filter primitives for `filter`, or `nil` when it changes nothing.
    static func primitives(_ filter: DisplayList.Filter, _ format: SVGFormat) -> String? {
        func value(_ x: Double) -> String { DecimalText.fixed(x, decimals: 4) }
        func linear(slope: Double, intercept: Double) -> String {
            let function = "type=\"linear\" slope=\"\(value(slope))\" intercept=\"\(value(intercept))\""
            return "<feComponentTransfer><feFuncR \(function)/><feFuncG \(function)/><feFuncB \(function)/></feComponentTransfer>"
        }
        func saturate(_ s: Double) -> String {
            // Filter Effects' saturate matrix written out, so amounts above 1 (more vivid) mean
            // the same in every viewer.
            let rows = [
                [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
                [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
                [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s],
            ]
            let values = rows.map { $0.map(value).joined(separator: " ") + " 0 0" }.joined(separator: " ")
            return "<feColorMatrix type=\"matrix\" values=\"\(values) 0 0 0 1 0\"/>"
        }
        switch filter {
        case .blur(let radius, let opaque):
            guard radius.isFinite, radius > 0 else { return nil }
            let edge = opaque ? " edgeMode=\"duplicate\"" : ""
            return "<feGaussianBlur stdDeviation=\"\(format.number(radius / 2))\"\(edge)/>"
        case .brightness(let amount):
            return amount == 0 ? nil : linear(slope: 1, intercept: amount)
        case .contrast(let amount):
            return amount == 1 ? nil : linear(slope: amount, intercept: 0.5 - 0.5 * amount)
        case .saturation(let amount):
            return amount == 1 ? nil : saturate(amount)
        case .grayscale(let amount):
            return amount == 0 ? nil : saturate(1 - amount)
        case .hueRotation(let angle):
            return "<feColorMatrix type=\"hueRotate\" values=\"\(value(angle.degrees))\"/>"
        case .colorMultiply(let color):
            let r = value(color.red), g = value(color.green), b = value(color.blue), a = value(color.opacity)
            return "<feColorMatrix type=\"matrix\" values=\"\(r) 0 0 0 0 0 \(g) 0 0 0 0 0 \(b) 0 0 0 0 0 \(a) 0\"/>"
        case .colorInvert:
            let table = "type=\"table\" tableValues=\"1 0\""
            return "<feComponentTransfer><feFuncR \(table)/><feFuncG \(table)/><feFuncB \(table)/></feComponentTransfer>"
        case .luminanceToAlpha:
            return "<feColorMatrix type=\"luminanceToAlpha\"/>"
        }
    }

    /// The CSS `mix-blend-mode` for `mode`, or `nil` for normal drawing (CSS has no Porter–Duff
    /// modes: those draw normally).
    static func css(_ mode: BlendMode) -> String? {
        switch mode {
        case .normal, .sourceAtop, .destinationOver, .destinationOut, .plusDarker: nil
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        }
    }
}
