/// Matches folded names against a GLOB pattern as SQLite's GLOB does, for
/// names held in memory: `*` any run of characters, `?` one character (a
/// Unicode scalar, as GLOB counts them), `[c]` the character `c` (the
/// only bracket form `WildcardPattern` writes). Whole names only.
///
/// Compares UTF-8 bytes in place: a pattern without a literal prefix
/// (`*saur`) is tried against every name, so nothing is allocated per name.
struct GlobMatcher: Sendable {
    private enum Piece: Equatable, Sendable { case anyRun, anyOne, literal([UInt8]) }

    private let pieces: [Piece]
    /// What every match starts with: the literal before the first wildcard.
    let literalPrefix: String
    /// What every match ends with, when the pattern ends with a literal (`*saur`).
    private let literalSuffix: [UInt8]

    init(glob: String) {
        var pieces: [Piece] = []
        func appendLiteral(_ scalar: Unicode.Scalar) {
            let bytes = Array(String(scalar).utf8)
            if case .literal(let previous) = pieces.last {
                pieces[pieces.count - 1] = .literal(previous + bytes)
            } else {
                pieces.append(.literal(bytes))
            }
        }
        var scalars = glob.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "*": if pieces.last != .anyRun { pieces.append(.anyRun) }
            case "?": pieces.append(.anyOne)
            case "[":
                if let literal = scalars.next() { appendLiteral(literal) }
                _ = scalars.next()
            default: appendLiteral(scalar)
            }
        }
        self.pieces = pieces
        if case .literal(let bytes) = pieces.first {
            literalPrefix = String(decoding: bytes, as: UTF8.self)
        } else {
            literalPrefix = ""
        }
        if case .literal(let bytes) = pieces.last { literalSuffix = bytes } else { literalSuffix = [] }
    }

    /// Whether `name` matches as a whole.
    func matches(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { matches(utf8: $0) }
    }

    /// Whether the UTF-8 bytes of a name match as a whole: a greedy match
    /// that backtracks only to the last `*`, linear in practice, after a
    /// look at the end of the name when the pattern ends with a literal
    /// (`*saur`), which rules most names out at once.
    func matches(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool {
        // Compared in place, with nothing retained: this runs once per name of the Pokédex.
        let rejected = literalSuffix.withUnsafeBufferPointer { suffix in
            !suffix.isEmpty && !name.hasBytes(suffix, at: name.count - suffix.count)
        }
        if rejected { return false }
        var piece = 0, position = 0
        var starPiece = -1, starPosition = 0
        while position < name.count || piece < pieces.count {
            if piece < pieces.count {
                switch pieces[piece] {
                case .anyRun:
                    starPiece = piece
                    starPosition = position
                    piece += 1
                    continue
                case .anyOne where position < name.count:
                    position = Self.nextScalar(in: name, after: position)
                    piece += 1
                    continue
                case .literal(let bytes) where bytes.withUnsafeBufferPointer({ name.hasBytes($0, at: position) }):
                    position += bytes.count
                    piece += 1
                    continue
                default:
                    break
                }
            }
            // Let the last `*` take one more character and try again.
            guard starPiece >= 0, starPosition < name.count else { return false }
            starPosition = Self.nextScalar(in: name, after: starPosition)
            piece = starPiece + 1
            position = starPosition
        }
        return true
    }

    private static func nextScalar(in name: UnsafeBufferPointer<UInt8>, after position: Int) -> Int {
        var next = position + 1
        while next < name.count, name[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }
}
