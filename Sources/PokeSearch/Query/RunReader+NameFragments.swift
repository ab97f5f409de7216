/// A word that finds no name as typed may still be part of one: it may
/// abbreviate a name of several words (`tkoko`: Tapu Koko) or sit inside a
/// name's word (`pex`: Toxapex, `chomp`: Garchomp). Those names are matched
/// beside the word's own text (`TextTerm.expansions`), so a word found in
/// flavor text finds the names too, above it (names weigh more), and a word
/// being typed finds them as it grows (`chom`).
extension RunReader {
    /// Most names a word is expanded to.
    static let maximumFragments = 4

    /// The folded names the word at `index` is part of, best first: names
    /// it abbreviates, then name words holding it; in each, names in
    /// English or the slug and of default forms first, then the shortest.
    /// None when the word finds a name as typed.
    func nameFragments(at index: Int) throws -> [String] {
        let word = words[index].folded
        let length = word.utf8.count
        guard length >= 2, length <= AbbreviatedNames.longestWord,
              word.utf8.allSatisfy({ $0.isASCIILowercaseLetter || $0.isASCIIDigit }),
              try findsNoName(index) else { return [] }
        let cards = self.index.cards
        func isDefault(_ pokemonID: Int) -> Bool {
            cards.document(ofPokemon: pokemonID).map { cards.cards[$0].isDefault } ?? false
        }
        var abbreviated: [String: (primary: Bool, isDefault: Bool)] = [:]
        for match in try self.index.pokemonNameAbbreviations().matches(word) {
            let primary = match.languageID == 0 || match.languageID == Languages.english
            let current = abbreviated[match.name]
            abbreviated[match.name] = ((current?.primary ?? false) || primary, (current?.isDefault ?? false) || isDefault(match.pokemonID))
        }
        var found = abbreviated.sorted { a, b in
            (a.value.primary ? 0 : 1, a.value.isDefault ? 0 : 1, a.key.count, a.key) < (b.value.primary ? 0 : 1, b.value.isDefault ? 0 : 1, b.key.count, b.key)
        }.map(\.key)
        // An abbreviation of forms' names alone yields to a name a typo away (`alakazm` is Alakazam
        // misspelt, not ALAKAZam Mega), as the typo of a default form's name is the likelier.
        if !abbreviated.isEmpty, !abbreviated.values.contains(where: \.isDefault),
           try !self.index.nameTokens().nearest(to: word, allowed: NameTokens.allowedTypos(forLength: length), prefix: false).isEmpty {
            abbreviated = [:]
            found = []
        }
        // An abbreviation is kept whatever its language: every part of the name is typed.
        var primary = !abbreviated.isEmpty
        if length >= Self.shortestInfix, found.count < Self.maximumFragments {
            let holding = try self.index.nameTokens().words(holding: word).prefix(64)
            let ranked = try holding.map { token in (token: token, rank: try englishRank(of: token)) }
            found += ranked.sorted { ($0.rank, $0.token.count, $0.token) < ($1.rank, $1.token.count, $1.token) }.map(\.token)
            primary = primary || ranked.contains { $0.rank < 2 }
        }
        // Only other languages' names hold it, and a name is a typo away (`surff`): the typo is meant.
        if !primary, !found.isEmpty, try self.index.nameTokens().hasWord(near: word, prefix: words[index].isLast) { return [] }
        return Array(found.prefix(Self.maximumFragments))
    }

    /// Shortest word looked for inside names: two letters sit inside too many.
    static let shortestInfix = 3

    /// 0 when `token` is in the English name of a default form, 1 of another form, 2 in other names only.
    private func englishRank(of token: String) throws -> Int {
        guard let postings = try self.index.postings(of: token) else { return 2 }
        var rank = 2
        for slot in postings.documents.indices {
            guard postings.occurrences(at: slot).contains(where: { Occurrence.column($0) == TextColumn.name.rawValue }) else { continue }
            if self.index.cards.cards[Int(postings.documents[slot])].isDefault { return 0 }
            rank = 1
        }
        return rank
    }
}
