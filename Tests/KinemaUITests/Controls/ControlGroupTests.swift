import Foundation
import Kinema
import Testing

// `ControlGroup`, drawn as iOS draws an inline group: the controls side by side, each an equal
// share of the width, on a rounded rectangle of the tertiary system fill. The buttons in it are
// buttons: a tap on one runs its action.

/// UIColor.tertiarySystemFill: (118, 118, 128) at 12 %.
private let tertiarySystemFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)

/// A text-size control an app writes.
private struct TextSizeControl: View {
    @State private var size = 17

    var body: some View {
        VStack {
            ControlGroup {
                Button("Smaller") { size -= 1 }
                Button("Larger") { size += 1 }
            }
            Text(verbatim: "size=\(size)")
        }
    }
}

@MainActor
@Suite("ControlGroup")
struct ControlGroupTests {
    private static func fill(of item: DisplayList.Item) -> Color? {
        switch item.content {
        case .shape(_, let fill): fill
        case .path(_, .fill(let fill, _)): fill
        default: nil
        }
    }

    // The controls share the width equally, side by side, as SwiftUI's inline control group draws
    // them: with two controls in 400 points, each centred in its half.
    @Test func theControlsShareTheWidthEqually() throws {
        let host = ViewHost(TextSizeControl())
        let smaller = try #require(Fidelity.item(host, text: "Smaller"))
        let larger = try #require(Fidelity.item(host, text: "Larger"))
        #expect(abs(smaller.frame.midX - 100) < 1e-9, "the middle of the first half")
        #expect(abs(larger.frame.midX - 300) < 1e-9, "the middle of the second half")
        #expect(smaller.frame.midY == larger.frame.midY, "side by side, on one row")
        let three = ViewHost(ControlGroup {
            Button("A") {}
            Button("B") {}
            Button("C") {}
        }, size: CGSize(width: 300, height: 100))
        let centres = Fidelity.texts(three).compactMap { Fidelity.item(three, text: $0)?.frame.midX }
        #expect(centres.count == 3)
        for (centre, expected) in zip(centres, [50.0, 150, 250]) {
            #expect(abs(centre - expected) < 1e-9)
        }
    }

    /// What ControlGroup relies on, as SwiftUI defines it: modifiers on a group of views apply to
    /// each view, however many are chained. One modifier does; a second after it does not.
    @Test func aChainOfModifiersOnSeveralViewsAppliesToEach() throws {
        let one = ViewHost(HStack(spacing: 0) {
            Group {
                Text("A")
                Text("B")
            }
            .frame(maxWidth: .infinity)
        })
        let a1 = try #require(Fidelity.item(one, text: "A")), b1 = try #require(Fidelity.item(one, text: "B"))
        #expect(abs(a1.frame.midX - 100) < 1e-9 && abs(b1.frame.midX - 300) < 1e-9)
        let two = ViewHost(HStack(spacing: 0) {
            Group {
                Text("A")
                Text("B")
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, 8)
        })
        let a2 = try #require(Fidelity.item(two, text: "A")), b2 = try #require(Fidelity.item(two, text: "B"))
        withKnownIssue("the second modifier of a chain on a Group is applied to the group as one stacked view") {
            #expect(abs(a2.frame.midX - 100) < 1e-9 && abs(b2.frame.midX - 300) < 1e-9)
            #expect(a2.frame.midY == b2.frame.midY)
        }
    }

    @Test func theGroupSitsOnARoundedFill() throws {
        let host = ViewHost(TextSizeControl())
        let platter = try #require(host.displayList.items.first { Self.fill(of: $0) == tertiarySystemFill })
        let smaller = try #require(Fidelity.item(host, text: "Smaller"))
        #expect(platter.frame.minX == 0 && platter.frame.width == 400)
        #expect(platter.frame.contains(smaller.frame))
        #expect(platter.frame.height > smaller.frame.height, "padded above and below")
        if case .shape(let shape, _) = platter.content {
            #expect(shape == .roundedRectangle(cornerRadius: 8))
        }
    }

    @Test func theButtonsRunTheirActions() {
        let host = ViewHost(TextSizeControl())
        Fidelity.tap(host, text: "Larger")
        Fidelity.tap(host, text: "Larger")
        #expect(Fidelity.texts(host).contains("size=19"))
        Fidelity.tap(host, text: "Smaller")
        #expect(Fidelity.texts(host).contains("size=18"))
    }

    @Test func labelsAndStylesAreAccepted() {
        let plain = ViewHost(TextSizeControl()).displayList.items
        let labelled = ViewHost(VStack {
            ControlGroup {
                Button("Smaller") {}
                Button("Larger") {}
            } label: {
                Label("Text size", systemImage: "textformat.size")
            }
            Text(verbatim: "size=17")
        }).displayList.items
        #expect(labelled.map(\.content) == plain.map(\.content), "the label is not drawn")
        #expect(labelled.map(\.frame) == plain.map(\.frame))
        for styled in [
            AnyView(TextSizeControl().controlGroupStyle(.automatic)),
            AnyView(TextSizeControl().controlGroupStyle(.menu)),
            AnyView(TextSizeControl().controlGroupStyle(.compactMenu)),
            AnyView(TextSizeControl().controlGroupStyle(.navigation)),
        ] {
            let items = ViewHost(styled).displayList.items
            #expect(items.map(\.content) == plain.map(\.content))
            #expect(items.map(\.frame) == plain.map(\.frame))
        }
        let titled = ViewHost(ControlGroup("Text size") { Button("Smaller") {} })
        #expect(Fidelity.texts(titled) == ["Smaller"])
    }
}
