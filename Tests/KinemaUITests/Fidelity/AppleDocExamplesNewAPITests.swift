import Foundation
import Kinema
import Testing

// Usages from Apple's documentation of APIs this round added, unchanged but the import: they
// must compile against Kinema as they are written, and host.

private struct GlassDocExample: View {
    var body: some View {
        Text("Hello, World!")
            .font(.title)
            .padding()
            .glassEffect()
    }
}

private struct GlassContainerDocExample: View {
    let value: CGFloat = 20
    private let viewSize = CGSize(width: 40.0, height: 40.0)
    var body: some View {
        GlassEffectContainer(spacing: value) {
            ZStack {
                Image(systemName: "pencil")
                    .frame(width: viewSize.width, height: viewSize.height)
                    .glassEffect()
                    .offset(x: -(viewSize.width / 2.0), y: -(viewSize.height / 2.0))
                Image(systemName: "note")
                    .frame(width: viewSize.width, height: viewSize.height)
                    .glassEffect()
                    .offset(x: (viewSize.width / 2.0), y: (viewSize.height / 2.0))
            }
        }
    }
}

private struct ClearGlassDocExample: View {
    var body: some View {
        Label("Flag", systemImage: "flag.fill")
            .padding()
            .glassEffect(.clear)
            .background(.black.opacity(0.3))
    }
}

private struct HierarchicalDocExample: View {
    var body: some View {
        Image(systemName: "exclamationmark.triangle.fill")
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(Color.purple)
    }
}

private struct MulticolorDocExample: View {
    var body: some View {
        Image(systemName: "exclamationmark.triangle.fill")
            .symbolRenderingMode(.multicolor)
    }
}

private struct MonochromeDocExample: View {
    var body: some View {
        Image(systemName: "exclamationmark.triangle.fill")
            .symbolRenderingMode(.monochrome)
            .foregroundStyle(Color.purple)
    }
}

@MainActor
@Suite("Apple's examples of this round's APIs")
struct AppleDocExamplesNewAPITests {
    @Test func theyHostAndDraw() {
        let views: [AnyView] = [
            AnyView(GlassDocExample()), AnyView(GlassContainerDocExample()), AnyView(ClearGlassDocExample()),
            AnyView(HierarchicalDocExample()), AnyView(MulticolorDocExample()), AnyView(MonochromeDocExample()),
        ]
        for view in views {
            let host = ViewHost(view)
            #expect(!host.displayList.items.isEmpty)
            #expect(host.displayList.hasOnlyFiniteNumbers)
        }
    }
}
