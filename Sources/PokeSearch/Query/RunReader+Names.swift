/// Names among a run's keywords: a name or cosmetic form that holds a
/// keyword (`arceus fire`, `blue flabebe`, `vivillon poke ball`, `porygon 2`,
/// `deoxys normal`), keyword words that give way to a name they start
/// (`white kyurem`), and gender words beside a name.
extension RunReader {
    /// A whole name of two to four words starting at `index` (or, for two
    /// words, in the other order: `fire arceus`) that holds a keyword: read
    /// as the name, one phrase in the name's own order, rather than as the
    /// keyword (a cosmetic form keeps its Pokémon's types: Arceus's Fire
    /// form is a Normal Pokémon).
    func nameSpan(at index: Int) throws -> (term: TextTerm, length: Int)? {
        for length in stride(from: min(QueryResolver.longestPhrase, words.count - index), through: 2, by: -1) {
            let slice = words[index..<index + length]
            guard slice.indices.contains(where: isKeywordWord) else { continue }
            var orders = [phrases[slice.indices]]
            if length == 2 { orders.append(words[index + 1].folded + " " + words[index].folded) }
            let candidates = orders + orders.compactMap(NameForms.compact)
            for name in candidates where try self.index.isName(name) {
                let typed = slice.map(\.text).joined(separator: " ")
                return (TextTerm(text: typed, tokens: Analyzer.queryTokens(name), isPrefix: slice.last!.isLast,
                                 position: slice.first!.position), length)
            }
        }
        return nil
    }

    /// Whether the word at `index` would be read as something other than a name.
    private func isKeywordWord(_ index: Int) -> Bool {
        let word = words[index]
        return entries[word.folded] != nil || Int(word.folded) != nil || PokemonFlag.words[word.folded] != nil
            || QueryWords.genders[word.folded] != nil
    }

    /// Whether `filter`, read from the one word at `index`, should rather be
    /// text: a region, colour, habitat, shape or item word that is a name
    /// itself or part of one with a neighbour (`white kyurem`, `alola raichu`,
    /// `alcremie ruby swirl`, `flabebe blu`).
    func givesWayToName(_ filter: Filter, at index: Int) throws -> Bool {
        switch filter {
        case .entity(let kind, _, _) where Self.wordKinds.contains(kind), .entityOrName(let kind, _, _) where kind == .item:
            return try resolver.isPokemonName(words[index].folded) || formsName(at: index)
        case .location:
            return try resolver.isPokemonName(words[index].folded) || formsName(at: index)
        default:
            return false
        }
    }

    /// Whether the word at `index` and a neighbour, in either order, begin a name or a cosmetic form's name.
    func formsName(at index: Int) throws -> Bool {
        let word = words[index].folded
        var pairs: [String] = []
        if index > 0 {
            pairs += [words[index - 1].folded + " " + word, word + " " + words[index - 1].folded]
        }
        if index + 1 < words.count {
            pairs += [word + " " + words[index + 1].folded, words[index + 1].folded + " " + word]
        }
        for pair in pairs where try startsName(pair) { return true }
        return false
    }

    /// Whether some Pokémon's or cosmetic form's name starts with `prefix`.
    func startsName(_ prefix: String) throws -> Bool {
        try self.index.hasName(startingWith: prefix) || !self.index.forms(named: prefix, asPrefix: true).isEmpty
    }

    // MARK: Gender

    /// What a gender word at `index` stands for after a name (gender words
    /// before a name are moved after it first: `male nidoran`).
    enum GenderRead {
        /// The name has gendered forms (`nidoran f`, `meowstic female`,
        /// `pyroar female`): the word as its names spell it.
        case term(TextTerm)
        /// The name has none (`pikachu female`): the word adds nothing.
        case dropped
    }

    func gender(at index: Int, plan: inout SearchPlan) throws -> GenderRead? {
        guard index > 0, let gender = QueryWords.genders[words[index].folded] else { return nil }
        let word = words[index]
        var name = words[index - 1].folded
        if try !resolver.isPokemonName(name), let corrected = try PokemonNameCorrection(index: self.index).correction(for: name) {
            name = corrected
        }
        for spelling in gender.spellings where try startsName(name + " " + spelling) {
            return .term(TextTerm(text: word.text, tokens: [spelling], isPrefix: false, position: word.position))
        }
        return try resolver.isPokemonName(name) ? .dropped : nil
    }
}
