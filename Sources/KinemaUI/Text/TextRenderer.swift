import Foundation

/// A value that can replace the default text view rendering behavior.
///
/// ```swift
/// struct WaveRenderer: TextRenderer {
///     var phase: Double
///     var animatableData: Double {
///         get { phase }
///         set { phase = newValue }
///     }
///
///     func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
///         for line in layout {
///             for run in line {
///                 for (index, glyph) in run.enumerated() {
///                     var copy = ctx
///                     copy.translateBy(x: 0, y: sin(phase + Double(index) * 0.5) * 4)
///                     copy.draw(glyph)
///                 }
///             }
///         }
///     }
/// }
///
/// Text("Hello, wave").textRenderer(WaveRenderer(phase: phase))
/// ```
///
/// The renderer draws the text it modifies into a graphics context, given the text's lines, runs
/// and glyphs (``Text/Layout``) laid out in the text's frame. It is `Animatable`: under an
/// animation its `animatableData` moves frame by frame and the text is drawn again each frame.
///
/// > Note: Kinema hands the renderer the layout of the one `Text` it is applied to (the last one
/// > below it when several are). `sizeThatFits(proposal:text:)` and `displayPadding` are
/// > accepted; the text keeps its own size.
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)

    /// Returns the size of the text in `proposal` (accepted: the text's own size is used).
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

    /// The amount of extra space to add around the text's bounds when drawing it (accepted).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        text.sizeThatFits(proposal)
    }

    /// No extra space.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A proxy for a text view that custom text renderers use.
public struct TextProxy {
    let layout: DisplayList.TextLayout

    /// The size the text takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal)
    }
}

extension Text {
    /// A value describing the layout and custom attributes of a tree of `Text` views: its lines,
    /// in order.
    ///
    /// ```swift
    /// for line in layout {
    ///     for run in line {
    ///         ctx.draw(run)
    ///     }
    /// }
    /// ```
    public struct Layout: RandomAccessCollection, Equatable {
        /// The lines, top to bottom.
        let lines: [Line]
        /// Whether the text was cut short (the last line ends with "…").
        public let isTruncated: Bool

        public var startIndex: Int { lines.startIndex }
        public var endIndex: Int { lines.endIndex }
        public subscript(index: Int) -> Line { lines[index] }

        /// The lines of `layout` placed in a frame `width` wide.
        init(_ layout: DisplayList.TextLayout, width: CGFloat) {
            isTruncated = layout.isTruncated
            var characterIndex = 0
            lines = layout.lines.map { line in
                let origin = CGPoint(x: layout.offset(of: line, in: width), y: line.y + line.baseline)
                let runs = line.fragments.map { fragment -> Run in
                    let style = layout.runs[fragment.run]
                    var offsets: [CGFloat] = []
                    var x = fragment.x
                    for character in fragment.string {
                        offsets.append(x)
                        x += style.advance(of: character)
                    }
                    offsets.append(x)
                    let run = Run(
                        style: style, characters: Array(fragment.string), offsets: offsets, lineOrigin: origin,
                        ascent: line.baseline, descent: line.height - line.baseline, firstCharacterIndex: characterIndex)
                    characterIndex += run.characters.count
                    return run
                }
                return Line(
                    runs: runs, origin: origin,
                    typographicBounds: TypographicBounds(
                        origin: origin, width: line.width, ascent: line.baseline, descent: line.height - line.baseline,
                        leading: 0))
            }
        }

        /// An index of a character in the text.
        public typealias CharacterIndex = Int

        /// The typographic bounds of an element in a text layout: an origin on the baseline, a
        /// width, and the ascent above and descent below the baseline.
        public struct TypographicBounds: Equatable, Sendable {
            /// The position of the left edge of the element's baseline, relative to the text view.
            public var origin: CGPoint
            /// The width of the element.
            public var width: CGFloat
            /// The ascent of the element.
            public var ascent: CGFloat
            /// The descent of the element.
            public var descent: CGFloat
            /// The leading of the element.
            public var leading: CGFloat

            /// Creates typographic bounds.
            public init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
                self.origin = origin
                self.width = width
                self.ascent = ascent
                self.descent = descent
                self.leading = leading
            }

            /// Returns a rectangle encapsulating the bounds.
            public var rect: CGRect {
                CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
            }
        }

        /// A single line in a text layout: a collection of runs of placed glyphs.
        public struct Line: RandomAccessCollection, Equatable {
            let runs: [Run]
            /// The origin of the line: the left end of its baseline, in the text's frame.
            public var origin: CGPoint
            /// The typographic bounds of the line.
            public let typographicBounds: TypographicBounds

            public var startIndex: Int { runs.startIndex }
            public var endIndex: Int { runs.endIndex }
            public subscript(index: Int) -> Run { runs[index] }
        }

        /// A run of placed glyphs in a text layout: its glyphs, one ``RunSlice`` each.
        public struct Run: RandomAccessCollection, Equatable {
            let style: DisplayList.TextRun
            let characters: [Character]
            /// Where each glyph starts along the line, and where the last one ends.
            let offsets: [CGFloat]
            let lineOrigin: CGPoint
            let ascent: CGFloat
            let descent: CGFloat
            let firstCharacterIndex: Int

            public var startIndex: Int { characters.startIndex }
            public var endIndex: Int { characters.endIndex }
            /// The glyph at `index`.
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }

            /// The layout direction of the text run (Kinema lays text out left to right).
            public var layoutDirection: LayoutDirection { .leftToRight }

            /// The array of character indices corresponding to the glyphs in `self`.
            public var characterIndices: [CharacterIndex] {
                Array(firstCharacterIndex..<(firstCharacterIndex + characters.count))
            }

            /// The typographic bounds of the run of glyphs.
            public var typographicBounds: TypographicBounds {
                bounds(of: startIndex..<endIndex)
            }

            /// The custom attribute of type `T` associated with the run of glyphs (Kinema keeps no
            /// custom attributes: `nil`).
            public subscript<T>(_ type: T.Type) -> T? { nil }

            func bounds(of range: Range<Int>) -> TypographicBounds {
                let start = offsets[range.lowerBound], end = offsets[range.upperBound]
                return TypographicBounds(
                    origin: CGPoint(x: lineOrigin.x + start, y: lineOrigin.y), width: end - start, ascent: ascent,
                    descent: descent, leading: 0)
            }

            /// The text of `range`, as one line in the run's style.
            func layout(of range: Range<Int>) -> DisplayList.TextLayout {
                var style = self.style
                style.string = String(characters[range])
                return DisplayList.TextLayout(runs: [style])
            }

            public static func == (lhs: Run, rhs: Run) -> Bool {
                lhs.style == rhs.style && lhs.characters == rhs.characters && lhs.offsets == rhs.offsets
                    && lhs.lineOrigin == rhs.lineOrigin
            }
        }

        /// A slice of a run of placed glyphs in a text layout.
        public struct RunSlice: RandomAccessCollection, Equatable {
            /// The run the slice is part of.
            public var run: Run
            /// The glyphs of the run in the slice.
            public var indices: Range<Int>

            /// A slice of `run`'s glyphs.
            public init(run: Run, indices: Range<Int>) {
                let lower = Swift.min(Swift.max(indices.lowerBound, 0), run.characters.count)
                let upper = Swift.min(Swift.max(indices.upperBound, lower), run.characters.count)
                self.run = run
                self.indices = lower..<upper
            }

            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            /// The glyph at `index`.
            public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }

            /// The array of character indices corresponding to the glyphs in `self`.
            public var characterIndices: [CharacterIndex] {
                indices.map { run.firstCharacterIndex + $0 }
            }

            /// The typographic bounds of the partial run of glyphs.
            public var typographicBounds: TypographicBounds {
                run.bounds(of: indices)
            }

            /// The custom attribute of type `T` associated with the run of glyphs (`nil` in Kinema).
            public subscript<T>(_ type: T.Type) -> T? { nil }
        }

        /// Options that affect the drawing of text (accepted).
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32

            public init(rawValue: UInt32) {
                self.rawValue = rawValue
            }

            /// If set, subpixel quantization requested by the text engine is disabled.
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1 << 0)
        }
    }
}

extension GraphicsContext {
    /// Draws `line` into the graphics context.
    ///
    /// ```swift
    /// for line in layout { ctx.draw(line) }
    /// ```
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws `run` into the graphics context.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text.Layout.RunSlice(run: run, indices: run.startIndex..<run.endIndex), options: options)
    }

    /// Draws `slice` into the graphics context: its glyphs, in its run's style, on the run's
    /// baseline.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        guard !slice.indices.isEmpty else { return }
        let layout = slice.run.layout(of: slice.indices)
        guard let line = layout.lines.first else { return }
        let bounds = slice.typographicBounds
        draw(layout, shading: .foreground, in: CGRect(
            x: bounds.origin.x, y: bounds.origin.y - line.baseline, width: layout.size.width, height: layout.size.height))
    }
}

/// Where a text below a ``View/textRenderer(_:)`` leaves its layout for the renderer.
final class TextLayoutSink: NodeState {
    var layout: DisplayList.TextLayout?
}

extension EnvironmentValues {
    /// The sink of the text renderer above, if any.
    var _textLayoutSink: TextLayoutSink? {
        get { self[TextLayoutSinkKey.self] }
        set { self[TextLayoutSinkKey.self] = newValue }
    }
}

private struct TextLayoutSinkKey: EnvironmentKey {
    static let defaultValue: TextLayoutSink? = nil
}

/// Draws the text below with a renderer; animates the renderer's data.
struct _TextRendererModifier<Renderer: TextRenderer>: ViewModifier, Animatable {
    nonisolated(unsafe) var renderer: Renderer
    @State private var sink = TextLayoutSink()

    nonisolated var animatableData: Renderer.AnimatableData {
        get { renderer.animatableData }
        set { renderer.animatableData = newValue }
    }

    func body(content: Content) -> some View {
        let sink = self.sink, renderer = self.renderer
        return content
            .environment(\._textLayoutSink, sink)
            .overlay {
                Canvas { context, size in
                    guard let text = sink.layout else { return }
                    let fitted = text.fitted(to: size)
                    renderer.draw(layout: Text.Layout(fitted, width: size.width), in: &context)
                }
            }
    }
}

extension View {
    /// Returns a new view such that any text views within it will use `renderer` to draw
    /// themselves.
    ///
    /// ```swift
    /// Text("Shimmer").textRenderer(ShimmerRenderer(progress: progress))
    /// ```
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        modifier(_TextRendererModifier(renderer: renderer))
    }
}
