import Foundation
import Kinema
import Testing

// SwiftUI image code as real apps and Apple's documentation write it, pasted unchanged but the
// import: it must compile against Kinema and draw one item per image.

private struct LikeButton: View {
    @State private var isLiked = false
    var body: some View {
        Image(systemName: isLiked ? "heart.fill" : "heart")
            .font(.largeTitle)
            .foregroundStyle(.red)
            .scaleEffect(isLiked ? 1.3 : 1)
            .onTapGesture { withAnimation(.spring(duration: 0.3, bounce: 0.6)) { isLiked.toggle() } }
    }
}

private struct Gallery: View {
    var body: some View {
        VStack {
            Image(systemName: "star.fill").font(.title).foregroundStyle(.yellow)
            Image("x").resizable().frame(width: 50, height: 50)
            Image("photo").resizable().scaledToFit().frame(width: 200, height: 200)
            Image("glyph").renderingMode(.template).foregroundColor(.blue)
            Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.hierarchical)
            Image(systemName: "globe").imageScale(.large).foregroundStyle(.tint)
            Image(systemName: "swift").symbolRenderingMode(.multicolor)
            Image(systemName: "speaker.wave.3", variableValue: 0.5)
            Image("pattern").resizable(resizingMode: .tile)
            Image("button").resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
            Image("pixel").interpolation(.none).antialiased(false).resizable()
            Image(decorative: "confetti")
            Image("logo", bundle: .main)
            Image("play", label: Text("Play"))
            HStack { Image(systemName: "heart.fill").imageScale(.small); Text("Small") }
            VStack { Image(systemName: "sun.max.fill"); Image(systemName: "cloud.fill") }
                .symbolRenderingMode(.palette)
            Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.monochrome).renderingMode(.original)
        }
    }
}

@MainActor
@Suite("SwiftUI image spellings")
struct ImageSpellingTests {
    @Test func swiftUIImageCodeCompilesAndDraws() {
        #expect(ViewHost(LikeButton()).displayList.items.count == 1)
        #expect(ViewHost(Gallery(), size: CGSize(width: 800, height: 2000)).displayList.items.count == 19)
    }

    @Test func theModesAreValues() {
        let modes: [SymbolRenderingMode] = [.monochrome, .multicolor, .hierarchical, .palette]
        #expect(Set(modes).count == 4)
        let scales: [Image.Scale] = [.small, .medium, .large]
        #expect(Set(scales).count == 3)
        #expect(Image.TemplateRenderingMode.template != .original)
        #expect(Image.ResizingMode.tile != .stretch)
        #expect(Image("a") == Image("a", bundle: nil))
        #expect(Image("a").resizable() != Image("a"))
    }
}
