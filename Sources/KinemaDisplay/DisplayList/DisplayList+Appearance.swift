import Foundation

// The dark appearance, applied to what a view drew: every colour takes its dark value (see
// `Color.resolved(in:)`), and the default foreground — black text, `.secondary` grey — becomes
// the dark appearance's label colours. Applied per item of a node whose environment's colour
// scheme is dark; nothing is done in the light appearance, so light frames pay nothing.

extension ResolvedPaint {
    /// This paint in the dark appearance. `defaultForeground`: no foreground style is set, so a
    /// hierarchical level is the dark label colour of that level.
    package func inDarkAppearance(defaultForeground: Bool) -> ResolvedPaint {
        switch self {
        case let .foreground(level, opacity):
            guard defaultForeground else { return self }
            return Self.defaultForeground[min(max(level, 0), Self.levelOpacities.count - 1)]
                .opacity(opacity).inDarkAppearance(defaultForeground: false)
        case .tint(let opacity):
            return .color(Color.accentColor.resolved(in: .dark).opacity(opacity))
        default:
            return mappingColors { $0.resolved(in: .dark) }
        }
    }
}

extension DisplayList.Item {
    /// The item as drawn in the dark appearance: its content's colours, its shadow's and its
    /// foreground's dark values, the default foreground the dark label colour.
    package mutating func applyDarkAppearance() {
        let defaultForeground = foregroundColor == nil
        content = content.inDarkAppearance(defaultForeground: defaultForeground)
        applyDarkAppearanceToEffects()
    }

    /// The per-frame part of ``applyDarkAppearance()``: the foreground and the shadow, which a
    /// frame sets again from the effects around the item.
    package mutating func applyDarkAppearanceToEffects() {
        foregroundColor = (foregroundColor ?? .primary).resolved(in: .dark)
        if shadow != nil { shadow!.color = shadow!.color.resolved(in: .dark) }
    }
}

extension DisplayList.Content {
    package func inDarkAppearance(defaultForeground: Bool) -> DisplayList.Content {
        switch self {
        case .color(let color):
            return .color(color.resolved(in: .dark))
        case let .shape(shape, fill):
            return .shape(shape, fill: fill?.resolved(in: .dark))
        case .text(var layout):
            for index in layout.runs.indices {
                layout.runs[index].color = layout.runs[index].color?.resolved(in: .dark)
                layout.runs[index].paint = layout.runs[index].paint?.inDarkAppearance(defaultForeground: defaultForeground)
            }
            return .text(layout)
        case .image:
            return self
        case let .path(path, drawing):
            return .path(path, drawing.inDarkAppearance(defaultForeground: defaultForeground))
        }
    }
}

extension DisplayList.PathDrawing {
    package func inDarkAppearance(defaultForeground: Bool) -> DisplayList.PathDrawing {
        switch self {
        case let .fill(color, eoFill):
            return .fill(color?.resolved(in: .dark), eoFill: eoFill)
        case let .stroke(color, style):
            return .stroke(color?.resolved(in: .dark), style)
        case let .gradientFill(paint, eoFill):
            return .gradientFill(paint.inDarkAppearance(defaultForeground: defaultForeground), eoFill: eoFill)
        case let .gradientStroke(paint, style):
            return .gradientStroke(paint.inDarkAppearance(defaultForeground: defaultForeground), style)
        case .layers(let layers):
            return .layers(layers.map {
                DisplayList.PathLayer(path: $0.path, color: $0.color?.resolved(in: .dark), opacity: $0.opacity)
            })
        }
    }
}
