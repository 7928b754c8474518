import Foundation
import Kinema
import Testing

@Suite("Angle")
struct AngleTests {
    @Test func defaultsToZero() {
        #expect(Angle().radians == 0)
        #expect(Angle.zero.radians == 0)
        #expect(Angle.zero == Angle())
    }

    @Test(arguments: [
        // (degrees, radians): exact multiples of π/180, by hand.
        (0.0, 0.0),
        (90.0, Double.pi / 2),
        (180.0, Double.pi),
        (-45.0, -Double.pi / 4),
        (360.0, 2 * Double.pi),
        (30.0, Double.pi / 6),
        (720.0, 4 * Double.pi),
    ])
    func degreesAndRadiansConvert(degrees: Double, radians: Double) {
        #expect(abs(Angle(degrees: degrees).radians - radians) <= 1e-14)
        #expect(abs(Angle.degrees(degrees).radians - radians) <= 1e-14)
        #expect(abs(Angle(radians: radians).degrees - degrees) <= 1e-12)
        #expect(abs(Angle.radians(radians).degrees - degrees) <= 1e-12)
    }

    @Test func radiansAreStoredExactly() {
        #expect(Angle(radians: 1.25).radians == 1.25)
        #expect(Angle.radians(-3).radians == -3)
    }

    @Test func settingDegreesUpdatesRadians() {
        var angle = Angle()
        angle.degrees = 180
        #expect(abs(angle.radians - .pi) <= 1e-15)
        angle.radians = .pi / 2
        #expect(abs(angle.degrees - 90) <= 1e-12)
    }

    @Test func arithmeticActsOnRadians() {
        let a = Angle(radians: 1.5)
        let b = Angle(radians: 0.25)
        #expect((a + b).radians == 1.75)
        #expect((a - b).radians == 1.25)
        #expect((-a).radians == -1.5)
        #expect((a * 2).radians == 3)
        #expect((2 * a).radians == 3)
        #expect((a / 4).radians == 0.375)
        var c = a
        c += b
        #expect(c.radians == 1.75)
        c -= Angle(radians: 2)
        #expect(c.radians == -0.25)
    }

    @Test func documentedExample() {
        let quarter = Angle.degrees(90)
        #expect(abs(quarter.radians - .pi / 2) <= 1e-15)
        #expect(abs((quarter * 2).degrees - 180) <= 1e-12)
    }

    @Test func ordersByRadians() {
        #expect(Angle(radians: -1) < Angle(radians: 0.5))
        #expect(!(Angle(radians: 2) < Angle(radians: 2)))
        #expect(Angle.degrees(10) > Angle.radians(0.1)) // 10° ≈ 0.1745 rad
        #expect([Angle(radians: 3), .zero, Angle(radians: -2)].sorted() == [Angle(radians: -2), .zero, Angle(radians: 3)])
        #expect(max(Angle(radians: 1), Angle(radians: 4)) == Angle(radians: 4))
    }

    @Test func equalityAndHashingUseRadians() {
        #expect(Angle(radians: 0.5) == Angle(radians: 0.5))
        #expect(Angle(radians: 0.5) != Angle(radians: 0.25))
        #expect(Set([Angle(radians: 1), Angle(radians: 1), Angle(radians: 2)]).count == 2)
    }

    @Test func encodesAsABareNumberOfRadians() throws {
        let encoded = try JSONEncoder().encode([Angle(radians: 1.5), Angle(radians: -0.25)])
        #expect(String(decoding: encoded, as: UTF8.self) == "[1.5,-0.25]")
        let decoded = try JSONDecoder().decode([Angle].self, from: Data("[2.5, 0]".utf8))
        #expect(decoded == [Angle(radians: 2.5), .zero])
    }

    @Test(arguments: [0.0, 1.0, -Double.pi, 1e-300, 123_456.789])
    func codableRoundTrips(radians: Double) throws {
        let angle = Angle(radians: radians)
        let data = try JSONEncoder().encode(angle)
        #expect(try JSONDecoder().decode(Angle.self, from: data) == angle)
    }

    @Test func decodingRejectsNonNumbers() {
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(Angle.self, from: Data(#"{"radians": 1}"#.utf8))
        }
    }

    @Test(arguments: [(1.0, 128.0), (0.5, 64.0), (-2.0, -256.0), (0.0, 0.0), (Double.pi, Double.pi * 128)])
    func animatableDataIsRadiansTimes128(radians: Double, data: Double) {
        #expect(Angle(radians: radians).animatableData == data)
    }

    @Test(arguments: [(128.0, 1.0), (64.0, 0.5), (-32.0, -0.25), (1.0, 0.0078125)])
    func settingAnimatableDataDividesBy128(data: Double, radians: Double) {
        var angle = Angle(radians: 99)
        angle.animatableData = data
        #expect(angle.radians == radians)
    }

    @Test func animatableDataRoundTripsExactly() {
        // Multiplying and dividing by a power of two is exact.
        for radians in [0.1, -7.3, 1e-10, 1234.5678] {
            var angle = Angle.zero
            angle.animatableData = Angle(radians: radians).animatableData
            #expect(angle.radians == radians)
        }
    }

    @Test func interpolatingTheDataInterpolatesTheAngle() {
        var angle = Angle.degrees(0)
        angle.animatableData = angle.animatableData.interpolated(towards: Angle.radians(2).animatableData, amount: 0.25)
        #expect(angle.radians == 0.5)
    }
}
