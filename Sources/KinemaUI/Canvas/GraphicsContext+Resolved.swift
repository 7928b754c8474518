import Foundation

extension GraphicsContext {
    /// A text view resolved to a particular environment: its fonts and styles fixed, ready to be
    /// measured and drawn.
    ///
    /// ```swift
    /// let label = context.resolve(Text("42").font(.title))
    /// let size = label.measure(in: CGSize(width: 200, height: 100))
    /// context.draw(label, at: CGPoint(x: 100, y: 50))
    /// ```
    ///
    /// Text is measured with DejaVu's metrics, as every `Text` in Kinema is.
    public struct ResolvedText {
        /// The text laid out at its ideal size (one line per paragraph).
        let layout: DisplayList.TextLayout

        /// The shading to fill uncolored text regions with (default ``Shading/foreground``).
        ///
        /// ```swift
        /// var label = context.resolve(Text("Hi"))
        /// label.shading = .color(.white)
        /// ```
        ///
        /// Text is drawn in one colour: a gradient draws as its first stop's colour.
        public var shading: Shading = .foreground

        /// Measures the size of the resolved text for a given area into which the text should be
        /// placed.
        ///
        /// ```swift
        /// let size = resolved.measure(in: CGSize(width: 80, height: .infinity))   // wraps at 80
        /// ```
        ///
        /// As a `Text` sizes itself for a proposal: its ideal size when it fits, otherwise
        /// wrapped to the width and cut to the height (at least one line). NaN and infinite
        /// lengths propose nothing; negative ones count as 0.
        public func measure(in size: CGSize) -> CGSize {
            layout.sizeThatFits(ProposedViewSize(width: size.width, height: size.height))
        }

        /// The distance from the top of the text to its first line's baseline, laid out in
        /// `size`.
        ///
        /// ```swift
        /// let baseline = resolved.firstBaseline(in: CGSize(width: 200, height: 100))
        /// ```
        public func firstBaseline(in size: CGSize) -> CGFloat {
            guard let line = layout.fitted(to: size).lines.first else { return 0 }
            return line.y + line.baseline
        }

        /// The distance from the top of the text to its last line's baseline, laid out in `size`.
        ///
        /// ```swift
        /// let baseline = resolved.lastBaseline(in: CGSize(width: 60, height: 200))
        /// ```
        public func lastBaseline(in size: CGSize) -> CGFloat {
            guard let line = layout.fitted(to: size).lines.last else { return 0 }
            return line.y + line.baseline
        }
    }

    /// An image resolved to a particular environment: its size known, ready to be drawn.
    ///
    /// ```swift
    /// let star = context.resolve(Image(systemName: "star.fill"))
    /// context.draw(star, at: CGPoint(x: size.width / 2, y: size.height / 2))
    /// ```
    ///
    /// Images are drawn as the `Image` view draws them: registered bytes, Kinema's own symbol
    /// artwork, or a labelled placeholder.
    public struct ResolvedImage {
        let leaf: ImageLeaf

        /// The size of the image, in points (a symbol's, for the font in effect).
        ///
        /// ```swift
        /// let width = context.resolve(Image("logo")).size.width
        /// ```
        public var size: CGSize { leaf.naturalSize }

        /// The distance from the top of the image to its baseline: its height (Kinema places
        /// every image's baseline at its bottom edge).
        public let baseline: CGFloat

        /// An optional shading to fill the image with: ``Shading/foreground`` for template
        /// images and symbols, `nil` otherwise.
        ///
        /// ```swift
        /// var heart = context.resolve(Image(systemName: "heart.fill"))
        /// heart.shading = .color(.red)
        /// ```
        public var shading: Shading?

        init(_ image: Image, in text: TextEnvironment) {
            leaf = ImageLeaf(image, in: text)
            baseline = leaf.naturalSize.height
            switch leaf.drawing {
            case .symbol: shading = .foreground
            case .image(let content): shading = content.isTemplate ? .foreground : nil
            }
        }
    }

    /// A static sequence of drawing operations that may be drawn multiple times: one of the
    /// canvas's symbol views, drawn once.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     if let mark = context.resolveSymbol(id: 0) {
    ///         context.draw(mark, at: CGPoint(x: size.width / 2, y: size.height / 2))
    ///     }
    /// } symbols: {
    ///     Image(systemName: "star.fill").foregroundStyle(.yellow).tag(0)
    /// }
    /// ```
    public struct ResolvedSymbol {
        /// The view's drawing, relative to its top-leading corner.
        let items: [DisplayList.Item]
        let storedSize: CGSize

        /// The dimensions of the resolved symbol: the view's ideal size.
        ///
        /// ```swift
        /// let width = context.resolveSymbol(id: "dot")?.size.width ?? 0
        /// ```
        public var size: CGSize { storedSize }

        init(items: [DisplayList.Item], size: CGSize) {
            self.items = items
            self.storedSize = size
        }
    }
}
