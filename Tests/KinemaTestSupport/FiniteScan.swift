import Foundation

/// The non-finite numbers anywhere inside `value`, found by reflection (`dump`), independently of
/// Kinema's own checks: each "nan", "inf" or "-inf" token of the dump, with the line it stands on.
///
/// Tests use it to prove that nothing non-finite reached a display list, whatever field it hides
/// in.
public func nonFiniteNumbers(in value: Any) -> [String] {
    var text = ""
    dump(value, to: &text)
    return text.split(separator: "\n").filter { line in
        line.split(whereSeparator: { !$0.isLetter && $0 != "-" }).contains { $0 == "nan" || $0 == "inf" || $0 == "-inf" }
    }.map { String($0.trimmingCharacters(in: .whitespaces)) }
}
