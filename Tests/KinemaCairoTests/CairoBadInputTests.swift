import Foundation
import Kinema
import KinemaCairo
import KinemaTestSupport
import Testing

/// Items that cannot be placed are left out, as the SVG renderer leaves them out
/// (`SVGRendererTests.nonFiniteItemsAreLeftOut`, `opacityIsClampedAndNaNIsZero`): a NaN or
/// infinite frame or transform draws nothing, NaN opacity is 0, and nothing of the kind crashes,
/// leaves the background damaged or stops later items from drawing.
@Suite("Cairo bad input", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoBadInputTests {
    /// A green 10 × 10 square at (0, 0), drawn after the bad items: it must still show.
    static let sentinel = DisplayList.Item(content: .color(Pure.green), frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    static let badItems: [(String, DisplayList.Item)] = [
        ("NaN x", .init(content: .color(Pure.red), frame: CGRect(x: CGFloat.nan, y: 0, width: 50, height: 50))),
        ("infinite width", .init(content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 50))),
        ("NaN transform", .init(content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: 50, height: 50),
                                transform: CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))),
        ("infinite translation", .init(content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: 50, height: 50),
                                       transform: CGAffineTransform(translationX: -.infinity, y: 0))),
        ("NaN opacity", .init(content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: 50, height: 50), opacity: .nan)),
    ]

    @Test(arguments: 0..<5)
    func aBadItemIsSkipped(index: Int) throws {
        let (label, bad) = Self.badItems[index]
        let image = try CairoTest.draw([bad, Self.sentinel], size: CGSize(width: 100, height: 100))
        #expect(image.at(30, 30) == .white, "\(label)")
        #expect(image.at(80, 80) == .white, "\(label)")
        #expect(image.at(5, 5) == .green, "\(label)")
    }

    /// A transform that collapses the item (`scaleEffect(0)`, where a shrinking transition ends)
    /// draws nothing of it, and the items after it still draw: SVG's `matrix(0 0 0 0 …)` hides
    /// one element and nothing else.
    @Test func aCollapsedTransformHidesOnlyItsItem() throws {
        let collapsed = DisplayList.Item(content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: 50, height: 50),
                                         transform: CGAffineTransform(scaleX: 0, y: 0))
        let image = try CairoTest.draw([collapsed, Self.sentinel, .init(content: .color(Pure.blue), frame: CGRect(x: 50, y: 50, width: 50, height: 50))],
                                       size: CGSize(width: 100, height: 100))
        #expect(image.at(30, 30) == .white)
        #expect(image.at(5, 5) == .green)
        #expect(image.at(75, 75) == .blue)
    }

    /// A finite transform whose determinant overflows (scale 10¹⁶⁰: a·d = 10³²⁰ = ∞) is not one
    /// cairo can invert either; it too must hide only its item.
    @Test func anOverflowingTransformHidesOnlyItsItem() throws {
        let huge = DisplayList.Item(content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: 50, height: 50),
                                    transform: CGAffineTransform(scaleX: 1e160, y: 1e160))
        let image = try CairoTest.draw([huge, Self.sentinel], size: CGSize(width: 100, height: 100))
        #expect(image.at(5, 5) == .green)
    }

    /// An item far outside the picture (x = 10¹²) leaves every pixel as it was.
    @Test func aFarAwayItemLeavesThePictureAlone() throws {
        let far = DisplayList.Item(content: .color(Pure.red), frame: CGRect(x: 1e12, y: 0, width: 50, height: 100))
        let huge = DisplayList.Item(content: .color(Pure.red), frame: CGRect(x: 1e12, y: 1e12, width: 1e13, height: 1e13))
        let image = try CairoTest.draw([far, huge, Self.sentinel], size: CGSize(width: 100, height: 100))
        #expect(image.pixels { $0 != .white }.count == 100)    // the sentinel's 10 × 10 alone
        #expect(image.at(5, 5) == .green)
    }

    /// NaN and infinite path points, stroke widths and dashes draw without crashing, and leave
    /// the sentinel drawn.
    @Test func badPathsAndStrokesDoNotCrash() throws {
        var path = Path()
        path.move(to: CGPoint(x: CGFloat.nan, y: 10))
        path.addLine(to: CGPoint(x: 50, y: CGFloat.infinity))
        path.addLine(to: CGPoint(x: 80, y: 80))
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let items: [DisplayList.Item] = [
            .init(content: .path(path, .fill(Pure.red, eoFill: false)), frame: frame),
            .init(content: .path(path, .stroke(Pure.red, StrokeStyle(lineWidth: .nan))), frame: frame),
            .init(content: .path(path, .stroke(Pure.red, StrokeStyle(lineWidth: .infinity, dash: [.nan, -1, .infinity]))), frame: frame),
            .init(content: .path(path, .stroke(Pure.red, StrokeStyle(lineWidth: 2, miterLimit: .nan, dash: [0, 0], dashPhase: .nan))), frame: frame),
            .init(content: .shape(.roundedRectangle(cornerRadius: .nan), fill: Pure.red), frame: CGRect(x: 200, y: 0, width: 10, height: 10)),
            Self.sentinel,
        ]
        let image = try CairoTest.draw(items, size: CGSize(width: 100, height: 100))
        #expect(image.at(5, 5) == .green)
    }

    /// Gradients with NaN stops, centres and radii, and groups with NaN values, draw without
    /// crashing and close cleanly: the sentinel after them shows.
    @Test func badPaintsAndGroupsDoNotCrash() throws {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let stops: [Gradient.Stop] = [.init(color: Color(red: .nan, green: 0, blue: 0), location: .nan), .init(color: Pure.blue, location: .infinity)]
        let paints: [ResolvedPaint] = [
            .linearGradient(stops: stops, startPoint: UnitPoint(x: .nan, y: 0), endPoint: .trailing),
            .radialGradient(stops: stops, center: UnitPoint(x: .infinity, y: .nan), startRadius: .nan, endRadius: .infinity),
            .ellipticalGradient(stops: stops, center: .center, startRadiusFraction: .nan, endRadiusFraction: -1),
            .angularGradient(stops: stops, center: UnitPoint(x: .nan, y: .nan), startAngle: .degrees(.nan), endAngle: .degrees(.infinity)),
        ]
        var items = paints.map { DisplayList.Item(content: .path(Path(frame), .gradientFill($0, eoFill: false)), frame: frame) }
        let groups: [DisplayList.Group] = [
            .init(id: 1, effect: .filter(.blur(radius: .infinity, opaque: false))),
            .init(id: 2, effect: .filter(.hueRotation(.degrees(.nan)))),
            .init(id: 3, effect: .clip(Path(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), eoFill: false)),
            .init(id: 4, effect: .compositing(opacity: .infinity)),
        ]
        items.append(.init(content: .color(Pure.red), frame: frame, groups: groups))
        items.append(Self.sentinel)
        let image = try CairoTest.draw(items, size: CGSize(width: 100, height: 100))
        #expect(image.at(5, 5) == .green)
    }

    /// A property: whatever junk comes first — random frames, transforms, opacities and groups,
    /// finite or not — the picture has its size and the sentinel drawn last, outside every group,
    /// shows. 40 seeded lists of 6 items on a 32 × 32 picture.
    @Test func junkNeverBreaksLaterItems() throws {
        var random = SeededGenerator(seed: 0xCA1_20)
        let specials: [CGFloat] = [.nan, .infinity, -.infinity, 0, -1, 1e300, -1e300, 1e-300]
        func number(_ range: ClosedRange<CGFloat>) -> CGFloat {
            Int.random(in: 0..<4, using: &random) == 0 ? specials.randomElement(using: &random)! : CGFloat.random(in: range, using: &random)
        }
        for round in 0..<40 {
            var items: [DisplayList.Item] = []
            for _ in 0..<6 {
                let frame = CGRect(x: number(-20...40), y: number(-20...40), width: number(0...40), height: number(0...40))
                let transform = CGAffineTransform(a: number(-2...2), b: number(-1...1), c: number(-1...1), d: number(-2...2),
                                                  tx: number(-20...20), ty: number(-20...20))
                let effects: [DisplayList.GroupEffect] = [
                    .clip(Path(ellipseIn: frame), eoFill: Bool.random(using: &random)), .mask, .maskSource,
                    .filter(.blur(radius: number(0...4), opaque: false)), .blendMode(BlendMode.allCases.randomElement(using: &random)!),
                    .compositing(opacity: Double(number(0...1))),
                ]
                let groups = (0..<Int.random(in: 0...2, using: &random)).map { depth in
                    DisplayList.Group(id: depth, effect: effects.randomElement(using: &random)!)
                }
                let contents: [DisplayList.Content] = [
                    .color(Pure.red), .shape(.capsule, fill: Pure.blue),
                    .path(Path(ellipseIn: CGRect(x: 0, y: 0, width: frame.width, height: frame.height)), .stroke(Pure.black, StrokeStyle(lineWidth: number(0...5)))),
                ]
                items.append(.init(
                    content: contents.randomElement(using: &random)!, frame: frame, transform: transform,
                    opacity: Double(number(0...1)),
                    shadow: Bool.random(using: &random) ? .init(color: Pure.black, radius: number(0...3), x: number(-3...3), y: number(-3...3)) : nil,
                    groups: groups))
            }
            items.append(Self.sentinel)
            let image = try CairoTest.draw(items, size: CGSize(width: 32, height: 32))
            #expect(image.width == 32 && image.height == 32 && image.rgba.count == 32 * 32 * 4, "round \(round)")
            #expect(image.at(5, 5) == .green, "round \(round) (seed 0xCA120)")
        }
    }
}
