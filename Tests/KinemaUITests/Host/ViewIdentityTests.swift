import Foundation
@testable import KinemaUI
import Testing

// A node's identity keeps an `Int` id inline and boxes any other; identities must still compare
// and hash exactly as their ids' `AnyHashable`s do, and never equal a position.
@Suite("View identity")
struct ViewIdentityTests {
    private struct Key: Hashable { let name: String }

    private var ids: [AnyHashable] { [
        AnyHashable(0), AnyHashable(7), AnyHashable(-7), AnyHashable(Int.max), AnyHashable("7"), AnyHashable("a"),
        AnyHashable(Key(name: "a")), AnyHashable(UInt8(7)), AnyHashable(7.0), AnyHashable(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!),
    ] }

    @Test func explicitIdentitiesCompareAsTheirIds() {
        for a in ids {
            for b in ids {
                #expect((ViewIdentity.explicit(a) == .explicit(b)) == (a == b), "\(a) against \(b)")
            }
        }
    }

    @Test func equalIdentitiesHashAlike() {
        for a in ids {
            for b in ids where a == b {
                #expect(ViewIdentity.explicit(a).hashValue == ViewIdentity.explicit(b).hashValue, "\(a) and \(b)")
            }
        }
    }

    @Test func anIntegerIdIsKeptInline() {
        guard case .integer(7) = ViewIdentity.explicit(7) else {
            Issue.record("an Int id was boxed")
            return
        }
        guard case .boxed = ViewIdentity.explicit("7") else {
            Issue.record("a String id was not boxed")
            return
        }
    }

    @Test func anExplicitIdNeverEqualsAPosition() {
        #expect(ViewIdentity.explicit(3) != .position(3))
        #expect(ViewIdentity.position(3) != .explicit(3))
        #expect(ViewIdentity.position(3) == .position(3))
        #expect(ViewIdentity.position(3) != .position(4))
    }

    @Test func explicitIDAndIsExplicitReadTheId() {
        for id in ids {
            #expect(ViewIdentity.explicit(id).explicitID == id)
            #expect(ViewIdentity.explicit(id).isExplicit(id))
        }
        #expect(ViewIdentity.position(1).explicitID == nil)
        #expect(!ViewIdentity.position(1).isExplicit(1))
        #expect(!ViewIdentity.explicit(1).isExplicit("1"))
    }

    /// In a dictionary, as reconciliation keeps old children, identities find what their ids
    /// find in a dictionary keyed by the ids themselves (`AnyHashable` counts 7, 7.0 and
    /// `UInt8(7)` as one id).
    @Test func identitiesKeyADictionaryAsTheirIdsDo() {
        var nodes: [ViewIdentity: String] = [:]
        var reference: [AnyHashable: String] = [:]
        for (index, id) in ids.enumerated() {
            nodes[.explicit(id)] = "\(index)"
            reference[id] = "\(index)"
        }
        nodes[.position(7)] = "position"
        for id in ids { #expect(nodes[.explicit(id)] == reference[id], "\(id)") }
        #expect(nodes.count == reference.count + 1)
        #expect(nodes[.position(7)] == "position")
    }
}
