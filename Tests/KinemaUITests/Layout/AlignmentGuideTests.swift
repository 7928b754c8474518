import Foundation
import Kinema
import Testing

// Alignment guides (docs/research/layout.md §4): a view's guide is its explicit value
// (`alignmentGuide(_:computeValue:)`, text baselines, a container passing its children's on) or the
// guide's default; stacks line their children's guides up, a ZStack both of them, a frame puts its
// child's guide on its own default one, an overlay or background puts the decoration's guide on
// the primary view's. Apple's examples are copied unchanged but for `import Kinema`; where Apple
// describes the result in words, the test checks those words, and the exact frames are derived
// from the rules. Text is DejaVu Sans, Σ advance × size ÷ 2048 (Text/DejaVuReference.swift).

// From Apple's `AlignmentID` and `ViewDimensions` documentation
// (https://developer.apple.com/documentation/swiftui/alignmentid).
private struct FirstThirdAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.height / 3
    }
}

extension VerticalAlignment {
    static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

// From Apple's `HorizontalAlignment` documentation
// (https://developer.apple.com/documentation/swiftui/horizontalalignment).
private struct OneQuarterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.width / 4
    }
}

extension HorizontalAlignment {
    static let oneQuarter = HorizontalAlignment(OneQuarterAlignment.self)
}

@MainActor
@Suite("Alignment guides")
struct AlignmentGuideTests {
    private func frame(_ host: ViewHost<some View>, text: String) -> CGRect? {
        host.displayList.items.first { item in
            if case .text(let layout) = item.content { layout.string == text } else { false }
        }?.frame
    }

    private func colorFrames(_ host: ViewHost<some View>) -> [CGRect] {
        host.displayList.items.compactMap { item in
            if case .color = item.content { item.frame } else { nil }
        }
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
        abs(a - b) < 1e-6
    }

    // MARK: - Apple's examples

    /// `ViewDimensions` overview (https://developer.apple.com/documentation/swiftui/viewdimensions).
    struct ViewDimensionsOffset: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Default")
                Text("Indented")
                    .alignmentGuide(.leading) { context in
                        context[.leading] - 10
                    }
            }
        }
    }

    @Test func theIndentedTextIsTenPointsRight() throws {
        // "SwiftUI moves the second text view to the right, relative to the first text view, to
        // keep their leading guides aligned." The stack spans the union of [0, wD] and
        // [10, 10 + wI].
        let host = ViewHost(ViewDimensionsOffset())
        let plain = try #require(frame(host, text: "Default"))
        let indented = try #require(frame(host, text: "Indented"))
        #expect(close(indented.minX - plain.minX, 10))
        let width = max(DejaVuReference.width("Default"), 10 + DejaVuReference.width("Indented"))
        #expect(close(plain.minX, (400 - width) / 2))
    }

    @Test func rightToLeftTheIndentIsOnTheRight() throws {
        // Same page: with `.rightToLeft` "it indents the second text view’s right side, relative to
        // the first text view’s right side".
        let host = ViewHost(ViewDimensionsOffset().environment(\.layoutDirection, .rightToLeft))
        let plain = try #require(frame(host, text: "Default"))
        let indented = try #require(frame(host, text: "Indented"))
        withKnownIssue("Kinema's layout ignores the layout direction: stacks and guides always run left to right.") {
            #expect(close(plain.maxX - indented.maxX, 10))
        }
    }

    /// `alignmentGuide(_:computeValue:)` for a horizontal guide
    /// (https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-9mdoh).
    struct HorizontalGuideExample: View {
        var body: some View {
            VStack {
                Text("Today's Weather")
                    .font(.title)
                    .border(.gray)
                HStack {
                    Text("🌧")
                    Text("Rain & Thunderstorms")
                    Text("⛈")
                }
                .alignmentGuide(HorizontalAlignment.center) { _ in  50 }
                .border(.gray)
            }
            .border(.gray)
        }
    }

    @Test func theHStackIsOffsetByAConstantFifty() throws {
        // The HStack's centre guide is 50 points from its leading edge, and the VStack lines it up
        // with the title's centre.
        let host = ViewHost(HorizontalGuideExample())
        let title = try #require(frame(host, text: "Today's Weather"))
        let rain = try #require(frame(host, text: "🌧"))
        #expect(close(rain.minX, title.midX - 50))
    }

    /// `alignmentGuide(_:computeValue:)` for a vertical guide
    /// (https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-6y3u2).
    struct VerticalGuideExample: View {
        var body: some View {
            VStack {
                Text("Today's Weather")
                    .font(.title)
                    .border(.gray)

                HStack {
                    Text("🌧")
                        .alignmentGuide(VerticalAlignment.center) { _ in -20 }
                        .border(.gray)
                    Text("Rain & Thunderstorms")
                        .border(.gray)
                    Text("⛈")
                        .alignmentGuide(VerticalAlignment.center) { _ in 20 }
                        .border(.gray)
                }
            }
        }
    }

    @Test func theWeatherEmojiAreOffsetTwentyPointsFromTheCentre() throws {
        // "The weather emoji are offset 20 points from the vertical center of the HStack": the
        // centre line is the middle text's; 🌧's guide is 20 above its top, ⛈'s 20 below its top.
        let host = ViewHost(VerticalGuideExample())
        let middle = try #require(frame(host, text: "Rain & Thunderstorms"))
        let rain = try #require(frame(host, text: "🌧"))
        let storm = try #require(frame(host, text: "⛈"))
        #expect(close(rain.minY - middle.midY, 20))
        #expect(close(storm.minY - middle.midY, -20))
    }

    /// `AlignmentID`'s stripes (https://developer.apple.com/documentation/swiftui/alignmentid).
    struct StripesGroup: View {
        var body: some View {
            HStack(alignment: .firstThird, spacing: 1) {
                HorizontalStripes().frame(height: 60)
                HorizontalStripes().frame(height: 120)
                HorizontalStripes().frame(height: 90)
            }
        }
    }

    struct HorizontalStripes: View {
        var body: some View {
            VStack(spacing: 1) {
                ForEach(0..<3) { _ in Color.blue }
            }
        }
    }

    struct StripesGroupModified: View {
        var body: some View {
            HStack(alignment: .firstThird, spacing: 1) {
                HorizontalStripes().frame(height: 60)
                HorizontalStripes().frame(height: 120)
                HorizontalStripes().frame(height: 90)
                    .alignmentGuide(.firstThird) { context in
                        2 * context.height / 3
                    }
            }
        }
    }

    @Test func stripesAlignAtAThirdOfTheirHeight() {
        // Guides 20, 40, 30: origins −20, −40, −30 against the line; the union with the line is
        // [−40, 80], so the stack is 120 high (from y = 140) and the groups' tops are 20, 0 and 10
        // below its top (layout.md §4). "They align at the bottom edge of the top rectangle"
        // (Apple): each stripe is (height − 2) / 3 high, so every top stripe ends 2/3 of a point
        // above the line.
        let frames = colorFrames(ViewHost(StripesGroup()))
        #expect(frames.count == 9)
        guard frames.count == 9 else { return }
        #expect(frames[0].minY == 160 && frames[3].minY == 140 && frames[6].minY == 150)
        for index in [0, 3, 6] {
            #expect(close(frames[index].maxY, 180 - 2.0 / 3), "top stripe of group \(index / 3)")
        }
    }

    @Test func aGuideSetOnOneViewMovesItAlone() {
        // The third group's guide is at 2/3 of 90 = 60: origins −20, −40, −60; union [−60, 80] →
        // 140 high (from y = 130), tops 40, 20, 0 below the stack's top.
        let frames = colorFrames(ViewHost(StripesGroupModified()))
        #expect(frames.count == 9)
        guard frames.count == 9 else { return }
        #expect(frames[0].minY == 170 && frames[3].minY == 150 && frames[6].minY == 130)
    }

    /// `HorizontalAlignment`'s composite alignment example.
    struct LayeredVerticalStripes: View {
        var body: some View {
            ZStack(alignment: Alignment(horizontal: .oneQuarter, vertical: .center)) {
                verticalStripes(color: .blue)
                    .frame(width: 300, height: 150)
                verticalStripes(color: .green)
                    .frame(width: 180, height: 80)
            }
        }

        private func verticalStripes(color: Color) -> some View {
            HStack(spacing: 1) {
                ForEach(0..<4) { _ in color }
            }
        }
    }

    @Test func aZStackAlignsByACustomGuideAndTheCentre() {
        // Guides 75 and 45 (a quarter of 300 and 180): the stack is 75 + 225 = 300 × 150, from
        // (50, 125); the green set starts 75 − 45 = 30 right and (150 − 80) / 2 = 35 down. "This
        // aligns the right edges of the left-most stripes of each set" (Apple): stripes are
        // (300 − 3) / 4 = 74.25 and (180 − 3) / 4 = 44.25 wide.
        let frames = colorFrames(ViewHost(LayeredVerticalStripes()))
        #expect(frames.count == 8)
        guard frames.count == 8 else { return }
        #expect(frames[0] == CGRect(x: 50, y: 125, width: 74.25, height: 150))
        #expect(frames[4] == CGRect(x: 80, y: 160, width: 44.25, height: 80))
        #expect(frames[4].maxX == frames[0].maxX)
    }

    // MARK: - Custom guides in stacks

    @Test func aVStackAlignsByACustomGuide() {
        // Quarters at 25 and 10: origins −25 and −10; the stack spans [−25, 75], 100 wide from
        // x = 150, so the children are at 150 and 165.
        let host = ViewHost(VStack(alignment: .oneQuarter, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 40, height: 10)
        })
        #expect(colorFrames(host).map(\.minX) == [150, 165])
    }

    @Test func aCustomGuideSetInsideAStackAlignsTheStack() {
        // The inner VStack's first third is its child's explicit value moved by the child's
        // position: 10 + 0 (layout.md §4: custom guides are carried up, the mean of the children
        // that set one). The outer HStack lines it up with the square's default third (30 of 90):
        // origins −10 and −30; union [−30, 60] → the square at 0, the inner stack at 20.
        let host = ViewHost(HStack(alignment: .firstThird, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).alignmentGuide(.firstThird) { _ in 10 }
                Color.green.frame(width: 20, height: 20)
            }
            Color.blue.frame(width: 90, height: 90)
        })
        // 110 × 90 from (145, 155).
        let tops: [CGFloat] = colorFrames(host).map(\.minY)
        #expect(tops == [175, 195, 155])
    }

    // MARK: - Frames

    @Test func aFramePutsItsChildsGuideOnItsOwnDefault() {
        // frame(alignment: .leading): the frame's leading (0) minus the child's explicit 5: the
        // child starts 5 left of the frame (which is at 150, 150).
        let host = ViewHost(
            Color.red.frame(width: 20, height: 20)
                .alignmentGuide(.leading) { _ in 5 }
                .frame(width: 100, height: 100, alignment: .leading))
        #expect(colorFrames(host) == [CGRect(x: 145, y: 190, width: 20, height: 20)])
    }

    @Test func aFrameAlignsByACustomGuide() {
        // A quarter of 100 minus a quarter of 20: x = 20 in the frame; top: y = 0.
        let host = ViewHost(
            Color.red.frame(width: 20, height: 20)
                .frame(width: 100, height: 100, alignment: Alignment(horizontal: .oneQuarter, vertical: .top)))
        #expect(colorFrames(host) == [CGRect(x: 170, y: 150, width: 20, height: 20)])
    }

    @Test func aFlexibleFrameAlignsByTheChildsExplicitGuide() {
        // maxWidth: .infinity takes the host's 400; the child's trailing guide is 10 past its edge.
        let host = ViewHost(
            Color.red.frame(width: 20, height: 20)
                .alignmentGuide(.trailing) { d in d.width + 10 }
                .frame(maxWidth: .infinity, alignment: .trailing))
        #expect(colorFrames(host) == [CGRect(x: 370, y: 190, width: 20, height: 20)])
    }

    @Test func aGuideOnTheOutermostViewIsHonouredByItsStack() {
        // Layout.md §4: the framed square's leading guide is 5 (set outside the frame); the stack
        // spans [−5, 95]: 100 wide from 150; the red square is at 155, the frame (and the blue
        // square at its leading edge) at 150.
        let host = ViewHost(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 20, height: 10)
                .frame(width: 100, alignment: .leading)
                .alignmentGuide(.leading) { _ in 5 }
        })
        #expect(colorFrames(host).map(\.minX) == [155, 150])
    }

    // MARK: - Overlays and backgrounds

    @Test func anOverlayAlignsTheDecorationsGuideOnThePrimarys() {
        // The red square's leading guide is 10 left of its edge: its edge is 10 right of the blue
        // square's (at 150, 150). One view in the closure is the secondary layer itself: only
        // several are collected into an implicit ZStack (Apple's `overlay(alignment:content:)`:
        // "If you specify more than one view in the content closure…"; OpenSwiftUI's
        // `makeSecondaryLayerView` makes the content's own view, with a ZStack only as the implicit
        // root of a list of several), so its explicit leading guide is the one aligned.
        let host = ViewHost(
            Color.blue.frame(width: 100, height: 100)
                .overlay(alignment: .topLeading) {
                    Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -10 }
                })
        let frames = colorFrames(host)
        #expect(frames.first == CGRect(x: 150, y: 150, width: 100, height: 100))
        #expect(frames.last == CGRect(x: 160, y: 150, width: 20, height: 20))
    }

    @Test func anOverlayReadsThePrimarysExplicitGuide() {
        // Layout.md §4: both sides use explicit-or-default. The blue square's top guide is 30:
        // the red square's top goes there; centred across (50 − 10).
        let host = ViewHost(
            Color.blue.frame(width: 100, height: 100)
                .alignmentGuide(.top) { _ in 30 }
                .overlay(alignment: .top) { Color.red.frame(width: 20, height: 20) })
        #expect(colorFrames(host).last == CGRect(x: 190, y: 180, width: 20, height: 20))
    }

    @Test func aBackgroundAlignsByACustomGuide() {
        // Quarter of 100 minus quarter of 40 = 15; bottom: 100 − 20 = 80. Drawn behind: first.
        let host = ViewHost(
            Color.blue.frame(width: 100, height: 100)
                .background(alignment: Alignment(horizontal: .oneQuarter, vertical: .bottom)) {
                    Color.red.frame(width: 40, height: 20)
                })
        #expect(colorFrames(host) == [
            CGRect(x: 165, y: 230, width: 40, height: 20),
            CGRect(x: 150, y: 150, width: 100, height: 100),
        ])
    }
}
