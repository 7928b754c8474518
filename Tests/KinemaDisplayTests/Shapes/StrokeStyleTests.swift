import Foundation
import KinemaDisplay
import KinemaTestSupport
import PropertyBased
import Testing

@Suite("StrokeStyle")
struct StrokeStyleTests {
    @Test func defaultsAreSwiftUIs() {
        // SwiftUI: lineWidth 1, lineCap .butt, lineJoin .miter, miterLimit 10, dash [], dashPhase 0.
        let style = StrokeStyle()
        #expect(style.lineWidth == 1)
        #expect(style.lineCap == .butt)
        #expect(style.lineJoin == .miter)
        #expect(style.miterLimit == 10)
        #expect(style.dash == [])
        #expect(style.dashPhase == 0)
    }

    @Test func capsAndJoinsHaveCoreGraphicsRawValues() {
        #expect([CGLineCap.butt, .round, .square].map(\.rawValue) == [0, 1, 2])
        #expect([CGLineJoin.miter, .round, .bevel].map(\.rawValue) == [0, 1, 2])
    }

    @Test func animatableDataIsLineWidthThenMiterLimitThenDashPhase() {
        #expect(StrokeStyle.AnimatableData.self == AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>.self)
        let data = StrokeStyle(lineWidth: 2, miterLimit: 3, dash: [5], dashPhase: 4).animatableData
        #expect(data.first == 2)
        #expect(data.second.first == 3)
        #expect(data.second.second == 4)
    }

    @Test func settingAnimatableDataLeavesCapsJoinsAndDashAlone() {
        var style = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 3, dash: [5, 1], dashPhase: 4)
        style.animatableData = AnimatablePair(7, AnimatablePair(8, 9))
        #expect(style == StrokeStyle(lineWidth: 7, lineCap: .round, lineJoin: .bevel, miterLimit: 8, dash: [5, 1], dashPhase: 9))
    }

    @Test func interpolatingTheDataMovesEachAnimatedValueLinearly() {
        var style = StrokeStyle(lineWidth: 0, dashPhase: 0)
        style.animatableData.interpolate(towards: StrokeStyle(lineWidth: 8, miterLimit: 2, dashPhase: -20).animatableData, amount: 0.25)
        #expect(style.lineWidth == 2)
        #expect(style.miterLimit == 8)
        #expect(style.dashPhase == -5)
    }

    @Test func animatableDataRoundTripsForRandomStyles() async {
        let value = Gen.cgFloat(in: -1e4...1e4)
        await propertyCheck(count: 100, input: value, value, value) { width, limit, phase in
            let style = StrokeStyle(lineWidth: width, miterLimit: limit, dash: [1, 2], dashPhase: phase)
            var copy = StrokeStyle(lineCap: .square)
            copy.animatableData = style.animatableData
            #expect(copy.animatableData == style.animatableData)
            #expect(copy.lineWidth == width && copy.miterLimit == limit && copy.dashPhase == phase)
        }
    }

    @Test func sanitisedStylesHaveOnlyDrawableValues() {
        let bad = StrokeStyle(lineWidth: .nan, miterLimit: -3, dash: [4, .infinity], dashPhase: .nan).sanitised()
        #expect(bad.lineWidth == 0)
        #expect(bad.miterLimit == 1)
        #expect(bad.dash == [])
        #expect(bad.dashPhase == 0)
        #expect(StrokeStyle(lineWidth: -2, miterLimit: .infinity).sanitised().lineWidth == 0)
        #expect(StrokeStyle(miterLimit: .infinity).sanitised().miterLimit == 10)
        #expect(StrokeStyle(dash: [0, 0]).sanitised().dash == [])
        #expect(StrokeStyle(dash: [3, -1]).sanitised().dash == [])
        let good = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round, miterLimit: 4, dash: [2, 1], dashPhase: 5)
        #expect(good.sanitised() == good)
    }

    @Test func hugeDashArraysAreBounded() {
        let style = StrokeStyle(dash: Array(repeating: 1, count: 100_000)).sanitised()
        #expect(style.dash.count == 64)
    }

    @Test func archivesCapsAndJoinsByName() throws {
        let style = StrokeStyle(lineWidth: 2.5, lineCap: .square, lineJoin: .bevel, miterLimit: 4, dash: [1, 2], dashPhase: 0.5)
        let data = try JSONEncoder().encode(style)
        #expect(try JSONDecoder().decode(StrokeStyle.self, from: data) == style)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["lineCap"] as? String == "square")
        #expect(object["lineJoin"] as? String == "bevel")
        let unknown = Data(#"{"lineWidth":1,"lineCap":"pointy","lineJoin":"miter","miterLimit":10,"dash":[],"dashPhase":0}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(StrokeStyle.self, from: unknown) }
    }
}
