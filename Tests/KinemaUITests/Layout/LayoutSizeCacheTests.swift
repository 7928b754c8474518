import Foundation
import Testing
@testable import KinemaUI

/// A node's sizes by proposal: the first two kept inline, six at most, the oldest dropped first.
@Suite("Layout size cache")
struct LayoutSizeCacheTests {
    private func entry(_ width: CGFloat, axis: UInt8 = 0) -> LayoutCacheEntry {
        LayoutCacheEntry(proposal: ProposedSize(width: width, height: nil), axis: axis, size: CGSize(width: width * 2, height: 1))
    }

    @Test func findsEachKeptSizeByProposalAndAxis() {
        var cache = LayoutSizeCache()
        #expect(cache.size(for: ProposedSize(width: 1, height: nil), axis: 0) == nil)
        cache.append(entry(1))
        cache.append(entry(2, axis: 1))
        #expect(cache.size(for: ProposedSize(width: 1, height: nil), axis: 0) == CGSize(width: 2, height: 1))
        #expect(cache.size(for: ProposedSize(width: 2, height: nil), axis: 1) == CGSize(width: 4, height: 1))
        #expect(cache.size(for: ProposedSize(width: 2, height: nil), axis: 0) == nil)
        cache.removeAll()
        #expect(cache.size(for: ProposedSize(width: 1, height: nil), axis: 0) == nil)
    }

    @Test func keepsTheLatestSixDroppingTheOldestFirst() {
        var cache = LayoutSizeCache()
        for width in 1...8 { cache.append(entry(CGFloat(width))) }
        for width in 1...2 { #expect(cache.size(for: ProposedSize(width: CGFloat(width), height: nil), axis: 0) == nil) }
        for width in 3...8 {
            #expect(cache.size(for: ProposedSize(width: CGFloat(width), height: nil), axis: 0) == CGSize(width: CGFloat(width) * 2, height: 1))
        }
    }

    @Test func emptiedCacheKeepsTheLatestSixAgain() {
        var cache = LayoutSizeCache()
        for width in 1...8 { cache.append(entry(CGFloat(width))) }
        cache.removeAll()
        for width in 3...8 { #expect(cache.size(for: ProposedSize(width: CGFloat(width), height: nil), axis: 0) == nil) }
        for width in 11...17 { cache.append(entry(CGFloat(width), axis: 2)) }
        #expect(cache.size(for: ProposedSize(width: 11, height: nil), axis: 2) == nil)
        for width in 12...17 {
            #expect(cache.size(for: ProposedSize(width: CGFloat(width), height: nil), axis: 2) == CGSize(width: CGFloat(width) * 2, height: 1))
            #expect(cache.size(for: ProposedSize(width: CGFloat(width), height: nil), axis: 0) == nil)
        }
    }
}
