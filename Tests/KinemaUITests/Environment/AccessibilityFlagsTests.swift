import Foundation
import Kinema
import Testing

// The accessibility flags a view reads from the environment: SwiftUI's defaults (everything off
// but animated images), each settable on a host to render that variant.
@MainActor
@Suite("Accessibility flags")
struct AccessibilityFlagsTests {
    @Test func defaultsAreSwiftUIs() {
        let environment = EnvironmentValues()
        #expect(!environment.accessibilityVoiceOverEnabled)
        #expect(!environment.accessibilitySwitchControlEnabled)
        #expect(!environment.accessibilityShowButtonShapes)
        #expect(!environment.accessibilityDimFlashingLights)
        #expect(!environment.accessibilityLargeContentViewerEnabled)
        #expect(!environment.accessibilityQuickActionsEnabled)
        #expect(environment.accessibilityPlayAnimatedImages)
    }

    @Test func aViewReadsTheFlagItsHostSets() {
        struct Status: View {
            @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
            @Environment(\.accessibilityPlayAnimatedImages) private var animates
            var body: some View { Text("\(voiceOver) \(animates)") }
        }
        let host = ViewHost(Status())
        host.environment.accessibilityVoiceOverEnabled = true
        host.environment.accessibilityPlayAnimatedImages = false
        let texts = host.displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content { return layout.string }
            return nil
        }
        #expect(texts == ["true false"])
    }
}
