import Foundation
import Kinema
import Testing

@Suite("DisplayList")
struct DisplayListTests {
    /// A scale by `s` about the host point `anchor`: translate(−anchor) · scale · translate(anchor).
    static func scale(_ s: CGFloat, about anchor: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CGAffineTransform(scaleX: s, y: s))
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// A rotation by `radians` about the host point `anchor`.
    static func rotation(_ radians: CGFloat, about anchor: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CGAffineTransform(rotationAngle: radians))
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }

    static let everyKind = DisplayList(items: [
        .init(content: .color(.white), frame: CGRect(x: 0, y: 0, width: 400, height: 400), viewID: 1),
        .init(
            content: .shape(.roundedRectangle(cornerRadius: 12), fill: .blue),
            frame: CGRect(x: 20, y: 20, width: 160, height: 90),
            transform: rotation(.pi / 6, about: CGPoint(x: 100, y: 65)),
            opacity: 0.8,
            shadow: .init(color: .black.opacity(0.5), radius: 10, x: 2, y: 4),
            viewID: 2
        ),
        .init(content: .shape(.circle, fill: nil), frame: CGRect(x: 200, y: 40, width: 80, height: 80),
              transform: scale(1.5, about: CGPoint(x: 240, y: 80)), foregroundColor: .orange, viewID: 3),
        .init(content: .shape(.ellipse, fill: .mint), frame: CGRect(x: 20, y: 200, width: 120, height: 60)),
        .init(content: .shape(.capsule, fill: .secondary), frame: CGRect(x: 160, y: 200, width: 120, height: 40)),
        .init(content: .shape(.rectangle, fill: .clear), frame: CGRect(x: 300, y: 200, width: 60, height: 60)),
        .init(content: .text("Hello <Kinema> & \"friends\"", font: .system(size: 17)),
              frame: CGRect(x: 0, y: 300, width: 400, height: 30), foregroundColor: .primary, viewID: 4),
        .init(content: .image(name: "avatar"), frame: CGRect(x: 300, y: 300, width: 64, height: 64), viewID: 5),
    ])

    // MARK: - Values

    @Test func itemDefaultsDescribeNoEffect() {
        let item = DisplayList.Item(content: .color(.red), frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(item.transform == .identity)
        #expect(item.opacity == 1)
        #expect(item.shadow == nil)
        #expect(item.foregroundColor == nil)
        #expect(item.viewID == 0)
        #expect(DisplayList().items.isEmpty)
    }

    @Test func shadowDefaultsToSwiftUIs() {
        // SwiftUI's `shadow(color:radius:x:y:)` defaults: black at 33 % opacity, no offset.
        let shadow = DisplayList.Shadow(radius: 5)
        #expect(shadow.color == Color(white: 0, opacity: 0.33))
        #expect(shadow.x == 0 && shadow.y == 0)
    }

    @Test func codableRoundTripPreservesEverything() throws {
        let data = try JSONEncoder().encode(Self.everyKind)
        let decoded = try JSONDecoder().decode(DisplayList.self, from: data)
        #expect(decoded == Self.everyKind)
        #expect(decoded.items.map(\.viewID) == Self.everyKind.items.map(\.viewID))
    }

    @Test func contentEncodesWithATypeTag() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(DisplayList.Content.shape(.roundedRectangle(cornerRadius: 8), fill: nil)), as: UTF8.self)
        #expect(json == #"{"shape":{"cornerRadius":8,"type":"roundedRectangle"},"type":"shape"}"#)
        // Text carries its whole layout under `text`: runs, lines, alignment, size.
        let text = try JSONSerialization.jsonObject(with: try encoder.encode(DisplayList.Content.text("Hi"))) as? [String: Any]
        #expect(text?["type"] as? String == "text")
        let layout = text?["text"] as? [String: Any]
        #expect((layout?["runs"] as? [[String: Any]])?.first?["string"] as? String == "Hi")
        #expect(layout?["alignment"] as? String == "leading")
        #expect((layout?["lines"] as? [Any])?.count == 1)
        let image = String(decoding: try encoder.encode(DisplayList.Content.image(name: "a")), as: UTF8.self)
        #expect(image == #"{"name":"a","type":"image"}"#)
    }

    @Test func decodingAnUnknownContentTypeFails() {
        let json = Data(#"{"type":"video","name":"x"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DisplayList.Content.self, from: json) }
    }

    @Test func equalityComparesEveryField() {
        let base = DisplayList.Item(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var changes: [DisplayList.Item] = []
        var item = base
        item.content = .color(.blue); changes.append(item)
        item = base; item.frame.origin.x = 1; changes.append(item)
        item = base; item.transform = CGAffineTransform(scaleX: 2, y: 2); changes.append(item)
        item = base; item.opacity = 0.5; changes.append(item)
        item = base; item.shadow = .init(radius: 1); changes.append(item)
        item = base; item.foregroundColor = .red; changes.append(item)
        item = base; item.viewID = 9; changes.append(item)
        for changed in changes {
            #expect(changed != base)
            #expect(DisplayList(items: [changed]) != DisplayList(items: [base]))
        }
        #expect(DisplayList(items: [base]) == DisplayList(items: [base]))
    }

    @Test func paintOrderIsPartOfEquality() {
        let a = DisplayList.Item(content: .color(.red), frame: .zero)
        let b = DisplayList.Item(content: .color(.blue), frame: .zero)
        #expect(DisplayList(items: [a, b]) != DisplayList(items: [b, a]))
    }

    // MARK: - Hit testing

    @Test func hitTestPicksTheTopMostItem() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let list = DisplayList(items: [
            .init(content: .color(.white), frame: frame, viewID: 1),
            .init(content: .color(.red), frame: frame, viewID: 2),
            .init(content: .color(.blue), frame: CGRect(x: 200, y: 0, width: 10, height: 10), viewID: 3),
        ])
        #expect(list.hitTest(CGPoint(x: 50, y: 50))?.viewID == 2)
        #expect(list.hitTest(CGPoint(x: 150, y: 50)) == nil)
        #expect(DisplayList().hitTest(.zero) == nil)
    }

    @Test func hitTestIncludesEdges() {
        let list = DisplayList(items: [.init(content: .color(.red), frame: CGRect(x: 10, y: 10, width: 20, height: 20), viewID: 1)])
        #expect(list.hitTest(CGPoint(x: 10, y: 10))?.viewID == 1)
        #expect(list.hitTest(CGPoint(x: 30, y: 30))?.viewID == 1)
        #expect(list.hitTest(CGPoint(x: 30.01, y: 30)) == nil)
    }

    @Test func hitTestFollowsAnOffset() {
        let list = DisplayList(items: [
            .init(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 50, height: 50),
                  transform: CGAffineTransform(translationX: 100, y: 20), viewID: 1),
        ])
        #expect(list.hitTest(CGPoint(x: 25, y: 25)) == nil)
        #expect(list.hitTest(CGPoint(x: 125, y: 45))?.viewID == 1)
    }

    @Test func hitTestFollowsAScaleAboutTheCentre() {
        // A 100 × 100 square at (100, 100) scaled 1.5× about its centre covers 75…225.
        let list = DisplayList(items: [
            .init(content: .color(.red), frame: CGRect(x: 100, y: 100, width: 100, height: 100),
                  transform: Self.scale(1.5, about: CGPoint(x: 150, y: 150)), viewID: 1),
        ])
        #expect(list.hitTest(CGPoint(x: 80, y: 80))?.viewID == 1)
        #expect(list.hitTest(CGPoint(x: 220, y: 150))?.viewID == 1)
        #expect(list.hitTest(CGPoint(x: 230, y: 150)) == nil)
        #expect(list.hitTest(CGPoint(x: 70, y: 70)) == nil)
    }

    @Test func hitTestFollowsAShrink() {
        let list = DisplayList(items: [
            .init(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                  transform: Self.scale(0.5, about: CGPoint(x: 50, y: 50)), viewID: 1),
        ])
        #expect(list.hitTest(CGPoint(x: 50, y: 50))?.viewID == 1)
        #expect(list.hitTest(CGPoint(x: 10, y: 10)) == nil)
    }

    @Test func hitTestFollowsARotation() {
        // A 100 × 100 square centred at (100, 100), turned 45°: a diamond reaching 100·√2/2 ≈ 70.7
        // from the centre along the axes, and only 50 along the diagonals.
        let list = DisplayList(items: [
            .init(content: .color(.red), frame: CGRect(x: 50, y: 50, width: 100, height: 100),
                  transform: Self.rotation(.pi / 4, about: CGPoint(x: 100, y: 100)), viewID: 1),
        ])
        #expect(list.hitTest(CGPoint(x: 165, y: 100))?.viewID == 1)    // beyond the laid-out frame
        #expect(list.hitTest(CGPoint(x: 100, y: 35))?.viewID == 1)
        #expect(list.hitTest(CGPoint(x: 55, y: 55)) == nil)           // a laid-out corner, now empty
        #expect(list.hitTest(CGPoint(x: 175, y: 100)) == nil)
    }

    @Test func hitTestFollowsACombinedRotationScaleAndOffset() {
        let anchor = CGPoint(x: 50, y: 25)
        let transform = Self.rotation(.pi / 2, about: anchor)
            .concatenating(Self.scale(2, about: anchor))
            .concatenating(CGAffineTransform(translationX: 200, y: 0))
        // A 100 × 50 bar centred at (50, 25): turned upright, doubled, moved right by 200, it spans
        // x 200…300 and y −75…125 around (250, 25).
        let list = DisplayList(items: [
            .init(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 100, height: 50), transform: transform, viewID: 1),
        ])
        #expect(list.hitTest(CGPoint(x: 250, y: 120))?.viewID == 1)
        #expect(list.hitTest(CGPoint(x: 205, y: -70))?.viewID == 1)
        #expect(list.hitTest(CGPoint(x: 310, y: 25)) == nil)
        #expect(list.hitTest(CGPoint(x: 50, y: 25)) == nil)
    }

    @Test func shapesTakeTapsInsideTheirOutlineOnly() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let circle = DisplayList(items: [.init(content: .shape(.circle, fill: .red), frame: frame, viewID: 1)])
        #expect(circle.hitTest(CGPoint(x: 50, y: 50))?.viewID == 1)
        #expect(circle.hitTest(CGPoint(x: 5, y: 5)) == nil)
        #expect(circle.hitTest(CGPoint(x: 50, y: 0.5))?.viewID == 1)

        let wideCircle = DisplayList(items: [.init(content: .shape(.circle, fill: .red),
                                                   frame: CGRect(x: 0, y: 0, width: 200, height: 100), viewID: 1)])
        #expect(wideCircle.hitTest(CGPoint(x: 100, y: 50))?.viewID == 1)
        #expect(wideCircle.hitTest(CGPoint(x: 20, y: 50)) == nil)      // the circle is centred, 100 wide

        let ellipse = DisplayList(items: [.init(content: .shape(.ellipse, fill: .red),
                                                frame: CGRect(x: 0, y: 0, width: 200, height: 100), viewID: 1)])
        #expect(ellipse.hitTest(CGPoint(x: 5, y: 50))?.viewID == 1)
        #expect(ellipse.hitTest(CGPoint(x: 20, y: 10)) == nil)

        let rounded = DisplayList(items: [.init(content: .shape(.roundedRectangle(cornerRadius: 20), fill: .red), frame: frame, viewID: 1)])
        #expect(rounded.hitTest(CGPoint(x: 2, y: 2)) == nil)
        #expect(rounded.hitTest(CGPoint(x: 2, y: 50))?.viewID == 1)
        #expect(rounded.hitTest(CGPoint(x: 10, y: 10))?.viewID == 1)

        let capsule = DisplayList(items: [.init(content: .shape(.capsule, fill: .red),
                                                frame: CGRect(x: 0, y: 0, width: 200, height: 40), viewID: 1)])
        #expect(capsule.hitTest(CGPoint(x: 2, y: 2)) == nil)
        #expect(capsule.hitTest(CGPoint(x: 100, y: 2))?.viewID == 1)
        #expect(capsule.hitTest(CGPoint(x: 1, y: 20))?.viewID == 1)
    }

    @Test func invisibleItemsAreNotHit() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let point = CGPoint(x: 50, y: 50)
        let below = DisplayList.Item(content: .color(.white), frame: frame, viewID: 1)
        let hidden: [DisplayList.Item] = [
            .init(content: .color(.red), frame: frame, opacity: 0, viewID: 2),
            .init(content: .color(.red), frame: frame, opacity: .nan, viewID: 2),
            .init(content: .color(.clear), frame: frame, viewID: 2),
            .init(content: .shape(.rectangle, fill: .clear), frame: frame, viewID: 2),
            .init(content: .shape(.rectangle, fill: nil), frame: frame, foregroundColor: .clear, viewID: 2),
            .init(content: .text("Hi"), frame: frame, foregroundColor: .clear, viewID: 2),
            .init(content: .color(.red), frame: frame, transform: CGAffineTransform(scaleX: 0, y: 0), viewID: 2),
            .init(content: .color(.red), frame: CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100), viewID: 2),
            .init(content: .color(.red), frame: frame, transform: CGAffineTransform(translationX: .infinity, y: 0), viewID: 2),
        ]
        for item in hidden {
            #expect(DisplayList(items: [below, item]).hitTest(point)?.viewID == 1)
        }
        // A fill of its own wins over a clear foreground, and images are always hit.
        let visible: [DisplayList.Item] = [
            .init(content: .shape(.rectangle, fill: .red), frame: frame, foregroundColor: .clear, viewID: 2),
            .init(content: .image(name: "avatar"), frame: frame, foregroundColor: .clear, viewID: 2),
            .init(content: .text("Hi"), frame: frame, viewID: 2),
        ]
        for item in visible {
            #expect(DisplayList(items: [below, item]).hitTest(point)?.viewID == 2)
        }
    }

    @Test func hitTestUsesTheStandardizedFrame() {
        let list = DisplayList(items: [.init(content: .color(.red), frame: CGRect(x: 100, y: 100, width: -50, height: -50), viewID: 1)])
        #expect(list.hitTest(CGPoint(x: 75, y: 75))?.viewID == 1)
    }

    @Test func nonFinitePointsHitNothing() {
        let list = DisplayList(items: [.init(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        #expect(list.hitTest(CGPoint(x: CGFloat.nan, y: 5)) == nil)
        #expect(list.hitTest(CGPoint(x: 5, y: CGFloat.infinity)) == nil)
    }

    @Test func isSendableEquatableCodable() {
        func check<T: Sendable & Equatable & Codable>(_: T.Type) {}
        check(DisplayList.self)
        check(DisplayList.Item.self)
        check(DisplayList.Content.self)
        check(DisplayList.Shape.self)
        check(DisplayList.Shadow.self)
    }
}
