import Foundation
import Kinema
import Testing

// The presentation environment: nothing is presented, so dismissing does nothing; links call the
// environment's open-URL action.
@MainActor
@Suite("Presentation environment")
struct PresentationEnvironmentTests {
    private struct Closer: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        @Environment(\.presentationMode) private var presentationMode
        var body: some View {
            Text(isPresented || presentationMode.wrappedValue.isPresented ? "presented" : "root")
                .onTapGesture {
                    dismiss()
                    presentationMode.wrappedValue.dismiss()
                }
        }
    }

    @Test func dismissingDoesNothing() {
        let host = ViewHost(Closer())
        #expect(Containers.tap(host, text: "root"))
        #expect(Containers.texts(host) == ["root"])
    }

    @MainActor final class Opened {
        var urls: [URL] = []
    }

    @Test func aLinkCallsTheOpenURLAction() {
        let opened = Opened()
        let url = URL(string: "https://example.com")!
        let host = ViewHost(Link("Website", destination: url)
            .environment(\.openURL, OpenURLAction { url in
                opened.urls.append(url)
                return .handled
            }))
        #expect(Containers.tap(host, text: "Website"))
        #expect(opened.urls == [url])
        // By default nothing opens.
        let plain = ViewHost(Link("Website", destination: url))
        #expect(Containers.tap(plain, text: "Website"))
    }
}
