// The preview forms of SwiftUI, written exactly as SwiftUI code writes them, against `import
// Kinema` alone. `PreviewFormsTests` calls the functions they declare and `PreviewScannerTests`
// reads this file: keep every `#Preview` on its line (the function names carry the lines).
import Kinema

#Preview { ContentView() }

#Preview("Dark") { ContentView() }

#Preview(traits: .sizeThatFitsLayout) { Badge() }

#Preview("Card", traits: .fixedLayout(width: 300, height: 200), .landscapeLeft) { Card() }

#Preview("Toggle") {
    @Previewable @State var on = false
    ContentView()
        .scaleEffect(on ? 1.5 : 1)
        .onTapGesture { on.toggle() }
}

#Preview("toggle") {
    @Previewable @State var toggled = true
    return Circle().opacity(toggled ? 1 : 0.5)
}

#Preview("Statements", traits: .landscapeLeft) {
    let side: CGFloat = 30
    Circle().frame(width: side, height: side)
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View { ContentView().previewDisplayName("Main").previewLayout(.sizeThatFits) }
}

/// An 80 × 40 view.
struct ContentView: View {
    var body: some View {
        Rectangle().frame(width: 80, height: 40)
    }
}

/// A 50 × 20 view.
struct Badge: View {
    var body: some View {
        Capsule().frame(width: 50, height: 20)
    }
}

/// A view that takes whatever it is offered.
struct Card: View {
    var body: some View {
        Rectangle()
    }
}

/// Several views, no `Group`: `previews` is a view builder, as SwiftUI declares it.
struct Several_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
        Badge()
    }
}
