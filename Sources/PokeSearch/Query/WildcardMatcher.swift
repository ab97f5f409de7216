/// A `WildcardPattern` read once for matching names kept in memory (moves,
/// items, abilities) rather than in `search_name`: whole names, as SQLite's
/// GLOB matches `pattern.glob`.
struct WildcardMatcher {
    private let pieces: [Piece]

    init(_ pattern: WildcardPattern) {
        pieces = Self.pieces(of: pattern.glob)
    }

    /// Whether the folded `name` matches as a whole.
    func matches(_ name: String) -> Bool {
        let characters = Array(name)
        // matched[j]: the pieces read so far match the first j characters.
        var matched = [true] + Array(repeating: false, count: characters.count)
        for piece in pieces {
            var next = Array(repeating: false, count: characters.count + 1)
            switch piece {
            case .anyRun:
                var reachable = false
                for j in 0...characters.count {
                    reachable = reachable || matched[j]
                    next[j] = reachable
                }
            case .anyOne:
                for j in 0..<characters.count where matched[j] { next[j + 1] = true }
            case .literal(let character):
                for j in 0..<characters.count where matched[j] && characters[j] == character { next[j + 1] = true }
            }
            matched = next
        }
        return matched[characters.count]
    }

    private enum Piece { case anyRun, anyOne, literal(Character) }

    /// The glob read back: `*`, `?`, and characters (`[*]` is a literal `*`).
    private static func pieces(of glob: String) -> [Piece] {
        var pieces: [Piece] = []
        var characters = glob.makeIterator()
        while let character = characters.next() {
            switch character {
            case "*": pieces.append(.anyRun)
            case "?": pieces.append(.anyOne)
            case "[":
                // `escaped` writes one character between brackets.
                if let literal = characters.next() { pieces.append(.literal(literal)) }
                _ = characters.next()
            default: pieces.append(.literal(character))
            }
        }
        return pieces
    }
}
