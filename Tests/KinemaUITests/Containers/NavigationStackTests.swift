import Foundation
import Kinema
import Testing

// A navigation stack in the 400 × 400 host, against what `NavigationStack` documents: the root
// fills the stack; a title or toolbar items on it bring iOS's bar — 44 points, items 16 points
// from the sides, the inline title in the middle — and, in the automatic and large modes, a
// 52-point large title below it; over a list the bar is the list's first row.
@MainActor
@Suite("Navigation stack")
struct NavigationStackTests {
    @Test func withoutATitleTheRootFillsTheStack() {
        let host = ViewHost(NavigationStack { Color.red })
        #expect(Containers.frames(host, color: .red) == [CGRect(x: 0, y: 0, width: 400, height: 400)])
    }

    /// Large (the automatic mode at a stack's root): the root fills what is below 44 + 52 points.
    @Test func aLargeTitleSitsBelowTheBar() {
        let host = ViewHost(NavigationStack { Color.red.navigationTitle("Parks") })
        #expect(Containers.frames(host, color: .red) == [CGRect(x: 0, y: 96, width: 400, height: 304)])
        let title = try! #require(Containers.text(host, "Parks"))
        #expect(title.frame.minX == 16)
        #expect(title.frame.minY >= 44 && title.frame.maxY <= 96)
        #expect(abs(title.frame.midY - 70) < 1e-9)
    }

    @Test func anInlineTitleSitsInTheBar() {
        let host = ViewHost(NavigationStack {
            Color.red
                .navigationTitle(Text("Detail"))
                .navigationBarTitleDisplayMode(.inline)
        })
        #expect(Containers.frames(host, color: .red) == [CGRect(x: 0, y: 44, width: 400, height: 356)])
        let title = try! #require(Containers.text(host, "Detail"))
        #expect(abs(title.frame.midX - 200) < 1e-9)
        #expect(abs(title.frame.midY - 22) < 1e-9)
    }

    @MainActor final class Log {
        var lines: [String] = []
    }

    /// Toolbar items: leading 16 points from the left, trailing 16 from the right; they take taps.
    @Test func toolbarItemsAreDrawnInTheBarAndTakeTaps() {
        let log = Log()
        let host = ViewHost(NavigationStack {
            Color.red
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Text("Edit") }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add") { log.lines.append("add") }
                    }
                }
        })
        // Items alone bring the bar: the root starts below it.
        #expect(Containers.frames(host, color: .red).first?.minY == 44)
        #expect(Containers.text(host, "Edit")?.frame.minX == 16)
        let add = try! #require(Containers.text(host, "Add"))
        #expect(abs(add.frame.maxX - 384) < 1e-9)
        #expect(Containers.tap(host, text: "Add"))
        #expect(log.lines == ["add"])
    }

    /// The view-builder form puts its views at the trailing edge; the old spellings draw too.
    @Test func otherSpellingsOfItems() {
        let host = ViewHost(NavigationView {
            Color.red
                .navigationBarTitle("Items", displayMode: .inline)
                .navigationBarItems(leading: Text("L"), trailing: Text("R"))
                .toolbar { Text("T") }
        })
        #expect(Containers.texts(host).sorted() == ["Items", "L", "R", "T"])
        #expect(Containers.text(host, "L")?.frame.minX == 16)
        let trailing = [Containers.text(host, "R"), Containers.text(host, "T")].compactMap { $0?.frame }
        #expect(trailing.count == 2)
        #expect(trailing.allSatisfy { $0.minX > 200 })
    }

    /// Over a list, the bar scrolls with the rows: the list's grey covers the whole stack and the
    /// first section starts 20 points below the large title.
    @Test func overAListTheBarIsInsideTheList() {
        let host = ViewHost(NavigationStack {
            List { Color.red.frame(height: 20) }
                .navigationTitle("Groceries")
        })
        #expect(Containers.fills(host, color: Containers.groupedBackground) == [CGRect(x: 0, y: 0, width: 400, height: 400)])
        #expect(Containers.frames(host, color: .red) == [CGRect(x: 36, y: 96 + 20 + 12, width: 328, height: 20)])
        #expect(Containers.text(host, "Groceries")?.frame.minX == 16)
    }

    /// Only the outermost navigation modifier on the root draws; one deeper draws nothing.
    @Test func onlyTheRootsOutermostModifierDraws() {
        let host = ViewHost(NavigationStack {
            VStack { Color.red.navigationTitle("Inner") }
                .navigationTitle("Outer")
        })
        #expect(Containers.texts(host) == ["Outer"])
    }

    @Test func aHiddenBarDrawsNothing() {
        let hidden = ViewHost(NavigationStack { Color.red.navigationTitle("T").navigationBarHidden(true) })
        #expect(Containers.texts(hidden).isEmpty)
        #expect(Containers.frames(hidden, color: .red).first?.minY == 0)
        let toolbarHidden = ViewHost(NavigationStack { Color.red.navigationTitle("T").toolbar(.hidden, for: .navigationBar) })
        #expect(Containers.texts(toolbarHidden).isEmpty)
    }

    /// Outside a stack the navigation modifiers draw nothing.
    @Test func outsideAStackNothingIsDrawn() {
        let host = ViewHost(Color.red.navigationTitle("T").toolbar { Text("X") })
        #expect(Containers.texts(host).isEmpty)
        #expect(Containers.frames(host, color: .red) == [CGRect(x: 0, y: 0, width: 400, height: 400)])
    }

    /// Bottom-bar items sit in a 44-point row below the root.
    @Test func bottomBarItems() {
        let host = ViewHost(NavigationStack {
            Color.red.toolbar {
                ToolbarItemGroup(placement: .bottomBar) { Text("A"); Spacer(); Text("B") }
            }
        })
        #expect(Containers.frames(host, color: .red) == [CGRect(x: 0, y: 0, width: 400, height: 356)])
        #expect(abs((Containers.text(host, "A")?.frame.midY ?? 0) - 378) < 1e-9)
    }

    /// A path binding is accepted and never written; destinations are never built.
    @Test func pathsAndDestinationsAreAccepted() {
        final class Built { var count = 0 }
        let built = Built()
        var path = NavigationPath()
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        path.removeLast(5)
        #expect(path.isEmpty)
        path.removeLast(-1)
        #expect(path.isEmpty && path.codable == nil)
        let typed = Binding<[Int]>(get: { [1] }, set: { _ in Issue.record("the path was written") })
        let host = ViewHost(NavigationStack(path: typed) {
            List {
                NavigationLink("One", value: 1)
                NavigationLink("Two") { let _ = built.count += 1; Text("Destination") }
            }
            .navigationDestination(for: Int.self) { value in
                let _ = built.count += 1
                Text("\(value)")
            }
        })
        // A link in a list row takes no tap (nothing would happen): the destination stays unbuilt.
        let one = try! #require(Containers.text(host, "One"))
        host.tap(at: CGPoint(x: one.frame.midX, y: one.frame.midY))
        #expect(built.count == 0)
        #expect(!Containers.texts(host).contains("Destination"))
    }

    /// In a list a link draws a chevron at the row's trailing edge; elsewhere it is a button.
    @Test func navigationLinkLooks() {
        let inList = ViewHost(List { NavigationLink("Details") { Text("D") } }.listStyle(.plain))
        let chevron = inList.displayList.items.first { item in
            if case .image = item.content { return true }
            if case .path = item.content { return item.frame.width < 30 }
            return false
        }
        #expect(chevron != nil)
        #expect((chevron?.frame.maxX ?? 0) <= 384 && (chevron?.frame.maxX ?? 0) > 360)
        let alone = ViewHost(NavigationLink("Details") { Text("D") })
        #expect(Containers.texts(alone) == ["Details"])
        #expect(Containers.tap(alone, text: "Details"))
    }
}
