import Foundation

// The initialisers that look a name up: the image registry, then the asset catalogues.
extension Image {
    /// Creates a labeled image that you can use as content for controls.
    ///
    /// ```swift
    /// ImageRegistry.register(png: pngData, named: "cat")
    /// Image("cat")   // the registered PNG at its natural size
    /// ```
    ///
    /// A name registered with the ``ImageRegistry`` wins; otherwise the image set of that name in
    /// `bundle`'s asset catalogues (see ``AssetCatalogs``) is registered and drawn; otherwise a
    /// symbol set of that name draws as a symbol (sized by the font, in the foreground style).
    ///
    /// - Parameters:
    ///   - name: The image's name. A name found nowhere has ``defaultSize``, draws as a labelled
    ///     placeholder and prints one line naming it, once.
    ///   - bundle: The bundle whose asset catalogues are searched; `nil` for the main bundle and
    ///     the resource bundles beside the program.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name))
        switch AssetLibrary.shared.registerImage(named: name, in: bundle) {
        case .found(let isTemplate):
            catalogPrefersTemplate = isTemplate
        case .missing:
            if let key = AssetLibrary.shared.registerSymbol(named: name, in: bundle) {
                source = .system(key)
            } else {
                AssetLibrary.shared.warnMissing("image", named: name, fallback: "drawing a placeholder")
            }
        }
    }

    /// Creates a labeled image that you can use as content for controls, with the specified
    /// label.
    ///
    /// ```swift
    /// Image("play-button", label: Text("Play"))
    /// ```
    ///
    /// - Parameters:
    ///   - name: The image's name, as for ``init(_:bundle:)``.
    ///   - bundle: The bundle whose asset catalogues are searched; `nil` for the main bundle.
    ///   - label: The accessibility label; Kinema draws no label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// Creates an unlabeled, decorative image.
    ///
    /// ```swift
    /// Image(decorative: "confetti")
    /// ```
    ///
    /// - Parameters:
    ///   - name: The image's name, as for ``init(_:bundle:)``.
    ///   - bundle: The bundle whose asset catalogues are searched; `nil` for the main bundle.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }
}
