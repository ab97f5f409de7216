/// `search_name` held in memory: each distinct folded name once, in key
/// order, with the Pokémon it names; the names' bytes lie end to end
/// (`SortedKeys`), so a lookup or a wildcard pattern reads them in place.
struct NameTable: Sendable {
    /// Distinct folded names, sorted by UTF-8 bytes.
    let names: SortedKeys
    private let pokemonIDs: [Int]
    /// The language of each of `pokemonIDs`' names (0 for the slug).
    private let languageIDs: [Int32]
    private let pokemonStarts: [Int]

    /// From (folded name, Pokémon id, language id) rows sorted by name.
    init(rows: [(folded: String, pokemonID: Int, languageID: Int)]) {
        var names: [String] = [], ids: [Int] = [], idStarts = [0]
        var languages: [Int32] = []
        for row in rows {
            if names.last != row.folded {
                if !names.isEmpty { idStarts.append(ids.count) }
                names.append(row.folded)
            }
            ids.append(row.pokemonID)
            languages.append(Int32(row.languageID))
        }
        if !names.isEmpty { idStarts.append(ids.count) }
        self.names = SortedKeys(names)
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
            let text = names[name]
            for slot in pokemonStarts[name]..<pokemonStarts[name + 1] {
                found.append((pokemonIDs[slot], Int(languageIDs[slot]), text))
            }
        }
        return found
    }

    /// Whether a name that starts with `prefix` names a Pokémon in a language
    /// `isMatch` accepts (Pokémon id, language id), stopping at the first.
    func containsEntry(withNameStarting prefix: String, where isMatch: (Int, Int) -> Bool) -> Bool {
        let range = names.range(withPrefix: prefix)
        guard !range.isEmpty else { return false }
        return (pokemonStarts[range.lowerBound]..<pokemonStarts[range.upperBound]).contains { isMatch(pokemonIDs[$0], Int(languageIDs[$0])) }
    }

    /// Calls `body` with the Pokémon and language of every name that starts
    /// with `prefix`, and whether that name is `prefix` itself: no string is
    /// made of a name (`pikachu` starts 240 of them).
    func forEachEntry(withNameStarting prefix: String, _ body: (_ pokemonID: Int, _ languageID: Int, _ isWhole: Bool) -> Void) {
        let range = names.range(withPrefix: prefix)
        guard !range.isEmpty else { return }
        // Keys that start with the prefix sort after it: the prefix itself, if a name, comes first.
        let whole = names.utf8Count(at: range.lowerBound) == prefix.utf8.count ? range.lowerBound : nil
        for name in range {
            for slot in pokemonStarts[name]..<pokemonStarts[name + 1] {
                body(pokemonIDs[slot], Int(languageIDs[slot]), name == whole)
            }
        }
    }

    /// The names that start with `prefix`, with their Pokémon and language.
    func entries(withNamesStarting prefix: String) -> [(pokemonID: Int, languageID: Int, name: String)] {
        entries(in: names.range(withPrefix: prefix))
    }

    func pokemon(named folded: String) -> [Int] {
        pokemon(in: names.range(of: folded))
    }

    func pokemon(withNamesStarting prefix: String) -> [Int] {
        pokemon(in: names.range(withPrefix: prefix))
    }

    /// The names `matcher` matches, with their Pokémon and language.
    func entries(matching matcher: GlobMatcher) -> [(pokemonID: Int, languageID: Int, name: String)] {
        var found: [(pokemonID: Int, languageID: Int, name: String)] = []
        forEachName(matching: matcher) { found += entries(in: $0..<$0 + 1) }
        return found
    }

    private func forEachName(matching matcher: GlobMatcher, _ body: (Int) -> Void) {
        names.forEachKey(in: names.range(withPrefix: matcher.literalPrefix)) { name, utf8 in
            if matcher.matches(utf8: utf8) { body(name) }
        }
    }

    /// Whether some name starts with `prefix`.
    func hasName(startingWith prefix: String) -> Bool {
        !names.range(withPrefix: prefix).isEmpty
    }
}
