import Foundation
import Kinema
import Testing

// Matched geometry as tutorials and demo apps spell it: a namespace passed down as a
// `Namespace.ID`, a non-private `@Namespace`, ids from `Identifiable` data, and the modifier
// before or after `frame`. These must compile unchanged but the import, and run.
@MainActor
@Suite("matchedGeometryEffect spellings")
struct MatchedGeometrySpellingTests {
    struct Item: Identifiable {
        let id = UUID()
        let color: Color
    }

    struct Thumbnail: View {
        let item: Item
        let namespace: Namespace.ID

        var body: some View {
            RoundedRectangle(cornerRadius: 10)
                .fill(item.color)
                .matchedGeometryEffect(id: item.id, in: namespace)
                .frame(width: 60, height: 60)
        }
    }

    struct Gallery: View {
        @Namespace var animation
        @State var selected: Item?
        let items = [Item(color: .red), Item(color: .green), Item(color: .blue)]

        var body: some View {
            ZStack {
                if let selected {
                    RoundedRectangle(cornerRadius: 20)
                        .fill(selected.color)
                        .matchedGeometryEffect(id: selected.id, in: animation)
                        .frame(width: 300, height: 300)
                        .onTapGesture {
                            withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { self.selected = nil }
                        }
                } else {
                    HStack {
                        ForEach(items) { item in
                            Thumbnail(item: item, namespace: animation)
                                .onTapGesture {
                                    withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { selected = item }
                                }
                        }
                    }
                }
            }
        }
    }

    @Test func aThumbnailGrowsFromItsOwnFrame() {
        let host = ViewHost(Gallery())
        // Three 60-point thumbnails with the default 8-point spacing, centred: the first at x = 102.
        let first = host.displayList.items[0].frame
        #expect(first == CGRect(x: 102, y: 170, width: 60, height: 60))
        host.tap(at: CGPoint(x: first.midX, y: first.midY))
        // Right after the tap the large card is drawn where the thumbnail was, transparent: it
        // fades in (the default transition) as the three thumbnails fade out above it.
        #expect(host.displayList.items.count == 4)
        #expect(host.displayList.items[0].frame == first)
        #expect(host.displayList.items[0].opacity == 0)
        host.advance(by: 3)
        #expect(host.displayList.items.count == 1)
        #expect(host.displayList.items[0].frame == CGRect(x: 50, y: 50, width: 300, height: 300))
        #expect(host.displayList.items[0].opacity == 1)
    }
}
