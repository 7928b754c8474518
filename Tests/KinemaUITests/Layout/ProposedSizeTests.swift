import Foundation
import Testing
@testable import KinemaUI

/// A proposal stores its dimensions as plain numbers, `nil` as a reserved NaN: it must read back,
/// compare and hash exactly as the pair of optionals it stands for.
@Suite("Proposed size")
struct ProposedSizeTests {
    /// Dimensions that stress the encoding: `nil`, signed zeros, infinities, NaNs (the default
    /// one and one carrying the reserved payload's bits).
    private static let dimensions: [CGFloat?] = [
        nil, 0, -0.0, 1, -1, 0.5, 1e308, .infinity, -.infinity, .nan,
        CGFloat(Double(bitPattern: 0x7FF8_6B69_6E65_6D61)), .leastNonzeroMagnitude,
    ]

    /// What `==` on the pair of optionals says.
    private static func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool { a == b }

    @Test func dimensionsReadBackAsGiven() {
        for width in Self.dimensions {
            for height in Self.dimensions {
                let proposal = ProposedSize(width: width, height: height)
                #expect((proposal.width == nil) == (width == nil))
                #expect((proposal.height == nil) == (height == nil))
                if let width { #expect(proposal.width!.bitPattern == width.bitPattern || (width.isNaN && proposal.width!.isNaN)) }
                if let height { #expect(proposal.height!.bitPattern == height.bitPattern || (height.isNaN && proposal.height!.isNaN)) }
            }
        }
    }

    @Test func aNaNIsNeverReadAsNil() {
        let reserved = CGFloat(Double(bitPattern: 0x7FF8_6B69_6E65_6D61))
        let proposal = ProposedSize(width: reserved, height: .nan)
        #expect(proposal.width != nil && proposal.width!.isNaN)
        #expect(proposal.height != nil && proposal.height!.isNaN)
    }

    @Test func equalityAndHashingFollowTheOptionals() {
        for a in Self.dimensions {
            for b in Self.dimensions {
                let left = ProposedSize(width: a, height: b)
                for c in Self.dimensions {
                    let right = ProposedSize(width: c, height: b)
                    let expected = Self.same(a, c) && Self.same(b, b)
                    #expect((left == right) == expected, "\(String(describing: a)), \(String(describing: b)) against \(String(describing: c))")
                    if expected { #expect(left.hashValue == right.hashValue) }
                }
            }
        }
    }

    @Test func settingADimensionChangesOnlyIt() {
        var proposal = ProposedSize(width: 10, height: nil)
        proposal.height = 4
        #expect(proposal == ProposedSize(width: 10, height: 4))
        proposal.width = nil
        #expect(proposal.width == nil && proposal.height == 4)
        #expect(proposal[.vertical] == 4 && proposal[.horizontal] == nil)
    }
}
