import Foundation
import Kinema
import Testing

// Layout, checked against SwiftUI's layout protocol (a parent proposes a size, the child chooses its
// own, the parent places it) and Kinema's documented simplifications (Layout.swift, Text.swift,
// Image.swift): stack spacing 8 by default (text in a column asks for its own, below), `padding()` 16,
// text in the body style (17 points on
// 22-point lines, HIG) as wide as its DejaVu Sans advances (Text/DejaVuReference.swift),
// `Image(_:)` 100 × 100 when nothing is registered, `Image(systemName:)` for a name without artwork
// a square of the font's point size, colours and shapes take what they are offered, stacks share the
// space left by their fixed children among the flexible ones, the root is centred in the host.
// Expected frames are written as the arithmetic that gives them.

/// The width of a line of body text: Σ DejaVu Sans advance × 17 ÷ 2048.
private func textWidth(_ text: String) -> CGFloat {
    DejaVuReference.width(text)
}

/// The body style's line height (Apple's HIG, default Dynamic Type size).
private let lineHeight: CGFloat = 22

// SwiftUI's spacing beside text in a column, from its font (DejaVu Sans at 17 points, one-point
// pixels): r is a tenth of ascender + descender rounded up to a pixel; a view above text is
// descender + r away, one below it the larger of ascender + descender + r − cap height and
// descender + r. (docs/research/layout.md §2 and §9.)
private let fontUnit: CGFloat = 17 / 2048
private let room = ((1901 + 483) * fontUnit / 10).rounded(.up)
private let spacingAboveText = 483 * fontUnit + room
private let spacingBelowText = max((1901 + 483 - 1493) * fontUnit + room, 483 * fontUnit + room)

/// Two squares side by side: a custom view whose body is two views.
private struct TwoSquares: View {
    var body: some View {
        Color.red.frame(width: 30, height: 30)
        Color.blue.frame(width: 30, height: 30)
    }
}

@MainActor
private func frames<Root: View>(_ host: ViewHost<Root>) -> [CGRect] {
    host.displayList.items.map(\.frame)
}

@MainActor
private func expectFrames<Root: View>(
    _ host: ViewHost<Root>, _ expected: [CGRect], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = frames(host)
    let matches = actual.count == expected.count && zip(actual, expected).allSatisfy { Fidelity.close($0, $1) }
    #expect(matches, "\(comment?.rawValue ?? "")\n  actual   \(actual)\n  expected \(expected)",
            sourceLocation: sourceLocation)
}

/// `count` squares of `side` in a row `spacing` apart, centred in the 400 × 400 host.
private func row(_ count: Int, side: Double = 30, spacing: Double = 8) -> [CGRect] {
    let width = Double(count) * side + Double(count - 1) * spacing
    let x0 = 200 - width / 2
    return (0..<count).map { CGRect(x: x0 + Double($0) * (side + spacing), y: 200 - side / 2, width: side, height: side) }
}

@MainActor
private func square(_ color: Color) -> some View {
    color.frame(width: 30, height: 30)
}

@MainActor
@Suite("Fidelity: layout")
struct LayoutTests {
    // MARK: Stack spacing

    @Test func hStackSpacingDefaultsToEight() {
        let host = ViewHost(HStack { square(.red); square(.blue); square(.green) })
        expectFrames(host, row(3))
    }

    @Test(arguments: [0.0, 3, 20])
    func hStackCustomSpacing(spacing: Double) {
        let host = ViewHost(HStack(spacing: spacing) { square(.red); square(.blue); square(.green) })
        expectFrames(host, row(3, spacing: spacing))
    }

    @Test func vStackSpacingDefaultsToEight() {
        let host = ViewHost(VStack { Image("a"); Image("b") })
        // 100 + 8 + 100 = 208 high, centred: y = 200 − 104.
        expectFrames(host, [CGRect(x: 150, y: 96, width: 100, height: 100), CGRect(x: 150, y: 204, width: 100, height: 100)])
    }

    @Test func vStackCustomSpacingWithSmallImages() {
        let icon = CGSize(width: 20, height: 20)
        let host = ViewHost(VStack(spacing: 2) { Image("star", size: icon); Image("heart", size: icon) })
        // 20 + 2 + 20 = 42 high: y = 179 and 201; x = 200 − 10.
        expectFrames(host, [CGRect(x: 190, y: 179, width: 20, height: 20), CGRect(x: 190, y: 201, width: 20, height: 20)])
    }

    /// SwiftUI honours a negative spacing: the views overlap (a common way to stack avatars).
    @Test func negativeSpacingOverlapsTheViews() {
        expectFrames(ViewHost(HStack(spacing: -5) { square(.red); square(.blue) }), row(2, spacing: -5))
    }

    // MARK: ZStack

    @Test func zStackCentresEveryChildAndSizesToTheLargest() {
        let host = ViewHost(HStack {
            ZStack {
                Image("a")
                Image("b", size: CGSize(width: 20, height: 20))
            }
            Text("A")
        })
        // The ZStack is 100 × 100; the row is 100 + 8 + width("A") wide.
        let x0 = 200 - (100 + 8 + textWidth("A")) / 2
        expectFrames(host, [
            CGRect(x: x0, y: 150, width: 100, height: 100),
            CGRect(x: x0 + 40, y: 190, width: 20, height: 20),
            CGRect(x: x0 + 108, y: 200 - lineHeight / 2, width: textWidth("A"), height: lineHeight),
        ])
    }

    // MARK: frame

    @Test func frameCentresItsContent() {
        let host = ViewHost(HStack {
            Text("Hi").frame(width: 100, height: 50)
            square(.red)
        })
        // 100 + 8 + 30 = 138 wide: the frame spans 131…231, the text is centred in it.
        expectFrames(host, [
            CGRect(x: 181 - textWidth("Hi") / 2, y: 200 - lineHeight / 2, width: textWidth("Hi"), height: lineHeight),
            CGRect(x: 239, y: 185, width: 30, height: 30),
        ])
    }

    /// An image is not resizable: a smaller frame does not shrink it, it overflows, centred; the
    /// frame still takes only 50 points in the row.
    @Test func aFixedSizeImageOverflowsASmallerFrame() {
        let host = ViewHost(HStack {
            Image("a").frame(width: 50, height: 50)
            square(.red)
        })
        // 50 + 8 + 30 = 88 wide: the frame spans 156…206 (centre 181).
        expectFrames(host, [CGRect(x: 131, y: 150, width: 100, height: 100), CGRect(x: 214, y: 185, width: 30, height: 30)])
    }

    @Test func frameWithOneDimensionTakesTheChildsOtherDimension() {
        let host = ViewHost(HStack(spacing: 0) {
            Text("Hi").frame(width: 100)
            square(.red)
        })
        // 100 + 30 = 130 wide: x0 = 135, the text centred in 135…235.
        expectFrames(host, [
            CGRect(x: 185 - textWidth("Hi") / 2, y: 200 - lineHeight / 2, width: textWidth("Hi"), height: lineHeight),
            CGRect(x: 235, y: 185, width: 30, height: 30),
        ])
        // A colour with only a height takes the offered width.
        expectFrames(ViewHost(Color.red.frame(height: 30)), [CGRect(x: 0, y: 185, width: 400, height: 30)])
    }

    // MARK: padding

    @Test func paddingDefaultsToSixteenOnEachEdge() {
        let host = ViewHost(HStack(spacing: 0) {
            Text("Hi").padding()
            square(.red)
        })
        // (width("Hi") + 32) + 30 wide.
        let x0 = 200 - (textWidth("Hi") + 32 + 30) / 2
        expectFrames(host, [
            CGRect(x: x0 + 16, y: 200 - lineHeight / 2, width: textWidth("Hi"), height: lineHeight),
            CGRect(x: x0 + textWidth("Hi") + 32, y: 185, width: 30, height: 30),
        ])
    }

    @Test func paddingWithEdgeInsets() {
        let insets = EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        // The padded image is 160 × 140, centred at (120, 130); the image sits 20 right, 10 down.
        expectFrames(ViewHost(Image("a").padding(insets)), [CGRect(x: 140, y: 140, width: 100, height: 100)])
        // Inside a 200 × 100 frame (at 100, 150) a colour takes what the insets leave: 140 × 60.
        expectFrames(ViewHost(Color.red.padding(insets).frame(width: 200, height: 100)),
                     [CGRect(x: 120, y: 160, width: 140, height: 60)])
    }

    /// A negative padding insets outwards: the padded view is smaller than its content (SwiftUI
    /// accepts negative lengths). A 100-point colour padded by −10 takes 80 points in the row.
    @Test func negativePaddingShrinksThePaddedView() {
        let host = ViewHost(HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).padding(-10)
            square(.blue)
        })
        // 80 + 30 = 110 wide: x0 = 145; the padding spans 145…225, the colour 135…235.
        expectFrames(host, [CGRect(x: 135, y: 150, width: 100, height: 100), CGRect(x: 225, y: 185, width: 30, height: 30)])
    }

    @Test func paddingInAColumn() {
        let host = ViewHost(VStack(spacing: 0) {
            Image("a").padding()
            square(.red)
        })
        // 132 + 30 = 162 high: y0 = 119.
        expectFrames(host, [CGRect(x: 150, y: 135, width: 100, height: 100), CGRect(x: 185, y: 251, width: 30, height: 30)])
    }

    // MARK: Text

    /// The widest line sets the width (Σ advances); each line is 22 points high.
    @Test(arguments: [
        ("Hello, world!", 1540 + 1260 + 569 + 569 + 1253 + 651 + 651 + 1675 + 1253 + 842 + 569 + 1300 + 821, 1),
        ("ab\ncde", 1126 + 1300 + 1260, 2),   // "cde" is the wider line
        ("a\n", 1255, 2),                     // a line break ends in an empty second line
        ("h\u{E9}llo", 1298 + 1260 + 569 + 569 + 1253, 1),   // precomposed é: its own advance
        ("he\u{301}llo", 1298 + 1260 + 569 + 569 + 1253, 1),     // e + combining acute: e's advance
        ("👍🏽", 2550, 1),                                       // emoji: Noto Color Emoji's advance
    ])
    func textIsMeasuredPerCharacterAndLine(text: String, units: Int, lines: Int) {
        let size = CGSize(width: CGFloat(units) * 17 / 2048, height: 22 * CGFloat(lines))
        let expected = CGRect(x: 200 - size.width / 2, y: 200 - size.height / 2, width: size.width, height: size.height)
        expectFrames(ViewHost(Text(text)), [expected], "\(text.debugDescription)")
    }

    // MARK: Images

    /// A named image without registered data is 100 × 100; a symbol Kinema has no artwork for is
    /// a square of the font's point size (17 for `.body`); one it has artwork for is a path.
    @Test func imageSizes() {
        expectFrames(ViewHost(Image("cat")), [CGRect(x: 150, y: 150, width: 100, height: 100)])
        expectFrames(ViewHost(HStack { Image(systemName: "no.such.a"); Image(systemName: "no.such.b") }),
                     [CGRect(x: 179, y: 191.5, width: 17, height: 17), CGRect(x: 204, y: 191.5, width: 17, height: 17)])
        let item = ViewHost(Image(systemName: "star.fill")).displayList.items[0]
        guard case .path(let path, .fill(nil, eoFill: false)) = item.content else {
            Issue.record("a symbol with artwork is a filled path in the foreground colour")
            return
        }
        #expect(!path.isEmpty)
    }

    // MARK: Flexible views

    /// A shape next to a fixed image takes the rest of the row and the whole offered height.
    @Test func shapesFillTheSpaceLeftInAStack() {
        let host = ViewHost(HStack { Image("a"); Circle() })
        expectFrames(host, [CGRect(x: 0, y: 150, width: 100, height: 100), CGRect(x: 108, y: 0, width: 292, height: 400)])
    }

    @Test func flexibleViewsShareTheSpaceEqually() {
        expectFrames(ViewHost(HStack { Color.red; Color.blue }),
                     [CGRect(x: 0, y: 0, width: 196, height: 400), CGRect(x: 204, y: 0, width: 196, height: 400)])
        let column = ViewHost(VStack { Text("A"); Rectangle() })
        // The text keeps its 22; the rectangle, the text's spacing below it away, takes the rest.
        expectFrames(column, [
            CGRect(x: 200 - textWidth("A") / 2, y: 0, width: textWidth("A"), height: lineHeight),
            CGRect(x: 0, y: lineHeight + spacingBelowText, width: 400, height: 400 - spacingBelowText - lineHeight),
        ])
    }

    @Test func shapesTakeTheirFramesSize() {
        expectFrames(ViewHost(Capsule().frame(width: 50)), [CGRect(x: 175, y: 0, width: 50, height: 400)])
        expectFrames(ViewHost(RoundedRectangle(cornerRadius: 4).frame(width: 60, height: 20)),
                     [CGRect(x: 170, y: 190, width: 60, height: 20)])
    }

    // MARK: The host

    @Test func theRootIsCentredInTheHost() {
        let host = ViewHost(VStack { Image("a"); Text("Hi") }, size: CGSize(width: 300, height: 500))
        let height = 100 + spacingAboveText + lineHeight
        let y0 = (500 - height) / 2
        expectFrames(host, [
            CGRect(x: 100, y: y0, width: 100, height: 100),
            CGRect(x: 150 - textWidth("Hi") / 2, y: y0 + 100 + spacingAboveText, width: textWidth("Hi"), height: lineHeight),
        ])
    }

    // MARK: Nesting and lists

    @Test func nestedStacks() {
        let host = ViewHost(VStack {
            HStack { Image("a", size: CGSize(width: 20, height: 20)); Image("b", size: CGSize(width: 20, height: 20)) }
            Text("Title")
        })
        // The row is 48 × 20, the title width("Title") × 22, the text's spacing above it apart.
        let y0 = 200 - (20 + spacingAboveText + lineHeight) / 2
        expectFrames(host, [
            CGRect(x: 176, y: y0, width: 20, height: 20),
            CGRect(x: 204, y: y0, width: 20, height: 20),
            CGRect(x: 200 - textWidth("Title") / 2, y: y0 + 20 + spacingAboveText, width: textWidth("Title"), height: lineHeight),
        ])
    }

    @Test func forEachInsideAnHStackLaysOutHorizontally() {
        expectFrames(ViewHost(HStack { ForEach(0..<3) { _ in square(.red) } }), row(3))
        expectFrames(ViewHost(HStack {
            square(.blue)
            ForEach(["a", "b"], id: \.self) { _ in square(.red) }
        }), row(3), "a ForEach after another child")
    }

    /// Each element's views are the stack's children: two views per element give four in a row.
    @Test func forEachWithSeveralViewsPerElement() {
        let host = ViewHost(HStack {
            ForEach(0..<2) { _ in
                square(.red)
                square(.blue)
            }
        })
        expectFrames(host, row(4))
    }

    /// SwiftUI flattens a custom view's multi-view body into the enclosing stack: `HStack { TwoSquares() }`
    /// lays the two squares out side by side.
    @Test func aCustomViewsMultiViewBodyJoinsTheEnclosingStack() {
        expectFrames(ViewHost(HStack { TwoSquares() }), row(2))
        expectFrames(ViewHost(HStack { square(.green); TwoSquares() }), row(3), "after a sibling")
    }

    /// An `if` block with two views inside a stack contributes both views to the stack.
    @Test func anIfBlockWithSeveralViewsJoinsTheEnclosingStack() {
        let shown = true
        let host = ViewHost(HStack {
            square(.red)
            if shown {
                square(.blue)
                square(.green)
            }
        })
        expectFrames(host, row(3))
    }

    /// Views that are absent (an `if` whose condition is false, `EmptyView`) take no space and
    /// no spacing.
    @Test func absentViewsTakeNoSpacing() {
        let hidden = false
        let host = ViewHost(HStack {
            square(.red)
            if hidden { square(.blue) }
            EmptyView()
            square(.green)
        })
        expectFrames(host, row(2))
    }
}
