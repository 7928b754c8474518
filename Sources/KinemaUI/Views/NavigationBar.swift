import Foundation

// The navigation bar Kinema draws for the root of a navigation stack. SwiftUI collects the title
// and toolbar items of the view a stack shows through preferences; Kinema has none, so the
// outermost navigation modifier on the root (the first one met below the stack, with any
// navigation modifiers chained inside it) draws the bar above the view it modifies, and
// the ones inside it draw nothing. Around a `List` or `Form` the bar goes into the list, above its
// first section, on its background, as the large title sits in iOS.

/// What a navigation modifier contributes to the bar.
enum NavigationDecoration {
    case title(Text)
    case displayMode(NavigationBarItem.TitleDisplayMode)
    case items([ToolbarItemSpec])
    case barHidden(Bool)
}

/// The bar a navigation stack's root asks for.
struct NavigationBarModel {
    var title: Text?
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    var items: [ToolbarItemSpec] = []
    var isHidden = false

    mutating func apply(_ decoration: NavigationDecoration) {
        switch decoration {
        case .title(let text): title = text
        case .displayMode(let mode): displayMode = mode
        case .items(let new): items += new
        case .barHidden(let hidden): isHidden = hidden
        }
    }

    /// Whether the bar is drawn: for a title or a top item, when not hidden.
    var isVisible: Bool {
        !isHidden && (title != nil || items.contains { [.leading, .trailing, .principal].contains($0.placement.slot) })
    }

    /// Whether the title is drawn large, below the bar (a stack's root: automatic means large).
    var showsLargeTitle: Bool { title != nil && displayMode != .inline }

    func items(in slot: ToolbarItemPlacement.Slot) -> [AnyView] {
        items.filter { $0.placement.slot == slot }.map(\.view)
    }
}

/// Contributes to the navigation bar of the stack it is in; the outermost one draws it.
struct _NavigationDecorationModifier: ViewModifier, PrimitiveModifier {
    let decoration: NavigationDecoration

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        guard context.environment.navigationBarPending else {
            return context.updateChild(of: node, with: content)
        }
        var environment = context.environment
        environment.navigationBarPending = false
        guard context.isNewValue else {
            context.environment = environment
            return context.revisitChildren(of: node)
        }
        var model = NavigationBarModel()
        model.apply(decoration)
        (content as? any NavigationDecorationCarrying)?.collectNavigation(into: &model)
        let bar: AnyView? = model.isVisible ? AnyView(_NavigationBar(model: model)) : nil
        let bottom = model.isHidden ? [] : model.items(in: .bottom)
        if NavigationChain.leadsToList(content) {
            environment.listNavigationHeader = bar
            context.environment = environment
            context.updateChildren(of: node, with: [_NavigationLayout(bar: nil, content: content, bottom: bottom)])
        } else {
            context.environment = environment
            context.updateChildren(of: node, with: [_NavigationLayout(bar: bar, content: content, bottom: bottom)])
        }
    }
}

/// A modified view, looked through for the navigation modifiers chained inside the outermost.
@MainActor
protocol NavigationDecorationCarrying {
    func collectNavigation(into model: inout NavigationBarModel)
}

extension ModifiedContent: NavigationDecorationCarrying where Content: View, Modifier: ViewModifier {
    func collectNavigation(into model: inout NavigationBarModel) {
        // Outermost first: a title set closer to the view wins, as an environment value would.
        if let decoration = modifier as? _NavigationDecorationModifier { model.apply(decoration.decoration) }
        (content as? any NavigationDecorationCarrying)?.collectNavigation(into: &model)
    }
}

/// Marks the views that show a navigation bar inside their scrolling content.
@MainActor
protocol NavigationBarHosting {}

extension List: NavigationBarHosting {}
extension Form: NavigationBarHosting {}

@MainActor
enum NavigationChain {
    /// Whether `view`, through the modifiers applied to it, is a list or form.
    static func leadsToList(_ view: any View) -> Bool {
        var current = view
        for _ in 0..<256 {
            if current is any NavigationBarHosting { return true }
            guard let link = current as? any ModifierChainLink else { return false }
            current = link.modifiedView
        }
        return false
    }
}

/// A modified view's content, for walks down a chain of modifiers.
@MainActor
protocol ModifierChainLink {
    var modifiedView: any View { get }
}

extension ModifiedContent: ModifierChainLink where Content: View, Modifier: ViewModifier {
    var modifiedView: any View { content }
}

/// The root of a navigation stack with its bars: the navigation bar on top, the content filling
/// the rest (as the safe area below the bar in SwiftUI), a bottom bar below.
struct _NavigationLayout: View, PrimitiveView {
    let bar: AnyView?
    let content: any View
    let bottom: [AnyView]

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .stack(.vertical, spacing: 0, alignment: .center)
        guard context.isNewValue else { return context.revisitChildren(of: node) }
        var views: [any View] = []
        var identities: [AnyHashable] = []
        if let bar {
            views.append(bar)
            identities.append("bar")
        }
        views.append(Self.filling(content))
        identities.append("content")
        if !bottom.isEmpty {
            views.append(_ToolbarRow(items: bottom))
            identities.append("bottom")
        }
        context.reconcileChildren(of: node, with: views, identities: identities)
    }

    /// `view` in a frame that takes the space it is offered, centring it.
    static func filling(_ view: any View) -> any View {
        func fill<V: View>(_ view: V) -> any View {
            view.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        return fill(view)
    }
}

/// iOS's navigation bar: a 44-point row with the leading and trailing items and the inline title
/// (or the principal item) in the middle, and the large title below it.
struct _NavigationBar: View {
    let model: NavigationBarModel

    var body: some View {
        let principal = model.items(in: .principal)
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                if let first = principal.first {
                    first
                } else if !model.showsLargeTitle, let title = model.title {
                    title.font(.headline).lineLimit(1)
                }
                HStack(spacing: 16) {
                    ForEach(Array(model.items(in: .leading).enumerated()), id: \.offset) { $0.element }
                    Spacer(minLength: 0)
                    ForEach(Array(model.items(in: .trailing).enumerated()), id: \.offset) { $0.element }
                }
                .padding(.horizontal, 16)
            }
            .frame(maxWidth: .infinity)
            .frame(height: 44)
            if model.showsLargeTitle, let title = model.title {
                title
                    .font(.largeTitle.bold())
                    .lineLimit(1)
                    .padding(.horizontal, 16)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .frame(height: 52)
            }
        }
    }
}

/// A bottom toolbar: its items spread across a 44-point row.
struct _ToolbarRow: View {
    let items: [AnyView]

    var body: some View {
        HStack(spacing: 16) {
            ForEach(Array(items.enumerated()), id: \.offset) { $0.element }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity)
        .frame(height: 44)
    }
}

extension EnvironmentValues {
    /// Whether a navigation stack above still waits for its root's bar to be drawn.
    var navigationBarPending: Bool {
        get { self[NavigationBarPendingKey.self] }
        set { self[NavigationBarPendingKey.self] = newValue }
    }
}

private struct NavigationBarPendingKey: EnvironmentKey {
    static let defaultValue = false
}
