import SwiftUI

// An app as Xcode's template writes it, with a second window group.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .defaultSize(width: 300, height: 300)
        WindowGroup("Second", id: "second") {
            Text("Second window")
        }
    }
}
