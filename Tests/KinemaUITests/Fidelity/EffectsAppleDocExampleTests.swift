import Foundation
import Kinema
import Testing

// Apple's documentation examples for the drawing effects, pasted unchanged but the import, built
// and hosted: each draws, and its effect reaches the display list.
@MainActor
@Suite("Apple's examples: effects")
struct EffectsAppleDocExampleTests {
    struct Blur: View {
        var body: some View {
            VStack {
                Text("This is some text.")
                    .padding()
                Text("This is some blurry text.")
                    .blur(radius: 2.0)
            }
        }
    }

    @Test func blur() {
        let items = ViewHost(Blur()).displayList.items
        #expect(items.count == 2)
        #expect(items[0].groups.isEmpty)
        #expect(items[1].groups.map(\.effect) == [.filter(.blur(radius: 2, opaque: false))])
    }

    @Test func mask() {
        let view = Image(systemName: "envelope.badge.fill")
            .foregroundColor(Color.blue)
            .font(.system(size: 128, weight: .regular))
            .mask {
                Rectangle().opacity(0.1)
            }
        let items = ViewHost(view).displayList.items
        #expect(items.first?.groups.map(\.effect) == [.mask])
        #expect(items.last?.groups.map(\.effect) == [.maskSource])
        #expect(items.last?.opacity == 0.1)
    }

    @Test func olderMask() {
        let view = Image(systemName: "envelope.badge.fill")
            .foregroundColor(Color.blue)
            .font(.system(size: 128, weight: .regular))
            .mask(Rectangle().opacity(0.1))
        #expect(ViewHost(view).displayList.items.count == 2)
    }

    @Test func rotation3DEffect() {
        let view = Text("Rotation by passing an angle in degrees")
            .rotation3DEffect(.degrees(45), axis: (x: 0.0, y: 1.0, z: 0.0))
            .border(Color.gray)
        let text = ViewHost(view).displayList.items[0]
        // Turned about y: narrower across, not sheared.
        #expect(text.transform.a < 1 && text.transform.a > 0)
        #expect(abs(text.transform.b) < 1e-9)
    }

    @Test func clipShape() {
        let view = Text("Clipped text in a circle")
            .frame(width: 175, height: 100)
            .foregroundColor(Color.white)
            .background(Color.black)
            .clipShape(Circle())
        let items = ViewHost(view).displayList.items
        #expect(items.allSatisfy { item in item.groups.contains { if case .clip = $0.effect { true } else { false } } })
    }
}
