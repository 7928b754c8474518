import Combine
import SwiftUI
import Testing

// Source written for Apple's platforms compiles against `import SwiftUI` and `import Combine`
// unchanged — qualified names (`SwiftUI.Color`, `SwiftUI.Animation`, `Combine.Just`) included —
// and runs in a `ViewHost`.

struct Badge: View {
    @StateObject private var model = CounterModel()
    @State private var expanded = false
    let tint: SwiftUI.Color

    var body: some View {
        VStack {
            Text("\(model.count)")
            SwiftUI.Circle()
                .fill(tint)
                .frame(width: expanded ? 100 : 50, height: expanded ? 100 : 50)
                .animation(SwiftUI.Animation.linear(duration: 1), value: expanded)
        }
        .onTapGesture {
            expanded.toggle()
            model.taps.send(3)
        }
    }
}

#Preview {
    Badge(tint: .orange)
}

@MainActor
@Suite("import SwiftUI and import Combine")
struct SwiftUIModuleTests {
    @Test func aViewWrittenForSwiftUIRunsInAHost() throws {
        let host = ViewHost(Badge(tint: SwiftUI.Color.blue), size: CGSize(width: 200, height: 200))
        let circle = try #require(host.displayList.items.first { if case .shape(.circle, _) = $0.content { true } else { false } })
        #expect(circle.frame.width == 50)
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        host.advance(by: 0.5)
        let growing = try #require(host.displayList.items.first { if case .shape(.circle, _) = $0.content { true } else { false } })
        // Linear over a second, half-way: 75 points wide.
        #expect(abs(growing.frame.width - 75) < 1e-6)
    }

    /// The drawing values that moved below the view layer (`KinemaDisplay`) still answer to
    /// `SwiftUI.`: code that qualifies them to tell them from UIKit's or its own compiles as is.
    @Test func drawingValuesAnswerToTheSwiftUIModule() {
        let title: SwiftUI.Text = SwiftUI.Text("Hello").font(SwiftUI.Font.title)
        let symbol: SwiftUI.Image = SwiftUI.Image(systemName: "heart.fill")
        var path = SwiftUI.Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let stroke = SwiftUI.StrokeStyle(lineWidth: 2, lineCap: .round)
        let gradient = SwiftUI.Gradient(colors: [SwiftUI.Color.red, .blue])
        let host = ViewHost(VStack { title; symbol; path.stroke(style: stroke) }.background(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)))
        #expect(host.displayList.items.contains { if case .text(let layout) = $0.content { layout.string == "Hello" } else { false } })
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func combineTypesAreCombines() {
        var received: [Int] = []
        let cancellable: Combine.AnyCancellable = Combine.Just(2).map { $0 + 1 }.sink { received.append($0) }
        _ = cancellable
        #expect(received == [3])
        let model = CounterModel()
        model.taps.send(5)
        model.query = "kin "
        model.query = "kin"
        model.query = "kinema"
        #expect(model.count == 10)
        #expect(model.searched == ["kin", "kinema"])
    }
}
