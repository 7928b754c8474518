import Foundation
import Testing
@testable import KinemaUI

/// The role setter's quick comparison of the common kinds agrees with the full layout and drawing
/// comparisons, pair by pair.
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
            .shape(ContentSampler(attributeID: 3, version: 1, draw: noDraw)),
            .shape(ContentSampler(attributeID: 3, version: 2, draw: noDraw)),
            .shape(ContentSampler(attributeID: 4, version: 1, draw: noDraw)),
            .frame(width: 10, height: nil, alignment: .center),
            .frame(width: 10, height: nil, alignment: .leading),
            .frame(width: 12, height: 4, alignment: .center),
            .leaf(.color(.red), width: nil, height: nil),
            .leaf(.color(.blue), width: nil, height: nil),
            .leaf(.color(.red), width: 20, height: nil),
            .leaf(.shape(.rectangle, fill: nil), width: nil, height: nil),
            .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)),
            .spacer(minLength: 8),
        ]
    }

    @Test func theQuickComparisonAgreesWithTheFullOnes() {
        let roles = Self.roles()
        var compared = 0
        for old in roles {
            for new in roles {
                guard let quick = old.commonEquivalence(to: new) else { continue }
                compared += 1
                #expect(quick.layout == old.isLayoutEquivalent(to: new), "layout: \(old) → \(new)")
                #expect(quick.drawing == old.isDrawingEquivalent(to: new), "drawing: \(old) → \(new)")
            }
        }
        // Every common kind met itself and its variants.
        #expect(compared == 1 + 2 * 2 + 3 * 3 + 3 * 3 + 4 * 4)
    }

    @Test func rolesOfDifferentKindsAreLeftToTheFullComparison() {
        let effect = ViewNode.Role.effect(EffectSampler(attributeID: 1, apply: { _, _ in }))
        #expect(effect.commonEquivalence(to: .group) == nil)
        #expect(ViewNode.Role.group.commonEquivalence(to: .spacer(minLength: 0)) == nil)
        #expect(ViewNode.Role.spacer(minLength: 0).commonEquivalence(to: .spacer(minLength: 0)) == nil)
    }
}
