import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

// Generated `HStack`s and `VStack`s checked against `StackReference` (Tests/KinemaTestSupport), an
// independent restatement of SwiftUI's rules (docs/research/layout.md §1): priority groups highest
// first, lower groups' minimums set aside, least flexible first, equal shares of what is left.
// Each case builds a real stack of children whose behaviour along the axis is known from the
// rules (fixed frames, flexible frames around a `Color`, spacers, priorities, a nested stack),
// hosts it, and compares every drawn child's frame with the reference's.
//
// Gaps, when the stack sets no `spacing:`, are the preferred spacing (layout.md §2 reference
// cases): 8 between two ordinary views, 0 next to a `Spacer` on either side.
@MainActor
@Suite("Stack sizing: generated stacks")
struct StackSizingGridTests {
    // MARK: - Children of known behaviour

    /// What one child of a generated stack is: a colour, a colour in a frame, a spacer, or a
    /// stack along the same axis of such children (one level deep, default spacing).
    indirect enum Kind: Sendable, CustomStringConvertible {
        case color
        case fixed(CGFloat)
        case minimum(CGFloat)
        case maximum(CGFloat)
        case range(CGFloat, CGFloat)
        case spacer(CGFloat?)
        case stack([Kind])

        var description: String {
            switch self {
            case .color: "Color"
            case .fixed(let w): "frame(\(w))"
            case .minimum(let m): "frame(min: \(m))"
            case .maximum(let m): "frame(max: \(m))"
            case .range(let a, let b): "frame(min: \(a), max: \(b))"
            case .spacer(let m): "Spacer(minLength: \(m.map { "\($0)" } ?? "nil"))"
            case .stack(let kinds): "Stack \(kinds)"
            }
        }

        var isSpacer: Bool {
            if case .spacer = self { true } else { false }
        }

        /// Whether its leading (or top) edge is a spacer's: a stack's is its first child's
        /// (layout.md §1 rule 7), and nothing separates a spacer from its neighbour (§2).
        var startsWithSpacer: Bool {
            switch self {
            case .spacer: true
            case .stack(let kinds): kinds.first?.startsWithSpacer ?? false
            default: false
            }
        }

        /// Whether its trailing (or bottom) edge is a spacer's: a stack's is its last child's.
        var endsWithSpacer: Bool {
            switch self {
            case .spacer: true
            case .stack(let kinds): kinds.last?.endsWithSpacer ?? false
            default: false
            }
        }

        /// The child as the reference sees it along the axis.
        var reference: StackReference.Child {
            switch self {
            case .color: .color
            case .fixed(let length): .fixed(length)
            case .minimum(let m): .flexibleFrame(minLength: m)
            case .maximum(let m): .flexibleFrame(maxLength: m)
            case .range(let a, let b): .flexibleFrame(minLength: a, maxLength: b)
            // `Spacer(minLength: nil)` uses the standard spacing, 8 (Apple's `Spacer.minLength`).
            case .spacer(let m): .spacer(minLength: m ?? 8)
            case .stack(let kinds):
                // A stack is as long as its own children make it for the offer.
                StackReference.Child { offer in
                    StackReference.size(kinds.map(\.reference), gaps: Kind.gaps(kinds, spacing: nil), proposal: offer).length
                }
            }
        }

        /// The gaps between neighbours: the stack's spacing, else 0 beside a spacer and 8 between
        /// two ordinary views.
        static func gaps(_ kinds: [Kind], spacing: CGFloat?) -> [CGFloat] {
            zip(kinds, kinds.dropFirst()).map { a, b in
                spacing ?? (a.endsWithSpacer || b.startsWithSpacer ? 0 : 8)
            }
        }
    }

    /// One child: its kind, its `layoutPriority` (if set) and its thickness across the stack
    /// (every drawn view in a nested stack has that thickness too).
    struct Spec: Sendable, CustomStringConvertible {
        var kind: Kind
        var priority: Double?
        var thickness: CGFloat

        var description: String {
            "\(kind)\(priority.map { ".layoutPriority(\($0))" } ?? "") × \(thickness)"
        }

        var reference: StackReference.Child {
            priority.map { kind.reference.priority($0) } ?? kind.reference
        }

        /// Its thickness across the stack: a spacer has none; a nested stack is as thick as its
        /// drawn children (all centred, all `thickness`), or nothing if it has none.
        var crossThickness: CGFloat {
            switch kind {
            case .spacer: 0
            case .stack(let kinds): kinds.allSatisfy(\.isSpacer) ? 0 : thickness
            default: thickness
            }
        }
    }

    /// A generated stack: its children, axis, spacing, alignment (0 leading/top, 1 centre, 2
    /// trailing/bottom), and whether it is offered no length along its axis (`fixedSize`).
    struct Case: Sendable, CustomStringConvertible {
        var specs: [Spec]
        var horizontal: Bool
        var spacing: CGFloat?
        var alignment: Int
        var ideal: Bool
        var length: CGFloat

        var description: String {
            "\(horizontal ? "HStack" : "VStack")(spacing: \(spacing.map { "\($0)" } ?? "nil"), alignment: \(alignment))"
                + "\(ideal ? ".fixedSize" : "") in \(length): \(specs)"
        }
    }

    /// A stack of generated children, as an app would write it.
    private struct GridStack: View {
        let stack: Case

        var body: some View {
            if stack.horizontal {
                HStack(alignment: [VerticalAlignment.top, .center, .bottom][stack.alignment], spacing: stack.spacing) {
                    ForEach(stack.specs.indices, id: \.self) { index in child(stack.specs[index]) }
                }
                .fixedSize(horizontal: stack.ideal, vertical: false)
            } else {
                VStack(alignment: [HorizontalAlignment.leading, .center, .trailing][stack.alignment], spacing: stack.spacing) {
                    ForEach(stack.specs.indices, id: \.self) { index in child(stack.specs[index]) }
                }
                .fixedSize(horizontal: false, vertical: stack.ideal)
            }
        }

        @ViewBuilder private func child(_ spec: Spec) -> some View {
            if let priority = spec.priority {
                content(spec.kind, spec.thickness).layoutPriority(priority)
            } else {
                content(spec.kind, spec.thickness)
            }
        }

        @ViewBuilder private func content(_ kind: Kind, _ thickness: CGFloat) -> some View {
            let horizontal = stack.horizontal
            switch kind {
            case .spacer(let minLength):
                Spacer(minLength: minLength)
            case .color:
                across(Color.red, thickness)
            case .fixed(let length):
                across(Color.red.frame(width: horizontal ? length : nil, height: horizontal ? nil : length), thickness)
            case .minimum(let m):
                across(Color.red.frame(minWidth: horizontal ? m : nil, minHeight: horizontal ? nil : m), thickness)
            case .maximum(let m):
                across(Color.red.frame(maxWidth: horizontal ? m : nil, maxHeight: horizontal ? nil : m), thickness)
            case .range(let a, let b):
                across(Color.red.frame(
                    minWidth: horizontal ? a : nil, maxWidth: horizontal ? b : nil,
                    minHeight: horizontal ? nil : a, maxHeight: horizontal ? nil : b), thickness)
            case .stack(let kinds):
                nested(kinds, thickness)
            }
        }

        /// A stack along the same axis, default spacing and alignment.
        @ViewBuilder private func nested(_ kinds: [Kind], _ thickness: CGFloat) -> some View {
            if stack.horizontal {
                HStack {
                    ForEach(kinds.indices, id: \.self) { index in AnyView(content(kinds[index], thickness)) }
                }
            } else {
                VStack {
                    ForEach(kinds.indices, id: \.self) { index in AnyView(content(kinds[index], thickness)) }
                }
            }
        }

        /// Fixes the thickness across the stack's axis (a fixed frame in that dimension only).
        private func across(_ view: some View, _ thickness: CGFloat) -> some View {
            view.frame(width: stack.horizontal ? nil : thickness, height: stack.horizontal ? thickness : nil)
        }
    }

    /// The frames the reference expects for the drawn children (those of nested stacks
    /// included), in a host `length` long along the stack's axis and 300 across it, which
    /// centres the stack.
    private func expectedFrames(_ stack: Case) -> [CGRect] {
        let kinds = stack.specs.map(\.kind)
        let sizing = StackReference.size(
            stack.specs.map(\.reference), gaps: Kind.gaps(kinds, spacing: stack.spacing), proposal: stack.ideal ? nil : stack.length)
        // Across: each child's guide is its leading/top edge, its middle or its trailing/bottom edge.
        let thicknesses = stack.specs.map(\.crossThickness)
        let guides = thicknesses.map { $0 * CGFloat(stack.alignment) / 2 }
        let cross = StackReference.crossAxis(thicknesses: thicknesses, guides: guides)
        let start = (stack.length - sizing.length) / 2
        let top = (300 - cross.thickness) / 2
        func rect(along: CGFloat, across: CGFloat, length: CGFloat, thickness: CGFloat) -> CGRect {
            stack.horizontal
                ? CGRect(x: along, y: across, width: length, height: thickness)
                : CGRect(x: across, y: along, width: thickness, height: length)
        }
        var frames: [CGRect] = []
        for (index, spec) in stack.specs.enumerated() {
            let along = start + sizing.positions[index]
            let across = top + cross.origins[index]
            switch spec.kind {
            case .spacer:
                continue
            case .stack(let inner):
                // Placed with the offer it was sized with (rule 6); its drawn children are all as
                // thick as it is, so they sit at its top (or leading) edge.
                let innerSizing = StackReference.size(
                    inner.map(\.reference), gaps: Kind.gaps(inner, spacing: nil), proposal: sizing.offers[index])
                for (innerIndex, kind) in inner.enumerated() where !kind.isSpacer {
                    frames.append(rect(
                        along: along + innerSizing.positions[innerIndex], across: across,
                        length: innerSizing.lengths[innerIndex], thickness: spec.thickness))
                }
            default:
                frames.append(rect(along: along, across: across, length: sizing.lengths[index], thickness: spec.thickness))
            }
        }
        return frames
    }

    private func check(_ stack: Case, sourceLocation: SourceLocation = #_sourceLocation) {
        let size = stack.horizontal ? CGSize(width: stack.length, height: 300) : CGSize(width: 300, height: stack.length)
        let host = ViewHost(GridStack(stack: stack), size: size)
        let actual = host.displayList.items.map(\.frame)
        let expected = expectedFrames(stack)
        #expect(
            actual.count == expected.count && zip(actual, expected).allSatisfy { close($0, $1) },
            "\(stack)\n  actual   \(actual)\n  expected \(expected)", sourceLocation: sourceLocation)
    }

    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
            && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    // MARK: - A randomized grid

    private nonisolated static func simple(_ k: Int, _ a: Double, _ b: Double) -> Kind {
        let a = CGFloat(a.rounded()), b = CGFloat(b.rounded())
        switch k {
        case 0: return .color
        case 1: return .fixed(a)
        case 2: return .minimum(a)
        case 3: return .maximum(a)
        case 4: return .range(min(a, b), max(a, b))
        default: return .spacer(a < 40 ? nil : a / 4)
        }
    }
    private static let simpleKind = zip(Gen.int(in: 0...5), Gen.double(in: 0...160), Gen.double(in: 0...160))
        .map { (k: Int, a: Double, b: Double) -> Kind in simple(k, a, b) }
    private static let kind = zip(Gen.int(in: 0...6), Gen.double(in: 0...160), Gen.double(in: 0...160), simpleKind.array(of: 1...3))
        .map { (k: Int, a: Double, b: Double, inner: [Kind]) -> Kind in
            k == 6 ? .stack(inner) : simple(k, a, b)
        }
    private static let spec = zip(kind, Gen.int(in: 0...5), Gen.int(in: 1...6))
        .map { (kind: Kind, p: Int, t: Int) -> Spec in
            // Mostly no priority; sometimes 0, 1, 2 or −1 (a spacer with a priority of its own
            // joins that group).
            let priority: Double? = [nil, nil, 0, 1, 2, -1][p]
            return Spec(kind: kind, priority: priority, thickness: CGFloat(t * 10))
        }
    private static let stackCase = zip(
        spec.array(of: 1...5), Gen.bool, Gen.int(in: 0...4), Gen.int(in: 0...2), Gen.bool(0.2), Gen.double(in: 0...520)
    ).map { (specs: [Spec], horizontal: Bool, s: Int, alignment: Int, ideal: Bool, length: Double) -> Case in
        Case(specs: specs, horizontal: horizontal, spacing: [nil, nil, 0, 5, 12][s], alignment: alignment, ideal: ideal,
             length: CGFloat(length.rounded()))
    }

    @Test func generatedStacksMatchTheReference() async {
        await propertyCheck(count: 200, input: Self.stackCase) { stack in
            check(stack)
        }
    }
}
