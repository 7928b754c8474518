import Foundation

/// A control for selecting from a set of mutually exclusive values.
///
/// ```swift
/// enum Tab: String, CaseIterable, Identifiable {
///     case photos, albums
///     var id: Self { self }
/// }
///
/// struct Library: View {
///     @State private var tab = Tab.photos
///     var body: some View {
///         VStack {
///             Picker("View", selection: $tab.animation(.smooth)) {
///                 ForEach(Tab.allCases) { Text($0.rawValue.capitalized).tag($0) }
///             }
///             .pickerStyle(.segmented)
///             if tab == .photos { PhotoGrid() } else { AlbumList() }
///         }
///     }
/// }
/// ```
///
/// Each option is a view of the content with a tag (``View/tag(_:includeOptional:)``, or the id of
/// the `ForEach` element that made it when it has none); choosing it writes its tag to the
/// selection, under the transaction current where the host is called. Options whose tag is not of
/// the selection's type cannot be chosen.
///
/// The ``View/pickerStyle(_:)`` above decides what is drawn (see ``PickerStyle``): the default on
/// iOS, and in Kinema, is ``PickerStyle/menu``. In a ``ViewHost``, ``ViewHost/tap(at:)`` on a
/// segment of a segmented picker, or on a row of a wheel or inline picker, selects its option; a
/// menu cannot be opened headlessly, so a tap on a menu picker does nothing. A picker without
/// options draws an empty control and selects nothing.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyleKind) private var style

    /// Creates a picker that displays a custom label.
    ///
    /// ```swift
    /// Picker(selection: $flavor) {
    ///     Text("Chocolate").tag(Flavor.chocolate)
    /// } label: {
    ///     Text("Flavor")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    ///   - label: A view that describes the purpose of selecting an option.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// Creates a picker that displays a custom label (the older spelling, with the label as a
    /// value).
    ///
    /// ```swift
    /// Picker(selection: $favoriteColor, label: Text("Color")) {
    ///     Text("Red").tag(0)
    ///     Text("Green").tag(1)
    /// }
    /// ```
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    /// The picker as its style draws it.
    public var body: some View {
        let options = PickerOptions.options(of: content)
        let selection = self.selection
        let current = selection.wrappedValue
        let selectedIndex = options.firstIndex { $0.value(as: SelectionValue.self) == current }
        // Choosing an option writes its tag, marked as the picker's own interaction.
        let choose: @MainActor (Int) -> Void = { index in
            guard options.indices.contains(index), let value = options[index].value(as: SelectionValue.self) else {
                return
            }
            withTransaction(\.isControlInteraction, true) { selection.wrappedValue = value }
        }
        let model = PickerModel(
            label: AnyView(label), options: options.map { AnyView($0.view) }, selectedIndex: selectedIndex,
            choose: choose)
        return PickerBody(model: model, style: style)
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    ///
    /// ```swift
    /// Picker("Flavor", selection: $selectedFlavor) {
    ///     Text("Chocolate").tag(Flavor.chocolate)
    ///     Text("Vanilla").tag(Flavor.vanilla)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key that describes the purpose of selecting an option.
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    ///
    /// ```swift
    /// Picker(title, selection: $choice) { ForEach(choices, id: \.self) { Text($0) } }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of selecting an option.
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == KinemaUI.Label<Text, Image> {
    /// Creates a picker that generates its label from a localized string key and system image.
    ///
    /// ```swift
    /// Picker("Sort", systemImage: "arrow.up", selection: $order) { … }
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { KinemaUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker that generates its label from a string and system image.
    ///
    /// ```swift
    /// Picker(title, systemImage: "star", selection: $rating) { … }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { KinemaUI.Label(title, systemImage: systemImage) }
    }
}

/// What a picker style draws from: the label, the options' views, which one is selected, and how
/// to choose one.
struct PickerModel {
    let label: AnyView
    let options: [AnyView]
    let selectedIndex: Int?
    let choose: @MainActor (Int) -> Void
}

/// Draws a picker in a style.
struct PickerBody: View {
    let model: PickerModel
    let style: PickerStyleKind
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.tintColor) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let tint = self.tint ?? .accentColor
        let picker: AnyView
        switch style {
        case .segmented:
            picker = AnyView(SegmentedPicker(model: model))
        case .wheel:
            picker = AnyView(RowsPicker(model: model, rowHeight: PickerRowMetrics.wheelRow, showsCheckmark: false, tint: tint))
        case .inline:
            picker = AnyView(RowsPicker(model: model, rowHeight: PickerRowMetrics.inlineRow, showsCheckmark: true, tint: tint))
        case .menu:
            picker = AnyView(MenuPicker(model: model, tint: tint, labelsHidden: labelsHidden))
        case .navigationLink:
            picker = AnyView(MenuPicker(model: model, tint: .secondary, labelsHidden: labelsHidden))
        }
        return picker.opacity(isEnabled ? 1 : 0.5)
    }
}

/// Row heights of the row-drawn styles: a wheel's rows (UIPickerView's 32-point rows) and an
/// inline list's (the 44-point rows of a list).
enum PickerRowMetrics {
    static let wheelRow: CGFloat = 32
    static let inlineRow: CGFloat = 44
}

/// UIKit's segmented control: equal segments on a rounded track, a white selection that slides
/// to the chosen segment (with the default animation when a tap chose it and nothing else
/// animates, as UIKit animates its own).
struct SegmentedPicker: View {
    let model: PickerModel

    var body: some View {
        let model = self.model
        return GeometryReader { proxy in
            SegmentedTrack(model: model, size: proxy.size)
        }
        .frame(height: ControlMetrics.segmentedHeight)
        .modifier(_ControlModifier(activate: { touch in
            guard !model.options.isEmpty else { return }
            let index = min(Int(touch.horizontalFraction * Double(model.options.count)), model.options.count - 1)
            model.choose(index)
        }))
    }
}

/// A segmented control laid out for a size.
struct SegmentedTrack: View {
    let model: PickerModel
    let size: CGSize

    var body: some View {
        let count = model.options.count
        let segment = count > 0 ? size.width / CGFloat(count) : 0
        let inset = ControlMetrics.segmentInset
        let index = model.selectedIndex ?? 0
        return ZStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: ControlMetrics.segmentedCornerRadius)
                .fill(ControlMetrics.tertiarySystemFill)
                .frame(width: size.width, height: size.height)
            RoundedRectangle(cornerRadius: ControlMetrics.segmentedCornerRadius - inset)
                .fill(Color.white)
                .shadow(color: ControlMetrics.knobShadow, radius: 4, x: 0, y: 2)
                .frame(width: max(segment - 2 * inset, 0), height: max(size.height - 2 * inset, 0))
                .offset(x: segment * CGFloat(index) + inset)
                .opacity(model.selectedIndex == nil ? 0 : 1)
            HStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    model.options[index]
                        .font(ControlMetrics.segmentFont)
                        .lineLimit(1)
                        .frame(width: segment, height: size.height)
                }
            }
        }
        .frame(width: size.width, height: size.height, alignment: .leading)
        .controlAnimation(.default, value: model.selectedIndex)
    }
}

/// The wheel and inline styles, drawn simply: the options in rows on white, the selected one
/// marked (a wheel's by a grey band, an inline list's by a checkmark in the tint).
struct RowsPicker: View {
    let model: PickerModel
    let rowHeight: CGFloat
    let showsCheckmark: Bool
    let tint: Color

    var body: some View {
        let model = self.model
        let rowHeight = self.rowHeight
        return VStack(spacing: 0) {
            ForEach(0..<model.options.count, id: \.self) { index in
                let selected = index == model.selectedIndex
                HStack {
                    model.options[index]
                    if showsCheckmark {
                        Spacer()
                        Image(systemName: "checkmark").foregroundStyle(tint).opacity(selected ? 1 : 0)
                    }
                }
                .padding(.horizontal, 16)
                .frame(maxWidth: .infinity, minHeight: rowHeight, maxHeight: rowHeight)
                // Rows are drawn on white, as a list's are, so a tap anywhere in a row lands on it.
                .background(RoundedRectangle(cornerRadius: 8)
                    .fill(!showsCheckmark && selected ? ControlMetrics.tertiarySystemFill : Color.white))
            }
        }
        .modifier(_ControlModifier(activate: { touch in
            guard rowHeight > 0, touch.location.y.isFinite, !model.options.isEmpty else { return }
            let row = Int((touch.location.y / rowHeight).rounded(.down))
            model.choose(min(max(row, 0), model.options.count - 1))
        }))
    }
}

/// The menu style: the selected option in the tint with a chevron, after the label. Not a
/// control: a menu cannot be opened headlessly.
struct MenuPicker: View {
    let model: PickerModel
    let tint: Color
    let labelsHidden: Bool

    var body: some View {
        let selection = HStack(spacing: 4) {
            if let index = model.selectedIndex { model.options[index] }
            Image(systemName: "chevron.down").imageScale(.small)
        }
        .foregroundStyle(tint)
        return HStack {
            if !labelsHidden {
                model.label
                Spacer()
            }
            selection
        }
    }
}
