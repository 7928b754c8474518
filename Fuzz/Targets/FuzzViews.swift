import Foundation
import KinemaCore
import KinemaUI

/// Random view trees through `ViewHost`: a shape or text under a random stack of effect and
/// layout modifiers and of overlaid content — gradients, paths, a canvas, text, a `ForEach` with
/// repeated ids — each taking one of two random values (NaN and infinities included) that a
/// tap switches between inside `withAnimation`; then random taps and advances. Every frame's
/// display list must hold only finite numbers.
package enum FuzzViews {
    /// The most events (taps and advances) one input plays.
    static let maximumEvents = 12
    /// The longest single advance, in seconds.
    static let maximumAdvance = 5.0
    /// The most item redraws (drawn items × frames) one input's advances may ask for: a forever
    /// repeating animation around ten thousand grid cells would otherwise be hours of frames
    /// under the sanitizer, and the fuzzer looks for wrong numbers and hangs, not for how long
    /// a big scene takes to play (the benchmarks measure that).
    static let maximumRedraws = 100_000
    static let framesPerSecond = 60.0

    package static func check(_ bytes: [UInt8]) {
        MainActor.assumeIsolated { run(bytes) }
    }

    @MainActor
    private static func run(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        var modifiers: [FuzzModifier] = []
        for _ in 0..<input.int(in: 0...6) {
            modifiers.append(FuzzModifier(
                kind: input.int(in: 0...(FuzzModifier.kindCount - 1)),
                values: (input.anyDouble(typical: -50...50), input.anyDouble(typical: -50...50)),
                alternates: (input.anyDouble(typical: -50...50), input.anyDouble(typical: -50...50))))
        }
        let scene = FuzzScene(base: input.int(in: 0...3), modifiers: modifiers, animation: FuzzAnimations.animation(&input))
        let size = CGSize(width: input.double(typical: 1...400).clamped(to: 1...2000), height: input.double(typical: 1...400).clamped(to: 1...2000))
        let host = ViewHost(scene, size: size, framesPerSecond: framesPerSecond)
        checkFinite(host.displayList, "first frame of \(modifiers) on base \(scene.base)")
        var redraws = 0.0
        for event in 0..<input.int(in: 1...maximumEvents) {
            if input.chance(2) {
                _ = host.tap(at: CGPoint(x: input.double(typical: 0...400), y: input.double(typical: 0...400)))
            } else {
                // Within the budget: the advance is cut short where its frames would pass it.
                let items = Double(max(host.displayList.items.count, 1))
                let affordable = (Double(maximumRedraws) - redraws) / items / framesPerSecond
                guard affordable > 0 else { break }
                let seconds = min(abs(input.double(typical: 0...1)).clamped(to: 0...maximumAdvance), affordable)
                host.advance(by: seconds)
                redraws += seconds * framesPerSecond * items
            }
            checkFinite(host.displayList, "after event \(event) of \(modifiers)")
        }
    }

    /// Fails on any NaN or infinity anywhere in `list` (every stored number, read by reflection).
    static func checkFinite(_ list: DisplayList, _ context: @autoclosure () -> String) {
        var text = ""
        // Every number of the first 200 items, read by reflection; past them (a screen of rows, a
        // line of thousands of grid cells), each item's frame and opacity, so a big list costs
        // what it draws, not a dump of megabytes per event.
        let dumped = 200
        if list.items.count > dumped {
            for item in list.items.dropFirst(dumped) {
                let t = item.transform
                let numbers = [item.frame.minX, item.frame.minY, item.frame.width, item.frame.height, item.opacity,
                               t.a, t.b, t.c, t.d, t.tx, t.ty]
                fuzzCheck(numbers.allSatisfy(\.isFinite), "a non-finite frame, opacity or transform \(item.frame) \(item.opacity) \(t), \(context())")
            }
            dump(Array(list.items.prefix(dumped)), to: &text)
        } else {
            dump(list, to: &text)
        }
        // Tokens of ASCII letters and "-", read as bytes: a big display list's dump is megabytes,
        // and `Character.isLetter` looks Unicode properties up for each character.
        func isTokenByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x2D || byte >= 0x80
        }
        for token in text.utf8.split(whereSeparator: { !isTokenByte($0) }) {
            let token = String(decoding: token, as: UTF8.self)
            guard token == "nan" || token == "inf" || token == "-inf" else { continue }
            // The dump's line with the value, so a finding names the field.
            let line = text.split(separator: "\n").first { $0.contains(token) }.map(String.init) ?? ""
            fuzzCheck(false, "\(token) in the display list (\(line.trimmingCharacters(in: .whitespaces))), \(context())")
        }
    }
}

/// One modifier of a fuzzed scene, with the values it takes before and after the tap.
struct FuzzModifier: CustomStringConvertible {
    static let kindCount = 21
    var kind: Int
    var values: (Double, Double)
    var alternates: (Double, Double)

    var description: String { "#\(kind)\(values)→\(alternates)" }
}

/// A base view under the fuzzed modifiers; a tap anywhere toggles between their two values.
struct FuzzScene: View {
    let base: Int
    let modifiers: [FuzzModifier]
    let animation: Animation
    @State private var toggled = false

    var body: some View {
        var view = baseView
        for modifier in modifiers {
            let (a, b) = toggled ? modifier.alternates : modifier.values
            view = apply(modifier.kind, a, b, to: view)
        }
        return view
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(animation) { toggled.toggle() } }
    }

    private var baseView: AnyView {
        switch base {
        case 0: AnyView(Color.red.frame(width: 40, height: 30))
        case 1: AnyView(Circle().fill(Color.blue).frame(width: 50, height: 50))
        case 2: AnyView(Text("Kinema").font(.title))
        default: AnyView(RoundedRectangle(cornerRadius: 8).stroke(Color.green, lineWidth: 3).frame(width: 60, height: 40))
        }
    }

    private func apply(_ kind: Int, _ a: Double, _ b: Double, to view: AnyView) -> AnyView {
        switch kind {
        case 0: AnyView(view.scaleEffect(a))
        case 1: AnyView(view.scaleEffect(x: a, y: b))
        case 2: AnyView(view.rotationEffect(.degrees(a)))
        case 3: AnyView(view.offset(x: a, y: b))
        case 4: AnyView(view.opacity(a))
        case 5: AnyView(view.blur(radius: a))
        case 6: AnyView(view.padding(a))
        case 7: AnyView(view.frame(width: a, height: b))
        case 8: AnyView(view.shadow(radius: a, x: b, y: a))
        case 9: AnyView(view.position(x: a, y: b))
        case 10: AnyView(view.rotation3DEffect(.degrees(a), axis: (x: b, y: 1, z: 0)))
        case 11: AnyView(view.padding(EdgeInsets(top: a, leading: b, bottom: a, trailing: b)))
        case 12:
            AnyView(view.overlay(Rectangle().fill(LinearGradient(
                stops: [.init(color: .red, location: a), .init(color: .blue, location: b), .init(color: .green, location: a)],
                startPoint: UnitPoint(x: a, y: b), endPoint: UnitPoint(x: b, y: 1)))))
        case 13:
            AnyView(view.overlay(Circle().fill(RadialGradient(
                colors: [.red, .blue], center: UnitPoint(x: a, y: b), startRadius: a, endRadius: b))))
        case 14:
            AnyView(view.overlay(Circle().trim(from: a, to: b).stroke(
                AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(a), endAngle: .radians(b)),
                style: StrokeStyle(lineWidth: b, dash: [a, 2]))))
        case 15:
            AnyView(view.overlay(Canvas { context, _ in
                context.translateBy(x: a, y: b)
                context.opacity = a
                context.fill(
                    Path(ellipseIn: CGRect(x: a, y: b, width: 10, height: 10)),
                    with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: a, y: b)))
                context.addFilter(.blur(radius: b))
                context.draw(Text("k"), at: CGPoint(x: b, y: a))
            }))
        case 16: AnyView(view.overlay(Self.text(a, b)))
        case 17:
            AnyView(view.overlay(Path { path in
                path.move(to: CGPoint(x: a, y: 0))
                path.addLine(to: CGPoint(x: a, y: b))
                path.addQuadCurve(to: CGPoint(x: b, y: a), control: CGPoint(x: a, y: a))
                path.addArc(center: CGPoint(x: 20, y: 20), radius: b, startAngle: .degrees(a), endAngle: .degrees(b), clockwise: a > b)
                path.closeSubpath()
            }.trim(from: 0, to: b).stroke(lineWidth: 2)))
        case 18: AnyView(view.overlay(Self.rows(a, b)))
        case 19: AnyView(view.overlay(Self.lazyRows(a, b)))
        default: AnyView(view.overlay(Self.lazyList(a, b)))
        }
    }

    /// Up to a million rows of fuzzed lengths and spacing in a lazy stack, scrolled to a fuzzed
    /// row at a fuzzed anchor: windows, estimates and anchors under any numbers.
    private static func lazyRows(_ a: Double, _ b: Double) -> some View {
        let count = a.isFinite ? Int(min(abs(a) * 20_000, 1_000_000)) : 0
        let target = b.isFinite ? Int(min(abs(b) * 20_000, 1_000_000)) : 0
        return ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: b) {
                    ForEach(0..<count, id: \.self) { index in Color.red.frame(height: CGFloat(index % 5) * a) }
                }
            }
            .onAppear { proxy.scrollTo(target, anchor: UnitPoint(x: 0, y: a)) }
            .onChange(of: target) { proxy.scrollTo(target) }
        }
    }

    /// A list of sections of fuzzed sizes, and a lazy grid beside it, scrolled to a fuzzed row.
    private static func lazyList(_ a: Double, _ b: Double) -> some View {
        let count = a.isFinite ? Int(min(abs(a) * 1_000, 100_000)) : 0
        let target = b.isFinite ? Int(min(abs(b) * 1_000, 100_000)) : 0
        return ScrollViewReader { proxy in
            HStack {
                List {
                    Section("A") { ForEach(0..<count, id: \.self) { Text("\($0)").frame(height: b) } }
                    Section("B") { ForEach(0..<(count % 7), id: \.self) { Text("\($0)") } }
                }
                ScrollView {
                    // Columns at least 2 points wide (non-finite minimums pass as they are): the
                    // check below reads every drawn item, and 10,000 columns are 10,000 items a line.
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: a.isFinite ? max(abs(a), 2) : a)), GridItem(.fixed(b))], spacing: a) {
                        ForEach(0..<count, id: \.self) { Color.blue.frame(height: CGFloat($0 % 3) * b) }
                    }
                }
            }
            .onAppear { proxy.scrollTo(target, anchor: .center) }
        }
    }

    /// Text of a fuzzed length and size, with a line that cannot break.
    private static func text(_ a: Double, _ b: Double) -> some View {
        let count = a.isFinite ? Int(min(abs(a), 400)) : 3
        let lines = b.isFinite ? Int(min(abs(b), 20)) + 1 : 2
        return Text(String(repeating: "ab ", count: count) + String(repeating: "x", count: count))
            .font(.system(size: b)).lineLimit(lines)
    }

    /// Rows whose ids repeat, fewer or more after the tap: identity under animation.
    private static func rows(_ a: Double, _ b: Double) -> some View {
        VStack(spacing: 1) {
            ForEach(ids(a, b), id: \.self) { id in Text("\(id)").transition(.scale) }
        }
    }

    /// Up to 12 ids from two fuzzed numbers, repeats included.
    private static func ids(_ a: Double, _ b: Double) -> [Int] {
        let count = a.isFinite ? Int(min(abs(a), 12)) : 0
        let modulus = b.isFinite ? max(Int(min(abs(b), 6)), 1) : 1
        return (0..<count).map { $0 % modulus }
    }
}
