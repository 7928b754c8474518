import Foundation
import Testing
@testable import KinemaUI

/// Whether an update's new role keeps layout and drawing: `equivalence(to:)` agrees, pair by pair, with the rules restated here over the pair of
/// roles (the form the engine used before it compared one payload at a time).
@Suite("Role equivalence")
@MainActor
struct RoleEquivalenceTests {
    private static func roles() -> [ViewNode.Role] {
        let noDraw: (CGSize, inout DisplayList.Content) -> Void = { _, _ in }
        let noEffect: (CGRect, inout DrawState) -> Void = { _, _ in }
        return [
            .group,
            .effect(EffectSampler(attributeID: 1, apply: noEffect)),
            .effect(EffectSampler(attributeID: 2, apply: noEffect)),
            .shape(ContentSampler(attributeID: 3, version: 1, draw: noDraw), width: nil, height: nil),
            .shape(ContentSampler(attributeID: 3, version: 2, draw: noDraw), width: nil, height: nil),
            .shape(ContentSampler(attributeID: 4, version: 1, draw: noDraw), width: nil, height: nil),
            .shape(ContentSampler(attributeID: 3, version: 1, draw: noDraw), width: 20, height: 20),
            .shape(ContentSampler(attributeID: 3, version: 1, draw: noDraw), width: nil, height: 20),
            .frame(width: 10, height: nil, alignment: .center),
            .frame(width: 10, height: nil, alignment: .leading),
            .frame(width: 12, height: 4, alignment: .center),
            .leaf(.color(.red), width: nil, height: nil),
            .leaf(.color(.blue), width: nil, height: nil),
            .leaf(.color(.red), width: 20, height: nil),
            .leaf(.shape(.rectangle), width: nil, height: nil),
            .divider(.gray),
            .divider(.black),
            .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)),
            .padding(EdgeInsets(top: 2, leading: 1, bottom: 1, trailing: 1)),
            .spacer(minLength: 8),
            .spacer(minLength: 9),
            .stack(.horizontal, spacing: nil, alignment: .center),
            .stack(.vertical, spacing: nil, alignment: .center),
            .zstack(.center),
            .zstack(.top),
            .fixedSize(horizontal: true, vertical: false),
            .position(CGPoint(x: 1, y: 2)),
            .geometryReader,
        ]
    }

    @Test func layoutAndDrawingEquivalenceFollowTheRules() {
        let roles = Self.roles()
        for old in roles {
            for new in roles {
                #expect(old.equivalence(to: new).layout == Self.layoutRule(old, new), "layout: \(old) → \(new)")
                #expect(old.equivalence(to: new).drawing == Self.drawingRule(old, new), "drawing: \(old) → \(new)")
            }
        }
    }

    @Test func rolesOfDifferentKindsAreNeitherAlikeInLayoutNorWhenEitherDraws() {
        let effect = ViewNode.Role.effect(EffectSampler(attributeID: 1, apply: { _, _ in }))
        #expect(!effect.equivalence(to: .group).layout)
        #expect(!effect.equivalence(to: .group).drawing)
        #expect(ViewNode.Role.group.equivalence(to: .spacer(minLength: 0)).drawing)
        #expect(!ViewNode.Role.group.equivalence(to: .spacer(minLength: 0)).layout)
    }

    // The rules, restated over the pair (for the kinds in `roles()`).

    private static func layoutRule(_ a: ViewNode.Role, _ b: ViewNode.Role) -> Bool {
        switch (a, b) {
        case (.group, .group), (.effect, .effect), (.divider, .divider), (.geometryReader, .geometryReader):
            true
        case let (.shape(_, w1, h1), .shape(_, w2, h2)): w1 == w2 && h1 == h2
        case let (.leaf(_, w1, h1), .leaf(_, w2, h2)): w1 == w2 && h1 == h2
        case let (.frame(w1, h1, a1), .frame(w2, h2, a2)): w1 == w2 && h1 == h2 && a1 == a2
        case let (.padding(i1), .padding(i2)): i1 == i2
        case let (.spacer(l1), .spacer(l2)): l1 == l2
        case let (.stack(x1, s1, a1), .stack(x2, s2, a2)): x1 == x2 && s1 == s2 && a1 == a2
        case let (.zstack(a1), .zstack(a2)): a1 == a2
        case let (.fixedSize(h1, v1), .fixedSize(h2, v2)): h1 == h2 && v1 == v2
        case let (.position(p1), .position(p2)): p1 == p2
        default: false
        }
    }

    private static func drawingRule(_ a: ViewNode.Role, _ b: ViewNode.Role) -> Bool {
        switch (a, b) {
        case let (.leaf(c1, _, _), .leaf(c2, _, _)): c1 == c2
        case let (.effect(s1), .effect(s2)): s1.attributeID == s2.attributeID
        case let (.shape(s1, _, _), .shape(s2, _, _)): s1.attributeID == s2.attributeID && s1.version == s2.version
        case let (.divider(c1), .divider(c2)): c1 == c2
        case (.leaf, _), (_, .leaf), (.effect, _), (_, .effect), (.shape, _), (_, .shape), (.divider, _), (_, .divider): false
        default: true
        }
    }
}
