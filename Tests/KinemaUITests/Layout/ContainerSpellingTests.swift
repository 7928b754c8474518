import Foundation
import Kinema
import Testing

// SwiftUI code as animation demos write it, unchanged but the import: lazy stacks and grids, Grid,
// scroll views, aspect ratios and geometry readers compile and host, with SwiftUI's numbers.

/// A photo wall: adaptive columns in a scroll view, squares that grow when tapped.
private struct PhotoWall: View {
    @State private var selected: Int?
    private let columns = [GridItem(.adaptive(minimum: 80, maximum: 120), spacing: 12)]

    var body: some View {
        ScrollView(.vertical, showsIndicators: false) {
            LazyVGrid(columns: columns, alignment: .center, spacing: 12, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<12, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(index == selected ? Color.orange : Color.blue)
                        .aspectRatio(1, contentMode: .fit)
                        .scaleEffect(index == selected ? 1.1 : 1)
                        .onTapGesture {
                            withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { selected = index }
                        }
                }
            }
            .padding(.horizontal)
        }
        .scrollIndicators(.hidden)
        .scrollDisabled(false)
    }
}

/// A progress bar sized from its geometry reader.
private struct ProgressBar: View {
    var progress: Double

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3))
                Capsule().fill(Color.green).frame(width: geometry.size.width * progress)
            }
        }
        .frame(height: 8)
    }
}

/// A header that reads its position in the scroll view's named space.
private struct ParallaxHeader: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let minY = proxy.frame(in: .named("scroll")).minY
                    Color.purple
                        .frame(height: max(200 + minY, 0))
                        .offset(y: -minY)
                }
                .frame(height: 200)
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(0..<20, id: \.self) { row in Text("Row \(row)") }
                }
            }
        }
        .coordinateSpace(name: "scroll")
    }
}

/// A settings form on a Grid.
private struct Settings: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
            GridRow {
                Text("Volume").gridColumnAlignment(.trailing)
                Capsule().frame(height: 4)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow(alignment: .top) {
                Text("Speed")
                Text("Fast").gridCellColumns(2)
            }
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                Image(systemName: "star").gridCellAnchor(.topTrailing)
            }
        }
        .padding()
    }
}

/// A carousel and a strip, with a scroll view reader.
private struct Carousel: View {
    var body: some View {
        VStack {
            ScrollViewReader { proxy in
                ScrollView(.horizontal) {
                    LazyHStack(alignment: .center, spacing: 16) {
                        ForEach(0..<5, id: \.self) { index in
                            Circle().frame(width: 60, height: 60).id(index)
                                .onTapGesture { withAnimation { proxy.scrollTo(4, anchor: .center) } }
                        }
                    }
                }
            }
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.flexible(minimum: 20, maximum: 80))], alignment: .top, spacing: 4) {
                ForEach(0..<6, id: \.self) { _ in Rectangle().aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit) }
            }
            Ellipse().scaledToFit()
            Ellipse().scaledToFill().frame(width: 40, height: 20)
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))")
                    .position(x: proxy.frame(in: .local).midX, y: proxy.frame(in: CoordinateSpace.global).height / 2)
            }
        }
    }
}

@MainActor
@Suite("SwiftUI spellings: layout containers")
struct ContainerSpellingTests {
    /// Padded by 16 each side, the grid is offered 368 points: ⌊(368 + 12) / (80 + 12)⌋ = 4 columns
    /// of (368 − 3 × 12) / 4 = 83, the squares fitted to them, from the scroll view's top.
    @Test func aPhotoWall() {
        let host = ViewHost(PhotoWall())
        #expect(host.displayList.items.count == 12)
        #expect(host.displayList.items[0].frame == CGRect(x: 16, y: 0, width: 83, height: 83))
        #expect(host.displayList.items[5].frame == CGRect(x: 111, y: 95, width: 83, height: 83))
        #expect(host.tap(at: CGPoint(x: 50, y: 40)))
        host.advance(by: 1)
        #expect(host.displayList.items[0].transform != .identity)
    }

    /// The bar is 400 × 8 at y = 196; its fill, a quarter as wide, grows to the whole width in a
    /// straight line under a linear animation: 250 points at 0.5 s.
    @Test func aProgressBarAnimates() {
        let host = ViewHost(ProgressBar(progress: 0.25))
        #expect(host.displayList.items.map(\.frame) == [
            CGRect(x: 0, y: 196, width: 400, height: 8), CGRect(x: 0, y: 196, width: 100, height: 8),
        ])
        withAnimation(.linear(duration: 1)) { host.rootView = ProgressBar(progress: 1) }
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[1].frame.width - 250) < 1e-3)
        host.advance(by: 0.6)
        #expect(host.displayList.items[1].frame == CGRect(x: 0, y: 196, width: 400, height: 8))
    }

    /// Unscrolled, the header is at the top of the named space: 200 tall, not offset. The lazy
    /// stack makes the rows in view only: rows of 22 + 8 points from y = 200 start at 200 … 380
    /// in the 400-point host, seven of the twenty.
    @Test func aParallaxHeader() {
        let host = ViewHost(ParallaxHeader())
        #expect(host.displayList.items[0].frame == CGRect(x: 0, y: 0, width: 400, height: 200))
        #expect(host.displayList.items[0].transform == .identity)
        #expect(Fidelity.texts(host) == (0..<7).map { "Row \($0)" })
    }

    @Test func aSettingsGridAndACarouselHost() {
        let settings = ViewHost(Settings())
        #expect(Fidelity.texts(settings) == ["Volume", "Speed", "Fast"])
        let carousel = ViewHost(Carousel())
        #expect(carousel.displayList.items.count >= 5 + 6 + 2 + 1)
    }
}
