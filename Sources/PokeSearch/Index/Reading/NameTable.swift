/// `search_name` held in memory: each distinct folded name once, in key
/// order, with the Pokémon it names; the names' bytes also lie end to end,
/// so a wildcard pattern is tried against every name without a copy.
struct NameTable: Sendable {
    /// Distinct folded names, sorted by UTF-8 bytes.
    let names: [String]
    private let bytes: [UInt8]
    private let byteStarts: [Int]
    private let pokemonIDs: [Int]
    private let pokemonStarts: [Int]

    /// From (folded name, Pokémon id) rows sorted by name.
    init(rows: [(folded: String, pokemonID: Int)]) {
        var names: [String] = [], bytes: [UInt8] = [], byteStarts = [0], ids: [Int] = [], idStarts = [0]
        for row in rows {
            if names.last != row.folded {
                if !names.isEmpty { idStarts.append(ids.count) }
                names.append(row.folded)
                bytes += row.folded.utf8
                byteStarts.append(bytes.count)
            }
            ids.append(row.pokemonID)
        }
        if !names.isEmpty { idStarts.append(ids.count) }
        self.names = names
        self.bytes = bytes
        self.byteStarts = byteStarts
        pokemonIDs = ids
        pokemonStarts = idStarts
    }

    /// The Pokémon the names in `range` (of `names`) name.
    func pokemon(in range: Range<Int>) -> [Int] {
        guard !range.isEmpty else { return [] }
        return Array(pokemonIDs[pokemonStarts[range.lowerBound]..<pokemonStarts[range.upperBound]])
    }

    func pokemon(named folded: String) -> [Int] {
        pokemon(in: names.range(of: folded) { $0 })
    }

    func pokemon(withNamesStarting prefix: String) -> [Int] {
        pokemon(in: names.range(withPrefix: prefix) { $0 })
    }

    /// The Pokémon with a name `matcher` matches (only names that start with its literal prefix are tried).
    func pokemon(matching matcher: GlobMatcher) -> [Int] {
        var found: [Int] = []
        bytes.withUnsafeBufferPointer { bytes in
            for name in names.range(withPrefix: matcher.literalPrefix, by: { $0 }) {
                let utf8 = UnsafeBufferPointer(rebasing: bytes[byteStarts[name]..<byteStarts[name + 1]])
                if matcher.matches(utf8: utf8) { found += pokemon(in: name..<name + 1) }
            }
        }
        return found
    }
}
