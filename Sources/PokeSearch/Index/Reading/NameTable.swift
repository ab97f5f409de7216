/// `search_name` held in memory: each distinct folded name once, in key
/// order, with the Pokémon it names; the names' bytes also lie end to end,
/// so a wildcard pattern is tried against every name without a copy.
struct NameTable: Sendable {
    /// Distinct folded names, sorted by UTF-8 bytes.
    let names: [String]
    private let bytes: [UInt8]
    private let byteStarts: [Int]
    private let pokemonIDs: [Int]
    /// The language of each of `pokemonIDs`' names (0 for the slug).
    private let languageIDs: [Int32]
    private let pokemonStarts: [Int]

    /// From (folded name, Pokémon id, language id) rows sorted by name.
    init(rows: [(folded: String, pokemonID: Int, languageID: Int)]) {
        var names: [String] = [], bytes: [UInt8] = [], byteStarts = [0], ids: [Int] = [], idStarts = [0]
        var languages: [Int32] = []
        for row in rows {
            if names.last != row.folded {
                if !names.isEmpty { idStarts.append(ids.count) }
                names.append(row.folded)
                bytes += row.folded.utf8
                byteStarts.append(bytes.count)
            }
            ids.append(row.pokemonID)
            languages.append(Int32(row.languageID))
        }
        if !names.isEmpty { idStarts.append(ids.count) }
        self.names = names
        self.bytes = bytes
        self.byteStarts = byteStarts
        pokemonIDs = ids
        languageIDs = languages
        pokemonStarts = idStarts
    }

    /// The Pokémon the names in `range` (of `names`) name.
    func pokemon(in range: Range<Int>) -> [Int] {
        guard !range.isEmpty else { return [] }
        return Array(pokemonIDs[pokemonStarts[range.lowerBound]..<pokemonStarts[range.upperBound]])
    }

    /// The (Pokémon, language) of every name in `range`.
    func entries(in range: Range<Int>) -> [(pokemonID: Int, languageID: Int, name: String)] {
        var found: [(pokemonID: Int, languageID: Int, name: String)] = []
        for name in range {
            for slot in pokemonStarts[name]..<pokemonStarts[name + 1] {
                found.append((pokemonIDs[slot], Int(languageIDs[slot]), names[name]))
            }
        }
        return found
    }

    /// Whether a name that starts with `prefix` names a Pokémon in a language
    /// `isMatch` accepts (Pokémon id, language id), stopping at the first.
    func containsEntry(withNameStarting prefix: String, where isMatch: (Int, Int) -> Bool) -> Bool {
        let range = names.range(withPrefix: prefix) { $0 }
        guard !range.isEmpty else { return false }
        return (pokemonStarts[range.lowerBound]..<pokemonStarts[range.upperBound]).contains { isMatch(pokemonIDs[$0], Int(languageIDs[$0])) }
    }

    /// The names that start with `prefix`, with their Pokémon and language.
    func entries(withNamesStarting prefix: String) -> [(pokemonID: Int, languageID: Int, name: String)] {
        entries(in: names.range(withPrefix: prefix) { $0 })
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
        forEachName(matching: matcher) { found += pokemon(in: $0..<$0 + 1) }
        return found
    }

    /// The names `matcher` matches, with their Pokémon and language.
    func entries(matching matcher: GlobMatcher) -> [(pokemonID: Int, languageID: Int, name: String)] {
        var found: [(pokemonID: Int, languageID: Int, name: String)] = []
        forEachName(matching: matcher) { found += entries(in: $0..<$0 + 1) }
        return found
    }

    private func forEachName(matching matcher: GlobMatcher, _ body: (Int) -> Void) {
        bytes.withUnsafeBufferPointer { bytes in
            for name in names.range(withPrefix: matcher.literalPrefix, by: { $0 }) {
                let utf8 = UnsafeBufferPointer(rebasing: bytes[byteStarts[name]..<byteStarts[name + 1]])
                if matcher.matches(utf8: utf8) { body(name) }
            }
        }
    }
}
