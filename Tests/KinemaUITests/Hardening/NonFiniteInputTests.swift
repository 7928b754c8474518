import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Issue 15's rule (ARCHITECTURE.md, "Bad input"): a non-finite or overflowing value given to an
// effect, a layout modifier or a shape never reaches the display list. Effects draw as the
// identity, frames get finite coordinates and sizes, and content that cannot be drawn draws
// nothing. Every case is checked twice: set at once, and animated to under `withAnimation` and
// back.

/// The values that broke the display list before: NaN, both infinities, and finite values whose
/// products overflow.
private let badValues: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude]

/// A 40 × 40 square under one modifier set to `value`.
@MainActor
private func cases(_ value: Double) -> [(String, AnyView)] {
    let square = Rectangle().frame(width: 40, height: 40)
    return [
        ("scaleEffect", AnyView(square.scaleEffect(value))),
        ("scaleEffect(x:)", AnyView(square.scaleEffect(x: value))),
        ("scaleEffect anchor", AnyView(square.scaleEffect(2, anchor: UnitPoint(x: value, y: 0)))),
        ("scaleEffect twice", AnyView(square.scaleEffect(value).scaleEffect(value))),
        ("rotationEffect", AnyView(square.rotationEffect(.degrees(value)))),
        ("rotation3DEffect angle", AnyView(square.rotation3DEffect(.degrees(value), axis: (x: 1, y: 0, z: 0)))),
        ("rotation3DEffect axis", AnyView(square.rotation3DEffect(.degrees(30), axis: (x: value, y: 1, z: 0)))),
        ("offset", AnyView(square.offset(x: value, y: value))),
        ("offset twice", AnyView(square.offset(x: value).offset(x: value))),
        ("opacity", AnyView(square.opacity(value))),
        ("blur", AnyView(square.blur(radius: value))),
        ("shadow radius", AnyView(square.shadow(radius: value))),
        ("shadow offset", AnyView(square.shadow(radius: 2, x: value, y: value))),
        ("shadow under scale", AnyView(square.shadow(radius: 2, x: 3, y: 3).scaleEffect(value))),
        ("brightness", AnyView(square.brightness(value))),
        ("hueRotation", AnyView(square.hueRotation(.degrees(value)))),
        ("padding", AnyView(square.padding(value))),
        ("padding(EdgeInsets)", AnyView(square.padding(EdgeInsets(top: value, leading: value, bottom: 0, trailing: 0)))),
        ("frame(width:)", AnyView(Rectangle().frame(width: value, height: 40))),
        ("frame(maxWidth:)", AnyView(Rectangle().frame(maxWidth: value))),
        ("position", AnyView(square.position(x: value, y: 10))),
        ("HStack spacing", AnyView(HStack(spacing: value) { square; square })),
        ("aspectRatio", AnyView(square.aspectRatio(value, contentMode: .fit))),
        ("RoundedRectangle", AnyView(RoundedRectangle(cornerRadius: value).frame(width: 40, height: 40))),
        ("stroke lineWidth", AnyView(Circle().stroke(lineWidth: value).frame(width: 40, height: 40))),
        ("dash", AnyView(Circle().stroke(style: StrokeStyle(lineWidth: 2, dash: [value, 2], dashPhase: value)).frame(width: 40, height: 40))),
        ("trim", AnyView(Circle().trim(from: 0, to: value).stroke().frame(width: 40, height: 40))),
        ("clipShape", AnyView(square.clipShape(RoundedRectangle(cornerRadius: value)))),
        ("mask", AnyView(square.mask(Circle().scale(value)))),
        ("Color", AnyView(Color(red: value, green: 0, blue: value).frame(width: 40, height: 40))),
        ("font size", AnyView(Text("Kinema").font(.system(size: value)))),
    ]
}

@MainActor
@Suite("Non-finite input never reaches the display list")
struct NonFiniteInputTests {
    @Test(arguments: badValues)
    func setAtOnce(value: Double) {
        expectFiniteSetAtOnce(cases(value), value: value)
    }

    /// Animating from a finite value to the bad one and back: every frame stays finite (checked
    /// with `hasOnlyFiniteNumbers` on each frame, and by reflection at the end of each way).
    @Test(arguments: [Double.nan, .infinity, 1e308])
    func animatedToAndBack(value: Double) {
        expectFiniteAnimated(
            good: cases(1.5), bad: cases(value), value: value,
            animations: [.spring(duration: 0.3, bounce: 0.4), .easeInOut(duration: 0.2)], frames: 6)
    }

    // MARK: The documented outcomes

    /// Effects whose transform is not finite draw as the identity.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteTransformEffectIsTheIdentity(value: Double) {
        let square = Rectangle().frame(width: 40, height: 40)
        for view in [AnyView(square.scaleEffect(value)), AnyView(square.rotationEffect(.radians(value))),
                     AnyView(square.offset(x: value)), AnyView(square.scaleEffect(x: value, y: 1))] {
            let host = ViewHost(view)
            #expect(host.displayList.items[0].transform == .identity)
            #expect(host.displayList.items[0].frame == CGRect(x: 180, y: 180, width: 40, height: 40))
        }
    }

    /// So do effects whose transform overflows: a scale of 1e308 about the centre (200, 200) moves
    /// the origin by −1e308 × 200, past the largest double.
    @Test(arguments: [1e308, -1e308])
    func anOverflowingScaleIsTheIdentity(value: Double) {
        let square = Rectangle().frame(width: 40, height: 40)
        for view in [AnyView(square.scaleEffect(value)), AnyView(square.scaleEffect(x: value, y: 1))] {
            let host = ViewHost(view)
            #expect(host.displayList.items[0].transform == .identity)
            #expect(host.displayList.items[0].frame == CGRect(x: 180, y: 180, width: 40, height: 40))
        }
    }

    /// An overflowing effect is left out, the finite ones around it still apply.
    @Test func theFiniteEffectsAroundAnOverflowingOneStillApply() {
        let host = ViewHost(Rectangle().frame(width: 40, height: 40).scaleEffect(1e308).offset(x: 10))
        #expect(host.displayList.items[0].transform == CGAffineTransform(translationX: 10, y: 0))
    }

    @Test func aShadowWithANonFiniteValueIsLeftOut() {
        let square = Rectangle().frame(width: 40, height: 40)
        #expect(ViewHost(square.shadow(radius: .nan)).displayList.items[0].shadow == nil)
        #expect(ViewHost(square.shadow(radius: 3, x: .infinity)).displayList.items[0].shadow == nil)
        #expect(ViewHost(square.shadow(radius: 3, x: 1)).displayList.items[0].shadow != nil)
    }

    /// A non-finite position puts the view's centre at 0 on that axis; the other axis keeps its
    /// value.
    @Test func aNonFinitePositionIsZero() {
        let host = ViewHost(Rectangle().frame(width: 40, height: 40).position(x: .nan, y: 100))
        let frame = host.displayList.items[0].frame
        #expect(frame.width == 40)
        #expect(frame.midY == 100)
        #expect(frame.minX == 0)
    }

    @Test func aRoundedRectangleWithANonFiniteRadiusHasSquareCorners() {
        let host = ViewHost(RoundedRectangle(cornerRadius: .nan).frame(width: 40, height: 40))
        let item = host.displayList.items[0]
        switch item.content {
        case .shape(.roundedRectangle(let radius), _): #expect(radius == 0)
        case .path(let path, _): #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 40))
        default: Issue.record("unexpected content \(item.content)")
        }
    }

    /// A non-finite stroke width is 0 (nothing is drawn), as `StrokeStyle.sanitised()` documents.
    @Test func aStrokeWithANonFiniteWidthHasNoWidth() {
        let host = ViewHost(Circle().stroke(lineWidth: .nan).frame(width: 40, height: 40))
        guard case .path(_, .stroke(_, let style)) = host.displayList.items[0].content else {
            Issue.record("not a stroke: \(host.displayList.items[0].content)")
            return
        }
        #expect(style.lineWidth == 0)
    }

    // MARK: The check itself

    /// `hasOnlyFiniteNumbers` finds a NaN wherever it hides: in the frame, the transform, a shadow,
    /// a group, or the content.
    @Test func theCheckFindsANaNInEveryField() {
        let clean = DisplayList.Item(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(clean.hasOnlyFiniteNumbers)
        var frame = clean; frame.frame.origin.x = .nan
        var transform = clean; transform.transform.ty = .infinity
        var opacity = clean; opacity.opacity = .nan
        var shadow = clean; shadow.shadow = DisplayList.Shadow(radius: .nan)
        var group = clean; group.groups = [DisplayList.Group(id: 1, effect: .filter(.blur(radius: .nan, opaque: false)))]
        var path = clean
        path.content = .path(Path(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)), .fill(nil, eoFill: false))
        var corner = clean; corner.content = .shape(.roundedRectangle(cornerRadius: .nan), fill: nil)
        for item in [frame, transform, opacity, shadow, group, path, corner] {
            #expect(!item.hasOnlyFiniteNumbers, "\(item)")
            #expect(!DisplayList(items: [clean, item]).hasOnlyFiniteNumbers)
        }
    }
}
