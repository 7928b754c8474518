import Foundation

/// A host that can name the views behind its drawn items, for charts and value tables.
@MainActor
package protocol ViewLabelling {
    /// A short label for the view that drew the items with `viewID`, or `nil` when no view has it.
    func viewLabel(id viewID: Int) -> String?
}

extension ViewLabelling {
    /// Adds to `labels` the label of each view first drawn in `list` (an empty string where the
    /// host has none), asked while the view is there to ask about.
    package func noteLabels(of list: DisplayList, in labels: inout [Int: String]) {
        for item in list.items where labels[item.viewID] == nil {
            labels[item.viewID] = viewLabel(id: item.viewID) ?? ""
        }
    }
}

extension ViewHost: ViewLabelling {
    /// A short label for the view that drew the items with `viewID` (``DisplayList/Item/viewID``):
    /// the drawn view's type with the shape modifiers on it, and the nearest view of the app's
    /// own around it — `Circle.trim.stroke in Loader`, `Text “Hello” in Greeting`.
    ///
    /// Reads the nodes as they are (no pending change is flushed): it is asked about items of a
    /// display list already drawn, and asking must not change what the host shows next.
    package func viewLabel(id viewID: Int) -> String? {
        guard let node = engine.node(id: viewID) else { return nil }
        var label = ViewLabels.name(of: String(describing: Swift.type(of: node.view)))
        if let text = node.view as? Text {
            label += " “\(ViewLabels.shortened(text.segments.map(\.string).joined()))”"
        } else if let image = node.view as? Image {
            switch image.source {
            case .named(let name), .system(let name), .sized(let name, _): label += " “\(ViewLabels.shortened(name))”"
            }
        }
        var ancestor = node.parent
        while let current = ancestor {
            if case .primitive = current.kind {} else if let owner = ViewLabels.ownName(of: Swift.type(of: current.view)) {
                return "\(label) in \(owner)"
            }
            ancestor = current.parent
        }
        return label
    }
}

/// How a view's type reads in a label.
package enum ViewLabels {
    /// `_StrokedShape<_TrimmedShape<Circle>>` as `Circle.trim.stroke`: shape wrappers become the
    /// modifiers that made them, other generic types their outer name.
    static func name(of typeName: String) -> String {
        guard let open = typeName.firstIndex(of: "<"), typeName.hasSuffix(">") else { return plain(typeName) }
        let outer = plain(String(typeName[..<open]))
        let inner = String(typeName[typeName.index(after: open)..<typeName.index(before: typeName.endIndex)])
        let first = firstArgument(of: inner)
        switch outer {
        case "_StrokedShape", "StrokeShapeView": return name(of: first) + ".stroke"
        case "StrokeBorderShapeView": return name(of: first) + ".strokeBorder"
        case "_ShapeView", "FillShapeView": return name(of: first) + ".fill"
        case "_TrimmedShape": return name(of: first) + ".trim"
        case "OffsetShape": return name(of: first) + ".offset"
        case "RotatedShape": return name(of: first) + ".rotation"
        case "ScaledShape": return name(of: first) + ".scale"
        case "TransformedShape": return name(of: first) + ".transform"
        case "ModifiedContent": return name(of: first)
        default: return outer
        }
    }

    /// The first of comma-separated generic arguments (nested ones kept whole).
    private static func firstArgument(of arguments: String) -> String {
        var depth = 0
        for index in arguments.indices {
            switch arguments[index] {
            case "<": depth += 1
            case ">": depth -= 1
            case "," where depth == 0: return String(arguments[..<index]).trimmingCharacters(in: .whitespaces)
            default: break
            }
        }
        return arguments.trimmingCharacters(in: .whitespaces)
    }

    /// A type's own name without its module or enclosing context.
    private static func plain(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    /// The name of a view type the app declared (not Kinema's own), without generic arguments.
    static func ownName(of type: Any.Type) -> String? {
        let full = String(reflecting: type)
        for module in ["KinemaUI.", "KinemaDisplay.", "KinemaCore.", "Swift."] where full.hasPrefix(module) { return nil }
        let base = full.split(separator: "<").first.map(String.init) ?? full
        let name = plain(base)
        return name.isEmpty || name.hasPrefix("_") ? nil : name
    }

    /// A text's first line, at most 24 characters (the 24th an ellipsis), as labels quote it.
    package static func shortened(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > 24 ? line.prefix(23) + "…" : line
    }
}
