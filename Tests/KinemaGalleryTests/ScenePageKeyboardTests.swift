import Foundation
import Kinema
import KinemaGallery
import Testing

/// The page's hint — "Space plays and pauses; the arrow keys step one frame" — holds wherever the
/// focus is. Clicking a step button leaves the focus on it, and a focused button turns Space into
/// a click: the page used to ignore keys aimed at buttons, so Space stepped instead of playing.
/// Checked in real headless Chromium, with key events dispatched to the focused element.
@Suite("Scene page keyboard", .serialized, .enabled(if: BrowserProbe.canRun, BrowserProbe.skipNote))
struct ScenePageKeyboardTests {
    @MainActor
    static func page() throws -> String {
        let scene = try #require(Gallery.scene(named: "avatar-bouncy"))
        return scene.record(framesPerSecond: 20).htmlPage(title: scene.title)
    }

    @Test(.timeLimit(.minutes(10)))
    func spacePlaysAfterAStepButtonWasClicked() async throws {
        let report = try await BrowserProbe.run(page: try await Self.page(), probe: """
            function key(target, name) {
              var event = new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true });
              return !target.dispatchEvent(event);
            }
            var next = document.getElementById("next");
            next.focus();
            next.click();
            var result = { frameAfterClick: kinema.currentFrame, playingAfterClick: kinema.playing };
            result.focused = document.activeElement.id;
            result.spacePrevented = key(document.activeElement, " ");
            result.playingAfterSpace = kinema.playing;
            result.frameAfterSpace = kinema.currentFrame;
            key(document.activeElement, " ");
            result.playingAfterSecondSpace = kinema.playing;
            report(result);
            """) as? [String: Any]
        let result = try #require(report)
        #expect(result["frameAfterClick"] as? Int == 1, "the click stepped once: \(result)")
        #expect(result["playingAfterClick"] as? Bool == false)
        #expect(result["focused"] as? String == "next", "the step button keeps the focus")
        #expect(result["playingAfterSpace"] as? Bool == true, "Space plays, as the hint says: \(result)")
        #expect(result["frameAfterSpace"] as? Int == 1, "and does not step")
        #expect(result["spacePrevented"] as? Bool == true, "the button's own Space click is prevented")
        #expect(result["playingAfterSecondSpace"] as? Bool == false, "Space again pauses")
    }

    /// The arrows step exactly one frame with the focus on the scrubber (whose own arrow keys
    /// would step it too) or on the play button, and Space on the focused play button toggles
    /// once, not twice.
    @Test(.timeLimit(.minutes(10)))
    func arrowsStepOnceWhateverHasTheFocus() async throws {
        let report = try await BrowserProbe.run(page: try await Self.page(), probe: """
            function key(target, name) {
              target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
            }
            kinema.showFrame(5);
            var result = {};
            var scrubber = document.getElementById("scrubber");
            scrubber.focus();
            key(scrubber, "ArrowRight");
            result.afterRightOnScrubber = kinema.currentFrame;
            key(scrubber, "ArrowLeft");
            key(scrubber, "ArrowLeft");
            result.afterTwoLeftsOnScrubber = kinema.currentFrame;
            var play = document.getElementById("play");
            play.focus();
            key(play, "ArrowRight");
            result.afterRightOnPlay = kinema.currentFrame;
            key(play, " ");
            result.playingAfterSpaceOnPlay = kinema.playing;
            report(result);
            """) as? [String: Any]
        let result = try #require(report)
        #expect(result["afterRightOnScrubber"] as? Int == 6, "\(result)")
        #expect(result["afterTwoLeftsOnScrubber"] as? Int == 4, "\(result)")
        #expect(result["afterRightOnPlay"] as? Int == 5, "\(result)")
        #expect(result["playingAfterSpaceOnPlay"] as? Bool == true, "\(result)")
    }
}
