/// A short, stable fingerprint of a text: the 32-bit FNV-1a hash of its UTF-8 bytes as 8
/// lower-case hexadecimal digits. Stable across runs and machines (Swift's `Hasher` is seeded per
/// process), so it can name files and key what is saved about a text.
///
/// ```swift
/// TextFingerprint.of("a")   // "e40c292c"
/// ```
package enum TextFingerprint {
    package static func of(_ text: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
