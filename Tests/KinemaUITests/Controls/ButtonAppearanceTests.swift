import Foundation
import Kinema
import Testing

// What the built-in button styles draw, and where. A 40 × 20 rectangle is the label: a shape with
// no fill of its own, so it draws in the foreground colour the style gives it, and a size that
// needs no text measurement.
//
// Kinema's metrics (ControlMetrics, documented in the Controls article): bordered padding
// (horizontal, vertical) and corner radius by control size — mini (7, 2, 5), small (10, 4, 6),
// regular (12, 7, 8), large and extra large (20, 14, 12); a bordered platter is the tint at 15 %,
// a prominent one the tint with a white label; borderless labels are the tint; pressed, borderless
// and plain buttons are drawn at 20 % opacity and bordered ones at 70 %; disabled labels are
// UIColor.tertiaryLabel, (60, 60, 67) at 30 %, on UIColor.tertiarySystemFill, (118, 118, 128) at
// 12 %; a disabled plain button is drawn at 30 %.

private let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
private let tertiarySystemFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
private let centre = CGPoint(x: 200, y: 200)

/// A button with the 40 × 20 label.
@MainActor
private func button(role: ButtonRole? = nil) -> some View {
    Button(role: role) {} label: { Rectangle().frame(width: 40, height: 20) }
}

@MainActor
private func items<V: View>(_ view: V) -> [DisplayList.Item] {
    ViewHost(view).displayList.items
}

/// The rectangle of `size` centred in the 400 × 400 host.
private func centred(_ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: 200 - width / 2, y: 200 - height / 2, width: width, height: height)
}

@MainActor
@Suite("Button appearance")
struct ButtonAppearanceTests {
    @Test func theAutomaticStyleIsABorderlessTintedLabel() {
        for view in [AnyView(button()), AnyView(button().buttonStyle(.automatic)), AnyView(button().buttonStyle(.borderless))] {
            let list = items(view)
            #expect(list.count == 1)
            #expect(list[0].frame == centred(40, 20))
            #expect(list[0].foregroundColor == .accentColor)
            #expect(list[0].opacity == 1)
        }
    }

    @Test func aDestructiveBorderlessButtonIsRedAndATintRecolours() {
        #expect(items(button(role: .destructive))[0].foregroundColor == .red)
        #expect(items(button().tint(.green))[0].foregroundColor == .green)
        #expect(items(button().tint(Color?.none))[0].foregroundColor == .accentColor)
        // A label's own foreground style wins over the style's.
        let own = Button {} label: { Rectangle().foregroundStyle(.purple).frame(width: 40, height: 20) }
        #expect(items(own)[0].foregroundColor == .purple)
    }

    @Test func thePlainStyleLeavesTheLabelAlone() {
        let list = items(button().buttonStyle(.plain))
        #expect(list.count == 1)
        #expect(list[0].frame == centred(40, 20))
        #expect(list[0].foregroundColor == nil)
    }

    @Test(arguments: [
        (ControlSize.mini, 7.0, 2.0, 5.0), (.small, 10, 4, 6), (.regular, 12, 7, 8), (.large, 20, 14, 12),
        (.extraLarge, 20, 14, 12),
    ])
    func borderedButtonsArePaddedByControlSize(size: ControlSize, horizontal: Double, vertical: Double, radius: Double) throws {
        let list = items(button().buttonStyle(.bordered).controlSize(size))
        try #require(list.count == 2)
        let platter = list[0], label = list[1]
        let width = 40 + 2 * horizontal, height = 20 + 2 * vertical
        #expect(platter.frame == centred(width, height))
        #expect(label.frame == centred(40, 20))
        let outline = Path(roundedRect: CGRect(x: 0, y: 0, width: width, height: height), cornerRadius: radius)
        #expect(platter.content == .path(outline, .fill(Color.accentColor.opacity(0.15), eoFill: false)))
        #expect(label.foregroundColor == .accentColor)
    }

    @Test func aProminentButtonIsFilledWithTheTintUnderAWhiteLabel() throws {
        let list = items(button().buttonStyle(.borderedProminent).tint(.orange))
        try #require(list.count == 2)
        guard case .path(_, .fill(let fill, _)) = list[0].content else {
            Issue.record("the platter is a filled path")
            return
        }
        #expect(fill == .orange)
        #expect(list[1].foregroundColor == .white)
        let destructive = items(button(role: .destructive).buttonStyle(.borderedProminent))
        guard case .path(_, .fill(let red, _)) = destructive[0].content else { return }
        #expect(red == .red)
    }

    @Test func borderShapesShapeThePlatter() throws {
        let rect = CGRect(x: 0, y: 0, width: 64, height: 34)
        let cases: [(ButtonBorderShape, Path)] = [
            (.automatic, Path(roundedRect: rect, cornerRadius: 8)),
            (.roundedRectangle, Path(roundedRect: rect, cornerRadius: 8)),
            (.roundedRectangle(radius: 4), Path(roundedRect: rect, cornerRadius: 4)),
            (.capsule, Path(roundedRect: rect, cornerRadius: 17, style: .circular)),
            (.circle, Circle().path(in: rect)),
            // Bad radii: negative and NaN are 0, a huge one is half the shorter side.
            (.roundedRectangle(radius: -3), Path(roundedRect: rect, cornerRadius: 0)),
            (.roundedRectangle(radius: .nan), Path(roundedRect: rect, cornerRadius: 0)),
            (.roundedRectangle(radius: 1000), Path(roundedRect: rect, cornerRadius: 17)),
        ]
        for (shape, outline) in cases {
            let list = items(button().buttonStyle(.bordered).buttonBorderShape(shape))
            guard case .path(let path, _) = list[0].content else {
                Issue.record("the platter is a path")
                continue
            }
            #expect(path == outline, "\(shape)")
        }
    }

    @Test func pressedButtonsFade() throws {
        let cases: [(AnyView, Double)] = [
            (AnyView(button()), 0.2), (AnyView(button().buttonStyle(.plain)), 0.2),
            (AnyView(button().buttonStyle(.bordered)), 0.7), (AnyView(button().buttonStyle(.borderedProminent)), 0.7),
        ]
        for (view, pressed) in cases {
            let host = ViewHost(view)
            let press = try #require(host.press(at: centre))
            #expect(host.displayList.items.allSatisfy { $0.opacity == pressed })
            press.release()
            #expect(host.displayList.items.allSatisfy { $0.opacity == 1 })
        }
    }

    @Test func disabledButtonsAreDrawnGrey() throws {
        #expect(items(button().disabled(true))[0].foregroundColor == tertiaryLabel)
        #expect(items(button().buttonStyle(.plain).disabled(true))[0].opacity == 0.3)
        for style in [AnyView(button().buttonStyle(.bordered).disabled(true)),
                      AnyView(button().buttonStyle(.borderedProminent).disabled(true))] {
            let list = items(style)
            try #require(list.count == 2)
            guard case .path(_, .fill(let fill, _)) = list[0].content else { continue }
            #expect(fill == tertiarySystemFill)
            #expect(list[1].foregroundColor == tertiaryLabel)
        }
    }

    /// The text initialisers make a `Text` label; the system-image ones a `Label`: icon then title.
    @Test func titleAndSystemImageLabels() throws {
        let text = items(Button("Sign In") {})
        try #require(text.count == 1)
        guard case .text(let layout) = text[0].content else { throw Unexpected.content }
        #expect(layout.runs.map(\.string) == ["Sign In"])
        let name: Substring = "Edit"
        guard case .text(let fromString) = items(Button(name) {})[0].content else { throw Unexpected.content }
        #expect(fromString.runs.map(\.string) == ["Edit"])
        let labelled = items(Button("Like", systemImage: "heart") {})
        try #require(labelled.count == 2)
        guard case .path = labelled[0].content, case .text = labelled[1].content else { throw Unexpected.content }
        #expect(labelled[0].frame.maxX < labelled[1].frame.minX)
        #expect(labelled.allSatisfy { $0.foregroundColor == .accentColor })
        let destructive = items(Button("Delete", systemImage: "trash", role: .destructive) {})
        #expect(destructive.allSatisfy { $0.foregroundColor == .red })
    }

    @Test func rolesCompare() {
        #expect(ButtonRole.destructive == .destructive)
        #expect(ButtonRole.cancel != .destructive)
        #expect(Set(ControlSize.allCases).count == 5)
    }
}

enum Unexpected: Error {
    case content
}
