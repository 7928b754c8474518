import Foundation
import KinemaDisplay

extension LottieWriter {
    /// The layers drawing `run`, frames in a row whose samples share one signature, bottom first:
    /// a shape layer, an image layer, and an image layer for each emoji of text.
    mutating func layers(_ label: String, _ run: [(frame: Int, sample: Sample)]) -> [LottieJSON] {
        guard let first = run.first?.sample else { return [] }
        var layers: [LottieJSON] = []
        if first.image != nil {
            layers.append(contentsOf: imageLayer(label, run).map { [$0] } ?? [])
        } else if !first.drawings.isEmpty {
            layers.append(contentsOf: layer(label, run).map { [$0] } ?? [])
        }
        for index in first.emoji.indices {
            // Each emoji as an image item of its own: its box placed as the text's frame is.
            let pictures = run.map { frame, sample -> (frame: Int, sample: Sample) in
                let (asset, box) = sample.emoji[index]
                var picture = sample
                picture.drawings = []
                picture.emoji = []
                // Only the box's size matters to the layer: its centre is the position.
                picture.image = (asset, box)
                let centre = CGPoint(x: box.midX, y: box.midY).applying(sample.placement)
                // Text drawn baked (sheared, in perspective) keeps its pictures' rotation and scale.
                if let parts = sample.transform?.parts ?? TransformParts(sample.placement, after: nil) {
                    picture.transform = (.zero, centre, parts)
                }
                return (frame, picture)
            }
            layers.append(contentsOf: imageLayer(label + " emoji", pictures).map { [$0] } ?? [])
        }
        return layers
    }

    /// A shape layer drawing `run`.
    private mutating func layer(_ label: String, _ run: [(frame: Int, sample: Sample)]) -> LottieJSON? {
        guard let first = run.first?.sample, let firstFrame = run.first?.frame, let lastFrame = run.last?.frame else {
            return nil
        }
        let frames = run.map(\.frame)
        var groups: [LottieJSON] = []
        // Lottie draws a group's first item on top; the item's first drawing is its bottom one.
        for index in first.drawings.indices.reversed() {
            var items: [LottieJSON] = first.drawings[index].subpaths.indices.map { subpath in
                .object([("ty", "sh"), ("nm", "path"), ("ks", path(frames, run.map { $0.sample.drawings[index].subpaths[subpath] }))])
            }
            items.append(paint(frames, run.map { $0.sample.drawings[index].paint }))
            items.append(Self.transform(position: nil, anchor: nil, scale: nil, rotation: nil))
            groups.append(.object([("ty", "gr"), ("nm", "drawing"), ("it", .array(items))]))
        }
        groups.append(transform(frames, run.map(\.sample)))

        let masks = self.masks(frames, run.map(\.sample.clips))
        let opacity = property(.scalar(frames: frames, run.map { $0.sample.opacity * 100 }, bound: Self.colorTolerance * 100))
        let layerTransform = LottieJSON.object([
            ("o", opacity),
            ("r", .object([("a", 0), ("k", 0)])),
            ("p", .object([("a", 0), ("k", .numbers([0, 0, 0]))])),
            ("a", .object([("a", 0), ("k", .numbers([0, 0, 0]))])),
            ("s", .object([("a", 0), ("k", .numbers([100, 100, 100]))])),
        ])
        let shapes = LottieJSON.array([.object([("ty", "gr"), ("nm", .string(label)), ("it", .array(groups))])])
        return layer(type: 4, label, transform: layerTransform, masks: masks, content: [("shapes", shapes)],
                     frames: firstFrame...lastFrame, blendMode: first.blendMode)
    }

    /// A layer's fields in Lottie's order.
    private mutating func layer(
        type: Int, _ label: String, transform: LottieJSON, masks: [LottieJSON], content: [(String, LottieJSON)],
        frames: ClosedRange<Int>, blendMode mode: BlendMode?
    ) -> LottieJSON {
        let index = nextLayerIndex
        nextLayerIndex += 1
        var fields: [(String, LottieJSON)] = [
            ("ddd", 0), ("ind", .number(Double(index))), ("ty", .number(Double(type))), ("nm", .string(label)), ("sr", 1),
            ("ks", transform), ("ao", 0),
        ]
        if !masks.isEmpty {
            fields.append(("hasMask", true))
            fields.append(("masksProperties", .array(masks)))
        }
        fields.append(contentsOf: content)
        fields.append(contentsOf: [
            ("ip", .number(Double(frames.lowerBound))), ("op", .number(Double(frames.upperBound + 1))), ("st", 0),
            ("bm", .number(Double(blendMode(mode)))),
        ])
        return .object(fields)
    }

    /// An image layer: the asset's pixels stretched over the item's frame, then moved by its
    /// transform, all in the layer's own transform.
    private mutating func imageLayer(_ label: String, _ run: [(frame: Int, sample: Sample)]) -> LottieJSON? {
        guard let first = run.first?.sample, let asset = first.image?.asset, let firstFrame = run.first?.frame,
              let lastFrame = run.last?.frame else { return nil }
        let frames = run.map(\.frame)
        let width = Double(asset.width), height = Double(asset.height)
        var positions: [[Double]] = [], scales: [[Double]] = [], angles: [Double] = [], clips: [[[LottieBezier]]] = []
        // A scale error of δ (per cent) moves a corner by δ / 100 times its distance from the
        // anchor in pixels; a rotation error of δ radians by δ times its drawn distance.
        let pixelReach = max(hypot(width, height) / 2, 1)
        var drawnReach = 1.0
        for (_, sample) in run {
            guard let transform = sample.transform, let frame = sample.image?.frame else { return nil }
            positions.append([Double(transform.position.x), Double(transform.position.y)])
            scales.append([transform.parts.x * Double(frame.width) / width * 100, transform.parts.y * Double(frame.height) / height * 100])
            angles.append(transform.parts.degrees)
            let scale = max(abs(transform.parts.x), abs(transform.parts.y))
            drawnReach = max(drawnReach, Double(hypot(frame.width, frame.height)) / 2 * scale)
            // Masks lie in the layer's pixels: the clips are taken back through the layer's map.
            let radians = transform.parts.degrees * .pi / 180
            let layerMap = CGAffineTransform(translationX: -CGFloat(width) / 2, y: -CGFloat(height) / 2)
                .concatenating(CGAffineTransform(scaleX: CGFloat(transform.parts.x) * frame.width / CGFloat(width),
                                                 y: CGFloat(transform.parts.y) * frame.height / CGFloat(height)))
                .concatenating(CGAffineTransform(rotationAngle: CGFloat(radians)))
                .concatenating(CGAffineTransform(translationX: transform.position.x, y: transform.position.y))
            let back = layerMap.inverted()
            clips.append(sample.clips.map { clip in clip.map { $0.mapped { $0.applying(back) } } })
        }
        let layerTransform = LottieJSON.object([
            ("o", property(.scalar(frames: frames, run.map { $0.sample.opacity * 100 }, bound: Self.colorTolerance * 100))),
            ("r", property(.scalar(frames: frames, angles, bound: tolerance / drawnReach * 180 / .pi))),
            ("p", property(LottieProperty(frames: frames, values: positions, bounds: [tolerance]))),
            ("a", .object([("a", 0), ("k", .numbers([width / 2, height / 2]))])),
            ("s", property(LottieProperty(frames: frames, values: scales, bounds: [tolerance / pixelReach * 100]))),
        ])
        return layer(type: 2, label, transform: layerTransform, masks: masks(frames, clips),
                     content: [("refId", .string(asset.id))], frames: firstFrame...lastFrame, blendMode: first.blendMode)
    }

    /// Layer masks for the clips at every frame: the outermost clip's subpaths added, each
    /// inner clip's intersected.
    private mutating func masks(_ frames: [Int], _ clips: [[[LottieBezier]]]) -> [LottieJSON] {
        guard let first = clips.first else { return [] }
        var masks: [LottieJSON] = []
        for clip in first.indices {
            if clip > 0, first[clip].count > 1 {
                approximate("clip of several subpaths inside another clip", becomes: "the intersection with each subpath")
            }
            for subpath in first[clip].indices {
                masks.append(.object([
                    ("inv", false), ("mode", clip == 0 ? "a" : "i"), ("nm", "clip"),
                    ("pt", path(frames, clips.map { $0[clip][subpath] })),
                    ("o", .object([("a", 0), ("k", 100)])), ("x", .object([("a", 0), ("k", 0)])),
                ]))
            }
        }
        return masks
    }

    /// A property's JSON, its keyframes counted.
    private mutating func property(_ property: LottieProperty) -> LottieJSON {
        let (json, keyframes) = property.json()
        keyframeCount += keyframes
        return json
    }

    /// A subpath at every frame, as a path property: interpolated while its points keep their
    /// number and closure, held across a change.
    private mutating func path(_ frames: [Int], _ beziers: [LottieBezier]) -> LottieJSON {
        let breaks = beziers.indices.map { index in
            index + 1 < beziers.count
                && (beziers[index].closed != beziers[index + 1].closed || beziers[index].vertices.count != beziers[index + 1].vertices.count)
        }
        let values = beziers.map { $0.numbers + [$0.closed ? 1 : 0] }
        return property(LottieProperty(frames: frames, values: values, bounds: [tolerance], breaks: breaks) { numbers in
            LottieBezier.json(Array(numbers.dropLast()), closed: numbers.last == 1)
        })
    }

    /// The group transform of the item: rotation and scales about the frame's centre, then
    /// moved to where the transform takes that centre; identity for baked drawings.
    private mutating func transform(_ frames: [Int], _ samples: [Sample]) -> LottieJSON {
        let transforms = samples.compactMap(\.transform)
        guard transforms.count == samples.count, let first = transforms.first else {
            return Self.transform(position: nil, anchor: nil, scale: nil, rotation: nil)
        }
        // How far the farthest point drawn lies from the anchor, before the scale: a scale error
        // of δ moves it by δ times that, and a rotation error of δ radians by δ times that times
        // the largest scale.
        var reach = 1.0
        for drawing in samples[0].drawings {
            for subpath in drawing.subpaths {
                for vertex in subpath.vertices {
                    reach = max(reach, Double(hypot(vertex.x - first.anchor.x, vertex.y - first.anchor.y)))
                }
            }
        }
        let largestScale = max(transforms.map { max(abs($0.parts.x), abs($0.parts.y)) }.max() ?? 1, 1e-6)
        let position = property(LottieProperty(frames: frames, values: transforms.map { [Double($0.position.x), Double($0.position.y)] },
                                               bounds: [tolerance]))
        let anchor = property(LottieProperty(frames: frames, values: transforms.map { [Double($0.anchor.x), Double($0.anchor.y)] },
                                             bounds: [tolerance]))
        let scale = property(LottieProperty(frames: frames, values: transforms.map { [$0.parts.x * 100, $0.parts.y * 100] },
                                            bounds: [tolerance / reach * 100]))
        let rotation = property(.scalar(frames: frames, transforms.map(\.parts.degrees),
                                        bound: tolerance / (reach * largestScale) * 180 / .pi))
        return Self.transform(position: position, anchor: anchor, scale: scale, rotation: rotation)
    }

    /// A group's `tr`; `nil` parts are the identity's.
    static func transform(position: LottieJSON?, anchor: LottieJSON?, scale: LottieJSON?, rotation: LottieJSON?) -> LottieJSON {
        func constant(_ value: LottieJSON) -> LottieJSON { .object([("a", 0), ("k", value)]) }
        return .object([
            ("ty", "tr"), ("nm", "transform"),
            ("p", position ?? constant(.numbers([0, 0]))),
            ("a", anchor ?? constant(.numbers([0, 0]))),
            ("s", scale ?? constant(.numbers([100, 100]))),
            ("r", rotation ?? constant(0)),
            ("o", constant(100)), ("sk", constant(0)), ("sa", constant(0)),
        ])
    }

    /// A paint at every frame (all of one signature) as a fill, stroke or gradient.
    private mutating func paint(_ frames: [Int], _ paints: [LottiePaint]) -> LottieJSON {
        var colors: [Color] = [], styles: [StrokeStyle] = [], gradients: [LottieGradient] = []
        var evenOdd = false
        for paint in paints {
            switch paint {
            case .fill(let color, let rule):
                colors.append(color)
                evenOdd = rule
            case .stroke(let color, let style):
                colors.append(color)
                styles.append(style)
            case .gradientFill(let gradient, let rule):
                gradients.append(gradient)
                evenOdd = rule
            case .gradientStroke(let gradient, let style):
                gradients.append(gradient)
                styles.append(style)
            }
        }
        var fields: [(String, LottieJSON)]
        if gradients.isEmpty {
            fields = [
                ("ty", styles.isEmpty ? "fl" : "st"), ("nm", styles.isEmpty ? "fill" : "stroke"),
                ("c", property(LottieProperty(frames: frames, values: colors.map { [Self.unit($0.red), Self.unit($0.green), Self.unit($0.blue), 1] },
                                              bounds: [Self.colorTolerance]))),
                ("o", property(.scalar(frames: frames, colors.map { Self.unit($0.opacity) * 100 }, bound: Self.colorTolerance * 100))),
            ]
        } else {
            let first = gradients[0]
            fields = [
                ("ty", styles.isEmpty ? "gf" : "gs"), ("nm", "gradient"),
                ("o", .object([("a", 0), ("k", 100)])),
                ("s", property(LottieProperty(frames: frames, values: gradients.map { [Double($0.start.x), Double($0.start.y)] }, bounds: [tolerance]))),
                ("e", property(LottieProperty(frames: frames, values: gradients.map { [Double($0.end.x), Double($0.end.y)] }, bounds: [tolerance]))),
                ("t", first.radial ? 2 : 1),
                ("g", .object([
                    ("p", .number(Double(first.stops.count))),
                    ("k", property(LottieProperty(frames: frames, values: gradients.map(Self.stopNumbers), bounds: [Self.colorTolerance]))),
                ])),
            ]
            if first.radial {
                fields.append(("h", .object([("a", 0), ("k", 0)])))
                fields.append(("a", .object([("a", 0), ("k", 0)])))
            }
        }
        if let style = styles.first {
            fields.append(("w", property(.scalar(frames: frames, styles.map { Double($0.lineWidth) }, bound: tolerance))))
            fields.append(("lc", .number(Double(style.lineCap.rawValue + 1))))
            fields.append(("lj", .number(Double(style.lineJoin.rawValue + 1))))
            fields.append(("ml", .number(Double(style.miterLimit))))
            if !style.dash.isEmpty {
                // SVG repeats an odd list to make it even; Lottie takes dash and gap pairs.
                let count = style.dash.count % 2 == 0 ? style.dash.count : style.dash.count * 2
                var dashes: [LottieJSON] = (0..<count).map { index in
                    let values = styles.map { Double($0.dash[index % $0.dash.count]) }
                    let isDash = index % 2 == 0
                    return .object([("n", isDash ? "d" : "g"), ("nm", isDash ? "dash" : "gap"),
                                    ("v", property(.scalar(frames: frames, values, bound: tolerance)))])
                }
                dashes.append(.object([("n", "o"), ("nm", "offset"),
                                       ("v", property(.scalar(frames: frames, styles.map { Double($0.dashPhase) }, bound: tolerance)))]))
                fields.append(("d", .array(dashes)))
            }
        } else {
            fields.append(("r", evenOdd ? 2 : 1))
        }
        return .object(fields)
    }

    /// A gradient's stops as Lottie lists them: offset and colour of each, then offset and
    /// opacity of each.
    private static func stopNumbers(_ gradient: LottieGradient) -> [Double] {
        var numbers: [Double] = []
        for stop in gradient.stops {
            numbers += [Double(stop.location), unit(stop.color.red), unit(stop.color.green), unit(stop.color.blue)]
        }
        for stop in gradient.stops {
            numbers += [Double(stop.location), unit(stop.color.opacity)]
        }
        return numbers
    }

    /// A component clamped to 0…1 (NaN reads as 0).
    static func unit(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }

    /// Lottie's number for a blend mode (`bm`); modes Lottie lacks draw normally.
    private mutating func blendMode(_ mode: BlendMode?) -> Int {
        switch mode {
        case nil, .normal: return 0
        case .multiply: return 1
        case .screen: return 2
        case .overlay: return 3
        case .darken: return 4
        case .lighten: return 5
        case .colorDodge: return 6
        case .colorBurn: return 7
        case .hardLight: return 8
        case .softLight: return 9
        case .difference: return 10
        case .exclusion: return 11
        case .hue: return 12
        case .saturation: return 13
        case .color: return 14
        case .luminosity: return 15
        case .some(let other):
            approximate("blend mode \(other)", becomes: "normal")
            return 0
        }
    }
}
