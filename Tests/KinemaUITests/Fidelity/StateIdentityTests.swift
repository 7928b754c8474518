import Foundation
import Kinema
import Testing

// Structural identity and state, as SwiftUI defines them ("Demystify SwiftUI", WWDC21): a view's
// state lives as long as its identity — its position in the view tree (including which branch of
// an `if`/`else` or `switch` it is in) or its explicit `ForEach` id — however often its value is
// recreated. The state is read back through the drawn text of each view.

// MARK: - Views

/// Shows "label:count"; a tap adds one.
private struct Counter: View {
    let label: String
    @State private var count = 0

    var body: some View {
        Text("\(label):\(count)").onTapGesture { count += 1 }
    }
}

/// A parent with its own state above a counter.
private struct TickingParent: View {
    @State private var tick = 0

    var body: some View {
        VStack {
            Text("tick:\(tick)").onTapGesture { tick += 1 }
            Counter(label: "c")
        }
    }
}

/// A root whose input is a title, above a counter.
private struct Titled: View {
    var title: String

    var body: some View {
        VStack {
            Text("title:\(title)")
            Counter(label: "c")
        }
    }
}

/// A state seeded from an initializer argument.
private struct Seeded: View {
    @State private var value: Int

    init(start: Int) {
        _value = State(initialValue: start)
    }

    var body: some View {
        Text("v:\(value)")
    }
}

/// The same view type in both branches of an `if`/`else`.
private struct Branches: View {
    var flag: Bool

    var body: some View {
        if flag {
            Counter(label: "x")
        } else {
            Counter(label: "x")
        }
    }
}

/// The same view type in three `switch` cases.
private struct Switched: View {
    var mode: Int

    var body: some View {
        switch mode {
        case 0: Counter(label: "s")
        case 1: Counter(label: "s")
        default: Counter(label: "s")
        }
    }
}

/// A row of counters identified by id.
private struct Rows: View {
    var ids: [Int]

    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { id in
                Counter(label: "r\(id)")
            }
        }
    }
}

private struct Fruit: Identifiable {
    var id: String
    var name: String
}

/// Counters identified by `Identifiable` ids, labelled by a name that may change.
private struct Fruits: View {
    var fruits: [Fruit]

    var body: some View {
        VStack {
            ForEach(fruits) { fruit in
                Counter(label: fruit.name)
            }
        }
    }
}

/// A counter in an `if` without `else`, under a header.
private struct OptionalCounter: View {
    var shows: Bool

    var body: some View {
        VStack {
            Text("head")
            if shows {
                Counter(label: "o")
            }
        }
    }
}

/// A counter in an `if let`.
private struct IfLetCounter: View {
    var name: String?

    var body: some View {
        VStack {
            Text("head")
            if let name {
                Counter(label: name)
            }
        }
    }
}

/// An `if` before a counter: the `if` keeps its place (index 0) whether or not it shows anything,
/// so the counter's identity does not depend on it.
private struct OptionalFirst: View {
    var shows: Bool

    var body: some View {
        VStack {
            if shows {
                Text("extra")
            }
            Counter(label: "k")
        }
    }
}

/// An optional `@State` declared without a value (`State()`, initially nil).
private struct OptionalState: View {
    @State private var name: String?

    var body: some View {
        Text(name ?? "none").onTapGesture { name = "set" }
    }
}

/// A modifier with a body that shows its input above the content.
private struct Captioned: ViewModifier {
    let tick: Int

    func body(content: Content) -> some View {
        VStack {
            Text("caption\(tick)")
            content
        }
    }
}

/// Counters as the content of a body-scoped animation and of a custom modifier, under a parent
/// whose body runs again.
private struct WrappedCounters: View {
    @State private var tick = 0

    var body: some View {
        VStack {
            Text("tick:\(tick)").onTapGesture { tick += 1 }
            Counter(label: "a").animation(.bouncy) { $0.scaleEffect(tick % 2 == 0 ? 1 : 1.1) }
            Counter(label: "b").modifier(Captioned(tick: tick))
        }
    }
}

/// Two counters of the same type side by side.
private struct Siblings: View {
    var body: some View {
        HStack {
            Counter(label: "a")
            Counter(label: "b")
        }
    }
}

// Bindings

private struct Profile: Equatable {
    var name = "cat"
    var count = 0
}

private struct Bump: View {
    let label: String
    @Binding var count: Int

    var body: some View {
        Text("\(label):\(count)").onTapGesture { count += 1 }
    }
}

private struct Renamer: View {
    @Binding var profile: Profile

    var body: some View {
        VStack {
            Text("rename:\(profile.name)").onTapGesture { profile.name += "!" }
            // A binding derived from a binding, through dynamic member lookup.
            Bump(label: "inner", count: $profile.count)
        }
    }
}

private struct ProfileOwner: View {
    @State private var profile = Profile()

    var body: some View {
        VStack {
            Text("owner:\(profile.name):\(profile.count)")
            Bump(label: "outer", count: $profile.count)
            Renamer(profile: $profile)
        }
    }
}

private struct ConstantUser: View {
    var body: some View {
        Bump(label: "const", count: .constant(5))
    }
}

// Reads inside a handler

private final class ReadProbe {
    var handlerSaw: [Int] = []
    var bodySaw: [Int] = []
    var bodyRunsDuringHandler: Int?
}

private struct ReadBack: View {
    let probe: ReadProbe
    @State private var count = 0

    var body: some View {
        let _ = probe.bodySaw.append(count)
        Text("n:\(count)").onTapGesture {
            let before = probe.bodySaw.count
            count += 1
            probe.handlerSaw.append(count)
            count += 1
            probe.handlerSaw.append(count)
            probe.bodyRunsDuringHandler = probe.bodySaw.count - before
        }
    }
}

// State in a custom view modifier

/// SwiftUI view modifiers may own state, exactly as views do.
private struct TapToHalve: ViewModifier {
    @State private var halved = false

    func body(content: Content) -> some View {
        content
            .opacity(halved ? 0.5 : 1)
            .onTapGesture { halved.toggle() }
    }
}

// MARK: - Tests

@MainActor
@Suite("Fidelity: state and structural identity")
struct StateIdentityTests {
    // MARK: Body re-evaluation

    @Test func stateSurvivesTheParentsBodyRunningAgain() {
        let host = ViewHost(TickingParent())
        Fidelity.tap(host, text: "c:")
        Fidelity.tap(host, text: "c:")
        #expect(Fidelity.texts(host) == ["tick:0", "c:2"])
        let bodies = host.bodyEvaluationCount
        Fidelity.tap(host, text: "tick:")
        #expect(host.bodyEvaluationCount > bodies, "the parent's body ran again")
        #expect(Fidelity.texts(host) == ["tick:1", "c:2"], "the counter kept its state")
    }

    @Test func stateSurvivesANewRootValue() {
        let host = ViewHost(Titled(title: "A"))
        Fidelity.tap(host, text: "c:")
        host.rootView = Titled(title: "B")
        #expect(Fidelity.texts(host) == ["title:B", "c:1"])
    }

    /// SwiftUI reads `State(initialValue:)` only when the view first appears; a new value of the
    /// view with another initial value does not reset the state.
    @Test func aNewInitialValueDoesNotResetInstalledState() {
        let host = ViewHost(Seeded(start: 1))
        #expect(Fidelity.texts(host) == ["v:1"])
        host.rootView = Seeded(start: 5)
        #expect(Fidelity.texts(host) == ["v:1"])
    }

    @Test func siblingsOfOneTypeHaveTheirOwnState() {
        let host = ViewHost(Siblings())
        Fidelity.tap(host, text: "b:")
        Fidelity.tap(host, text: "b:")
        Fidelity.tap(host, text: "a:")
        #expect(Fidelity.texts(host) == ["a:1", "b:2"])
    }

    // MARK: Branches

    /// Different branches are different identities, even for the same type: switching gives fresh
    /// state, and switching back does not bring the old state back.
    @Test func theOtherBranchOfAnIfElseGetsFreshState() {
        let host = ViewHost(Branches(flag: true))
        Fidelity.tap(host, text: "x:")
        Fidelity.tap(host, text: "x:")
        #expect(Fidelity.texts(host) == ["x:2"])
        host.rootView = Branches(flag: true)
        #expect(Fidelity.texts(host) == ["x:2"], "the same branch keeps its state")
        host.rootView = Branches(flag: false)
        #expect(Fidelity.texts(host) == ["x:0"], "the else branch is another view")
        Fidelity.tap(host, text: "x:")
        #expect(Fidelity.texts(host) == ["x:1"])
        host.rootView = Branches(flag: true)
        #expect(Fidelity.texts(host) == ["x:0"], "the if branch's state went when it was replaced")
    }

    @Test func eachSwitchCaseIsItsOwnIdentity() {
        let host = ViewHost(Switched(mode: 0))
        Fidelity.tap(host, text: "s:")
        #expect(Fidelity.texts(host) == ["s:1"])
        host.rootView = Switched(mode: 1)
        #expect(Fidelity.texts(host) == ["s:0"])
        Fidelity.tap(host, text: "s:")
        host.rootView = Switched(mode: 2)
        #expect(Fidelity.texts(host) == ["s:0"])
        Fidelity.tap(host, text: "s:")
        host.rootView = Switched(mode: 7)
        #expect(Fidelity.texts(host) == ["s:1"], "the default case again: same identity")
    }

    // MARK: ForEach

    @Test func forEachKeepsRowStateByIdAcrossReorderInsertAndRemove() {
        let host = ViewHost(Rows(ids: [1, 2, 3]))
        Fidelity.tap(host, text: "r1:")
        Fidelity.tap(host, text: "r2:")
        Fidelity.tap(host, text: "r2:")
        for _ in 0..<3 { Fidelity.tap(host, text: "r3:") }
        #expect(Fidelity.texts(host) == ["r1:1", "r2:2", "r3:3"])

        host.rootView = Rows(ids: [3, 1, 2])
        #expect(Fidelity.texts(host) == ["r3:3", "r1:1", "r2:2"], "reordered: state follows the id")

        host.rootView = Rows(ids: [4, 3, 1, 2])
        #expect(Fidelity.texts(host) == ["r4:0", "r3:3", "r1:1", "r2:2"], "inserted: new row is fresh")

        host.rootView = Rows(ids: [4, 3, 2])
        #expect(Fidelity.texts(host) == ["r4:0", "r3:3", "r2:2"], "removed: the others keep theirs")

        host.rootView = Rows(ids: [4, 3, 2, 1])
        #expect(Fidelity.texts(host) == ["r4:0", "r3:3", "r2:2", "r1:0"], "re-added: fresh state")
    }

    /// Reordered rows are laid out in the new order: top to bottom, 22 points high (body text), a
    /// line gap apart (SwiftUI spaces text above text by the font's line gap: DejaVu Sans has none).
    @Test func reorderedRowsAreLaidOutInTheNewOrder() {
        let host = ViewHost(Rows(ids: [1, 2, 3]))
        host.rootView = Rows(ids: [3, 1, 2])
        let ys = ["r3:", "r1:", "r2:"].map { Fidelity.item(host, text: $0)?.frame.minY ?? -1 }
        // Three lines of 22 with no gap: 66 high, centred at 200.
        let top: Double = 200 - 3 * 22 / 2
        #expect(Fidelity.close(ys[0], top) && Fidelity.close(ys[1], top + 22) && Fidelity.close(ys[2], top + 44),
                "\(ys)")
    }

    @Test func identifiableForEachKeepsStateWhenTheRowsDataChanges() {
        let host = ViewHost(Fruits(fruits: [Fruit(id: "a", name: "apple"), Fruit(id: "b", name: "banana")]))
        Fidelity.tap(host, text: "apple:")
        Fidelity.tap(host, text: "banana:")
        Fidelity.tap(host, text: "banana:")
        host.rootView = Fruits(fruits: [Fruit(id: "b", name: "blueberry"), Fruit(id: "a", name: "avocado")])
        #expect(Fidelity.texts(host) == ["blueberry:2", "avocado:1"])
    }

    /// A dynamic range with `id: \.self` (SwiftUI's `ForEach(_:content:)` is for constant ranges
    /// only): rows are identified by their integer.
    @Test func dynamicRangeForEachIdentifiesRowsByValue() {
        struct Ranged: View {
            var count: Int
            var body: some View {
                VStack { ForEach(0..<count, id: \.self) { Counter(label: "i\($0)") } }
            }
        }
        let host = ViewHost(Ranged(count: 3))
        Fidelity.tap(host, text: "i1:")
        Fidelity.tap(host, text: "i2:")
        host.rootView = Ranged(count: 2)
        #expect(Fidelity.texts(host) == ["i0:0", "i1:1"])
        host.rootView = Ranged(count: 3)
        #expect(Fidelity.texts(host) == ["i0:0", "i1:1", "i2:0"])
    }

    // MARK: Optional views

    @Test func anOptionalViewResetsWhenItDisappearsAndReappears() {
        let host = ViewHost(OptionalCounter(shows: true))
        Fidelity.tap(host, text: "o:")
        Fidelity.tap(host, text: "o:")
        #expect(Fidelity.texts(host) == ["head", "o:2"])
        host.rootView = OptionalCounter(shows: true)
        #expect(Fidelity.texts(host) == ["head", "o:2"], "still shown: kept")
        host.rootView = OptionalCounter(shows: false)
        #expect(Fidelity.texts(host) == ["head"])
        host.rootView = OptionalCounter(shows: true)
        #expect(Fidelity.texts(host) == ["head", "o:0"])
    }

    @Test func ifLetKeepsStateWhileTheValueStaysNonNil() {
        let host = ViewHost(IfLetCounter(name: "p"))
        Fidelity.tap(host, text: "p:")
        host.rootView = IfLetCounter(name: "q")
        #expect(Fidelity.texts(host) == ["head", "q:1"])
        host.rootView = IfLetCounter(name: nil)
        host.rootView = IfLetCounter(name: "q")
        #expect(Fidelity.texts(host) == ["head", "q:0"])
    }

    @Test func anIfBeforeASiblingDoesNotChangeTheSiblingsIdentity() {
        let host = ViewHost(OptionalFirst(shows: false))
        Fidelity.tap(host, text: "k:")
        host.rootView = OptionalFirst(shows: true)
        #expect(Fidelity.texts(host) == ["extra", "k:1"])
        host.rootView = OptionalFirst(shows: false)
        #expect(Fidelity.texts(host) == ["k:1"])
    }

    @Test func anOptionalStateStartsNil() {
        let host = ViewHost(OptionalState())
        #expect(Fidelity.texts(host) == ["none"])
        Fidelity.tap(host, text: "none")
        #expect(Fidelity.texts(host) == ["set"])
    }

    /// Content wrapped by a body-scoped animation or a custom modifier keeps its identity when the
    /// parent's body builds the wrappers again.
    @Test func wrappedContentKeepsItsStateWhenTheWrappersAreRebuilt() {
        let host = ViewHost(WrappedCounters())
        Fidelity.tap(host, text: "a:")
        Fidelity.tap(host, text: "b:")
        Fidelity.tap(host, text: "b:")
        #expect(Fidelity.texts(host) == ["tick:0", "a:1", "caption0", "b:2"])
        Fidelity.tap(host, text: "tick:")
        #expect(Fidelity.texts(host) == ["tick:1", "a:1", "caption1", "b:2"])
    }

    // MARK: Bindings

    @Test func bindingProjectionsAndDynamicMemberLookupWriteThroughToTheOwner() {
        let host = ViewHost(ProfileOwner())
        #expect(Fidelity.texts(host) == ["owner:cat:0", "outer:0", "rename:cat", "inner:0"])
        Fidelity.tap(host, text: "outer:")
        #expect(Fidelity.texts(host) == ["owner:cat:1", "outer:1", "rename:cat", "inner:1"])
        Fidelity.tap(host, text: "rename:")
        #expect(Fidelity.texts(host) == ["owner:cat!:1", "outer:1", "rename:cat!", "inner:1"])
        Fidelity.tap(host, text: "inner:")
        #expect(Fidelity.texts(host) == ["owner:cat!:2", "outer:2", "rename:cat!", "inner:2"])
    }

    @Test func bindingConstantReadsItsValueAndIgnoresWrites() {
        let host = ViewHost(ConstantUser())
        #expect(Fidelity.texts(host) == ["const:5"])
        let bodies = host.bodyEvaluationCount
        Fidelity.tap(host, text: "const:")
        #expect(Fidelity.texts(host) == ["const:5"])
        #expect(host.bodyEvaluationCount == bodies, "writing a constant binding changes nothing")
        let binding = Binding.constant(3)
        binding.wrappedValue = 9
        #expect(binding.wrappedValue == 3)
    }

    @Test func bindingGetSetAndDynamicMemberOnAPlainBinding() {
        var storage = Profile()
        let binding = Binding(get: { storage }, set: { storage = $0 })
        let count = binding.count
        count.wrappedValue = 4
        binding.name.wrappedValue = "dog"
        #expect(storage == Profile(name: "dog", count: 4))
        #expect(count.wrappedValue == 4)
    }

    // MARK: State in modifiers

    /// A `ViewModifier` with `@State` (common in SwiftUI code) keeps and updates its state.
    @Test func aViewModifierOwnsState() {
        let host = ViewHost(Rectangle().frame(width: 50, height: 50).modifier(TapToHalve()))
        #expect(host.displayList.items[0].opacity == 1)
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(host.displayList.items[0].opacity == 0.5, "the modifier's state changed")
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(host.displayList.items[0].opacity == 1)
    }

    // MARK: Reads after writes

    /// SwiftUI: a handler that writes a state and reads it back reads the new value; the body sees
    /// it in the next update, which runs after the handler returns (once, with the final value).
    @Test func aHandlerReadsItsOwnWritesAndTheBodySeesThemInTheNextUpdate() {
        let probe = ReadProbe()
        let host = ViewHost(ReadBack(probe: probe))
        #expect(probe.bodySaw == [0])
        Fidelity.tap(host, text: "n:")
        #expect(probe.handlerSaw == [1, 2], "reads see the latest write")
        #expect(probe.bodyRunsDuringHandler == 0, "no body runs inside the handler")
        #expect(probe.bodySaw == [0, 2], "one update after the handler, with the final value")
        #expect(Fidelity.texts(host) == ["n:2"])
    }

    /// The host's rule (it has no run loop to defer to): outside any event or update, a write
    /// through a binding is its own update, applied at once.
    @Test func aWriteOutsideAnEventAppliesAtOnce() {
        let remote = FidelityLog<Binding<Bool>>()
        struct Owner: View {
            let remote: FidelityLog<Binding<Bool>>
            @State private var on = false
            var body: some View {
                let _ = remote.append($on)
                Text(on ? "on" : "off")
            }
        }
        let host = ViewHost(Owner(remote: remote))
        remote.entries.last?.wrappedValue = true
        #expect(Fidelity.texts(host) == ["on"])
        #expect(remote.entries.last?.wrappedValue == true)
    }
}
