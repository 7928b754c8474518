import Foundation
import Kinema
import Testing

/// The dark appearance: where the environment's colour scheme is dark, the system colours draw
/// Apple's published dark values (iOS Human Interface Guidelines, "Color": e.g. red (255, 69, 58),
/// blue (10, 132, 255); the label colours white and (235, 235, 245) at 60 %), catalogue colours
/// their dark appearance, and colours given as components stay as they are.
@MainActor
@Suite("Dark appearance")
struct DarkAppearanceTests {
    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
    }

    /// The paint of the first drawn item: a colour view's colour, a shape's or a path's fill.
    private func fill(of view: some View) -> Color? {
        guard let content = ViewHost(view, size: CGSize(width: 100, height: 100)).displayList.items.first?.content else {
            return nil
        }
        switch content {
        case .color(let color): return color
        case .shape(_, let fill): return fill
        case .path(_, .fill(let color, _)): return color
        default: return nil
        }
    }

    /// Each system colour with its dark value's 8-bit components.
    static let systemDarks: [(color: Color, dark: [Double])] = [
        (.red, [255, 69, 58]), (.orange, [255, 159, 10]), (.yellow, [255, 214, 10]),
        (.green, [48, 209, 88]), (.mint, [99, 230, 226]), (.teal, [64, 200, 224]),
        (.cyan, [100, 210, 255]), (.blue, [10, 132, 255]), (.indigo, [94, 92, 230]),
        (.purple, [191, 90, 242]), (.pink, [255, 55, 95]), (.brown, [172, 142, 104]),
        (.accentColor, [10, 132, 255]), (.primary, [255, 255, 255]),
    ]

    @Test func systemColoursTakeTheirDarkValues() {
        for (color, dark) in Self.systemDarks {
            #expect(color.resolved(in: .dark) == Self.rgb(dark[0], dark[1], dark[2]), "\(color)")
            #expect(color.resolved(in: .light) == color)
        }
    }

    @Test func opacityIsKeptAndResolvingTwiceChangesNothing() {
        #expect(Color.blue.opacity(0.5).resolved(in: .dark) == Self.rgb(10, 132, 255, 0.5))
        #expect(Color.secondary.resolved(in: .dark) == Self.rgb(235, 235, 245, 0.6))
        #expect(Color.secondary.opacity(0.5).resolved(in: .dark) == Self.rgb(235, 235, 245, 0.3))
        let once = Color.red.resolved(in: .dark)
        #expect(once.resolved(in: .dark) == once)
        // Colours that are the same in both appearances, and colours given as components.
        for color in [Color.white, .black, .clear, .gray, Color(red: 0.2, green: 0.4, blue: 0.6)] {
            #expect(color.resolved(in: .dark) == color)
        }
    }

    @Test func viewsInADarkEnvironmentDrawDarkColours() {
        #expect(fill(of: Circle().fill(.red)) == .red)
        #expect(fill(of: Circle().fill(.red).preferredColorScheme(.dark)) == Self.rgb(255, 69, 58))
        #expect(fill(of: Color.blue.environment(\.colorScheme, .dark)) == Self.rgb(10, 132, 255))
        // The background style is the system background: white, black in the dark.
        #expect(fill(of: Rectangle().fill(.background)) == .white)
        #expect(fill(of: Rectangle().fill(.background).preferredColorScheme(.dark)) == .black)
        #expect(fill(of: Rectangle().fill(Color(red: 0.2, green: 0.4, blue: 0.6)).preferredColorScheme(.dark))
            == Color(red: 0.2, green: 0.4, blue: 0.6))
        // The scheme set on a subtree applies to it only.
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.red.frame(height: 10).environment(\.colorScheme, .dark)
                Color.red.frame(height: 10)
            },
            size: CGSize(width: 100, height: 20))
        let colors = host.displayList.items.compactMap { item -> Color? in
            if case .color(let color) = item.content { color } else { nil }
        }
        #expect(colors == [Self.rgb(255, 69, 58), .red])
    }

    /// The colour the first run of a text draws in: its own, else its paint's against the item's
    /// foreground, else the item's foreground.
    private func textColor(of view: some View) throws -> Color? {
        let item = try #require(ViewHost(view).displayList.items.first)
        guard case .text(let layout) = item.content else {
            Issue.record("text draws as text")
            return nil
        }
        let run = try #require(layout.runs.first)
        let foreground = item.foregroundColor ?? .primary
        return run.color ?? run.paint.map { $0.resolved(foreground: [.color(foreground)]).fallbackColor } ?? foreground
    }

    @Test func textTakesTheDarkLabelColours() throws {
        #expect(try textColor(of: Text("Hi").preferredColorScheme(.dark)) == .white, "the primary label is white")
        #expect(ViewHost(Text("Hi")).displayList.items.first?.foregroundColor == nil, "light keeps the default foreground")
        #expect(try textColor(of: Text("Hi")) == .black)
        #expect(try textColor(of: Text("Hi").foregroundStyle(.orange).preferredColorScheme(.dark)) == Self.rgb(255, 159, 10))
        // A hierarchical level with no foreground set is the dark secondary label.
        #expect(try textColor(of: Text("Hi").foregroundStyle(.secondary).preferredColorScheme(.dark)) == Self.rgb(235, 235, 245, 0.6))
        #expect(try textColor(of: Text("Hi").foregroundStyle(.secondary)) == Self.rgb(60, 60, 67, 0.6))
    }

    @Test func switchingTheSchemeRedrawsTheSameView() {
        struct Toggle: View {
            @State var dark = false
            var body: some View {
                Color.green
                    .onTapGesture { dark.toggle() }
                    .preferredColorScheme(dark ? .dark : .light)
            }
        }
        let host = ViewHost(Toggle(), size: CGSize(width: 100, height: 100))
        func color() -> Color? {
            if case .color(let color)? = host.displayList.items.first?.content { color } else { nil }
        }
        #expect(color() == .green)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(color() == Self.rgb(48, 209, 88))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(color() == .green)
    }

    /// SwiftUI animates resolved colours: in the dark appearance a fill animates between the
    /// dark values, half way under `.linear` at half its duration.
    @Test func aColourAnimationInTheDarkRunsBetweenDarkValues() throws {
        struct Swatch: View {
            @State var on = false
            var body: some View {
                Rectangle()
                    .fill(on ? Color.blue : Color.red)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
                    .preferredColorScheme(.dark)
            }
        }
        let host = ViewHost(Swatch(), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        let middle = try #require(fill(in: host))
        // Kinema interpolates colours in linear sRGB (ColorTests); the two ends are the dark red
        // and the dark blue, so the red channel stays near 255's linear half-sum.
        func linear(_ byte: Double) -> Double {
            let c = byte / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        func encoded(_ value: Double) -> Double {
            value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
        }
        let expectedGreen = encoded((linear(69) + linear(132)) / 2)
        #expect(abs(middle.green - expectedGreen) < 0.01, "\(middle)")
        host.advance(by: 0.6)
        #expect(fill(in: host) == Self.rgb(10, 132, 255))
    }

    private func fill(in host: ViewHost<some View>) -> Color? {
        switch host.displayList.items.first?.content {
        case .shape(_, let fill)?: fill
        case .path(_, .fill(let color, _))?: color
        default: nil
        }
    }
}
