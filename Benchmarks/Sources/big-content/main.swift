import Foundation
import KinemaUI

// Issue 29, item 3: large content stays linear. Each case builds a host (its first frame) and
// plays a few more frames (an animation where the case has one), and prints the build time and
// the mean time a frame, in a release build (the hit test prints its total):
//   swift build -c release --product big-content && .build/release/big-content
// A case's name may be given to run only it.

let only = CommandLine.arguments.dropFirst().first
let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

@MainActor func measure(_ name: String, _ body: () -> String) {
    guard only == nil || only == name else { return }
    lastFrames = nil
    let start = clock.now
    let detail = body()
    let total = milliseconds(clock.now - start)
    if let (build, frames, count) = lastFrames {
        print("\(name): build \(format(build)) ms, then \(format(frames / Double(max(count, 1)))) ms a frame over \(count) (\(detail))")
    } else {
        print("\(name): \(format(total)) ms (\(detail))")
    }
}

func format(_ value: Double) -> String { String(format: "%.1f", value) }

/// The last host's build time and its frames' total time and count, for `measure` to print.
nonisolated(unsafe) var lastFrames: (build: Double, frames: Double, count: Int)?

/// One megabyte of text made of `piece` repeated.
func megabyte(_ piece: String) -> String {
    String(repeating: piece, count: (1 << 20) / max(piece.utf8.count, 1))
}

struct Grower<Content: View>: View {
    let content: (Bool) -> Content
    @State private var on = false
    var body: some View {
        content(on).onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}

@MainActor func host(_ view: some View, frames: Int = 5) -> ViewHost<some View> {
    let start = clock.now
    let host = ViewHost(view, size: CGSize(width: 390, height: 844))
    let built = clock.now
    for _ in 0..<frames { host.advance(by: 1.0 / 60) }
    lastFrames = (milliseconds(built - start), milliseconds(clock.now - built), frames)
    return host
}

MainActor.assumeIsolated {
    for (name, piece) in [("words", "lorem ipsum dolor "), ("no-spaces", "x"), ("newlines", "\n"), ("short-lines", "ab\n"),
                          ("emoji-zwj", "👩‍👩‍👧‍👦")] {
        measure("text-1MB-\(name)") {
            let h = host(Text(megabyte(piece)).frame(width: 360))
            return "\(h.displayList.items.count) items"
        }
    }
    measure("text-concatenation-100000") {
        var text = Text("")
        for index in 0..<100_000 { text = text + Text(index % 2 == 0 ? "a" : "b").bold() }
        return "\(host(text.frame(width: 360)).displayList.items.count) items"
    }
    let points = 1_000_000
    let zigzag = Path { path in
        path.move(to: .zero)
        for index in 1..<points {
            path.addLine(to: CGPoint(x: Double(index) * 360 / Double(points), y: index % 2 == 0 ? 0 : 300))
        }
    }
    measure("path-1M-fill") { "\(host(zigzag.fill(Color.blue)).displayList.items.count) items" }
    measure("path-1M-stroke") { "\(host(zigzag.stroke(Color.red, lineWidth: 2)).displayList.items.count) items" }
    measure("path-1M-trim-animated") {
        let h = host(Grower { on in zigzag.trim(from: 0, to: on ? 1 : 0.1).stroke(Color.red) }, frames: 10)
        return "\(h.runningAnimationCount) running"
    }
    measure("path-1M-hit-test") {
        let h = host(zigzag.fill(Color.blue).onTapGesture {})
        for index in 0..<10 { h.tap(at: CGPoint(x: 10 + 30 * index, y: 150)) }
        return "10 taps"
    }
    for count in [10_000, 100_000] {
        let stops = (0..<count).map { Gradient.Stop(color: $0 % 2 == 0 ? .red : .blue, location: Double($0) / Double(count)) }
        let reversed = stops.reversed().map { Gradient.Stop(color: $0.color, location: 1 - $0.location) }
        measure("gradient-\(count)-stops-animated") {
            let h = host(Grower { on in
                Rectangle().fill(LinearGradient(stops: on ? stops : reversed, startPoint: .top, endPoint: .bottom))
            }, frames: 10)
            return "\(h.runningAnimationCount) running"
        }
    }
    // Item 2: lazy containers make the rows in view only, so their build does not grow with the
    // rows; a plain VStack makes every row.
    for count in [10_000, 100_000, 1_000_000] {
        measure("lazyvstack-\(count)-rows") {
            "\(host(ScrollView { LazyVStack { ForEach(0..<count, id: \.self) { Text("Row \($0)") } } }, frames: 1).displayList.items.count) items"
        }
    }
    for count in [10_000, 1_000_000] {
        measure("list-\(count)-rows") {
            "\(host(List(0..<count, id: \.self) { Text("Row \($0)") }, frames: 1).displayList.items.count) items"
        }
    }
    measure("list-1000000-identified-rows") {
        let items = (0..<1_000_000).map { Item(id: $0) }
        return "\(host(List(items) { Text("Item \($0.id)") }, frames: 1).displayList.items.count) items"
    }
    measure("lazyvgrid-1000000-cells") {
        let columns = Array(repeating: GridItem(.flexible()), count: 4)
        return "\(host(ScrollView { LazyVGrid(columns: columns) { ForEach(0..<1_000_000, id: \.self) { Text("\($0)") } } }, frames: 1).displayList.items.count) items"
    }
    // Scrolling a million rows: 120 frames, each scrolled by 37 points (rows come and go).
    measure("lazyvstack-1000000-scrolling") {
        let h = host(ScrollView { LazyVStack { ForEach(0..<1_000_000, id: \.self) { Text("Row \($0)") } } }, frames: 0)
        let start = clock.now
        for _ in 0..<120 {
            h.scroll(by: CGSize(width: 0, height: 37))
            h.advance(by: 1.0 / 60)
        }
        lastFrames = (lastFrames?.build ?? 0, milliseconds(clock.now - start), 120)
        return "offset \(h.scrollOffset()?.y ?? 0)"
    }
    for count in [100_000, 1_000_000] {
        measure("vstack-\(count)-rows") {
            "\(host(ScrollView { VStack { ForEach(0..<count, id: \.self) { Text("Row \($0)") } } }, frames: 1).displayList.items.count) items"
        }
    }
}

struct Item: Identifiable {
    let id: Int
}
