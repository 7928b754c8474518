import Foundation

extension DisplayList {
    /// One of the DejaVu faces Kinema measures text with, and the SVG renderer names first.
    ///
    /// ```swift
    /// let face = DisplayList.FontFace.sansBold
    /// face.familyName   // "DejaVu Sans"
    /// face.weight       // 700
    /// ```
    ///
    /// The metrics come from the DejaVu fonts 2.37 (Bitstream Vera licence; DejaVu changes in the
    /// public domain), read by `Scripts/generate-font-metrics.py`.
    public enum FontFace: String, CaseIterable, Hashable, Sendable, Codable {
        /// DejaVu Sans (Book): the default, rounded and custom designs.
        case sans
        /// DejaVu Sans Bold.
        case sansBold
        /// DejaVu Sans Oblique.
        case sansOblique
        /// DejaVu Sans Bold Oblique.
        case sansBoldOblique
        /// DejaVu Sans ExtraLight: upright sans-serif text at `.light` and lighter.
        case sansExtraLight
        /// DejaVu Serif (Book): the serif design.
        case serif
        /// DejaVu Serif Bold.
        case serifBold
        /// DejaVu Serif Italic.
        case serifItalic
        /// DejaVu Serif Bold Italic.
        case serifBoldItalic
        /// DejaVu Sans Mono (Book): the monospaced design.
        case mono
        /// DejaVu Sans Mono Bold.
        case monoBold
        /// DejaVu Sans Mono Oblique.
        case monoOblique
        /// DejaVu Sans Mono Bold Oblique.
        case monoBoldOblique

        /// The font family's name, as fontconfig and CSS know it.
        public var familyName: String {
            switch self {
            case .sans, .sansBold, .sansOblique, .sansBoldOblique, .sansExtraLight: "DejaVu Sans"
            case .serif, .serifBold, .serifItalic, .serifBoldItalic: "DejaVu Serif"
            case .mono, .monoBold, .monoOblique, .monoBoldOblique: "DejaVu Sans Mono"
            }
        }

        /// The face's weight on the CSS scale: 200 (ExtraLight), 400 (Book) or 700 (Bold).
        public var weight: Int {
            switch self {
            case .sansExtraLight: 200
            case .sansBold, .sansBoldOblique, .serifBold, .serifBoldItalic, .monoBold, .monoBoldOblique: 700
            default: 400
            }
        }

        /// Whether the face slants (DejaVu's Oblique and Italic faces).
        public var isItalic: Bool {
            switch self {
            case .sansOblique, .sansBoldOblique, .serifItalic, .serifBoldItalic, .monoOblique, .monoBoldOblique: true
            default: false
            }
        }

        /// The face's metrics.
        package var metrics: FontFaceMetrics {
            FontMetricsTable.faces[tableIndex]
        }

        /// The face's place in the generated table (the order of the cases).
        private var tableIndex: Int {
            switch self {
            case .sans: 0
            case .sansBold: 1
            case .sansOblique: 2
            case .sansBoldOblique: 3
            case .sansExtraLight: 4
            case .serif: 5
            case .serifBold: 6
            case .serifItalic: 7
            case .serifBoldItalic: 8
            case .mono: 9
            case .monoBold: 10
            case .monoOblique: 11
            case .monoBoldOblique: 12
            }
        }

        /// The face for a design, a weight and a slant.
        static func matching(design: Font.Design, weight: Font.Weight, italic: Bool) -> FontFace {
            let bold = weight.value >= Font.Weight.semibold.value
            switch design {
            case .serif:
                return bold ? (italic ? .serifBoldItalic : .serifBold) : (italic ? .serifItalic : .serif)
            case .monospaced:
                return bold ? (italic ? .monoBoldOblique : .monoBold) : (italic ? .monoOblique : .mono)
            case .default, .rounded:
                if bold { return italic ? .sansBoldOblique : .sansBold }
                if italic { return .sansOblique }
                return weight.value <= Font.Weight.light.value ? .sansExtraLight : .sans
            }
        }
    }
}
