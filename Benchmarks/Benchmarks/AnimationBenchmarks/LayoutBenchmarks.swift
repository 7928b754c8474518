import Benchmark
import Foundation
import KinemaUI

// A relayout of a realistic list: 1,000 rows, each an HStack of a Text, a Spacer and a fixed
// colour swatch, in a column whose width a state change toggles (360 ↔ 300 points). Every row is
// laid out again: its stack sizes its children by priority and flexibility (the Spacer last),
// the text is measured for its new share. One iteration is one update (`host.perform`), which
// includes the layout and the new display list.

/// The list; `remote` receives the binding that toggles the column's width.
struct LayoutRows: View {
    let remote: LayoutRemote
    let count: Int
    @State private var narrow = false

    var body: some View {
        remote.publish($narrow)
        return VStack(spacing: 4) {
            ForEach(0..<count, id: \.self) { index in
                HStack {
                    Text("Row \(index)")
                    Spacer()
                    Color.blue.frame(width: 20, height: 10)
                }
            }
        }
        .frame(width: narrow ? 300 : 360)
    }
}

@MainActor
final class LayoutRemote {
    var narrow: Binding<Bool>?

    func publish(_ binding: Binding<Bool>) {
        if narrow == nil { narrow = binding }
    }
}

enum LayoutFixtures {
    @MainActor static var rows: (host: ViewHost<LayoutRows>, remote: LayoutRemote)?
}

/// Registers the layout benchmark; called from the `benchmarks` closure.
func registerLayoutBenchmarks() {
    Benchmark(
        "ViewHost.layout.rows1000",
        configuration: Benchmark.Configuration(scalingFactor: .one, maxDuration: .seconds(5))
    ) { @MainActor benchmark async in
        MainActor.preconditionIsolated("ViewHost needs the main actor")
        let fixture = LayoutFixtures.rows ?? {
            let remote = LayoutRemote()
            let host = ViewHost(LayoutRows(remote: remote, count: 1_000), size: CGSize(width: 400, height: 20_000))
            return (host, remote)
        }()
        LayoutFixtures.rows = fixture
        guard let narrow = fixture.remote.narrow else { preconditionFailure("the list's body has not run") }
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            fixture.host.perform { narrow.wrappedValue.toggle() }
            benchmark.stopMeasurement()
            blackHole(fixture.host.displayList.items.count)
        }
    }
}
