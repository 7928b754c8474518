import KinemaRender

/// The file name `kinema plot` gives a chart when no `--out` is given: the animation as written,
/// made safe for every file system, and different for every different animation.
///
/// ```swift
/// PlotFileName.name(for: "spring(duration:0.3,bounce:0.7)")   // "spring-duration-0.3-bounce-0.7"
/// PlotFileName.name(for: "spring(duration: -1)")              // "spring-duration-minus1"
/// PlotFileName.name(for: "bouncy.delay(2e-1)")                // "bouncy-delay-2e-minus1"
/// ```
///
/// ASCII letters, digits, `_` and decimal points (a `.` between two digits) are kept. A minus
/// sign is written `minus`, so `spring(duration: 1)` and `spring(duration: -1)` never share a
/// file. Every other run of characters becomes one `-`, with none at either end; white space is
/// dropped, so spellings that differ only in spaces share a name, as they are the same animation.
/// A name longer than 100 characters is cut to 91 and ends with `-` and 8 hexadecimal digits of
/// a hash (FNV-1a) of the whole text without white space, so long names stay distinct too. Text
/// with nothing to keep is called `plot`.
package enum PlotFileName {
    /// The longest name returned.
    package static let maximumLength = 100

    /// The file name, without extension, for the animation written as `text`.
    package static func name(for text: String) -> String {
        let characters = Array(text.filter { !$0.isWhitespace })
        var name = ""
        func separate() {
            if !name.isEmpty, !name.hasSuffix("-") { name.append("-") }
        }
        for (index, character) in characters.enumerated() {
            let isDecimalPoint = character == "." && index > 0 && index + 1 < characters.count
                && isDigit(characters[index - 1]) && isDigit(characters[index + 1])
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") || isDecimalPoint {
                name.append(character)
            } else if character == "-" || character == "\u{2212}" {
                separate()
                name += "minus"
            } else {
                separate()
            }
        }
        while name.hasSuffix("-") { name.removeLast() }
        if name.isEmpty { return "plot" }
        guard name.count > maximumLength else { return name }
        return String(name.prefix(maximumLength - 9)) + "-" + TextFingerprint.of(String(characters))
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
