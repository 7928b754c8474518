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

// `Text.init(_ attributedContent:)`: "the attributed text in the following example appears in
// blue, despite the use of the foregroundColor(_:) modifier to use red throughout the enclosing
// VStack".
private struct AttributedTextDocExample: View {
    var content: AttributedString {
        var attributedString = AttributedString("Blue text")
        attributedString.foregroundColor = .blue
        return attributedString
    }

    var body: some View {
        VStack {
            Text(content)
            Text("Red text")
        }
        .foregroundColor(.red)
    }
}

// `AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute`.
private struct ForegroundColorAttributeDocExample: View {
    var body: some View {
        var status = AttributedString("Low battery")
        status.foregroundColor = .red

        return Text(status)
    }
}

// `contentMargins(_:_:for:)`: the scroll view insets its content by 20 points on the leading and
// trailing edges.
private struct ContentMarginsDocExample: View {
    var body: some View {
        ScrollView(.horizontal) {
            // ...
            Color.green.frame(width: 600, height: 40)
        }
        .contentMargins(.horizontal, 20.0)
    }
}

@MainActor
@Suite("Apple's examples of this round's APIs")
struct AppleDocExamplesNewAPITests {
    @Test func theyHostAndDraw() {
        let views: [AnyView] = [
            AnyView(GlassDocExample()), AnyView(GlassContainerDocExample()), AnyView(ClearGlassDocExample()),
            AnyView(HierarchicalDocExample()), AnyView(MulticolorDocExample()), AnyView(MonochromeDocExample()),
            AnyView(AttributedTextDocExample()), AnyView(ForegroundColorAttributeDocExample()),
            AnyView(ContentMarginsDocExample()),
        ]
        for view in views {
            let host = ViewHost(view)
            #expect(!host.displayList.items.isEmpty)
            #expect(host.displayList.hasOnlyFiniteNumbers)
        }
    }

    @Test func attributedTextKeepsItsColourUnderAnOuterModifier() {
        let size = CGSize(width: 200, height: 100)
        let svg = SVGRenderer().render(ViewHost(AttributedTextDocExample(), size: size).displayList, size: size)
        // The system blue (0, 122, 255) and red (255, 59, 48), as drawn.
        #expect(svg.contains(##"fill="#007aff" text-anchor="start" xml:space="preserve">Blue text<"##))
        #expect(svg.contains(##"fill="#ff3b30" text-anchor="start" xml:space="preserve">Red text<"##))
        let status = ViewHost(ForegroundColorAttributeDocExample())
        guard case .text(let layout)? = status.displayList.items.first?.content else {
            Issue.record("a text")
            return
        }
        #expect(layout.runs.first?.color == .red)
    }

    @Test func contentMarginsInsetTheScrollContent() {
        let host = ViewHost(ContentMarginsDocExample(), size: CGSize(width: 300, height: 40))
        let content = host.displayList.items.first { $0.frame.width == 600 }
        #expect(content?.frame.minX == 20)
    }
}
