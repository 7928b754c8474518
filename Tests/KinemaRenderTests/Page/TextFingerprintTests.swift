import KinemaRender
import Testing

/// The fingerprint that keys saved facts about a text: FNV-1a, 32 bits, hexadecimal.
@Suite("Text fingerprint")
struct TextFingerprintTests {
    /// The published FNV-1a test vectors (Fowler, Noll and Vo's reference table).
    @Test(arguments: [("", "811c9dc5"), ("a", "e40c292c"), ("foobar", "bf9cf968")])
    func matchesTheReferenceVectors(text: String, fingerprint: String) {
        #expect(TextFingerprint.of(text) == fingerprint)
    }

    @Test func isAlwaysEightDigits() {
        for text in ["", "x", "é", String(repeating: "long ", count: 1000)] {
            #expect(TextFingerprint.of(text).count == 8)
        }
    }
}
