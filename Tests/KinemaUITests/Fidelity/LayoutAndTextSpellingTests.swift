import Foundation
import Kinema
import Testing

/// SwiftUI code as Apple's documentation and tutorials write it, unchanged but the import: the
/// layout, decoration and text modifiers added for real-world files compile and host.
private struct Card: View {
    @State private var count = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Title").font(.headline)
                Spacer()
                Text("\(count)").monospacedDigit().contentTransition(.numericText())
            }
            Divider()
            Text("A longer description that may wrap onto a second line.")
                .font(.subheadline)
                .foregroundColor(.secondary)
                .lineLimit(2)
                .multilineTextAlignment(.leading)
                .fixedSize(horizontal: false, vertical: true)
            Circle()
                .strokeBorder(lineWidth: 2)
                .frame(width: 20, height: 20)
                .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 6, height: 6) }
                .layoutPriority(1)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.orange, in: RoundedRectangle(cornerRadius: 8))
        .border(Color.gray, width: 1)
        .bold()
    }
}

@MainActor
@Suite("SwiftUI spellings: layout, decoration and text")
struct LayoutAndTextSpellingTests {
    @Test func aCardHostsAndDraws() {
        let host = ViewHost(Card())
        // Background, five drawn views (two texts, a count, a divider, a ring and its dot), border.
        #expect(host.displayList.items.count >= 7)
        // The card takes the host's full width: `frame(maxWidth: .infinity)`.
        let background = host.displayList.items[0]
        #expect(background.frame.width == 400)
        #expect(background.content == .shape(.roundedRectangle(cornerRadius: 8), fill: .orange))
    }
}
