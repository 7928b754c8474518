import Foundation
import Kinema
import Testing

// A menu draws as its label; a tap runs its primary action when it has one. The spellings are
// Apple's examples.
@MainActor
@Suite("Menu")
struct MenuTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    @Test func aMenuDrawsItsLabelNotItsItems() {
        let host = ViewHost(
            Menu("Actions") {
                Button("Duplicate") {}
                Button("Rename") {}
                Menu("Copy") { Button("Copy") {} }
            }
            .menuStyle(.button))
        let texts = host.displayList.items.compactMap { item -> String? in
            if case .text(let text) = item.content { text.string } else { nil }
        }
        #expect(texts == ["Actions"])
    }

    @Test func aTapRunsThePrimaryAction() {
        let log = Log()
        let host = ViewHost(
            Menu {
                Button("Open in Preview") { log.lines.append("item") }
            } label: {
                Label("PDF", systemImage: "doc.fill")
            } primaryAction: {
                log.lines.append("primary")
            })
        let frame = host.displayList.items[0].frame
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(log.lines == ["primary"])
    }

    @Test func aMenuWithoutAPrimaryActionRunsNoItem() {
        let log = Log()
        let host = ViewHost(Menu("Sort", systemImage: "arrow.up.arrow.down") {
            Button("Name") { log.lines.append("name") }
        })
        let frame = host.displayList.items[0].frame
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(log.lines.isEmpty)
    }
}
