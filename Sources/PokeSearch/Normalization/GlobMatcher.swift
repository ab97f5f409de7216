/// Matches folded names against a GLOB pattern as SQLite's GLOB does, for
/// names held in memory: `*` any run of characters, `?` one character (a
/// Unicode scalar, as GLOB counts them), `[c]` the character `c` (the
/// only bracket form `WildcardPattern` writes). Whole names only.
struct GlobMatcher: Sendable {
    private enum Piece: Equatable, Sendable { case anyRun, anyOne, literal(Unicode.Scalar) }

    private let pieces: [Piece]
    /// What every match starts with: the literal before the first wildcard.
    let literalPrefix: String

    init(glob: String) {
        var pieces: [Piece] = []
        var scalars = glob.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "*": if pieces.last != .anyRun { pieces.append(.anyRun) }
            case "?": pieces.append(.anyOne)
            case "[":
                if let literal = scalars.next() { pieces.append(.literal(literal)) }
                _ = scalars.next()
            default: pieces.append(.literal(scalar))
            }
        }
        self.pieces = pieces
        var prefix = String.UnicodeScalarView()
        for piece in pieces {
            guard case .literal(let scalar) = piece else { break }
            prefix.append(scalar)
        }
        literalPrefix = String(prefix)
    }

    /// Whether `name` matches as a whole: a greedy match that backtracks
    /// only to the last `*`, linear in practice.
    func matches(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        var piece = 0, position = 0
        var starPiece = -1, starPosition = 0
        while position < scalars.count {
            if piece < pieces.count {
                switch pieces[piece] {
                case .anyRun:
                    starPiece = piece
                    starPosition = position
                    piece += 1
                    continue
                case .anyOne:
                    piece += 1
                    position += 1
                    continue
                case .literal(let scalar) where scalar == scalars[position]:
                    piece += 1
                    position += 1
                    continue
                case .literal:
                    break
                }
            }
            guard starPiece >= 0 else { return false }
            // Let the last `*` take one more character and try again.
            piece = starPiece + 1
            starPosition += 1
            position = starPosition
        }
        while piece < pieces.count, pieces[piece] == .anyRun { piece += 1 }
        return piece == pieces.count
    }
}
