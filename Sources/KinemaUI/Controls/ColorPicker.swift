import Foundation

/// A control used to select a color from the system color picker UI.
///
/// ```swift
/// struct BrandColorRow: View {
///     @State private var brand = Color.orange
///     var body: some View {
///         ColorPicker("Brand colour", selection: $brand, supportsOpacity: false)
///     }
/// }
/// ```
///
/// Drawn as on iOS: the label at the leading edge and, at the trailing edge, a 28-point colour
/// well — a ring of the hue circle around the selected colour. The system's colour sheet is not
/// drawn; the binding is written only by code.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @Environment(\.labelsHidden) private var labelsHidden

    /// Creates an instance that selects a color.
    ///
    /// ```swift
    /// ColorPicker(selection: $tint) { Label("Tint", systemImage: "paintpalette") }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: A binding to the selected color.
    ///   - supportsOpacity: Whether the picker lets people choose an opacity (default `true`).
    ///   - label: A view that describes the use of the selected color.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The label, then the colour well.
    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            ColorWell(color: supportsOpacity ? selection.wrappedValue : Self.opaque(selection.wrappedValue))
        }
    }
}

extension ColorPicker {
    /// The colour without its opacity: a picker that does not support opacity shows it opaque.
    static func opaque(_ color: Color) -> Color {
        Color(red: color.red, green: color.green, blue: color.blue)
    }
}

/// iOS's colour well: a hue ring, a white gap, and the colour.
struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(
                AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
                lineWidth: 3)
            Circle().fill(Color.white).padding(3)
            Circle().fill(color).padding(5)
        }
        .frame(width: 28, height: 28)
    }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a localized title.
    ///
    /// ```swift
    /// ColorPicker("Background", selection: $background)
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker with a text label generated from a title string.
    ///
    /// ```swift
    /// ColorPicker(name, selection: $color)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
