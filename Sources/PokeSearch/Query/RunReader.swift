import GRDB

/// Reads the query-language phrases of a run of bare words for
/// `QueryResolver`: Pokédex numbers, evolution and matchup phrases, field
/// words (`move surf`), superlatives, filler words, gender words, and type
/// words typed with a typo. Keywords are read here, before any typo
/// correction of names runs.
struct RunReader {
    let resolver: QueryResolver
    let words: [QueryResolver.Word]
    /// What each phrase of the run names (`QueryResolver.freeTextKinds`).
    let entries: [String: [Lexicon.Entry]]

    /// Kinds whose single words give way to a name they are part of (`white
    /// kyurem`, `alola raichu`) or that they are.
    private static let wordKinds: Set<LexiconKind> = [.region, .color, .habitat, .shape]

    private var index: IndexReader { resolver.index }

    /// A phrase read at `index`: the filters it stands for, each a clause of
    /// its own (none for a word that only changes the plan, like `fastest`),
    /// whether they are negated (`not weak to ground`), and how many words it took.
    struct Read {
        var filters: [Filter]
        var negated = false
        var length: Int

        init(filter: Filter?, length: Int) {
            self.filters = filter.map { [$0] } ?? []
            self.length = length
        }

        init(filters: [Filter], negated: Bool, length: Int) {
            self.filters = filters
            self.negated = negated
            self.length = length
        }
    }

    /// The query-language phrase starting at `index`, if any.
    func keyword(at index: Int, previousWasType: Bool, plan: inout SearchPlan) throws -> Read? {
        let word = words[index]
        if let read = try pokedexNumber(at: index) { return read }
        if let read = try evolution(at: index, plan: &plan) { return read }
        if let read = try matchup(at: index, plan: &plan) { return read }
        if let read = fieldPhrase(at: index) { return read }
        if let superlative = Superlative.words[word.folded], plan.superlative == nil {
            plan.superlative = superlative
            return Read(filter: nil, length: 1)
        }
        if QueryWords.typeFillers.contains(word.folded) && (previousWasType || nextIsType(index)) {
            return Read(filter: nil, length: 1)
        }
        if QueryWords.pokemonFillers.contains(word.folded) && words.count > 1 {
            return Read(filter: nil, length: 1)
        }
        if QueryWords.requestWords.contains(word.folded) && words.count > 1, try !formsName(at: index) {
            return Read(filter: nil, length: 1)
        }
        return nil
    }

    // MARK: Numbers

    private func pokedexNumber(at index: Int) throws -> Read? {
        if index + 1 < words.count, let number = PokedexNumber.parse(words[index].text, words[index + 1].text) {
            return Read(filter: .pokedexNumber(number), length: 2)
        }
        guard let number = PokedexNumber.parse(words[index].text),
              try !formsName(at: index) else { return nil }
        return Read(filter: .pokedexNumber(number), length: 1)
    }

    // MARK: Evolution families

    /// `X evolutions`, `X family`, `evolutions of X`, `evolves from X`; a
    /// one-word name may have a typo (`charmandr evolutions`, with a notice).
    private func evolution(at index: Int, plan: inout SearchPlan) throws -> Read? {
        if index + 2 < words.count,
           let relation = EvolutionPhrase.leading[words[index].folded + " " + words[index + 1].folded],
           let (species, text, length) = try pokemonName(startingAt: index + 2, plan: &plan) {
            return Read(filter: .evolution(relation, speciesIDs: species, text: text), length: length + 2)
        }
        for length in stride(from: min(3, words.count - index - 1), through: 1, by: -1) {
            guard var relation = EvolutionPhrase.trailing[words[index + length].folded] else { continue }
            var name = resolver.phrase(words[index..<index + length])
            var found = try speciesIDs(namedOrPossessive: name)
            if found == nil, length == 1, let corrected = try correctedName(words[index], plan: &plan) {
                (found, name) = (corrected.species, corrected.text)
            }
            guard let species = found else { continue }
            // `eevee evolution line`, `abra evolution chain`: the whole family.
            var consumed = length + 1
            if index + consumed < words.count, let next = EvolutionPhrase.trailing[words[index + consumed].folded], next == .family {
                relation = .family
                consumed += 1
            }
            return Read(filter: .evolution(relation, speciesIDs: species, text: name), length: consumed)
        }
        return nil
    }

    /// The species `name` names, or `name` without a possessive `s`
    /// (`bulbasaur's` folds to `bulbasaurs`).
    private func speciesIDs(namedOrPossessive name: String) throws -> [Int]? {
        let species = try resolver.speciesIDs(named: name)
        if !species.isEmpty { return species }
        guard name.hasSuffix("s") else { return nil }
        let singular = try resolver.speciesIDs(named: String(name.dropLast()))
        return singular.isEmpty ? nil : singular
    }

    /// The longest Pokémon name (up to three words) starting at `index`, else
    /// one word there with a typo.
    private func pokemonName(startingAt index: Int, plan: inout SearchPlan) throws -> (species: [Int], text: String, length: Int)? {
        for length in stride(from: min(3, words.count - index), through: 1, by: -1) {
            let name = resolver.phrase(words[index..<index + length])
            if let species = try speciesIDs(namedOrPossessive: name) { return (species, name, length) }
        }
        return try correctedName(words[index], plan: &plan).map { ($0.species, $0.text, 1) }
    }

    /// The species of the name `word` was meant to be, with a correction notice.
    private func correctedName(_ word: QueryResolver.Word, plan: inout SearchPlan) throws -> (species: [Int], text: String)? {
        guard let name = try PokemonNameCorrection(index: index).correction(for: word.folded) else { return nil }
        let species = try resolver.speciesIDs(named: name)
        guard !species.isEmpty else { return nil }
        plan.corrections.append("\(word.text) → \(name)")
        return (species, name)
    }

    // MARK: Matchups

    /// `weak to fire`, `resists water`, `immune to electric`, `weak fire`;
    /// more types listed with `and` or commas (`weak to fire and ice`: both) or
    /// offered with `or` (either); `4x weak to ice`, `double weak to ice`
    /// (takes 4×); `not weak to ground`.
    private func matchup(at index: Int, plan: inout SearchPlan) throws -> Read? {
        var start = index
        let negated = words[start].folded == "not" && start + 1 < words.count
        if negated { start += 1 }
        let fourTimes = MatchupRelation.fourTimesWords.contains(words[start].folded) && start + 1 < words.count
        if fourTimes { start += 1 }
        guard var relation = MatchupRelation.leadWords[words[start].folded] else { return nil }
        if fourTimes { relation = relation.fourTimes }
        var next = start + 1
        while next < words.count, MatchupRelation.connectors.contains(words[next].folded) { next += 1 }
        guard next < words.count, let first = try matchupType(at: next, correcting: true, plan: &plan) else { return nil }
        var filters = [Filter.matchup(relation, typeIDs: first.ids, text: first.text)]
        var end = next + 1
        while end < words.count {
            let joiner = words[end].folded
            let isAnd = MatchupRelation.andWords.contains(joiner), isOr = MatchupRelation.orWords.contains(joiner)
            let typeIndex = isAnd || isOr ? end + 1 : end
            // Only an exact type that starts no longer name continues the list: a
            // comma may also end it (`weak to ice, dragon dance`).
            guard isAnd || isOr || words[end - 1].followedByComma, typeIndex < words.count, !startsPhrase(at: typeIndex),
                  let type = try matchupType(at: typeIndex, correcting: false, plan: &plan) else { break }
            if isOr, case .matchup(let relation, let ids, let text) = filters.removeLast() {
                filters.append(.matchup(relation, typeIDs: ids + type.ids, text: text + " or " + type.text))
            } else {
                filters.append(.matchup(relation, typeIDs: type.ids, text: type.text))
            }
            end = typeIndex + 1
        }
        return Read(filters: filters, negated: negated, length: end - index)
    }

    /// Whether the words from `index` on name something in more than one word (`dragon dance`).
    private func startsPhrase(at index: Int) -> Bool {
        (2...max(2, min(QueryResolver.longestPhrase, words.count - index))).contains { length in
            index + length <= words.count && entries[resolver.phrase(words[index..<index + length])] != nil
        }
    }

    /// The type named at `index`, as typed or, with `correcting`, with a typo
    /// (a notice is added): a type is expected there, so three letters may
    /// have one (`weak to fir`).
    private func matchupType(at index: Int, correcting: Bool, plan: inout SearchPlan) throws -> (ids: [Int], text: String)? {
        let typeWord = words[index]
        let types = (entries[typeWord.folded] ?? []).filter { $0.kind == .type }.map(\.id)
        if !types.isEmpty { return (types, typeWord.folded) }
        guard correcting,
              let corrected = try resolver.lexicon.correction(for: typeWord.folded, kinds: [.type], expected: true) else { return nil }
        plan.corrections.append("\(typeWord.text) → \(corrected.phrase)")
        return (corrected.ids, corrected.phrase)
    }

    // MARK: Field words

    /// `move surf`, `ability levitate`, `learns dragon dance`: the field of the
    /// word before, rather than text that happens to contain it.
    private func fieldPhrase(at index: Int) -> Read? {
        guard let kind = QueryWords.fieldLeads[words[index].folded], index + 1 < words.count else { return nil }
        for length in stride(from: min(QueryResolver.longestPhrase, words.count - index - 1), through: 1, by: -1) {
            let text = resolver.phrase(words[index + 1..<index + 1 + length])
            let ids = (entries[text] ?? []).filter { $0.kind == kind }.map(\.id)
            if !ids.isEmpty {
                return Read(filter: .entity(kind: kind, ids: ids, text: text), length: length + 1)
            }
        }
        return nil
    }

    private func nextIsType(_ index: Int) -> Bool {
        index + 1 < words.count && (entries[words[index + 1].folded] ?? []).contains { $0.kind == .type }
    }

    // MARK: Words that give way to names

    /// Whether `filter`, read from the one word at `index`, should rather be
    /// text: a region, colour, habitat, shape or item word that is a name
    /// itself or part of one with a neighbour (`white kyurem`, `alola raichu`,
    /// `alcremie ruby swirl`).
    func givesWayToName(_ filter: Filter, at index: Int) throws -> Bool {
        switch filter {
        case .entity(let kind, _, _) where Self.wordKinds.contains(kind), .entityOrName(let kind, _, _) where kind == .item:
            return try resolver.isPokemonName(words[index].folded) || formsName(at: index)
        default:
            return false
        }
    }

    /// Whether the word at `index` and a neighbour, in either order, begin a name.
    private func formsName(at index: Int) throws -> Bool {
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

    private func startsName(_ prefix: String) throws -> Bool {
        try index.hasName(startingWith: prefix)
    }

    // MARK: Gender and typos

    /// `male`/`female` after a name with gendered forms (`nidoran female`):
    /// the `m`/`f` its names are spelt with.
    func genderedTerm(at index: Int) throws -> TextTerm? {
        guard index > 0, let letter = QueryWords.genders[words[index].folded], letter != words[index].folded,
              try startsName(words[index - 1].folded + " " + letter) else { return nil }
        let word = words[index]
        return TextTerm(text: word.text, tokens: [letter], isPrefix: false, position: word.position)
    }

    /// A word that matches nothing but is a type or region word with a typo
    /// (`electirc`, `grss`): the filter it meant and the correction notice.
    /// Names are corrected later, and only when this finds nothing.
    func misspeltKeyword(_ word: QueryResolver.Word) throws -> (Filter, String)? {
        guard word.folded.count >= 4, !word.folded.contains(" "),
              word.folded.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { return nil }
        // First whether the word finds anything as typed (one indexed lookup),
        // and only then the vocabulary, which costs a pass over it.
        let asTyped = resolver.term(word.text, position: word.position, isPrefix: word.isLast)
        guard try !PlanMatcher(reader: index).matchesAnything(asTyped),
              let corrected = try resolver.lexicon.correction(for: word.folded, kinds: [.type, .region]) else { return nil }
        return (.entity(kind: corrected.kind, ids: corrected.ids, text: corrected.phrase), "\(word.text) → \(corrected.phrase)")
    }
}
