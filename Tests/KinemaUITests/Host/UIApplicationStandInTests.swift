import Foundation
import Kinema
import Testing

/// SwiftUI code that reaches into UIKit for the key window's safe area, haptics and opening URLs
/// compiles and runs headless: the window is the host (its size, no safe area), haptics do
/// nothing, and a URL is not opened.
@MainActor
@Suite("UIApplication as SwiftUI code reaches for it")
struct UIApplicationStandInTests {
    /// A header padded by the key window's top safe area, with a button that taps out a haptic,
    /// as iOS code writes it.
    struct Header: View {
        @State private var taps = 0

        private var topInset: CGFloat {
            UIApplication.shared.connectedScenes
                .compactMap { $0 as? UIWindowScene }
                .first?.keyWindow?.safeAreaInsets.top ?? 0
        }

        var body: some View {
            Button("Taps \(taps)") {
                UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                UINotificationFeedbackGenerator().notificationOccurred(.success)
                taps += 1
            }
            .frame(width: 200, height: 50)
            .padding(.top, topInset)
        }
    }

    @Test func theKeyWindowIsTheHostWithNoSafeArea() {
        let window = UIApplication.shared.keyWindow
        #expect(window?.safeAreaInsets == .zero)
        #expect(UIApplication.shared.windows.count == 1)
        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(window?.bounds == UIScreen.main.bounds)
    }

    @Test func aButtonWithHapticsRunsItsAction() {
        let host = ViewHost(Header(), size: CGSize(width: 400, height: 400))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        let texts = host.displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content { return layout.runs.map(\.string).joined() }
            return nil
        }
        #expect(texts == ["Taps 2"])
    }

    @Test func openingAURLOpensNothing() async {
        let opened: Bool = await withCheckedContinuation { continuation in
            UIApplication.shared.open(URL(string: "https://developer.apple.com")!) { continuation.resume(returning: $0) }
        }
        #expect(!opened)
        #expect(!UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
    }
}
