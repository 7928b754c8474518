import Foundation
import Kinema
import KinemaTestSupport
import Testing

// ViewHost basics: size, root view, clock, taps, and what the display list holds for each kind of
// content and modifier. Layout numbers follow the documented model (Layout.swift, Text.swift):
// images 100 × 100, body text as wide as its DejaVu Sans advances × 17 ÷ 2048 (Text/DejaVuReference)
// on 22-point lines, colours and shapes take what they are offered, stacks 8 points apart,
// everything centred in the host.

/// A linear animation that logs the times it is asked about: shows when frames are produced.
private struct LoggingLinear: CustomAnimation {
    final class Log: @unchecked Sendable {
        var times: [TimeInterval] = []
    }

    let log: Log
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        log.times.append(time)
        return time < duration ? value.scaled(by: time / duration) : nil
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.log === rhs.log && lhs.duration == rhs.duration }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(log)) }
}

/// A root whose input is a number shown as an opacity and an offset: a parent's new input.
private struct Dial: View {
    var value: Double
    var body: some View {
        Color.red.frame(width: 40, height: 40).opacity(value).offset(x: value * 100)
    }
}

private func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

private func approx(_ a: CGRect, _ b: CGRect) -> Bool {
    approx(a.minX, b.minX) && approx(a.minY, b.minY) && approx(a.width, b.width) && approx(a.height, b.height)
}

private func approx(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
    approx(a.a, b.a) && approx(a.b, b.b) && approx(a.c, b.c) && approx(a.d, b.d) && approx(a.tx, b.tx)
        && approx(a.ty, b.ty)
}

@MainActor
@Suite("ViewHost")
struct ViewHostTests {
    // MARK: - Size

    @Test func defaultSizeIs400By400() {
        let host = ViewHost(Color.red)
        #expect(host.size == CGSize(width: 400, height: 400))
        #expect(host.displayList.items[0].frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test func customSizeLaysOutInIt() {
        let host = ViewHost(Image("cat"), size: CGSize(width: 300, height: 200))
        #expect(host.size == CGSize(width: 300, height: 200))
        #expect(host.displayList.items[0].frame == CGRect(x: 100, y: 50, width: 100, height: 100))
    }

    @Test func settingTheSizeLaysOutAgain() {
        let host = ViewHost(Image("cat"))
        host.size = CGSize(width: 600, height: 500)
        #expect(host.displayList.items[0].frame == CGRect(x: 250, y: 200, width: 100, height: 100))
    }

    @Test func negativeAndNonFiniteSizesReadAsZero() {
        let host = ViewHost(Color.red, size: CGSize(width: -5, height: CGFloat.nan))
        #expect(host.size == .zero)
        host.size = CGSize(width: CGFloat.infinity, height: 10)
        #expect(host.size == CGSize(width: 0, height: 10))
    }

    // MARK: - Root view

    @Test func settingTheRootViewRunsAnUpdate() {
        let host = ViewHost(Text("A"))
        #expect(host.displayList.items[0].content == .text("A"))
        host.rootView = Text("Hello")
        let item = host.displayList.items[0]
        #expect(item.content == .text("Hello"))
        // H e l l o: (1540 + 1260 + 569 + 569 + 1253) × 17 / 2048 wide, 22 high, centred.
        let width = 5191.0 * 17 / 2048
        #expect(approx(item.frame, CGRect(x: 200 - width / 2, y: 189, width: width, height: 22)))
    }

    @Test func newRootInputUnderWithAnimationAnimates() {
        let host = ViewHost(Dial(value: 0))
        #expect(host.displayList.items[0].opacity == 0)
        withAnimation(.linear(duration: 1)) { host.rootView = Dial(value: 1) }
        #expect(host.isAnimating)
        host.advance(by: 0.25)
        #expect(approx(host.displayList.items[0].opacity, 0.25))
        #expect(approx(host.displayList.items[0].transform.tx, 25))
    }

    /// Issue 4's worked example through a parent's new inputs: linear 1 s from 0 to 100 at t = 0, then
    /// linear 1 s to 200 at t = 0.5, shows 50, 106.25, 150, 175, 200 at t = 0.5, 0.75, 1.0, 1.25, 1.5.
    @Test func interruptedTimingCurvesCombineAsTheIssueWorkedExample() {
        let host = ViewHost(Dial(value: 0))
        _ = host.displayList
        withAnimation(.linear(duration: 1)) { host.rootView = Dial(value: 1) }
        host.advance(by: 0.5)
        #expect(approx(host.displayList.items[0].transform.tx, 50))
        withAnimation(.linear(duration: 1)) { host.rootView = Dial(value: 2) }
        #expect(approx(host.displayList.items[0].transform.tx, 50))
        for expected in [106.25, 150, 175, 200] as [CGFloat] {
            host.advance(by: 0.25)
            #expect(approx(host.displayList.items[0].transform.tx, expected), "t = \(host.time)")
        }
        host.advance(by: frameStep)
        #expect(!host.isAnimating)
    }

    /// SwiftUI draws a view as soon as it is installed, so the first change after it animates from
    /// the installed value. The change here comes before anyone read the display list or advanced
    /// the clock.
    @Test func changeBeforeTheFirstFrameIsReadAnimates() {
        let host = ViewHost(Dial(value: 0))
        withAnimation(.linear(duration: 1)) { host.rootView = Dial(value: 1) }
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        #expect(approx(host.displayList.items[0].opacity, 0.5))
    }

    @Test func aNewRootValueWithoutAnimationJumps() {
        let host = ViewHost(Dial(value: 0))
        _ = host.displayList
        host.rootView = Dial(value: 0.5)
        #expect(!host.isAnimating)
        #expect(host.displayList.items[0].opacity == 0.5)
        #expect(host.displayList.items[0].transform.tx == 50)
    }

    /// Switching branches replaces the subtree (the branch is part of the structural identity).
    @Test func switchingBranchesReplacesTheSubtree() {
        let host = ViewHost(AnyRoot.text)
        #expect(host.displayList.items[0].content == .text("A"))
        host.rootView = .image
        #expect(host.displayList.items[0].content == .image(name: "cat"))
        #expect(host.displayList.items.count == 1)
    }

    // MARK: - Clock

    @Test func timeStartsAtZeroAndFollowsAdvance() {
        let host = ViewHost(Color.red)
        #expect(host.time == 0)
        host.advance(by: 0.5)
        #expect(host.time == 0.5)
        host.advance(by: 0.25)
        #expect(host.time == 0.75)
        #expect(!host.isAnimating)
    }

    /// NaN, infinite, zero and negative durations do nothing (ViewHost.advance(by:)), also mid-animation.
    @Test(arguments: [Double.nan, -1, -Double.ulpOfOne, 0, Double.infinity, -Double.infinity])
    func badDurationsDoNothing(duration: Double) {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        host.tapAvatar()
        host.advance(by: 0.1)
        let before = host.displayList
        let time = host.time
        host.advance(by: duration)
        #expect(host.time == time)
        #expect(host.displayList == before)
        #expect(host.isAnimating)
        host.advance(by: frameStep)
        let expected = 1 + SwiftUIReference.FluidSpring.bouncy.hostValue(delta: 0.5, at: host.time)
        #expect(abs(host.scale - expected) < 1e-9, "the animation goes on as before")
    }

    /// Frames fall on the 60 Hz grid k/60 (VirtualClock), and the animation sees the time since it
    /// began.
    @Test func framesFallOnTheSixtyHertzGrid() {
        let log = LoggingLinear.Log()
        let host = ViewHost(Dial(value: 0))
        _ = host.displayList
        withAnimation(Animation(LoggingLinear(log: log, duration: 1))) { host.rootView = Dial(value: 1) }
        log.times.removeAll()
        host.advance(by: 0.5)
        let frames = Array(Set(log.times)).sorted()
        #expect(frames.count == 30)
        for (index, time) in frames.enumerated() {
            #expect(abs(time - Double(index + 1) / 60) < 1e-12)
        }
        #expect(approx(host.displayList.items[0].opacity, 0.5))
    }

    @Test func framesPerSecondSetsTheGrid() {
        let log = LoggingLinear.Log()
        let host = ViewHost(Dial(value: 0), framesPerSecond: 30)
        _ = host.displayList
        withAnimation(Animation(LoggingLinear(log: log, duration: 1))) { host.rootView = Dial(value: 1) }
        log.times.removeAll()
        host.advance(by: 0.5)
        #expect(Set(log.times).count == 15)
        #expect(approx(host.displayList.items[0].opacity, 0.5))
    }

    @Test func isAnimatingFollowsTheAnimation() {
        let host = ViewHost(Dial(value: 0))
        _ = host.displayList
        #expect(!host.isAnimating)
        withAnimation(.linear(duration: 0.5)) { host.rootView = Dial(value: 1) }
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        // The last frame (t = 0.5) shows the whole change; the animation is removed on the next.
        #expect(host.displayList.items[0].opacity == 1)
        host.advance(by: frameStep)
        #expect(!host.isAnimating)
    }

    // MARK: - Taps

    @Test func tapOnEmptySpaceReturnsFalseAndChangesNothing() {
        let host = ViewHost(Seed0214.Avatar(pet: cat))
        #expect(!host.tap(at: CGPoint(x: 10, y: 10)))
        #expect(!host.tap(at: CGPoint(x: 149, y: 200)))
        #expect(!host.tap(at: CGPoint(x: CGFloat.nan, y: 200)))
        #expect(!host.tap(at: CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)))
        #expect(host.scale == 1)
        #expect(host.bodyEvaluationCount == 1)
    }

    @Test func tapOnContentWithoutAGestureReturnsFalse() {
        let host = ViewHost(Text("No gesture"))
        #expect(!host.tap(at: hostCentre))
    }

    @Test func tapOnTheFrameEdgeCounts() {
        let host = ViewHost(Seed0214.Avatar(pet: cat))
        #expect(host.tap(at: CGPoint(x: 150, y: 150)))
        #expect(host.scale == 1.5)
    }

    /// After the scale, the avatar covers 125…275: a tap at 130 lands on it.
    @Test func tapHitsWhereTheItemIsDrawnNotWhereItWasLaidOut() {
        let host = ViewHost(Seed0214.Avatar(pet: cat))
        host.tapAvatar()
        #expect(host.tap(at: CGPoint(x: 130, y: 130)))
        #expect(host.scale == 1)
    }

    @Test func tapGoesToTheTopMostItem() {
        let host = ViewHost(TwoTargets())
        #expect(host.tap(at: hostCentre))
        #expect(host.displayList.items[1].opacity == 0.5, "the front square took the tap")
        #expect(host.displayList.items[0].opacity == 1)
        #expect(host.tap(at: CGPoint(x: 10, y: 10)))
        #expect(host.displayList.items[0].opacity == 0.5, "the background took this one")
    }

    // MARK: - Content kinds

    @Test func colourFillsTheHost() {
        let item = ViewHost(Color.red).displayList.items[0]
        #expect(item.content == .color(.red))
        #expect(item.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(item.transform == .identity && item.opacity == 1 && item.shadow == nil && item.foregroundColor == nil)
    }

    @Test func shapesFillTheirFrameWithTheForegroundColour() {
        #expect(ViewHost(Rectangle()).displayList.items[0].content == .shape(.rectangle, fill: nil))
        #expect(ViewHost(Circle()).displayList.items[0].content == .shape(.circle, fill: nil))
        #expect(ViewHost(Ellipse()).displayList.items[0].content == .shape(.ellipse, fill: nil))
        #expect(ViewHost(Capsule()).displayList.items[0].content == .shape(.capsule, fill: nil))
        #expect(ViewHost(RoundedRectangle(cornerRadius: 8)).displayList.items[0].content
            == .shape(.roundedRectangle(cornerRadius: 8), fill: nil))
        let circle = ViewHost(Circle().frame(width: 50, height: 50)).displayList.items[0]
        #expect(circle.frame == CGRect(x: 175, y: 175, width: 50, height: 50))
    }

    @Test func textIsMeasuredAndCentred() {
        let item = ViewHost(Text("Hi")).displayList.items[0]
        #expect(item.content == .text("Hi"))
        // H i: (1540 + 569) × 17 / 2048 wide, 22 high, centred.
        let width = 2109.0 * 17 / 2048
        #expect(approx(item.frame, CGRect(x: 200 - width / 2, y: 189, width: width, height: 22)))
    }

    @Test func imageIsADefaultSizedPlaceholder() {
        let item = ViewHost(Image("dog")).displayList.items[0]
        #expect(item.content == .image(name: "dog"))
        #expect(item.frame == imageFrame)
    }

    @Test func hStackPlacesChildrenSideBySide() {
        let items = ViewHost(HStack {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 60, height: 20)
        }).displayList.items
        #expect(items.count == 2)
        // 40 + 8 + 60 = 108 wide, centred: x = 146; the blue square centred in the row's 40.
        #expect(items[0].frame == CGRect(x: 146, y: 180, width: 40, height: 40))
        #expect(items[1].frame == CGRect(x: 194, y: 190, width: 60, height: 20))
        #expect(items[0].content == .color(.red) && items[1].content == .color(.blue))
    }

    @Test func vStackPlacesChildrenInAColumn() {
        let items = ViewHost(VStack(spacing: 4) {
            Text("A")
            Text("BB")
        }).displayList.items
        // 22 + 4 + 22 = 48 high, centred; A is 1401 units wide, BB 2 × 1405.
        let a = 1401.0 * 17 / 2048, bb = 2810.0 * 17 / 2048
        #expect(approx(items[0].frame, CGRect(x: 200 - a / 2, y: 176, width: a, height: 22)))
        #expect(approx(items[1].frame, CGRect(x: 200 - bb / 2, y: 202, width: bb, height: 22)))
    }

    @Test func zStackCentresChildrenInPaintOrder() {
        let items = ViewHost(ZStack {
            Color.red.frame(width: 100, height: 100)
            Text("Hi")
        }).displayList.items
        #expect(items.map(\.content) == [.color(.red), .text("Hi")])
        #expect(items[0].frame == imageFrame)
        let width = 2109.0 * 17 / 2048
        #expect(approx(items[1].frame, CGRect(x: 200 - width / 2, y: 189, width: width, height: 22)))
    }

    @Test func frameFixesTheSizeItGives() {
        #expect(ViewHost(Color.red.frame(width: 50, height: 30)).displayList.items[0].frame
            == CGRect(x: 175, y: 185, width: 50, height: 30))
        // A missing dimension takes what the parent offers.
        #expect(ViewHost(Color.red.frame(width: 50)).displayList.items[0].frame
            == CGRect(x: 175, y: 0, width: 50, height: 400))
    }

    @Test func paddingInsetsTheContent() {
        #expect(ViewHost(Color.red.padding(10)).displayList.items[0].frame == CGRect(x: 10, y: 10, width: 380, height: 380))
        #expect(ViewHost(Color.red.padding()).displayList.items[0].frame == CGRect(x: 16, y: 16, width: 368, height: 368))
        #expect(ViewHost(Color.red.padding(EdgeInsets(top: 10, leading: 20))).displayList.items[0].frame
            == CGRect(x: 20, y: 10, width: 380, height: 390))
    }

    @Test func foregroundStyleColoursTextAndShapes() {
        // Text's own `foregroundStyle` colours its run; the view modifier colours the item.
        let text = ViewHost(Text("Hi").foregroundStyle(.red)).displayList.items[0]
        guard case .text(let layout) = text.content else {
            Issue.record("not text: \(text.content)")
            return
        }
        #expect(layout.runs.map(\.color) == [.red])
        #expect(ViewHost(Group { Text("Hi") }.foregroundStyle(.red)).displayList.items[0].foregroundColor == .red)
        // The innermost style wins; it reaches every item below.
        let items = ViewHost(VStack {
            Circle().frame(width: 20, height: 20).foregroundStyle(.green)
            Text("Hi")
        }.foregroundStyle(.blue)).displayList.items
        #expect(items[0].foregroundColor == .green)
        #expect(items[1].foregroundColor == .blue)
    }

    @Test func offsetMovesTheDrawingNotTheLayout() {
        let item = ViewHost(Image("cat").offset(x: 10, y: -5)).displayList.items[0]
        #expect(item.frame == imageFrame)
        #expect(item.transform == CGAffineTransform(translationX: 10, y: -5))
    }

    @Test func opacityMultipliesAndClamps() {
        #expect(ViewHost(Image("cat").opacity(0.25)).displayList.items[0].opacity == 0.25)
        #expect(ViewHost(Image("cat").opacity(0.5).opacity(0.5)).displayList.items[0].opacity == 0.25)
        #expect(ViewHost(Image("cat").opacity(1.5)).displayList.items[0].opacity == 1)
        #expect(ViewHost(Image("cat").opacity(-1)).displayList.items[0].opacity == 0)
    }

    /// Rotating 90° about the centre (200, 200) sends the top-left corner (150, 150) to (250, 150):
    /// a = cos, b = sin, c = −sin, d = cos, t = c − R·c = (400, 0).
    @Test func rotationTurnsAboutTheCentre() {
        let item = ViewHost(Image("cat").rotationEffect(.degrees(90))).displayList.items[0]
        #expect(approx(item.transform, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 400, ty: 0)))
        let corner = CGPoint(x: 150, y: 150).applying(item.transform)
        #expect(approx(corner.x, 250) && approx(corner.y, 150))
    }

    @Test func scaleEffectUsesItsAnchor() {
        let item = ViewHost(Image("cat").scaleEffect(x: 2, y: 0.5, anchor: .topLeading)).displayList.items[0]
        // About (150, 150): tx = 150 − 2·150, ty = 150 − 0.5·150.
        #expect(item.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 0.5, tx: -150, ty: 75))
    }

    /// Effects compose inside out: the offset (inner) moves the item, then the scale (outer) scales
    /// about the laid-out centre: x ↦ 1.5·(x + 10) + 200 − 300.
    @Test func effectsComposeFromTheInsideOut() {
        let item = ViewHost(Image("cat").offset(x: 10).scaleEffect(1.5)).displayList.items[0]
        #expect(approx(item.transform, CGAffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: -85, ty: -100)))
    }

    @Test func displayListRoundTripsThroughJSON() throws {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        host.tapAvatar()
        host.advance(by: 0.1)
        let list = host.displayList
        let decoded = try JSONDecoder().decode(DisplayList.self, from: JSONEncoder().encode(list))
        #expect(decoded == list)
    }
}

// MARK: - Views for the tests

/// Two roots of different types behind one enum.
private enum AnyRoot: View {
    case text, image
    var body: some View {
        switch self {
        case .text: Text("A")
        case .image: Image("cat")
        }
    }
}

/// A full-host background and a centred square, each halving its own opacity when tapped.
private struct TwoTargets: View {
    @State private var backgroundTapped = false
    @State private var squareTapped = false

    var body: some View {
        ZStack {
            // Shapes, not colours: `Color.opacity(_:)` is Color's own method and returns a colour.
            Rectangle().opacity(backgroundTapped ? 0.5 : 1).onTapGesture { backgroundTapped = true }
            Rectangle().frame(width: 50, height: 50).opacity(squareTapped ? 0.5 : 1).onTapGesture { squareTapped = true }
        }
    }
}
