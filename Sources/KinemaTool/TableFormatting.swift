import Foundation

/// Left-aligns `text` in a column `width` characters wide (one space after overlong text).
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

/// `value` rounded to `digits` decimals, as the shortest decimal string.
func format(_ value: Double, _ digits: Int = 5) -> String {
    let scale = pow(10.0, Double(digits))
    let rounded = (value * scale).rounded() / scale
    return String(rounded)
}
