/// The known name closest to a mistyped one, for "did you mean …?" messages.
enum Suggestion {
    /// The name in `known` nearest to `word` by edit distance (ignoring case), when that distance
    /// is at most a third of the word's length (at least 1); `nil` when none is that close.
    ///
    /// ```swift
    /// Suggestion.closest(to: "lsit", among: ["gallery", "list", "render"])   // "list"
    /// ```
    static func closest(to word: String, among known: [String]) -> String? {
        let lowered = word.lowercased()
        let best = known.map { (name: $0, distance: editDistance(lowered, $0.lowercased())) }
            .min { $0.distance < $1.distance }
        guard let best, best.distance <= max(1, word.count / 3) else { return nil }
        return best.name
    }

    /// The Levenshtein distance, counting a swap of two neighbouring letters as one edit
    /// (Damerau's optimal string alignment), so `lsit` is one edit from `list`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
