import Foundation

extension View {
    /// Scales images within the view according to one of the relative sizes available including
    /// small, medium, and large images sizes.
    ///
    /// ```swift
    /// HStack {
    ///     Image(systemName: "heart.fill")
    ///         .imageScale(.large)
    ///     Text("Large")
    /// }
    /// ```
    ///
    /// Symbols below take 0.8, 1 or 1.3 times the font's point size (``Image/Scale``); the
    /// innermost scale wins. Registered images keep their natural size.
    ///
    /// - Parameter scale: One of the relative sizes provided by the image scale enumeration.
    public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(_TextEnvironmentModifier { $0.imageScale = scale })
    }

    /// Sets the rendering mode for symbol images within this view.
    ///
    /// ```swift
    /// VStack {
    ///     Image(systemName: "sun.max.fill")
    ///     Image(systemName: "cloud.fill")
    /// }
    /// .symbolRenderingMode(.multicolor)
    /// ```
    ///
    /// - Parameter mode: The symbol rendering mode to use. Accepted: Kinema's symbols are one
    ///   layer and draw as ``SymbolRenderingMode/monochrome`` does in every mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(_TextEnvironmentModifier { $0.symbolRenderingMode = mode })
    }
}
