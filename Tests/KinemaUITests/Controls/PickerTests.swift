import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Pickers: options and their tags, the segmented control (UIKit's: 32 points tall, the width it is
// offered, equal segments on UIColor.tertiarySystemFill, a white selection inset by 2 points), a
// tap choosing a segment, the selection sliding, and the menu, wheel and inline styles.

private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

/// A segmented flavour picker across the 400-point host, 32 points tall (y from 184 to 216).
private struct FlavorPicker: View {
    var start = Flavor.chocolate
    var animation: Animation?
    @State private var flavor: Flavor?

    var body: some View {
        let binding = Binding(get: { flavor ?? start }, set: { flavor = $0 })
        Picker("Flavor", selection: animation.map { binding.animation($0) } ?? binding) {
            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
        }
        .pickerStyle(.segmented)
    }
}

/// The centre of segment `index` of `count` across the host.
private func segment(_ index: Int, of count: Int = 3) -> CGPoint {
    CGPoint(x: (CGFloat(index) + 0.5) * 400 / CGFloat(count), y: 200)
}

@MainActor
@Suite("Picker")
struct PickerTests {
    private func indicator<V: View>(_ host: ViewHost<V>) -> DisplayList.Item { host.displayList.items[1] }

    @Test func theSegmentedControlLaysOutEqualSegments() {
        let host = ViewHost(FlavorPicker(start: .vanilla))
        let items = host.displayList.items
        #expect(items.count == 5)
        #expect(items[0].frame == CGRect(x: 0, y: 184, width: 400, height: 32))
        #expect(items[0].content == .shape(
            .roundedRectangle(cornerRadius: 9), fill: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)))
        let third = 400.0 / 3
        #expect(items[1].frame == CGRect(x: 0, y: 186, width: third - 4, height: 28))
        #expect(items[1].content == .shape(.roundedRectangle(cornerRadius: 7), fill: .white))
        #expect(abs(items[1].transform.tx - (third + 2)) < 1e-9)
        #expect(items[1].opacity == 1)
        // The titles, centred in their segments, in 13-point text.
        for (index, item) in items[2...].enumerated() {
            #expect(abs(item.frame.midX - segment(index).x) < 1e-9)
            guard case .text(let layout) = item.content else { continue }
            #expect(layout.runs[0].font.size == 13)
        }
    }

    /// A tap chooses its segment; the selection slides there with the default animation, as
    /// UIKit's segmented control animates its own.
    @Test func aTapChoosesTheSegmentAndTheSelectionSlides() {
        let host = ViewHost(FlavorPicker())
        let third = 400.0 / 3
        #expect(host.tap(at: segment(2)))
        var spring = SpringTrack(.default, from: 2, to: 2 * third + 2, at: 0)
        for frame in 1...60 {
            host.advance(by: frameStep)
            spring.step(to: host.frameTime())
            expectSpringFrame(indicator(host).transform.tx, spring, "frame \(frame)")
        }
        host.advance(by: 2)
        #expect(abs(indicator(host).transform.tx - (2 * third + 2)) < 1e-9)
    }

    /// The selection binding's own animation wins over the default.
    @Test func theBindingsAnimationMovesTheSelection() {
        let host = ViewHost(FlavorPicker(animation: .linear(duration: 1)))
        host.tap(at: segment(1))
        host.advance(by: 0.5)
        let expected = 2 + 400.0 / 3 * SwiftUIReference.Bezier.linear.value(at: 0.5)
        #expect(abs(indicator(host).transform.tx - expected) < 1e-9)
    }

    /// Tags come from `tag(_:)` (through modifiers after it) or, without one, from the `ForEach`
    /// id; a String selection finds String ids.
    @Test func tagsAndImplicitIDs() {
        struct Words: View {
            @State var word = "b"
            var body: some View {
                VStack {
                    Picker("Word", selection: $word) {
                        ForEach(["a", "b", "c"], id: \.self) { Text($0) }
                    }
                    Picker("Word", selection: $word) {
                        Text("A").tag("a").foregroundStyle(.red)
                        Text("B").tag("b")
                        Text("C").padding(2).tag("c")
                    }
                    Text(word)
                }
                .pickerStyle(.segmented)
            }
        }
        let host = ViewHost(Words())
        let indicators = host.displayList.items.filter { $0.content == .shape(.roundedRectangle(cornerRadius: 7), fill: .white) }
        #expect(indicators.count == 2)
        #expect(indicators.allSatisfy { abs($0.transform.tx - (400.0 / 3 + 2)) < 1e-9 && $0.opacity == 1 })
        host.tap(at: CGPoint(x: segment(2).x, y: indicators[1].frame.midY))
        guard case .text(let shown) = host.displayList.items.last?.content else { return }
        #expect(shown.runs.map(\.string) == ["c"])
    }

    /// An option whose tag is not of the selection's type cannot be chosen, and a selection
    /// matching no option shows no selection.
    @Test func mismatchedTagsSelectNothing() {
        struct Mismatch: View {
            @State var choice = "x"
            var body: some View {
                Picker("Choice", selection: $choice) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                }
                .pickerStyle(.segmented)
            }
        }
        let host = ViewHost(Mismatch())
        #expect(indicator(host).opacity == 0)
        host.tap(at: segment(0, of: 2))
        host.advance(by: 1)
        #expect(indicator(host).opacity == 0)
    }

    /// An optional selection matches tags of the wrapped type unless the tag opts out.
    @Test func optionalSelections() {
        struct Optional: View {
            let includeOptional: Bool
            @State var choice: Int? = nil
            var body: some View {
                Picker("Choice", selection: $choice) {
                    Text("One").tag(1, includeOptional: includeOptional)
                    Text("Two").tag(2, includeOptional: includeOptional)
                }
                .pickerStyle(.segmented)
            }
        }
        let included = ViewHost(Optional(includeOptional: true))
        #expect(indicator(included).opacity == 0)
        included.tap(at: segment(1, of: 2))
        included.advance(by: 2)   // the selection fades in and slides with the default animation
        #expect(indicator(included).opacity == 1)
        #expect(abs(indicator(included).transform.tx - 202) < 1e-9)
        let excluded = ViewHost(Optional(includeOptional: false))
        excluded.tap(at: segment(1, of: 2))
        #expect(indicator(excluded).opacity == 0)
    }

    /// A picker without options draws its empty track and selects nothing.
    @Test func anEmptyPickerSelectsNothing() {
        struct Empty: View {
            @State var choice = 0
            var body: some View {
                VStack {
                    Picker("Nothing", selection: $choice) {}.pickerStyle(.segmented)
                    Picker("Nothing", selection: $choice) { EmptyView() }.pickerStyle(.wheel)
                    Text("\(choice)")
                }
            }
        }
        let host = ViewHost(Empty())
        let items = host.displayList.items
        #expect(items.count == 3)   // the track, the hidden selection, the text
        #expect(items[0].frame.width == 400)
        host.tap(at: CGPoint(x: 200, y: items[0].frame.midY))
        guard case .text(let shown) = host.displayList.items.last?.content else { return }
        #expect(shown.runs.map(\.string) == ["0"])
    }

    @Test func aDisabledPickerIsDimmedAndInert() {
        let host = ViewHost(FlavorPicker().disabled(true))
        #expect(host.displayList.items.allSatisfy { $0.opacity == 0.5 || $0.opacity == 0 })
        #expect(!host.tap(at: segment(2)))
    }

    /// The menu style shows the label and, trailing, the selected option in the tint with a
    /// chevron; it is not a control (a menu cannot be opened headlessly).
    @Test func theMenuStyleShowsTheSelection() {
        struct Menu: View {
            @State var flavor = Flavor.vanilla
            var body: some View {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue).tag($0) }
                }
                .tint(.purple)
            }
        }
        let host = ViewHost(Menu())
        let items = host.displayList.items
        #expect(items.count == 3)
        guard case .text(let label) = items[0].content, case .text(let selection) = items[1].content else {
            Issue.record("label, selection, chevron")
            return
        }
        #expect(label.runs.map(\.string) == ["Flavor"])
        #expect(selection.runs.map(\.string) == ["vanilla"])
        #expect(items[1].foregroundColor == .purple)
        #expect(items[2].foregroundColor == .purple)
        #expect(items[2].frame.maxX == 400)
        #expect(!host.tap(at: CGPoint(x: items[1].frame.midX, y: items[1].frame.midY)))
    }

    /// Wheel rows are 32 points and inline rows 44; a tap on a row chooses it.
    @Test(arguments: [(true, CGFloat(32)), (false, CGFloat(44))])
    func rowStylesChooseTheTappedRow(wheel: Bool, rowHeight: CGFloat) {
        struct Rows: View {
            let wheel: Bool
            @State var flavor = Flavor.chocolate
            var body: some View {
                let picker = Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue).tag($0) }
                }
                if wheel { picker.pickerStyle(.wheel) } else { picker.pickerStyle(.inline) }
            }
        }
        let host = ViewHost(Rows(wheel: wheel))
        let top = 200 - 3 * rowHeight / 2
        let rows = host.displayList.items.filter {
            if case .shape(.roundedRectangle, _) = $0.content { true } else { false }
        }
        #expect(rows.map(\.frame.minY) == [top, top + rowHeight, top + 2 * rowHeight])
        host.tap(at: CGPoint(x: 300, y: top + 2.5 * rowHeight))
        let marked: [Bool] = host.displayList.items.compactMap { item in
            if wheel, case .shape(.roundedRectangle, let fill) = item.content { return fill != .white }
            if !wheel, case .path = item.content { return item.opacity == 1 }
            return nil
        }
        #expect(marked == [false, false, true])
    }

    /// A `ForEach` of an absurd length lists its first 10,000 options.
    @Test func absurdOptionCountsAreCapped() {
        struct Huge: View {
            let selection: Int
            var body: some View {
                Picker("Number", selection: .constant(selection)) {
                    ForEach(0..<50_000) { Text("\($0)").tag($0) }
                }
            }
        }
        let within = ViewHost(Huge(selection: 9_999)).displayList.items
        guard case .text(let shown) = within[1].content else {
            Issue.record("the selection is drawn")
            return
        }
        #expect(shown.runs.map(\.string) == ["9999"])
        // Past the cap: no option matches, only the label and the chevron are drawn.
        #expect(ViewHost(Huge(selection: 20_000)).displayList.items.count == 2)
    }
}
