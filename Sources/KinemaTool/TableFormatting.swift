import Foundation
import KinemaDisplay

/// Left-aligns `text` in a column `width` characters wide (one space after overlong text).
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

/// `value` rounded to `digits` decimals (0…6), without trailing zeros.
func format(_ value: Double, _ digits: Int = 5) -> String {
    DecimalText.fixed(value, decimals: digits)
}
