import Foundation

// What a view says about the device around it: safe areas, the status bar, system overlays. A
// Kinema host is a bare canvas — no status bar, no home indicator, no keyboard, a safe area of
// zero on every edge — so these are accepted and change nothing that is drawn.

/// A set of symbolic safe area regions.
///
/// ```swift
/// Color.indigo.ignoresSafeArea(.container, edges: .top)
/// ```
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The safe area defined by the device and containers within the user interface, including
    /// elements such as top and bottom bars.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area matching the current extent of any software keyboard displayed over the view
    /// content.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Expands the safe area of a view.
    ///
    /// ```swift
    /// ZStack {
    ///     Color.black.ignoresSafeArea()
    ///     Text("Full bleed").foregroundStyle(.white)
    /// }
    /// ```
    ///
    /// > Note: A Kinema host has no safe area insets (no status bar, home indicator or keyboard),
    /// > so the view already reaches the host's edges: the modifier changes nothing.
    ///
    /// - Parameters:
    ///   - regions: The regions to expand the view's safe area into (all by default).
    ///   - edges: The set of edges to expand (all by default).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas.
    ///
    /// ```swift
    /// Color.blue.edgesIgnoringSafeArea(.all)
    /// ```
    ///
    /// > Note: SwiftUI prefers ``View/ignoresSafeArea(_:edges:)`` now; like it, this changes
    /// > nothing in a Kinema host, which has no safe area insets.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }

    /// Sets the visibility of the status bar.
    ///
    /// ```swift
    /// PlayerView().statusBarHidden()
    /// ```
    ///
    /// > Note: Accepted; a Kinema host draws no status bar.
    ///
    /// - Parameter hidden: A Boolean value that indicates whether to hide the status bar (`true`
    ///   by default).
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        self
    }

    /// Sets the visibility of the status bar (the older spelling).
    ///
    /// ```swift
    /// PlayerView().statusBar(hidden: true)
    /// ```
    ///
    /// > Note: Accepted; a Kinema host draws no status bar.
    public func statusBar(hidden: Bool) -> some View {
        self
    }

    /// Sets the preferred visibility of the non-transient system views overlaying the app (the
    /// home indicator, for instance).
    ///
    /// ```swift
    /// GameView().persistentSystemOverlays(.hidden)
    /// ```
    ///
    /// > Note: Accepted; a Kinema host draws no system overlays.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        self
    }

    /// Hides this view unconditionally: it keeps its place in the layout, is not drawn, and takes
    /// no taps.
    ///
    /// ```swift
    /// HStack {
    ///     Image(systemName: "a.circle.fill")
    ///     Image(systemName: "b.circle.fill").hidden()
    /// }
    /// ```
    public func hidden() -> some View {
        // Fully transparent items are skipped by hit testing, as hidden views are in SwiftUI.
        opacity(0)
    }

    /// Shows the specified content beside the modified view, insetting the view's safe area on
    /// that edge by the content's height.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .safeAreaInset(edge: .bottom) {
    ///         Button("Add") { add() }.padding()
    ///     }
    /// ```
    ///
    /// > Note: Kinema has no safe area: the view and the content are stacked, the content at the
    /// > edge, offered the full width and aligned by `alignment`, the view taking the rest. (In
    /// > SwiftUI a scroll view would extend under the content.)
    ///
    /// - Parameters:
    ///   - edge: The vertical edge of the view to inset by the height of `content`.
    ///   - alignment: The alignment guide used to position `content` horizontally.
    ///   - spacing: Extra distance placed between the two views (none when `nil`; NaN and
    ///     infinities read as none).
    ///   - content: A view builder function providing the view to display in the inset space.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let gap = spacing.flatMap { $0.isFinite ? $0 : nil } ?? 0
        let inset = content()
        return VStack(alignment: alignment, spacing: gap) {
            if edge == .top { inset }
            self.frame(maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Shows the specified content beside the modified view, insetting the view's safe area on
    /// that edge by the content's width (stacked, as the vertical form).
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let gap = spacing.flatMap { $0.isFinite ? $0 : nil } ?? 0
        let inset = content()
        return HStack(alignment: alignment, spacing: gap) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity)
            if edge == .trailing { inset }
        }
    }
}
