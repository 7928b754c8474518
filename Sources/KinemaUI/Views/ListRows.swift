import Foundation

/// A list's scrolling content: its rows, section headers and footers in a column, laid out as a
/// lazy stack without spacing (the gaps are views of their own).
struct _ListRows<Content: View>: View, PrimitiveView {
    let content: Content
    let style: ListStyleKind
    let metrics: ListMetrics
    /// A navigation header (the large title) the list shows above its first section.
    let header: AnyView?

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .lazyStack(.vertical, spacing: 0, alignment: .topLeading)
        // Below, a navigation header is drawn (here); a navigation link draws its chevron.
        var environment = context.environment
        environment.listNavigationHeader = nil
        environment.isInsideList = true
        context.environment = environment
        context.updateLazyChildren(of: node, rows: rows(of: ListContent.of(content)))
    }

    /// The column's rows, made as they are shown: per section a gap, the header, the rows, the
    /// footer; the navigation header first and a bottom margin last. Each is identified by its
    /// path; a `ForEach` element's row is found by the element's id too (`scrollTo(_:)`).
    private func rows(of list: ListContent) -> LazyRows {
        var rows = LazyRows()
        func append(_ view: any View, _ identity: [AnyHashable]) {
            rows.append(view, identity: AnyHashable(identity))
        }
        if let header { append(header, [AnyHashable("navigationHeader")]) }
        for (index, section) in list.sections.enumerated() {
            let gap = index == 0 ? metrics.firstSectionGap : metrics.sectionSpacing
            if gap > 0 { append(ListGap(height: gap), section.path + [AnyHashable("gap")]) }
            if let header = section.header {
                append(_ListSectionLabel(content: AnyView(erasing: header), kind: .header, style: style),
                       section.path + [AnyHashable("header")])
            }
            rows.append(LazyRows.Run(
                count: section.rowCount,
                view: { rowView(section.row(at: $0), at: $0, in: section) },
                identity: { AnyHashable(section.path(at: $0)) },
                index: { section.index(of: $0) }))
            if let footer = section.footer {
                append(_ListSectionLabel(content: AnyView(erasing: footer), kind: .footer, style: style),
                       section.path + [AnyHashable("footer")])
            }
        }
        if metrics.bottomMargin > 0 { append(ListGap(height: metrics.bottomMargin), [AnyHashable("end")]) }
        return rows
    }

    /// A row in its chrome, with the transition it carried applied to the whole row.
    private func rowView(_ row: ListContent.Row, at position: Int, in section: ListContent.Section) -> any View {
        let hoisted = (row.view as? any ListRowTraitCarrying)?.hoistingTransition()
        let spaced = metrics.rowSpacing > 0
        let isFirst = position == 0 || spaced
        let isLast = position == section.rowCount - 1 || spaced
        // The line below a row: hidden after the last row of a section, and when either row beside
        // it hides it.
        let separatorVisible = !isLast && row.traits.bottomSeparator != .hidden
            && section.row(at: position + 1).traits.topSeparator != .hidden
        let insets = row.traits.insets ?? style.rowInsets
        let radius = style.cornerRadius
        let chrome = ListRowChrome(
            insets: insets,
            minHeight: metrics.minRowHeight,
            background: row.traits.background,
            fill: style.rowBackground,
            topRadius: isFirst ? radius : 0,
            bottomRadius: isLast ? radius : 0,
            margin: style.sectionMargin,
            separator: separatorVisible ? row.traits.separatorTint ?? ListColors.separator : nil,
            separatorInset: insets.leading,
            badge: row.traits.badge,
            topSpacing: spaced && position > 0 ? metrics.rowSpacing : 0)
        let rowContent: any View = hoisted?.row ?? row.view
        let view = _ListRow(content: AnyView(erasing: rowContent), chrome: chrome)
        guard let transition = hoisted?.transition else { return view }
        return view.transition(transition)
    }
}

/// The numbers a list lays out with: its style's, adjusted by the list-wide modifiers.
struct ListMetrics: Equatable {
    var minRowHeight: CGFloat
    var rowSpacing: CGFloat
    var sectionSpacing: CGFloat
    var firstSectionGap: CGFloat
    var bottomMargin: CGFloat

    init(style: ListStyleKind, environment: EnvironmentValues) {
        let minHeight = environment.defaultMinListRowHeight
        minRowHeight = minHeight.isFinite ? max(minHeight, 0) : 44
        rowSpacing = environment.listRowSpacing ?? 0
        sectionSpacing = environment.listSectionSpacing ?? style.sectionSpacing
        firstSectionGap = style.isGrouped || style == .inset ? style.sectionSpacing : 0
        bottomMargin = style == .plain ? 0 : 20
    }
}

/// Empty space between a list's sections.
struct ListGap: View {
    let height: CGFloat

    var body: some View {
        Color.clear.frame(height: height)
    }
}

/// How a list row is drawn around its content.
struct ListRowChrome {
    var insets: EdgeInsets
    var minHeight: CGFloat
    /// The row's own background (`listRowBackground`), or `nil` for `fill`.
    var background: AnyView?
    var fill: Color
    var topRadius: CGFloat
    var bottomRadius: CGFloat
    /// The section's inset from the list's sides.
    var margin: CGFloat
    /// The separator below the row, if one is drawn.
    var separator: Color?
    var separatorInset: CGFloat
    var badge: Text?
    /// Space above the row (``View/listRowSpacing(_:)``).
    var topSpacing: CGFloat
}

/// A list row: its content inset, at least the minimum row height, leading-aligned, on its
/// background, with its separator below.
struct _ListRow: View {
    let content: AnyView
    let chrome: ListRowChrome

    var body: some View {
        let chrome = self.chrome
        let shape = UnevenRoundedRectangle(
            topLeadingRadius: chrome.topRadius, bottomLeadingRadius: chrome.bottomRadius,
            bottomTrailingRadius: chrome.bottomRadius, topTrailingRadius: chrome.topRadius)
        return HStack(spacing: 0) {
            content
            if let badge = chrome.badge {
                Spacer(minLength: 8)
                badge.foregroundStyle(.secondary)
            }
        }
        .padding(chrome.insets)
        .frame(maxWidth: .infinity, minHeight: chrome.minHeight, alignment: .leading)
        .background {
            if let background = chrome.background {
                background.clipShape(shape)
            } else {
                shape.fill(chrome.fill)
            }
        }
        .overlay(alignment: .bottom) {
            if let separator = chrome.separator {
                separator.frame(height: ListRowChrome.separatorThickness).padding(.leading, chrome.separatorInset)
            }
        }
        .padding(.horizontal, chrome.margin)
        .padding(.top, chrome.topSpacing)
    }
}

extension ListRowChrome {
    /// A hairline: one pixel on a 3× screen.
    static let separatorThickness: CGFloat = 1.0 / 3.0
}

/// A section's header or footer, as the list style sets it.
struct _ListSectionLabel: View {
    enum Kind { case header, footer }

    let content: AnyView
    let kind: Kind
    let style: ListStyleKind

    var body: some View {
        let side = style.sectionMargin + style.rowInsets.leading
        switch kind {
        case .header where style.isGrouped:
            // Grouped styles: small capitals in the secondary colour, just above the section.
            content
                .font(.footnote)
                .foregroundStyle(.secondary)
                .textCase(.uppercase)
                .padding(EdgeInsets(top: 0, leading: side, bottom: 6, trailing: side))
                .frame(maxWidth: .infinity, alignment: .leading)
        case .header:
            content
                .font(.headline)
                .padding(EdgeInsets(top: 6, leading: side, bottom: 6, trailing: side))
                .frame(maxWidth: .infinity, alignment: .leading)
        case .footer:
            content
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(EdgeInsets(top: 6, leading: side, bottom: 0, trailing: side))
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

extension EnvironmentValues {
    /// A navigation header for the list below to show above its first section (set by a
    /// navigation title around a list; cleared inside the list).
    var listNavigationHeader: AnyView? {
        get { self[ListNavigationHeaderKey.self] }
        set { self[ListNavigationHeaderKey.self] = newValue }
    }

    /// Whether the view is a row of a list (a navigation link then draws a chevron).
    var isInsideList: Bool {
        get { self[IsInsideListKey.self] }
        set { self[IsInsideListKey.self] = newValue }
    }
}

private struct ListNavigationHeaderKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

private struct IsInsideListKey: EnvironmentKey {
    static let defaultValue = false
}
