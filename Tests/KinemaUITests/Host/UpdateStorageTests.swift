import Foundation
import Testing
@testable import KinemaUI

/// What an update keeps once it is done: the storage of its work list and of layout's marked
/// nodes grows with the update, and is not kept at the size of a list's first update.
@Suite("Update storage")
@MainActor
struct UpdateStorageTests {
    private struct Rows: View {
        let count: Int
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { _ in
                    Rectangle().frame(width: 2, height: 2)
                }
            }
        }
    }

    @Test func aLargeUpdatesStorageIsNotKept() {
        let host = ViewHost(Rows(count: 20_000), size: CGSize(width: 10, height: 10))
        #expect(host.engine.nodeCount > 20_000)
        #expect(host.engine.work.itemCapacity <= WorkList.retainedCapacity)
        #expect(host.engine.layoutInvalidation.markedCapacity <= WorkList.retainedCapacity)
    }

    @Test func aSmallUpdatesStorageIsKeptForTheNext() {
        let host = ViewHost(Rows(count: 100), size: CGSize(width: 10, height: 10))
        // 100 rows of a node each (the frame folds into its rectangle) were scheduled at once:
        // their storage stays for the next update.
        #expect(host.engine.work.itemCapacity >= 100)
        #expect(host.engine.layoutInvalidation.markedCapacity >= 100)
    }
}
