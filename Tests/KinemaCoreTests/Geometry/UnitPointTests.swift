import Kinema
import Testing

@Suite("UnitPoint")
struct UnitPointTests {
    @Test(arguments: [
        ("zero", UnitPoint.zero, 0.0, 0.0),
        ("center", .center, 0.5, 0.5),
        ("leading", .leading, 0.0, 0.5),
        ("trailing", .trailing, 1.0, 0.5),
        ("top", .top, 0.5, 0.0),
        ("bottom", .bottom, 0.5, 1.0),
        ("topLeading", .topLeading, 0.0, 0.0),
        ("topTrailing", .topTrailing, 1.0, 0.0),
        ("bottomLeading", .bottomLeading, 0.0, 1.0),
        ("bottomTrailing", .bottomTrailing, 1.0, 1.0),
    ])
    func namedPointHasItsCoordinates(name: String, point: UnitPoint, x: Double, y: Double) {
        #expect(point.x == CGFloat(x), "\(name).x")
        #expect(point.y == CGFloat(y), "\(name).y")
        #expect(point == UnitPoint(x: CGFloat(x), y: CGFloat(y)), "\(name)")
    }

    @Test func defaultInitializerIsTheOrigin() {
        #expect(UnitPoint() == .zero)
        #expect(UnitPoint().x == 0 && UnitPoint().y == 0)
    }

    @Test func storesArbitraryCoordinates() {
        let point = UnitPoint(x: 0.25, y: 0.1)
        #expect(point.x == 0.25)
        #expect(point.y == 0.1)
        // Outside 0...1 is allowed: unit points can overshoot the view.
        #expect(UnitPoint(x: -0.5, y: 2).y == 2)
    }

    @Test func equalityAndHashingUseBothCoordinates() {
        #expect(UnitPoint(x: 0.5, y: 1) != UnitPoint(x: 1, y: 0.5))
        #expect(Set([UnitPoint.top, .top, .bottom, UnitPoint(x: 0.5, y: 0)]).count == 2)
    }

    @Test func codableRoundTrips() throws {
        let points = [UnitPoint.center, UnitPoint(x: -0.25, y: 3)]
        let data = try JSONEncoder().encode(points)
        #expect(try JSONDecoder().decode([UnitPoint].self, from: data) == points)
    }

    @Test(arguments: [
        // (x, y, x·128, y·128)
        (0.0, 0.0, 0.0, 0.0),
        (1.0, 1.0, 128.0, 128.0),
        (0.25, 0.75, 32.0, 96.0),
        (0.5, -1.0, 64.0, -128.0),
        (0.1, 0.3, 12.8, 38.4),
    ])
    func animatableDataIsTheCoordinatesTimes128(x: Double, y: Double, dataX: Double, dataY: Double) {
        let data = UnitPoint(x: CGFloat(x), y: CGFloat(y)).animatableData
        #expect(abs(Double(data.first) - dataX) <= 1e-12)
        #expect(abs(Double(data.second) - dataY) <= 1e-12)
    }

    @Test func animatableDataKeepsXAndYApart() {
        // x and y must not be mixed up (one reverse-engineered source reads x twice).
        let data = UnitPoint(x: 0.25, y: 0.5).animatableData
        #expect(data == AnimatablePair(CGFloat(32), CGFloat(64)))
    }

    @Test func settingAnimatableDataDividesBy128() {
        var point = UnitPoint.center
        point.animatableData = AnimatablePair(32, -64)
        #expect(point == UnitPoint(x: 0.25, y: -0.5))
        point.animatableData = AnimatablePair(1, 128)
        #expect(point == UnitPoint(x: 0.0078125, y: 1))
    }

    @Test func interpolatingTheDataInterpolatesThePoint() {
        var point = UnitPoint.topLeading
        point.animatableData = point.animatableData.interpolated(
            towards: UnitPoint.bottomTrailing.animatableData, amount: 0.5)
        #expect(point == .center)
    }
}
