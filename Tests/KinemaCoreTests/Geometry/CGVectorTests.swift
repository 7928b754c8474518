import Foundation
import Kinema
import Testing

@Suite("CGVector")
struct CGVectorTests {
    @Test func defaultsToZero() {
        #expect(CGVector().dx == 0 && CGVector().dy == 0)
        #expect(CGVector.zero == CGVector())
    }

    @Test func storesCGFloatComponents() {
        let v = CGVector(dx: CGFloat(3), dy: CGFloat(-4))
        #expect(v.dx == 3)
        #expect(v.dy == -4)
    }

    @Test func convertsDoubleComponents() {
        let v = CGVector(dx: 0.5, dy: 1.25)
        #expect(v.dx == CGFloat(0.5))
        #expect(v.dy == CGFloat(1.25))
    }

    @Test func documentedExampleBuildsFromIntegerLiterals() {
        let push = CGVector(dx: 3, dy: 4)
        #expect(push.dx == 3 && push.dy == 4)
    }

    @Test func documentedExampleBuildsFromFloatingPointLiterals() {
        let push = CGVector(dx: 3.0, dy: 4.0)
        #expect(push.dx == 3 && push.dy == 4)
    }

    @Test func componentsAreMutable() {
        var v = CGVector.zero
        v.dx = 7
        v.dy = -1
        #expect(v == CGVector(dx: CGFloat(7), dy: CGFloat(-1)))
    }

    @Test func equalityAndHashingUseBothComponents() {
        #expect(CGVector(dx: 1.0, dy: 2.0) != CGVector(dx: 2.0, dy: 1.0))
        #expect(Set([CGVector(dx: 1.0, dy: 2.0), CGVector(dx: 1.0, dy: 2.0), .zero]).count == 2)
    }

    @Test func codableRoundTrips() throws {
        let v = CGVector(dx: -2.5, dy: 1e-3)
        let data = try JSONEncoder().encode(v)
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == v)
    }
}
