import Foundation

/// What a preview's view value says about how to show it: for each kind of preview modifier, the
/// one applied closest to the view (as an environment value nearest a view wins).
///
/// SwiftUI reads these through preferences; Kinema walks the value with `Mirror` instead (a view
/// value is a tree of plain stored properties: modified content, stacks' tuples, conditionals),
/// depth first, content before modifier, so a modifier applied inside another view's `body` is
/// not seen. The walk is bounded (depth 64,
/// 10,000 values), so a huge or self-referencing value costs little.
struct PreviewSettings {
    var displayName: String??
    var layout: PreviewLayout?

    init(of view: any View) {
        var budget = 10_000
        visit(view, depth: 0, budget: &budget)
    }

    private mutating func visit(_ value: Any, depth: Int, budget: inout Int) {
        guard depth < 64, budget > 0 else { return }
        budget -= 1
        if let modifier = value as? _PreviewSettingModifier {
            switch modifier.setting {
            case .displayName(let name): if displayName == nil { displayName = .some(name) }
            case .layout(let value): if layout == nil { layout = value }
            case .orientation, .device: break
            }
            return
        }
        for child in Mirror(reflecting: value).children {
            visit(child.value, depth: depth + 1, budget: &budget)
        }
    }
}
