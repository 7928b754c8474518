import Foundation
import Kinema
import KinemaTestSupport
import Testing

@Suite("SVG paint")
struct SVGPaintTests {
    private let redToBlue = Gradient(colors: [.red, .blue]).stops   // #ff3b30 → #007aff

    // MARK: Colours and context

    @Test func coloursAreWrittenAsTheRendererWritesThem() {
        var servers = SVGPaintServers()
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(servers.attributes(for: .color(.red), in: frame) == ##" fill="#ff3b30""##)
        #expect(servers.attributes(for: .color(Color.red.opacity(0.5)), as: .stroke, in: frame)
            == ##" stroke="#ff3b30" stroke-opacity="0.5""##)
        #expect(servers.definitions.isEmpty)
    }

    @Test func theForegroundAndTintAreResolvedFirst() {
        var servers = SVGPaintServers()
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        // The default secondary level: UIKit's secondaryLabel, (60, 60, 67) at 60 %.
        #expect(servers.attributes(for: .foreground(level: 1, opacity: 1), in: frame)
            == ##" fill="#3c3c43" fill-opacity="0.6""##)
        #expect(servers.attributes(for: .foreground(level: 0, opacity: 1), in: frame, foreground: [.color(.orange)])
            == ##" fill="#ff9500""##)
        #expect(servers.attributes(for: .tint(opacity: 1), in: frame) == ##" fill="#007aff""##)
        #expect(servers.attributes(for: .tint(opacity: 0.5), as: .stroke, in: frame, tint: .color(.green))
            == ##" stroke="#34c759" stroke-opacity="0.5""##)
    }

    // MARK: Linear

    @Test func aLinearGradientIsPlacedInTheFrame() {
        var servers = SVGPaintServers()
        let paint = ResolvedPaint.linearGradient(stops: redToBlue, startPoint: .leading, endPoint: .trailing)
        let attribute = servers.attributes(for: paint, in: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(attribute == ##" fill="url(#paint-1)""##)
        #expect(servers.definitions == """
                <linearGradient id="paint-1" gradientUnits="userSpaceOnUse" x1="10" y1="45" x2="110" y2="45">
                  <stop offset="0" stop-color="#ff3b30"/>
                  <stop offset="1" stop-color="#007aff"/>
                </linearGradient>

            """)
    }

    @Test func translucentStopsCarryStopOpacityAndStopsAreSortedAndClamped() {
        var servers = SVGPaintServers()
        let stops: [Gradient.Stop] = [
            .init(color: Color.blue.opacity(0.25), location: 1.5), .init(color: .red, location: 0.333),
        ]
        _ = servers.attributes(
            for: .linearGradient(stops: stops, startPoint: .topLeading, endPoint: .bottomTrailing),
            as: .stroke, in: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(servers.definitions == """
                <linearGradient id="paint-1" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="40" y2="20">
                  <stop offset="0.33" stop-color="#ff3b30"/>
                  <stop offset="1" stop-color="#007aff" stop-opacity="0.25"/>
                </linearGradient>

            """)
    }

    @Test func identicalDefinitionsAreSharedAndIdsFollowFirstUse() {
        var servers = SVGPaintServers(idPrefix: "g")
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let down = ResolvedPaint.linearGradient(stops: redToBlue, startPoint: .top, endPoint: .bottom)
        let across = ResolvedPaint.linearGradient(stops: redToBlue, startPoint: .leading, endPoint: .trailing)
        #expect(servers.attributes(for: down, in: frame) == ##" fill="url(#g-1)""##)
        #expect(servers.attributes(for: across, in: frame) == ##" fill="url(#g-2)""##)
        #expect(servers.attributes(for: down, as: .stroke, in: frame) == ##" stroke="url(#g-1)""##)
        // Another frame places the same gradient elsewhere: a new definition.
        #expect(servers.attributes(for: down, in: frame.offsetBy(dx: 5, dy: 0)) == ##" fill="url(#g-3)""##)
        #expect(servers.definitions.components(separatedBy: "<linearGradient").count == 4)
    }

    @Test func degenerateGradientsPaintSolidOrNothing() {
        var servers = SVGPaintServers()
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(servers.attributes(for: .linearGradient(stops: [], startPoint: .top, endPoint: .bottom), in: frame)
            == ##" fill="none""##)
        #expect(servers.attributes(
            for: .angularGradient(stops: [.init(color: .green, location: 0.3)], center: .center, startAngle: .zero, endAngle: .zero),
            as: .stroke, in: frame) == ##" stroke="#34c759""##)
        #expect(servers.attributes(
            for: .radialGradient(stops: redToBlue, center: .center, startRadius: 0, endRadius: 0), in: frame)
            == ##" fill="#007aff""##)
        #expect(servers.attributes(
            for: .ellipticalGradient(stops: redToBlue, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5),
            in: CGRect(x: 0, y: 0, width: 10, height: 0)) == ##" fill="#007aff""##)
        #expect(servers.definitions.isEmpty)
    }

    // MARK: Radial and elliptical

    @Test func aRadialGradientFoldsItsStartRadiusIntoTheOffsets() {
        // From 10 to 50 points: offset′ = (10 + offset · 40) / 50.
        var servers = SVGPaintServers()
        _ = servers.attributes(
            for: .radialGradient(stops: redToBlue, center: .center, startRadius: 10, endRadius: 50),
            in: CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(servers.definitions == """
                <radialGradient id="paint-1" gradientUnits="userSpaceOnUse" cx="50" cy="40" r="50">
                  <stop offset="0.2" stop-color="#ff3b30"/>
                  <stop offset="1" stop-color="#007aff"/>
                </radialGradient>

            """)
    }

    @Test func aRadialGradientWithTheRadiiSwappedRunsInwards() {
        var servers = SVGPaintServers()
        _ = servers.attributes(
            for: .radialGradient(stops: redToBlue, center: .topLeading, startRadius: 50, endRadius: 10),
            in: CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(servers.definitions == """
                <radialGradient id="paint-1" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="50">
                  <stop offset="0.2" stop-color="#007aff"/>
                  <stop offset="1" stop-color="#ff3b30"/>
                </radialGradient>

            """)
    }

    @Test func anEllipticalGradientIsTheUnitSquareStretchedOntoTheFrame() {
        var servers = SVGPaintServers()
        _ = servers.attributes(
            for: .ellipticalGradient(stops: redToBlue, center: .center, startRadiusFraction: 0.25, endRadiusFraction: 0.5),
            in: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(servers.definitions == """
                <radialGradient id="paint-1" gradientUnits="userSpaceOnUse" cx="0.5" cy="0.5" r="0.5" \
            gradientTransform="matrix(200 0 0 100 10 20)">
                  <stop offset="0.5" stop-color="#ff3b30"/>
                  <stop offset="1" stop-color="#007aff"/>
                </radialGradient>

            """)
    }

    // MARK: Bad input

    @Test func nonFiniteInputNeverReachesTheDocument() throws {
        var servers = SVGPaintServers()
        let bad = CGFloat.nan
        let frames = [
            CGRect(x: bad, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
            CGRect(x: 0, y: 0, width: 30, height: 30),
        ]
        let paints: [ResolvedPaint] = [
            .linearGradient(stops: redToBlue, startPoint: UnitPoint(x: bad, y: CGFloat.infinity), endPoint: .bottom),
            .radialGradient(stops: redToBlue, center: UnitPoint(x: bad, y: 0.5), startRadius: -5, endRadius: CGFloat.infinity),
            .radialGradient(stops: redToBlue, center: .center, startRadius: bad, endRadius: 20),
            .ellipticalGradient(stops: redToBlue, center: .center, startRadiusFraction: bad, endRadiusFraction: -1),
            .angularGradient(stops: redToBlue, center: UnitPoint(x: CGFloat.infinity, y: bad),
                             startAngle: .radians(Double.nan), endAngle: .radians(Double.infinity)),
            .linearGradient(stops: [.init(color: .red, location: bad), .init(color: .blue, location: -CGFloat.infinity)],
                            startPoint: .top, endPoint: .bottom),
        ]
        var attributes = ""
        for frame in frames {
            for paint in paints {
                attributes += servers.attributes(for: paint, in: frame)
            }
        }
        for text in [attributes, servers.definitions] {
            #expect(!text.lowercased().contains("nan"))
            #expect(!text.lowercased().contains("inf"))
        }
        // The definitions form well-formed XML.
        _ = try XMLTree.parse("<defs>\n\(servers.definitions)</defs>")
    }

    // MARK: Angular

    /// The colour the wedges show at `angle` (radians): the last wedge drawn that covers it.
    private func shown(_ wedges: [SVGPaintServers.Wedge], at angle: Double) -> Color? {
        let low = wedges.map(\.from).min() ?? 0
        var angle = angle
        while angle < low { angle += 2 * .pi }
        while angle >= low + 2 * .pi { angle -= 2 * .pi }
        return wedges.last { $0.from <= angle && angle <= $0.to }?.color
    }

    private func distance(_ a: Color, _ b: Color) -> Double {
        max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.opacity - b.opacity))
    }

    @Test func wedgesCoverExactlyOneTurnInSmallSteps() {
        let wedges = SVGPaintServers.conicWedges(redToBlue, start: .degrees(30), end: .degrees(30))
        let sorted = wedges.sorted { $0.from < $1.from }
        #expect(abs(sorted.first!.from - Angle.degrees(30).radians) < 1e-12)
        #expect(abs(sorted.last!.to - Angle.degrees(390).radians) < 1e-12)
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            #expect(b.from == a.to)   // shared edges: no gap, no overlap
        }
        for wedge in wedges {
            #expect(wedge.to - wedge.from <= SVGPaintServers.wedgeAngle + 1e-12)
        }
    }

    @Test func everyAngleShowsTheConicColourWithinOneWedge() {
        // A full turn from −90°: location t at −90° + t · 360°. The colour within a 2° wedge is
        // off by at most 2/360 of the range between the stops it spans.
        let stops = Gradient(colors: [.red, .yellow, .green, .blue, .red]).stops
        let wedges = SVGPaintServers.conicWedges(stops, start: .degrees(-90), end: .degrees(-90))
        for step in 0..<720 {
            let degrees = Double(step) / 2
            let location = (degrees + 90).truncatingRemainder(dividingBy: 360) / 360
            let exact = SVGPaintServers.color(of: stops, at: location)
            let color = shown(wedges, at: Angle.degrees(degrees).radians)
            #expect(color.map { distance($0, exact) <= 4.0 / 360 + 1e-9 } == true, "at \(degrees)°")
        }
    }

    @Test func hardStopsStayHard() {
        let stops: [Gradient.Stop] = [
            .init(color: .red, location: 0), .init(color: .red, location: 0.5),
            .init(color: .blue, location: 0.5), .init(color: .blue, location: 1),
        ]
        let wedges = SVGPaintServers.conicWedges(stops, start: .zero, end: .zero)
        #expect(shown(wedges, at: Angle.degrees(179.9).radians) == .red)
        #expect(shown(wedges, at: Angle.degrees(180.1).radians) == .blue)
        #expect(shown(wedges, at: Angle.degrees(359.9).radians) == .blue)
    }

    @Test func aPartialSweepFillsTheRestWithTheEndColoursSwitchingHalfway() {
        // 0°…90°, then 270° left over: location 1 (blue) to 225°, location 0 (red) after.
        let wedges = SVGPaintServers.conicWedges(redToBlue, start: .zero, end: .degrees(90))
        #expect(shown(wedges, at: Angle.degrees(45).radians).map { distance($0, SVGPaintServers.color(of: redToBlue, at: 0.5)) <= 2.0 / 90 } == true)
        #expect(shown(wedges, at: Angle.degrees(100).radians) == .blue)
        #expect(shown(wedges, at: Angle.degrees(224).radians) == .blue)
        #expect(shown(wedges, at: Angle.degrees(226).radians) == .red)
        #expect(shown(wedges, at: Angle.degrees(350).radians) == .red)
    }

    @Test func aSweepPastAFullTurnKeepsTheLastTurn() {
        // 0°…450°: the last full turn runs from 90° to 450°, so location 0 is at 90°.
        let wedges = SVGPaintServers.conicWedges(redToBlue, start: .zero, end: .degrees(450))
        #expect(shown(wedges, at: Angle.degrees(90.5).radians).map { distance($0, .red) < 0.01 } == true)
        #expect(shown(wedges, at: Angle.degrees(89.5).radians).map { distance($0, .blue) < 0.01 } == true)
    }

    @Test func aNegativeSweepRunsAnticlockwise() {
        // 0° → −90°: location 0.5 at −45°, location 1 at −90°.
        let wedges = SVGPaintServers.conicWedges(redToBlue, start: .zero, end: .degrees(-90))
        let middle = SVGPaintServers.color(of: redToBlue, at: 0.5)
        #expect(shown(wedges, at: Angle.degrees(-45).radians).map { distance($0, middle) <= 2.0 / 90 } == true)
        #expect(shown(wedges, at: Angle.degrees(-100).radians) == .blue)
        #expect(shown(wedges, at: Angle.degrees(10).radians) == .red)
    }

    @Test func theColourBetweenStopsIsLinearInSRGB() {
        let stops: [Gradient.Stop] = [
            .init(color: Color(red: 0, green: 0.2, blue: 1, opacity: 1), location: 0.2),
            .init(color: Color(red: 1, green: 0.6, blue: 0, opacity: 0.5), location: 0.6),
        ]
        #expect(SVGPaintServers.color(of: stops, at: 0.1) == stops[0].color)
        #expect(SVGPaintServers.color(of: stops, at: 0.9) == stops[1].color)
        let quarter = SVGPaintServers.color(of: stops, at: 0.3)
        #expect(abs(quarter.red - 0.25) < 1e-12 && abs(quarter.green - 0.3) < 1e-12)
        #expect(abs(quarter.blue - 0.75) < 1e-12 && abs(quarter.opacity - 0.875) < 1e-12)
        #expect(SVGPaintServers.color(of: [], at: 0.5) == .clear)
    }

    @Test func anAngularGradientIsAPatternOfWedgesAroundItsCentre() throws {
        var servers = SVGPaintServers()
        let frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        let paint = ResolvedPaint.angularGradient(stops: redToBlue, center: .center, startAngle: .zero, endAngle: .zero)
        #expect(servers.attributes(for: paint, in: frame) == ##" fill="url(#paint-1)""##)
        let tree = try XMLTree.parse(servers.definitions)
        #expect(tree.name == "pattern")
        // The frame plus a margin of half its larger side and 20 points: 70 on every side.
        #expect(tree["patternUnits"] == "userSpaceOnUse")
        #expect([tree["x"], tree["y"], tree["width"], tree["height"]] == ["-70", "-70", "240", "200"])
        let paths = tree.all(named: "path")
        #expect(paths.count == SVGPaintServers.conicWedges(redToBlue, start: .zero, end: .zero).count)
        #expect(tree.children.first?["shape-rendering"] == "crispEdges")
        // Path coordinates are relative to the tile's corner: the centre (50, 30) is at (120, 100).
        #expect(paths.allSatisfy { $0["d"]?.hasPrefix("M120 100L") == true })
        // Each wedge is written in its colour; the first, along the positive x axis, is the start's.
        let wedges = SVGPaintServers.conicWedges(redToBlue, start: .zero, end: .zero)
        func hex(_ color: Color) -> String {
            "#" + [color.red, color.green, color.blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
        }
        #expect(paths.map { $0["fill"] } == wedges.map { hex($0.color) })
        #expect(distance(wedges[0].color, .red) < 1.0 / 180)
        #expect(paths[0]["d"]?.hasSuffix("Z") == true)
    }
}
